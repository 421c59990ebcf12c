// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli import: netperf output (logs, mail, pasted text) and Tunebench JSON exports into
// the results database, with a preview of what was recognised and what was skipped.
#include "importcli.h"

#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"
#include "experimentprinter.h"
#include "tunablescli.h"

#include "store/database.h"
#include "store/experimentrepository.h"

#include <QJsonArray>

namespace Tunebench::Cli {

namespace {

QString kindName(ImportSource::Kind kind)
{
    switch (kind) {
    case ImportSource::Kind::NetperfText:
        return QStringLiteral("netperf");
    case ImportSource::Kind::TunebenchJson:
        return QStringLiteral("tunebench-json");
    case ImportSource::Kind::Unreadable:
        return QStringLiteral("unreadable");
    }
    return QString();
}

QString lines(const ImportItem &item)
{
    if (item.firstLine <= 0)
        return QString();
    if (item.lastLine <= item.firstLine)
        return CliCommand::tr("line %1").arg(item.firstLine);
    return CliCommand::tr("lines %1-%2").arg(item.firstLine).arg(item.lastLine);
}

// The arms of a source's runs: its label when grouped by file, else those the story gave them.
QStringList armsOf(const ImportPreview &preview, int source)
{
    QStringList labels;
    for (const ImportArm &arm : preview.arms)
        if (std::any_of(arm.runs.cbegin(), arm.runs.cend(), [source](const ImportRunRef &r) { return r.source == source; }))
            labels << QLatin1Char('"') + arm.label + QLatin1Char('"');
    return labels;
}

void printArms(CliContext &context, const ImportPreview &preview)
{
    // Grouped by file the arms are the files' labels, which the lines above name already.
    if (preview.groupBy == ImportGroupBy::File || preview.arms.isEmpty())
        return;
    if (context.options().json) {
        context.printJson(importArmsJson(preview));
        return;
    }
    QTextStream &out = context.out();
    out << CliCommand::tr("Arms (--group-by %1; --arm LINES=LABEL moves runs):").arg(groupByName(preview.groupBy)) << '\n';
    for (const ImportArm &arm : preview.arms)
        out << "  " << arm.label << ": " << CliCommand::tr("%n run(s)", nullptr, int(arm.runs.size())) << ", "
            << ImportGrouping::lineRanges(preview.sources, arm) << '\n';
}

void printPreview(CliContext &context, const ImportPreview &preview)
{
    if (context.options().json) {
        for (const ImportSource &source : preview.sources)
            context.printJson(importSourceJson(source));
        printArms(context, preview);
        return;
    }
    QTextStream &out = context.out();
    for (qsizetype i = 0; i < preview.sources.size(); ++i) {
        const ImportSource &source = preview.sources.at(i);
        out << source.name << ": " << source.summary();
        if (source.kind == ImportSource::Kind::NetperfText && source.recognisedCount() > 0) {
            const QStringList arms = armsOf(preview, int(i));
            if (preview.groupBy == ImportGroupBy::File || arms.isEmpty())
                out << CliCommand::tr(" (arm \"%1\")").arg(source.armLabel);
            else
                out << CliCommand::tr(" (arms %1)").arg(arms.join(QLatin1String(", ")));
        }
        out << '\n';
        for (const ImportItem &item : source.items) {
            const QString where = lines(item);
            out << (item.recognised ? "  + " : "  - ") << (where.isEmpty() ? QString() : where + QStringLiteral(": "))
                << item.description;
            if (!item.recognised)
                out << " [" << item.reason << ']';
            out << '\n';
        }
    }
    printArms(context, preview);
    for (const QString &note : preview.notes)
        out << note << '\n';
    out.flush();
}

class ImportCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ImportCommand)

public:
    QString name() const override { return QStringLiteral("import"); }
    QString summary() const override
    {
        return tr("Import netperf output (logs, mail, pasted text) or a Tunebench JSON export into the results database.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("files"), tr("netperf output or Tunebench JSON files."), QStringLiteral("FILE..."));
        parser.addOption({QStringLiteral("label"),
                          tr("The arm the netperf runs go to: once for every file, or once per file (default: each file's name)."),
                          QStringLiteral("label")});
        parser.addOption({QStringLiteral("experiment"),
                          tr("Add the runs to the imported experiment of this name (created when there is none)."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("warmup"), tr("Seconds of interim results to leave out at the start of each run "
                                                       "(default 0; only for a new experiment)."),
                          QStringLiteral("seconds"), QStringLiteral("0")});
        parser.addOption({QStringLiteral("group-by"),
                          tr("How netperf runs become arms: auto (from the text's story: test parameters, configuration "
                             "commands and lead-in lines that differ), file (one arm per file) or none (one arm)."),
                          QStringLiteral("mode"), QStringLiteral("auto")});
        parser.addOption({QStringLiteral("arm"),
                          tr("Put the tests that start in these lines into the arm LABEL (repeatable): [FILE:]FIRST-LAST=LABEL."),
                          QStringLiteral("range")});
        parser.addOption({QStringLiteral("dry-run"), tr("Show what would be imported and what skipped; store nothing.")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        ImportOptions options;
        options.labels = parser.values(QStringLiteral("label"));
        options.experimentName = parser.value(QStringLiteral("experiment"));
        bool ok = false;
        options.warmupSeconds = parser.value(QStringLiteral("warmup")).toDouble(&ok);
        if (!ok || options.warmupSeconds < 0)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("--warmup takes a number of seconds, 0 or more")), ExitUsage);
        const auto groupBy = groupByFromName(parser.value(QStringLiteral("group-by")));
        if (!groupBy)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("--group-by takes auto, file or none")), ExitUsage);
        options.groupBy = *groupBy;
        for (const QString &text : parser.values(QStringLiteral("arm"))) {
            auto range = ImportArmRange::parse(text);
            if (!range)
                return context.fail(range.error(), ExitUsage);
            options.armRanges << range.value();
        }
        const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
        std::unique_ptr<Database> database;
        if (!dryRun || !options.experimentName.isEmpty()) {
            auto opened = openDatabase(context);
            if (!opened)
                return context.fail(opened.error());
            database = std::move(opened).value();
        }
        auto preview = ReportImporter::preview(parser.positionalArguments(), options, database.get());
        if (!preview)
            return context.fail(preview.error(), preview.error().code == ErrorCode::InvalidArgument ? ExitUsage : ExitFailure);
        printPreview(context, preview.value());
        if (dryRun)
            return preview->runs() > 0 ? ExitOk : ExitFailure;
        auto result = ReportImporter::commit(*database, preview.value(), options);
        if (!result)
            return context.fail(result.error());
        ExperimentRepository repository(*database);
        if (context.options().json) {
            QJsonArray ids;
            for (qint64 id : result->experiments)
                ids << id;
            context.printJson({{QStringLiteral("event"), QStringLiteral("imported")}, {QStringLiteral("experiments"), ids},
                               {QStringLiteral("runs"), result->runs},
                               {QStringLiteral("arms"), QJsonArray::fromStringList(result->arms)}});
        } else {
            context.out() << tr("Imported %n run(s)", nullptr, result->runs) << '\n';
        }
        ExperimentPrinter printer(context, false);
        for (qint64 id : result->experiments) {
            auto record = repository.experiment(id);
            if (!record)
                return context.fail(record.error());
            printer.printSummary(record.value());
        }
        return ExitOk;
    }
};

} // namespace

QJsonObject importSourceJson(const ImportSource &source)
{
    QJsonArray recognised, skipped;
    for (const ImportItem &item : source.items) {
        QJsonObject object{{QStringLiteral("description"), item.description}};
        if (item.firstLine > 0) {
            object.insert(QStringLiteral("firstLine"), item.firstLine);
            object.insert(QStringLiteral("lastLine"), item.lastLine);
        }
        if (item.recognised) {
            recognised << object;
        } else {
            object.insert(QStringLiteral("reason"), item.reason);
            skipped << object;
        }
    }
    QJsonObject object{{QStringLiteral("event"), QStringLiteral("source")}, {QStringLiteral("file"), source.name},
                       {QStringLiteral("kind"), kindName(source.kind)}, {QStringLiteral("recognised"), recognised},
                       {QStringLiteral("skipped"), skipped}};
    if (source.kind == ImportSource::Kind::NetperfText) {
        object.insert(QStringLiteral("arm"), source.armLabel);
        object.insert(QStringLiteral("testType"), source.testType);
        object.insert(QStringLiteral("units"), source.units);
    }
    if (!source.error.isEmpty())
        object.insert(QStringLiteral("error"), source.error);
    return object;
}

QJsonObject importArmsJson(const ImportPreview &preview)
{
    QJsonArray arms;
    for (const ImportArm &arm : preview.arms) {
        QJsonArray runs;
        for (const ImportRunRef &ref : arm.runs) {
            const ImportSource &source = preview.sources.at(ref.source);
            const ParsedTest &test = source.netperf.output.tests.at(ref.test);
            runs << QJsonObject{{QStringLiteral("file"), source.name}, {QStringLiteral("firstLine"), test.firstLine},
                                {QStringLiteral("lastLine"), test.lastLine}};
        }
        QJsonArray settings;
        for (const StorySetting &setting : ImportGrouping::commonSettings(preview.sources, arm))
            settings << QJsonObject{{QStringLiteral("host"), setting.host}, {QStringLiteral("key"), setting.key},
                                    {QStringLiteral("value"), setting.value}};
        QJsonObject object{{QStringLiteral("label"), arm.label}, {QStringLiteral("runs"), runs},
                           {QStringLiteral("test"), ImportGrouping::commonParameters(preview.sources, arm)},
                           {QStringLiteral("settings"), settings}};
        if (const QString leadIn = ImportGrouping::commonLeadIn(preview.sources, arm); !leadIn.isEmpty())
            object.insert(QStringLiteral("leadIn"), leadIn);
        arms << object;
    }
    return {{QStringLiteral("event"), QStringLiteral("arms")}, {QStringLiteral("groupBy"), groupByName(preview.groupBy)},
            {QStringLiteral("arms"), arms}};
}

std::unique_ptr<CliCommand> makeImportCommand()
{
    return std::make_unique<ImportCommand>();
}

} // namespace Tunebench::Cli
