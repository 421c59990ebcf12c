// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicommand.h"

#include <memory>
#include <vector>

namespace Tunebench::Cli {

/// Every subcommand, in the order `--help` lists them.
std::vector<std::unique_ptr<CliCommand>> allCommands();

/// Command factories, one per app/cli/cmd_*.cpp file.
std::unique_ptr<CliCommand> makeParseCommand();
std::unique_ptr<CliCommand> makeRrCommand();
std::unique_ptr<CliCommand> makeCompareCommand();
std::unique_ptr<CliCommand> makeExecCommand();
std::unique_ptr<CliCommand> makeProbeCommand();
std::unique_ptr<CliCommand> makeTunablesCommand();
std::unique_ptr<CliCommand> makeRestoreCommand();
std::unique_ptr<CliCommand> makeSnapshotCommand();
std::unique_ptr<CliCommand> makeRunCommand();
std::unique_ptr<CliCommand> makeListCommand();
std::unique_ptr<CliCommand> makeShowCommand();
std::unique_ptr<CliCommand> makeDbCommand();
std::unique_ptr<CliCommand> makeTrendCommand();

/// Parses the top-level arguments and dispatches to a subcommand; the whole CLI as a function.
int runCli(const QStringList &arguments, CliContext &context);

} // namespace Tunebench::Cli
