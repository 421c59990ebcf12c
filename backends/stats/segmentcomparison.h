// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "stats/comparison.h"
#include "stats/intervalsample.h"

#include <limits>

namespace Tunebench::Stats {

struct SegmentOptions
{
    double settleSeconds = 0.0; ///< dropped from the start of the run, as warm-up
    /// Where the second segment starts, in seconds after the settled part begins; NaN splits the
    /// settled part in the middle.
    double splitSeconds = std::numeric_limits<double>::quiet_NaN();
    CompareOptions compare;
};

/// Two segments of ONE continuous run compared with the interim intervals as samples (e.g. before
/// and after a tunable changed mid-run). Intervals of one run are not independent runs: successive
/// intervals are correlated, so the tests' p-values are optimistic. The effective sample sizes
/// (see Descriptive::effectiveSampleSize) and a Welch test using them say by how much.
struct SegmentComparison
{
    Comparison comparison; ///< interval values as if they were independent samples
    int intervalsA = 0;
    int intervalsB = 0;
    double autocorrelationA = 0.0; ///< lag-1
    double autocorrelationB = 0.0;
    double effectiveA = 0.0;
    double effectiveB = 0.0;
    WelchResult adjustedWelch; ///< Welch's test with the effective sizes
    QString sentence; ///< translated; always says these are not independent runs
};

namespace SegmentComparisons {

/// Splits one run's intervals (after settleSeconds) into two segments and compares them.
[[nodiscard]] Result<SegmentComparison> compare(const IntervalSeries &run, const SegmentOptions &options = {});
/// Compares two given segments of one run.
[[nodiscard]] Result<SegmentComparison> compare(
    const IntervalSeries &first, const IntervalSeries &second, const CompareOptions &options);

} // namespace SegmentComparisons
} // namespace Tunebench::Stats
