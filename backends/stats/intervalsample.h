// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace Tunebench::Stats {

/// One interim measurement: a value (a rate, a live service demand) that held over an interval.
/// netperf's demo mode prints exactly this: "Interim result: V Trans/s over S seconds ending at E".
struct IntervalSample
{
    double value = 0.0;
    double seconds = 0.0; ///< length of the interval; the sample's weight in time-weighted statistics
    double end = 0.0; ///< when the interval ended, seconds on any clock shared by the run's samples

    [[nodiscard]] double start() const { return end - seconds; }
    [[nodiscard]] double middle() const { return end - seconds / 2.0; }
};

using IntervalSeries = QList<IntervalSample>;

} // namespace Tunebench::Stats
