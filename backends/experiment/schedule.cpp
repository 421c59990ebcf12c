// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/schedule.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace Tunebench {

QString runOrderName(RunOrder order)
{
    switch (order) {
    case RunOrder::Interleaved:
        return QStringLiteral("interleaved");
    case RunOrder::Randomized:
        return QStringLiteral("randomized");
    case RunOrder::Blocked:
        return QStringLiteral("blocked");
    }
    return {};
}

std::optional<RunOrder> runOrderFromName(const QString &name)
{
    for (RunOrder order : {RunOrder::Interleaved, RunOrder::Randomized, RunOrder::Blocked})
        if (runOrderName(order) == name)
            return order;
    return std::nullopt;
}

QList<ScheduledRun> buildSchedule(int arms, int repetitions, int sweepPoints, RunOrder order, std::uint64_t seed)
{
    QList<ScheduledRun> runs;
    if (arms <= 0 || repetitions <= 0)
        return runs;
    std::mt19937_64 random(seed);
    const bool sweep = sweepPoints > 0;
    for (int point = 0; point < std::max(1, sweepPoints); ++point) {
        auto add = [&](int arm, int repetition) {
            runs << ScheduledRun{int(runs.size()), arm, repetition, sweep ? point : -1};
        };
        if (order == RunOrder::Blocked) {
            for (int arm = 0; arm < arms; ++arm)
                for (int rep = 0; rep < repetitions; ++rep)
                    add(arm, rep);
            continue;
        }
        std::vector<int> permutation(static_cast<std::size_t>(arms));
        for (int rep = 0; rep < repetitions; ++rep) {
            std::iota(permutation.begin(), permutation.end(), 0);
            if (order == RunOrder::Randomized) {
                // Fisher-Yates by hand: std::shuffle's use of the engine differs between standard
                // libraries, and a recorded seed must give the same schedule everywhere.
                for (std::size_t i = permutation.size() - 1; i > 0; --i)
                    std::swap(permutation[i], permutation[std::size_t(random() % (i + 1))]);
            }
            for (int arm : permutation)
                add(arm, rep);
        }
    }
    return runs;
}

QList<qint64> packetByteSizes(qint64 mss)
{
    QList<qint64> sizes;
    if (mss <= 0)
        return sizes;
    for (qint64 size = 1; size <= mss; size *= 2)
        sizes << size;
    sizes << mss << mss + 1 << 2 * mss << 2 * mss + 1 << 3 * mss << 3 * mss + 1;
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

} // namespace Tunebench
