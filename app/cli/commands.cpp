// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "clicontext.h"
#include "core/version.h"
#include "explorecli.h"
#include "importcli.h"
#include "reportcli.h"

#include <QJsonObject>

namespace Tunebench::Cli {

namespace {

class VersionCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::VersionCommand)

public:
    QString name() const override { return QStringLiteral("version"); }
    QString summary() const override { return tr("Print the versions of Tunebench and the libraries it uses."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        if (context.options().json) {
            context.printJson({{QStringLiteral("tunebench"), version()},
                               {QStringLiteral("qt"), QString::fromLatin1(qVersion())}});
        } else {
            context.out() << "tunebench-cli " << version() << '\n'
                          << tr("Qt %1 (built with %2)").arg(QString::fromLatin1(qVersion()),
                                                              QStringLiteral(QT_VERSION_STR))
                          << '\n';
        }
        return ExitOk;
    }
};

class HelpCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::HelpCommand)

public:
    QString name() const override { return QStringLiteral("help"); }
    QString summary() const override { return tr("Show the help of a command: help COMMAND."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("command"), tr("The command to explain."));
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        QStringList args{QStringLiteral("tunebench-cli")};
        if (!parser.positionalArguments().isEmpty())
            args << parser.positionalArguments().constFirst();
        args << QStringLiteral("--help");
        return runCli(args, context);
    }
};

QString topLevelHelp(const QCommandLineParser &parser)
{
    QString text = parser.helpText();
    text += QLatin1Char('\n') + CliCommand::tr("Commands:") + QLatin1Char('\n');
    for (const auto &command : allCommands())
        text += QStringLiteral("  %1  %2\n").arg(command->name().leftJustified(10), command->summary());
    text += QLatin1Char('\n')
        + CliCommand::tr("Hosts are [user@]host[:port], an alias from ~/.ssh/config, or 'local'.\n"
                         "Run 'tunebench-cli COMMAND --help' for the options of a command.")
        + QLatin1Char('\n');
    return text;
}

} // namespace

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<VersionCommand>());
    commands.push_back(std::make_unique<HelpCommand>());
    commands.push_back(makeParseCommand());
    commands.push_back(makeRrCommand());
    commands.push_back(makeCompareCommand());
    commands.push_back(makeExecCommand());
    commands.push_back(makeProbeCommand());
    commands.push_back(makeTunablesCommand());
    commands.push_back(makeRestoreCommand());
    commands.push_back(makeSnapshotCommand());
    commands.push_back(makeRunCommand());
    commands.push_back(makeListCommand());
    commands.push_back(makeShowCommand());
    commands.push_back(makeTrendCommand());
    commands.push_back(makeExploreCommand());
    commands.push_back(makeReportCommand());
    commands.push_back(makeImportCommand());
    commands.push_back(makeDbCommand());
    return commands;
}

int runCli(const QStringList &arguments, CliContext &context)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliCommand::tr("Tunebench: run, compare and report netperf experiments on tuned hosts."));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    CliContext::addGlobalOptions(parser);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, CliCommand::tr("Show this help."));
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           CliCommand::tr("Print the version and exit."));
    parser.addOption(help);
    parser.addOption(versionOption);
    parser.addPositionalArgument(QStringLiteral("command"), CliCommand::tr("The command to run (see below)."),
                                 QStringLiteral("COMMAND [ARGS...]"));

    if (!parser.parse(arguments)) {
        context.err() << CliCommand::tr("tunebench-cli: %1").arg(parser.errorText()) << '\n'
                      << CliCommand::tr("Try 'tunebench-cli --help'.") << '\n';
        context.err().flush();
        return ExitUsage;
    }
    context.takeGlobalOptions(parser);
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(versionOption) && positional.isEmpty())
        return runCli({arguments.value(0), QStringLiteral("version")}, context);
    if (positional.isEmpty()) {
        if (parser.isSet(help)) {
            context.out() << topLevelHelp(parser);
            context.out().flush();
            return ExitOk;
        }
        context.err() << CliCommand::tr("tunebench-cli: no command given.") << '\n'
                      << CliCommand::tr("Try 'tunebench-cli --help'.") << '\n';
        context.err().flush();
        return ExitUsage;
    }

    const QString commandName = positional.constFirst();
    for (const auto &command : allCommands()) {
        if (command->name() != commandName)
            continue;
        QStringList commandArguments = positional;
        if (parser.isSet(help))
            commandArguments << QStringLiteral("--help");
        return command->run(commandArguments, context);
    }
    context.err() << CliCommand::tr("tunebench-cli: unknown command '%1'.").arg(commandName) << '\n'
                  << CliCommand::tr("Try 'tunebench-cli --help' for the list of commands.") << '\n';
    context.err().flush();
    return ExitUsage;
}

} // namespace Tunebench::Cli
