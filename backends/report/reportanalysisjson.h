// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace Tunebench {

struct ReportModel;

/// The derived part of a report as JSON (the "analysis" section of a Tunebench export): hosts,
/// differences between the arms, command lines, per-arm statistics and verdicts per sweep point,
/// per-run metrics and stability checks, cliffs and warnings. Keys are camelCase; values that do
/// not exist are null.
class ReportAnalysisJson
{
public:
    [[nodiscard]] static QJsonObject toJson(const ReportModel &model);
};

} // namespace Tunebench
