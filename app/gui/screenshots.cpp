// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-screenshots: the PNGs of docs/screenshots (scripts/screenshots drives it). It builds
// the real MainWindow on a results database, optionally runs one experiment in it so the live
// view shows real charts, opens the newest experiment in the results view, and grabs every tab
// of the window in a light and a dark Fusion palette.
#include "charts/liveserieschart.h"
#include "hosts/hostbook.h"
#include "mainwindow.h"
#include "resources.h"
#include "views/experimenteditor.h"
#include "views/exploreview.h"
#include "views/historyview.h"
#include "views/journalbanner.h"
#include "views/resultsview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QIcon>
#include <QImage>
#include <QPalette>
#include <QSize>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#include <functional>

using namespace Tunebench;

namespace {

void fail(const QString &message)
{
    QTextStream(stderr) << "tunebench-screenshots: " << message << Qt::endl;
    std::exit(1);
}

/// Lets queued work (replots, model resets, results loaded on worker threads) land.
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QPalette darkPalette()
{
    const QColor window(0x2d, 0x2f, 0x33), base(0x1f, 0x21, 0x24), text(0xe8, 0xea, 0xed), dim(0x80, 0x84, 0x8a);
    const QColor accent(0x3d, 0x8b, 0xe0);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window.lighter(110));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window.lighter(115));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Link, accent.lighter(120));
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, dim);
    return p;
}

/// "--host NAME=USER@ADDRESS/IFACE": a host of the test bed for the hosts dock and the editor.
HostEntry parseHost(const QString &value)
{
    const qsizetype eq = value.indexOf(QLatin1Char('='));
    const qsizetype at = value.indexOf(QLatin1Char('@'));
    const qsizetype slash = value.lastIndexOf(QLatin1Char('/'));
    if (eq <= 0 || at < eq || slash < at)
        fail(QStringLiteral("--host takes NAME=USER@ADDRESS/IFACE, not '%1'").arg(value));
    HostEntry entry;
    entry.name = value.left(eq);
    entry.user = value.mid(eq + 1, at - eq - 1);
    entry.address = value.mid(at + 1, slash - at - 1);
    entry.interfaceName = value.mid(slash + 1);
    return entry;
}

QString tabFileName(const QTabWidget *tabs, int index)
{
    return tabs->tabText(index).remove(QLatin1Char('&')).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
}

/// What the command line asked for.
struct Request
{
    QString database;
    QDir out;
    QString experiment; ///< run first when set
    QList<HostEntry> hosts;
    QString identity;
    QString knownHosts;
    QList<QSize> sizes; ///< every view is grabbed at each
    qint64 open = -1;  ///< -1: the experiment run
    qint64 sweep = -1; ///< also its sweep page, when set
    qint64 exploration = -1; ///< the explore view shows this stored exploration, when set
};

Request parseArguments(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Renders every tab of the Tunebench window to PNG, light and dark."));
    parser.addHelpOption();
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("The results database."), QStringLiteral("path"));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Where the PNGs go."), QStringLiteral("dir"));
    const QCommandLineOption run(QStringLiteral("run"), QStringLiteral("Run this experiment in the window first."),
                                 QStringLiteral("file"));
    const QCommandLineOption host(QStringLiteral("host"), QStringLiteral("Add a host: NAME=USER@ADDRESS/IFACE."),
                                  QStringLiteral("host"));
    const QCommandLineOption identity(QStringLiteral("identity"), QStringLiteral("SSH private key."), QStringLiteral("file"));
    const QCommandLineOption knownHosts(QStringLiteral("known-hosts"), QStringLiteral("known_hosts file."),
                                        QStringLiteral("file"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size, repeatable (1366x768 and 1920x1080)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption open(QStringLiteral("open"),
                                  QStringLiteral("Show this experiment in the results view (default: the one run)."),
                                  QStringLiteral("id"));
    const QCommandLineOption sweep(QStringLiteral("sweep"), QStringLiteral("Also grab this experiment's sweep chart."),
                                   QStringLiteral("id"));
    const QCommandLineOption exploration(QStringLiteral("exploration"),
                                         QStringLiteral("Grab the explore view with this stored exploration open."),
                                         QStringLiteral("id"));
    parser.addOptions({db, out, run, host, identity, knownHosts, size, open, sweep, exploration});
    parser.process(app);
    if (!parser.isSet(db) || !parser.isSet(out))
        fail(QStringLiteral("give --db and --out (see --help)"));
    Request request{parser.value(db), QDir(parser.value(out)), parser.value(run), {}, parser.value(identity),
                    parser.value(knownHosts), {}};
    const QStringList sizes = parser.isSet(size) ? parser.values(size) : QStringList{QStringLiteral("1366x768"), QStringLiteral("1920x1080")};
    for (const QString &value : sizes) {
        const QStringList wh = value.split(QLatin1Char('x'));
        if (wh.size() != 2 || wh[0].toInt() < 400 || wh[1].toInt() < 300)
            fail(QStringLiteral("--size takes WIDTHxHEIGHT, e.g. 1366x768"));
        request.sizes << QSize(wh[0].toInt(), wh[1].toInt());
    }
    for (const QString &value : parser.values(host))
        request.hosts << parseHost(value);
    request.open = parser.isSet(open) ? parser.value(open).toLongLong() : -1;
    request.sweep = parser.isSet(sweep) ? parser.value(sweep).toLongLong() : -1;
    request.exploration = parser.isSet(exploration) ? parser.value(exploration).toLongLong() : -1;
    return request;
}

/// The window reads its hosts from QSettings; the script points XDG_CONFIG_HOME at a scratch folder.
void addHosts(const QList<HostEntry> &hosts)
{
    QSettings settings;
    HostBook book;
    book.load(settings);
    for (const HostEntry &entry : hosts)
        if (Status added = book.add(entry); !added)
            fail(added.error().message);
    book.save(settings);
}

/// Opens @p path in the editor and runs it, as a user would; returns when it has ended.
void runExperiment(MainWindow &window, const QString &path)
{
    if (Status opened = window.editor()->openFile(path); !opened)
        fail(opened.error().message);
    settle(1500); // the editor reads the hosts' current values for its "Now on host" column
    bool ended = false;
    bool ok = false;
    QObject::connect(&window, &MainWindow::experimentEnded, &window, [&](qint64, bool success) {
        ended = true;
        ok = success;
    });
    window.runExperiment(window.editor()->spec());
    while (!ended)
        settle(200);
    if (!ok)
        fail(QStringLiteral("the experiment did not complete; see the window's messages"));
    settle(1000);
    // A banner about unrestored tunables means the hosts went away mid-run (the bed restarted).
    if (auto *banner = window.findChild<JournalBanner *>(); banner && banner->isVisible())
        fail(QStringLiteral("the hosts were not restored after the experiment; run the screenshots again"));
}

class Camera
{
public:
    Camera(MainWindow &window, const QDir &out)
        : m_window(window)
        , m_out(out)
        , m_tabs(window.findChild<QTabWidget *>(QStringLiteral("mainTabs")))
        , m_history(window.findChild<HistoryView *>())
        , m_results(window.findChild<ResultsView *>())
    {
        if (!m_tabs)
            fail(QStringLiteral("the window has no tab widget named mainTabs"));
    }

    /// Every tab, with experiment @p id open in the results view; @p theme is "1366x768-light" and so on.
    void tabs(qint64 id, const QString &theme)
    {
        if (open(id))
            m_results->showPage(ResultsView::VerdictPage);
        for (int i = 0; i < m_tabs->count(); ++i) {
            m_tabs->setCurrentIndex(i);
            settle(700);
            save(QStringLiteral("%1-%2").arg(tabFileName(m_tabs, i), theme));
        }
    }

    void sweep(qint64 id, const QString &theme)
    {
        if (!open(id) || !m_results->isPageAvailable(ResultsView::SweepPage))
            fail(QStringLiteral("experiment %1 did not open in the results view with a sweep").arg(id));
        for (int i = 0; i < m_tabs->count(); ++i)
            if (m_tabs->widget(i) == m_results || m_tabs->widget(i)->isAncestorOf(m_results))
                m_tabs->setCurrentIndex(i);
        m_results->showPage(ResultsView::SweepPage);
        settle(700);
        save(QStringLiteral("sweep-%1").arg(theme));
    }

    /// Opens stored exploration @p id as the history does (which replays it into the live charts,
    /// so it comes after every other view is grabbed) and waits for its charts.
    void openExploration(qint64 id)
    {
        auto *explore = m_window.findChild<ExploreView *>();
        if (!explore)
            fail(QStringLiteral("the window has no explore view"));
        m_window.openExploration(id);
        for (int waited = 0; explore->rateChart()->pointCount() == 0 && waited < 10000; waited += 100)
            settle(100);
        if (explore->rateChart()->pointCount() == 0)
            fail(QStringLiteral("exploration %1 did not open in the explore view").arg(id));
        for (int i = 0; i < m_tabs->count(); ++i)
            if (m_tabs->widget(i) == explore || m_tabs->widget(i)->isAncestorOf(explore))
                m_tabs->setCurrentIndex(i);
        settle(700);
    }

    void explore(const QString &theme)
    {
        settle(700);
        save(QStringLiteral("explore-%1").arg(theme));
    }

private:
    /// Opens an experiment the way a user does, from the history, and waits for the results view.
    bool open(qint64 id)
    {
        if (!m_history || !m_results || id <= 0)
            return false;
        Q_EMIT m_history->refreshRequested(); // the list as the store has it now
        settle(1000);
        m_history->selectExperiments({id});
        m_history->openCurrent();
        for (int waited = 0; m_results->experimentId() != id && waited < 10000; waited += 100)
            settle(100);
        settle(500);
        return m_results->experimentId() == id;
    }

    void save(const QString &name)
    {
        const QString path = m_out.filePath(name + QStringLiteral(".png"));
        // No alpha channel, strongest compression.
        if (!m_window.grab().toImage().convertToFormat(QImage::Format_RGB888).save(path, "PNG", 0))
            fail(QStringLiteral("cannot write %1").arg(path));
        QTextStream(stdout) << path << Qt::endl;
    }

    MainWindow &m_window;
    QDir m_out;
    QTabWidget *m_tabs;
    HistoryView *m_history;
    ResultsView *m_results;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tunebench"));
    QApplication::setApplicationName(QStringLiteral("tunebench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tunebench"));
    QApplication::setWindowIcon(QIcon(Resources::applicationIconPath()));
    const Request request = parseArguments(app);
    if (!QDir().mkpath(request.out.path()))
        fail(QStringLiteral("cannot create %1").arg(request.out.path()));
    addHosts(request.hosts);

    MainWindowOptions options;
    options.databasePath = request.database;
    if (!request.identity.isEmpty())
        options.connectOptions.identityFiles = {request.identity};
    options.connectOptions.knownHostsPath = request.knownHosts;
    options.connectOptions.sshConfigPath = QStringLiteral("none");
    options.connectOptions.batchMode = true;
    MainWindow window(options);
    window.resize(request.sizes.constFirst());
    window.show();
    settle(500);
    if (!request.experiment.isEmpty())
        runExperiment(window, request.experiment);

    Camera camera(window, request.out);
    const qint64 shown = request.open > 0 ? request.open : window.lastExperimentId();
    const QPalette light = QApplication::style()->standardPalette();
    // @p grab for every size and palette, with "1366x768-light" and so on.
    const auto everyLook = [&](const std::function<void(const QString &)> &grab) {
        for (const QSize &size : request.sizes) {
            window.resize(size);
            settle(300);
            const QString prefix = QStringLiteral("%1x%2-").arg(size.width()).arg(size.height());
            for (const auto &[theme, palette] : {std::pair{QStringLiteral("light"), light}, std::pair{QStringLiteral("dark"), darkPalette()}}) {
                QApplication::setPalette(palette);
                settle(300);
                grab(prefix + theme);
            }
        }
    };
    everyLook([&](const QString &look) {
        camera.tabs(shown, look);
        if (request.sweep > 0)
            camera.sweep(request.sweep, look);
    });
    if (request.exploration > 0) {
        camera.openExploration(request.exploration);
        everyLook([&](const QString &look) { camera.explore(look); });
    }
    return 0;
}
