// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/migration.h"

namespace Tunebench {

/// Experiments, arms, runs, interim and telemetry samples (issue 6).
[[nodiscard]] Migration experimentsMigration();

} // namespace Tunebench
