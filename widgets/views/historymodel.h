// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimenthistory.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

namespace Tunebench {

/// Every stored experiment: name, date, hosts, arms, runs, status and verdict. SortRole gives
/// each column's natural order (dates as dates, verdicts from better to worse, counts as numbers).
class HistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        DateColumn,
        HostsColumn,
        ArmsColumn,
        RunsColumn,
        StatusColumn,
        VerdictColumn,
        RunByColumn, ///< user@machine (issue 28: a team store holds everyone's experiments)
        ColumnCount
    };
    enum Roles
    {
        IdRole = Qt::UserRole + 1,
        SortRole,
        SearchTextRole,
        RunByRole ///< runBy(): what the "run by" filter compares
    };

    explicit HistoryModel(QObject *parent = nullptr);

    void setEntries(const QList<HistoryEntry> &entries);
    /// Adds a further page of the history (entries already listed are replaced).
    void appendEntries(const QList<HistoryEntry> &entries);
    /// Drops the rows of deleted experiments.
    void removeEntries(const QList<qint64> &ids);
    [[nodiscard]] const QList<HistoryEntry> &entries() const { return m_entries; }
    [[nodiscard]] const HistoryEntry *entry(qint64 id) const;
    [[nodiscard]] int rowForId(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Everything a search matches for one entry, lower case.
    [[nodiscard]] static QString searchText(const HistoryEntry &entry);
    /// "user@machine", or the user alone; empty for experiments stored before that was kept.
    [[nodiscard]] static QString runBy(const ExperimentListEntry &entry);
    /// Every runBy() of the entries, sorted, for the filter's choices.
    [[nodiscard]] QStringList runByChoices() const;

private:
    [[nodiscard]] QVariant display(const HistoryEntry &entry, int column) const;
    [[nodiscard]] QVariant sortKey(const HistoryEntry &entry, int column) const;

    QList<HistoryEntry> m_entries;
    QList<QString> m_searchText; ///< per row, for the filter
    QHash<qint64, int> m_rows; ///< id -> row
};

/// Sorts and filters a HistoryModel: every word of the filter text must occur in the name,
/// hosts, arm labels, status, verdict or who ran it (case-insensitive), and, when set, the
/// experiment must have been run by exactly that user@machine.
class HistoryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit HistoryFilterModel(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    [[nodiscard]] QString searchText() const { return m_words.join(QLatin1Char(' ')); }
    /// Only experiments whose HistoryModel::runBy() is @p runBy; empty: everyone's.
    void setRunBy(const QString &runBy);
    [[nodiscard]] QString runBy() const { return m_runBy; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
    QString m_runBy;
};

} // namespace Tunebench
