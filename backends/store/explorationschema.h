// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/migration.h"

namespace Tunebench {

/// Explorations (issue 11): markers, segments and clock offsets on top of the experiment tables.
[[nodiscard]] Migration explorationsMigration();

} // namespace Tunebench
