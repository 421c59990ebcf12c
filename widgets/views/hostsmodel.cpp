// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/hostsmodel.h"

#include <QColor>
#include <QGuiApplication>
#include <QPalette>

namespace Tunebench {

HostsModel::HostsModel(QObject *parent) : QAbstractTableModel(parent) { }

void HostsModel::setBook(const HostBook &book)
{
    beginResetModel();
    m_book = book;
    endResetModel();
    Q_EMIT bookChanged();
}

Status HostsModel::add(const HostEntry &entry)
{
    if (Status ok = m_book.check(entry); !ok)
        return ok;
    const int row = int(m_book.entries().size());
    beginInsertRows({}, row, row);
    const Status added = m_book.add(entry);
    endInsertRows();
    Q_EMIT bookChanged();
    return added;
}

Status HostsModel::replace(int row, const HostEntry &entry)
{
    const QString oldName = m_book.entries().value(row).name;
    if (Status ok = m_book.replace(row, entry); !ok)
        return ok;
    m_states.remove(oldName); // connection facts belong to the old settings
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT bookChanged();
    return Ok{};
}

Status HostsModel::remove(int row)
{
    if (row < 0 || row >= m_book.entries().size() || m_book.entries().at(row).isLocal())
        return m_book.remove(row); // the error
    const QString name = m_book.entries().at(row).name;
    beginRemoveRows({}, row, row);
    const Status removed = m_book.remove(row);
    endRemoveRows();
    m_states.remove(name);
    Q_EMIT bookChanged();
    return removed;
}

void HostsModel::setState(const QString &name, State state, const QString &detail)
{
    m_states[name] = HostState{state, detail};
    const int row = m_book.indexOf(name);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int HostsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_book.entries().size());
}

int HostsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString HostsModel::stateText(const HostState &state) const
{
    switch (state.state) {
    case State::Unknown:
        return tr("not connected");
    case State::Connecting:
        return tr("connecting…");
    case State::Connected:
        return tr("connected");
    case State::Failed:
        return tr("failed");
    }
    return {};
}

QVariant HostsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= m_book.entries().size())
        return {};
    const HostEntry &entry = m_book.entries().at(index.row());
    const HostState state = m_states.value(entry.name);
    if (role == ArgumentRole)
        return entry.argument();
    if (role == StateRole)
        return QVariant::fromValue(state.state);
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            return entry.name;
        case AddressColumn:
            if (entry.isLocal())
                return tr("this machine");
            return entry.address.isEmpty() ? tr("ssh_config alias") : entry.address + (entry.port > 0 ? QStringLiteral(":%1").arg(entry.port) : QString());
        case UserColumn:
            return entry.isLocal() ? QString() : (entry.user.isEmpty() ? tr("(default)") : entry.user) + (entry.useSudo ? tr(", sudo") : QString());
        case InterfaceColumn:
            return entry.interfaceName;
        case StateColumn:
            return entry.isLocal() && state.state == State::Unknown ? tr("always available") : stateText(state);
        }
    }
    if (role == Qt::ToolTipRole) {
        if (!state.detail.isEmpty())
            return state.detail;
        return entry.isLocal() ? tr("The built-in host: commands run on this machine, without SSH")
                               : tr("Host argument: %1").arg(entry.argument());
    }
    if (role == Qt::ForegroundRole && index.column() == StateColumn) {
        if (state.state == State::Failed)
            return QColor(Qt::red);
        if (state.state == State::Connected)
            return QColor(0x2e, 0x9d, 0x4f);
    }
    return {};
}

QVariant HostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Host");
    case AddressColumn:
        return tr("Address");
    case UserColumn:
        return tr("User");
    case InterfaceColumn:
        return tr("Interface");
    case StateColumn:
        return tr("State");
    }
    return {};
}

} // namespace Tunebench
