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
        // helpText() names the running binary in its first line ("Usage: %1", translated by Qt's
        // own catalogue: "Aufruf: %1" in German); show the command as users type it instead.
        QString text = parser.helpText();
        const QString binary = QCoreApplication::arguments().value(0);
        const qsizetype at = binary.isEmpty() ? -1 : text.indexOf(binary);
        if (at >= 0 && at < text.indexOf(QLatin1Char('\n')))
            text.replace(at, binary.size(), QLatin1String("tunebench-cli ") + name());
        context.out() << text;
        context.out().flush();
        return ExitOk;
    }
    return std::nullopt;
}

} // namespace Tunebench::Cli
