// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/trendtests.h"

#include "stats/descriptive.h"
#include "stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <vector>

namespace Tunebench::Stats::TrendTests {

namespace {
void setStatistic(MannKendallResult &r)
{
    r.z = 0.0;
    r.p = 1.0;
    if (r.variance <= 0.0)
        return; // a constant series: no trend
    if (r.s > 0.0)
        r.z = (r.s - 1.0) / std::sqrt(r.variance);
    else if (r.s < 0.0)
        r.z = (r.s + 1.0) / std::sqrt(r.variance);
    r.p = Dist::twoSidedNormalP(r.z);
}
} // namespace

QList<double> thinned(const QList<double> &values, qsizetype limit)
{
    if (limit < 1 || values.size() <= limit)
        return values;
    const qsizetype step = (values.size() + limit - 1) / limit;
    QList<double> out;
    out.reserve(values.size() / step + 1);
    for (qsizetype i = 0; i < values.size(); i += step)
        out.append(values[i]);
    return out;
}

MannKendallResult mannKendall(const QList<double> &input)
{
    const QList<double> values = thinned(input, maxTrendPoints);
    MannKendallResult r;
    const qsizetype n = values.size();
    if (n < 3)
        return r;
    r.valid = true;
    r.n = int(n);
    for (qsizetype i = 0; i < n; ++i) {
        for (qsizetype j = i + 1; j < n; ++j)
            r.s += values[j] > values[i] ? 1.0 : (values[j] < values[i] ? -1.0 : 0.0);
    }
    std::map<double, int> groups;
    for (double v : values)
        ++groups[v];
    double tieTerm = 0.0;
    for (const auto &[value, t] : groups)
        tieTerm += double(t) * (t - 1.0) * (2.0 * t + 5.0);
    const double dn = double(n);
    r.variance = (dn * (dn - 1.0) * (2.0 * dn + 5.0) - tieTerm) / 18.0;
    r.tau = r.s / (dn * (dn - 1.0) / 2.0);
    setStatistic(r);
    return r;
}

MannKendallResult mannKendallCorrected(const QList<double> &input)
{
    MannKendallResult r = mannKendall(input);
    if (!r.valid)
        return r;
    const QList<double> values = thinned(input, maxTrendPoints);
    QList<double> index;
    for (qsizetype i = 0; i < values.size(); ++i)
        index.append(double(i));
    const double slope = theilSenSlope(index, values);
    QList<double> detrended;
    for (qsizetype i = 0; i < values.size(); ++i)
        detrended.append(values[i] - slope * double(i));
    r.autocorrelation = Descriptive::lag1Autocorrelation(detrended);
    const double rho = std::max(0.0, r.autocorrelation);
    const double n = double(values.size());
    double factor = 1.0, power = 1.0;
    for (int k = 1; k < int(n) && power > 1e-12; ++k) {
        power *= rho;
        factor += 2.0 * (1.0 - double(k) / n) * power;
    }
    r.varianceFactor = factor;
    r.variance *= factor;
    setStatistic(r);
    return r;
}

double theilSenSlope(const QList<double> &inputTimes, const QList<double> &inputValues)
{
    if (inputTimes.size() != inputValues.size())
        return std::numeric_limits<double>::quiet_NaN();
    const QList<double> times = thinned(inputTimes, maxTrendPoints);
    const QList<double> values = thinned(inputValues, maxTrendPoints);
    std::vector<double> slopes;
    slopes.reserve(size_t(times.size() * (times.size() - 1) / 2));
    for (qsizetype i = 0; i < times.size(); ++i) {
        for (qsizetype j = i + 1; j < times.size(); ++j) {
            const double dt = times[j] - times[i];
            if (dt != 0.0)
                slopes.push_back((values[j] - values[i]) / dt);
        }
    }
    if (slopes.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(slopes.begin(), slopes.end());
    const size_t c = slopes.size();
    return c % 2 ? slopes[c / 2] : (slopes[c / 2 - 1] + slopes[c / 2]) / 2.0;
}

} // namespace Tunebench::Stats::TrendTests
