// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench {

/// The status an experiment, a run or an exploration is stored with ("pending", "running",
/// "completed", "failed", "aborted", "interrupted"), translated for display. The stored words
/// stay English: they are data (the database, --json, reports' JSON). An unknown word is
/// returned as it is.
[[nodiscard]] QString statusText(const QString &status);

} // namespace Tunebench
