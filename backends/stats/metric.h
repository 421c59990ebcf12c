// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench::Stats {

/// Which way a metric improves. Comparisons and verdicts depend on it.
enum class Direction
{
    HigherIsBetter,
    LowerIsBetter,
};

/// How a verdict words a change: a rate is "faster"/"slower", a cost "lower"/"higher".
enum class MetricKind
{
    Rate, ///< transactions or bytes per second
    ServiceDemand, ///< CPU time per unit of work
    Latency,
    Generic, ///< a number with a direction and nothing else known
};

/// What is being compared. `id` matches the live series names (see LiveMetric in the experiment
/// backend: "rate", "service_demand.local", ...); `label` is translated for display.
struct Metric
{
    QString id;
    QString label;
    QString unit;
    MetricKind kind = MetricKind::Generic;
    Direction direction = Direction::HigherIsBetter;

    /// The metric the experiment engine records under @p id, with its direction; an unknown id
    /// gives a Generic higher-is-better metric named after the id.
    [[nodiscard]] static Metric forId(const QString &id);
    [[nodiscard]] static Metric generic(Direction direction, const QString &label = {});
};

[[nodiscard]] QString directionName(Direction direction); ///< "higher-is-better" / "lower-is-better"

} // namespace Tunebench::Stats
