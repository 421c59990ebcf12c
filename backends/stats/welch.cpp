// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/welch.h"

#include "stats/descriptive.h"
#include "stats/distributions.h"

#include <algorithm>
#include <cmath>

namespace Tunebench::Stats::Welch {

WelchResult fromSummaries(
    double meanA, double varianceA, double nA, double meanB, double varianceB, double nB, double confidence)
{
    WelchResult r;
    if (nA < 2.0 || nB < 2.0)
        return r;
    const double termA = varianceA / nA, termB = varianceB / nB;
    r.meanDifference = meanB - meanA;
    r.standardError = std::sqrt(termA + termB);
    if (!(r.standardError > 0.0))
        return r;
    r.valid = true;
    r.t = r.meanDifference / r.standardError;
    r.df = (termA + termB) * (termA + termB) / (termA * termA / (nA - 1.0) + termB * termB / (nB - 1.0));
    r.p = std::min(1.0, 2.0 * Dist::studentTSurvival(std::abs(r.t), r.df));
    const double halfWidth = Dist::studentTQuantile(0.5 + confidence / 2.0, r.df) * r.standardError;
    r.ci = ConfidenceInterval {r.meanDifference - halfWidth, r.meanDifference + halfWidth, confidence};
    return r;
}

WelchResult test(const QList<double> &a, const QList<double> &b, double confidence)
{
    return fromSummaries(Descriptive::mean(a), Descriptive::variance(a), double(a.size()), Descriptive::mean(b),
        Descriptive::variance(b), double(b.size()), confidence);
}

} // namespace Tunebench::Stats::Welch
