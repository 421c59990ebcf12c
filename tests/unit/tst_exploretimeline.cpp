// SPDX-License-Identifier: GPL-3.0-or-later
// Segment statistics and comparisons of an exploration, on a synthetic time axis whose numbers can
// be worked out by hand: 1000 Trans/s before a change at 10 s, 1200 after, one CPU busy throughout.
#include "experiment/exploretimeline.h"

#include <QTest>

using namespace Tunebench;

namespace {

constexpr double kBusyPerInterval = 250000; // one CPU fully busy for 0.25 s, in µs

// Rates cycle through level - 10, level, level + 10 so that medians are exact and tests have spread.
double rateAt(int i, double level)
{
    return level + 10.0 * ((i % 3) - 1);
}

ExploreTimeline makeTimeline()
{
    ExploreTimeline timeline;
    timeline.setSettleSeconds(2.0);
    timeline.setRequestedInterval(0.25);
    // netperf run 0 from 0 to 15 s (its first interval 0.5 s long), run 1 from 15.25 to 20 s.
    timeline.addRate(ExploreRatePoint {0.5, 0.5, 1000, 0, true});
    int i = 0;
    for (double end = 0.75; end <= 15.0 + 1e-9; end += 0.25, ++i)
        timeline.addRate(ExploreRatePoint {end, 0.25, rateAt(i, end <= 10.0 ? 1000 : 1200), 0, false});
    timeline.addRate(ExploreRatePoint {15.75, 0.5, 1200, 1, true});
    for (double end = 16.0; end <= 20.0 + 1e-9; end += 0.25, ++i)
        timeline.addRate(ExploreRatePoint {end, 0.25, rateAt(i, 1200), 1, false});
    for (int k = 0; k < 80; ++k) {
        for (HostRole role : {HostRole::Client, HostRole::Server}) {
            const double start = k * 0.25;
            timeline.addTelemetry(ExploreTelemetryPoint {
                role, start, start + 0.25, 50, kBusyPerInterval, start < 10 ? 5000.0 : 7000.0, 8000, std::nullopt});
        }
    }
    ExploreSegment baseline {0, QStringLiteral("baseline"), 0, 0, std::nullopt, {}};
    timeline.addSegment(baseline);
    ExploreMarker marker;
    marker.seq = 1;
    marker.role = HostRole::Server;
    marker.label = QStringLiteral("server: tso off");
    marker.status = ExploreMarker::Status::Applied;
    marker.requestedAt = 9.9;
    marker.writeStarted = 10.0;
    marker.at = 10.3;
    marker.wrote = true;
    marker.segment = 1;
    marker.changes = {ExploreKeyChange {QStringLiteral("feature.tcp-segmentation-offload"), QStringLiteral("on"),
        QStringLiteral("off"), QStringLiteral("off"), true, {}}};
    timeline.addMarker(marker);
    ExploreConfiguration tsoOff;
    tsoOff.server.insert(QStringLiteral("feature.tcp-segmentation-offload"), QStringLiteral("off"));
    timeline.addSegment(ExploreSegment {1, marker.label, 1, marker.at, std::nullopt, tsoOff}, marker.writeStarted);
    return timeline;
}

} // namespace

class TestExploreTimeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void segmentEndsWhereTheNextChangeBeganWriting()
    {
        const ExploreTimeline timeline = makeTimeline();
        QCOMPARE(timeline.segments().size(), 2);
        QCOMPARE(*timeline.segments().at(0).end, 10.0);
        QCOMPARE(timeline.segments().at(1).start, 10.3);
        QVERIFY(!timeline.segments().at(1).end);
    }

    void statisticsLeaveOutSettlingAndEachRunsFirstInterval()
    {
        const ExploreTimeline timeline = makeTimeline();
        // Segment 1: intervals ending 2.25 .. 10.0 (the settling time ends at 2.0).
        const ExploreSegmentStats first = timeline.stats(0, 20);
        QCOMPARE(first.intervals, 32);
        QVERIFY(!first.open);
        QCOMPARE(first.rate->median, 1000.0);
        // Segment 2 starts at 10.3 and settles until 12.3: run 0 gives the intervals ending
        // 12.75 .. 15.0 (10), run 1 those ending 16.0 .. 20.0 (17); its first interval is left out.
        const ExploreSegmentStats second = timeline.stats(1, 20);
        QCOMPARE(second.intervals, 27);
        QVERIFY(second.open);
        QCOMPARE(second.end, 20.0);
        QCOMPARE(second.rate->median, 1200.0);
        QCOMPARE(second.configuration.server.value(QStringLiteral("feature.tcp-segmentation-offload")),
            QStringLiteral("off"));
    }

    void openSegmentGrowsWithNow()
    {
        const ExploreTimeline timeline = makeTimeline();
        QCOMPARE(timeline.stats(1, 14.0).intervals, 6); // ends 12.75 .. 14.0
        QCOMPARE(timeline.stats(1, 12.0).intervals, 0);
        QVERIFY(!timeline.stats(1, 12.0).rate);
    }

    void hostStatisticsUseOnlyIntervalsNetperfCovered()
    {
        const ExploreTimeline timeline = makeTimeline();
        const ExploreSegmentStats first = timeline.stats(0, 20);
        QCOMPARE(first.client.intervals, 32);
        QCOMPARE(*first.client.interrupts, 5000.0);
        QCOMPARE(*first.server.contextSwitches, 8000.0);
        QCOMPARE(*first.client.cpu, 50.0);
        // One CPU busy over ~1000 transactions a second: ~1000 µs per transaction.
        QVERIFY2(std::abs(*first.client.serviceDemand - 1000) < 10,
            qPrintable(QString::number(*first.client.serviceDemand)));
        const ExploreSegmentStats second = timeline.stats(1, 20);
        // 12.5 .. 20.0 is 30 intervals; the one from 15.0 to 15.25 falls between the two runs.
        QCOMPARE(second.server.intervals, 29);
        QCOMPARE(*second.server.interrupts, 7000.0);
        QVERIFY2(std::abs(*second.server.serviceDemand - 833.3) < 10,
            qPrintable(QString::number(*second.server.serviceDemand)));
    }

    void transactionsAndCoverageOverAGap()
    {
        const ExploreTimeline timeline = makeTimeline();
        const auto [transactions, covered] = timeline.transactionsAndCoverage(14.5, 15.75);
        QCOMPARE(covered, 1.0); // 14.5 .. 15.0 and 15.25 .. 15.75
        QVERIFY(transactions > 1100 && transactions < 1300);
        QVERIFY(!timeline.intervalServiceDemand(kBusyPerInterval, 15.0, 15.25));
        QVERIFY(timeline.intervalServiceDemand(kBusyPerInterval, 14.0, 14.25));
    }

    void aRolledBackWriteStillDisturbsItsSegment()
    {
        ExploreTimeline timeline = makeTimeline();
        ExploreMarker failed;
        failed.seq = 2;
        failed.status = ExploreMarker::Status::Failed;
        failed.writeStarted = 5.0;
        failed.at = 5.2;
        failed.wrote = true;
        timeline.addMarker(failed);
        // Intervals overlapping 5.0 .. 7.2 (settling after the write) are out: those ending 5.25 .. 7.25.
        QCOMPARE(timeline.stats(0, 20).intervals, 32 - 9);
    }

    void aChangeThatWroteNothingDisturbsNothing()
    {
        ExploreTimeline timeline = makeTimeline();
        ExploreMarker refused;
        refused.seq = 2;
        refused.status = ExploreMarker::Status::Failed;
        refused.writeStarted = refused.at = 5.0;
        timeline.addMarker(refused);
        QCOMPARE(timeline.stats(0, 20).intervals, 32);
    }

    void comparisonFindsTheChangeAndSaysItIsNoExperiment()
    {
        const ExploreTimeline timeline = makeTimeline();
        auto comparison = timeline.compare(0, 1, 20);
        QVERIFY2(comparison.ok(), comparison.ok() ? "" : qPrintable(comparison.error().message));
        QCOMPARE(comparison->a, 0);
        QCOMPARE(comparison->b, 1);
        QCOMPARE(comparison->metrics.constFirst().first, QStringLiteral("rate"));
        const Stats::SegmentComparison &rate = comparison->metrics.constFirst().second;
        QCOMPARE(rate.intervalsA, 32);
        QCOMPARE(rate.intervalsB, 27);
        QVERIFY(rate.comparison.significant);
        QVERIFY(std::abs(rate.comparison.difference.estimate - 0.2) < 0.01);
        QVERIFY(rate.sentence.contains(QLatin1String("not independent runs")));
        QVERIFY(comparison->caveat.contains(QLatin1String("not independent runs")));
        QVERIFY(comparison->caveat.contains(QLatin1String("p-values")));
        QStringList ids;
        for (const auto &metric : comparison->metrics)
            ids << metric.first;
        QCOMPARE(ids,
            (QStringList {QStringLiteral("rate"), QStringLiteral("service_demand.local"),
                QStringLiteral("service_demand.remote")}));
        const QJsonObject json = comparison->toJson();
        QCOMPARE(json.value(QLatin1String("a")).toInt(), 1); // numbered from 1 for people
        QVERIFY(json.value(QLatin1String("metrics")).toObject().contains(QLatin1String("rate")));
    }

    void comparisonRefusesTooFewIntervalsAndBadSegments()
    {
        const ExploreTimeline timeline = makeTimeline();
        auto early = timeline.compare(0, 1, 12.6);
        QVERIFY(!early.ok());
        QVERIFY(early.error().message.contains(QLatin1String("cannot be compared yet")));
        QVERIFY(!timeline.compare(0, 0, 20).ok());
        QVERIFY(!timeline.compare(0, 5, 20).ok());
    }

    void sideEffectsJoinTheirMarkerOnly()
    {
        ExploreTimeline timeline = makeTimeline();
        const int seq = timeline.markers().constFirst().seq;
        timeline.setMarkerSideEffects(seq, {QStringLiteral("feature.tx-tcp-segmentation: on -> off")});
        timeline.setMarkerSideEffects(seq + 100, {QStringLiteral("no such marker")});
        QCOMPARE(timeline.markers().constFirst().sideEffects, QStringList {"feature.tx-tcp-segmentation: on -> off"});
        for (const ExploreMarker &marker : timeline.markers().mid(1))
            QVERIFY(marker.sideEffects.isEmpty());
        QCOMPARE(timeline.markers().constFirst().toJson().value(QLatin1String("sideEffects")).toArray().size(), 1);
    }

    void markerAndStatsJsonNameTheirFields()
    {
        const ExploreTimeline timeline = makeTimeline();
        const QJsonObject marker = timeline.markers().constFirst().toJson();
        QCOMPARE(marker.value(QLatin1String("status")).toString(), QStringLiteral("applied"));
        QCOMPARE(marker.value(QLatin1String("segment")).toInt(), 2);
        QCOMPARE(marker.value(QLatin1String("changes")).toArray().at(0)[QLatin1String("verified")].toString(),
            QStringLiteral("off"));
        const QJsonObject stats = timeline.stats(0, 20).toJson();
        QCOMPARE(stats.value(QLatin1String("number")).toInt(), 1);
        QCOMPARE(stats.value(QLatin1String("rate")).toObject().value(QLatin1String("median")).toDouble(), 1000.0);
        QCOMPARE(ExploreMarker::statusFromName(QStringLiteral("partial")), ExploreMarker::Status::Partial);
        QVERIFY(!ExploreMarker::statusFromName(QStringLiteral("bogus")));
    }
};

QTEST_GUILESS_MAIN(TestExploreTimeline)
#include "tst_exploretimeline.moc"
