// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/exploretimeline.h"
#include "store/experimentrepository.h"

#include <QList>
#include <QString>

namespace Tunebench {

/// A stored telemetry sample as the run sampler had it live, its times moved to seconds after
/// @p origin (epoch seconds on this machine's clock): for replaying stored runs and explorations
/// into the charts that drew them live.
[[nodiscard]] ExploreTelemetryPoint telemetryPoint(const TelemetrySampleRow &row, double origin);

/// One per-CPU or NIC counter series (named as LiveMetric::perCpu and LiveMetric::nicCounter
/// name them, so client and server are apart), points in the order given.
struct DetailSeries
{
    QString metric;
    QList<double> times;
    QList<double> values;
};

/// The series detailValues() makes of @p points (in time order), one per metric, by metric name:
/// what a heatmap or counter chart of a stored run or exploration draws.
[[nodiscard]] QList<DetailSeries> detailSeries(const QList<ExploreTelemetryPoint> &points);

} // namespace Tunebench
