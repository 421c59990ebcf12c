// SPDX-License-Identifier: GPL-3.0-or-later
// The per-CPU heatmap (issue 23): CPUs × time from the run sampler's per-CPU series, one panel
// per arm showing its latest run, the bound CPU outlined, other hosts' and metrics' series left out.
#include "charts/cpuheatmapchart.h"
#include "charts/replotscheduler.h"
#include "liveseries/liveseriesstore.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tunebench;

namespace {

/// Four CPUs sampled every 0.25 s for 2 s; @p hot is @p hotValue percent busy, the others 10.
void appendRun(LiveSeriesStore &store, const QString &run, const QString &arm, bool local, int hot, double hotValue,
               const char *what = "cpu_busy")
{
    for (int cpu = 0; cpu < 4; ++cpu) {
        QList<double> times;
        QList<double> values;
        for (int i = 1; i <= 8; ++i) {
            times << i * 0.25;
            values << (cpu == hot ? hotValue : 10.0);
        }
        store.append(LiveSeriesKey{run, arm, 0, LiveMetric::perCpu(what, local, cpu)}, times, values);
    }
}

} // namespace

class TestCpuHeatmapChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsEachArmsLatestRunPerCpuAndOutlinesTheBoundCpu()
    {
        LiveSeriesStore store;
        ReplotScheduler scheduler;
        CpuHeatmapChart chart(&store, &scheduler);
        chart.resize(900, 300);
        chart.setSource(QStringLiteral("cpu_busy"), false);
        chart.setArmOrder({QStringLiteral("GRO on"), QStringLiteral("GRO off")});
        appendRun(store, QStringLiteral("r1"), QStringLiteral("GRO off"), false, 2, 90);
        appendRun(store, QStringLiteral("r2"), QStringLiteral("GRO on"), false, 1, 60);
        // The client's CPUs and the server's softirq share are other charts' series.
        appendRun(store, QStringLiteral("r2"), QStringLiteral("GRO on"), true, 3, 99);
        appendRun(store, QStringLiteral("r2"), QStringLiteral("GRO on"), false, 0, 99, "cpu_softirq");
        store.flush();
        QTRY_COMPARE(chart.panelCount(), 2);
        QCOMPARE(chart.panelArms(), (QStringList{QStringLiteral("GRO on"), QStringLiteral("GRO off")}));
        QCOMPARE(chart.panelRun(0), QStringLiteral("r2"));
        QCOMPARE(chart.cpuCount(0), 4);
        QCOMPARE(chart.timeCells(0), 8);
        QCOMPARE(chart.valueAt(0, 0.3, 1), std::optional<double>(60));
        QCOMPARE(chart.valueAt(0, 0.3, 3), std::optional<double>(10));
        QCOMPARE(chart.valueAt(1, 1.9, 2), std::optional<double>(90));
        QCOMPARE(chart.valueAt(1, 1.9, 0), std::optional<double>(10));
        QVERIFY(!chart.valueAt(1, 2.5, 0)); // after the last sample: nothing drawn
        QVERIFY(!chart.marksBoundCpu(0));

        chart.setBoundCpu(2);
        QVERIFY(chart.marksBoundCpu(0) && chart.marksBoundCpu(1));
        chart.setBoundCpu(7); // a CPU the host does not have is not outlined
        QVERIFY(!chart.marksBoundCpu(0));
        chart.setBoundCpu(2);

        // The arm's next run takes its panel; the other arm keeps its run.
        appendRun(store, QStringLiteral("r3"), QStringLiteral("GRO off"), false, 0, 75);
        store.flush();
        QTRY_COMPARE(chart.panelRun(1), QStringLiteral("r3"));
        QCOMPARE(chart.valueAt(1, 0.3, 0), std::optional<double>(75));
        QCOMPARE(chart.valueAt(1, 0.3, 2), std::optional<double>(10));
        QCOMPARE(chart.panelRun(0), QStringLiteral("r2"));
        QVERIFY(chart.marksBoundCpu(1));

        // A chart made after the data binds what the store already holds.
        CpuHeatmapChart late(&store, &scheduler);
        late.setSource(QStringLiteral("cpu_softirq"), false);
        QCOMPARE(late.panelCount(), 1);
        QCOMPARE(late.valueAt(0, 1.0, 0), std::optional<double>(99));
    }

    void livePointsJoinTheMapAsTheyArrive()
    {
        LiveSeriesStore store;
        CpuHeatmapChart chart(&store, nullptr);
        chart.setSource(QStringLiteral("cpu_busy"), false);
        appendRun(store, QStringLiteral("r1"), QStringLiteral("A"), false, 1, 80); // 2 s
        store.flush();
        QTRY_COMPARE(chart.timeCells(0), 8);
        // The same run goes on: a few seconds more, then past the minute the map has room for.
        const auto more = [&store](double from, double to, double value) {
            for (int cpu = 0; cpu < 4; ++cpu) {
                QList<double> times;
                QList<double> values;
                for (double t = from; t <= to + 1e-9; t += 0.25) {
                    times << t;
                    values << (cpu == 3 ? value : 5.0);
                }
                store.append(LiveSeriesKey{QStringLiteral("r1"), QStringLiteral("A"), 0, LiveMetric::perCpu("cpu_busy", false, cpu)},
                             times, values);
            }
            store.flush();
        };
        more(2.25, 5.0, 55);
        QTRY_COMPARE(chart.timeCells(0), 20);
        QCOMPARE(chart.valueAt(0, 0.3, 1), std::optional<double>(80)); // kept
        QCOMPARE(chart.valueAt(0, 4.9, 3), std::optional<double>(55)); // added
        QCOMPARE(chart.valueAt(0, 4.9, 1), std::optional<double>(5));
        QVERIFY(!chart.valueAt(0, 5.1, 3));
        more(5.25, 90.0, 65);
        QTRY_COMPARE(chart.timeCells(0), 360);
        QCOMPARE(chart.valueAt(0, 0.3, 1), std::optional<double>(80));
        QCOMPARE(chart.valueAt(0, 4.9, 3), std::optional<double>(55));
        QCOMPARE(chart.valueAt(0, 89.9, 3), std::optional<double>(65));
        QCOMPARE(chart.cpuCount(0), 4);
    }

    void clearingTheStoreEmptiesTheChart()
    {
        LiveSeriesStore store;
        CpuHeatmapChart chart(&store, nullptr);
        chart.setSource(QStringLiteral("cpu_busy"), true);
        appendRun(store, QStringLiteral("r1"), QStringLiteral("A"), true, 0, 50);
        store.flush();
        QTRY_COMPARE(chart.panelCount(), 1);
        store.clear();
        QTRY_COMPARE(chart.panelCount(), 0);
    }
};

QTEST_MAIN(TestCpuHeatmapChart)
#include "tst_cpuheatmapchart.moc"
