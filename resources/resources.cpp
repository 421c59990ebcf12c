// SPDX-License-Identifier: GPL-3.0-or-later
#include "resources.h"

namespace Tunebench::Resources {

QString applicationIconPath()
{
    return QStringLiteral(":/tunebench/icons/tunebench.svg");
}

} // namespace Tunebench::Resources
