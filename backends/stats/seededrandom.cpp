// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/seededrandom.h"

#include <cmath>

namespace Tunebench::Stats {

double SeededRandom::uniform()
{
    return double(m_engine() >> 11) * 0x1.0p-53;
}

double SeededRandom::normal()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    double u = 0.0, v = 0.0, s = 0.0;
    do {
        u = 2.0 * uniform() - 1.0;
        v = 2.0 * uniform() - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double factor = std::sqrt(-2.0 * std::log(s) / s);
    m_spare = v * factor;
    m_hasSpare = true;
    return u * factor;
}

std::uint64_t SeededRandom::below(std::uint64_t bound)
{
    if (bound < 2)
        return 0;
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x = 0;
    do {
        x = m_engine();
    } while (x >= limit);
    return x % bound;
}

} // namespace Tunebench::Stats
