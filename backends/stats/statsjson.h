// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/armsummary.h"
#include "stats/comparison.h"
#include "stats/diagnostics.h"
#include "stats/runsummary.h"
#include "stats/segmentcomparison.h"

#include <QJsonObject>

namespace Tunebench::Stats::Json {

// JSON forms of the statistics for --json output, reports and the store. Keys are camelCase;
// a value that does not exist (a CI with too few runs, a NaN) is null, never a made-up number.

[[nodiscard]] QJsonObject toJson(const ArmSummary &arm);
[[nodiscard]] QJsonObject toJson(const Comparison &comparison);
[[nodiscard]] QJsonObject toJson(const Diagnostic &diagnostic);
[[nodiscard]] QJsonObject toJson(const RunSummary &summary);
[[nodiscard]] QJsonObject toJson(const SegmentComparison &comparison);

} // namespace Tunebench::Stats::Json
