// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli run | list | show: experiments end to end, and the history.
#include "clicommand.h"
#include "clicontext.h"
#include "clihost.h"
#include "commands.h"
#include "experimentprinter.h"
#include "exploreprinter.h"
#include "tunablescli.h"

#include "experiment/experimentanalysis.h"
#include "experiment/experimentengine.h"
#include "experiment/experimentscript.h"
#include "experiment/exploreanalysis.h"
#include "resources.h"
#include "store/experimentrepository.h"
#include "tunables/hostreader.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

// `run --script`: the experiment as a Bash script, optionally with the hosts' current state.
int printScript(CliContext &context, const ExperimentSpec &experiment, CliHosts &hosts, bool readHosts)
{
    QMap<HostRole, HostSnapshot> snapshots;
    if (readHosts) {
        for (auto [role, host] : {std::pair{HostRole::Client, &experiment.client}, std::pair{HostRole::Server, &experiment.server}}) {
            auto runner = hosts.runner(host->host);
            if (!runner)
                return context.fail(runner.error(), ExitUsage);
            HostReader reader(**runner);
            ReadRequest request;
            request.interfaceName = host->interfaceName;
            auto snapshot = reader.read(request);
            if (!snapshot)
                return context.fail(snapshot.error(), CliHosts::exitCodeFor(snapshot.error(), false));
            snapshots.insert(role, snapshot.value());
        }
    }
    const auto script = ExperimentScript::build(experiment, snapshots);
    if (!script)
        return context.fail(script.error(), ExitUsage);
    if (context.options().json)
        context.out() << QJsonDocument(QJsonObject{{QStringLiteral("script"), script.value()},
                                                   {QStringLiteral("hostsRead"), readHosts}})
                             .toJson(QJsonDocument::Compact)
                      << '\n';
    else
        context.out() << script.value();
    return ExitOk;
}

Result<ExperimentSpec> loadSpec(const QCommandLineParser &parser)
{
    const QString preset = parser.value(QStringLiteral("preset"));
    if (!preset.isEmpty()) {
        const QString path = Resources::presetPath(preset);
        if (path.isEmpty())
            return makeError(ErrorCode::NotFound, CliCommand::tr("There is no preset '%1'; the presets are: %2")
                                                      .arg(preset, Resources::presetNames().join(QLatin1String(", "))));
        return ExperimentSpec::fromFile(path);
    }
    if (parser.positionalArguments().isEmpty())
        return makeError(ErrorCode::InvalidArgument,
                         CliCommand::tr("name an experiment file, or --preset NAME (see --list-presets)"));
    return ExperimentSpec::fromFile(parser.positionalArguments().constFirst());
}

class RunCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::RunCommand)

public:
    QString name() const override { return QStringLiteral("run"); }
    QString summary() const override { return tr("Run an experiment file (or a preset) and store every sample."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("experiment"), tr("The experiment file (JSON)."), QStringLiteral("EXPERIMENT.json"));
        parser.addOption({QStringLiteral("preset"), tr("Run a built-in preset instead of a file."), QStringLiteral("name")});
        parser.addOption({QStringLiteral("list-presets"), tr("List the built-in presets and exit.")});
        parser.addOption({QStringLiteral("repetitions"), tr("Override the repetitions per arm."), QStringLiteral("n")});
        parser.addOption({QStringLiteral("script"),
                          tr("Print the commands the experiment would run, per host and step, as a Bash script, and exit "
                             "without changing anything.")});
        parser.addOption({QStringLiteral("read-hosts"),
                          tr("With --script: read both hosts first (read-only), so the script shows only the changes "
                             "and restores that will really be made.")});
        CliHosts::addOptions(parser);
        addWaitOption(parser);
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const std::optional<int> wait = waitSeconds(context, parser);
        if (!wait)
            return ExitUsage;
        if (parser.isSet(QStringLiteral("list-presets"))) {
            for (const QString &preset : Resources::presetNames())
                context.out() << preset << '\n';
            return ExitOk;
        }
        auto spec = loadSpec(parser);
        if (!spec)
            return context.fail(spec.error(), spec.error().code == ErrorCode::InvalidArgument ? ExitUsage : ExitFailure);
        ExperimentSpec experiment = spec.value();
        if (parser.isSet(QStringLiteral("repetitions")))
            experiment.repetitions = parser.value(QStringLiteral("repetitions")).toInt();
        if (const Status valid = experiment.validate(); !valid)
            return context.fail(valid.error(), ExitUsage);

        CliHosts hosts(context);
        if (const Status configured = hosts.configure(parser); !configured)
            return context.fail(configured.error(), ExitUsage);
        if (parser.isSet(QStringLiteral("script")))
            return printScript(context, experiment, hosts, parser.isSet(QStringLiteral("read-hosts")));
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        if (const int recovered = recoverFromCrash(context, **database, hosts); recovered != ExitOk)
            return recovered;

        ExperimentEngine engine(**database, [&hosts](const QString &host) { return hosts.runner(host); });
        engine.setLeaseWait(*wait);
        engine.setProgramName(QStringLiteral("tunebench-cli run"));
        ExperimentPrinter printer(context, ::isatty(STDERR_FILENO) && !context.options().json);
        printer.attach(engine);
        // Ctrl-C aborts cleanly: netperf killed, hosts restored. The engine turns event loops while it
        // waits, so the flag's handler runs at once.
        SignalFlag signals([&engine] { engine.abort(); });
        auto id = engine.run(experiment);
        if (!id)
            return context.fail(id.error(), id.error().code == ErrorCode::InvalidArgument ? ExitUsage : ExitFailure);
        ExperimentRepository repository(engine.resultsStore());
        auto record = repository.experiment(id.value());
        if (!record)
            return context.fail(record.error());
        printer.printSummary(record.value());
        if (signals.raised())
            return 130;
        return record->status == QLatin1String("completed") ? ExitOk : ExitFailure;
    }
};

class ListCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ListCommand)

public:
    QString name() const override { return QStringLiteral("list"); }
    QString summary() const override { return tr("List the stored experiments, newest first."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addOption({QStringLiteral("search"), tr("Only experiments whose name, hosts or arms contain <text>."),
                          QStringLiteral("text")});
        parser.addOption({QStringLiteral("limit"), tr("At most <n> experiments."), QStringLiteral("n"), QStringLiteral("-1")});
        parser.addOption({QStringLiteral("user"), tr("Only experiments run by <user> (a team store holds everyone's)."),
                          QStringLiteral("user")});
        parser.addOption({QStringLiteral("machine"), tr("Only experiments run on <machine>."), QStringLiteral("machine")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        ExperimentRepository repository(**database);
        ExperimentFilter filter(parser.value(QStringLiteral("search")));
        filter.runBy = parser.value(QStringLiteral("user"));
        filter.runOn = parser.value(QStringLiteral("machine"));
        auto entries = repository.list(filter, parser.value(QStringLiteral("limit")).toInt());
        if (!entries)
            return context.fail(entries.error());
        ExperimentPrinter printer(context, false);
        printer.printList(entries.value());
        return ExitOk;
    }
};

class ShowCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ShowCommand)

public:
    QString name() const override { return QStringLiteral("show"); }
    QString summary() const override { return tr("Show one stored experiment: runs, results and verdicts."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("id"), tr("The experiment's id (see 'list')."), QStringLiteral("ID"));
        parser.addOption({QStringLiteral("samples"), tr("Include every interim sample (with --json).")});
        parser.addOption({QStringLiteral("telemetry"),
            tr("Include each run's per-CPU telemetry and NIC counters of both hosts (with --json).")});
        parser.addOption({QStringLiteral("compare"),
            tr("An exploration: compare segment B against segment A (numbers as shown)."), QStringLiteral("A,B")});
        parser.addOption({QStringLiteral("experiment"),
            tr("An exploration: write an A/B experiment of segments A and B to --output."), QStringLiteral("A,B")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, tr("The experiment file --experiment writes."),
            QStringLiteral("file")});
        parser.addOption({QStringLiteral("repetitions"), tr("Repetitions per arm of the experiment --experiment writes."),
            QStringLiteral("n"), QStringLiteral("10")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        bool ok = false;
        const qint64 id = parser.positionalArguments().value(0).toLongLong(&ok);
        if (!ok)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("name the experiment by its id (see 'tunebench-cli list')")), ExitUsage);
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        ExperimentRepository repository(**database);
        auto record = repository.experiment(id);
        if (!record)
            return context.fail(record.error());
        if (record->kind == QLatin1String("exploration"))
            return showExploration(parser, context, **database, id);
        if (parser.isSet(QStringLiteral("compare")) || parser.isSet(QStringLiteral("experiment")))
            return context.fail(makeError(ErrorCode::InvalidArgument,
                                    tr("%1 is an experiment, not an exploration: --compare and --experiment take an "
                                       "exploration's segments (compare an experiment's arms with 'report').")
                                        .arg(id)),
                ExitUsage);
        ExperimentPrinter printer(context, false);
        if (parser.isSet(QStringLiteral("telemetry")) && !context.options().json)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("--telemetry needs --json")), ExitUsage);
        return printer.printExperiment(repository, record.value(), parser.isSet(QStringLiteral("samples")),
                                       parser.isSet(QStringLiteral("telemetry")))
            ? ExitOk
            : ExitFailure;
    }

private:
    /// "A,B" as two segment indices from 0, checked against the exploration's segments.
    static Result<std::pair<int, int>> segmentPair(const QString &text, const StoredExploration &stored)
    {
        const QStringList parts = text.split(QLatin1Char(','));
        bool okA = false, okB = false;
        const int a = parts.value(0).trimmed().toInt(&okA);
        const int b = parts.value(1).trimmed().toInt(&okB);
        const int count = int(stored.timeline.segments().size());
        if (parts.size() != 2 || !okA || !okB || a < 1 || b < 1 || a > count || b > count || a == b)
            return makeError(ErrorCode::InvalidArgument,
                tr("'%1': name two different segments as A,B, numbers from 1 to %2").arg(text).arg(count));
        return std::pair {a - 1, b - 1};
    }

    int showExploration(const QCommandLineParser &parser, CliContext &context, Database &database, qint64 id)
    {
        auto stored = loadExploration(database, id);
        if (!stored)
            return context.fail(stored.error());
        ExplorePrinter printer(context, false);
        if (parser.isSet(QStringLiteral("compare"))) {
            const auto pair = segmentPair(parser.value(QStringLiteral("compare")), stored.value());
            if (!pair)
                return context.fail(pair.error(), ExitUsage);
            const auto comparison = stored->timeline.compare(pair->first, pair->second, stored->end);
            if (!comparison)
                return context.fail(comparison.error());
            printer.comparison(comparison.value());
            return ExitOk;
        }
        if (parser.isSet(QStringLiteral("experiment"))) {
            const auto pair = segmentPair(parser.value(QStringLiteral("experiment")), stored.value());
            if (!pair)
                return context.fail(pair.error(), ExitUsage);
            if (!parser.isSet(QStringLiteral("output")))
                return context.fail(makeError(ErrorCode::InvalidArgument, tr("--experiment needs --output FILE")), ExitUsage);
            ExploreExperimentOptions options;
            bool ok = false;
            options.repetitions = parser.value(QStringLiteral("repetitions")).toInt(&ok);
            if (!ok || options.repetitions < 1)
                return context.fail(makeError(ErrorCode::InvalidArgument, tr("--repetitions needs a positive number")), ExitUsage);
            const auto spec = experimentFromSegments(stored->spec, stored->timeline, pair->first, pair->second, options, id);
            if (!spec)
                return context.fail(spec.error());
            const QString file = parser.value(QStringLiteral("output"));
            if (const Status saved = spec->saveTo(file); !saved)
                return context.fail(saved.error());
            printer.experimentWritten(file, spec.value(), pair->first, pair->second);
            return ExitOk;
        }
        printer.stored(stored.value());
        return ExitOk;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeRunCommand()
{
    return std::make_unique<RunCommand>();
}

std::unique_ptr<CliCommand> makeListCommand()
{
    return std::make_unique<ListCommand>();
}

std::unique_ptr<CliCommand> makeShowCommand()
{
    return std::make_unique<ShowCommand>();
}

} // namespace Tunebench::Cli
