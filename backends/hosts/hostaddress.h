// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench {

/// The name or address another host reaches @p hostArgument at (netperf's -H for the server):
/// 127.0.0.1 for `local`, the HostName ssh_config gives an alias, else the argument's host. A
/// malformed argument comes back as given; connecting to it reports what is wrong.
[[nodiscard]] QString networkAddress(const QString &hostArgument);

} // namespace Tunebench
