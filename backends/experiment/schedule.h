// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace Tunebench {

/// The order in which arms' runs are made. Interleaving (A B A B) spreads slow drift of the hosts
/// over all arms; randomising also breaks any periodic pattern, with the seed recorded so the
/// schedule can be reproduced; blocked (A A B B) is for when switching arms is expensive.
enum class RunOrder { Interleaved, Randomized, Blocked };

[[nodiscard]] QString runOrderName(RunOrder order);
[[nodiscard]] std::optional<RunOrder> runOrderFromName(const QString &name);

/// One run of an experiment: which arm, which repetition, which sweep point.
struct ScheduledRun
{
    int index = 0;      ///< position in the schedule, from 0
    int arm = 0;        ///< index into the experiment's arms
    int repetition = 0; ///< from 0
    int sweepPoint = -1; ///< index into the sweep values, or -1 without a sweep
    friend bool operator==(const ScheduledRun &, const ScheduledRun &) = default;
};

/// Builds the run schedule. Sweep points are the outer loop (a point is finished before the next
/// starts, so a sweep's curve fills in left to right); inside a point, the order rules.
/// Randomized permutes the arms anew within each repetition (a balanced design: every arm runs
/// once per repetition) with std::mt19937_64 seeded by @p seed.
[[nodiscard]] QList<ScheduledRun> buildSchedule(int arms, int repetitions, int sweepPoints, RunOrder order,
                                                std::uint64_t seed);

/// The request (or response) sizes of netperf's packet_byte_script around a given MSS: powers of
/// two up to the MSS, then MSS, MSS+1, 2·MSS, 2·MSS+1, 3·MSS, 3·MSS+1, sorted and unique.
[[nodiscard]] QList<qint64> packetByteSizes(qint64 mss);

} // namespace Tunebench
