// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/confidenceinterval.h"

#include <QList>

namespace Tunebench::Stats {

/// Result of the two-sided Mann-Whitney U (Wilcoxon rank-sum) test of A against B.
struct MannWhitneyResult
{
    bool valid = false; ///< false when an arm is empty
    double uA = 0.0; ///< pairs with a > b, ties counted 1/2 (SciPy's statistic for the first sample)
    double uB = 0.0; ///< m n - uA
    double p = 1.0; ///< two-sided p-value
    double z = 0.0; ///< the normal statistic; 0 when the p-value is exact
    bool exact = false; ///< p from the exact null distribution (no ties and both arms < 50)
    bool ties = false;
};

/// Hodges-Lehmann estimate of the shift B - A (the median of all pairwise differences b - a) with
/// the distribution-free Moses confidence interval that inverts the Mann-Whitney test
/// (Hollander & Wolfe, "Nonparametric Statistical Methods", 2nd ed., section 4.3; as R's
/// wilcox.test(conf.int = TRUE)).
struct ShiftEstimate
{
    bool valid = false;
    double estimate = 0.0;
    ConfidenceInterval ci; ///< invalid when the arms are too small for the requested level
    bool exactCi = false;
};

namespace RankTests {

/// Mann & Whitney (1947). Exact p-value from the null distribution for tie-free arms smaller than
/// 50 (R's rule); otherwise the normal approximation with tie-corrected variance and continuity
/// correction, as R's wilcox.test(correct = TRUE) and SciPy's method="asymptotic".
[[nodiscard]] MannWhitneyResult mannWhitney(const QList<double> &a, const QList<double> &b);

/// P(U <= u) under the null for arm sizes m and n without ties.
[[nodiscard]] double exactCdf(int m, int n, int u);
/// The smallest two-sided p-value the exact test can produce for arm sizes m and n: 2 / C(m+n, m).
/// When it exceeds alpha, no data can show a difference (benchstat's "need >= 4 samples").
[[nodiscard]] double smallestTwoSidedP(int m, int n);
/// Fewest runs per arm (equal arms) for which smallestTwoSidedP() <= alpha.
[[nodiscard]] int minimumRunsPerArm(double alpha);

[[nodiscard]] ShiftEstimate hodgesLehmannShift(const QList<double> &a, const QList<double> &b, double confidence);

/// Pairwise differences above this count make the Hodges-Lehmann estimate too costly; callers
/// then fall back to a normal-theory interval (see Comparison).
inline constexpr qsizetype maxPairwiseDifferences = 4'000'000;

} // namespace RankTests
} // namespace Tunebench::Stats
