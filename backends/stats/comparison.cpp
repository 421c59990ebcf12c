// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/comparison.h"

#include "stats/descriptive.h"
#include "stats/numberformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Tunebench::Stats {

namespace {

class ComparisonText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::Comparison)
};

using NumberFormat::percent;
using NumberFormat::pValue;

bool allPositive(const QList<double> &values)
{
    return std::all_of(values.cbegin(), values.cend(), [](double v) { return v > 0.0; });
}

QList<double> logs(const QList<double> &values)
{
    QList<double> out;
    out.reserve(values.size());
    for (double v : values)
        out.append(std::log(v));
    return out;
}

// Ratios become shifts on the log scale, so the Hodges-Lehmann shift of the logs estimates B / A
// and its Moses interval is a distribution-free CI for the ratio; it is also scale invariant.
RelativeDifference relativeDifference(const QList<double> &a, const QList<double> &b, double confidence)
{
    RelativeDifference d;
    const bool positive = allPositive(a) && allPositive(b);
    const QList<double> x = positive ? logs(a) : a, y = positive ? logs(b) : b;
    const ShiftEstimate shift = RankTests::hodgesLehmannShift(x, y, confidence);
    if (positive && shift.valid) {
        d = {true, std::expm1(shift.estimate), {}, QStringLiteral("hodges-lehmann-ratio")};
        if (shift.ci.isValid())
            d.ci = {std::expm1(shift.ci.low), std::expm1(shift.ci.high), shift.ci.level};
        return d;
    }
    const double reference = std::abs(Descriptive::quantileOfSorted(a, 0.5));
    if (shift.valid && reference > 0.0) {
        d = {true, shift.estimate / reference, {}, QStringLiteral("hodges-lehmann-shift")};
        if (shift.ci.isValid())
            d.ci = {shift.ci.low / reference, shift.ci.high / reference, shift.ci.level};
        return d;
    }
    if (positive) {
        // Too many pairs for Hodges-Lehmann: Welch's interval for the difference of mean logs.
        const WelchResult w = Welch::test(x, y, confidence);
        d = {true, std::expm1(w.meanDifference), {}, QStringLiteral("welch-log-ratio")};
        if (w.valid)
            d.ci = {std::expm1(w.ci.low), std::expm1(w.ci.high), confidence};
    }
    return d;
}

double pairSpread(const QList<double> &a, const QList<double> &b)
{
    const qsizetype df = a.size() + b.size() - 2;
    if (df < 1)
        return std::numeric_limits<double>::quiet_NaN();
    const bool positive = allPositive(a) && allPositive(b);
    if (positive)
        return std::sqrt((double(a.size() - 1) * Descriptive::variance(logs(a))
                             + double(b.size() - 1) * Descriptive::variance(logs(b)))
            / double(df));
    const double scale = std::abs(Descriptive::mean(a));
    if (scale == 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return std::sqrt((double(a.size() - 1) * Descriptive::variance(a) + double(b.size() - 1) * Descriptive::variance(b))
               / double(df))
        / scale;
}

bool isImprovement(const Metric &metric, double relative)
{
    return metric.direction == Direction::HigherIsBetter ? relative > 0.0 : relative < 0.0;
}

} // namespace

QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Better:
        return QStringLiteral("better");
    case Verdict::Worse:
        return QStringLiteral("worse");
    case Verdict::NoDifference:
        return QStringLiteral("no-difference");
    case Verdict::TooFewRuns:
        return QStringLiteral("too-few-runs");
    }
    return QString();
}

namespace Comparisons {

QString describeChange(const Metric &metric, const QString &nameB, double relative)
{
    const QString amount = percent(std::abs(relative));
    const bool higher = relative > 0.0;
    const bool better = isImprovement(metric, relative);
    if (metric.kind == MetricKind::Rate)
        return (higher ? ComparisonText::tr("%1 is %2 faster") : ComparisonText::tr("%1 is %2 slower")).arg(nameB, amount);
    if (metric.kind == MetricKind::Generic || metric.label.isEmpty()) {
        if (higher)
            return (better ? ComparisonText::tr("%1 is %2 higher (better)") : ComparisonText::tr("%1 is %2 higher (worse)"))
                .arg(nameB, amount);
        return (better ? ComparisonText::tr("%1 is %2 lower (better)") : ComparisonText::tr("%1 is %2 lower (worse)")).arg(nameB, amount);
    }
    if (higher)
        return (better ? ComparisonText::tr("%1's %3 is %2 higher (better)") : ComparisonText::tr("%1's %3 is %2 higher (worse)"))
            .arg(nameB, amount, metric.label);
    return (better ? ComparisonText::tr("%1's %3 is %2 lower (better)") : ComparisonText::tr("%1's %3 is %2 lower (worse)"))
        .arg(nameB, amount, metric.label);
}

} // namespace Comparisons

namespace {

QString sizes(const Comparison &c)
{
    return QStringLiteral("n=%1+%2").arg(c.a.n).arg(c.b.n);
}

QString significantSentence(const Comparison &c, const CompareOptions &o)
{
    const double e = c.difference.estimate;
    const QString change = Comparisons::describeChange(c.metric, o.nameB, e);
    const QString level = NumberFormat::fixed(c.confidence * 100.0, 0) + QLatin1Char('%');
    if (!c.difference.ci.isValid())
        return ComparisonText::tr("%1 (%2, %3; too few runs for a %4 CI of the difference)")
            .arg(change, pValue(c.mannWhitney.p), sizes(c), level);
    // The interval is given in the direction of the change word: "6.8% slower (CI 3.1% to 10.2%)".
    const double low = e >= 0.0 ? c.difference.ci.low : -c.difference.ci.high;
    const double high = e >= 0.0 ? c.difference.ci.high : -c.difference.ci.low;
    return ComparisonText::tr("%1 (%2 CI %3 to %4, %5, %6)")
        .arg(change, level, percent(low), percent(high), pValue(c.mannWhitney.p), sizes(c));
}

QString notSignificantSentence(const Comparison &c)
{
    const double e = c.difference.valid ? c.difference.estimate : 0.0;
    const QString spread = QStringLiteral("±") + percent(c.spread);
    if (!std::isfinite(c.spread) || std::abs(e) <= c.spread)
        return ComparisonText::tr("no significant difference (%1, %2): run-to-run spread %3 exceeds the difference (%4)")
            .arg(pValue(c.mannWhitney.p), sizes(c), spread, percent(e, 1, true));
    const QString head = ComparisonText::tr("no significant difference (%1, %2): the %3 difference is not distinguishable "
                                  "from run-to-run spread %4 with this many runs")
                             .arg(pValue(c.mannWhitney.p), sizes(c), percent(e, 1, true), spread);
    if (!c.forObserved.runsPerArmRankTest)
        return head;
    return head
        + ComparisonText::tr("; about %1 runs per arm would detect a difference this large")
              .arg(*c.forObserved.runsPerArmRankTest);
}

// What the runs cannot tell, and what would: whether the spread swamps the difference and how
// many runs per arm would detect it at this spread ("how many runs would settle it").
QString tooFewSentence(const Comparison &c)
{
    QString text = c.a.n == 1 && c.b.n == 1
        ? ComparisonText::tr("too few runs to tell (%1): no verdict is possible from one run per arm").arg(sizes(c))
        : ComparisonText::tr("too few runs to tell (%1): need at least %2 runs per arm to detect a difference at alpha %3")
              .arg(sizes(c))
              .arg(c.runsNeededForTest)
              .arg(NumberFormat::fixed(c.alpha, 2));
    if (!std::isfinite(c.spread) || c.spread <= 0.0) {
        if (c.a.n == 1 && c.b.n == 1)
            text += ComparisonText::tr("; repeat each test at least %1 times to see the run-to-run spread").arg(c.runsNeededForTest);
        return text;
    }
    //: the run-to-run spread a verdict is estimated at: "±1.6%", or "±1.6%, from the other arms"
    const QString spread = c.spreadFromOtherArms ? ComparisonText::tr("±%1, from the other arms").arg(percent(c.spread))
                                                 : QStringLiteral("±") + percent(c.spread);
    const bool observed = c.difference.valid && c.difference.estimate != 0.0;
    const double e = observed ? std::abs(c.difference.estimate) : 0.0;
    if (observed && e <= c.spread)
        text += ComparisonText::tr("; the run-to-run spread (%1) is as large as the %2 difference").arg(spread, percent(e));
    const SampleSizeEstimate &wanted = observed ? c.forObserved : c.forTarget;
    if (!wanted.runsPerArmRankTest)
        return text;
    return text + ComparisonText::tr("; about %1 runs per arm would detect a %2 difference at this spread (%3)")
                      .arg(*wanted.runsPerArmRankTest)
                      .arg(percent(observed ? e : wanted.relativeDifference), spread);
}

QStringList notesFor(const Comparison &c)
{
    QStringList notes;
    const QString level = NumberFormat::fixed(c.confidence, 2);
    if (!c.a.medianCi.isValid() || !c.b.medianCi.isValid())
        notes << ComparisonText::tr("need >= %1 runs per arm for a confidence interval of the median at level %2")
                     .arg(c.a.runsForMedianCi)
                     .arg(level);
    if (!c.testPossible)
        notes << ComparisonText::tr("need >= %1 runs per arm to detect a difference at alpha level %2")
                     .arg(c.runsNeededForTest)
                     .arg(NumberFormat::fixed(c.alpha, 2));
    if (c.testPossible && c.welch.valid && (c.welch.p < c.alpha) != c.significant)
        notes << ComparisonText::tr("Welch's t-test disagrees (%1): with few, skewed or outlying runs the two tests can "
                          "differ; the rank test, which does not assume normally distributed runs, decides.")
                     .arg(pValue(c.welch.p));
    if (c.mannWhitney.ties && !c.mannWhitney.exact)
        notes << ComparisonText::tr("tied values: the p-value uses the normal approximation with tie correction");
    return notes;
}

} // namespace

namespace Comparisons {

QString sharedVerdict(const QList<const Comparison *> &comparisons)
{
    if (comparisons.size() < 2)
        return {};
    const Comparison &first = *comparisons.constFirst();
    const bool same = std::all_of(comparisons.cbegin(), comparisons.cend(), [&first](const Comparison *c) {
        return c->verdict == Verdict::TooFewRuns && c->a.n == first.a.n && c->b.n == first.b.n
            && c->runsNeededForTest == first.runsNeededForTest;
    });
    if (!same)
        return {};
    return ComparisonText::tr("too few runs for any verdict: %1, at least %2 per arm needed")
        .arg(sizes(first))
        .arg(first.runsNeededForTest);
}

double pooledSpread(const QList<QList<double>> &arms)
{
    double sum = 0.0;
    qsizetype df = 0;
    for (const QList<double> &values : arms) {
        if (values.size() < 2 || !allPositive(values))
            continue;
        sum += double(values.size() - 1) * Descriptive::variance(logs(values));
        df += values.size() - 1;
    }
    return df > 0 ? std::sqrt(sum / double(df)) : std::numeric_limits<double>::quiet_NaN();
}

Result<Comparison> compare(QList<double> a, QList<double> b, const CompareOptions &o)
{
    for (const auto &[values, name] : {std::pair {&a, o.nameA}, std::pair {&b, o.nameB}}) {
        if (values->isEmpty())
            return makeError(ErrorCode::InvalidArgument, ComparisonText::tr("%1 has no values to compare.").arg(name));
        if (!std::all_of(values->cbegin(), values->cend(), [](double v) { return std::isfinite(v); }))
            return makeError(
                ErrorCode::InvalidArgument, ComparisonText::tr("%1 holds a value that is not a finite number.").arg(name));
    }
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());

    Comparison c;
    c.metric = o.metric;
    c.alpha = o.alpha;
    c.confidence = o.confidence;
    c.a = ArmSummaries::summarize(a, o.confidence);
    c.b = ArmSummaries::summarize(b, o.confidence);
    c.difference = relativeDifference(a, b, o.confidence);
    c.mannWhitney = RankTests::mannWhitney(a, b);
    c.welch = Welch::test(a, b, o.confidence);
    c.testPossible = RankTests::smallestTwoSidedP(int(a.size()), int(b.size())) <= o.alpha;
    c.runsNeededForTest = RankTests::minimumRunsPerArm(o.alpha);
    c.significant = c.testPossible && c.mannWhitney.valid && c.mannWhitney.p < o.alpha && c.difference.valid
        && c.difference.estimate != 0.0;
    c.spread = pairSpread(a, b);
    if (!std::isfinite(c.spread) && std::isfinite(o.knownSpread)) {
        c.spread = o.knownSpread;
        c.spreadFromOtherArms = true;
    }
    c.forTarget = Power::estimate(o.detectableDifference, c.spread, o.alpha, o.targetPower);
    if (c.difference.valid && c.difference.estimate != 0.0)
        c.forObserved = Power::estimate(c.difference.estimate, c.spread, o.alpha, o.targetPower);

    if (!c.testPossible) {
        c.verdict = Verdict::TooFewRuns;
        c.sentence = tooFewSentence(c);
    } else if (c.significant) {
        c.verdict = isImprovement(c.metric, c.difference.estimate) ? Verdict::Better : Verdict::Worse;
        c.sentence = significantSentence(c, o);
    } else {
        c.verdict = Verdict::NoDifference;
        c.sentence = notSignificantSentence(c);
    }
    c.notes = notesFor(c);
    return c;
}

} // namespace Comparisons
} // namespace Tunebench::Stats
