// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/diagnostics.h"

#include "stats/descriptive.h"
#include "stats/numberformat.h"
#include "stats/seededrandom.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Tunebench::Stats {

namespace {

class DiagnosticsText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::Diagnostics)
public:
    static QString tooFew(int intervals, const QString &what, int needed)
    {
        return tr("Too few intervals after warm-up (%1) to judge %2; at least %3 are needed.")
            .arg(intervals)
            .arg(what)
            .arg(needed);
    }
    static QString regimeWhat() { return tr("regime switching"); }
    static QString driftWhat() { return tr("drift"); }
};

struct Split
{
    double threshold = 0.0;
    double separability = 0.0;
};

// Otsu's threshold over time-weighted values: maximise w0 w1 (m0 - m1)^2 over all cut points.
Split otsuSplit(const IntervalSeries &series)
{
    QList<qsizetype> order(series.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(
        order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return series[a].value < series[b].value; });
    double totalWeight = 0.0, totalSum = 0.0;
    for (const IntervalSample &s : series) {
        totalWeight += s.seconds;
        totalSum += s.seconds * s.value;
    }
    const double totalMean = totalSum / totalWeight;
    double totalVariance = 0.0;
    for (const IntervalSample &s : series)
        totalVariance += s.seconds * (s.value - totalMean) * (s.value - totalMean) / totalWeight;

    Split best;
    double weight = 0.0, sum = 0.0, bestBetween = -1.0;
    for (qsizetype k = 0; k + 1 < order.size(); ++k) {
        const IntervalSample &s = series[order[k]];
        weight += s.seconds;
        sum += s.seconds * s.value;
        const double next = series[order[k + 1]].value;
        if (next == s.value)
            continue;
        const double w0 = weight / totalWeight, w1 = 1.0 - w0;
        const double m0 = sum / weight, m1 = (totalSum - sum) / (totalWeight - weight);
        const double between = w0 * w1 * (m0 - m1) * (m0 - m1);
        if (between > bestBetween) {
            bestBetween = between;
            best.threshold = (s.value + next) / 2.0;
        }
    }
    best.separability = totalVariance > 0.0 ? std::max(0.0, bestBetween) / totalVariance : 0.0;
    return best;
}

constexpr int simulations = 999;
constexpr int largestSimulatedSize = 200;

QList<double> simulateNullSeparabilities(int n)
{
    SeededRandom random(0x7475'6e65'6265'6e63ULL + std::uint64_t(n)); // fixed: the same answer every time
    QList<double> etas;
    etas.reserve(simulations);
    IntervalSeries series(n);
    for (int i = 0; i < simulations; ++i) {
        for (int k = 0; k < n; ++k)
            series[k] = IntervalSample {random.normal(), 1.0, double(k + 1)};
        etas.append(otsuSplit(series).separability);
    }
    std::sort(etas.begin(), etas.end());
    return etas;
}

// The smaller share of each level's time that falls in either half of the run.
double shareInEachHalf(const IntervalSeries &series, double threshold)
{
    const double middle = (series.first().start() + series.last().end) / 2.0;
    double lowFirst = 0.0, lowTotal = 0.0, highFirst = 0.0, highTotal = 0.0;
    for (const IntervalSample &s : series) {
        const bool first = s.middle() < middle;
        if (s.value > threshold) {
            highTotal += s.seconds;
            highFirst += first ? s.seconds : 0.0;
        } else {
            lowTotal += s.seconds;
            lowFirst += first ? s.seconds : 0.0;
        }
    }
    if (lowTotal <= 0.0 || highTotal <= 0.0)
        return 0.0;
    const double low = std::min(lowFirst, lowTotal - lowFirst) / lowTotal;
    const double high = std::min(highFirst, highTotal - highFirst) / highTotal;
    return std::min(low, high);
}

bool allPositiveLengths(const IntervalSeries &series)
{
    return std::all_of(series.cbegin(), series.cend(),
        [](const IntervalSample &s) { return s.seconds > 0.0 && std::isfinite(s.seconds) && std::isfinite(s.value); });
}

} // namespace

QString diagnosticKindName(DiagnosticKind kind)
{
    switch (kind) {
    case DiagnosticKind::RegimeSwitching:
        return QStringLiteral("regime-switching");
    case DiagnosticKind::LevelShift:
        return QStringLiteral("level-shift");
    case DiagnosticKind::Drift:
        return QStringLiteral("drift");
    case DiagnosticKind::IrregularIntervals:
        return QStringLiteral("irregular-intervals");
    case DiagnosticKind::ConfidenceNotAchieved:
        return QStringLiteral("confidence-not-achieved");
    }
    return QString();
}

namespace Diagnostics {

double separabilityPValue(int intervals, double separability)
{
    static QMutex mutex;
    static QHash<int, QList<double>> cache;
    const int n = std::min(intervals, largestSimulatedSize);
    if (n < 3)
        return 1.0;
    QList<double> etas;
    {
        const QMutexLocker locker(&mutex);
        auto it = cache.find(n);
        if (it == cache.end())
            it = cache.insert(n, simulateNullSeparabilities(n));
        etas = it.value();
    }
    const auto atLeast = etas.cend() - std::lower_bound(etas.cbegin(), etas.cend(), separability);
    return double(atLeast + 1) / double(simulations + 1);
}

RegimeAnalysis analyseRegimes(const IntervalSeries &series, const DiagnosticOptions &options)
{
    RegimeAnalysis r;
    if (series.size() < options.minIntervals || !allPositiveLengths(series))
        return r;
    r.evaluated = true;
    const Split split = otsuSplit(series);
    r.separability = split.separability;
    r.separabilityP = separabilityPValue(int(series.size()), split.separability);
    r.threshold = split.threshold;
    double lowTime = 0.0, lowSum = 0.0, highTime = 0.0, highSum = 0.0;
    for (qsizetype i = 0; i < series.size(); ++i) {
        const IntervalSample &s = series[i];
        const bool high = s.value > split.threshold;
        (high ? highTime : lowTime) += s.seconds;
        (high ? highSum : lowSum) += s.seconds * s.value;
        if (i > 0 && high != (series[i - 1].value > split.threshold))
            ++r.switches;
    }
    if (lowTime <= 0.0 || highTime <= 0.0)
        return r; // one level only
    r.lowLevel = lowSum / lowTime;
    r.highLevel = highSum / highTime;
    r.lowShare = lowTime / (lowTime + highTime);
    r.highShare = 1.0 - r.lowShare;
    r.relativeGap = r.highLevel != 0.0 ? (r.highLevel - r.lowLevel) / std::abs(r.highLevel) : 0.0;
    r.shareInEachHalf = shareInEachHalf(series, split.threshold);
    const bool twoLevels = r.separability >= options.regimeMinSeparability && r.separabilityP < options.regimeAlpha
        && std::min(r.lowShare, r.highShare) >= options.regimeMinShare && r.relativeGap >= options.regimeMinRelativeGap;
    r.switching = twoLevels && r.switches >= 2 && r.shareInEachHalf >= options.regimeMinShareInEachHalf;
    r.levelShift = twoLevels && !r.switching;
    return r;
}

DriftAnalysis analyseDrift(const IntervalSeries &series, const DiagnosticOptions &options)
{
    DriftAnalysis d;
    if (series.size() < options.minIntervals || !allPositiveLengths(series))
        return d;
    QList<double> times, values;
    for (const IntervalSample &s : series) {
        times.append(s.middle());
        values.append(s.value);
    }
    d.evaluated = true;
    d.mannKendall = TrendTests::mannKendallCorrected(values);
    d.slopePerSecond = TrendTests::theilSenSlope(times, values);
    d.seconds = times.last() - times.first();
    const double median = Descriptive::median(values);
    d.relativeChange
        = median != 0.0 && std::isfinite(d.slopePerSecond) ? d.slopePerSecond * d.seconds / std::abs(median) : 0.0;
    d.drifting = d.mannKendall.valid && d.mannKendall.p < options.driftAlpha
        && std::abs(d.relativeChange) >= options.driftMinRelativeChange;
    return d;
}

IntervalRegularity analyseIntervals(
    const IntervalSeries &series, double requestedSeconds, const DiagnosticOptions &options)
{
    IntervalRegularity r;
    r.requested = requestedSeconds;
    if (!(requestedSeconds > 0.0) || series.size() < 2)
        return r;
    QList<double> lengths;
    for (qsizetype i = 0; i + 1 < series.size(); ++i)
        lengths.append(series[i].seconds);
    r.evaluated = true;
    r.judged = int(lengths.size());
    for (double length : lengths) {
        if (length < options.irregularBelow * requestedSeconds || length > options.irregularAbove * requestedSeconds)
            ++r.irregularCount;
    }
    std::sort(lengths.begin(), lengths.end());
    r.minSeconds = lengths.first();
    r.maxSeconds = lengths.last();
    r.medianSeconds = Descriptive::quantileOfSorted(lengths, 0.5);
    r.irregular = r.irregularCount >= 2 && double(r.irregularCount) > options.irregularMaxShare * double(r.judged);
    return r;
}

Diagnostic describe(const RegimeAnalysis &a, const QString &subject, const QString &unit, int intervals,
    const DiagnosticOptions &options)
{
    using NumberFormat::percent;
    using NumberFormat::si;
    Diagnostic d;
    d.kind = a.levelShift ? DiagnosticKind::LevelShift : DiagnosticKind::RegimeSwitching;
    d.evaluated = a.evaluated;
    d.flagged = a.switching || a.levelShift;
    if (!a.evaluated) {
        d.sentence = DiagnosticsText::tooFew(intervals, DiagnosticsText::regimeWhat(), options.minIntervals);
        return d;
    }
    d.numbers = {{QStringLiteral("separability"), a.separability}, {QStringLiteral("threshold"), a.threshold},
        {QStringLiteral("separabilityP"), a.separabilityP}, {QStringLiteral("lowLevel"), a.lowLevel},
        {QStringLiteral("highLevel"), a.highLevel}, {QStringLiteral("lowShare"), a.lowShare},
        {QStringLiteral("highShare"), a.highShare}, {QStringLiteral("relativeGap"), a.relativeGap},
        {QStringLiteral("switches"), a.switches}, {QStringLiteral("shareInEachHalf"), a.shareInEachHalf}};
    const QString levels = DiagnosticsText::tr("%1 and %2", "two levels of a rate").arg(si(a.highLevel), si(a.lowLevel))
        + (unit.isEmpty() ? QString() : QString(QLatin1Char(' ') + unit));
    if (a.switching) {
        d.sentence = DiagnosticsText::tr("Regime switching: %1 alternated between two levels, %2 (%3 and %4 of the time, "
                              "%5 changes of level, Otsu separability %6); a mean over the run describes neither "
                              "level.")
                         .arg(subject, levels, percent(a.highShare, 0), percent(a.lowShare, 0),
                             QString::number(a.switches), NumberFormat::fixed(a.separability, 2));
    } else if (a.levelShift) {
        d.sentence = DiagnosticsText::tr("Level shift: %1 moved between two levels, %2 (%3 and %4 of the time, Otsu "
                              "separability %5), without alternating; the run mixes two states.")
                         .arg(subject, levels, percent(a.highShare, 0), percent(a.lowShare, 0),
                             NumberFormat::fixed(a.separability, 2));
    } else {
        d.sentence = DiagnosticsText::tr("No regime switching: %1 shows no two distinct levels (Otsu separability %2, %3 "
                              "against a single level).")
                         .arg(subject, NumberFormat::fixed(a.separability, 2), NumberFormat::pValue(a.separabilityP));
    }
    return d;
}

Diagnostic describe(const DriftAnalysis &a, const QString &subject, const QString &unit, int intervals,
    const DiagnosticOptions &options)
{
    using NumberFormat::percent;
    Diagnostic d;
    d.kind = DiagnosticKind::Drift;
    d.evaluated = a.evaluated;
    d.flagged = a.drifting;
    if (!a.evaluated) {
        d.sentence = DiagnosticsText::tooFew(intervals, DiagnosticsText::driftWhat(), options.minIntervals);
        return d;
    }
    d.numbers = {{QStringLiteral("slopePerSecond"), a.slopePerSecond}, {QStringLiteral("seconds"), a.seconds},
        {QStringLiteral("relativeChange"), a.relativeChange}, {QStringLiteral("mannKendallS"), a.mannKendall.s},
        {QStringLiteral("mannKendallZ"), a.mannKendall.z}, {QStringLiteral("mannKendallP"), a.mannKendall.p},
        {QStringLiteral("kendallTau"), a.mannKendall.tau},
        {QStringLiteral("autocorrelation"), a.mannKendall.autocorrelation},
        {QStringLiteral("varianceFactor"), a.mannKendall.varianceFactor}};
    const QString slope = QString(NumberFormat::si(a.slopePerSecond) + QLatin1Char(' ') + unit).trimmed();
    if (a.drifting) {
        const QString text = a.relativeChange > 0
            ? DiagnosticsText::tr("Drift: %1 rose by %2 over %3 s (Theil-Sen slope %4 per second, Mann-Kendall %5).")
            : DiagnosticsText::tr("Drift: %1 fell by %2 over %3 s (Theil-Sen slope %4 per second, Mann-Kendall %5).");
        d.sentence = text.arg(subject, percent(std::abs(a.relativeChange)), NumberFormat::fixed(a.seconds, 1), slope,
            NumberFormat::pValue(a.mannKendall.p));
    } else {
        d.sentence = DiagnosticsText::tr("No drift: %1 shows no significant trend (Mann-Kendall %2, change over the run %3).")
                         .arg(subject, NumberFormat::pValue(a.mannKendall.p), percent(a.relativeChange, 1, true));
    }
    return d;
}

Diagnostic describe(const IntervalRegularity &a)
{
    Diagnostic d;
    d.kind = DiagnosticKind::IrregularIntervals;
    d.evaluated = a.evaluated;
    d.flagged = a.irregular;
    if (!a.evaluated) {
        d.sentence = a.requested > 0.0
            ? DiagnosticsText::tr("Interval lengths not checked: fewer than two intervals after warm-up.")
            : DiagnosticsText::tr("Interval lengths not checked: the requested interval (-D) is unknown.");
        return d;
    }
    using NumberFormat::fixed;
    d.numbers = {{QStringLiteral("requestedSeconds"), a.requested}, {QStringLiteral("judged"), a.judged},
        {QStringLiteral("irregular"), a.irregularCount}, {QStringLiteral("minSeconds"), a.minSeconds},
        {QStringLiteral("maxSeconds"), a.maxSeconds}, {QStringLiteral("medianSeconds"), a.medianSeconds}};
    if (a.irregular) {
        d.sentence = DiagnosticsText::tr("Irregular intervals: %1 of %2 intervals lasted far from the requested %3 s (from %4 s "
                              "to %5 s); their rates are less comparable, and netperf stretches intervals when the "
                              "host is too busy to keep time.")
                         .arg(a.irregularCount)
                         .arg(a.judged)
                         .arg(fixed(a.requested, 3), fixed(a.minSeconds, 3), fixed(a.maxSeconds, 3));
    } else {
        d.sentence = DiagnosticsText::tr("Regular intervals: %1 of %2 intervals far from the requested %3 s (median %4 s).")
                         .arg(a.irregularCount)
                         .arg(a.judged)
                         .arg(fixed(a.requested, 3), fixed(a.medianSeconds, 3));
    }
    return d;
}

Diagnostic confidenceNotAchieved(std::optional<double> widthPercent)
{
    Diagnostic d;
    d.kind = DiagnosticKind::ConfidenceNotAchieved;
    d.evaluated = true;
    d.flagged = true;
    if (widthPercent) {
        d.numbers.insert(QStringLiteral("widthPercent"), *widthPercent);
        d.sentence = DiagnosticsText::tr("netperf did not achieve the requested confidence: its iterations' throughput interval "
                              "was %1 wide, so the test environment varied during the run.")
                         .arg(NumberFormat::fixed(*widthPercent, 1) + QLatin1Char('%'));
    } else {
        d.sentence = DiagnosticsText::tr("netperf did not achieve the requested confidence within its iterations, so the test "
                              "environment varied during the run.");
    }
    return d;
}

QList<Diagnostic> diagnose(const IntervalSeries &series, double requestedSeconds, const QString &subject,
    const QString &unit, const DiagnosticOptions &options)
{
    const int n = int(series.size());
    return {describe(analyseRegimes(series, options), subject, unit, n, options),
        describe(analyseDrift(series, options), subject, unit, n, options),
        describe(analyseIntervals(series, requestedSeconds, options))};
}

} // namespace Diagnostics
} // namespace Tunebench::Stats
