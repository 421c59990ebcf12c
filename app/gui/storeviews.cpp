// SPDX-License-Identifier: GPL-3.0-or-later
#include "storeviews.h"

#include "experiment/experimentdetails.h"
#include "experiment/experimenthistory.h"
#include "experiment/exploreanalysis.h"
#include "experiment/trendanalysis.h"
#include "liveseries/liveseriesstore.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/storepublisher.h"
#include "views/exploreview.h"
#include "views/historyview.h"
#include "views/journalbanner.h"
#include "views/resultsview.h"
#include "workbench.h"

namespace Tunebench {

StoreViews::StoreViews(Workbench *workbench, const Views &views, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_views(views)
    , m_details(workbench->storeTaskRunner(), views.results)
    , m_traces(workbench->storeTaskRunner(), views.results)
    , m_comparison(workbench->storeTaskRunner(), views.history)
    , m_trend(workbench->storeTaskRunner(), views.history)
    , m_deletions(workbench->storeTaskRunner(), views.history)
    , m_history(workbench->storeTaskRunner(), views.history)
    , m_journal(workbench->storeTaskRunner(), views.banner)
    , m_exploration(workbench->storeTaskRunner(), views.explore)
    , m_startup(workbench->storeTaskRunner(), this)
{
    connectViews();
}

void StoreViews::connectViews()
{
    HistoryView *history = m_views.history;
    connect(history, &HistoryView::compareRequested, this, [this, history](const ArmReference &a, const ArmReference &b) {
        m_comparison.start([a, b](Database &database) { return ExperimentHistory::compareArms(database, a, b); },
                           [history](const Result<CrossComparison> &comparison) {
                               if (comparison)
                                   history->setComparison(comparison.value());
                               else
                                   history->setComparisonError(comparison.error().message);
                           });
    });
    connect(history, &HistoryView::trendRequested, this, [this, history](const TrendQuery &query) {
        m_trend.start([query](Database &database) { return TrendAnalysis::load(database, query); },
                      [history](const Result<TrendSeries> &series) {
                          if (series)
                              history->setTrend(series.value());
                          else
                              history->setTrendError(series.error().message);
                      });
    });
    connect(history, &HistoryView::deleteRequested, this, [this, history](const QList<qint64> &ids) {
        m_deletions.add([ids](Database &database) { return ExperimentHistory::remove(database, ids); },
                        [history, ids](const Status &removed) {
                            if (removed)
                                history->removeEntries(ids);
                            else
                                history->setStatusText(removed.error().message);
                        });
    });
    ResultsView *results = m_views.results;
    connect(results, &ResultsView::runTraceRequested, this, [this, results](qint64 experimentId, qint64 runId) {
        m_traces.start([experimentId, runId](Database &database) { return ExperimentDetailsLoader::runTrace(database, experimentId, runId); },
                       [results, runId](const Result<RunTrace> &trace) {
                           if (trace)
                               results->setRunTrace(trace.value());
                           else
                               results->setRunTraceError(runId, trace.error().message);
                       });
    });
}

void StoreViews::openResults(qint64 id)
{
    m_views.results->showMessage(tr("Loading experiment %1…").arg(id));
    m_traces.cancel(); // they were the runs of the experiment shown before
    ResultsView *results = m_views.results;
    m_details.start([id](Database &database) { return ExperimentDetailsLoader::load(database, id); },
                    [results](const Result<ExperimentDetails> &details) {
                        if (details)
                            results->setDetails(details.value());
                        else
                            results->showMessage(details.error().message);
                    });
}

bool StoreViews::somethingRuns() const
{
    return m_workbench->isRunning() || m_workbench->isExploring();
}

void StoreViews::openExploration(qint64 id)
{
    ExploreView *explore = m_views.explore;
    if (somethingRuns()) {
        explore->showError(tr("Exploration %1 opens here once the running experiment or exploration has ended.").arg(id));
        return;
    }
    explore->showError(tr("Loading exploration %1…").arg(id));
    m_exploration.start([id](Database &database) { return loadExploration(database, id); },
                        [this, explore, id](const Result<StoredExploration> &stored) {
                            if (!stored) {
                                explore->showError(stored.error().message);
                                return;
                            }
                            // Started something in the meantime: the charts belong to it now.
                            if (somethingRuns()) {
                                explore->showError(
                                    tr("Exploration %1 opens here once the running experiment or exploration has ended.").arg(id));
                                return;
                            }
                            auto shared = std::make_shared<const StoredExploration>(stored.value());
                            m_workbench->setStoredExploration(shared);
                            m_views.live->clear();
                            replayExploration(*shared, *m_views.live);
                            explore->showStored(*shared);
                        });
}

void StoreViews::refreshHistory()
{
    HistoryView *history = m_views.history;
    m_history.stream(
        [history](Database &database, const JobTicket &ticket) {
            // The first page at once, the rest appended: 10,000 experiments must not wait. A
            // newer refresh stops this one's pages.
            constexpr int page = 500;
            auto first = ExperimentHistory::list(database, {}, page, 0);
            if (!first) {
                ticket.deliver([history, why = first.error().message] { history->setStatusText(why); });
                return;
            }
            const bool more = first->size() == page;
            ticket.deliver([history, entries = first.value()] { history->setEntries(entries); });
            for (int offset = page; more && !ticket.isStale(); offset += page) {
                auto next = ExperimentHistory::list(database, {}, page, offset);
                if (!next || next->isEmpty())
                    break;
                ticket.deliver([history, entries = next.value()] { history->appendEntries(entries); });
                if (next->size() < page)
                    break;
            }
        },
        [history](const Error &error) { history->setStatusText(error.message); });
}

void StoreViews::refreshJournal()
{
    JournalBanner *banner = m_views.banner;
    m_journal.start([](Database &database) { return ExperimentHistory::openJournals(database); },
                    [banner](const auto &open) {
                        if (open)
                            banner->setOpenJournals(open.value());
                        else
                            banner->setRestoreError(open.error().message);
                    });
}

namespace {

/// What the start-up finds in the store: runs a crash left "running", experiments kept on this
/// machine for the team store that it can take now, and why others still wait.
struct StartupRecovery
{
    QString upgraded; ///< Database::upgradeNote()
    QList<qint64> interrupted;
    QList<PublishedExperiment> published;
    QString waiting;
};

} // namespace

void StoreViews::recoverStore()
{
    m_startup.add(
        [](Database &database) -> Result<StartupRecovery> {
            StartupRecovery recovery;
            recovery.upgraded = database.upgradeNote();
            // Experiments are recorded in the local store, also for a team store (StorePublisher).
            auto marked = ExperimentRepository(database.localStore()).markInterrupted();
            if (!marked)
                return marked.error();
            recovery.interrupted = marked.value();
            if (!database.recordsLocally())
                return recovery;
            StorePublisher publisher(database);
            if (auto published = publisher.publishPending())
                recovery.published = published.value();
            else if (const int waiting = publisher.pendingCount(); waiting > 0)
                recovery.waiting = tr("%n experiment(s) recorded on this machine wait for %1, which cannot take them now "
                                      "(%2); Tunebench publishes them when it can.", nullptr, waiting)
                                       .arg(database.path(), published.error().message);
            return recovery;
        },
        [this](const auto &recovery) {
            if (!recovery) {
                Q_EMIT message(recovery.error().message);
                return;
            }
            if (!recovery->upgraded.isEmpty())
                Q_EMIT message(recovery->upgraded);
            for (qint64 id : recovery->interrupted)
                Q_EMIT message(tr("Experiment %1 was interrupted (Tunebench stopped while it ran); its samples up to "
                                  "then are kept.")
                                   .arg(id));
            for (const PublishedExperiment &one : recovery->published)
                Q_EMIT message(tr("Experiment %1 (%2), kept on this machine earlier, is published to the team store as "
                                  "experiment %3.")
                                   .arg(one.localId).arg(one.name).arg(one.teamId));
            if (!recovery->waiting.isEmpty())
                Q_EMIT message(recovery->waiting);
            if (!recovery->published.isEmpty())
                refreshHistory();
        });
}

} // namespace Tunebench
