// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/confidenceinterval.h"

#include <QList>

namespace Tunebench::Stats {

/// Welch's unequal-variance t-test of mean(B) - mean(A) (Welch 1947), with the Welch-Satterthwaite
/// degrees of freedom, as R's t.test(var.equal = FALSE) and SciPy's ttest_ind(equal_var=False).
struct WelchResult
{
    bool valid = false; ///< needs two values per arm and some variation
    double meanDifference = 0.0; ///< mean(B) - mean(A)
    double standardError = 0.0;
    double t = 0.0; ///< (mean(B) - mean(A)) / standardError
    double df = 0.0;
    double p = 1.0; ///< two-sided
    ConfidenceInterval ci; ///< for mean(B) - mean(A)
};

namespace Welch {

[[nodiscard]] WelchResult test(const QList<double> &a, const QList<double> &b, double confidence);

/// The same test from summary statistics: means, variances (n - 1) and (possibly effective) sizes.
[[nodiscard]] WelchResult fromSummaries(
    double meanA, double varianceA, double nA, double meanB, double varianceB, double nB, double confidence);

} // namespace Welch
} // namespace Tunebench::Stats
