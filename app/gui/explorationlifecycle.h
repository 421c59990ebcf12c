// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/storetask.h"
#include "experiment/exploreanalysis.h"
#include "experiment/exploresession.h"
#include "jobtracker.h"

#include <QMutex>
#include <QObject>

#include <memory>

namespace Tunebench {

class Database;
class EngineThread;
class HostBookConnector;
class HostSettings;
class LiveSeriesStore;
class SshPrompter;

/// One exploration from start to restored hosts (the session runs on the engine thread; changes,
/// stop and abort are thread-safe), and afterwards the stored exploration the explore view
/// shows, whose segments are compared and made into experiments while no exploration runs.
class ExplorationLifecycle : public QObject
{
    Q_OBJECT
public:
    /// @p store runs the comparisons of a stored exploration off the GUI thread.
    ExplorationLifecycle(EngineThread &thread, const HostSettings &settings, SshPrompter &prompter, LiveSeriesStore *live,
                         StoreTask store, QObject *parent = nullptr);

    /// Starts an exploration; false (and a message) when something already runs.
    bool start(const ExplorationSpec &spec);
    [[nodiscard]] bool isExploring() const;
    void applyChange(const ExploreChangeRequest &request);
    /// Ends the exploration: netperf stops and the hosts are restored.
    void stop();
    void abort();
    /// The stored exploration the explore view shows (the one that just ended, or one opened from
    /// the history); a comparison of the one before it that is still being computed is dropped.
    void setStoredExploration(std::shared_ptr<const StoredExploration> stored);
    void compareSegments(int a, int b);
    void experimentFromSegments(int a, int b, int repetitions, int durationSeconds);

Q_SIGNALS:
    void explorationStarted(qint64 id);
    void exploreHostState(const Tunebench::ExploreHostState &state);
    void exploreMarker(const Tunebench::ExploreMarker &marker);
    void exploreMarkerSideEffects(int seq, const QStringList &sideEffects);
    void exploreSegment(const Tunebench::ExploreSegmentStats &stats);
    void exploreComparison(const Tunebench::ExploreComparison &comparison);
    void exploreExperiment(const Tunebench::ExperimentSpec &spec);
    void exploreFailed(const QString &request, const QString &message);
    void explorationFinished(qint64 id, const QString &status, const QString &error);
    void message(const QString &text);
    void logLine(const QString &line);

private:
    void run(const ExplorationSpec &spec, HostBookConnector &connector, Database &database);
    void connectSession(ExploreSession &session);

    EngineThread &m_thread;
    const HostSettings &m_settings;
    SshPrompter &m_prompter;
    LiveSeriesStore *m_live;
    JobTracker m_comparisons;
    mutable QMutex m_mutex; // guards m_session
    ExploreSession *m_session = nullptr;
    std::shared_ptr<const StoredExploration> m_stored; // GUI thread only
};

} // namespace Tunebench
