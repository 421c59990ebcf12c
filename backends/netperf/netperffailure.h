// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperfoutput.h"

#include <QByteArrayView>

#include <optional>

namespace Tunebench {

/// Recognises one line of netperf's, netserver's or a shell's failure messages (the wording of
/// netperf 2.7.0's src/netsh.c, netlib.c and nettest_omni.c; shells as captured in tests/data/netperf).
[[nodiscard]] std::optional<NetperfFailure> matchFailure(QByteArrayView line);

/// The lines that may be a failure message or the continuation of one, which the parser asks
/// matchFailure() and continuesFailure() about: they start like one of netperf's messages, or name
/// netperf, netserver or one of their errors.
[[nodiscard]] bool mayBeFailure(QByteArrayView line);

/// True when @p line continues the message of @p previous (netperf prints several lines for one
/// failure, e.g. "establish_control could not establish ..." after "establish control: ...").
[[nodiscard]] bool continuesFailure(const NetperfFailure &previous, QByteArrayView line);

/// True for lines that are neither results nor failures but known chatter
/// ("Starting netserver with host ...").
[[nodiscard]] bool isKnownChatter(QByteArrayView line);

/// A sentence the user can act on. @p clientHost is where netperf ran, @p serverHost the server.
[[nodiscard]] Error failureToError(const NetperfFailure &failure, const QString &clientHost,
                                   const QString &serverHost = {});

/// The message for "netperf (or netserver) is not installed on HOST", with the install hint.
[[nodiscard]] Error notInstalledError(const QString &program, const QString &host);

} // namespace Tunebench
