// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QJsonObject>

namespace Tunebench {

class ExperimentRepository;

/// The statistics of a stored experiment as one JSON document (stored as its summary, printed by
/// `tunebench-cli show`, drawn by the results view):
///
///     {"warmupSeconds", "runs": [{"id", "index", "arm", "repetition", "sweepValue", "status",
///       "summary": RunSummary}], "points": [{"sweepValue", "arms": [{"label", "n",
///       "metrics": {"rate": ArmSummary, ...}, "values": {"rate": [per run], ...}}],
///       "comparisons": [{"a", "b", "metric", ...Comparison}]}]}
///
/// Metrics per run: "rate" (time-weighted mean of the interim rates after warm-up; netperf's final
/// rate when there were none), "final_rate", "service_demand.local"/".remote" (netperf's),
/// "live_service_demand.local"/".remote" (Tunebench's telemetry), latency percentiles when
/// recorded. Every arm is compared with the first arm, metric by metric, in each sweep point.
[[nodiscard]] Result<QJsonObject> analyzeExperiment(ExperimentRepository &repository, qint64 experimentId);

} // namespace Tunebench
