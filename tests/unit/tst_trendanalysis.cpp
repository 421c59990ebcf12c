// SPDX-License-Identifier: GPL-3.0-or-later
// Trends across the stored history (issue 28): the arm medians of one test between one host pair,
// their change points, and what the host snapshots say changed at each.
#include "experiment/experimentdetails.h"
#include "experiment/trendanalysis.h"
#include "trendfixture.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

constexpr int historyLength = 40;
constexpr int stepAt = 25; // the first experiment on the new kernel
const QString oldKernel = QStringLiteral("6.1.0-18-amd64");
const QString newKernel = QStringLiteral("6.1.0-21-amd64");

} // namespace

class TestTrendAnalysis : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    QList<qint64> m_stepIds; // the stepped history, oldest first
    const QString m_client = QStringLiteral("tbsudo@198.18.0.1");
    const QString m_server = QStringLiteral("tbsudo@198.18.0.2");
    const QString m_flatServer = QStringLiteral("tbsudo@198.18.0.3");

private Q_SLOTS:
    void initTestCase()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("trend.sqlite")));
        QVERIFY(m_database->open().ok());
        QElapsedTimer timer;
        timer.start();
        QList<double> stepped = noisyMedians(28, historyLength);
        QStringList kernels;
        for (int i = 0; i < historyLength; ++i) {
            if (i >= stepAt)
                stepped[i] *= 0.92;
            kernels << (i < stepAt ? oldKernel : newKernel);
        }
        const QDateTime start = QDateTime(QDate(2026, 9, 1), QTime(2, 0), Qt::UTC);
        m_stepIds = recordHistory(*m_database, stepped, m_client, m_server, kernels, start);
        QCOMPARE(m_stepIds.size(), historyLength);
        // A flat history to another server, newer: the default pair.
        QCOMPARE(recordHistory(*m_database, noisyMedians(4711, historyLength), m_client, m_flatServer,
                     QStringList(historyLength, oldKernel), start.addDays(historyLength))
                     .size(),
            historyLength);
        qInfo("stored %d experiments in %lld ms", 2 * historyLength, timer.elapsed());
    }

    void findsTheStepAtTheKernelChangeAndNamesIt()
    {
        TrendQuery query;
        query.clientHost = m_client;
        query.serverHost = m_server;
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY2(series.ok(), series.ok() ? "" : qPrintable(series.error().toString()));
        QCOMPARE(series->points.size(), 2 * historyLength); // both arms of every experiment
        const QList<TrendPoint> tested = series->tested();
        QCOMPARE(tested.size(), historyLength);
        for (qsizetype i = 0; i < tested.size(); ++i) {
            QCOMPARE(tested.at(i).experimentId, m_stepIds.at(i));
            QCOMPARE(tested.at(i).arm, QStringLiteral("A"));
            QCOMPARE(tested.at(i).runs, 7);
            QVERIFY(tested.at(i).ciLow < tested.at(i).median && tested.at(i).median < tested.at(i).ciHigh);
        }
        QCOMPARE(series->changes.size(), 1);
        const TrendChange &change = series->changes.first();
        QCOMPARE(change.seriesIndex, stepAt);
        QCOMPARE(change.experimentBefore, m_stepIds.at(stepAt - 1));
        QCOMPARE(change.experimentAfter, m_stepIds.at(stepAt));
        QCOMPARE(change.at, tested.at(stepAt).at);
        QVERIFY2(std::abs(change.relativeChange + 0.08) < 0.01, qPrintable(QString::number(change.relativeChange)));
        QVERIFY(change.p <= 0.01);
        QVERIFY(change.snapshotsCompared);
        // The client did not change; the server's kernel did, and nothing else.
        QCOMPARE(change.snapshotChanges.size(), 1);
        QCOMPARE(change.describeSnapshots(), QStringLiteral("server kernel %1 → %2").arg(oldKernel, newKernel));
        QVERIFY(series->notes.isEmpty());
    }

    void mediansAreThoseOfTheResultsView()
    {
        TrendQuery query;
        query.clientHost = m_client;
        query.serverHost = m_server;
        query.metric = QStringLiteral("service_demand.local");
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY(series.ok());
        auto details = ExperimentDetailsLoader::load(*m_database, m_stepIds.at(3));
        QVERIFY(details.ok());
        const Stats::ArmSummary expected
            = details->points.at(0).arms.at(1).summaries.value(QStringLiteral("service_demand.local"));
        const auto point = std::find_if(series->points.cbegin(), series->points.cend(),
            [&](const TrendPoint &p) { return p.experimentId == m_stepIds.at(3) && p.arm == QLatin1String("B"); });
        QVERIFY(point != series->points.cend());
        QCOMPARE(point->median, expected.median);
        QCOMPARE(point->ciLow, expected.medianCi.low);
        QCOMPARE(point->ciHigh, expected.medianCi.high);
        QVERIFY(!point->tested);
        // Service demand rises as the rate falls: the same step, upwards.
        QCOMPARE(series->changes.size(), 1);
        QVERIFY(series->changes.first().relativeChange > 0.07);
    }

    void theChosenArmIsTested()
    {
        TrendQuery query;
        query.clientHost = m_client;
        query.serverHost = m_server;
        query.arm = QStringLiteral("B");
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY(series.ok());
        const QList<TrendPoint> tested = series->tested();
        QCOMPARE(tested.size(), historyLength);
        QVERIFY(std::all_of(
            tested.cbegin(), tested.cend(), [](const TrendPoint &p) { return p.arm == QLatin1String("B"); }));
        QCOMPARE(series->changes.size(), 1);
        QCOMPARE(series->changes.first().seriesIndex, stepAt);

        query.arm = QStringLiteral("C");
        series = TrendAnalysis::load(*m_database, query);
        QVERIFY(series.ok());
        QVERIFY(series->tested().isEmpty());
        QVERIFY(series->changes.isEmpty());
        QCOMPARE(series->notes.size(), historyLength);
        QVERIFY(series->notes.first().contains(QStringLiteral("no arm 'C'")));
    }

    void flatHistoryOfTheNewestPairHasNoChange()
    {
        auto series = TrendAnalysis::load(*m_database, TrendQuery {});
        QVERIFY(series.ok());
        QCOMPARE(series->query.clientHost, m_client);
        QCOMPARE(series->query.serverHost, m_flatServer);
        QCOMPARE(series->tested().size(), historyLength);
        QVERIFY(series->changes.isEmpty());
        // Without a test named, the test of the pair's newest experiment (the history view asks so).
        TrendQuery anyTest;
        anyTest.testType.clear();
        anyTest.clientHost = m_client;
        anyTest.serverHost = m_server;
        series = TrendAnalysis::load(*m_database, anyTest);
        QVERIFY(series.ok());
        QCOMPARE(series->query.testType, QStringLiteral("TCP_RR"));
        QCOMPARE(series->changes.size(), 1);
    }

    void flatHistoriesRarelyShowAChange()
    {
        // The medians of a flat history are exchangeable, so the first split's permutation p is
        // uniform on {1, ..., 200} / 200 and p <= 0.01 has probability at most 1 % (later splits
        // are only tested after a first one). Over 200 histories the count of false alarms is at
        // most Binomial(200, 0.01): mean 2, and 8 or more with probability about 0.1 %.
        constexpr int histories = 200;
        int alarms = 0;
        for (int h = 0; h < histories; ++h) {
            TrendSeries series;
            const QList<double> medians = noisyMedians(1000 + h, historyLength);
            for (qsizetype i = 0; i < medians.size(); ++i) {
                TrendPoint point;
                point.experimentId = i + 1;
                point.tested = true;
                point.median = medians.at(i);
                series.points << point;
            }
            TrendAnalysis::findChanges(series);
            alarms += !series.changes.isEmpty();
        }
        qInfo("false alarms: %d of %d flat histories of %d experiments with 1.5 %% noise (%.1f %%)", alarms, histories,
            historyLength, 100.0 * alarms / histories);
        QVERIFY(alarms <= 7);
    }

    void missingMetricNamesTheMeasuredOnes()
    {
        TrendQuery query;
        query.metric = QStringLiteral("latency.p99");
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY(!series.ok());
        QCOMPARE(series.error().code, ErrorCode::NotFound);
        QVERIFY2(series.error().message.contains(QStringLiteral("'latency.p99'"))
                && series.error().message.contains(QStringLiteral("rate, final_rate")),
            qPrintable(series.error().message));
    }

    void otherTestsHaveNoHistory()
    {
        TrendQuery query;
        query.testType = QStringLiteral("TCP_STREAM");
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY(!series.ok());
        QCOMPARE(series.error().code, ErrorCode::NotFound);
        QVERIFY(series.error().message.contains(QStringLiteral("TCP_STREAM")));
    }

    void describesEveryKindOfChange()
    {
        TrendChange change;
        change.snapshotChanges = {{QStringLiteral("client"), QStringLiteral("info.driver"), QStringLiteral("ixgbe 5.1"),
                                      QStringLiteral("ixgbe 5.3")},
            {QStringLiteral("server"), QStringLiteral("info.firmware"), QStringLiteral("1.2"), QStringLiteral("1.4")},
            {QStringLiteral("server"), QStringLiteral("coalesce.rx-usecs"), QStringLiteral("50"), QStringLiteral("0")}};
        QCOMPARE(change.describeSnapshots(),
            QStringLiteral(
                "client driver ixgbe 5.1 → ixgbe 5.3; server firmware 1.2 → 1.4; server coalesce.rx-usecs 50 → 0"));
    }
};

QTEST_GUILESS_MAIN(TestTrendAnalysis)
#include "tst_trendanalysis.moc"
