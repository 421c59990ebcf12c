// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"

#include <QAbstractTableModel>

namespace Tunebench {

/// Verdicts as a table, one row per compared arm and metric: both medians with their CI
/// half-width, the change with its CI, the rank test's p, the verdict word; the verdict sentence
/// and the caveats in the tooltip and in SentenceRole.
class VerdictTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        ArmsColumn,
        MetricColumn,
        BaseColumn,
        OtherColumn,
        ChangeColumn,
        PColumn,
        VerdictColumn,
        ColumnCount
    };
    enum Roles
    {
        SentenceRole = Qt::UserRole + 1,
        VerdictRole,
        MetricIdRole
    };

    explicit VerdictTableModel(QObject *parent = nullptr);

    void setVerdicts(const QList<ArmVerdict> &verdicts);
    [[nodiscard]] const QList<ArmVerdict> &verdicts() const { return m_verdicts; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "better", "worse", "no difference", "too few runs", translated.
    [[nodiscard]] static QString verdictText(Stats::Verdict verdict);

private:
    [[nodiscard]] QVariant display(const ArmVerdict &row, int column) const;
    [[nodiscard]] QString tooltip(const ArmVerdict &row) const;

    QList<ArmVerdict> m_verdicts;
};

} // namespace Tunebench
