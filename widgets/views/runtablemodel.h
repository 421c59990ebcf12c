// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"

#include <QAbstractTableModel>

namespace Tunebench {

/// The runs of an experiment in schedule order: arm, repetition, sweep value, status, the run's
/// rate and the stability checks that flagged it (named in the cell, explained in the tooltip).
class RunTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        IndexColumn,
        ArmColumn,
        RepetitionColumn,
        SweepColumn,
        StatusColumn,
        RateColumn,
        FlagsColumn,
        ColumnCount
    };
    enum Roles
    {
        RunIdRole = Qt::UserRole + 1,
        FlaggedRole
    };

    explicit RunTableModel(QObject *parent = nullptr);

    void setRuns(const QList<RunDetail> &runs, bool sweep);
    [[nodiscard]] const QList<RunDetail> &runs() const { return m_runs; }
    [[nodiscard]] int rowForRun(qint64 runId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "regime switching", "drift", ... translated.
    [[nodiscard]] static QString flagName(Stats::DiagnosticKind kind);

private:
    [[nodiscard]] QVariant display(const RunDetail &run, int column) const;
    [[nodiscard]] QString tooltip(const RunDetail &run) const;

    QList<RunDetail> m_runs;
    bool m_sweep = false;
};

} // namespace Tunebench
