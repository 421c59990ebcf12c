// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Tunebench {

/// What a highlighted text view shows.
enum class TextLanguage {
    Plain,
    Bash, ///< the command preview ("Copy as script")
    NetperfOutput, ///< the live netperf log: interim lines, result tables, warnings, errors
};

} // namespace Tunebench
