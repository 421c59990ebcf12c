// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"

#include <QAbstractTableModel>

namespace Tunebench {

/// The tunables of every arm side by side: host, key, then one column per arm with the value
/// its runs verified. Keys whose value differs between arms (or within an arm's runs, when a
/// tunable is swept) come first, in bold; onlyDifferences() hides the others.
class SettingsDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        HostColumn,
        KeyColumn,
        FirstArmColumn
    };
    enum Roles
    {
        DiffersRole = Qt::UserRole + 1
    };

    explicit SettingsDiffModel(QObject *parent = nullptr);

    void setSettings(const QStringList &arms, const QList<SettingComparison> &settings);
    void setOnlyDifferences(bool only);
    [[nodiscard]] bool onlyDifferences() const { return m_onlyDifferences; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void filter();

    QStringList m_arms;
    QList<SettingComparison> m_all;
    QList<SettingComparison> m_rows;
    bool m_onlyDifferences = false;
};

} // namespace Tunebench
