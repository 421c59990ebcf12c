// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "transport/commandrunner.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
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
    /// The network answers (reachability, demo mode, interims, latency statistics, output forms)
    /// came from an earlier probe of the same client, server and netperf version in this process.
    bool fromCache = false;
};

/// How long the probe's netperf test runs.
enum class ProbeLength {
    /// One second of TCP_RR with -D, as Flent does: interims are seen in the middle of a test.
    OneSecond,
    /// One TCP_RR transaction with -D: the same answers in milliseconds. netperf 2.7 prints the
    /// final partial interval as an interim, so demo mode is still verified; a netperf that does
    /// not leaves demoVerified false and demoMode resting on -D not being refused.
    OneTransaction,
};

/// Probes netperf on a client (and netserver on a server): presence and versions, then a
/// short run with -D, as Flent does, to learn whether demo mode and the output forms work.
/// Blocking: for the CLI, tests and worker threads only (NetperfProbeJob is the same, unblocking).
class NetperfProbe
{
    Q_DECLARE_TR_FUNCTIONS(NetperfProbe)
public:
    /// @p server may be null (netserver is then not looked for); @p serverAddress is what the
    /// client uses to reach netserver, @p port its control port (0 = 12865).
    [[nodiscard]] static NetperfCapabilities probe(CommandRunner &client, CommandRunner *server,
                                                   const QString &serverAddress, int port = 0,
                                                   ProbeLength length = ProbeLength::OneSecond);
    /// Forgets every probe result kept for reuse (NetperfProbeJob::Options::useCache).
    static void clearCache();
    /// "Netperf version 2.7.0" -> "2.7.0"
    [[nodiscard]] static QString parseVersion(const QByteArray &output);
    /// True when @p version is at least major.minor.
    [[nodiscard]] static bool versionAtLeast(const QString &version, int major, int minor);
};

/// The probe as a job that does not block: the commands run while the caller's event loop turns
/// (or while it waits for something else, such as a snapshot of another host). Lives in the
/// thread it was created in, like the commands it starts; destroying it stops them.
class NetperfProbeJob : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        ProbeLength length = ProbeLength::OneSecond;
        /// Reuse the network answers of an earlier successful probe of the same client host,
        /// server address, port and netperf version in this process (netperf -V still runs).
        bool useCache = false;
        /// The network test waits for setServerReady(): the caller starts netserver meanwhile.
        bool waitForServer = false;
    };

    NetperfProbeJob(CommandRunner &client, CommandRunner *server, QString serverAddress, int port, Options options,
                    QObject *parent = nullptr);
    ~NetperfProbeJob() override;

    /// Starts the version checks; finished() follows once everything is known.
    void start();
    /// netserver is up: the network test may start (only needed with Options::waitForServer).
    void setServerReady();
    [[nodiscard]] bool isFinished() const { return m_finished; }
    /// Valid once finished.
    [[nodiscard]] const NetperfCapabilities &capabilities() const { return m_caps; }
    /// Turns a local event loop until finished; returns the capabilities. Blocking.
    const NetperfCapabilities &waitForFinished();

Q_SIGNALS:
    void finished();

private:
    void onVersionsKnown();
    void startNetworkTest();
    void finish();

    CommandRunner &m_client;
    CommandRunner *m_server;
    QString m_serverAddress;
    int m_port;
    Options m_options;
    NetperfCapabilities m_caps;
    QList<QPointer<CommandProcess>> m_processes;
    int m_versionsPending = 0;
    bool m_serverReady = true;
    bool m_versionsKnown = false;
    bool m_testStarted = false;
    bool m_finished = false;
};

/// The MSS of the TCP path between a client and a server: netperf's TRANSPORT_MSS from a
/// one-transaction TCP_RR (for sweeps of request sizes around MSS multiples, as netperf's
/// doc/examples/packet_byte_script does with -t TCP_MSS). Blocking.
[[nodiscard]] Result<int> queryPathMss(CommandRunner &client, const QString &serverAddress,
                                       const QString &dataAddress = {}, int port = 0);

} // namespace Tunebench
