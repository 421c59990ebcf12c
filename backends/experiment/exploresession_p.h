// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session's state, shared by exploresession.cpp (lifecycle, netperf runs, telemetry, store)
// and explorechanges.cpp (applying changes, markers, segments, restore).

#include "experiment/exploresession.h"
#include "experiment/hostleases.h"
#include "experiment/runsampler.h"
#include "hosts/hostclock.h"
#include "netperf/netservermanager.h"
#include "store/database.h"
#include "store/experimentrepository.h"
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
    ClockOffsetEstimator clock; ///< measured once the connection is open, refined by the sampler
    int telemetryRestarts = 0;
};

struct ExploreSession::Private
{
    Private(ExploreSession *session, Database &db, RunnerFactory factory)
        : q(session)
        , team(db)
        , database(db.localStore())
        , resultsStore(&database)
        , runners(std::move(factory))
    {
    }

    ExploreSession *q;
    Database &team;       ///< the store given, maybe a team store
    Database &database;   ///< where the exploration is recorded: team's local store
    Database *resultsStore; ///< where it is once run() returns
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

    /// netperf's runs, both hosts' telemetry and the store, on the exploration's time axis.
    std::unique_ptr<RunSampler> sampler;
    // The netperf run in progress ("chunk").
    RunRecord chunk;
    int chunkCount = 0;
    int consecutiveFailures = 0;

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
    QTimer *statsTimer = nullptr; ///< a child of the session, so that it follows it into its thread

    ExploreHostContext &host(HostRole role) { return role == HostRole::Client ? client : server; }
    [[nodiscard]] double now() const;
    [[nodiscard]] int currentSegment() const { return int(timeline.segments().size()) - 1; }
    void step(const QString &text) { Q_EMIT q->message(text); }

    // exploresession.cpp: lifecycle, netperf runs
    [[nodiscard]] Status prepare(ExperimentRepository &repository);
    [[nodiscard]] Status connectHost(ExploreHostContext &host, const ExperimentHost &spec);
    [[nodiscard]] Status leaseHosts();
    [[nodiscard]] Status snapshotHost(ExperimentRepository &repository, ExploreHostContext &host, const QString &phase);
    [[nodiscard]] Status begin();
    void startChunk();
    void onChunkFinished(const NetperfRunResult &result);

    // exploresamples.cpp: the sampler
    void startSampler();
    void onTelemetryFailed(ExploreHostContext &host, const Error &error);
    void fail(const Error &error);
    void quitLoop();
    void emitCurrentStats();
    [[nodiscard]] QByteArray summaryJson() const;
    [[nodiscard]] QJsonObject clockOffsetsJson() const;

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
    /// As ExperimentEngine::publish: the exploration into the team store; its id in resultsStore.
    qint64 publish(qint64 localId);
};

} // namespace Tunebench
