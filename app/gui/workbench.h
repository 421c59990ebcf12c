// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/storetask.h"
#include "experiment/experimentengine.h"
#include "experiment/experimentspec.h"
#include "experiment/exploreanalysis.h"
#include "experiment/exploresession.h"
#include "hosts/hostbook.h"
#include "hosts/proberesult.h"
#include "hostsettings.h"
#include "tunables/hostsnapshot.h"
#include "views/hostsmodel.h"

#include <QObject>

#include <functional>
#include <memory>

class QWidget;

namespace Tunebench {

class Database;
class EngineThread;
class ExperimentLifecycle;
class ExplorationLifecycle;
class LiveSeriesStore;
class OpsThread;
class SshPrompter;

/**
 * The GUI's controller: everything that talks to hosts or the store runs off the GUI thread and
 * comes back as signals. Experiments and explorations run on the engine thread (EngineThread;
 * their lifecycles in ExperimentLifecycle and ExplorationLifecycle); probes, snapshots, restores
 * and store jobs on the ops thread (OpsThread) with connections of their own, so the editor's
 * snapshots never wait for a running experiment. SSH prompts (unknown host keys, passphrases,
 * passwords) are asked with the dialogs by SshPrompter, never blocking.
 */
class Workbench : public QObject
{
    Q_OBJECT
public:
    Workbench(QString databasePath, LiveSeriesStore *live, QObject *parent = nullptr);
    ~Workbench() override;

    /// The hosts experiments, probes and snapshots reach; takes effect for new connections.
    void setHosts(const HostBook &book);
    /// known_hosts, ssh_config and the like (tests point them at the test bed's files).
    void setConnectOptions(const ConnectOptions &options);
    /// Parent for prompts.
    void setDialogParent(QWidget *parent);
    [[nodiscard]] QString databasePath() const { return m_databasePath; }
    /// Uses @p location (a SQLite file or a postgresql:// URI) from now on; false, and nothing
    /// changes, while an experiment or exploration runs.
    bool setDatabasePath(const QString &location);
    /// Reaches @p location on the ops thread without changing it (Database::describe), with
    /// @p password when one is given, else ~/.pgpass, PGPASSWORD and the keychain; storeTested()
    /// follows.
    void testStore(const QString &location, const QString &password);

    [[nodiscard]] bool isRunning() const;
    /// Starts @p spec; false (and a message) when one is already running.
    bool runExperiment(const ExperimentSpec &spec);
    void pause();
    void resume();
    void abort();
    /// Blocks until the running experiment (if any) has stopped and restored its hosts.
    void waitForExperiment();

    /// Starts an exploration (explore mode); false when something already runs.
    bool startExploration(const ExplorationSpec &spec);
    void applyExploreChange(const ExploreChangeRequest &request);
    /// Ends the exploration: netperf stops and the hosts are restored.
    void stopExploration();
    /// The stored exploration the explore view shows (the one that just ended, or one opened from
    /// the history): segments are compared and turned into experiments from it while no
    /// exploration runs.
    void setStoredExploration(std::shared_ptr<const StoredExploration> stored);
    void compareSegments(int a, int b);
    void experimentFromSegments(int a, int b, int repetitions, int durationSeconds);
    [[nodiscard]] bool isExploring() const;

    /// Runs @p task on the ops thread with the results database (opened there on first use);
    /// when the database cannot be opened, @p failed runs there with why. A StoreTask: give it
    /// to a JobTracker, which hands results back to their receiver.
    void storeTask(std::function<void(Database &)> task, std::function<void(const QString &)> failed = {});
    /// storeTask() as a StoreTask, for job trackers and dialogs; valid while the workbench lives.
    [[nodiscard]] StoreTask storeTaskRunner();
    /// Runs @p task on the ops thread with a runner for @p hostName (e.g. to restore it).
    void hostTask(const QString &hostName, std::function<void(CommandRunner &)> task,
                  std::function<void(const QString &)> failed = {});

    /// Restores every open tunables journal of @p hosts (the banner's "Restore now");
    /// restoreFinished() follows with the problems, empty when every host was verified back.
    void restoreHosts(const QStringList &hosts);

    void probe(const QString &hostName);
    void snapshot(Tunebench::HostRole role, const QString &hostArgument, const QString &interfaceName);
    /// Reads every tunable of @p hostName and @p interfaceName for the hosts dock's tunables page.
    void readTunables(const QString &hostName, const QString &interfaceName);

Q_SIGNALS:
    void experimentStarted(const Tunebench::ExperimentSpec &spec);
    void experimentCreated(qint64 id);
    void progressChanged(const Tunebench::EngineProgress &progress);
    void runStarted(int runIndex, const QString &arm, int repetition);
    void runFinished(int runIndex, const QString &status, double rate, const QString &error);
    void logLine(const QString &line);
    void message(const QString &text);
    /// @p ok: ran to its end; @p status is a sentence for the status bar.
    void experimentFinished(qint64 id, bool ok, const QString &status);
    void explorationStarted(qint64 id);
    void exploreHostState(const Tunebench::ExploreHostState &state);
    void exploreMarker(const Tunebench::ExploreMarker &marker);
    void exploreMarkerSideEffects(int seq, const QStringList &sideEffects);
    void exploreSegment(const Tunebench::ExploreSegmentStats &stats);
    void exploreComparison(const Tunebench::ExploreComparison &comparison);
    void exploreExperiment(const Tunebench::ExperimentSpec &spec);
    void exploreFailed(const QString &request, const QString &message);
    void explorationFinished(qint64 id, const QString &status, const QString &error);
    void restoreFinished(const QStringList &problems);
    void probeFinished(const QString &hostName, const Tunebench::ProbeResult &result);
    void snapshotReady(Tunebench::HostRole role, const QString &hostArgument, const Tunebench::HostSnapshot &snapshot);
    void snapshotFailed(Tunebench::HostRole role, const QString &hostArgument, const QString &message);
    void tunablesRead(const QString &hostName, const Tunebench::HostSnapshot &snapshot);
    void tunablesFailed(const QString &hostName, const QString &interfaceName, const QString &message);
    void hostStateChanged(const QString &hostName, Tunebench::HostsModel::State state, const QString &detail);
    /// The answer to testStore(): what the store said, or why it could not be reached.
    void storeTested(const QString &location, bool ok, const QString &text);

private:
    void connectLifecycles();
    /// Reads @p hostArgument's snapshot on the ops thread; calls @p ready or @p failed there.
    void readSnapshot(const QString &hostArgument, const QString &interfaceName,
                      std::function<void(const HostSnapshot &)> ready, std::function<void(const QString &)> failed);

    QString m_databasePath;
    HostSettings m_settings;
    SshPrompter *m_prompter;
    std::unique_ptr<EngineThread> m_engineThread;
    ExperimentLifecycle *m_experiments;
    ExplorationLifecycle *m_explorations;
    std::unique_ptr<OpsThread> m_ops;
};

} // namespace Tunebench
