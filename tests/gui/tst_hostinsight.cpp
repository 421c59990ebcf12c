// SPDX-License-Identifier: GPL-3.0-or-later
// The live view's CPUs and NIC counters tabs (issue 23): both hosts' per-CPU heatmaps from the
// run sampler's series with the bound CPUs outlined, and a NIC counter picker that lists the
// counters that moved and draws the chosen one for client and server, arms side by side.
#include "charts/cpuheatmapchart.h"
#include "charts/liveserieschart.h"
#include "charts/replotscheduler.h"
#include "liveseries/liveseriesstore.h"
#include "views/hostinsight.h"
#include "views/liveview.h"

#include <QComboBox>
#include <QTabWidget>
#include <QTest>

using namespace Tunebench;

namespace {

void appendCpus(LiveSeriesStore &store, const QString &run, const QString &arm, bool local, int cpus)
{
    for (int cpu = 0; cpu < cpus; ++cpu)
        store.append(LiveSeriesKey{run, arm, 0, LiveMetric::perCpu("cpu_busy", local, cpu)}, {0.25, 0.5}, {20.0 + cpu, 30.0 + cpu});
}

} // namespace

class TestHostInsight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theLiveViewShowsBothHostsCpusAndTheBoundOnes()
    {
        LiveSeriesStore store;
        ReplotScheduler scheduler;
        LiveView view(&store, &scheduler);
        view.resize(1366, 768);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.startExperiment(QStringLiteral("busy poll"), {QStringLiteral("off"), QStringLiteral("on")}, 4);
        view.setBoundCpus(1, 3);
        appendCpus(store, QStringLiteral("r1"), QStringLiteral("on"), true, 2);
        appendCpus(store, QStringLiteral("r1"), QStringLiteral("on"), false, 4);
        appendCpus(store, QStringLiteral("r2"), QStringLiteral("off"), false, 4);
        // An exploration's series belong to the explore view.
        appendCpus(store, QStringLiteral("x1"), QLatin1String(ExplorationLiveArm), false, 8);
        store.flush();
        view.hostTabs()->setCurrentWidget(view.cpuHeatmaps());
        CpuHeatmapChart *server = view.cpuHeatmaps()->serverChart();
        CpuHeatmapChart *client = view.cpuHeatmaps()->clientChart();
        QTRY_COMPARE(server->panelCount(), 2);
        QCOMPARE(server->panelArms(), (QStringList{QStringLiteral("off"), QStringLiteral("on")}));
        QCOMPARE(server->cpuCount(0), 4);
        QCOMPARE(server->valueAt(1, 0.4, 2), std::optional<double>(32));
        QVERIFY(server->marksBoundCpu(0));
        QCOMPARE(client->panelCount(), 1);
        QCOMPARE(client->valueAt(0, 0.1, 1), std::optional<double>(21));
        QVERIFY(client->marksBoundCpu(0));
        QVERIFY(server->width() >= 240);

        // Softirq share instead of busy: nothing was sampled of it here, so no panels.
        view.cpuHeatmaps()->findChild<QComboBox *>(QStringLiteral("cpuHeatmapMetric"))->setCurrentIndex(1);
        QCOMPARE(view.cpuHeatmaps()->metric(), QStringLiteral("cpu_softirq"));
        QCOMPARE(server->panelCount(), 0);
    }

    void theNicCounterPickerListsWhatMovedAndDrawsTheChosenOne()
    {
        LiveSeriesStore store;
        ReplotScheduler scheduler;
        LiveView view(&store, &scheduler);
        view.resize(1366, 768);
        view.show();
        view.startExperiment(QStringLiteral("gro"), {QStringLiteral("A"), QStringLiteral("B")}, 2);
        NicCountersPanel *nic = view.nicCounters();
        QVERIFY(nic->counters().isEmpty());
        store.append(LiveSeriesKey{QStringLiteral("r1"), QStringLiteral("A"), 0, LiveMetric::nicCounter(false, QStringLiteral("rx_packets"))},
                     {0.25, 0.5}, {1000, 1100});
        store.append(LiveSeriesKey{QStringLiteral("r1"), QStringLiteral("A"), 0, LiveMetric::nicCounter(true, QStringLiteral("tx_packets"))},
                     {0.25, 0.5}, {1000, 1100});
        store.append(LiveSeriesKey{QStringLiteral("r2"), QStringLiteral("B"), 0, LiveMetric::nicCounter(false, QStringLiteral("rx_missed_errors"))},
                     {0.25, 0.5}, {3, 4});
        store.flush();
        QTRY_COMPARE(nic->counters(), (QStringList{QStringLiteral("rx_missed_errors"), QStringLiteral("rx_packets"),
                                                   QStringLiteral("tx_packets")}));
        // The first counter that arrived stays shown while others join the list.
        QCOMPARE(nic->shownCounter(), QStringLiteral("rx_packets"));
        QCOMPARE(nic->chart()->metrics(), (QStringList{LiveMetric::nicCounter(true, QStringLiteral("rx_packets")),
                                                       LiveMetric::nicCounter(false, QStringLiteral("rx_packets"))}));
        QTRY_COMPARE(nic->chart()->pointCount(), 2);
        nic->findChild<QComboBox *>(QStringLiteral("nicCounterPicker"))->setCurrentIndex(0);
        QCOMPARE(nic->shownCounter(), QStringLiteral("rx_missed_errors"));
        QTRY_COMPARE(nic->chart()->graphCount(), 1); // the server's, of arm B
        QCOMPARE(nic->chart()->pointCount(), 2);
        QVERIFY(nic->chart()->graphStyle(QStringLiteral("r2"), LiveMetric::nicCounter(false, QStringLiteral("rx_missed_errors"))));
        QVERIFY(view.charts().contains(nic->chart())); // overlay and markers apply to it too
    }
};

QTEST_MAIN(TestHostInsight)
#include "tst_hostinsight.moc"
