// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hosts/hostbook.h"

#include <QAbstractTableModel>
#include <QHash>

namespace Tunebench {

/// The hosts of a HostBook with their connection state, for the hosts view and the editor's
/// host choosers.
class HostsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, AddressColumn, UserColumn, InterfaceColumn, StateColumn, ColumnCount };
    enum class State { Unknown, Connecting, Connected, Failed };
    Q_ENUM(State)
    enum Roles { ArgumentRole = Qt::UserRole + 1, StateRole };

    explicit HostsModel(QObject *parent = nullptr);

    [[nodiscard]] const HostBook &book() const { return m_book; }
    void setBook(const HostBook &book);
    [[nodiscard]] HostEntry entry(int row) const { return m_book.entries().value(row); }

    [[nodiscard]] Status add(const HostEntry &entry);
    [[nodiscard]] Status replace(int row, const HostEntry &entry);
    [[nodiscard]] Status remove(int row);

    /// Connection state of the host named @p name; @p detail is the error or the session facts.
    void setState(const QString &name, State state, const QString &detail = {});
    [[nodiscard]] State state(const QString &name) const { return m_states.value(name).state; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// After any add, replace or remove (the main window saves the book).
    void bookChanged();

private:
    struct HostState
    {
        State state = State::Unknown;
        QString detail;
    };
    [[nodiscard]] QString stateText(const HostState &state) const;

    HostBook m_book;
    QHash<QString, HostState> m_states;
};

} // namespace Tunebench
