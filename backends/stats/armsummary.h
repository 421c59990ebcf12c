// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/confidenceinterval.h"

#include <QList>

namespace Tunebench::Stats {

/// One arm's runs: one value per repetition (e.g. each run's time-weighted mean rate).
struct ArmSummary
{
    int n = 0;
    double median = 0.0;
    ConfidenceInterval medianCi; ///< order statistics; invalid below runsForMedianCi
    double mean = 0.0;
    ConfidenceInterval meanCi; ///< Student t; invalid below two runs
    double stddev = 0.0;
    double cv = 0.0; ///< stddev / |mean|
    double min = 0.0;
    double max = 0.0;
    int runsForMedianCi = 0; ///< fewest runs with a median CI at the requested level
    /// Largest distance from the median to its CI bounds relative to the median: benchstat's "± x%".
    [[nodiscard]] double relativeCiHalfWidth() const;
};

namespace ArmSummaries {

[[nodiscard]] ArmSummary summarize(QList<double> values, double confidence = 0.95);

} // namespace ArmSummaries
} // namespace Tunebench::Stats
