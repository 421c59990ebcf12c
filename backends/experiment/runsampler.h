// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clockoffset.h"
#include "experiment/experimentspec.h"
#include "experiment/exploretimeline.h"
#include "liveseries/liveseriesstore.h"
#include "netperf/netperfrunner.h"
#include "store/experimentrepository.h"
#include "telemetry/telemetry.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QTimer;

namespace Tunebench {

class ClockOffsetEstimator;
class CommandRunner;
class Database;
class TelemetrySampler;

/// A host as the sampler sees it.
struct SampledHost
{
    CommandRunner *runner = nullptr;
    QString interfaceName; ///< whose packet counters telemetry reads; empty: none
    /// The host's clock: measured when its connection opened, refined by every sampler that sees
    /// the host's lines. Outlives the sampler (an experiment's runs share it).
    ClockOffsetEstimator *clock = nullptr;
    QStringList pinnedCounters; ///< NIC counters kept in every interval (ExperimentHost::pinnedCounters)
};

/**
 * Samples netperf runs and both hosts' telemetry for experiments and explorations alike.
 *
 * It owns netperf's interim stream, one long-lived TelemetrySampler per host, and the one
 * conversion of what the hosts print into what Tunebench keeps: every host timestamp is put on
 * this machine's clock with the host's clock offset (ClockOffsetEstimator, fed with the arrival of
 * every line), then
 * - into rows for the store (InterimSampleRow, TelemetrySampleRow: epoch seconds on this machine's
 *   clock), flushed at least once a second;
 * - onto the chart axis (seconds since Options::origin) for the live series store, the timeline
 *   and the signals.
 * Live service demand per telemetry interval is its busy CPU time over the transactions netperf's
 * interims report for the same span of this machine's clock (ExploreTimeline's arithmetic); an
 * interval waits for the interims to cover it while a run is active.
 *
 * An experiment makes one sampler per run (origin = the run's start); an exploration one for its
 * whole length, with back-to-back netperf runs in it and its own timeline. Lives in the thread
 * that made it; the signals carry values.
 */
class RunSampler : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        double telemetryInterval = 0.25; ///< seconds between telemetry readings
        double origin = 0; ///< this machine's epoch seconds at chart time 0
        LiveSeriesStore *live = nullptr; ///< the charts' series go here too, when set
        LiveSeriesKey liveKey; ///< run id, arm and repetition of the live series (the metric is set per series)
        /// Where the points go and service demand is computed from; null: the sampler's own.
        ExploreTimeline *timeline = nullptr;
        /// Telemetry stops waiting for netperf's interims to cover it after this long (netperf
        /// stalled), by the arrival of later lines.
        double telemetryWaitSeconds = 5;
    };

    RunSampler(Database &database, SampledHost client, SampledHost server, Options options, QObject *parent = nullptr);
    ~RunSampler() override;

    /// Starts telemetry on both hosts, or on one again after it failed.
    void startTelemetry();
    void startTelemetry(HostRole role);

    /// Starts netperf on the client for stored run @p runId, the @p runIndex-th of this sampler's
    /// time axis (an exploration's chunk index). netperfFinished() follows unless this fails.
    [[nodiscard]] Status startNetperf(qint64 runId, int runIndex, const NetperfTestSpec &spec);
    void cancelNetperf();
    [[nodiscard]] bool isNetperfRunning() const;

    /// Marks run @p runId active without starting netperf (startNetperf does this): samples from
    /// now on belong to it and telemetry waits for its interims. For tests that feed samples.
    void beginRun(qint64 runId, int runIndex);
    /// The CPU each host's side of the test is bound to (netperf -T), whose busy time per
    /// transaction every interval reports (startNetperf sets them from the test).
    void setBoundCpus(std::optional<int> client, std::optional<int> server);
    /// Ends the active run: telemetry waits no more.
    void endRun();

    /// Fills in @p run from netperf's @p result (rate, service demand, output), its live service
    /// demand over its interims after @p warmupSeconds, and the hosts' clock offsets; flushes.
    void finishRun(RunRecord &run, const NetperfRunResult &result, double warmupSeconds);
    /// Stops telemetry; what still waits is stored (without service demand when uncovered).
    void stop();
    /// Writes pending rows to the store (also every second by itself).
    void flush();
    /// Store errors since the active run began.
    [[nodiscard]] const QStringList &flushErrors() const { return m_flushErrors; }

    /// The offset the active (or last) run's samples of @p role are converted with.
    [[nodiscard]] std::optional<ClockOffset> clockOffset(HostRole role) const;
    [[nodiscard]] const ExploreTimeline &timeline() const { return *m_timeline; }
    [[nodiscard]] const Options &options() const { return m_options; }

    /// One interim sample, or one telemetry interval, that arrived at @p arrival (this machine's
    /// epoch seconds): what netperf's and telemetry's signals call. Public for tests.
    void addInterim(const InterimSample &sample, double arrival);
    void addTelemetry(HostRole role, const TelemetryInterval &interval, double arrival);

Q_SIGNALS:
    /// One interim result on the chart axis.
    void rateSample(const Tunebench::ExploreRatePoint &point);
    /// One telemetry interval on the chart axis, with its live service demand when covered.
    void telemetrySample(const Tunebench::ExploreTelemetryPoint &point);
    /// One line of netperf's output as it arrives.
    void netperfLine(const QString &line);
    void netperfFinished(const Tunebench::NetperfRunResult &result);
    /// A host's telemetry ended on its own; startTelemetry(role) tries again.
    void telemetryFailed(Tunebench::HostRole role, const Tunebench::Error &error);

private:
    struct Host;
    struct PendingTelemetry;
    Host &host(HostRole role);
    [[nodiscard]] const Host &host(HostRole role) const;
    void resolve(Host &host, bool force);
    void appendLive(const QString &metric, double t, double value);
    void appendLiveDetails(const ExploreTelemetryPoint &point);

    Database &m_database;
    Options m_options;
    std::unique_ptr<Host> m_client;
    std::unique_ptr<Host> m_server;
    ExploreTimeline m_ownTimeline;
    ExploreTimeline *m_timeline;
    QPointer<NetperfRunner> m_netperf;
    qint64 m_runId = 0;
    int m_runIndex = 0;
    int m_runSeq = 0; ///< interim samples of the active run so far
    bool m_runActive = false;
    double m_lastArrival = 0; ///< this machine's epoch seconds of the latest line
    QList<std::pair<qint64, InterimSampleRow>> m_pendingInterim; ///< run id, row
    QList<std::pair<qint64, TelemetrySampleRow>> m_pendingTelemetry;
    QStringList m_flushErrors;
    bool m_clocksStored = false; ///< the active run's offsets are in the store
    QTimer *m_flushTimer;
};

} // namespace Tunebench
