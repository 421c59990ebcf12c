// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session's state, shared by exploresession.cpp (lifecycle, netperf runs, telemetry, store)
// and explorechanges.cpp (applying changes, markers, segments, restore).

#include "experiment/exploresession.h"
#include "experiment/hostleases.h"
#include "netperf/netperfrunner.h"
#include "netperf/netservermanager.h"
#include "store/experimentrepository.h"
#include "telemetry/telemetrysampler.h"
#include "tunables/hostreader.h"

#include <QDateTime>
#include <QEventLoop>
#include <QMutex>
#include <QTimer>

#include <atomic>

namespace Tunebench {

[[nodiscard]] inline double exploreEpochNow()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

/// A host that cannot be reached any more: the exploration ends (a time-out of one command is not).
[[nodiscard]] inline bool exploreHostLost(const Error &error)
{
    return error.code != ErrorCode::Timeout && HostReader::isConnectionError(error);
}

struct ExploreHostContext
{
    explicit ExploreHostContext(HostRole r)
        : role(r)
    {
    }

    HostRole role;
    QString name;
    QString interfaceName;
    std::shared_ptr<CommandRunner> runner;
    std::unique_ptr<HostReader> reader;
    std::optional<HostSnapshot> before;
    HostSnapshot current;
    QList<qint64> journals; ///< opened by this exploration, oldest first
    /// This machine's clock minus the host's, the smallest seen: a line cannot arrive before the
    /// host stamped it, so the minimum over many lines is the offset plus the shortest latency.
    std::optional<double> clockOffset;
    std::unique_ptr<TelemetrySampler> telemetry;
    int telemetryRestarts = 0;
    int telemetrySeq = 0;
    /// Telemetry waiting for netperf's interims to cover it (for its service demand).
    QList<std::pair<ExploreTelemetryPoint, TelemetryInterval>> unresolved;

    void observeClock(double arrival, double remote)
    {
        const double offset = arrival - remote;
        clockOffset = clockOffset ? std::min(*clockOffset, offset) : offset;
    }
};

struct ExploreSession::Private
{
    Private(ExploreSession *session, Database &db, RunnerFactory factory)
        : q(session)
        , database(db)
        , runners(std::move(factory))
    {
    }

    ExploreSession *q;
    Database &database;
    RunnerFactory runners;
    LiveSeriesStore *live = nullptr;

    ExplorationSpec spec;
    NetperfTestSpec test;
    ExperimentRecord record;
    double origin = 0; ///< epoch seconds of t = 0
    std::optional<double> ended; ///< t when the exploration stopped
    ExploreHostContext client {HostRole::Client};
    ExploreHostContext server {HostRole::Server};
    std::unique_ptr<NetserverManager> netserver;
    std::unique_ptr<HostLeases> leases;
    int leaseWaitSeconds = -1;
    QString programName;
    ExploreTimeline timeline;
    QList<qint64> segmentArms; ///< arm id of each segment

    // The netperf run in progress ("chunk").
    std::unique_ptr<NetperfRunner> netperf;
    RunRecord chunk;
    int chunkCount = 0;
    int chunkSeq = 0;
    int consecutiveFailures = 0;
    QList<InterimSampleRow> pendingInterim;
    QList<std::pair<qint64, TelemetrySampleRow>> pendingTelemetry; ///< run id, row
    QStringList flushErrors;

    // Changes, queued from any thread.
    QMutex mutex;
    QList<ExploreChangeRequest> queue;
    int nextRequestId = 1;
    bool applying = false;
    int markerCount = 0;

    std::atomic<bool> stopRequested {false};
    std::atomic<bool> aborted {false};
    std::atomic<bool> running {false};
    std::optional<Error> failure;
    QEventLoop *loop = nullptr;
    QTimer *flushTimer = nullptr; ///< children of the session, so they follow it into its thread
    QTimer *statsTimer = nullptr;

    ExploreHostContext &host(HostRole role) { return role == HostRole::Client ? client : server; }
    [[nodiscard]] double now() const;
    [[nodiscard]] int currentSegment() const { return int(timeline.segments().size()) - 1; }
    void step(const QString &text) { Q_EMIT q->message(text); }
    void appendLive(const char *metric, double t, double value);

    // exploresession.cpp: lifecycle, netperf runs
    [[nodiscard]] Status prepare(ExperimentRepository &repository);
    [[nodiscard]] Status connectHost(ExploreHostContext &host, const ExperimentHost &spec);
    [[nodiscard]] Status leaseHosts();
    [[nodiscard]] Status snapshotHost(ExperimentRepository &repository, ExploreHostContext &host, const QString &phase);
    [[nodiscard]] Status begin();
    void startTelemetry(ExploreHostContext &host);
    void onTelemetryFailed(ExploreHostContext &host, const Error &error);
    void startChunk();
    void onInterim(const InterimSample &sample);
    void onTelemetry(ExploreHostContext &host, const TelemetryInterval &interval);
    void resolveTelemetry(ExploreHostContext &host, bool force);
    void onChunkFinished(const NetperfRunResult &result);
    void flush();
    void fail(const Error &error);
    void quitLoop();
    void emitCurrentStats();
    [[nodiscard]] QByteArray summaryJson() const;

    // explorechanges.cpp
    void processChanges();
    [[nodiscard]] ExploreMarker applyOne(const ExploreChangeRequest &request);
    /// The configuration after @p marker, relative to the hosts' state before the exploration.
    [[nodiscard]] ExploreConfiguration configurationAfter(const ExploreMarker &marker) const;
    void recordMarker(ExploreMarker &marker);
    void readBackAfter(ExploreMarker &marker);
    /// Closes the current segment at @p previousEnd (or the new one's start), stores @p segment
    /// and makes it current.
    [[nodiscard]] Status addSegment(const ExploreSegment &segment, std::optional<double> previousEnd);
    void closeCurrentSegment(double end);
    void restoreHosts(ExperimentRepository &repository);
};

} // namespace Tunebench
