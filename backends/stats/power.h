// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace Tunebench::Stats {

/// How many runs per arm it takes to detect a difference at a given spread.
struct SampleSizeEstimate
{
    double relativeDifference = 0.0; ///< the difference to detect, e.g. 0.01 for 1%
    double spread = 0.0; ///< run-to-run spread as a relative standard deviation
    double alpha = 0.05;
    double power = 0.8; ///< the probability of detecting the difference that the sizes reach
    std::optional<int> runsPerArmTTest; ///< empty when beyond Power::maxRuns
    std::optional<int> runsPerArmRankTest; ///< the same for Mann-Whitney (see Power::runsForRankTest)
};

namespace Power {

inline constexpr int maxRuns = 100000;

/// Power of the two-sided two-sample t-test with n runs per arm and standardized effect
/// delta / sd, from the non-central t distribution (as R's power.t.test with strict = FALSE:
/// rejections in the wrong direction are not counted).
[[nodiscard]] double tTestPower(int runsPerArm, double effect, double alpha);

/// Smallest n >= 2 whose tTestPower() reaches @p power; empty beyond maxRuns or for no effect.
[[nodiscard]] std::optional<int> runsForTTest(double effect, double alpha, double power);

/// The t-test size divided by the asymptotic relative efficiency of Mann-Whitney to the t-test
/// under normal errors, 3 / pi (Hodges & Lehmann 1956), rounded up: the rank test needs about
/// 5% more runs for the same power, and never fewer than it needs to reject at all.
[[nodiscard]] std::optional<int> runsForRankTest(double effect, double alpha, double power);

/// Runs per arm for detecting a relative difference (e.g. 0.05) when runs vary by a relative
/// standard deviation @p spread; both enter on the log scale, where ratios are shifts.
[[nodiscard]] SampleSizeEstimate estimate(double relativeDifference, double spread, double alpha, double power);

} // namespace Power
} // namespace Tunebench::Stats
