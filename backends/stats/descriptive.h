// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/confidenceinterval.h"

#include <QList>

namespace Tunebench::Stats {

/// Mean, spread and quantiles where each value carries a weight (an interval's length in seconds).
struct WeightedSummary
{
    int count = 0;
    double totalWeight = 0.0;
    double mean = 0.0; ///< sum(w x) / sum(w): for rates over intervals, total work / total time
    double median = 0.0; ///< the value at half the total weight
    double stddev = 0.0; ///< unbiased for reliability weights (see weightedSummary)
    double cv = 0.0; ///< stddev / mean, the coefficient of variation
    double min = 0.0;
    double max = 0.0;
};

namespace Descriptive {

[[nodiscard]] double mean(const QList<double> &values);
/// Sample variance with n - 1 in the denominator; 0 for fewer than two values.
[[nodiscard]] double variance(const QList<double> &values);
[[nodiscard]] double stddev(const QList<double> &values);
[[nodiscard]] double median(QList<double> values);
/// Quantile of sorted values, linear interpolation between order statistics (Hyndman & Fan 1996,
/// definition 7, R's default).
[[nodiscard]] double quantileOfSorted(const QList<double> &sorted, double p);

/// Weighted statistics; weights must be positive and as many as the values.
[[nodiscard]] WeightedSummary weightedSummary(const QList<double> &values, const QList<double> &weights);

/// Lag-1 autocorrelation r1 = sum (x_t - m)(x_t+1 - m) / sum (x_t - m)^2 (Box & Jenkins); 0 when
/// undefined (fewer than three values, or no variation).
[[nodiscard]] double lag1Autocorrelation(const QList<double> &values);
/// The number of independent values carrying as much information about the mean as @p n values
/// of an AR(1) series with lag-1 autocorrelation @p r1: n (1 - r1) / (1 + r1) (Bayley & Hammersley
/// 1946; Wilks, "Statistical Methods in the Atmospheric Sciences", 3rd ed., eq. 5.12). Negative
/// r1 is treated as 0 so the result never claims more information than n values hold.
[[nodiscard]] double effectiveSampleSize(int n, double r1);

/// Distribution-free CI for the median from order statistics: the narrowest symmetric pair
/// [x(k), x(n+1-k)] whose binomial coverage 1 - 2 P(Bin(n, 1/2) <= k - 1) reaches @p confidence
/// (Conover, "Practical Nonparametric Statistics", 3rd ed., section 3.2). Invalid when even
/// [min, max] does not reach it. @p sorted must be sorted.
[[nodiscard]] ConfidenceInterval medianConfidenceInterval(const QList<double> &sorted, double confidence);
/// Fewest values for which medianConfidenceInterval() exists (6 at 0.95, as benchstat says).
[[nodiscard]] int minimumSizeForMedianCi(double confidence);
/// Student-t CI for the mean; invalid for fewer than two values.
[[nodiscard]] ConfidenceInterval meanConfidenceInterval(const QList<double> &values, double confidence);

} // namespace Descriptive
} // namespace Tunebench::Stats
