// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/hostkeydialog.h"
#include "experiment/experimentengine.h"
#include "experiment/experimentspec.h"
#include "experiment/exploreanalysis.h"
#include "experiment/exploresession.h"
#include "hosts/hostbook.h"
#include "hosts/proberesult.h"
#include "tunables/hostsnapshot.h"

#include <QMutex>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QThread;
class QWidget;

namespace Tunebench {

class Database;
class ExperimentEngine;
class LiveSeriesStore;

/**
 * The GUI's controller: everything that talks to hosts or the store runs here, off the GUI
 * thread, and comes back as signals. Experiments run on their own thread (ExperimentEngine::run
 * blocks there); probes and snapshots on a second thread with its own connections, so the
 * editor's snapshots never wait for a running experiment. SSH prompts (unknown host keys,
 * passphrases, passwords) come back here and are asked with the dialogs, never blocking.
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
    void setDialogParent(QWidget *parent) { m_dialogParent = parent; }
    [[nodiscard]] QString databasePath() const { return m_databasePath; }

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
    /// tasks hand their results back with QMetaObject::invokeMethod(receiver, ...). When the
    /// database cannot be opened, @p failed runs (on the ops thread) with why.
    void storeTask(std::function<void(Database &)> task, std::function<void(const QString &)> failed = {});
    /// Runs @p task on the ops thread with a runner for @p hostName (e.g. to restore it).
    void hostTask(const QString &hostName, std::function<void(CommandRunner &)> task,
                  std::function<void(const QString &)> failed = {});

    /// Restores every open tunables journal of @p hosts (the banner's "Restore now");
    /// restoreFinished() follows with the problems, empty when every host was verified back.
    void restoreHosts(const QStringList &hosts);

    void probe(const QString &hostName);
    void snapshot(Tunebench::HostRole role, const QString &hostArgument, const QString &interfaceName);

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
    /// HostsModel::State as int: 0 unknown, 1 connecting, 2 connected, 3 failed.
    void hostStateChanged(const QString &hostName, int state, const QString &detail);

private:
    struct Ops;
    /// The ops thread's connections, rebuilt when the hosts changed; false when shutting down.
    bool ensureOps();
    void wireRunner(const QString &hostName, CommandRunner *runner);
    void askHostKey(QPointer<QObject> runner, quint64 requestId, const HostKeyQuestion &question);
    void askCredential(QPointer<QObject> runner, quint64 requestId, int kind, const QString &subject, const QString &prompt,
                       bool keychain);
    void reportError(const QString &hostName, const Error &error);
    void reportHostErrors(const Error &error, const QStringList &hosts);
    /// Runs @p body on a new worker thread with this thread's connections and database;
    /// false when one already runs. @p failed gets why the database could not be opened.
    bool startWorker(const QString &name, std::function<void(HostBookConnector &, Database &)> body,
                     std::function<void(const QString &)> failed);
    [[nodiscard]] HostBook hosts() const;
    [[nodiscard]] ConnectOptions connectOptions() const;

    QString m_databasePath;
    LiveSeriesStore *m_live;
    QPointer<QWidget> m_dialogParent;
    mutable QMutex m_mutex; // guards the fields below
    HostBook m_hosts;
    ConnectOptions m_options;
    ExperimentEngine *m_engine = nullptr;
    ExploreSession *m_explore = nullptr;
    std::shared_ptr<const StoredExploration> m_storedExploration; // GUI thread only
    QThread *m_engineThread = nullptr;
    QThread *m_opsThread;
    QObject *m_opsContext; // lives in m_opsThread
    Ops *m_ops = nullptr;  // created and destroyed in m_opsThread
    quint64 m_hostsGeneration = 0;
    std::atomic<bool> m_stopping{false};
};

} // namespace Tunebench
