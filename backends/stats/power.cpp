// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/power.h"

#include "stats/distributions.h"
#include "stats/ranktests.h"

#include <cmath>
#include <numbers>

namespace Tunebench::Stats::Power {

double tTestPower(int runsPerArm, double effect, double alpha)
{
    if (runsPerArm < 2 || !std::isfinite(effect))
        return 0.0;
    const double df = 2.0 * runsPerArm - 2.0;
    const double critical = Dist::studentTQuantile(1.0 - alpha / 2.0, df);
    const double noncentrality = std::abs(effect) * std::sqrt(runsPerArm / 2.0);
    return Dist::nonCentralTSurvival(critical, df, noncentrality);
}

std::optional<int> runsForTTest(double effect, double alpha, double power)
{
    if (!(std::abs(effect) > 0.0) || !std::isfinite(effect))
        return std::nullopt;
    // Power grows with n: bracket by doubling, then bisect.
    int high = 2;
    while (tTestPower(high, effect, alpha) < power) {
        if (high >= maxRuns)
            return std::nullopt;
        high = std::min(maxRuns, high * 2);
    }
    int low = std::max(2, high / 2);
    while (low < high) {
        const int mid = (low + high) / 2;
        if (tTestPower(mid, effect, alpha) >= power)
            high = mid;
        else
            low = mid + 1;
    }
    return high;
}

std::optional<int> runsForRankTest(double effect, double alpha, double power)
{
    const std::optional<int> t = runsForTTest(effect, alpha, power);
    if (!t)
        return std::nullopt;
    const int rank = int(std::ceil(double(*t) / (3.0 / std::numbers::pi)));
    return std::max(rank, RankTests::minimumRunsPerArm(alpha));
}

SampleSizeEstimate estimate(double relativeDifference, double spread, double alpha, double power)
{
    SampleSizeEstimate e;
    e.relativeDifference = relativeDifference;
    e.spread = spread;
    e.alpha = alpha;
    e.power = power;
    if (!(spread > 0.0) || !(relativeDifference > -1.0))
        return e;
    const double effect = std::log1p(relativeDifference) / spread;
    e.runsPerArmTTest = runsForTTest(effect, alpha, power);
    e.runsPerArmRankTest = runsForRankTest(effect, alpha, power);
    return e;
}

} // namespace Tunebench::Stats::Power
