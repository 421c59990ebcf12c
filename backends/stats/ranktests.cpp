// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/ranktests.h"

#include "stats/distributions.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Tunebench::Stats::RankTests {

namespace {

// R's wilcox.test computes exact p-values below 50 values per arm and without ties.
constexpr int exactLimit = 50;

// Null distribution of U as counts of arrangements, by the recurrence of Mann & Whitney (1947):
// c(u; i, j) = c(u - j; i - 1, j) + c(u; i, j - 1). The largest of the i + j values comes either
// from the first arm (beating all j of the second) or from the second arm.
std::vector<double> exactCounts(int m, int n)
{
    const int size = m * n + 1;
    std::vector<std::vector<double>> previous(m + 1, std::vector<double>(size, 0.0));
    for (auto &row : previous)
        row[0] = 1.0; // j = 0: U is 0 whatever i is
    std::vector<std::vector<double>> current = previous;
    for (int j = 1; j <= n; ++j) {
        for (int i = 1; i <= m; ++i) {
            auto &row = current[i];
            for (int u = 0; u < size; ++u)
                row[u] = previous[i][u] + (u >= j ? current[i - 1][u - j] : 0.0);
        }
        std::swap(previous, current);
    }
    return previous[m];
}

struct Ranked
{
    double rankSumA = 0.0;
    double tieTerm = 0.0; // sum of t^3 - t over groups of tied values
    bool ties = false;
};

Ranked rankArms(const QList<double> &a, const QList<double> &b)
{
    std::vector<std::pair<double, bool>> all; // value, belongs to A
    all.reserve(size_t(a.size() + b.size()));
    for (double v : a)
        all.emplace_back(v, true);
    for (double v : b)
        all.emplace_back(v, false);
    std::sort(all.begin(), all.end(), [](const auto &x, const auto &y) { return x.first < y.first; });

    Ranked ranked;
    size_t i = 0;
    while (i < all.size()) {
        size_t j = i;
        while (j + 1 < all.size() && all[j + 1].first == all[i].first)
            ++j;
        const double t = double(j - i + 1);
        const double midRank = (double(i) + double(j)) / 2.0 + 1.0;
        for (size_t k = i; k <= j; ++k) {
            if (all[k].second)
                ranked.rankSumA += midRank;
        }
        if (t > 1.0) {
            ranked.ties = true;
            ranked.tieTerm += t * t * t - t;
        }
        i = j + 1;
    }
    return ranked;
}

// Standard deviation of U under the null with the tie correction (Hollander & Wolfe, eq. 4.17).
double nullSigma(double m, double n, double tieTerm)
{
    const double total = m + n;
    return std::sqrt(m * n / 12.0 * ((total + 1.0) - tieTerm / (total * (total - 1.0))));
}

double logChoose(int n, int k)
{
    return std::lgamma(double(n) + 1.0) - std::lgamma(double(k) + 1.0) - std::lgamma(double(n - k) + 1.0);
}

} // namespace

double exactCdf(int m, int n, int u)
{
    if (m < 0 || n < 0 || u < 0)
        return 0.0;
    if (u >= m * n)
        return 1.0;
    const std::vector<double> counts = exactCounts(m, n);
    double total = 0.0, below = 0.0;
    for (int k = 0; k <= m * n; ++k) {
        total += counts[size_t(k)];
        if (k <= u)
            below += counts[size_t(k)];
    }
    return below / total;
}

double smallestTwoSidedP(int m, int n)
{
    if (m < 1 || n < 1)
        return 1.0;
    return std::min(1.0, 2.0 * std::exp(-logChoose(m + n, m)));
}

int minimumRunsPerArm(double alpha)
{
    int k = 1;
    while (k < 1000 && smallestTwoSidedP(k, k) > alpha)
        ++k;
    return k;
}

MannWhitneyResult mannWhitney(const QList<double> &a, const QList<double> &b)
{
    MannWhitneyResult r;
    const double m = double(a.size()), n = double(b.size());
    if (a.isEmpty() || b.isEmpty())
        return r;
    const Ranked ranked = rankArms(a, b);
    r.valid = true;
    r.ties = ranked.ties;
    r.uA = ranked.rankSumA - m * (m + 1.0) / 2.0;
    r.uB = m * n - r.uA;

    if (!ranked.ties && a.size() < exactLimit && b.size() < exactLimit) {
        const std::vector<double> counts = exactCounts(int(m), int(n));
        const auto u = qsizetype(std::llround(r.uA));
        double total = 0.0, atMost = 0.0, atLeast = 0.0;
        for (qsizetype k = 0; k < qsizetype(counts.size()); ++k) {
            total += counts[size_t(k)];
            if (k <= u)
                atMost += counts[size_t(k)];
            if (k >= u)
                atLeast += counts[size_t(k)];
        }
        r.exact = true;
        r.p = std::min(1.0, 2.0 * std::min(atMost, atLeast) / total);
        return r;
    }

    const double sigma = nullSigma(m, n, ranked.tieTerm);
    if (sigma <= 0.0) {
        r.p = 1.0; // every value is the same: nothing distinguishes the arms
        return r;
    }
    const double centred = r.uA - m * n / 2.0;
    const double correction = centred > 0.0 ? 0.5 : (centred < 0.0 ? -0.5 : 0.0);
    r.z = (centred - correction) / sigma;
    r.p = Dist::twoSidedNormalP(r.z);
    return r;
}

namespace {
// Index k (1-based) of the Moses interval [d(k), d(mn + 1 - k)]; 0 when no interval reaches the
// requested level. `exact` says whether the exact null distribution gave it.
int mosesIndex(int m, int n, double confidence, bool ties, double tieTerm, bool *exact, double *achieved)
{
    const double alpha = 1.0 - confidence;
    if (!ties && m < exactLimit && n < exactLimit) {
        const std::vector<double> counts = exactCounts(m, n);
        double total = 0.0;
        for (double c : counts)
            total += c;
        // As R: qu = the smallest u with P(U <= u) >= alpha / 2; coverage is 1 - 2 P(U <= qu - 1).
        double cumulative = 0.0;
        int qu = 0;
        while (qu < int(counts.size()) && (cumulative + counts[size_t(qu)]) / total < alpha / 2.0)
            cumulative += counts[size_t(qu++)];
        *exact = true;
        *achieved = 1.0 - 2.0 * cumulative / total;
        return qu;
    }
    // Large-sample approximation of the same index (Hollander & Wolfe, eq. 4.41), rounded down so
    // the interval errs on the wide side.
    const double k
        = std::floor(double(m) * double(n) / 2.0 - Dist::normalQuantile(1.0 - alpha / 2.0) * nullSigma(m, n, tieTerm));
    *exact = false;
    *achieved = confidence;
    return k >= 1.0 ? int(k) : 0;
}
} // namespace

ShiftEstimate hodgesLehmannShift(const QList<double> &a, const QList<double> &b, double confidence)
{
    ShiftEstimate s;
    const qsizetype pairs = a.size() * b.size();
    if (pairs == 0 || pairs > maxPairwiseDifferences)
        return s;
    std::vector<double> differences;
    differences.reserve(size_t(pairs));
    for (double y : b) {
        for (double x : a)
            differences.push_back(y - x);
    }
    std::sort(differences.begin(), differences.end());
    const size_t count = differences.size();
    s.valid = true;
    s.estimate = count % 2 ? differences[count / 2] : (differences[count / 2 - 1] + differences[count / 2]) / 2.0;

    const Ranked ranked = rankArms(a, b);
    bool exact = false;
    double achieved = 0.0;
    const int k = mosesIndex(int(a.size()), int(b.size()), confidence, ranked.ties, ranked.tieTerm, &exact, &achieved);
    s.exactCi = exact;
    if (k >= 1 && size_t(k) <= count)
        s.ci = ConfidenceInterval {differences[size_t(k - 1)], differences[count - size_t(k)], achieved};
    return s;
}

} // namespace Tunebench::Stats::RankTests
