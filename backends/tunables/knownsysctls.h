// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/tunablekey.h"

#include <optional>

namespace Tunebench {

/// Sysctls every Linux snapshot records: busy polling, socket buffers, the NAPI budget and the
/// TCP knobs that change request/response latency (kernel Documentation/admin-guide/sysctl/net.rst).
[[nodiscard]] const QStringList &linuxKnownSysctls();
/// The FreeBSD equivalents (socket buffers, TSO, congestion control, netisr dispatch).
[[nodiscard]] const QStringList &freebsdKnownSysctls();
/// The value kind of a known sysctl of either platform; nullopt for unknown names.
[[nodiscard]] std::optional<ValueKind> knownSysctlKind(const QString &name);

} // namespace Tunebench
