// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace Tunebench::Stats {

/// Mann-Kendall test for a monotonic trend (Mann 1945; Kendall, "Rank Correlation Methods", 1975),
/// as presented by Gilbert, "Statistical Methods for Environmental Pollution Monitoring" (1987),
/// section 16.4: S = sum over i < j of sign(x_j - x_i), variance corrected for ties, and the normal
/// statistic with continuity correction.
struct MannKendallResult
{
    bool valid = false; ///< needs at least three values
    int n = 0;
    double s = 0.0;
    double variance = 0.0;
    double z = 0.0;
    double p = 1.0; ///< two-sided
    double tau = 0.0; ///< Kendall's tau-a, S / (n (n - 1) / 2)
    double autocorrelation = 0.0; ///< lag-1 of the Theil-Sen detrended series (when corrected)
    double varianceFactor = 1.0; ///< n / n*, the inflation of Var(S) for serial correlation
};

namespace TrendTests {

/// Longer series are thinned to every k-th value first (both tests are O(n^2)); thinning keeps
/// the order and also weakens the serial correlation that inflates Mann-Kendall's significance.
inline constexpr qsizetype maxTrendPoints = 2000;

[[nodiscard]] MannKendallResult mannKendall(const QList<double> &values);

/// Mann-Kendall with Var(S) inflated for serial correlation by the effective-sample-size factor
/// n / n* = 1 + 2 sum_k (1 - k/n) r1^k of Yue & Wang ("The Mann-Kendall test modified by effective
/// sample size to detect trend in serially correlated hydrological series", Water Resources
/// Management 18, 2004), with r1 the lag-1 autocorrelation of the series detrended by its
/// Theil-Sen slope and an AR(1) decay of the higher lags. Negative r1 is taken as 0. Successive
/// interim rates are correlated; without this the plain test finds "trends" in a stationary run.
[[nodiscard]] MannKendallResult mannKendallCorrected(const QList<double> &values);

/// Theil-Sen slope: the median of the slopes (y_j - y_i) / (t_j - t_i) over all pairs with
/// t_j > t_i (Theil 1950; Sen 1968). Robust to a few outlying intervals. NaN without such a pair.
[[nodiscard]] double theilSenSlope(const QList<double> &times, const QList<double> &values);

/// Every k-th element so that at most @p limit remain (k = ceil(size / limit)).
[[nodiscard]] QList<double> thinned(const QList<double> &values, qsizetype limit);

} // namespace TrendTests
} // namespace Tunebench::Stats
