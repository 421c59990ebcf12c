// SPDX-License-Identifier: GPL-3.0-or-later
// Explore mode in the real main window on the bed (issue 11): a continuous run, a change from
// the quick entry shows as a marker on the live charts within one interim interval, a failing
// change is marked failed while the run goes on, segments get statistics and compare, the two
// segments become an A/B experiment in the editor, and stopping restores the hosts.
#include "charts/liveserieschart.h"
#include "liveseries/liveseriesstore.h"
#include "mainwindow.h"
#include "testbed.h"
#include "views/experimenteditor.h"
#include "views/exploreview.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "views/hostsmodel.h"
#include "charts/cpuheatmapchart.h"
#include "views/hostinsight.h"
#include "views/liveview.h"
#include "workbench.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

/// The time of the newest point of the exploration's rate series.
double lastRateTime(LiveSeriesStore *store)
{
    double last = -1;
    for (int id : store->seriesIds())
        if (store->key(id).metric == QLatin1String(LiveMetric::TransactionRate)) {
            const auto all = store->readAll(id);
            if (!all.keys.isEmpty())
                last = std::max(last, all.keys.constLast());
        }
    return last;
}

} // namespace

class TestExploreGuiBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings().clear();
    }

    void exploreChangesMarkersSegmentsAndRestore()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString tsoServer = m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload"));
        QVERIFY(!tsoServer.isEmpty());
        const QString flipped = tsoServer == QLatin1String("on") ? QStringLiteral("off") : QStringLiteral("on");

        MainWindowOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("explore.sqlite"));
        options.connectOptions.knownHostsPath = m_bed.knownHostsPath();
        options.connectOptions.identityFiles = {m_bed.keyPath()};
        options.connectOptions.sshConfigPath = QStringLiteral("none");
        options.connectOptions.batchMode = true;
        MainWindow window(options);
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ExploreView *explore = window.exploreView();
        window.tabs()->setCurrentWidget(explore);

        const QString user = m_bed.sudoUser() + QLatin1Char('@');
        explore->findChild<QComboBox *>(QStringLiteral("exploreClient"))->setEditText(user + m_bed.clientAddress());
        explore->findChild<QComboBox *>(QStringLiteral("exploreServer"))->setEditText(user + m_bed.serverAddress());
        explore->findChild<QLineEdit *>(QStringLiteral("exploreClientInterface"))->setText(m_bed.interfaceName());
        explore->findChild<QLineEdit *>(QStringLiteral("exploreServerInterface"))->setText(m_bed.interfaceName());
        explore->findChild<QLineEdit *>(QStringLiteral("exploreDataAddress"))->setText(m_bed.serverAddress());
        QVERIFY2(explore->problem().isEmpty(), qPrintable(explore->problem()));

        QSignalSpy ended(&window, &MainWindow::explorationEnded);
        QStringList messages;
        connect(window.workbench(), &Workbench::message, this, [&messages](const QString &m) { messages << m; });
        connect(window.workbench(), &Workbench::exploreFailed, this,
                [&messages](const QString &r, const QString &m) { messages << r + QStringLiteral(": ") + m; });
        auto dump = qScopeGuard([&messages] {
            if (QTest::currentTestFailed())
                qWarning().noquote() << messages.join(QLatin1Char('\n'));
        });
        QElapsedTimer clock;
        clock.start();
        explore->findChild<QPushButton *>(QStringLiteral("startExploration"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(window.workbench()->isExploring(), 30000);
        // The quick panel fills from the session's snapshot; samples stream in.
        QTRY_VERIFY_WITH_TIMEOUT(explore->quickPanel(HostRole::Server)->rowCount() > 0, 30000);
        // Long enough for the baseline segment to settle (2 s) and gather intervals.
        QTRY_VERIFY_WITH_TIMEOUT(explore->rateChart()->pointCount() > 24, 40000);

        qInfo("%.1f s: running", clock.elapsed() / 1000.0);
        // A change typed into the quick entry: a marker on every chart, within one interval.
        const double interval = explore->spec().test.interimInterval.value_or(0.25);
        QLineEdit *line = explore->findChild<QLineEdit *>(QStringLiteral("exploreChangeLine"));
        QSignalSpy markers(window.workbench(), &Workbench::exploreMarker);
        // The newest sample when the marker reaches the window (the charts draw it from this signal),
        // rather than after QTRY's polling and a replot on a busy CI host.
        double rateTimeWhenShown = 0;
        const QMetaObject::Connection shown = connect(window.workbench(), &Workbench::exploreMarker, this,
            [&] { rateTimeWhenShown = rateTimeWhenShown > 0 ? rateTimeWhenShown : lastRateTime(window.liveStore()); });
        line->setText(QStringLiteral("server tso=%1").arg(flipped));
        explore->findChild<QPushButton *>(QStringLiteral("exploreApply"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(explore->rateChart()->markerTimes().size() == 1, 20000);
        disconnect(shown);
        QCOMPARE(markers.size(), 1);
        const auto marker = markers.at(0).at(0).value<ExploreMarker>();
        QCOMPARE(marker.status, ExploreMarker::Status::Applied);
        qInfo("marker at %.3f s, newest interim sample when it showed: %.3f s (interval %.2f s)", marker.at, rateTimeWhenShown,
              interval);
        // Within one interval of the change (the session sends the marker before it reads the host
        // again for side effects, which on a loaded host takes longer than an interval).
        QVERIFY2(rateTimeWhenShown <= marker.at + interval + 0.05,
                 qPrintable(QStringLiteral("%1 > %2").arg(rateTimeWhenShown).arg(marker.at + interval + 0.05)));
        for (LiveSeriesChart *chart : explore->charts())
            QCOMPARE(chart->markerTimes().size(), 1);
        // The TCP segmentation sub-features TSO takes along join the marker once the host is read again.
        QTRY_VERIFY_WITH_TIMEOUT(explore->markersList()->item(0)->toolTip().contains(QLatin1String("also changed: feature.tx-tcp")), 20000);
        QVERIFY(explore->markersList()->item(0)->text().contains(QLatin1String("other setting")));
        QTRY_COMPARE_WITH_TIMEOUT(m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload")), flipped, 30000);

        // Coalescing on a veth fails: marked failed, and the run goes on.
        line->setText(QStringLiteral("server adaptive-rx=off"));
        explore->findChild<QPushButton *>(QStringLiteral("exploreApply"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(markers.size() == 2, 20000);
        QCOMPARE(markers.at(1).at(0).value<ExploreMarker>().status, ExploreMarker::Status::Failed);
        QTRY_COMPARE_WITH_TIMEOUT(explore->rateChart()->markerTimes().size(), 2, 30000);
        QVERIFY(explore->markersList()->item(explore->markersList()->count() - 1)->text().contains(QLatin1String("failed")));
        const qsizetype before = explore->rateChart()->pointCount();
        QTRY_VERIFY_WITH_TIMEOUT(explore->rateChart()->pointCount() > before + 16, 20000);

        qInfo("%.1f s: both changes made", clock.elapsed() / 1000.0);
        // Two segments (baseline, tso flipped) with statistics; compare them; make an experiment.
        QTRY_VERIFY_WITH_TIMEOUT(explore->segmentsTable()->rowCount() == 2 && explore->segmentsTable()->item(1, 2)
                                     && explore->segmentsTable()->item(1, 2)->text() != QLatin1String("–"),
                                 20000);
        explore->segmentsTable()->setSelectionMode(QAbstractItemView::MultiSelection);
        explore->segmentsTable()->selectRow(0);
        explore->segmentsTable()->selectRow(1);
        explore->findChild<QPushButton *>(QStringLiteral("exploreCompare"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!explore->comparisonText().isEmpty(), 10000);
        QVERIFY(explore->comparisonText().contains(QLatin1String("independent")));
        explore->findChild<QPushButton *>(QStringLiteral("exploreMakeExperiment"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(window.tabs()->currentWidget(), static_cast<QWidget *>(window.editor()), 10000);
        QCOMPARE(window.editor()->spec().arms.size(), 2);
        QVERIFY2(window.editor()->problem().isEmpty(), qPrintable(window.editor()->problem()));

        qInfo("%.1f s: compared, experiment made", clock.elapsed() / 1000.0);
        // Stop: netperf ends, the hosts are restored.
        window.tabs()->setCurrentWidget(explore);
        explore->findChild<QPushButton *>(QStringLiteral("stopExploration"))->click();
        QVERIFY(ended.wait(60000));
        qInfo("%.1f s: stopped and restored", clock.elapsed() / 1000.0);
        QCOMPARE(ended.at(0).at(1).toString(), QStringLiteral("completed"));
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("tcp-segmentation-offload")), tsoServer);

        // Afterwards its segments still compare, from the store now.
        QSignalSpy comparisons(window.workbench(), &Workbench::exploreComparison);
        explore->findChild<QPushButton *>(QStringLiteral("exploreCompare"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(comparisons.size(), 1, 10000);
        QCOMPARE(comparisons.at(0).at(0).value<ExploreComparison>().b, 1);

        // The history lists it, and opens it in the explore view with its markers and segments.
        const qint64 id = ended.at(0).at(0).toLongLong();
        window.refreshHistory();
        QTRY_VERIFY_WITH_TIMEOUT(window.historyView()->model()->entry(id) != nullptr, 10000);
        int row = 0;
        while (window.historyView()->model()->entries().at(row).id != id)
            ++row;
        QVERIFY(window.historyView()->model()->index(row, HistoryModel::VerdictColumn).data().toString().contains(
            QLatin1String("exploration")));
        window.tabs()->setCurrentWidget(window.historyView());
        QSignalSpy cleared(window.liveStore(), &LiveSeriesStore::cleared);
        window.openStored(id);
        QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget *>(explore));
        QTRY_COMPARE_WITH_TIMEOUT(cleared.size(), 1, 10000);
        QVERIFY2(explore->findChild<QLabel *>(QStringLiteral("exploreProblem"))->text().contains(QLatin1String("Stored exploration")),
                 qPrintable(explore->findChild<QLabel *>(QStringLiteral("exploreProblem"))->text()));
        QCOMPARE(explore->segmentsTable()->rowCount(), 2);
        QVERIFY(explore->segmentsTable()->item(1, 2)->text() != QLatin1String("–"));
        QCOMPARE(explore->rateChart()->markerTimes().size(), 2);
        QVERIFY(qAbs(explore->rateChart()->markerTimes().at(0) - marker.at) < 1e-3);
        QTRY_VERIFY_WITH_TIMEOUT(explore->rateChart()->pointCount() > 40, 30000);
        for (LiveSeriesChart *chart : explore->charts())
            QTRY_VERIFY_WITH_TIMEOUT(chart->pointCount() > 0, 30000);
        // The server's CPUs as a heatmap of the exploration (one panel: it has no arms).
        QTRY_VERIFY_WITH_TIMEOUT(explore->cpuHeatmaps()->serverChart()->panelCount() == 1
                                     && explore->cpuHeatmaps()->serverChart()->timeCells(0) > 0, 30000);
        // The live view does not draw an exploration's series.
        for (LiveSeriesChart *chart : window.liveView()->charts())
            QCOMPARE(chart->pointCount(), 0);
        QCOMPARE(window.liveView()->cpuHeatmaps()->serverChart()->panelCount(), 0);
        explore->segmentsTable()->selectRow(0);
        explore->segmentsTable()->selectRow(1);
        explore->findChild<QPushButton *>(QStringLiteral("exploreMakeExperiment"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(window.tabs()->currentWidget(), static_cast<QWidget *>(window.editor()), 10000);
        QCOMPARE(window.editor()->spec().arms.size(), 2);
        QVERIFY2(window.editor()->problem().isEmpty(), qPrintable(window.editor()->problem()));
    }
};

QTEST_MAIN(TestExploreGuiBed)
#include "tst_explore_gui_bed.moc"
