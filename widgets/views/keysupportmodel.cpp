// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/keysupportmodel.h"

#include <QApplication>
#include <QPalette>

namespace Tunebench {

KeySupportModel::KeySupportModel(QObject *parent) : QAbstractTableModel(parent) {}

void KeySupportModel::setRows(const QList<KeySupport> &rows, const QMap<QString, qint64> &limits)
{
    beginResetModel();
    m_rows = rows;
    m_limits = limits;
    endResetModel();
}

int KeySupportModel::count(KeySupport::Level level) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [level](const KeySupport &row) { return row.level == level; }));
}

QString KeySupportModel::levelText(KeySupport::Level level)
{
    switch (level) {
    case KeySupport::Level::Writable:
        return tr("can be set");
    case KeySupport::Level::Fixed:
        return tr("fixed by the driver");
    case KeySupport::Level::Unsupported:
        return tr("not supported");
    case KeySupport::Level::ReadOnly:
        return tr("read only");
    }
    return {};
}

int KeySupportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KeySupportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString KeySupportModel::why(const KeySupport &row) const
{
    // The reason first (why it cannot be set), then what the driver does with it once set.
    QStringList parts;
    if (!row.reason.isEmpty())
        parts << row.reason;
    if (!row.note.isEmpty())
        parts << row.note;
    return parts.join(QStringLiteral(" — "));
}

QVariant KeySupportModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const KeySupport &row = m_rows.at(index.row());
    if (role == LevelRole)
        return int(row.level);
    if (role == Qt::ForegroundRole && row.level != KeySupport::Level::Writable && index.column() != WhyColumn)
        return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::ToolTipRole) {
        const QString text = why(row);
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case KeyColumn:
        return row.key;
    case ValueColumn:
        if (m_limits.contains(row.key))
            return tr("%1 (max %2)").arg(row.value.isEmpty() ? tr("—") : row.value).arg(m_limits.value(row.key));
        return row.value.isEmpty() ? tr("—") : row.value;
    case SupportColumn:
        return levelText(row.level);
    case WhyColumn:
        return why(row);
    }
    return {};
}

QVariant KeySupportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case ValueColumn:
        return tr("Value now");
    case SupportColumn:
        return tr("Support");
    case WhyColumn:
        return tr("Why, and what the driver does");
    }
    return {};
}

void KeySupportFilter::setOnlyLimited(bool only)
{
    if (only == m_onlyLimited)
        return;
    m_onlyLimited = only;
    invalidateRowsFilter();
}

bool KeySupportFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_onlyLimited) {
        const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
        if (index.data(KeySupportModel::LevelRole).toInt() == int(KeySupport::Level::Writable))
            return false;
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace Tunebench
