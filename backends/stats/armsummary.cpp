// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/armsummary.h"

#include "stats/descriptive.h"

#include <algorithm>
#include <cmath>

namespace Tunebench::Stats {

double ArmSummary::relativeCiHalfWidth() const
{
    if (!medianCi.isValid() || median == 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return std::max(median - medianCi.low, medianCi.high - median) / std::abs(median);
}

namespace ArmSummaries {

ArmSummary summarize(QList<double> values, double confidence)
{
    // Sorting first makes every sum run in the same order whatever order the runs came in, so the
    // output is the same bytes for the same set of runs.
    std::sort(values.begin(), values.end());
    ArmSummary s;
    s.n = int(values.size());
    s.runsForMedianCi = Descriptive::minimumSizeForMedianCi(confidence);
    if (values.isEmpty())
        return s;
    s.median = Descriptive::quantileOfSorted(values, 0.5);
    s.medianCi = Descriptive::medianConfidenceInterval(values, confidence);
    s.mean = Descriptive::mean(values);
    s.meanCi = Descriptive::meanConfidenceInterval(values, confidence);
    s.stddev = Descriptive::stddev(values);
    s.cv = s.mean != 0.0 ? s.stddev / std::abs(s.mean) : 0.0;
    s.min = values.first();
    s.max = values.last();
    return s;
}

} // namespace ArmSummaries
} // namespace Tunebench::Stats
