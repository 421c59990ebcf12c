// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Tunebench::Cli {

class CliContext;

/// Exit codes shared by all commands.
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,
    ExitUsage = 2,
    ExitConnection = 255, ///< as OpenSSH's client: the remote side could not be reached
};

/// One subcommand of tunebench-cli. Implementations parse their own arguments (the global
/// options are accepted there too) and return the process exit code.
class CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCommand)
public:
    virtual ~CliCommand() = default;
    [[nodiscard]] virtual QString name() const = 0;
    [[nodiscard]] virtual QString summary() const = 0;
    /// @p arguments starts with the command's name, like argv.
    virtual int run(const QStringList &arguments, CliContext &context) = 0;

protected:
    /// Parses @p arguments with @p parser plus the global and help options. Returns an exit code
    /// when the command must stop here (help printed or a usage error reported).
    std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments, CliContext &context) const;
};

} // namespace Tunebench::Cli
