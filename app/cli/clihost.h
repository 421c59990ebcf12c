// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/hostconnector.h"
#include "transport/ssh/sshoptions.h"

#include <QCommandLineParser>
#include <QObject>

#include <memory>

namespace Tunebench {
class CommandRunner;
class CredentialStore;
} // namespace Tunebench

namespace Tunebench::Cli {

class CliContext;

/// What every command that reaches hosts needs, built from the global options (-i,
/// --known-hosts, --accept-new-host-keys) and the host options below. Commands that run on
/// hosts (exec, probe, rr, ...) use it so that they all reach hosts alike:
///
///     CliHosts hosts(context);
///     CliHosts::addOptions(parser);                 // before parse()
///     ... parse ...
///     if (Status ok = hosts.configure(parser); !ok) return context.fail(ok.error(), ExitUsage);
///     Result<std::shared_ptr<CommandRunner>> runner = hosts.runner(argument);
class CliHosts : public QObject
{
    Q_OBJECT
public:
    explicit CliHosts(CliContext &context, QObject *parent = nullptr);
    ~CliHosts() override;

    /// --batch, --ssh-config, --connect-timeout, --dead-peer-timeout, --save-secrets, --no-sudo.
    static void addOptions(QCommandLineParser &parser);
    [[nodiscard]] Status configure(const QCommandLineParser &parser);
    /// The shared runner for @p hostArgument, with terminal prompts and notices wired up.
    [[nodiscard]] Result<std::shared_ptr<CommandRunner>> runner(const QString &hostArgument);
    [[nodiscard]] const ConnectOptions &options() const { return m_options; }

    /// Exit code for a failed command: 255 (as OpenSSH's client) when the host could not be
    /// reached or refused us (a Timeout counts when @p connected is false), 130 when
    /// cancelled, 1 otherwise.
    [[nodiscard]] static int exitCodeFor(const Error &error, bool connected);

private:
    void attach(CommandRunner *runner);
    void onCredentialRequested(const CredentialRequest &request);

    CliContext &m_context;
    ConnectOptions m_options;
    bool m_saveSecrets = false;
    std::unique_ptr<CredentialStore> m_store;
    std::unique_ptr<HostConnector> m_connector;
};

} // namespace Tunebench::Cli
