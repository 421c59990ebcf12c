// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>

namespace Tunebench::Stats {

/// A seeded generator whose outputs are the same on every platform and standard library:
/// std::mt19937_64 is fully specified, but std::uniform_real_distribution and
/// std::normal_distribution are not, so the transformations are done here. For simulations,
/// randomised run orders and anything whose output must be reproducible from its seed.
class SeededRandom
{
public:
    explicit SeededRandom(std::uint64_t seed)
        : m_engine(seed)
    {
    }

    /// Uniform on [0, 1) with 53 random bits.
    [[nodiscard]] double uniform();
    /// Standard normal by the Marsaglia polar method (Marsaglia & Bray 1964).
    [[nodiscard]] double normal();
    [[nodiscard]] double normal(double mean, double stddev) { return mean + stddev * normal(); }
    /// Uniform integer in [0, bound) without modulo bias (rejection sampling).
    [[nodiscard]] std::uint64_t below(std::uint64_t bound);

private:
    std::mt19937_64 m_engine;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

} // namespace Tunebench::Stats
