// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/netperfoutput.h"

#include <QJsonObject>

namespace Tunebench {

/// JSON forms of parsed netperf output, for `tunebench-cli parse --json` and `rr --json`.
/// Field names are stable: scripts depend on them (documented in docs/cli.md).
[[nodiscard]] QJsonObject sampleToJson(const InterimSample &sample, const QString &units);
/// sampleToJson() of @p sample, from @p object, that of another sample of the same test: only the
/// numbers that differ between samples are set (for the hundreds of thousands of a big log, about
/// half the cost of building each object anew).
void setSampleNumbers(QJsonObject &object, const InterimSample &sample);
[[nodiscard]] QJsonObject bannerToJson(const TestBanner &banner);
[[nodiscard]] QJsonObject resultToJson(const TestResult &result);
[[nodiscard]] QJsonObject failureToJson(const NetperfFailure &failure);
/// A test with its banner, result, confidence warning, sample count and time-weighted interim mean.
[[nodiscard]] QJsonObject testToJson(const NetperfOutput &output, int test);

[[nodiscard]] QString failureKindName(FailureKind kind);
[[nodiscard]] QString resultFormName(ResultForm form);

} // namespace Tunebench
