// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>

namespace Tunebench::Stats {

/// A two-sided confidence interval. `level` is the coverage the method guarantees, which for
/// order-statistic and rank methods is the achieved (discrete) level, at least the requested one.
struct ConfidenceInterval
{
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
    double level = 0.0;

    [[nodiscard]] bool isValid() const { return std::isfinite(low) && std::isfinite(high) && level > 0.0; }
    [[nodiscard]] bool contains(double value) const { return isValid() && low <= value && value <= high; }
};

} // namespace Tunebench::Stats
