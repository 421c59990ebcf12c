// SPDX-License-Identifier: GPL-3.0-or-later
// Change points in a history of experiment medians (issue 28): steps are found where they are,
// flat histories and single outliers stay unmarked at the documented rate.
#include "stats/changepoints.h"
#include "stats/seededrandom.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Tunebench::Stats;

namespace {

constexpr double noiseCv = 0.015; // a median's run-to-run spread on a quiet pair

QList<double> flatHistory(std::uint64_t seed, int n, double level = 1000.0)
{
    SeededRandom random(seed);
    QList<double> values;
    for (int i = 0; i < n; ++i)
        values << level * (1.0 + noiseCv * random.normal());
    return values;
}

/// Scales every value from @p at on by @p factor.
QList<double> withStep(QList<double> values, qsizetype at, double factor)
{
    for (qsizetype i = at; i < values.size(); ++i)
        values[i] *= factor;
    return values;
}

QList<qsizetype> indices(const QList<ChangePoint> &changes)
{
    QList<qsizetype> out;
    for (const ChangePoint &change : changes)
        out << change.index;
    return out;
}

double bruteForceDivergence(const QList<double> &x, qsizetype t)
{
    const qsizetype n = x.size();
    const double m = double(t), k = double(n - t);
    double cross = 0.0, left = 0.0, right = 0.0;
    for (qsizetype i = 0; i < n; ++i) {
        for (qsizetype j = i + 1; j < n; ++j) {
            const double d = std::abs(x[i] - x[j]);
            if (j < t)
                left += d;
            else if (i >= t)
                right += d;
            else
                cross += d;
        }
    }
    const double withinLeft = m > 1 ? left / (m * (m - 1) / 2) : 0.0;
    const double withinRight = k > 1 ? right / (k * (k - 1) / 2) : 0.0;
    return m * k / (m + k) * (2.0 * cross / (m * k) - withinLeft - withinRight);
}

} // namespace

class TestChangePoints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void divergencesMatchTheDefinition()
    {
        const QList<double> x = withStep(flatHistory(7, 17), 9, 0.95);
        const QList<double> q = ChangePoints::divergences(x, 2);
        QCOMPARE(q.size(), x.size());
        for (qsizetype t = 0; t < x.size(); ++t) {
            const double expected = t < 2 || x.size() - t < 2 ? 0.0 : bruteForceDivergence(x, t);
            QVERIFY2(std::abs(q[t] - expected) <= 1e-9 * std::max(1.0, std::abs(expected)),
                qPrintable(QStringLiteral("t=%1: %2 vs %3").arg(t).arg(q[t]).arg(expected)));
        }
    }

    void stepDownIsFoundAtItsIndex_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1, 2, 3, 4, 5})
            QTest::addRow("history %llu", seed) << seed;
    }

    void stepDownIsFoundAtItsIndex()
    {
        QFETCH(quint64, seed);
        const QList<double> history = withStep(flatHistory(seed, 40), 25, 0.92);
        const QList<ChangePoint> changes = ChangePoints::eDivisive(history);
        QCOMPARE(indices(changes), QList<qsizetype> {25});
        // No permutation of so clear a step splits as well: the smallest p 199 permutations give.
        QCOMPARE(changes.first().p, 1.0 / 200.0);
        const QList<double> q = ChangePoints::divergences(history, 3);
        QCOMPARE(changes.first().statistic, *std::max_element(q.begin(), q.end()));
    }

    void flatHistoriesRarelyShowAChange()
    {
        // In a flat history the values are exchangeable, so the first split's permutation p is
        // uniform on {1, ..., 200} / 200 (ties count against a change) and p <= 0.01 has
        // probability at most 2/200 = 1 %; later splits are only tested after a first one. Over 300
        // independent histories the count is at most Binomial(300, 0.01): mean 3, and 10 or more
        // with probability about 0.1 %. More than 9 (3 %) means the test is not at its level.
        constexpr int histories = 300;
        int alarms = 0;
        for (int h = 0; h < histories; ++h)
            if (!ChangePoints::eDivisive(flatHistory(1000 + h, 40)).isEmpty())
                ++alarms;
        qInfo("false alarms: %d of %d flat histories (%.1f %%) at significance 0.01", alarms, histories,
            100.0 * alarms / histories);
        QVERIFY(alarms <= 9);
    }

    void pAtTheLevelAcceptsTheChange()
    {
        // 2 / 200 is the 1 % level exactly; a test at "p < 0.01" would run at 0.5 %.
        const QList<ChangePoint> changes = ChangePoints::eDivisive(withStep(flatHistory(5, 40), 20, 0.985));
        QCOMPARE(indices(changes), QList<qsizetype> {20});
        QCOMPARE(changes.first().p, 0.01);
    }

    void oneOutlierMakesNoChange_data()
    {
        QTest::addColumn<int>("at");
        QTest::addColumn<double>("factor");
        for (int at : {0, 2, 12, 20, 37, 39}) {
            QTest::addRow("%d high", at) << at << 1.2;
            QTest::addRow("%d low", at) << at << 0.8;
        }
    }

    void oneOutlierMakesNoChange()
    {
        QFETCH(int, at);
        QFETCH(double, factor);
        QList<double> history = flatHistory(11, 40);
        history[at] *= factor;
        QCOMPARE(indices(ChangePoints::eDivisive(history)), QList<qsizetype> {});
    }

    void twoStepsGiveTwoChanges()
    {
        const QList<double> history = withStep(withStep(flatHistory(21, 60), 20, 0.92), 40, 1.12);
        QCOMPARE(indices(ChangePoints::eDivisive(history)), (QList<qsizetype> {20, 40}));
    }

    void shortSeriesGiveNoChange_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {0, 1, 2, 5})
            QTest::addRow("%d values", size) << size;
    }

    void shortSeriesGiveNoChange()
    {
        QFETCH(int, size);
        // Fewer than 2 * minimumSegment values: no split has 3 on each side, however large the step.
        const QList<double> history = withStep(flatHistory(3, size), size / 2, 0.5);
        QVERIFY(ChangePoints::eDivisive(history).isEmpty());
        QCOMPARE(ChangePoints::divergences(history, 3), QList<double>(size, 0.0));
    }

    void nonFiniteValuesAreSkipped()
    {
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        constexpr double inf = std::numeric_limits<double>::infinity();
        const QList<double> clean = withStep(flatHistory(1, 40), 25, 0.92);
        QList<double> history = clean;
        history.insert(30, nan);
        history.insert(10, -inf);
        history.insert(5, nan);
        // Two values inserted before the step: it now starts at 27 of the caller's series.
        const QList<ChangePoint> changes = ChangePoints::eDivisive(history);
        QCOMPARE(indices(changes), QList<qsizetype> {27});
        QCOMPARE(changes.first().statistic, ChangePoints::eDivisive(clean).first().statistic);

        // A NaN where the step starts: the change is at the first finite value after it.
        QList<double> gapAtStep = clean;
        gapAtStep.insert(25, nan);
        QCOMPARE(indices(ChangePoints::eDivisive(gapAtStep)), QList<qsizetype> {26});

        QVERIFY(ChangePoints::eDivisive(QList<double>(40, nan)).isEmpty());
        // Four finite values are too few for a split, whatever the NaNs around them.
        QVERIFY(ChangePoints::eDivisive({nan, 1000, 1000, nan, 500, 500, inf}).isEmpty());
    }

    void sameSeedGivesTheSameAnswer()
    {
        // A small step, whose p the permutations decide (0.01 with seed 28, 0.005 with 29), and a
        // lax level so that the parts either side are tested too, drawing on the same generator.
        const QList<double> history = withStep(flatHistory(5, 40), 20, 0.985);
        ChangePointOptions options;
        options.significance = 0.5;
        const QList<ChangePoint> first = ChangePoints::eDivisive(history, options);
        const QList<ChangePoint> second = ChangePoints::eDivisive(history, options);
        QVERIFY(!first.isEmpty());
        QCOMPARE(first.size(), second.size());
        for (qsizetype i = 0; i < first.size(); ++i) {
            QCOMPARE(first[i].index, second[i].index);
            QCOMPARE(first[i].statistic, second[i].statistic);
            QCOMPARE(first[i].p, second[i].p);
        }
        options.seed = 29;
        const QList<ChangePoint> other = ChangePoints::eDivisive(history, options);
        QVERIFY(!other.isEmpty());
        QCOMPARE(other.first().index, first.first().index);
        QCOMPARE(other.first().statistic, first.first().statistic);
        QVERIFY(other.first().p != first.first().p); // a different seed draws other permutations
    }

    void aThousandPointsAreFoundInReasonableTime()
    {
        const QList<double> history = withStep(flatHistory(9, 1000), 600, 0.92);
        QElapsedTimer timer;
        timer.start();
        const QList<ChangePoint> changes = ChangePoints::eDivisive(history);
        qInfo("eDivisive on %lld points, 199 permutations: %lld ms", qlonglong(history.size()),
            qlonglong(timer.elapsed()));
        QCOMPARE(indices(changes), QList<qsizetype> {600});
    }
};

QTEST_GUILESS_MAIN(TestChangePoints)
#include "tst_changepoints.moc"
