// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli report: a stored experiment as HTML, PDF, Markdown, mailing-list text, CSV,
// Tunebench JSON or a Flent data file.
#include "reportcli.h"

#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"
#include "tunablescli.h"

#include "charts/reportcharts.h"
#include "report/reportbuilder.h"
#include "report/reportexporter.h"
#include "store/database.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <cstring>

#include <pwd.h>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

std::optional<ReportFormat> formatFor(const QString &format, const QString &output)
{
    if (!format.isEmpty())
        return ReportFormats::fromName(format);
    if (!output.isEmpty() && output != QLatin1String("-"))
        return ReportFormats::fromFileName(output);
    return std::nullopt;
}

class ReportCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ReportCommand)

public:
    QString name() const override { return QStringLiteral("report"); }
    QString summary() const override
    {
        return tr("Write a stored experiment as a report (HTML, PDF, Markdown, text) or for exchange (CSV, JSON, Flent).");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("id"), tr("The experiment's id (see 'list')."), QStringLiteral("ID"));
        QStringList names;
        for (ReportFormat format : ReportFormats::all())
            names << ReportFormats::name(format);
        parser.addOption({{QStringLiteral("f"), QStringLiteral("format")},
                          tr("One of %1; by default taken from the output file's suffix.").arg(names.join(QLatin1Char('|'))),
                          QStringLiteral("format")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          tr("The file to write; '-' or none writes txt, json and csv to standard output."),
                          QStringLiteral("path")});
        parser.addOption({QStringLiteral("no-charts"),
                          tr("Leave the charts out of an HTML, PDF or Markdown report (a small file for a wiki or "
                             "a bug; Markdown then writes no PNG files).")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        bool ok = false;
        const qint64 id = parser.positionalArguments().value(0).toLongLong(&ok);
        if (!ok || parser.positionalArguments().size() != 1)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("name one experiment by its id (see 'tunebench-cli list')")), ExitUsage);
        const QString output = parser.value(QStringLiteral("output"));
        const auto format = formatFor(parser.value(QStringLiteral("format")), output);
        if (!format)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("name the format with --format %1, or give -o a file "
                                                                         "with one of their suffixes")
                                                                          .arg(names.join(QLatin1Char('|')))),
                                ExitUsage);
        const bool toStdout = output.isEmpty() || output == QLatin1String("-");
        const bool streamable = *format == ReportFormat::Text || *format == ReportFormat::Mail || *format == ReportFormat::Json
            || *format == ReportFormat::Csv;
        if (toStdout && !streamable)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("a %1 report needs a file: give it with -o PATH")
                                                                          .arg(ReportFormats::name(*format))),
                                ExitUsage);
        std::unique_ptr<QcpChartRenderer> renderer;
        if (ReportFormats::needsRenderer(*format)) {
            if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
                return context.fail(makeError(ErrorCode::Unsupported, tr("charts need a QApplication; run tunebench-cli itself "
                                                                         "rather than the command in another program")));
            renderer = std::make_unique<QcpChartRenderer>();
        }
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        auto model = ReportBuilder::build(**database, id);
        if (!model)
            return context.fail(model.error());
        ReportExportOptions exportOptions;
        exportOptions.charts = !parser.isSet(QStringLiteral("no-charts"));
        if (toStdout) {
            auto data = ReportExporter::render(model.value(), *format, renderer.get(), exportOptions);
            if (!data)
                return context.fail(data.error());
            context.out() << QString::fromUtf8(data.value());
            context.out().flush();
            return ExitOk;
        }
        auto files = ReportExporter::write(model.value(), *format, output, renderer.get(), exportOptions);
        if (!files)
            return context.fail(files.error());
        if (context.options().json) {
            context.printJson({{QStringLiteral("event"), QStringLiteral("report")}, {QStringLiteral("experiment"), id},
                               {QStringLiteral("format"), ReportFormats::name(*format)},
                               {QStringLiteral("files"), QJsonArray::fromStringList(files.value())}});
        } else {
            for (const QString &file : files.value())
                context.out() << tr("wrote %1").arg(file) << '\n';
            context.out().flush();
        }
        return ExitOk;
    }
};

bool chartFormat(const char *text)
{
    const auto format = ReportFormats::fromName(QString::fromLocal8Bit(text));
    return format && ReportFormats::needsRenderer(*format);
}

} // namespace

std::unique_ptr<CliCommand> makeReportCommand()
{
    return std::make_unique<ReportCommand>();
}

bool reportNeedsCharts(int argc, char **argv)
{
    bool report = false;
    bool charts = false;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        report = report || std::strcmp(arg, "report") == 0;
        const bool formatOption = std::strcmp(arg, "--format") == 0 || std::strcmp(arg, "-f") == 0;
        const bool outputOption = std::strcmp(arg, "--output") == 0 || std::strcmp(arg, "-o") == 0;
        if (formatOption && i + 1 < argc)
            charts = charts || chartFormat(argv[i + 1]);
        if (std::strncmp(arg, "--format=", 9) == 0)
            charts = charts || chartFormat(arg + 9);
        const char *file = outputOption && i + 1 < argc ? argv[i + 1]
            : std::strncmp(arg, "--output=", 9) == 0  ? arg + 9
                                                      : nullptr;
        if (file) {
            const auto format = ReportFormats::fromFileName(QString::fromLocal8Bit(file));
            charts = charts || (format && ReportFormats::needsRenderer(*format));
        }
    }
    return report && charts;
}

std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv)
{
    if (!reportNeedsCharts(argc, argv))
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (cron, ssh, CI) Qt's platform code falls back to a runtime directory of
    // its own and warns about it on stderr for every report. The same directory, made as Qt
    // would make it (private to the user), is named here instead: a report prints only its result.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const passwd *user = ::getpwuid(::geteuid());
        const QString runtime = QDir::tempPath() + QStringLiteral("/runtime-")
            + (user ? QFile::decodeName(user->pw_name) : QString::number(::geteuid()));
        if (QDir().mkpath(runtime)
            && QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
    }
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace Tunebench::Cli
