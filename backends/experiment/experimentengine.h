// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"

#include <QJsonArray>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace Tunebench {

class Database;
class ExperimentRepository;
struct NetperfTestSpec;
struct RunRecord;
class CommandRunner;
class LiveSeriesStore;

/// Where an experiment is, for progress bars and status lines.
struct EngineProgress
{
    int runIndex = -1; ///< the run in progress, from 0; -1 before the first
    int runCount = 0;
    int runsDone = 0;
    QString step;      ///< translated: "applying TSO off on tb-server", "running 3 of 12"
    QString arm;
    int repetition = 0;
    std::optional<double> sweepValue;
    std::optional<double> etaSeconds; ///< once a run has completed
};

/**
 * Runs an experiment end to end, following ARCHITECTURE.md's data flow: hosts reached, netperf
 * probed, netserver ready, hosts snapshotted; then for each scheduled run the arm's tunables
 * journaled, applied and verified, telemetry on both hosts, netperf with live interim samples,
 * samples flushed to the store at least once a second, telemetry off, results stored; finally
 * every journaled change restored (also on abort or failure), statistics computed and stored.
 *
 * run() blocks, turning its own event loop while it waits, so it must not be called on the GUI
 * thread: the CLI calls it directly, the GUI from a worker thread. abort(), pause() and resume()
 * may be called from any thread; pause takes effect between runs, abort at once.
 */
class ExperimentEngine : public QObject
{
    Q_OBJECT
public:
    /// Gives the runner of a host argument (HostConnector::runner, or the CLI's prompting wrapper).
    using RunnerFactory = std::function<Result<std::shared_ptr<CommandRunner>>(const QString &host)>;

    ExperimentEngine(Database &database, RunnerFactory runners, QObject *parent = nullptr);
    ~ExperimentEngine() override;

    /// Live samples go here too when set (the GUI's charts observe it).
    void setLiveStore(LiveSeriesStore *store) { m_live = store; }
    /// How long to wait for hosts another Tunebench holds (-1: as long as it takes), and the name
    /// this process goes by in their leases ("tunebench-cli run").
    void setLeaseWait(int seconds) { m_leaseWaitSeconds = seconds; }
    void setProgramName(const QString &name) { m_programName = name; }

    /// Runs @p spec; returns the stored experiment's id in resultsStore(). Fails only when the
    /// experiment could not be stored or started; failed runs are stored with their errors and the
    /// run goes on. Against a team store the experiment is recorded in the local store and
    /// published when it ends (StorePublisher).
    [[nodiscard]] Result<qint64> run(const ExperimentSpec &spec);
    /// The store that holds the experiment run() returned: the store given, or, when that is a
    /// team store that could not take it, this machine's local store (a message said so).
    [[nodiscard]] Database &resultsStore() const { return *m_resultsStore; }

    void abort();
    void pause();
    void resume();
    [[nodiscard]] bool isPaused() const { return m_paused.load(); }

Q_SIGNALS:
    /// The experiment is stored (in the local store when the store given is a team store).
    void experimentCreated(qint64 experimentId);
    /// It went from the local store into the team store, where it is @p teamId.
    void experimentPublished(qint64 localId, qint64 teamId);
    void progressChanged(const Tunebench::EngineProgress &progress);
    void runStarted(int runIndex, const QString &arm, int repetition);
    /// @p seconds since the run's netperf started.
    void interimSample(int runIndex, double seconds, double rate);
    void runFinished(int runIndex, const QString &status, double rate, const QString &error);
    /// netperf's raw output, line by line.
    void logLine(const QString &line);
    /// Steps, warnings and restore results, translated.
    void message(const QString &text);
    /// @p host is held by another Tunebench (@p holder, LeaseHolder::describe()); the engine waits.
    void hostBusy(const QString &host, const QString &holder);
    /// A host restored itself while Tunebench was away (found when connecting, or after a lease
    /// was lost during the run): @p text says when, why and that its journals closed.
    void hostRestoredItself(const QString &host, const QString &text);

private:
    [[nodiscard]] Status prepare(ExperimentRepository &repository);
    [[nodiscard]] Status connectHost(HostRole role, const ExperimentHost &host);
    [[nodiscard]] Status leaseHosts();
    void reconcileHost(HostRole role);
    [[nodiscard]] Status snapshotHost(ExperimentRepository &repository, HostRole role, const QString &phase);
    void runAll(ExperimentRepository &repository);
    /// Applies the run's desired tunables on both hosts; returns the verified settings as JSON
    /// and fails when a change did not verify.
    [[nodiscard]] Result<QJsonArray> applyArm(const RunRecord &run);
    void restoreHosts(ExperimentRepository &repository);
    [[nodiscard]] NetperfTestSpec testFor(const RunRecord &run) const;

    /// Publishes the experiment to the team store and what waited for it there; the id in
    /// resultsStore().
    qint64 publish(qint64 localId);

    struct Private;
    std::unique_ptr<Private> d;
    Database &m_team;
    Database &m_database; ///< where the experiment is recorded: m_team's local store
    Database *m_resultsStore;
    RunnerFactory m_runners;
    LiveSeriesStore *m_live = nullptr;
    int m_leaseWaitSeconds = -1;
    QString m_programName;
    std::atomic<bool> m_abort{false};
    std::atomic<bool> m_paused{false};
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::EngineProgress)
