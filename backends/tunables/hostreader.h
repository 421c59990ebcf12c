// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "transport/commandrunner.h"
#include "tunables/hostsnapshot.h"
#include "tunables/platformprovider.h"

#include <QCoreApplication>

#include <memory>

namespace Tunebench {

/// Runs a host's commands for the tunables code: detects the platform once (`uname -s`),
/// reads snapshots in one command round, checks for root, and counts what it ran.
/// Synchronous: for the CLI, tests and worker threads, never the GUI thread.
class HostReader
{
    Q_DECLARE_TR_FUNCTIONS(HostReader)
public:
    explicit HostReader(CommandRunner &runner) : m_runner(runner) { }

    [[nodiscard]] QString hostName() const { return m_runner.hostName(); }

    /// The host's platform provider; the first call asks the host.
    [[nodiscard]] Result<std::shared_ptr<const PlatformProvider>> provider();
    /// Uses @p provider without asking the host (a journal already names the platform).
    void setProvider(std::shared_ptr<const PlatformProvider> provider) { m_provider = std::move(provider); }

    /// One round: everything about @p request's interface plus known and extra sysctls.
    [[nodiscard]] Result<HostSnapshot> read(const ReadRequest &request);

    /// Fails with PermissionDenied, before anything is changed, unless commands marked
    /// needsRoot run as root here (root login, or a user with passwordless `sudo -n`).
    /// Asks the host once; later calls reuse a positive answer.
    [[nodiscard]] Status requireRoot();

    /// Runs @p spec to completion and counts it.
    [[nodiscard]] CommandOutput run(const CommandSpec &spec);

    /// Commands run so far: tests use it to prove that a snapshot is one round.
    [[nodiscard]] int commandCount() const { return m_commandCount; }

    /// True for errors that mean the host cannot be reached now (retry later, keep journals).
    [[nodiscard]] static bool isConnectionError(const Error &error);
    /// A failed command as an Error: the transport's error, or the exit and stderr.
    [[nodiscard]] static Error commandError(const CommandOutput &output, const QString &what);

private:
    CommandRunner &m_runner;
    std::shared_ptr<const PlatformProvider> m_provider;
    bool m_rootConfirmed = false;
    int m_commandCount = 0;
};

} // namespace Tunebench
