// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/distributions.h"

#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/non_central_t.hpp>
#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Tunebench::Stats::Dist {

namespace {
namespace bp = boost::math::policies;
using Policy = bp::policy<bp::domain_error<bp::errno_on_error>, bp::pole_error<bp::errno_on_error>,
    bp::overflow_error<bp::errno_on_error>, bp::evaluation_error<bp::errno_on_error>,
    bp::rounding_error<bp::errno_on_error>,
    // Continuous quantiles of discrete distributions are not used here, but the
    // policy must name one; integer_round_outwards is Boost's default.
    bp::discrete_quantile<bp::integer_round_outwards>>;
constexpr double nan = std::numeric_limits<double>::quiet_NaN();

bool isProbability(double p)
{
    return p >= 0.0 && p <= 1.0;
}
} // namespace

double normalCdf(double z)
{
    if (std::isnan(z))
        return nan;
    return boost::math::cdf(boost::math::normal_distribution<double, Policy>(), z);
}

double normalSurvival(double z)
{
    if (std::isnan(z))
        return nan;
    return boost::math::cdf(boost::math::complement(boost::math::normal_distribution<double, Policy>(), z));
}

double normalQuantile(double p)
{
    if (!isProbability(p))
        return nan;
    if (p == 0.0)
        return -std::numeric_limits<double>::infinity();
    if (p == 1.0)
        return std::numeric_limits<double>::infinity();
    return boost::math::quantile(boost::math::normal_distribution<double, Policy>(), p);
}

double studentTSurvival(double t, double df)
{
    if (std::isnan(t) || !(df > 0.0))
        return nan;
    if (std::isinf(t))
        return t > 0 ? 0.0 : 1.0;
    return boost::math::cdf(boost::math::complement(boost::math::students_t_distribution<double, Policy>(df), t));
}

double studentTQuantile(double p, double df)
{
    if (!isProbability(p) || p == 0.0 || p == 1.0 || !(df > 0.0))
        return nan;
    return boost::math::quantile(boost::math::students_t_distribution<double, Policy>(df), p);
}

double nonCentralTSurvival(double t, double df, double noncentrality)
{
    if (std::isnan(t) || !(df > 0.0) || !std::isfinite(noncentrality))
        return nan;
    return boost::math::cdf(
        boost::math::complement(boost::math::non_central_t_distribution<double, Policy>(df, noncentrality), t));
}

double binomialCdf(int k, int n, double p)
{
    if (n < 0 || !isProbability(p))
        return nan;
    if (k < 0)
        return 0.0;
    if (k >= n)
        return 1.0;
    return boost::math::cdf(boost::math::binomial_distribution<double, Policy>(n, p), k);
}

double twoSidedNormalP(double z)
{
    if (std::isnan(z))
        return nan;
    return std::min(1.0, 2.0 * normalSurvival(std::abs(z)));
}

} // namespace Tunebench::Stats::Dist
