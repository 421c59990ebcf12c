// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/settingsdiffmodel.h"

#include <QFont>

namespace Tunebench {

SettingsDiffModel::SettingsDiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SettingsDiffModel::setSettings(const QStringList &arms, const QList<SettingComparison> &settings)
{
    beginResetModel();
    m_arms = arms;
    m_all = settings;
    filter();
    endResetModel();
}

void SettingsDiffModel::setOnlyDifferences(bool only)
{
    if (m_onlyDifferences == only)
        return;
    beginResetModel();
    m_onlyDifferences = only;
    filter();
    endResetModel();
}

void SettingsDiffModel::filter()
{
    m_rows.clear();
    for (const SettingComparison &row : std::as_const(m_all))
        if (!m_onlyDifferences || row.differs || row.varies)
            m_rows << row;
}

int SettingsDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SettingsDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstArmColumn + int(m_arms.size());
}

QVariant SettingsDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SettingComparison &row = m_rows.at(index.row());
    const bool differs = row.differs || row.varies;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == HostColumn)
            return row.role == QLatin1String("client") ? tr("client") : tr("server");
        if (index.column() == KeyColumn)
            return row.key;
        return row.values.value(index.column() - FirstArmColumn);
    case Qt::FontRole:
        if (differs) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (row.varies)
            return tr("This setting changed between runs of the same arm (a swept tunable).");
        return differs ? tr("The arms ran with different values of this setting.") : QVariant();
    case DiffersRole:
        return differs;
    default:
        return {};
    }
}

QVariant SettingsDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == HostColumn)
        return tr("Host");
    if (section == KeyColumn)
        return tr("Setting");
    return m_arms.value(section - FirstArmColumn);
}

} // namespace Tunebench
