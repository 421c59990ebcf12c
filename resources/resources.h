// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Tunebench::Resources {

/// Resource path of the application icon (SVG).
[[nodiscard]] QString applicationIconPath();

/// Names of the built-in experiment presets ("local-loopback" first: it needs no SSH and no root).
[[nodiscard]] QStringList presetNames();
/// Resource path of a preset's experiment file, or empty when there is no such preset.
[[nodiscard]] QString presetPath(const QString &name);

} // namespace Tunebench::Resources
