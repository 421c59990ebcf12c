// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/descriptive.h"

#include "stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Tunebench::Stats::Descriptive {

double mean(const QList<double> &values)
{
    if (values.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    return std::accumulate(values.cbegin(), values.cend(), 0.0) / double(values.size());
}

double variance(const QList<double> &values)
{
    if (values.size() < 2)
        return 0.0;
    const double m = mean(values);
    double sum = 0.0;
    for (double v : values)
        sum += (v - m) * (v - m);
    return sum / double(values.size() - 1);
}

double stddev(const QList<double> &values)
{
    return std::sqrt(variance(values));
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return quantileOfSorted(values, 0.5);
}

double quantileOfSorted(const QList<double> &sorted, double p)
{
    if (sorted.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    const double h = (double(sorted.size()) - 1.0) * std::clamp(p, 0.0, 1.0);
    const auto lower = qsizetype(std::floor(h));
    const qsizetype upper = std::min(lower + 1, sorted.size() - 1);
    return sorted[lower] + (h - double(lower)) * (sorted[upper] - sorted[lower]);
}

WeightedSummary weightedSummary(const QList<double> &values, const QList<double> &weights)
{
    WeightedSummary s;
    if (values.isEmpty() || values.size() != weights.size())
        return s;
    QList<qsizetype> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return values[a] < values[b]; });

    double v1 = 0.0, v2 = 0.0, sum = 0.0;
    for (qsizetype i : order) {
        v1 += weights[i];
        v2 += weights[i] * weights[i];
        sum += weights[i] * values[i];
    }
    s.count = int(values.size());
    s.totalWeight = v1;
    s.mean = sum / v1;
    s.min = values[order.first()];
    s.max = values[order.last()];

    // Reliability weights: sum w (x - m)^2 / (V1 - V2 / V1), as GSL's gsl_stats_wvariance; with
    // equal weights it is the ordinary n - 1 sample variance.
    double squares = 0.0;
    for (qsizetype i : order)
        squares += weights[i] * (values[i] - s.mean) * (values[i] - s.mean);
    const double denominator = v1 - v2 / v1;
    s.stddev = denominator > 0.0 ? std::sqrt(squares / denominator) : 0.0;
    s.cv = s.mean != 0.0 ? s.stddev / std::abs(s.mean) : 0.0;

    // Weighted median: the first value whose cumulative weight reaches half; exactly half means
    // the median lies between two values, as with an even count of equal weights.
    const double half = v1 / 2.0;
    double cumulative = 0.0;
    for (qsizetype k = 0; k < order.size(); ++k) {
        cumulative += weights[order[k]];
        if (cumulative >= half * (1.0 - 1e-12)) {
            const bool exactlyHalf = std::abs(cumulative - half) <= half * 1e-12 && k + 1 < order.size();
            s.median = exactlyHalf ? (values[order[k]] + values[order[k + 1]]) / 2.0 : values[order[k]];
            break;
        }
    }
    return s;
}

double lag1Autocorrelation(const QList<double> &values)
{
    if (values.size() < 3)
        return 0.0;
    const double m = mean(values);
    double numerator = 0.0, denominator = 0.0;
    for (qsizetype i = 0; i < values.size(); ++i) {
        denominator += (values[i] - m) * (values[i] - m);
        if (i + 1 < values.size())
            numerator += (values[i] - m) * (values[i + 1] - m);
    }
    return denominator > 0.0 ? numerator / denominator : 0.0;
}

double effectiveSampleSize(int n, double r1)
{
    const double r = std::clamp(r1, 0.0, 0.999);
    return std::max(1.0, double(n) * (1.0 - r) / (1.0 + r));
}

namespace {
double medianCoverage(int n, int k)
{
    return 1.0 - 2.0 * Dist::binomialCdf(k - 1, n, 0.5);
}
} // namespace

ConfidenceInterval medianConfidenceInterval(const QList<double> &sorted, double confidence)
{
    const int n = int(sorted.size());
    if (n < 1 || medianCoverage(n, 1) < confidence)
        return {};
    // Coverage falls as k grows; find the largest k that still reaches the requested level.
    int low = 1, high = (n + 1) / 2;
    while (low < high) {
        const int k = (low + high + 1) / 2;
        if (medianCoverage(n, k) >= confidence)
            low = k;
        else
            high = k - 1;
    }
    return ConfidenceInterval {sorted[low - 1], sorted[n - low], medianCoverage(n, low)};
}

int minimumSizeForMedianCi(double confidence)
{
    int n = 1;
    while (n < 1000 && medianCoverage(n, 1) < confidence)
        ++n;
    return n;
}

ConfidenceInterval meanConfidenceInterval(const QList<double> &values, double confidence)
{
    const auto n = values.size();
    if (n < 2)
        return {};
    const double m = mean(values);
    const double halfWidth
        = Dist::studentTQuantile(0.5 + confidence / 2.0, double(n - 1)) * stddev(values) / std::sqrt(double(n));
    return ConfidenceInterval {m - halfWidth, m + halfWidth, confidence};
}

} // namespace Tunebench::Stats::Descriptive
