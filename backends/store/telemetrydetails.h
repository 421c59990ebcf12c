// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "store/experimentrepository.h"

#include <QSqlDatabase>

namespace Tunebench::TelemetryDetails {

/// Writes the per-CPU and counter rows of @p rows (tables telemetry_cpu, telemetry_counter),
/// replacing any of the same samples, inside the caller's transaction on @p db.
[[nodiscard]] Status write(QSqlDatabase &db, qint64 runId, const QList<TelemetrySampleRow> &rows);

/// Fills in the per-CPU and counter rows of @p rows (read from telemetry_sample for @p runId).
[[nodiscard]] Status read(QSqlDatabase &db, qint64 runId, QList<TelemetrySampleRow> &rows);

} // namespace Tunebench::TelemetryDetails
