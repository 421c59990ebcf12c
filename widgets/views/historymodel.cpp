// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/historymodel.h"

#include "displaytext/statustext.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace Tunebench {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString HistoryModel::searchText(const HistoryEntry &entry)
{
    return QStringList {entry.name, entry.clientHost, entry.serverHost, entry.arms.join(QLatin1Char(' ')), entry.status,
        statusText(entry.status), entry.verdictText, ExperimentHistory::verdictName(entry.verdict),
        QString::number(entry.id), runBy(entry)}
        .join(QLatin1Char('\n'))
        .toLower();
}

QString HistoryModel::runBy(const ExperimentListEntry &entry)
{
    if (entry.runOn.isEmpty())
        return entry.runBy;
    //: who ran an experiment: user@machine
    return tr("%1@%2").arg(entry.runBy, entry.runOn);
}

QStringList HistoryModel::runByChoices() const
{
    QStringList choices;
    for (const HistoryEntry &entry : m_entries)
        if (const QString who = runBy(entry); !who.isEmpty() && !choices.contains(who))
            choices << who;
    choices.sort(Qt::CaseInsensitive);
    return choices;
}

void HistoryModel::setEntries(const QList<HistoryEntry> &entries)
{
    beginResetModel();
    m_entries.clear();
    m_searchText.clear();
    m_rows.clear();
    m_entries.reserve(entries.size());
    m_searchText.reserve(entries.size());
    for (const HistoryEntry &entry : entries) {
        m_rows.insert(entry.id, int(m_entries.size()));
        m_entries << entry;
        m_searchText << searchText(entry);
    }
    endResetModel();
}

void HistoryModel::appendEntries(const QList<HistoryEntry> &entries)
{
    QList<HistoryEntry> added;
    for (const HistoryEntry &entry : entries) {
        const int row = rowForId(entry.id);
        if (row < 0) {
            added << entry;
            continue;
        }
        m_entries[row] = entry;
        m_searchText[row] = searchText(entry);
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    if (added.isEmpty())
        return;
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size() + added.size() - 1));
    for (const HistoryEntry &entry : std::as_const(added)) {
        m_rows.insert(entry.id, int(m_entries.size()));
        m_entries << entry;
        m_searchText << searchText(entry);
    }
    endInsertRows();
}

void HistoryModel::removeEntries(const QList<qint64> &ids)
{
    for (qint64 id : ids) {
        const int row = rowForId(id);
        if (row < 0)
            continue;
        beginRemoveRows({}, row, row);
        m_entries.removeAt(row);
        m_searchText.removeAt(row);
        m_rows.remove(id);
        for (auto it = m_rows.begin(); it != m_rows.end(); ++it)
            if (it.value() > row)
                --it.value();
        endRemoveRows();
    }
}

const HistoryEntry *HistoryModel::entry(qint64 id) const
{
    const int row = rowForId(id);
    return row < 0 ? nullptr : &m_entries.at(row);
}

int HistoryModel::rowForId(qint64 id) const
{
    return m_rows.value(id, -1);
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::display(const HistoryEntry &entry, int column) const
{
    switch (Column(column)) {
    case NameColumn:
        return entry.name;
    case DateColumn:
        return QLocale().toString(entry.createdAt.toLocalTime(), QLocale::ShortFormat);
    case HostsColumn:
        //: client and server of an experiment
        return tr("%1 → %2").arg(entry.clientHost, entry.serverHost);
    case ArmsColumn:
        return entry.arms.join(QLatin1String(", "));
    case RunsColumn:
        return entry.sweepPoints > 1
            ? tr("%1 (%2 sweep points)").arg(QString::number(entry.runs), QString::number(entry.sweepPoints))
            : QString::number(entry.runs);
    case StatusColumn:
        return statusText(entry.status);
    case VerdictColumn:
        if (entry.kind == QLatin1String("exploration"))
            //: history: an exploration has segments, not a verdict
            return tr("exploration, %n segment(s)", nullptr, int(entry.arms.size()));
        return entry.verdictText.isEmpty() ? ExperimentHistory::verdictName(entry.verdict) : entry.verdictText;
    case RunByColumn:
        return runBy(entry);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant HistoryModel::sortKey(const HistoryEntry &entry, int column) const
{
    switch (Column(column)) {
    case DateColumn:
        return entry.createdAt;
    case RunsColumn:
        return entry.runs;
    case VerdictColumn:
        return int(entry.verdict);
    case NameColumn:
    case HostsColumn:
    case ArmsColumn:
    case StatusColumn:
    case RunByColumn:
        return display(entry, column).toString().toLower();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HistoryEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, index.column());
    case Qt::ToolTipRole:
        if (index.column() == VerdictColumn || index.column() == NameColumn)
            return tr("#%1 %2\n%3")
                .arg(QString::number(entry.id), entry.name, display(entry, VerdictColumn).toString());
        return display(entry, index.column());
    case Qt::ForegroundRole:
        if (index.column() == VerdictColumn && entry.verdict == HistoryVerdict::Better)
            return QBrush(QColor(0x009E73));
        if (index.column() == VerdictColumn && entry.verdict == HistoryVerdict::Worse)
            return QBrush(QColor(0xD55E00));
        return {};
    case IdRole:
        return entry.id;
    case SortRole:
        return sortKey(entry, index.column());
    case SearchTextRole:
        return m_searchText.value(index.row());
    case RunByRole:
        return runBy(entry);
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NameColumn:
        return tr("Name");
    case DateColumn:
        return tr("Date");
    case HostsColumn:
        return tr("Hosts");
    case ArmsColumn:
        return tr("Arms");
    case RunsColumn:
        return tr("Runs");
    case StatusColumn:
        return tr("Status");
    case VerdictColumn:
        return tr("Verdict");
    case RunByColumn:
        return tr("Run by");
    case ColumnCount:
        break;
    }
    return {};
}

HistoryFilterModel::HistoryFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryModel::SortRole);
    setDynamicSortFilter(true);
}

void HistoryFilterModel::setSearchText(const QString &text)
{
    const QStringList words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateRowsFilter();
}

void HistoryFilterModel::setRunBy(const QString &runBy)
{
    if (runBy == m_runBy)
        return;
    m_runBy = runBy;
    invalidateRowsFilter();
}

bool HistoryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_runBy.isEmpty() && index.data(HistoryModel::RunByRole).toString() != m_runBy)
        return false;
    if (m_words.isEmpty())
        return true;
    const QString text = index.data(HistoryModel::SearchTextRole).toString();
    return std::all_of(m_words.cbegin(), m_words.cend(), [&text](const QString &word) { return text.contains(word); });
}

} // namespace Tunebench
