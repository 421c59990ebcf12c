// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/runsummary.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Tunebench::Stats {

namespace {
class RunSummaryText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::RunSummary)
};

WeightedSummary summarizeSeries(const IntervalSeries &series)
{
    QList<double> values, weights;
    for (const IntervalSample &s : series) {
        values.append(s.value);
        weights.append(s.seconds);
    }
    return Descriptive::weightedSummary(values, weights);
}

std::optional<double> relativeDeviation(const std::optional<WeightedSummary> &live, std::optional<double> reference)
{
    if (!live || !reference || *reference == 0.0)
        return std::nullopt;
    return (live->mean - *reference) / *reference;
}
} // namespace

bool RunSummary::isStable() const
{
    return std::none_of(diagnostics.cbegin(), diagnostics.cend(), [](const Diagnostic &d) { return d.flagged; });
}

namespace RunSummaries {

Status validate(const IntervalSeries &series)
{
    for (qsizetype i = 0; i < series.size(); ++i) {
        const IntervalSample &s = series[i];
        if (!std::isfinite(s.value) || !std::isfinite(s.end) || !(s.seconds > 0.0) || !std::isfinite(s.seconds))
            return makeError(
                ErrorCode::InvalidArgument, RunSummaryText::tr("Interval %1 has no valid value, length or end time.").arg(i + 1));
        if (i > 0 && s.end < series[i - 1].end)
            return makeError(ErrorCode::InvalidArgument,
                RunSummaryText::tr("Interval %1 ends before the interval preceding it; intervals must be in "
                         "time order.")
                    .arg(i + 1));
    }
    return Ok {};
}

IntervalSeries afterWarmup(const IntervalSeries &series, double warmupSeconds)
{
    if (series.isEmpty() || !(warmupSeconds > 0.0))
        return series;
    const double cutoff = series.first().start() + warmupSeconds;
    IntervalSeries kept;
    for (const IntervalSample &s : series) {
        // A small tolerance: netperf prints ends to the millisecond, so a start can land a hair early.
        if (s.start() >= cutoff - 1e-6)
            kept.append(s);
    }
    return kept;
}

Result<RunSummary> summarize(const RunInput &input, const DiagnosticOptions &options)
{
    for (const IntervalSeries *series :
        {&input.interim, &input.liveServiceDemandLocal, &input.liveServiceDemandRemote}) {
        if (Status status = validate(*series); !status)
            return status.error();
    }
    RunSummary r;
    const IntervalSeries kept = afterWarmup(input.interim, input.warmupSeconds);
    r.warmupIntervals = int(input.interim.size() - kept.size());
    for (qsizetype i = 0; i < r.warmupIntervals; ++i)
        r.warmupSeconds += input.interim[i].seconds;
    r.rate = summarizeSeries(kept);
    r.finalRate = input.finalRate;
    r.localServiceDemand = input.localServiceDemand;
    r.remoteServiceDemand = input.remoteServiceDemand;
    const IntervalSeries liveLocal = afterWarmup(input.liveServiceDemandLocal, input.warmupSeconds);
    const IntervalSeries liveRemote = afterWarmup(input.liveServiceDemandRemote, input.warmupSeconds);
    if (!liveLocal.isEmpty())
        r.liveServiceDemandLocal = summarizeSeries(liveLocal);
    if (!liveRemote.isEmpty())
        r.liveServiceDemandRemote = summarizeSeries(liveRemote);
    r.liveVsNetperfLocal = relativeDeviation(r.liveServiceDemandLocal, r.localServiceDemand);
    r.liveVsNetperfRemote = relativeDeviation(r.liveServiceDemandRemote, r.remoteServiceDemand);
    r.latency = input.latency;
    const QString subject = input.metric.label.isEmpty()
        ? RunSummaryText::tr("the values")
        : RunSummaryText::tr("the %1", "a metric's label").arg(input.metric.label);
    r.diagnostics = Diagnostics::diagnose(kept, input.requestedIntervalSeconds, subject, input.metric.unit, options);
    if (input.confidenceNotAchieved)
        r.diagnostics.append(Diagnostics::confidenceNotAchieved(input.confidenceWidthPercent));
    return r;
}

} // namespace RunSummaries
} // namespace Tunebench::Stats
