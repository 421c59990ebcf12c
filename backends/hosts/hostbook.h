// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/hostconnector.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QSettings;

namespace Tunebench {

/// A host the workbench knows: what the hosts view edits and experiments name.
struct HostEntry
{
    QString name;          ///< unique; an ~/.ssh/config alias when the address is empty
    QString address;       ///< host name or address; empty: the name is an ssh_config alias
    int port = 0;          ///< 0: ssh_config's Port or 22
    QString user;          ///< empty: ssh_config's User or the local user
    QString identityFile;  ///< offered before ssh_config's IdentityFile entries
    bool useSudo = true;   ///< root commands through `sudo -n` when not logged in as root
    QString interfaceName; ///< the NIC under test by default

    [[nodiscard]] bool isLocal() const { return name == QLatin1String("local"); }
    /// The host argument the engine and the CLI take: "local", "alias" or "[user@]address[:port]".
    [[nodiscard]] QString argument() const;
    /// How to connect: @p base (known_hosts, ssh_config, keychain) with this entry's identity
    /// file and privilege.
    [[nodiscard]] ConnectOptions connectOptions(const ConnectOptions &base) const;

    friend bool operator==(const HostEntry &, const HostEntry &) = default;
};

/// The list of hosts, with the built-in `local` host always first. Saved in QSettings.
class HostBook
{
    Q_DECLARE_TR_FUNCTIONS(HostBook)
public:
    HostBook();

    [[nodiscard]] const QList<HostEntry> &entries() const { return m_entries; }
    [[nodiscard]] int indexOf(const QString &name) const;
    /// The entry named @p name, or the entry whose argument() is @p name.
    [[nodiscard]] std::optional<HostEntry> find(const QString &nameOrArgument) const;

    /// Checks an entry before it is added or replaces the one at @p replacing (-1 for a new
    /// one): names are unique and not "local", addresses and ports valid.
    [[nodiscard]] Status check(const HostEntry &entry, int replacing = -1) const;
    [[nodiscard]] Status add(const HostEntry &entry);
    [[nodiscard]] Status replace(int index, const HostEntry &entry);
    /// The built-in local host cannot be removed.
    [[nodiscard]] Status remove(int index);

    void load(QSettings &settings);
    void save(QSettings &settings) const;

    /// Host aliases of ~/.ssh/config (or @p path) without wildcards, for completion.
    [[nodiscard]] static QStringList sshConfigAliases(const QString &path = {});

private:
    QList<HostEntry> m_entries;
};

/// Runners for the hosts of a HostBook, each with its entry's identity file and privilege: one
/// HostConnector per entry, so every caller naming the same host shares its connection. A host
/// argument that names no entry is reached with the base options. Lives in one thread, like
/// HostConnector.
class HostBookConnector
{
public:
    HostBookConnector(HostBook book, ConnectOptions base);
    ~HostBookConnector();
    HostBookConnector(const HostBookConnector &) = delete;
    HostBookConnector &operator=(const HostBookConnector &) = delete;

    /// Called once for each runner created (the GUI wires prompts and connection state).
    void setRunnerCreated(std::function<void(const QString &hostName, CommandRunner *runner)> callback)
    {
        m_created = std::move(callback);
    }
    /// The shared runner for an entry name or any host argument.
    [[nodiscard]] Result<std::shared_ptr<CommandRunner>> runner(const QString &nameOrArgument);
    /// The entry's name for @p nameOrArgument, or the argument itself when no entry matches.
    [[nodiscard]] QString hostName(const QString &nameOrArgument) const;

private:
    HostBook m_book;
    ConnectOptions m_base;
    std::function<void(const QString &, CommandRunner *)> m_created;
    QHash<QString, std::shared_ptr<HostConnector>> m_connectors;
    QHash<QString, std::shared_ptr<CommandRunner>> m_runners;
};

} // namespace Tunebench
