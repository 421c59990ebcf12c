// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/intervalsample.h"
#include "stats/trendtests.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Tunebench::Stats {

/// Thresholds of the stability diagnostics. The defaults were calibrated on simulated stationary
/// series (tst_stats_diagnostics) and on captured netperf runs; see each analysis for its method.
struct DiagnosticOptions
{
    int minIntervals = 8; ///< fewer intervals after warm-up are not judged
    double regimeAlpha = 0.01; ///< Monte Carlo p-value of eta under one normal level
    double regimeMinSeparability = 0.8; ///< Otsu's eta; a single normal level reaches ~0.64
    double regimeMinShare = 0.10; ///< each level must hold this share of the time
    double regimeMinRelativeGap = 0.05; ///< (high - low) / high
    double regimeMinShareInEachHalf = 0.2; ///< each level recurs in both halves of the run
    double driftAlpha = 0.01;
    double driftMinRelativeChange = 0.03; ///< |slope x duration| / median
    double irregularBelow = 0.5; ///< an interval shorter than this times -D is irregular
    double irregularAbove = 2.0; ///< ... or longer than this times -D
    double irregularMaxShare = 0.10; ///< flag when more intervals than this are irregular
};

/// Two-level analysis of interim values. Otsu's method (Otsu, "A threshold selection method from
/// gray-level histograms", IEEE Trans. SMC 9(1), 1979) picks the split maximising the between-class
/// variance, i.e. 1-D k-means with k = 2, time-weighted here; its separability eta = between-class /
/// total variance measures bimodality: ~0.64 for one normal level (its two halves), 0.75 for a
/// uniform spread such as a linear drift, near 1 for two distinct levels. eta >= 0.8 corresponds
/// to Ashman's D >= 4 for equal shares (Ashman, Bird & Zepf 1994 use D > 2 for fitted components;
/// the halves of a single normal already give D ~ 2.65). Few intervals reach a high eta by chance,
/// so eta is also tested against its distribution for one normal level of the same size: a Monte
/// Carlo test (Barnard 1963; Hope, JRSS B 30, 1968) with 999 seeded simulations of equal-length
/// intervals. Switching also needs both levels to recur over the run, which tells alternation from
/// a single step (reported as a level shift) or a drift.
struct RegimeAnalysis
{
    bool evaluated = false;
    bool switching = false; ///< two levels that alternate
    bool levelShift = false; ///< two levels that do not recur: the run changed state once
    double separability = 0.0;
    double separabilityP = 1.0; ///< Monte Carlo p-value of separability under one normal level
    double threshold = 0.0;
    double lowLevel = 0.0; ///< time-weighted mean of the intervals below the threshold
    double highLevel = 0.0;
    double lowShare = 0.0; ///< share of the time spent at the low level
    double highShare = 0.0;
    double relativeGap = 0.0;
    double shareInEachHalf = 0.0; ///< the smaller share of a level's time in one half of the run
    int switches = 0; ///< changes between the levels from one interval to the next
};

/// Mann-Kendall trend test with the Theil-Sen slope over interval middles.
struct DriftAnalysis
{
    bool evaluated = false;
    bool drifting = false;
    MannKendallResult mannKendall;
    double slopePerSecond = 0.0;
    double seconds = 0.0; ///< from the first to the last interval middle
    double relativeChange = 0.0; ///< slope x seconds / median
};

/// Interval lengths against the requested -D interval. netperf's last interval is cut short by
/// the end of the test and is not judged.
struct IntervalRegularity
{
    bool evaluated = false;
    bool irregular = false;
    double requested = 0.0;
    int judged = 0;
    int irregularCount = 0;
    double minSeconds = 0.0;
    double maxSeconds = 0.0;
    double medianSeconds = 0.0;
};

enum class DiagnosticKind
{
    RegimeSwitching,
    LevelShift, ///< reported in place of RegimeSwitching when the two levels follow each other once
    Drift,
    IrregularIntervals,
    ConfidenceNotAchieved,
};

/// One stability check of one run, ready to show: a flag, a sentence and the numbers behind it.
struct Diagnostic
{
    DiagnosticKind kind = DiagnosticKind::RegimeSwitching;
    bool flagged = false;
    bool evaluated = false; ///< false when the data could not support a judgement
    QString sentence; ///< translated
    QMap<QString, double> numbers; ///< sorted keys, so serialisations are deterministic
};

[[nodiscard]] QString diagnosticKindName(DiagnosticKind kind); ///< "regime-switching", ...

namespace Diagnostics {

/// P(eta >= @p separability) for @p intervals values of one normal level, from 999 seeded
/// simulations (cached per size; sizes above 200 use 200's, which is conservative).
[[nodiscard]] double separabilityPValue(int intervals, double separability);

[[nodiscard]] RegimeAnalysis analyseRegimes(const IntervalSeries &series, const DiagnosticOptions &options = {});
[[nodiscard]] DriftAnalysis analyseDrift(const IntervalSeries &series, const DiagnosticOptions &options = {});
[[nodiscard]] IntervalRegularity analyseIntervals(
    const IntervalSeries &series, double requestedSeconds, const DiagnosticOptions &options = {});

/// @p subject names what the values are in sentences ("the transaction rate"); @p unit follows levels.
[[nodiscard]] Diagnostic describe(const RegimeAnalysis &analysis, const QString &subject, const QString &unit,
    int intervals, const DiagnosticOptions &options = {});
[[nodiscard]] Diagnostic describe(const DriftAnalysis &analysis, const QString &subject, const QString &unit,
    int intervals, const DiagnosticOptions &options = {});
[[nodiscard]] Diagnostic describe(const IntervalRegularity &analysis);
/// netperf's "Desired confidence was not achieved" warning, with the throughput interval width in
/// percent when netperf printed it.
[[nodiscard]] Diagnostic confidenceNotAchieved(std::optional<double> widthPercent);

/// All checks on one run's post-warm-up intervals.
[[nodiscard]] QList<Diagnostic> diagnose(const IntervalSeries &series, double requestedSeconds, const QString &subject,
    const QString &unit, const DiagnosticOptions &options = {});

} // namespace Diagnostics
} // namespace Tunebench::Stats
