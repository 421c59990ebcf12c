// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "charts/liveserieschart.h"
#include "charts/replotscheduler.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/exportdialog.h"
#include "dialogs/importdialog.h"
#include "liveseries/liveseriesstore.h"
#include "store/database.h"
#include "views/experimenteditor.h"
#include "views/exploreview.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "views/journalbanner.h"
#include "views/resultsview.h"
#include "displaytext/statustext.h"
#include "views/hostsmodel.h"
#include "views/hostsview.h"
#include "views/hosttunablesview.h"
#include "views/liveview.h"
#include "storesettings.h"
#include "storeviews.h"
#include "workbench.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileInfo>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace Tunebench {

MainWindow::MainWindow(const MainWindowOptions &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_hosts(new HostsModel(this))
    , m_store(new LiveSeriesStore(this))
    , m_scheduler(new ReplotScheduler(this))
    , m_workbench(new Workbench(StoreSettings::initialLocation(options.databasePath), m_store, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Tunebench"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    QSettings settings;
    HostBook book;
    book.load(settings);
    m_hosts->setBook(book);
    m_workbench->setHosts(book);
    m_workbench->setConnectOptions(options.connectOptions);
    m_workbench->setDialogParent(this);

    createViews();
    createActions();
    createMenus();
    connectWorkbench();
    connectStoreViews();

    m_runningLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_runningLabel);
    statusBar()->showMessage(tr("Ready: pick a preset or edit the experiment, then Run (Ctrl+R)"));
    updateRunning(false);
    restoreWindowState();
}

MainWindow::~MainWindow()
{
    // The engine writes into the live store and reports to the views: it goes first (an
    // experiment still running is aborted and its hosts restored). The store views' trackers
    // post their jobs to it: they go before it.
    delete m_storeViews;
    delete m_workbench;
}

void MainWindow::createViews()
{
    m_editor = new ExperimentEditor(m_hosts, this);
    m_live = new LiveView(m_store, m_scheduler, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_editor, QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Experiment"));
    m_tabs->addTab(m_live, QIcon::fromTheme(QStringLiteral("office-chart-line")), tr("&Live"));
    m_explore = new ExploreView(m_hosts, m_store, m_scheduler, this);
    m_tabs->addTab(m_explore, QIcon::fromTheme(QStringLiteral("games-config-options")), tr("E&xplore"));
    m_results = new ResultsView(this);
    m_tabs->addTab(m_results, QIcon::fromTheme(QStringLiteral("view-statistics")), tr("&Results"));
    m_history = new HistoryView(this);
    m_tabs->addTab(m_history, QIcon::fromTheme(QStringLiteral("view-history")), tr("&History"));
    m_banner = new JournalBanner(this);
    m_banner->setObjectName(QStringLiteral("journalBanner"));
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    m_hostsView = new HostsView(m_hosts, this);
    m_hostsDock = new QDockWidget(tr("Hosts"), this);
    m_hostsDock->setObjectName(QStringLiteral("hostsDock"));
    m_hostsDock->setWidget(m_hostsView);
    addDockWidget(Qt::LeftDockWidgetArea, m_hostsDock);

    m_messages = new QListWidget(this);
    m_messages->setObjectName(QStringLiteral("messages"));
    m_messages->setWordWrap(true);
    m_messagesDock = new QDockWidget(tr("Messages"), this);
    m_messagesDock->setObjectName(QStringLiteral("messagesDock"));
    m_messagesDock->setWidget(m_messages);
    addDockWidget(Qt::LeftDockWidgetArea, m_messagesDock);

    connect(m_hosts, &HostsModel::bookChanged, this, &MainWindow::saveHosts);
    connect(m_hostsView, &HostsView::probeRequested, m_workbench, &Workbench::probe);
    connect(m_hostsView->tunablesView(), &HostTunablesView::readRequested, m_workbench, &Workbench::readTunables);
    connect(m_editor, &ExperimentEditor::runRequested, this, &MainWindow::runExperiment);
    connect(m_editor, &ExperimentEditor::snapshotRequested, m_workbench, &Workbench::snapshot);
    connect(m_live, &LiveView::pauseRequested, this, [this] {
        m_workbench->pause();
        m_live->setPaused(true);
        logMessage(tr("Pausing after the current run"));
    });
    connect(m_live, &LiveView::resumeRequested, this, [this] {
        m_workbench->resume();
        m_live->setPaused(false);
        logMessage(tr("Resumed"));
    });
    connect(m_live, &LiveView::abortRequested, this, [this] {
        m_workbench->abort();
        logMessage(tr("Aborting: netperf is stopped and the hosts are restored"));
    });
    connect(m_explore, &ExploreView::startRequested, this, [this](const ExplorationSpec &spec) {
        if (m_workbench->isRunning()) {
            m_explore->showError(tr("An experiment or exploration is already running"));
            return;
        }
        m_store->clear();
        m_workbench->setStoredExploration(nullptr);
        if (m_workbench->startExploration(spec)) {
            m_explore->setRunning(true);
            updateRunning(true);
            logMessage(tr("Exploring %1").arg(spec.displayName()));
        }
    });
    connect(m_explore, &ExploreView::stopRequested, m_workbench, &Workbench::stopExploration);
    connect(m_explore, &ExploreView::changeRequested, m_workbench, &Workbench::applyExploreChange);
    connect(m_explore, &ExploreView::comparisonRequested, m_workbench, &Workbench::compareSegments);
    connect(m_explore, &ExploreView::experimentRequested, m_workbench, &Workbench::experimentFromSegments);
    // The editor asked for snapshots of its hosts before it was connected: ask again.
    m_editor->requestSnapshots();
}

void MainWindow::createActions()
{
    m_runAction = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Run"), this);
    m_runAction->setObjectName(QStringLiteral("runAction"));
    m_runAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    connect(m_runAction, &QAction::triggered, this, [this] {
        m_editor->refresh();
        if (!m_editor->problem().isEmpty()) {
            m_tabs->setCurrentWidget(m_editor);
            statusBar()->showMessage(m_editor->problem(), 10000);
            m_editor->focusProblem(); // the field the problem is about, as the Run button does
            return;
        }
        runExperiment(m_editor->spec());
    });
    m_pauseAction = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("&Pause / Resume"), this);
    m_pauseAction->setObjectName(QStringLiteral("pauseAction"));
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_F6));
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, this, [this](bool paused) {
        if (!m_workbench->isRunning())
            return;
        if (paused)
            m_workbench->pause();
        else
            m_workbench->resume();
        m_live->setPaused(paused);
    });
    m_abortAction = new QAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Abort"), this);
    m_abortAction->setObjectName(QStringLiteral("abortAction"));
    m_abortAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_abortAction, &QAction::triggered, m_live, &LiveView::abortRequested);
    m_overlayAction = new QAction(tr("&Overlay Arms"), this);
    m_overlayAction->setCheckable(true);
    connect(m_overlayAction, &QAction::toggled, m_live, &LiveView::setOverlay);

    auto *toolbar = addToolBar(tr("Experiment"));
    toolbar->setObjectName(QStringLiteral("experimentToolbar"));
    toolbar->addAction(m_runAction);
    toolbar->addAction(m_pauseAction);
    toolbar->addAction(m_abortAction);
}

namespace {

// File -> Export Report and File -> Import (issue 10): the dialogs reach the store through the
// workbench's store tasks, never on the GUI thread.
void addReportActions(MainWindow *window, QMenu *file)
{
    const StoreTask store = window->workbench()->storeTaskRunner();
    // The experiment selected in the history while it is shown, else the one in the results.
    const auto shownExperiment = [window]() -> qint64 {
        const QList<qint64> selected = window->historyView()->selectedExperiments();
        const bool historyShown = window->tabs()->currentWidget() == window->historyView();
        if (!selected.isEmpty() && (historyShown || window->resultsView()->experimentId() <= 0))
            return selected.constFirst();
        return window->resultsView()->experimentId() > 0 ? window->resultsView()->experimentId() : window->lastExperimentId();
    };
    QAction *exportReport = file->addAction(MainWindow::tr("Export &Report…"), window, [window, store, shownExperiment] {
        const qint64 id = shownExperiment();
        if (id <= 0) {
            window->statusBar()->showMessage(
                MainWindow::tr("Open an experiment in Results or select one in History to export it"), 5000);
            return;
        }
        auto *dialog = new ExportDialog(id, store, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &ExportDialog::exported, window, [window](const QStringList &files) {
            window->statusBar()->showMessage(MainWindow::tr("Wrote %1").arg(files.join(QLatin1String(", "))), 10000);
        });
        dialog->open();
    });
    exportReport->setObjectName(QStringLiteral("exportReportAction"));
    exportReport->setEnabled(false);
    QObject::connect(file, &QMenu::aboutToShow, exportReport,
                     [exportReport, shownExperiment] { exportReport->setEnabled(shownExperiment() > 0); });
    QAction *import = file->addAction(MainWindow::tr("&Import…"), window, [window, store] {
        auto *dialog = new ImportDialog(store, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &ImportDialog::imported, window, [window](const ImportResult &result) {
            window->refreshHistory();
            if (!result.experiments.isEmpty())
                window->openResults(result.experiments.constLast());
            window->statusBar()->showMessage(MainWindow::tr("Imported %n run(s)", nullptr, result.runs), 10000);
        });
        dialog->open();
    });
    import->setObjectName(QStringLiteral("importAction"));
}

} // namespace

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Experiment"), QKeySequence::New, this,
                    &MainWindow::newExperiment);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Experiment…"), QKeySequence::Open, this,
                    &MainWindow::openExperiment);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save Experiment"), QKeySequence::Save, this,
                    &MainWindow::saveExperiment);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save Experiment &As…"), QKeySequence::SaveAs,
                    this, &MainWindow::saveExperimentAs);
    file->addSeparator();
    file->addAction(tr("Export &Chart…"), this, &MainWindow::exportChart);
    addReportActions(this, file);
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), QKeySequence::Quit,
                                    this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *experiment = menuBar()->addMenu(tr("E&xperiment"));
    experiment->addAction(m_runAction);
    experiment->addAction(m_pauseAction);
    experiment->addAction(m_abortAction);
    experiment->addSeparator();
    experiment->addAction(tr("&Copy Commands as Script"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), m_editor,
                          &ExperimentEditor::copyScript);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_hostsDock->toggleViewAction());
    view->addAction(m_messagesDock->toggleViewAction());
    view->addSeparator();
    view->addAction(tr("&Experiment Editor"), QKeySequence(Qt::ALT | Qt::Key_1), this, [this] { m_tabs->setCurrentWidget(m_editor); });
    view->addAction(tr("&Live View"), QKeySequence(Qt::ALT | Qt::Key_2), this, [this] { m_tabs->setCurrentWidget(m_live); });
    view->addAction(m_overlayAction);
    view->addSeparator();
    QAction *fullScreen = view->addAction(tr("&Full Screen"), QKeySequence::FullScreen, this, [this](bool on) {
        on ? showFullScreen() : showNormal();
    });
    fullScreen->setCheckable(true);

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    QAction *store = settings->addAction(QIcon::fromTheme(QStringLiteral("network-server-database")), tr("Results &Store…"),
                                         this, [this] { StoreSettings::choose(this); });
    store->setObjectName(QStringLiteral("storeAction"));
    store->setMenuRole(QAction::PreferencesRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Tunebench"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::connectWorkbench()
{
    connect(m_workbench, &Workbench::hostStateChanged, this,
            [this](const QString &name, HostsModel::State state, const QString &detail) {
                m_hosts->setState(name, state, detail);
                if (state == HostsModel::State::Failed)
                    logMessage(tr("%1: %2").arg(name, detail));
            });
    connect(m_workbench, &Workbench::probeFinished, m_hostsView, &HostsView::setProbeResult);
    connect(m_workbench, &Workbench::snapshotReady, m_editor, &ExperimentEditor::setSnapshot);
    connect(m_workbench, &Workbench::snapshotFailed, m_editor, &ExperimentEditor::setSnapshotError);
    connect(m_workbench, &Workbench::tunablesRead, m_hostsView->tunablesView(), &HostTunablesView::setSnapshot);
    connect(m_workbench, &Workbench::tunablesFailed, m_hostsView->tunablesView(), &HostTunablesView::setError);
    connect(m_workbench, &Workbench::experimentStarted, this, [this](const ExperimentSpec &spec) {
        QStringList arms;
        for (const ExperimentArm &arm : spec.arms)
            arms << arm.label;
        const int points = spec.sweep ? int(spec.sweep->values.size()) : 1;
        m_live->startExperiment(spec.name, arms, int(spec.arms.size()) * spec.repetitions * std::max(1, points));
        m_live->setBoundCpus(spec.test.localCpuBinding, spec.test.remoteCpuBinding);
        m_tabs->setCurrentWidget(m_live);
        updateRunning(true);
        logMessage(tr("Started \"%1\"").arg(spec.name));
    });
    connect(m_workbench, &Workbench::experimentCreated, this, [this](qint64 id) { m_lastExperiment = id; });
    connect(m_workbench, &Workbench::progressChanged, m_live, &LiveView::setProgress);
    connect(m_workbench, &Workbench::progressChanged, this,
            [this](const EngineProgress &progress) { statusBar()->showMessage(progress.step); });
    connect(m_workbench, &Workbench::logLine, m_live, [this](const QString &line) { m_live->appendLog({line}); });
    connect(m_workbench, &Workbench::message, this, [this](const QString &text) {
        m_live->appendMessage(text);
        logMessage(text);
    });
    connect(m_workbench, &Workbench::exploreHostState, m_explore, &ExploreView::setHostState);
    connect(m_workbench, &Workbench::exploreMarker, m_explore, [this](const ExploreMarker &marker) {
        m_explore->addMarker(marker);
        logMessage(tr("%1: %2").arg(marker.label, ExploreMarker::statusText(marker.status)));
    });
    connect(m_workbench, &Workbench::exploreMarkerSideEffects, m_explore, [this](int seq, const QStringList &sideEffects) {
        m_explore->addMarkerSideEffects(seq, sideEffects);
        for (const QString &effect : sideEffects)
            logMessage(tr("marker %1 also changed %2").arg(seq).arg(effect));
    });
    connect(m_workbench, &Workbench::exploreSegment, m_explore, &ExploreView::updateSegment);
    connect(m_workbench, &Workbench::exploreComparison, m_explore, &ExploreView::showComparison);
    connect(m_workbench, &Workbench::exploreFailed, m_explore,
            [this](const QString &request, const QString &why) { m_explore->showError(tr("%1: %2").arg(request, why)); });
    connect(m_workbench, &Workbench::exploreExperiment, this, [this](const ExperimentSpec &spec) {
        m_editor->setSpec(spec);
        m_tabs->setCurrentWidget(m_editor);
        statusBar()->showMessage(tr("The two segments are now an A/B experiment: check it and run it"), 10000);
    });
    connect(m_workbench, &Workbench::explorationFinished, this, [this](qint64 id, const QString &status, const QString &error) {
        const QString shown = statusText(status); // status stays the stored word (explorationEnded)
        const QString sentence = error.isEmpty() ? tr("Exploration %1 %2; the hosts are restored.").arg(id).arg(shown)
                                                 : tr("Exploration %1 %2: %3").arg(id).arg(shown, error);
        m_explore->finish(sentence);
        updateRunning(false);
        logMessage(sentence);
        statusBar()->showMessage(sentence);
        Q_EMIT explorationEnded(id, status);
        if (m_closing)
            close();
    });
    connect(m_workbench, &Workbench::experimentFinished, this, [this](qint64 id, bool ok, const QString &status) {
        if (id >= 0)
            m_lastExperiment = id;
        m_live->finishExperiment(status);
        updateRunning(false);
        logMessage(status);
        statusBar()->showMessage(status);
        Q_EMIT experimentEnded(id, ok);
        if (m_closing)
            close();
    });
}

void MainWindow::connectStoreViews()
{
    m_storeViews = new StoreViews(m_workbench, {m_results, m_history, m_banner, m_explore, m_store}, this);
    connect(m_storeViews, &StoreViews::message, this, &MainWindow::logMessage);
    connect(m_history, &HistoryView::openRequested, this, &MainWindow::openStored);
    connect(m_history, &HistoryView::refreshRequested, this, &MainWindow::refreshHistory);
    connect(m_banner, &JournalBanner::restoreRequested, this, [this](const QStringList &hosts) {
        m_banner->setRestoring(true);
        m_workbench->restoreHosts(hosts);
    });
    connect(m_workbench, &Workbench::restoreFinished, this, [this](const QStringList &problems) {
        m_banner->setRestoring(false);
        if (!problems.isEmpty())
            m_banner->setRestoreError(problems.join(QLatin1Char('\n')));
        for (const QString &problem : problems)
            logMessage(problem);
        refreshJournal();
    });
    connect(this, &MainWindow::experimentEnded, this, [this](qint64 id) {
        refreshHistory();
        refreshJournal();
        if (id > 0)
            openResults(id);
    });
    connect(this, &MainWindow::explorationEnded, this, [this] {
        refreshHistory();
        refreshJournal();
    });

    // Start-up: runs a crash left "running" become interrupted, what waits for the team store is
    // published; the banner names what is still changed on the hosts.
    m_storeViews->recoverStore();
    refreshJournal();
    refreshHistory();
}

void MainWindow::storeChanged()
{
    logMessage(tr("Results store: %1").arg(m_workbench->databasePath()));
    m_storeViews->recoverStore();
    refreshJournal();
    refreshHistory();
}

void MainWindow::openResults(qint64 id)
{
    m_tabs->setCurrentWidget(m_results);
    m_storeViews->openResults(id);
}

void MainWindow::openStored(qint64 id)
{
    const HistoryEntry *entry = m_history->model()->entry(id);
    if (entry && entry->kind == QLatin1String("exploration"))
        openExploration(id);
    else
        openResults(id);
}

void MainWindow::openExploration(qint64 id)
{
    m_tabs->setCurrentWidget(m_explore);
    m_storeViews->openExploration(id);
}

void MainWindow::refreshHistory()
{
    m_storeViews->refreshHistory();
}

void MainWindow::refreshJournal()
{
    m_storeViews->refreshJournal();
}

void MainWindow::logMessage(const QString &text)
{
    auto *item = new QListWidgetItem(QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), text));
    item->setToolTip(text);
    m_messages->addItem(item);
    while (m_messages->count() > 2000)
        delete m_messages->takeItem(0);
    m_messages->scrollToBottom();
}

void MainWindow::updateRunning(bool running)
{
    m_editor->setRunning(running);
    m_runAction->setEnabled(!running);
    m_pauseAction->setEnabled(running);
    m_abortAction->setEnabled(running);
    if (!running) {
        const QSignalBlocker blocker(m_pauseAction);
        m_pauseAction->setChecked(false);
    }
    m_runningLabel->setText(running ? tr("Running") : tr("Idle"));
}

void MainWindow::runExperiment(const ExperimentSpec &spec)
{
    if (Status valid = spec.validate(); !valid) {
        QMessageBox::warning(this, tr("Run Experiment"), valid.error().message);
        return;
    }
    if (m_workbench->isRunning()) {
        statusBar()->showMessage(tr("An experiment is already running"), 5000);
        return;
    }
    m_store->clear();
    m_workbench->runExperiment(spec);
}

void MainWindow::newExperiment()
{
    (void)m_editor->loadPreset(QStringLiteral("local-loopback"));
    m_tabs->setCurrentWidget(m_editor);
}

void MainWindow::openExperiment()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Experiment"), QSettings().value(QStringLiteral("lastDirectory")).toString(),
                                                      tr("Experiments (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDirectory"), QFileInfo(path).absolutePath());
    if (Status opened = m_editor->openFile(path); !opened) {
        QMessageBox::warning(this, tr("Open Experiment"), opened.error().message);
        return;
    }
    m_tabs->setCurrentWidget(m_editor);
    setWindowFilePath(path);
}

void MainWindow::saveExperiment()
{
    if (m_editor->fileName().isEmpty()) {
        saveExperimentAs();
        return;
    }
    if (Status saved = m_editor->saveFile(m_editor->fileName()); !saved)
        QMessageBox::warning(this, tr("Save Experiment"), saved.error().message);
    else
        statusBar()->showMessage(tr("Saved %1").arg(m_editor->fileName()), 5000);
}

void MainWindow::saveExperimentAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Experiment"), QSettings().value(QStringLiteral("lastDirectory")).toString(),
                                                tr("Experiments (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(".json");
    QSettings().setValue(QStringLiteral("lastDirectory"), QFileInfo(path).absolutePath());
    if (Status saved = m_editor->saveFile(path); !saved) {
        QMessageBox::warning(this, tr("Save Experiment"), saved.error().message);
        return;
    }
    setWindowFilePath(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

void MainWindow::exportChart()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QSettings().value(QStringLiteral("lastDirectory")).toString(),
                                                tr("PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)"));
    if (path.isEmpty())
        return;
    if (Status saved = m_live->rateChart()->save(path); !saved)
        QMessageBox::warning(this, tr("Export Chart"), saved.error().message);
}

void MainWindow::saveHosts()
{
    QSettings settings;
    m_hosts->book().save(settings);
    m_workbench->setHosts(m_hosts->book());
}

void MainWindow::showAbout()
{
    const QStringList components{tr("Qt %1").arg(QString::fromLatin1(qVersion()))};
    AboutDialog dialog(components, this);
    dialog.exec();
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainwindow/geometry")).toByteArray()))
        resize(1400, 900);
    restoreState(settings.value(QStringLiteral("mainwindow/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_workbench->isRunning()) {
        if (!m_closing) {
            const auto answer = QMessageBox::question(this, tr("Quit Tunebench"),
                                                      tr("An experiment is running. Abort it, restore the hosts and quit?"));
            if (answer != QMessageBox::Yes) {
                event->ignore();
                return;
            }
            m_closing = true;
            m_workbench->abort();
            statusBar()->showMessage(tr("Aborting and restoring the hosts before quitting…"));
        }
        event->ignore(); // closes once the experiment has ended (experimentFinished)
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainwindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainwindow/state"), saveState());
    event->accept();
}

} // namespace Tunebench
