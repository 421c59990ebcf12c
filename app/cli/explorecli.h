// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicommand.h"
#include "core/result.h"
#include "experiment/explorespec.h"

#include <memory>

namespace Tunebench::Cli {

/// One line of `tunebench-cli explore`'s standard input.
struct ExploreLine
{
    enum class Kind
    {
        Empty, ///< blank or a # comment
        Change, ///< server adaptive-rx=off
        Compare, ///< compare A B
        Experiment, ///< experiment A B [-o FILE] [-n REPETITIONS] [-l SECONDS]
        Wait, ///< wait SECONDS: the next line waits this long (for scripts)
        Segments, ///< segments: the statistics so far
        Help,
        Quit, ///< quit, exit, stop
    };
    Kind kind = Kind::Empty;
    ExploreChangeRequest change;
    int a = -1; ///< segment indices from 0 (users type numbers from 1)
    int b = -1;
    QString file;
    int repetitions = 10;
    int durationSeconds = 0;
    double seconds = 0;

    [[nodiscard]] static Result<ExploreLine> parse(const QString &line);
    /// The commands, for `help` and --help.
    [[nodiscard]] static QString help();

    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ExploreLine)
};

/// `tunebench-cli explore CLIENT SERVER`: interactive exploration driven by lines on stdin.
std::unique_ptr<CliCommand> makeExploreCommand();

} // namespace Tunebench::Cli
