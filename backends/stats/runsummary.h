// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "stats/descriptive.h"
#include "stats/diagnostics.h"
#include "stats/intervalsample.h"
#include "stats/metric.h"

#include <QMap>

#include <optional>

namespace Tunebench::Stats {

/// What one netperf run produced, as the experiment engine collected it.
struct RunInput
{
    IntervalSeries interim; ///< interim rates with their interval lengths
    Metric metric = Metric::forId(QStringLiteral("rate")); ///< names the interim values in sentences
    double requestedIntervalSeconds = 0.0; ///< netperf's -D; 0 when unknown
    double warmupSeconds = 0.0; ///< intervals starting within this time of the first one are dropped
    std::optional<double> finalRate; ///< netperf's result line
    std::optional<double> localServiceDemand; ///< netperf's S.dem, us per transaction
    std::optional<double> remoteServiceDemand;
    IntervalSeries liveServiceDemandLocal; ///< from telemetry, per interval
    IntervalSeries liveServiceDemandRemote;
    QMap<QString, double> latency; ///< percentiles when recorded ("p50", "p90", "p99", "mean"), us
    bool confidenceNotAchieved = false; ///< netperf printed "Desired confidence was not achieved"
    std::optional<double> confidenceWidthPercent;
};

/// Per-run statistics: time-weighted over the intervals after warm-up, plus netperf's own results.
struct RunSummary
{
    WeightedSummary rate; ///< count 0 when the run had no interim results after warm-up
    int warmupIntervals = 0; ///< intervals excluded as warm-up
    double warmupSeconds = 0.0; ///< their total length
    std::optional<double> finalRate;
    std::optional<double> localServiceDemand;
    std::optional<double> remoteServiceDemand;
    std::optional<WeightedSummary> liveServiceDemandLocal;
    std::optional<WeightedSummary> liveServiceDemandRemote;
    /// (live mean - netperf's) / netperf's: how far the live estimate is from netperf's figure.
    std::optional<double> liveVsNetperfLocal;
    std::optional<double> liveVsNetperfRemote;
    QMap<QString, double> latency;
    QList<Diagnostic> diagnostics;

    /// True when no diagnostic is flagged.
    [[nodiscard]] bool isStable() const;
};

namespace RunSummaries {

/// The intervals that start at least @p warmupSeconds after the first interval started.
[[nodiscard]] IntervalSeries afterWarmup(const IntervalSeries &series, double warmupSeconds);

/// Fails with InvalidArgument on non-finite values, non-positive interval lengths or intervals out
/// of time order.
[[nodiscard]] Result<RunSummary> summarize(const RunInput &input, const DiagnosticOptions &options = {});

/// The same validation summarize() applies, for callers that take series from outside.
[[nodiscard]] Status validate(const IntervalSeries &series);

} // namespace RunSummaries
} // namespace Tunebench::Stats
