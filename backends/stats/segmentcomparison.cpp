// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/segmentcomparison.h"

#include "stats/descriptive.h"
#include "stats/numberformat.h"
#include "stats/runsummary.h"

#include <QCoreApplication>

#include <cmath>

namespace Tunebench::Stats {

namespace {

class SegmentText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::SegmentComparison)
};

QList<double> valuesOf(const IntervalSeries &series)
{
    QList<double> values;
    for (const IntervalSample &s : series)
        values.append(s.value);
    return values;
}

QString resultClause(const SegmentComparison &s)
{
    const Comparison &c = s.comparison;
    const QString counts = QStringLiteral("%1+%2").arg(s.intervalsA).arg(s.intervalsB);
    if (!c.significant)
        return SegmentText::tr("no significant difference between the segments (%1, %2 intervals)")
            .arg(NumberFormat::pValue(c.mannWhitney.p), counts);
    const double e = c.difference.estimate;
    const QString change = Comparisons::describeChange(c.metric, SegmentText::tr("the second segment"), e);
    if (!c.difference.ci.isValid())
        return SegmentText::tr("%1 (%2, %3 intervals)").arg(change, NumberFormat::pValue(c.mannWhitney.p), counts);
    const double low = e >= 0.0 ? c.difference.ci.low : -c.difference.ci.high;
    const double high = e >= 0.0 ? c.difference.ci.high : -c.difference.ci.low;
    return SegmentText::tr("%1 (%2% CI %3 to %4, %5, %6 intervals)")
        .arg(change, NumberFormat::fixed(c.confidence * 100.0, 0), NumberFormat::percent(low),
            NumberFormat::percent(high), NumberFormat::pValue(c.mannWhitney.p), counts);
}

QString sentenceFor(const SegmentComparison &s)
{
    const QString adjusted = s.adjustedWelch.valid ? NumberFormat::pValue(s.adjustedWelch.p) : QStringLiteral("p=n/a");
    return SegmentText::tr("Two segments of one run, not independent runs: %1. Successive intervals are correlated "
                    "(lag-1 autocorrelation %2 and %3), so they carry about as much information as %4+%5 "
                    "independent values, and the p-value is optimistic; Welch's test with those sizes gives %6.")
        .arg(resultClause(s), NumberFormat::fixed(s.autocorrelationA, 2), NumberFormat::fixed(s.autocorrelationB, 2),
            NumberFormat::fixed(s.effectiveA, 1), NumberFormat::fixed(s.effectiveB, 1), adjusted);
}

} // namespace

namespace SegmentComparisons {

Result<SegmentComparison> compare(
    const IntervalSeries &first, const IntervalSeries &second, const CompareOptions &options)
{
    for (const IntervalSeries *segment : {&first, &second}) {
        if (Status status = RunSummaries::validate(*segment); !status)
            return status.error();
        if (segment->size() < 3)
            return makeError(ErrorCode::InvalidArgument,
                SegmentText::tr("Each segment needs at least three intervals; one has %1.").arg(segment->size()));
    }
    // Order matters here (autocorrelation), so the values stay in time order.
    const QList<double> a = valuesOf(first), b = valuesOf(second);
    Result<Comparison> comparison = Comparisons::compare(a, b, options);
    if (!comparison)
        return comparison.error();
    SegmentComparison s;
    s.comparison = std::move(comparison).value();
    s.intervalsA = int(a.size());
    s.intervalsB = int(b.size());
    s.autocorrelationA = Descriptive::lag1Autocorrelation(a);
    s.autocorrelationB = Descriptive::lag1Autocorrelation(b);
    s.effectiveA = Descriptive::effectiveSampleSize(s.intervalsA, s.autocorrelationA);
    s.effectiveB = Descriptive::effectiveSampleSize(s.intervalsB, s.autocorrelationB);
    s.adjustedWelch = Welch::fromSummaries(Descriptive::mean(a), Descriptive::variance(a), s.effectiveA,
        Descriptive::mean(b), Descriptive::variance(b), s.effectiveB, options.confidence);
    s.sentence = sentenceFor(s);
    return s;
}

Result<SegmentComparison> compare(const IntervalSeries &run, const SegmentOptions &options)
{
    if (Status status = RunSummaries::validate(run); !status)
        return status.error();
    const IntervalSeries settled = RunSummaries::afterWarmup(run, options.settleSeconds);
    if (settled.isEmpty())
        return makeError(ErrorCode::InvalidArgument,
            SegmentText::tr("No intervals remain after the settling time of %1 s.")
                .arg(NumberFormat::fixed(options.settleSeconds, 1)));
    const double begin = settled.first().start();
    const double split
        = std::isnan(options.splitSeconds) ? (begin + settled.last().end) / 2.0 : begin + options.splitSeconds;
    IntervalSeries first, second;
    for (const IntervalSample &sample : settled)
        (sample.middle() < split ? first : second).append(sample);
    return compare(first, second, options.compare);
}

} // namespace SegmentComparisons
} // namespace Tunebench::Stats
