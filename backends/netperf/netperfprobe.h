// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "transport/commandrunner.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// What netperf can do between two hosts.
struct NetperfCapabilities
{
    bool netperfPresent = false;
    QString netperfVersion;             ///< "2.7.0"
    std::optional<bool> netserverPresent; ///< set when the server host was probed
    QString netserverVersion;
    bool serverReachable = false;       ///< the demo run reached a netserver
    bool demoMode = false;              ///< -D works (netperf built with --enable-demo)
    bool demoVerified = false;          ///< interim results were actually seen, not just not refused
    bool preciseInterims = false;       ///< negative -D intervals (netperf 2.6 and later)
    bool latencyStatistics = false;     ///< -j gives P50/P90/P99 latency
    /// Output forms available: "classic", "keyval" (-k), "csv" (-o), "interim-human", "interim-keyval".
    QStringList outputForms;
    QList<Error> problems;              ///< why something is missing, each a sentence to act on
};

/// Probes netperf on a client (and netserver on a server): presence and versions, then a
/// one-second run with -D, as Flent does, to learn whether demo mode and the output forms work.
/// Blocking: for the CLI, tests and worker threads only.
class NetperfProbe
{
    Q_DECLARE_TR_FUNCTIONS(NetperfProbe)
public:
    /// @p server may be null (netserver is then not looked for); @p serverAddress is what the
    /// client uses to reach netserver, @p port its control port (0 = 12865).
    [[nodiscard]] static NetperfCapabilities probe(CommandRunner &client, CommandRunner *server,
                                                   const QString &serverAddress, int port = 0);
    /// "Netperf version 2.7.0" -> "2.7.0"
    [[nodiscard]] static QString parseVersion(const QByteArray &output);
    /// True when @p version is at least major.minor.
    [[nodiscard]] static bool versionAtLeast(const QString &version, int major, int minor);
};

/// The MSS of the TCP path between a client and a server: netperf's TRANSPORT_MSS from a
/// one-transaction TCP_RR (for sweeps of request sizes around MSS multiples, as netperf's
/// doc/examples/packet_byte_script does with -t TCP_MSS). Blocking.
[[nodiscard]] Result<int> queryPathMss(CommandRunner &client, const QString &serverAddress,
                                       const QString &dataAddress = {}, int port = 0);

} // namespace Tunebench
