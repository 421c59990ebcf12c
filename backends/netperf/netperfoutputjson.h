// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/netperfoutput.h"

#include <QJsonObject>

namespace Tunebench {

/// JSON forms of parsed netperf output, for `tunebench-cli parse --json` and `rr --json`.
/// Field names are stable: scripts depend on them (documented in docs/cli.md).
[[nodiscard]] QJsonObject sampleToJson(const InterimSample &sample, const QString &units);
[[nodiscard]] QJsonObject bannerToJson(const TestBanner &banner);
[[nodiscard]] QJsonObject resultToJson(const TestResult &result);
[[nodiscard]] QJsonObject failureToJson(const NetperfFailure &failure);
/// A test with its banner, result, confidence warning, sample count and time-weighted interim mean.
[[nodiscard]] QJsonObject testToJson(const NetperfOutput &output, int test);

[[nodiscard]] QString failureKindName(FailureKind kind);
[[nodiscard]] QString resultFormName(ResultForm form);

} // namespace Tunebench
