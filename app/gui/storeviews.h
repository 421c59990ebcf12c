// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobtracker.h"

#include <QObject>

namespace Tunebench {

class ExploreView;
class HistoryView;
class JournalBanner;
class LiveSeriesStore;
class ResultsView;
class Workbench;

/**
 * The views that show what the store holds (results, history, the journal banner, a stored
 * exploration in the explore view), fed by store jobs on the ops thread through one JobTracker
 * for each kind of request: whatever order the answers come in, a view shows its latest
 * request, and nothing reaches a view that is gone. Deletions are actions, so each one's answer
 * counts.
 */
class StoreViews : public QObject
{
    Q_OBJECT
public:
    struct Views
    {
        ResultsView *results;
        HistoryView *history;
        JournalBanner *banner;
        ExploreView *explore;
        LiveSeriesStore *live; ///< a stored exploration is replayed into it
    };
    StoreViews(Workbench *workbench, const Views &views, QObject *parent = nullptr);

    /// Shows the stored experiment @p id in the results view.
    void openResults(qint64 id);
    /// Shows the stored exploration @p id in the explore view, unless something runs by then.
    void openExploration(qint64 id);
    void refreshHistory();
    /// Re-reads the journal: the banner shows while changes are not restored.
    void refreshJournal();
    /// Start-up: runs a crash left "running" become interrupted (and are said so); with a team
    /// store, what was kept on this machine for it is published (StorePublisher).
    void recoverStore();

Q_SIGNALS:
    /// For the messages dock.
    void message(const QString &text);

private:
    void connectViews();
    [[nodiscard]] bool somethingRuns() const;

    Workbench *m_workbench;
    Views m_views;
    JobTracker m_details;
    JobTracker m_traces;
    JobTracker m_comparison;
    JobTracker m_trend;
    JobTracker m_deletions;
    JobTracker m_history;
    JobTracker m_journal;
    JobTracker m_exploration;
    JobTracker m_startup;
};

} // namespace Tunebench
