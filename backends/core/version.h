// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench {

[[nodiscard]] inline QString version()
{
    return QStringLiteral(TUNEBENCH_VERSION);
}

[[nodiscard]] inline QString applicationName()
{
    return QStringLiteral("Tunebench");
}

} // namespace Tunebench
