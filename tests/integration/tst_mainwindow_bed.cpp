// SPDX-License-Identifier: GPL-3.0-or-later
// The real main window against the bed (issue 8): add both hosts through the host dialog, load
// a two-arm preset, make it two repetitions of 3 s, run it, see the live charts grow while it
// runs, and find the hosts restored at the end. While another Tunebench holds the server, the
// status line says who and the run waits.
#include "charts/cpuheatmapchart.h"
#include "charts/liveserieschart.h"
#include "clicapture.h"
#include "hosts/hostagent.h"
#include "mainwindow.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "text/highlightedtextview.h"
#include "transport/localrunner.h"
#include "views/experimenteditor.h"
#include "dialogs/hosteditdialog.h"
#include "views/hostsmodel.h"
#include "views/hostsview.h"
#include "views/hosttunablesview.h"
#include "views/keysupportmodel.h"
#include "views/hostinsight.h"
#include "views/liveview.h"
#include "views/resultsview.h"
#include <QTabWidget>
#include "workbench.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;
using Tunebench::Test::Captured;

class TestMainWindowBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;

    /// A main window on its own results file in the test's directory, reaching the bed hosts.
    MainWindowOptions bedOptions(const QString &databaseName) const
    {
        MainWindowOptions options;
        options.databasePath = m_dir.filePath(databaseName);
        options.connectOptions.knownHostsPath = m_bed.knownHostsPath();
        options.connectOptions.sshConfigPath = QStringLiteral("none");
        options.connectOptions.batchMode = true;
        return options;
    }

    void addHost(MainWindow &window, const QString &name, const QString &address)
    {
        HostsView *view = window.hostsView();
        view->addHost();
        auto *dialog = view->findChild<HostEditDialog *>();
        QVERIFY(dialog);
        dialog->findChild<QLineEdit *>(QStringLiteral("hostName"))->setText(name);
        dialog->findChild<QLineEdit *>(QStringLiteral("hostAddress"))->setText(address);
        dialog->findChild<QLineEdit *>(QStringLiteral("hostUser"))->setText(m_bed.sudoUser());
        dialog->findChild<QLineEdit *>(QStringLiteral("hostIdentity"))->setText(m_bed.keyPath());
        dialog->findChild<QLineEdit *>(QStringLiteral("hostInterface"))->setText(m_bed.interfaceName());
        QVERIFY2(dialog->problem().isEmpty(), qPrintable(dialog->problem()));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(window.hostsModel()->book().indexOf(name) >= 0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings().clear();
    }

    void runsAPresetLiveAndRestoresTheHosts()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString tsoClient = m_bed.featureState(m_bed.clientNamespace(), QStringLiteral("tcp-segmentation-offload"));
        const QString tsoServer = m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload"));
        QVERIFY(!tsoServer.isEmpty());

        const MainWindowOptions options = bedOptions(QStringLiteral("gui.sqlite"));
        MainWindow window(options);
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        addHost(window, QStringLiteral("bed-client"), m_bed.clientAddress());
        addHost(window, QStringLiteral("bed-server"), m_bed.serverAddress());
        // Adding a host probes it: the state turns connected and the probe names netperf.
        QTRY_VERIFY_WITH_TIMEOUT(window.hostsView()->hasProbeResult(QStringLiteral("bed-server")), 30000);
        QCOMPARE(window.hostsModel()->state(QStringLiteral("bed-server")), HostsModel::State::Connected);

        ExperimentEditor *editor = window.editor();
        QVERIFY(editor->loadPreset(QStringLiteral("bed-tso")).ok());
        auto *client = editor->findChild<QComboBox *>(QStringLiteral("clientHost"));
        auto *server = editor->findChild<QComboBox *>(QStringLiteral("serverHost"));
        client->setCurrentIndex(window.hostsModel()->book().indexOf(QStringLiteral("bed-client")));
        server->setCurrentIndex(window.hostsModel()->book().indexOf(QStringLiteral("bed-server")));
        editor->findChild<QSpinBox *>(QStringLiteral("repetitions"))->setValue(2);
        editor->findChild<QSpinBox *>(QStringLiteral("duration"))->setValue(3);
        editor->refresh();
        QVERIFY2(editor->problem().isEmpty(), qPrintable(editor->problem()));
        QCOMPARE(editor->spec().server.host, m_bed.sudoUser() + QLatin1Char('@') + m_bed.serverAddress());
        // The snapshot of the server arrives and shows TSO's current value next to the arms'.
        QTRY_VERIFY_WITH_TIMEOUT(editor->hasSnapshot(HostRole::Server), 30000);
        const QAbstractItemModel *arms = editor->armsTable()->model();
        bool shown = false;
        for (int row = 0; row < arms->rowCount(); ++row)
            if (arms->index(row, 0).data().toString() == QLatin1String("server: tso"))
                shown = arms->index(row, 1).data().toString() == tsoServer;
        QVERIFY(shown);
        QVERIFY(editor->commandPreview().contains(QLatin1String("netperf")));
        // The GUI and the CLI share one engine: `run --script --read-hosts` prints the same script.
        {
            QTemporaryDir files;
            const QString file = files.filePath(QStringLiteral("e.json"));
            QVERIFY(editor->spec().saveTo(file).ok());
            const Captured cli = runCliCaptured({QStringLiteral("run"), file, QStringLiteral("--script"), QStringLiteral("--read-hosts"),
                                                 QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"),
                                                 m_bed.knownHostsPath(), QStringLiteral("--ssh-config"), QStringLiteral("none"),
                                                 QStringLiteral("--batch")});
            QCOMPARE(cli.exitCode, 0);
            // Identical but for the snapshot times; compare the command lines.
            auto commands = [](const QString &script) {
                QStringList lines = script.split(QLatin1Char('\n'));
                lines.removeIf([](const QString &l) { return l.startsWith(QLatin1Char('#')); });
                return lines;
            };
            QCOMPARE(commands(cli.out), commands(editor->commandPreview()));
            QVERIFY(cli.out.contains(QLatin1String("ethtool -K")));
        }

        // Another Tunebench holds the server: the run waits, and the status line says who.
        LocalRunner serverNamespace({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
                                    QStringLiteral("bed-server"));
        HostAgent other(serverNamespace);
        HostAgent::AcquireOptions hold;
        hold.holder = LeaseHolder::current(QStringLiteral("tst_mainwindow_bed"), QStringLiteral("holding the server"));
        QVERIFY(other.acquire(hold).ok());
        QSignalSpy ended(&window, &MainWindow::experimentEnded);
        editor->findChild<QPushButton *>(QStringLiteral("runExperiment"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(window.statusBar()->currentMessage().contains(QLatin1String(" is in use by ")), 30000);
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.contains(QStringLiteral("(tst_mainwindow_bed, pid %1, since ").arg(QCoreApplication::applicationPid()))
                     && status.contains(QLatin1String("holding the server; waiting")),
                 qPrintable(status));
        QVERIFY(window.workbench()->isRunning());
        QCOMPARE(window.liveView()->rateChart()->pointCount(), 0); // nothing runs while it waits
        other.release();
        QTRY_VERIFY_WITH_TIMEOUT(window.workbench()->isRunning(), 30000);
        LiveSeriesChart *rate = window.liveView()->rateChart();
        // Mid-run: the charts' point counts grow while the experiment runs.
        QTRY_VERIFY_WITH_TIMEOUT(rate->pointCount() > 0, 30000);
        const qsizetype first = rate->pointCount();
        QTRY_VERIFY_WITH_TIMEOUT(rate->pointCount() > first + 3, 10000);
        QVERIFY(window.workbench()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(window.liveView()->serviceDemandChart()->pointCount() > 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(window.liveView()->interruptsChart()->pointCount() > 0, 10000);
        QCOMPARE(rate->panelCount(), 2); // the arms side by side
        // Both hosts' CPUs as heatmaps, from the run sampler's per-CPU series of the bed's hosts.
        window.liveView()->hostTabs()->setCurrentWidget(window.liveView()->cpuHeatmaps());
        CpuHeatmapChart *serverCpus = window.liveView()->cpuHeatmaps()->serverChart();
        QTRY_VERIFY_WITH_TIMEOUT(serverCpus->panelCount() >= 1 && serverCpus->timeCells(0) > 0, 10000);
        QCOMPARE(serverCpus->cpuCount(0), QThread::idealThreadCount()); // the namespaces share this machine's CPUs
        QVERIFY(window.liveView()->cpuHeatmaps()->clientChart()->panelCount() >= 1);
        bool sampled = false;
        for (double t = 0.05; t < 10 && !sampled; t += 0.05)
            sampled = serverCpus->valueAt(0, t, 0).has_value();
        QVERIFY(sampled);
        QVERIFY(!window.liveView()->log()->toPlainText().isEmpty());

        QVERIFY(ended.wait(120000));
        QVERIFY2(ended.at(0).at(1).toBool(), qPrintable(window.liveView()->log()->toPlainText().right(2000)));
        const qint64 id = ended.at(0).at(0).toLongLong();
        QVERIFY(id > 0);
        QCOMPARE(window.liveView()->progressValue(), 4);
        // The finished experiment opens in the results view.
        QTRY_COMPARE_WITH_TIMEOUT(window.tabs()->currentWidget(), static_cast<QWidget *>(window.resultsView()), 10000);

        // The hosts are as they were, and the journal holds nothing open.
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload")), tsoServer);
        QCOMPARE(m_bed.featureState(m_bed.clientNamespace(), QStringLiteral("tcp-segmentation-offload")), tsoClient);
        Database database(options.databasePath);
        QVERIFY(database.open().ok());
        ExperimentRepository experiments(database);
        QCOMPARE(experiments.experiment(id)->status, QStringLiteral("completed"));
        QCOMPARE(experiments.runs(id)->size(), 4);
        QVERIFY(TunablesJournalRepository(database).openJournals()->isEmpty());
    }

    void theHostsTunablesSayWhatTheBedsVethSupports()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        MainWindow window(bedOptions(QStringLiteral("tunables.sqlite")));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Added (and probed) here, or kept in the settings from the test before: probed again.
        if (window.hostsModel()->book().indexOf(QStringLiteral("bed-server")) < 0) {
            addHost(window, QStringLiteral("bed-server"), m_bed.serverAddress());
        } else {
            window.hostsView()->selectHost(QStringLiteral("bed-server"));
            window.hostsView()->probeSelected();
        }
        QTRY_VERIFY_WITH_TIMEOUT(window.hostsView()->hasProbeResult(QStringLiteral("bed-server")), 30000);

        // Looking at the tunables page reads the host's NIC over SSH, off the GUI thread.
        window.hostsView()->showTunables();
        HostTunablesView *tunables = window.hostsView()->tunablesView();
        QTRY_VERIFY_WITH_TIMEOUT(tunables->hasSnapshot(QStringLiteral("bed-server")), 30000);
        QCOMPARE(tunables->interfaceName(), m_bed.interfaceName());
        QVERIFY2(tunables->summary().contains(QLatin1String("driver veth")), qPrintable(tunables->summary()));
        // veth: no coalescing at all (the kernel's words), LRO fixed, TSO settable at its value now.
        QHash<QString, KeySupport> shown;
        for (const KeySupport &row : tunables->model()->rows())
            shown.insert(row.key, row);
        QCOMPARE(shown.value(QStringLiteral("coalesce.rx-usecs")).level, KeySupport::Level::Unsupported);
        QVERIFY(shown.value(QStringLiteral("coalesce.rx-usecs")).reason.contains(QLatin1String("Operation not supported")));
        QCOMPARE(shown.value(QStringLiteral("feature.large-receive-offload")).level, KeySupport::Level::Fixed);
        const KeySupport tso = shown.value(QStringLiteral("feature.tcp-segmentation-offload"));
        QCOMPARE(tso.level, KeySupport::Level::Writable);
        QCOMPARE(tso.value, m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload")));

        // The CLI's `tunables show --json` lists the same keys with the same support.
        const Captured cli = runCliCaptured({QStringLiteral("tunables"), QStringLiteral("show"),
                                             m_bed.sudoUser() + QLatin1Char('@') + m_bed.serverAddress(), QStringLiteral("--iface"),
                                             m_bed.interfaceName(), QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"),
                                             m_bed.knownHostsPath(), QStringLiteral("--ssh-config"), QStringLiteral("none"),
                                             QStringLiteral("--batch"), QStringLiteral("--json")});
        QCOMPARE(cli.exitCode, 0);
        QJsonArray support;
        for (const QString &line : cli.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object(); object.contains(QLatin1String("support")))
                support = object.value(QLatin1String("support")).toArray();
        QCOMPARE(support.size(), shown.size());
        for (const QJsonValue &value : std::as_const(support)) {
            const QJsonObject row = value.toObject();
            const QString key = row.value(QLatin1String("key")).toString();
            QVERIFY2(shown.contains(key), qPrintable(key));
            QCOMPARE(row.value(QLatin1String("support")).toString(), KeySupport::levelName(shown.value(key).level));
        }
    }
};

QTEST_MAIN(TestMainWindowBed)
#include "tst_mainwindow_bed.moc"
