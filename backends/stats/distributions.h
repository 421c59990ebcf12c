// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Thin wrappers over Boost.Math's distributions. Boost throws on domain errors by default; these
// use the errno_on_error policy and return NaN instead, so no exception leaves the library.

namespace Tunebench::Stats::Dist {

[[nodiscard]] double normalCdf(double z);
[[nodiscard]] double normalSurvival(double z); ///< 1 - cdf, without cancellation
[[nodiscard]] double normalQuantile(double p);

[[nodiscard]] double studentTSurvival(double t, double df);
[[nodiscard]] double studentTQuantile(double p, double df);

/// P(T > t) for the non-central t distribution (the power of a t-test).
[[nodiscard]] double nonCentralTSurvival(double t, double df, double noncentrality);

/// P(X <= k) for X ~ Binomial(n, p).
[[nodiscard]] double binomialCdf(int k, int n, double p);

/// Two-sided p-value of a standard-normal statistic.
[[nodiscard]] double twoSidedNormalP(double z);

} // namespace Tunebench::Stats::Dist
