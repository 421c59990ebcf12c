// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

namespace Tunebench::Cli {

/// Options that every subcommand understands, before or after its name.
struct GlobalOptions
{
    QString databasePath;
    QString knownHostsPath;
    QStringList identityFiles;
    bool acceptNewHostKeys = false;
    bool json = false;
};

/// Streams and options shared by all commands. Output goes through here so tests can capture it.
class CliContext
{
public:
    CliContext(QTextStream &out, QTextStream &err);

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    GlobalOptions &options() { return m_options; }
    const GlobalOptions &options() const { return m_options; }

    /// Adds the global options to a (sub)command parser.
    static void addGlobalOptions(QCommandLineParser &parser);
    /// Takes global options that were given to @p parser; later values override earlier ones.
    void takeGlobalOptions(const QCommandLineParser &parser);

    /// Whether printJson() writes the line out at once (a live command's events must reach a
    /// pipe as they happen) or leaves it buffered (a command printing many lines at once).
    enum class Flush { Now, Later };
    /// Prints one JSON document on one line (the --json contract: one object per line).
    void printJson(const QJsonObject &object, Flush flush = Flush::Now);
    /// Prints an error as one line on stderr (or as a JSON object on stdout with --json) and
    /// returns the exit code to use.
    int fail(const Error &error, int exitCode = 1);

private:
    QTextStream &m_out;
    QTextStream &m_err;
    GlobalOptions m_options;
};

} // namespace Tunebench::Cli
