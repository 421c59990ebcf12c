// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench::Resources {

/// Resource path of the application icon (SVG).
[[nodiscard]] QString applicationIconPath();

} // namespace Tunebench::Resources
