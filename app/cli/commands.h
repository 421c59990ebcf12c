// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicommand.h"

#include <memory>
#include <vector>

namespace Tunebench::Cli {

/// Every subcommand, in the order `--help` lists them.
std::vector<std::unique_ptr<CliCommand>> allCommands();

/// Parses the top-level arguments and dispatches to a subcommand; the whole CLI as a function.
int runCli(const QStringList &arguments, CliContext &context);

} // namespace Tunebench::Cli
