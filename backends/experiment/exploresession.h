// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/exploreanalysis.h"
#include "experiment/explorespec.h"
#include "experiment/exploretimeline.h"
#include "tunables/hostsnapshot.h"

#include <QObject>

#include <functional>
#include <memory>

namespace Tunebench {

class CommandRunner;
class Database;
class LiveSeriesStore;

/// A host's tunables as last read during an exploration (for the GUI's quick panel).
struct ExploreHostState
{
    HostRole role = HostRole::Client;
    QString host;
    QString interfaceName;
    HostSnapshot snapshot; ///< the "before" snapshot first, then re-read after every change
};

/**
 * Interactive exploration: tune while it runs.
 *
 * run() starts a continuous test between a client and a server host (back-to-back netperf runs
 * with live interim results, both hosts' telemetry sampled throughout) and keeps it going until
 * stop(), abort() or a lost host. Meanwhile applyChange() changes tunables at once, through the
 * same journaled apply/verify path as experiments (TunablesApplier); every change becomes a
 * marker (label, time, applied/failed with the error, verified values). A failed change (e.g.
 * coalescing on a veth) is marked failed, rolled back if anything was written, and the run goes
 * on. Each change that alters the configuration starts a new segment; segments get live
 * statistics (median rate, service demand, interrupts/s, context switches/s, stability flags) and
 * can be compared with compareSegments() or turned into an A/B experiment with
 * experimentFromSegments(). When it ends, for whatever reason, every journaled change is restored
 * and verified as after an experiment, and the exploration (kind "exploration") stays in the
 * store with its runs, samples, markers and segments: `tunebench-cli list` shows it.
 *
 * Threading (as ExperimentEngine): run() blocks, turning its own event loop, so the GUI calls it
 * on a worker thread where the session lives:
 *
 *     auto *session = new ExploreSession(database, runners);   // created in the worker thread
 *     session->setLiveStore(liveStore);                       // the charts observe it
 *     connect(session, &ExploreSession::markerAdded, view, &ExploreView::addMarker); // queued
 *     QMetaObject::invokeMethod(session, [=] { session->run(spec); });
 *     ...
 *     session->applyChange(*ExploreChangeRequest::parse("server adaptive-rx=off")); // any thread
 *     QMetaObject::invokeMethod(session, [=] { session->requestComparison(0, 2); }); // -> comparisonReady
 *     session->stop();                                                              // any thread
 *
 * applyChange(), stop() and abort() are thread-safe and return at once; so are the request*()
 * slots when invoked queued. Changes are applied one at a time, in order; a change asked for
 * before the hosts are ready waits for them. Everything else (compareSegments(), timeline(), ...)
 * belongs to the session's thread: the CLI, which runs the session on its main thread, calls
 * them directly from its signal handlers.
 *
 * In the store the exploration is an experiment of kind "exploration" (see ExplorationRepository):
 * its summary is {"kind": "exploration", "runs": [per netperf run, as analyzeExperiment], "points":
 * [], "exploration": {"segments": [ExploreSegmentStats], "markers": [ExploreMarker], ...}};
 * loadExploration() rebuilds the whole timeline from the samples.
 *
 * Every signal carries values (registered metatypes), so queued connections across threads work.
 * Times are seconds since the exploration started, on this machine's clock: the hosts'
 * timestamps are shifted by their clock offsets (estimated from when their lines arrive), so
 * interim samples, telemetry and markers share one axis. The live series use the same axis with
 * LiveSeriesKey{runId = the exploration's id, arm = "exploration", repetition 0, metric}.
 */
class ExploreSession : public QObject
{
    Q_OBJECT
public:
    /// Gives the runner of a host argument (HostConnector::runner, or the CLI's prompting wrapper).
    using RunnerFactory = std::function<Result<std::shared_ptr<CommandRunner>>(const QString &host)>;

    ExploreSession(Database &database, RunnerFactory runners, QObject *parent = nullptr);
    ~ExploreSession() override;

    /// Live samples go here too when set (before run()).
    void setLiveStore(LiveSeriesStore *store);
    /// As ExperimentEngine's: how long to wait for hosts another Tunebench holds (-1: as long as
    /// it takes), and this process's name in the leases (before run()).
    void setLeaseWait(int seconds);
    void setProgramName(const QString &name);

    /// Runs the exploration until stop(), abort() or a failure; returns the stored exploration's
    /// id (an experiment id). Fails only when nothing could be stored; a host that cannot be
    /// reached or prepared ends the stored exploration as failed, with its error.
    /// Against a team store it is recorded in the local store and published when it ends
    /// (StorePublisher); the id is the one in resultsStore().
    [[nodiscard]] Result<qint64> run(const ExplorationSpec &spec);
    /// The store that holds the exploration run() returned: the store given, or, when that is a
    /// team store that could not take it, this machine's local store (a message said so).
    [[nodiscard]] Database &resultsStore() const;

    /// Queues a change; returns its request id (the request's own when non-zero), which the
    /// resulting marker carries. Thread-safe. Changes still queued when the exploration ends are
    /// dropped (and counted in a message).
    int applyChange(ExploreChangeRequest request);
    /// Ends the exploration (status completed): netperf stops, the hosts are restored. Thread-safe.
    void stop();
    /// As stop(), but the exploration is recorded as aborted (Ctrl-C). Thread-safe.
    void abort();

    // The session's thread only.
    [[nodiscard]] qint64 explorationId() const;
    [[nodiscard]] bool isRunning() const;
    /// Why the exploration failed (hosts not reachable or prepared, a host lost), once run() returned.
    [[nodiscard]] std::optional<Error> failure() const;
    /// Seconds since the exploration started (frozen once it has stopped).
    [[nodiscard]] double now() const;
    [[nodiscard]] const ExploreTimeline &timeline() const;
    [[nodiscard]] const ExplorationSpec &spec() const;
    /// Statistics of one segment (index from 0), live for the current one.
    [[nodiscard]] ExploreSegmentStats segmentStats(int segment) const;
    [[nodiscard]] Result<ExploreComparison> compareSegments(int a, int b) const;
    [[nodiscard]] Result<ExperimentSpec> experimentFromSegments(
        int a, int b, const ExploreExperimentOptions &options = {}) const;

public Q_SLOTS:
    /// Queued-call forms of compareSegments() and experimentFromSegments(): the answer comes as
    /// comparisonReady() / experimentReady(), or requestFailed().
    void requestComparison(int a, int b);
    void requestExperiment(int a, int b, int repetitions, int durationSeconds);

Q_SIGNALS:
    /// The exploration is stored and its hosts are ready; samples follow.
    void started(qint64 explorationId);
    /// A host's tunables: the "before" snapshot at the start, then after every change.
    void hostStateChanged(const Tunebench::ExploreHostState &state);
    /// One interim result of netperf: @p t the end of its interval.
    void sample(double t, double rate);
    /// One telemetry interval of one host, with live service demand when netperf covered it.
    void telemetrySample(const Tunebench::ExploreTelemetryPoint &point);
    /// A change was taken up (the GUI can show it as pending until its marker arrives).
    void changeStarted(int requestId, const QString &label);
    /// A change was made or failed: sent as soon as the change is verified (its sideEffects empty).
    void markerAdded(const Tunebench::ExploreMarker &marker);
    /// Settings that moved with marker @p seq's change ("feature.tx-tcp-segmentation: on -> off"),
    /// found when the host is read again after it; sent after markerAdded, only when there are any.
    void markerSideEffects(int seq, const QStringList &sideEffects);
    /// A segment's statistics: when it opens, about once a second while it is current, and once
    /// more when it closes (open = false).
    void segmentUpdated(const Tunebench::ExploreSegmentStats &stats);
    void comparisonReady(const Tunebench::ExploreComparison &comparison);
    /// The experiment made from segments @p a and @p b, ready to save or run.
    void experimentReady(int a, int b, const Tunebench::ExperimentSpec &spec);
    /// A request (a comparison, an experiment) could not be answered.
    void requestFailed(const QString &request, const Tunebench::Error &error);
    /// Steps, warnings, restore results, translated.
    void message(const QString &text);
    /// @p host is held by another Tunebench (@p holder, LeaseHolder::describe()); the session waits.
    void hostBusy(const QString &host, const QString &holder);
    /// netperf's raw output, line by line, after each run.
    void logLine(const QString &line);
    /// The exploration is over and the hosts are restored: status is completed, aborted or failed.
    void finished(qint64 explorationId, const QString &status, const QString &error);

private:
    struct Private;
    friend struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ExploreHostState)
