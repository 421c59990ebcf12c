// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/hostspec.h"
#include "transport/commandrunner.h"
#include "transport/ssh/sshoptions.h"

#include <QHash>

#include <memory>

namespace Tunebench {

class CredentialStore;

/// How to reach hosts: what `tunebench-cli`'s global options and a GUI host entry set.
struct ConnectOptions
{
    QStringList identityFiles;      ///< offered before ssh_config's IdentityFile entries (ssh -i)
    QString knownHostsPath;         ///< empty: ssh_config's UserKnownHostsFile or ~/.ssh/known_hosts
    QString sshConfigPath;          ///< empty: ~/.ssh/config and /etc/ssh/ssh_config; "none": no file
    bool acceptNewHostKeys = false; ///< record unknown host keys (a changed key is always refused)
    bool batchMode = false;         ///< never prompt: missing secrets and unknown keys fail at once
    bool useAgent = true;
    Privilege privilege = Privilege::Auto; ///< how CommandSpec::needsRoot is honoured
    int connectTimeoutMs = 10000;
    int deadPeerTimeoutMs = 10000;  ///< a silent connection counts as lost after this long
    int maxChannels = 8;            ///< concurrent commands per host; more wait
    CredentialStore *credentialStore = nullptr; ///< saved secrets; not owned; null = always ask
};

/// Turns host arguments into CommandRunners: `local` gives a LocalRunner, anything else an
/// SshRunner (one persistent connection, opened at the first command). Runners are cached per
/// host argument, so every caller asking for the same host shares one connection; they live
/// as long as the connector, in the thread that created it.
///
///     HostConnector connector(options);
///     Result<std::shared_ptr<CommandRunner>> server = connector.runner(QStringLiteral("tb-server"));
///     if (!server) return fail(server.error());          // a malformed host argument
///     CommandOutput out = runToCompletion(**server, spec); // connection errors arrive here
///
/// Connection failures (unreachable, host key, authentication) are not reported here but by
/// the first command's CommandExit (ErrorCode ConnectionFailed, Timeout, HostKeyUnknown,
/// HostKeyChanged, AuthenticationFailed), and by SshRunner::disconnected(). For prompts
/// (passphrases, passwords, unknown host keys) connect to the SshRunner's request signals:
/// `if (auto *ssh = qobject_cast<SshRunner *>(runner.get())) ...`.
class HostConnector
{
public:
    explicit HostConnector(ConnectOptions options = {});
    ~HostConnector();
    HostConnector(const HostConnector &) = delete;
    HostConnector &operator=(const HostConnector &) = delete;

    /// The (shared) runner for @p hostArgument; fails only for a malformed argument.
    [[nodiscard]] Result<std::shared_ptr<CommandRunner>> runner(const QString &hostArgument);
    [[nodiscard]] std::shared_ptr<CommandRunner> runner(const HostSpec &spec);

    [[nodiscard]] const ConnectOptions &options() const { return m_options; }

    /// A new, unshared runner for @p spec.
    [[nodiscard]] static std::unique_ptr<CommandRunner> create(const HostSpec &spec, const ConnectOptions &options);
    /// The SshOptions @p spec and @p options give (explicit user and port win over ssh_config).
    [[nodiscard]] static SshOptions sshOptions(const HostSpec &spec, const ConnectOptions &options);

private:
    ConnectOptions m_options;
    QHash<QString, std::shared_ptr<CommandRunner>> m_runners;
};

} // namespace Tunebench
