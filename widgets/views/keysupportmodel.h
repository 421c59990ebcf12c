// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/keysupport.h"

#include <QAbstractTableModel>
#include <QMap>
#include <QSortFilterProxyModel>

namespace Tunebench {

/// What a host's driver supports, one row per key (KeySupportTable): key, value now, whether
/// Tunebench can set it, and why not or what the driver is known to do with it, in the words
/// `tunables show` uses. Keys that cannot be set are greyed; LevelRole gives the level to filter on.
class KeySupportModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        KeyColumn,
        ValueColumn,
        SupportColumn,
        WhyColumn,
        ColumnCount
    };
    enum Roles
    {
        LevelRole = Qt::UserRole + 1 ///< int(KeySupport::Level)
    };

    explicit KeySupportModel(QObject *parent = nullptr);

    /// @p limits: pre-set maximums by key (HostSnapshot::limits), shown beside the value.
    void setRows(const QList<KeySupport> &rows, const QMap<QString, qint64> &limits = {});
    [[nodiscard]] const QList<KeySupport> &rows() const { return m_rows; }
    /// How many rows have @p level.
    [[nodiscard]] int count(KeySupport::Level level) const;
    /// The level as the view says it ("can be set", "fixed by the driver", ...).
    [[nodiscard]] static QString levelText(KeySupport::Level level);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString why(const KeySupport &row) const;

    QList<KeySupport> m_rows;
    QMap<QString, qint64> m_limits;
};

/// KeySupportModel's rows whose text (any column) contains the filter string, and optionally
/// only the keys that cannot be set.
class KeySupportFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setOnlyLimited(bool only);
    [[nodiscard]] bool onlyLimited() const { return m_onlyLimited; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_onlyLimited = false;
};

} // namespace Tunebench
