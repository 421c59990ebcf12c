// SPDX-License-Identifier: GPL-3.0-or-later
// A vs B: verdicts, their properties, and their calibration on simulated experiments.
#include "stats/comparison.h"
#include "stats/numberformat.h"
#include "stats/comparisontable.h"
#include "stats/seededrandom.h"
#include "stats/statsjson.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Tunebench::Stats;
using Tunebench::Result;

namespace {

QList<double> noisy(SeededRandom &random, int n, double level, double cv)
{
    QList<double> values;
    for (int i = 0; i < n; ++i)
        values.append(level * (1.0 + cv * random.normal()));
    return values;
}

CompareOptions rateOptions()
{
    CompareOptions options;
    options.metric = Metric::forId(QStringLiteral("rate"));
    return options;
}

Comparison compareOk(const QList<double> &a, const QList<double> &b, const CompareOptions &options = rateOptions())
{
    Result<Comparison> c = Comparisons::compare(a, b, options);
    if (!c)
        qFatal("compare failed: %s", qPrintable(c.error().message));
    return c.value();
}

QByteArray bytes(const Comparison &c)
{
    ComparisonTable table(QStringLiteral("a"), QStringLiteral("b"));
    table.add(c);
    return QJsonDocument(Json::toJson(c)).toJson(QJsonDocument::Compact) + table.render().toUtf8();
}

const QList<double> baseline {14210, 14530, 14380, 14650, 14120, 14470, 14300, 14590, 14260, 14410};
const QList<double> faster {15210, 15480, 15350, 15620, 15090, 15400, 15280, 15570, 15190, 15390};

} // namespace

class TestStatsComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clearImprovementIsReportedWithCiAndP()
    {
        const Comparison c = compareOk(baseline, faster);
        QCOMPARE(c.verdict, Verdict::Better);
        QVERIFY(c.significant);
        QVERIFY(c.mannWhitney.exact);
        // No overlap at all: U = 0, the exact two-sided p is 2 / C(20, 10).
        QCOMPARE(c.mannWhitney.uA, 0.0);
        QVERIFY(std::abs(c.mannWhitney.p - 2.0 / 184756.0) < 1e-15);
        QVERIFY(c.difference.estimate > 0.06 && c.difference.estimate < 0.075);
        QVERIFY(c.difference.ci.contains(c.difference.estimate));
        QVERIFY(c.difference.ci.low > 0.0);
        QVERIFY2(c.sentence.startsWith(QStringLiteral("B is 6.")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("% faster (95% CI ")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.endsWith(QStringLiteral(", p<0.001, n=10+10)")), qPrintable(c.sentence));
    }

    void regressionOfARateSaysSlowerWithPositiveCiBounds()
    {
        const Comparison c = compareOk(faster, baseline);
        QCOMPARE(c.verdict, Verdict::Worse);
        QVERIFY2(c.sentence.contains(QStringLiteral("% slower (95% CI ")), qPrintable(c.sentence));
        QVERIFY2(!c.sentence.contains(QStringLiteral("CI -")), qPrintable(c.sentence));
    }

    void lowerIsBetterTurnsAHigherValueIntoARegression()
    {
        CompareOptions options = rateOptions();
        options.metric = Metric::forId(QStringLiteral("service_demand.local"));
        const Comparison c = compareOk(baseline, faster, options);
        QCOMPARE(c.verdict, Verdict::Worse);
        QVERIFY2(c.sentence.startsWith(QStringLiteral("B's local service demand is 6.")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("higher (worse)")), qPrintable(c.sentence));
        options.metric = Metric::generic(Direction::LowerIsBetter);
        QVERIFY(compareOk(faster, baseline, options).sentence.contains(QStringLiteral("lower (better)")));
    }

    void swappingArmsFlipsTheSign_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<double>("shift");
        for (quint64 seed : {1u, 2u, 3u, 4u, 5u})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << 0.02 * double(seed);
    }
    void swappingArmsFlipsTheSign()
    {
        QFETCH(quint64, seed);
        QFETCH(double, shift);
        SeededRandom random(seed);
        const QList<double> a = noisy(random, 8, 10000, 0.04);
        const QList<double> b = noisy(random, 9, 10000 * (1 + shift), 0.04);
        const Comparison ab = compareOk(a, b), ba = compareOk(b, a);
        // On the ratio scale: (1 + d_ab)(1 + d_ba) = 1, so the signs are opposite.
        QVERIFY(std::abs((1 + ab.difference.estimate) * (1 + ba.difference.estimate) - 1.0) < 1e-12);
        QVERIFY(ab.difference.estimate * ba.difference.estimate <= 0.0);
        QVERIFY(std::abs((1 + ab.difference.ci.low) * (1 + ba.difference.ci.high) - 1.0) < 1e-12);
        QCOMPARE(ab.mannWhitney.p, ba.mannWhitney.p);
        QVERIFY(std::abs(ab.welch.t + ba.welch.t) < 1e-9);
        QCOMPARE(ab.significant, ba.significant);
        if (ab.significant)
            QCOMPARE(ab.verdict == Verdict::Better, ba.verdict == Verdict::Worse);
    }

    void resultsDoNotDependOnScale()
    {
        SeededRandom random(11);
        const QList<double> a = noisy(random, 10, 14500, 0.03), b = noisy(random, 10, 15000, 0.03);
        QList<double> a2, b2;
        for (double v : a)
            a2.append(v * 1000.0);
        for (double v : b)
            b2.append(v * 1000.0);
        const Comparison c1 = compareOk(a, b), c2 = compareOk(a2, b2);
        QVERIFY(std::abs(c1.difference.estimate - c2.difference.estimate) < 1e-12);
        QVERIFY(std::abs(c1.difference.ci.low - c2.difference.ci.low) < 1e-12);
        QCOMPARE(c1.mannWhitney.p, c2.mannWhitney.p);
        QVERIFY(std::abs(c1.welch.p - c2.welch.p) < 1e-12);
        QVERIFY(std::abs(c1.spread - c2.spread) < 1e-12);
        QCOMPARE(c1.sentence, c2.sentence);
    }

    void tooFewRunsSaysHowManyAreNeeded()
    {
        const Comparison c = compareOk({100, 101, 102}, {110, 111, 112});
        QCOMPARE(c.verdict, Verdict::TooFewRuns);
        QVERIFY(!c.testPossible);
        QCOMPARE(c.runsNeededForTest, 4);
        QVERIFY2(c.sentence.contains(QStringLiteral("need at least 4 runs per arm")), qPrintable(c.sentence));
        QVERIFY(c.notes.join(QLatin1Char('\n')).contains(QStringLiteral("need >= 6 runs per arm for a confidence")));
        QVERIFY(c.notes.join(QLatin1Char('\n')).contains(QStringLiteral("need >= 4 runs per arm to detect")));
    }

    // Too few runs still say what would settle it: how many runs per arm detect the difference seen
    // at the spread the runs show, and whether that spread swamps it.
    void tooFewRunsSayHowManyWouldSettleIt()
    {
        const Comparison c = compareOk({100, 101, 102}, {110, 111, 112});
        QVERIFY(c.forObserved.runsPerArmRankTest.has_value());
        QVERIFY2(c.sentence.contains(QStringLiteral("about %1 runs per arm would detect a 9.9% difference at this spread")
                                         .arg(*c.forObserved.runsPerArmRankTest)),
                 qPrintable(c.sentence));
        QVERIFY(!c.sentence.contains(QStringLiteral("is as large as")));
        const Comparison noisy = compareOk({100, 130, 80}, {110, 90, 125});
        QCOMPARE(noisy.verdict, Verdict::TooFewRuns);
        QVERIFY2(noisy.sentence.contains(QStringLiteral("is as large as the")), qPrintable(noisy.sentence));
    }

    // One run per arm shows no spread: no verdict, and the spread of the experiment's other arms,
    // when they have one, says how many runs would settle it.
    void oneRunPerArmUsesTheSpreadOfTheOtherArms()
    {
        const Comparison alone = compareOk({100}, {103});
        QCOMPARE(alone.verdict, Verdict::TooFewRuns);
        QVERIFY(!alone.spreadFromOtherArms);
        QVERIFY2(alone.sentence.contains(QStringLiteral("(n=1+1): no verdict is possible from one run per arm; repeat each "
                                                        "test at least 4 times")),
                 qPrintable(alone.sentence));
        CompareOptions options = rateOptions();
        options.knownSpread = Comparisons::pooledSpread({{100, 101, 99.5, 100.5}, {103}, {97, 98, 97.5}});
        QVERIFY(options.knownSpread > 0.004 && options.knownSpread < 0.01);
        const Comparison settled = compareOk({100}, {103}, options);
        QVERIFY(settled.spreadFromOtherArms);
        QCOMPARE(settled.spread, options.knownSpread);
        QVERIFY(settled.forObserved.runsPerArmRankTest.has_value());
        QVERIFY2(settled.sentence.contains(QStringLiteral("about %1 runs per arm would detect a 3.0% difference at this "
                                                          "spread (±%2, from the other arms)")
                                               .arg(*settled.forObserved.runsPerArmRankTest)
                                               .arg(NumberFormat::percent(options.knownSpread))),
                 qPrintable(settled.sentence));
        QVERIFY(std::isnan(Comparisons::pooledSpread({{100}, {103}})));
    }

    // Every metric without a verdict for the same reason is said once; any other verdict, or
    // other arm sizes, and each metric says its own.
    void theSameReasonForEveryMetricIsSaidOnce()
    {
        const Comparison rate = compareOk({100, 101, 102}, {110, 111, 112});
        const Comparison demand = compareOk({5.0, 5.2, 5.1}, {4.0, 4.1, 4.2});
        QCOMPARE(Comparisons::sharedVerdict({&rate, &demand}),
                 QStringLiteral("too few runs for any verdict: n=3+3, at least 4 per arm needed"));
        QVERIFY(Comparisons::sharedVerdict({&rate}).isEmpty());
        const Comparison four = compareOk({100, 101, 102, 103}, {110, 111, 112, 113});
        QVERIFY(Comparisons::sharedVerdict({&rate, &four}).isEmpty());
        const Comparison fewer = compareOk({100, 101}, {110, 111, 112});
        QCOMPARE(fewer.verdict, Verdict::TooFewRuns);
        QVERIFY(Comparisons::sharedVerdict({&rate, &fewer}).isEmpty());
    }

    void fourRunsPerArmCanShowADifference()
    {
        const Comparison c = compareOk({100, 101, 102, 103}, {110, 111, 112, 113});
        QVERIFY(c.testPossible);
        QCOMPARE(c.verdict, Verdict::Better);
        QVERIFY(c.difference.ci.isValid());
        QVERIFY(!c.a.medianCi.isValid());
    }

    void noDifferenceExplainsTheSpread()
    {
        const Comparison c = compareOk({100, 96, 104, 99, 101}, {101, 97, 103, 100, 105});
        QCOMPARE(c.verdict, Verdict::NoDifference);
        QVERIFY2(c.sentence.startsWith(QStringLiteral("no significant difference (p=")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("n=5+5): run-to-run spread ±")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("exceeds the difference")), qPrintable(c.sentence));
    }

    void undetectedLargeDifferenceSaysHowManyRunsWouldDetectIt()
    {
        const Comparison c = compareOk({100, 103, 97, 101, 99}, {106, 104, 99, 108, 103});
        QCOMPARE(c.verdict, Verdict::NoDifference);
        QVERIFY(std::abs(c.difference.estimate) > c.spread);
        QVERIFY(c.forObserved.runsPerArmRankTest.has_value());
        QVERIFY2(c.sentence.contains(
                     QStringLiteral("about %1 runs per arm would detect").arg(*c.forObserved.runsPerArmRankTest)),
            qPrintable(c.sentence));
    }

    void sampleSizeForTargetUsesObservedSpread()
    {
        SeededRandom random(5);
        const Comparison c = compareOk(noisy(random, 10, 1000, 0.03), noisy(random, 10, 1000, 0.03));
        // About 2 (1.96 + 0.84)^2 (spread / 1%)^2 runs per arm for the t-test at 80% power.
        const double approx = 2.0 * std::pow(1.959964 + 0.841621, 2) * std::pow(c.spread / std::log1p(0.01), 2);
        QVERIFY(c.forTarget.runsPerArmTTest.has_value());
        QVERIFY2(std::abs(*c.forTarget.runsPerArmTTest - approx) <= 0.05 * approx + 2,
            qPrintable(QStringLiteral("%1 vs %2").arg(*c.forTarget.runsPerArmTTest).arg(approx)));
        QVERIFY(*c.forTarget.runsPerArmRankTest >= *c.forTarget.runsPerArmTTest);
    }

    void aaExperimentsRejectAboutFivePercent()
    {
        // 1000 simulated A/A experiments, 10 runs per arm, 3% noise: the false-positive rate at
        // alpha = 0.05 must lie within 3-7%. The exact rank test's size for 10+10 is
        // 2 P(U <= 23) = 0.043; 1000 experiments estimate it with a standard error of 0.6 points,
        // so any seed lands inside the band about 98% of the time. The seed only fixes the bytes.
        SeededRandom random(1);
        int rejections = 0;
        for (int i = 0; i < 1000; ++i) {
            const Comparison c = compareOk(noisy(random, 10, 14500, 0.03), noisy(random, 10, 14500, 0.03));
            rejections += c.significant ? 1 : 0;
        }
        QVERIFY2(rejections >= 30 && rejections <= 70, qPrintable(QStringLiteral("%1 of 1000").arg(rejections)));
    }

    void fivePercentShiftUnderThreePercentNoiseIsDetected()
    {
        SeededRandom random(7);
        int detected = 0;
        for (int i = 0; i < 1000; ++i) {
            const Comparison c = compareOk(noisy(random, 10, 14500, 0.03), noisy(random, 10, 14500 * 1.05, 0.03));
            detected += c.verdict == Verdict::Better ? 1 : 0;
        }
        QVERIFY2(detected >= 800, qPrintable(QStringLiteral("%1 of 1000").arg(detected)));
        // The power estimate agrees: 10 runs per arm suffice for 80% at this effect.
        QVERIFY(Power::estimate(0.05, 0.03, 0.05, 0.8).runsPerArmRankTest.value_or(1000) <= 10);
    }

    void sameRunsGiveTheSameBytesInAnyOrder()
    {
        SeededRandom random(3);
        QList<double> a = noisy(random, 12, 14500, 0.05), b = noisy(random, 11, 15000, 0.05);
        const QByteArray first = bytes(compareOk(a, b));
        QCOMPARE(bytes(compareOk(a, b)), first);
        std::reverse(a.begin(), a.end());
        std::rotate(b.begin(), b.begin() + 4, b.end());
        QCOMPARE(bytes(compareOk(a, b)), first);
    }

    void rejectsEmptyAndNonFiniteArms()
    {
        const Result<Comparison> empty = Comparisons::compare({}, {1, 2, 3});
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().code, Tunebench::ErrorCode::InvalidArgument);
        QVERIFY(empty.error().message.contains(QStringLiteral("A has no values")));
        QVERIFY(!Comparisons::compare({1, 2, std::nan("")}, {1, 2, 3}).ok());
    }

    void nonPositiveValuesUseTheShiftRelativeToA()
    {
        const Comparison c = compareOk({-1, 0, 1, 2, 3, 4}, {4, 5, 6, 7, 8, 9});
        QCOMPARE(c.difference.method, QStringLiteral("hodges-lehmann-shift"));
        QVERIFY(std::abs(c.difference.estimate - 5.0 / 1.5) < 1e-12); // shift 5 over A's median 1.5
    }

    void tableLooksLikeBenchstat()
    {
        ComparisonTable table(QStringLiteral("old.txt"), QStringLiteral("new.txt"));
        table.add(compareOk(baseline, faster));
        table.add(compareOk({100, 101, 102}, {110, 111, 112}));
        const QString text = table.render();
        const QStringList lines = text.split(QLatin1Char('\n'));
        QVERIFY2(lines.value(0).contains(QStringLiteral("│")) && lines.value(0).contains(QStringLiteral("old.txt")),
            qPrintable(text));
        QVERIFY2(lines.value(1).contains(QStringLiteral("vs base")), qPrintable(text));
        QVERIFY2(lines.value(2).contains(QStringLiteral("14.39k ± 1%   15.37k ± 1%  +6.73%")), qPrintable(text));
        QVERIFY2(lines.value(2).contains(QStringLiteral("(p=0.000 n=10)")), qPrintable(text));
        QVERIFY2(lines.value(3).contains(QStringLiteral("± ∞ ¹")) && lines.value(3).contains(QStringLiteral("? (p=")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("¹ need >= 6 samples for confidence interval at level 0.95")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("² need >= 4 samples to detect a difference at alpha level 0.05")),
            qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestStatsComparison)
#include "tst_stats_comparison.moc"
