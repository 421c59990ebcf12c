// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <algorithm>

namespace Tunebench {

/// POSIX sh single-quoting of one argument, as CPython's shlex.quote: safe in bash, dash and zsh.
[[nodiscard]] QString shellQuote(const QString &argument);

/// Joins an argv into one command line for `$SHELL -c`, quoting every element that needs it.
[[nodiscard]] QString shellJoin(const QStringList &argv);

} // namespace Tunebench
