// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <cstdint>

namespace Tunebench::Stats {

/// One change point: the series' values from @p index on differ in distribution from those before.
struct ChangePoint
{
    qsizetype index = 0; ///< the first value after the change
    double statistic = 0.0; ///< the E-Divisive divergence Q̂ of the split
    double p = 1.0; ///< permutation p-value, (exceeding + 1) / (permutations + 1)
};

struct ChangePointOptions
{
    /// p-values at or below this accept a change. 0.01 with 199 permutations: at most one flat
    /// history in a hundred shows a false change (tst_changepoints measures it), where perf CI
    /// tools' 0.05 would show one in twenty; a shared history is read by people who act on every
    /// mark. Keep significance × (permutations + 1) a whole number, or the test is stricter.
    double significance = 0.01;
    int permutations = 199; ///< at least 1
    int minimumSegment = 3; ///< values on each side of a change, at least 1
    std::uint64_t seed = 28; ///< of the permutations: the same series gives the same answer
};

namespace ChangePoints {

/// E-Divisive means (Matteson & James, "A Nonparametric Approach for Multiple Change Point
/// Analysis of Multivariate Data", JASA 109, 2014, with alpha = 1), as the change-point detection
/// of MongoDB's signal-processing-algorithms and Hunter (Fleming et al., ICPE 2023) use it for
/// performance CI: hierarchical bisection at the split of largest Q̂, each split kept only when a
/// permutation test of its segment finds it significant. No distribution is assumed, and an
/// outlying experiment is in every permutation too, so one outlier does not make a change.
/// Deterministic for a seed. O(permutations n²) per segment tested.
/// NaN and infinite values are skipped: changes are looked for in the finite values, and an index
/// is that of the first finite value after the change in @p values. minimumSegment counts finite
/// values; fewer than 2 minimumSegment of them give no change. Change points are returned in
/// series order.
[[nodiscard]] QList<ChangePoint> eDivisive(const QList<double> &values, const ChangePointOptions &options = {});

/// Q̂ of every split of @p values (index = first value of the right part), for tests and plots:
/// (m n / (m + n)) (2/(m n) Σ|x−y| − Σ|x−x'| / C(m,2) − Σ|y−y'| / C(n,2)), 0 where either part
/// would have fewer than @p minimumSegment values. @p values must be finite (eDivisive skips the
/// others; here a NaN makes every Q̂ NaN).
[[nodiscard]] QList<double> divergences(const QList<double> &values, int minimumSegment);

} // namespace ChangePoints
} // namespace Tunebench::Stats
