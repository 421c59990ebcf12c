// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"

#include "clicontext.h"

namespace Tunebench::Cli {

std::optional<int> CliCommand::parse(QCommandLineParser &parser, const QStringList &arguments,
                                     CliContext &context) const
{
    parser.setApplicationDescription(summary());
    CliContext::addGlobalOptions(parser);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOption(help);
    QStringList argv = arguments;
    if (!argv.isEmpty())
        argv[0] = QStringLiteral("tunebench-cli ") + name();
    if (!parser.parse(argv)) {
        context.err() << tr("tunebench-cli %1: %2").arg(name(), parser.errorText()) << '\n'
                      << tr("Try 'tunebench-cli %1 --help'.").arg(name()) << '\n';
        context.err().flush();
        return ExitUsage;
    }
    context.takeGlobalOptions(parser);
    if (parser.isSet(help)) {
        // helpText() names the running binary; show the command as users type it.
        QString text = parser.helpText();
        const qsizetype nameEnd = text.indexOf(QLatin1Char(' '), text.indexOf(QLatin1Char(' ')) + 1);
        if (text.startsWith(QLatin1String("Usage: ")) && nameEnd > 0)
            text = QLatin1String("Usage: tunebench-cli ") + name() + text.mid(nameEnd);
        context.out() << text;
        context.out().flush();
        return ExitOk;
    }
    return std::nullopt;
}

} // namespace Tunebench::Cli
