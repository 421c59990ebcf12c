// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentspec.h"
#include "hosts/hostconnector.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QListWidget;
class QTabWidget;

namespace Tunebench {

class ExperimentEditor;
class ExploreView;
class HistoryView;
class JournalBanner;
class ResultsView;
class HostsModel;
class HostsView;
class LiveSeriesStore;
class LiveView;
class ReplotScheduler;
class StoreViews;
class Workbench;

/// What the window is started with (main() from the command line; tests point these at the bed).
struct MainWindowOptions
{
    QString databasePath;           ///< empty: Database::defaultPath()
    ConnectOptions connectOptions;  ///< known_hosts, ssh_config, ...
};

/// The workbench window: the composition root that wires views to the engine.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const MainWindowOptions &options = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] ExperimentEditor *editor() const { return m_editor; }
    [[nodiscard]] LiveView *liveView() const { return m_live; }
    [[nodiscard]] ExploreView *exploreView() const { return m_explore; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] ResultsView *resultsView() const { return m_results; }
    [[nodiscard]] HistoryView *historyView() const { return m_history; }
    [[nodiscard]] JournalBanner *journalBanner() const { return m_banner; }
    [[nodiscard]] HostsView *hostsView() const { return m_hostsView; }
    [[nodiscard]] HostsModel *hostsModel() const { return m_hosts; }
    [[nodiscard]] Workbench *workbench() const { return m_workbench; }
    /// The workbench switched to another results store: the views read it anew, what waited on
    /// this machine for it is published.
    void storeChanged();
    /// A line in the messages dock.
    void logMessage(const QString &text);
    [[nodiscard]] LiveSeriesStore *liveStore() const { return m_store; }
    [[nodiscard]] qint64 lastExperimentId() const { return m_lastExperiment; }

public Q_SLOTS:
    void newExperiment();
    void openExperiment();
    void saveExperiment();
    void saveExperimentAs();
    void runExperiment(const Tunebench::ExperimentSpec &spec);
    void exportChart();
    /// Shows the stored experiment @p id in the results view.
    void openResults(qint64 id);
    /// Shows the stored exploration @p id in the explore view: its charts, markers and segments,
    /// which can be compared and made into an experiment as during the exploration.
    void openExploration(qint64 id);
    /// From the history: an exploration opens in the explore view, anything else in the results.
    void openStored(qint64 id);
    void refreshHistory();
    /// Re-reads the journal: the banner shows while changes are not restored.
    void refreshJournal();

Q_SIGNALS:
    /// After an experiment ended (finished, aborted or failed); @p id is -1 when it never started.
    void experimentEnded(qint64 id, bool ok);
    /// After an exploration ended and its hosts were restored.
    void explorationEnded(qint64 id, const QString &status);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createViews();
    void connectStoreViews();
    void createActions();
    void createMenus();
    void connectWorkbench();
    void showAbout();
    void restoreWindowState();
    void saveHosts();
    void updateRunning(bool running);

    MainWindowOptions m_options;
    HostsModel *m_hosts;
    LiveSeriesStore *m_store;
    ReplotScheduler *m_scheduler;
    Workbench *m_workbench;
    StoreViews *m_storeViews = nullptr;
    QTabWidget *m_tabs = nullptr;
    ExperimentEditor *m_editor = nullptr;
    LiveView *m_live = nullptr;
    ExploreView *m_explore = nullptr;
    ResultsView *m_results = nullptr;
    HistoryView *m_history = nullptr;
    JournalBanner *m_banner = nullptr;
    HostsView *m_hostsView = nullptr;
    QListWidget *m_messages = nullptr;
    QDockWidget *m_hostsDock = nullptr;
    QDockWidget *m_messagesDock = nullptr;
    QLabel *m_runningLabel = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_abortAction = nullptr;
    QAction *m_overlayAction = nullptr;
    qint64 m_lastExperiment = -1;
    bool m_closing = false;
};

} // namespace Tunebench
