// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperftestspec.h"
#include "transport/commandrunner.h"

#include <QCoreApplication>

namespace Tunebench {

/// What listens on netserver's port of a host.
struct NetserverStatus
{
    int port = 12865;
    bool listening = false;
    bool isNetserver = false; ///< the listener is netserver (or its owner is hidden from us)
    bool ownerKnown = false;  ///< the listener's process could be seen (not always possible without root)
    QString owner;            ///< the listening process's name, e.g. "netserver"
    qint64 pid = -1;
    bool startedByUs = false;
};

/// netserver on the server host: finds out whether one listens on the chosen port, starts one
/// when none does, and stops only the one it started. A port held by anything else is an error.
/// Blocking: call it from the CLI, tests or a worker thread, never from the GUI thread.
class NetserverManager
{
    Q_DECLARE_TR_FUNCTIONS(NetserverManager)
public:
    explicit NetserverManager(CommandRunner &server, int port = 12865);

    /// Looks at the port with `ss -ltnp` (falling back to /proc/net/tcp when ss is missing).
    [[nodiscard]] Result<NetserverStatus> detect();
    /// Makes sure netserver listens on the port: uses the one that is there or starts one.
    [[nodiscard]] Result<NetserverStatus> ensureRunning(AddressFamily family = AddressFamily::Unspecified);
    /// Stops the netserver this manager started, and nothing else. Succeeds when there is none.
    [[nodiscard]] Status stop();

    [[nodiscard]] bool startedByUs() const { return m_startedPid > 0; }
    [[nodiscard]] qint64 startedPid() const { return m_startedPid; }
    [[nodiscard]] int port() const { return m_port; }

    /// Parses `ss -Hltnp` output for @p port (public for tests of captured output).
    [[nodiscard]] static NetserverStatus parseSs(const QString &output, int port);
    /// Parses /proc/net/tcp and /proc/net/tcp6 text: listening or not, owner unknown.
    [[nodiscard]] static NetserverStatus parseProcNetTcp(const QString &output, int port);

private:
    [[nodiscard]] Result<NetserverStatus> waitForListener(bool listening, int timeoutMs);
    [[nodiscard]] Error heldByOther(const NetserverStatus &status) const;

    CommandRunner &m_server;
    int m_port;
    qint64 m_startedPid = -1;
};

} // namespace Tunebench
