// SPDX-License-Identifier: GPL-3.0-or-later
// Published reference values: each test names where its numbers come from.
#include "stats/armsummary.h"
#include "stats/descriptive.h"
#include "stats/power.h"
#include "stats/ranktests.h"
#include "stats/trendtests.h"
#include "stats/welch.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Tunebench::Stats;

namespace {
QList<double> range(int from, int to)
{
    QList<double> values;
    for (int i = from; i <= to; ++i)
        values.append(i);
    return values;
}

bool near(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= tolerance;
}
} // namespace

#define QCOMPARE_NEAR(actual, expected, tolerance)                                                                     \
    QVERIFY2(near((actual), (expected), (tolerance)),                                                                  \
        qPrintable(QStringLiteral("%1 = %2, expected %3").arg(#actual).arg((actual), 0, 'g', 12).arg(expected)))

class TestStatsReference : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mannWhitneyExactMatchesScipyExample()
    {
        // SciPy's scipy.stats.mannwhitneyu documentation, after Dixon's diabetes example:
        // males = [19, 22, 16, 29, 24], females = [20, 11, 17, 12]; method="exact" gives
        // U1 = 17.0 and p = 0.1111111111111111.
        const MannWhitneyResult r = RankTests::mannWhitney({19, 22, 16, 29, 24}, {20, 11, 17, 12});
        QVERIFY(r.exact);
        QCOMPARE(r.uA, 17.0);
        QCOMPARE(r.uB, 3.0);
        QCOMPARE_NEAR(r.p, 0.1111111111111111, 1e-15);
    }

    void mannWhitneyExactMatchesRWilcoxTestExample()
    {
        // R's ?wilcox.test, Hollander & Wolfe (1973) p. 69: permeability constants;
        // wilcox.test(x, y, alternative = "g") gives W = 35, p-value = 0.1272 (one-sided),
        // so the two-sided p is twice that.
        const QList<double> x {0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46};
        const QList<double> y {1.15, 0.88, 0.90, 0.74, 1.21};
        const MannWhitneyResult r = RankTests::mannWhitney(x, y);
        QVERIFY(r.exact);
        QCOMPARE(r.uA, 35.0);
        QCOMPARE_NEAR(r.p / 2.0, 0.1272, 0.00005);
    }

    void mannWhitneyTieCorrectionMatchesR_data()
    {
        QTest::addColumn<QList<double>>("x");
        QTest::addColumn<QList<double>>("y");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("tolerance");
        // R's wilcox.test with ties (normal approximation, continuity correction), as printed on
        // endmemo.com/r/wilcoxon.php: W = 51.5, p-value = 0.5966 and W = 0, p-value = 0.001364.
        const QList<double> x {1, 5, 9, 24, 56, 21, 3, 7, 21, 4};
        QTest::newRow("R endmemo 1") << x << QList<double> {12, 15, 5, 9, 9, 14, 56, 22, 3, 7, 32, 5} << 51.5 << 0.5966
                                     << 0.00005;
        QTest::newRow("R endmemo 2") << x << QList<double> {1233, 4356, 987, 39999, 1111, 200000} << 0.0 << 0.001364
                                     << 0.0000005;
        // DolphinDB's mannWhitneyUTest documentation: X = 5 1 4 3 5, Y = 2 4 7 -1 0 4, two-sided
        // p = 0.518023 with continuity correction (it prints U = 11 = m n - W).
        QTest::newRow("DolphinDB") << QList<double> {5, 1, 4, 3, 5} << QList<double> {2, 4, 7, -1, 0, 4} << 19.0
                                   << 0.518023 << 0.000001;
    }
    void mannWhitneyTieCorrectionMatchesR()
    {
        QFETCH(QList<double>, x);
        QFETCH(QList<double>, y);
        QFETCH(double, w);
        QFETCH(double, p);
        QFETCH(double, tolerance);
        const MannWhitneyResult r = RankTests::mannWhitney(x, y);
        QVERIFY(r.ties);
        QVERIFY(!r.exact);
        QCOMPARE(r.uA, w);
        QCOMPARE_NEAR(r.p, p, tolerance);
    }

    void exactNullDistributionMatchesCounting()
    {
        // With 4 + 4 values there are C(8, 4) = 70 equally likely arrangements; U = 0 and U = 1
        // each arise once, U = 2 twice (Mann & Whitney 1947, table I).
        QCOMPARE_NEAR(RankTests::exactCdf(4, 4, 0), 1.0 / 70.0, 1e-15);
        QCOMPARE_NEAR(RankTests::exactCdf(4, 4, 2), 4.0 / 70.0, 1e-15);
        QCOMPARE(RankTests::exactCdf(4, 4, 16), 1.0);
        QCOMPARE_NEAR(RankTests::smallestTwoSidedP(4, 4), 2.0 / 70.0, 1e-15);
        QCOMPARE_NEAR(RankTests::smallestTwoSidedP(3, 3), 0.1, 1e-15);
    }

    void rankTestNeedsFourRunsPerArmAtFivePercent()
    {
        // benchstat: "need >= 4 samples to detect a difference at alpha level 0.05".
        QCOMPARE(RankTests::minimumRunsPerArm(0.05), 4);
        QCOMPARE(RankTests::minimumRunsPerArm(0.01), 5);
    }

    void welchMatchesRSleepExample()
    {
        // R: t.test(extra ~ group, data = sleep) prints "Welch Two Sample t-test, t = -1.8608,
        // df = 17.776, p-value = 0.07939, 95 percent confidence interval: -3.3654832 0.2054832".
        const QList<double> group1 {0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
        const QList<double> group2 {1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};
        // Our difference is B - A; R's is x - y = group1 - group2, hence the swapped arms.
        const WelchResult r = Welch::test(group2, group1, 0.95);
        QVERIFY(r.valid);
        QCOMPARE_NEAR(r.t, -1.8608, 0.00005);
        QCOMPARE_NEAR(r.df, 17.776, 0.0005);
        QCOMPARE_NEAR(r.p, 0.07939, 0.000005);
        QCOMPARE_NEAR(r.ci.low, -3.3654832, 5e-8);
        QCOMPARE_NEAR(r.ci.high, 0.2054832, 5e-8);
    }

    void welchMatchesRDocumentationExamples()
    {
        // R's ?t.test: t.test(1:10, y = c(7:20)) "# P = .00001855", and
        // t.test(1:10, y = c(7:20, 200)) "# P = .1245 -- NOT significant anymore"
        // (t = -1.6329, df = 14.165, CI -47.242900 6.376233).
        const WelchResult first = Welch::test(range(7, 20), range(1, 10), 0.95);
        QCOMPARE_NEAR(first.p, 0.00001855, 0.000000005);
        const WelchResult second = Welch::test(range(7, 20) << 200, range(1, 10), 0.95);
        QCOMPARE_NEAR(second.t, -1.6329, 0.00005);
        QCOMPARE_NEAR(second.df, 14.165, 0.0005);
        QCOMPARE_NEAR(second.p, 0.1245, 0.00005);
        QCOMPARE_NEAR(second.ci.low, -47.242900, 5e-7);
        QCOMPARE_NEAR(second.ci.high, 6.376233, 5e-7);
    }

    void powerMatchesRPowerTTest()
    {
        // R's ?power.t.test examples: power.t.test(n = 20, delta = 1) gives power = 0.8689528;
        // power.t.test(power = .90, delta = 1) gives n = 22.02110, i.e. 23 whole runs per arm.
        QCOMPARE_NEAR(Power::tTestPower(20, 1.0, 0.05), 0.8689528, 5e-8);
        QCOMPARE(Power::runsForTTest(1.0, 0.05, 0.90).value_or(-1), 23);
        QVERIFY(Power::tTestPower(22, 1.0, 0.05) < 0.90);
    }

    void rankTestSizeAppliesAsymptoticRelativeEfficiency()
    {
        // 23 t-test runs / (3 / pi) = 24.08 -> 25 (Hodges & Lehmann 1956).
        QCOMPARE(Power::runsForRankTest(1.0, 0.05, 0.90).value_or(-1), 25);
        QVERIFY(!Power::runsForTTest(0.0, 0.05, 0.8).has_value());
    }

    void medianCiUsesOrderStatistics()
    {
        // Conover (1999), section 3.2: for n = 10 the 95% interval is [x(2), x(9)] with coverage
        // 1 - 2 P(Bin(10, 1/2) <= 1) = 1 - 2 * 11/1024 = 0.978515625; n = 5 cannot reach 95%
        // (1 - 2/32 = 0.9375), n = 6 can (1 - 2/64), as benchstat's "need >= 6 samples".
        const QList<double> sorted = range(1, 10);
        const ConfidenceInterval ci = Descriptive::medianConfidenceInterval(sorted, 0.95);
        QCOMPARE(ci.low, 2.0);
        QCOMPARE(ci.high, 9.0);
        QCOMPARE_NEAR(ci.level, 0.978515625, 1e-12);
        QVERIFY(!Descriptive::medianConfidenceInterval(range(1, 5), 0.95).isValid());
        QCOMPARE(Descriptive::minimumSizeForMedianCi(0.95), 6);
        QCOMPARE(Descriptive::medianConfidenceInterval(range(1, 6), 0.95).level, 1.0 - 2.0 / 64.0);
    }

    void meanCiUsesStudentT()
    {
        // mean +- t(0.975, 9) s / sqrt(n) (Student 1908) for sleep group 2: mean 2.33,
        // s = sqrt(36.081 / 9) = 2.0022487, t = 2.2621572, so 2.33 -+ 1.4323225.
        const ArmSummary arm = ArmSummaries::summarize({1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4});
        QCOMPARE_NEAR(arm.mean, 2.33, 1e-12);
        QCOMPARE_NEAR(arm.meanCi.low, 0.8976775, 5e-7);
        QCOMPARE_NEAR(arm.meanCi.high, 3.7623225, 5e-7);
    }

    void quantilesFollowHyndmanFanDefinitionSeven()
    {
        // R's quantile(1:10, c(0.1, 0.5, 0.9)) (type 7) gives 1.9, 5.5, 9.1.
        const QList<double> sorted = range(1, 10);
        QCOMPARE_NEAR(Descriptive::quantileOfSorted(sorted, 0.1), 1.9, 1e-12);
        QCOMPARE_NEAR(Descriptive::quantileOfSorted(sorted, 0.5), 5.5, 1e-12);
        QCOMPARE_NEAR(Descriptive::quantileOfSorted(sorted, 0.9), 9.1, 1e-12);
    }

    void mannKendallOfMonotoneSeriesMatchesGilbertFormulas()
    {
        // Gilbert (1987) eqs. 16.3-16.5 for 10 increasing values: S = 45, Var(S) =
        // 10 * 9 * 25 / 18 = 125, Z = (S - 1) / sqrt(125) = 3.9355, two-sided p = 8.3e-5.
        const MannKendallResult r = TrendTests::mannKendall(range(1, 10));
        QCOMPARE(r.s, 45.0);
        QCOMPARE(r.variance, 125.0);
        QCOMPARE_NEAR(r.z, 44.0 / std::sqrt(125.0), 1e-12);
        QCOMPARE_NEAR(r.p, 8.3031e-5, 1e-8);
        QCOMPARE(r.tau, 1.0);
    }

    void mannKendallTieCorrectionReducesVariance()
    {
        // Gilbert eq. 16.4: one group of 3 ties removes 3 * 2 * 11 / 18 from Var(S).
        const MannKendallResult r = TrendTests::mannKendall({1, 2, 2, 2, 3, 4, 5, 6, 7, 8});
        QCOMPARE_NEAR(r.variance, 125.0 - 66.0 / 18.0, 1e-12);
        QCOMPARE(r.s, 42.0);
    }

    void theilSenSlopeIgnoresAnOutlier()
    {
        QList<double> times, values;
        for (int i = 0; i < 11; ++i) {
            times.append(0.5 * i);
            values.append(100.0 - 4.0 * (0.5 * i)); // slope -4 per second
        }
        values[5] = 1000.0;
        QCOMPARE(TrendTests::theilSenSlope(times, values), -4.0);
    }

    void hodgesLehmannIsTheMedianOfPairwiseDifferences()
    {
        const QList<double> x {0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46};
        const QList<double> y {1.15, 0.88, 0.90, 0.74, 1.21};
        QList<double> differences;
        for (double a : y) {
            for (double b : x)
                differences.append(b - a);
        }
        const ShiftEstimate s = RankTests::hodgesLehmannShift(y, x, 0.95);
        QCOMPARE_NEAR(s.estimate, Descriptive::median(differences), 1e-12);
        QCOMPARE_NEAR(s.estimate, 0.305, 1e-12);
        QVERIFY(s.exactCi);
        QVERIFY(s.ci.level >= 0.95);
    }

    void mosesIntervalInvertsTheRankTest()
    {
        // The Moses interval holds exactly the shifts the two-sided test does not reject at the
        // interval's achieved level (Hollander & Wolfe, section 4.3).
        const QList<double> a {10.1, 10.4, 9.8, 10.9, 10.2, 9.7, 10.6, 10.0};
        const QList<double> b {11.0, 10.8, 11.6, 10.5, 11.3, 11.9, 10.7, 11.1};
        const ShiftEstimate s = RankTests::hodgesLehmannShift(a, b, 0.95);
        QVERIFY(s.ci.isValid());
        const double alpha = 1.0 - s.ci.level;
        const auto shifted = [&](double delta) {
            QList<double> out;
            for (double v : b)
                out.append(v - delta);
            return RankTests::mannWhitney(a, out).p;
        };
        QVERIFY(shifted(s.ci.low + 1e-9) > alpha);
        QVERIFY(shifted(s.ci.high - 1e-9) > alpha);
        QVERIFY(shifted(s.ci.low - 1e-3) <= alpha + 1e-12);
        QVERIFY(shifted(s.ci.high + 1e-3) <= alpha + 1e-12);
    }

    void weightedMeanIsTotalWorkOverTotalTime()
    {
        // 14000 Trans/s for 0.25 s and 8000 Trans/s for 0.75 s: 9500 transactions in 1 s.
        const WeightedSummary s = Descriptive::weightedSummary({14000, 8000}, {0.25, 0.75});
        QCOMPARE(s.mean, 9500.0);
        QCOMPARE(s.median, 8000.0);
        QCOMPARE(s.totalWeight, 1.0);
    }

    void equalWeightsGiveOrdinaryStatistics()
    {
        const QList<double> values {3, 1, 4, 1, 5, 9, 2, 6};
        const WeightedSummary s = Descriptive::weightedSummary(values, QList<double>(values.size(), 0.25));
        QCOMPARE_NEAR(s.mean, Descriptive::mean(values), 1e-12);
        QCOMPARE_NEAR(s.stddev, Descriptive::stddev(values), 1e-12);
        QCOMPARE_NEAR(s.median, Descriptive::median(values), 1e-12);
    }

    void effectiveSampleSizeShrinksWithAutocorrelation()
    {
        // Bayley & Hammersley: n (1 - r) / (1 + r); r = 0.6 leaves a quarter.
        QCOMPARE_NEAR(Descriptive::effectiveSampleSize(100, 0.6), 25.0, 1e-12);
        QCOMPARE(Descriptive::effectiveSampleSize(100, -0.3), 100.0);
        // An alternating series has lag-1 autocorrelation near -1.
        QVERIFY(Descriptive::lag1Autocorrelation({1, -1, 1, -1, 1, -1, 1, -1}) < -0.8);
    }
};

QTEST_GUILESS_MAIN(TestStatsReference)
#include "tst_stats_reference.moc"
