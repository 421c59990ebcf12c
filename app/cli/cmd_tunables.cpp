// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli tunables show|apply, restore and snapshot: NIC and kernel tunables with a
// journal in the results database, so that every change can be put back (docs/cli.md).
#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"
#include "experiment/experimentspec.h"
#include "experiment/hostleases.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"
#include "tunablescli.h"
#include "tunablesconfirm.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace Tunebench::Cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

void addInterfaceOption(QCommandLineParser &parser)
{
    parser.addOption({opt("iface"), CliCommand::tr("The network interface (e.g. eth0)."), opt("IF")});
}

std::optional<int> checkInterface(CliContext &context, const QString &interfaceName)
{
    if (interfaceName.isEmpty())
        return std::nullopt;
    if (Status valid = TunableCatalog::validateInterfaceName(interfaceName); !valid)
        return context.fail(valid.error(), ExitUsage);
    return std::nullopt;
}

void printPlan(CliContext &context, const ChangePlan &plan, bool dryRun)
{
    if (context.options().json) {
        QJsonArray items;
        for (const PlannedChange &item : plan.items)
            items.append(QJsonObject{{opt("key"), item.key.id()},
                                     {opt("current"), item.original},
                                     {opt("desired"), item.desired},
                                     {opt("action"), actionName(item.action)},
                                     {opt("reason"), item.reason}});
        context.printJson({{opt("event"), opt("plan")},
                           {opt("host"), plan.host},
                           {opt("interface"), plan.interfaceName},
                           {opt("dryRun"), dryRun},
                           {opt("items"), items},
                           {opt("commands"), QJsonArray::fromStringList(plan.dryRun())}});
        return;
    }
    QTextStream &out = context.out();
    out << CliCommand::tr("Plan for %1 %2:").arg(plan.host, plan.interfaceName) << '\n';
    for (const PlannedChange &item : plan.items) {
        QString what;
        if (item.action == PlannedChange::Action::Change)
            what = item.original + QStringLiteral(" -> ") + item.desired;
        else if (item.action == PlannedChange::Action::Unchanged)
            what = CliCommand::tr("already %1").arg(item.desired);
        else
            what = CliCommand::tr("unsupported: %1").arg(item.reason);
        out << "  " << item.key.id().leftJustified(40) << ' ' << what << '\n';
    }
    if (!plan.steps.isEmpty()) {
        out << (dryRun ? CliCommand::tr("Would run (as root; through sudo -n when not logged in as root):")
                       : CliCommand::tr("Running (as root):"))
            << '\n';
        for (const QString &line : plan.dryRun())
            out << "  " << line << '\n';
    }
    out.flush();
}

void printApply(CliContext &context, const ApplyReport &report)
{
    if (context.options().json) {
        QJsonArray outcomes;
        for (const KeyOutcome &outcome : report.outcomes)
            outcomes.append(outcomeJson(outcome));
        context.printJson({{opt("event"), opt("applied")},
                           {opt("journal"), report.journalId},
                           {opt("succeeded"), report.succeeded()},
                           {opt("cancelled"), report.cancelled},
                           {opt("error"), report.error ? report.error->toString() : QString()},
                           {opt("outcomes"), outcomes}});
    } else {
        context.out() << CliCommand::tr("Result:") << '\n';
        for (const KeyOutcome &outcome : report.outcomes)
            printOutcome(context.out(), outcome);
        if (report.error)
            context.out() << CliCommand::tr("Stopped: %1").arg(report.error->toString()) << '\n';
        context.out().flush();
    }
    if (report.rollback)
        printRestore(context, *report.rollback);
}

class TunablesCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::TunablesCommand)

public:
    QString name() const override { return opt("tunables"); }
    QString summary() const override
    {
        return tr("Show or change NIC and kernel tunables: tunables show|apply|confirm HOST [--iface IF] "
                  "[--set KEY=VALUE...].");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(opt("action"), tr("show, apply (changes stay until 'restore'), or confirm (the "
                                                       "changes of an 'apply --confirm')."));
        parser.addPositionalArgument(opt("host"), tr("local, [user@]host[:port] or an ssh_config alias."));
        addInterfaceOption(parser);
        parser.addOption({opt("set"), tr("Change KEY to VALUE (repeatable), e.g. tso=off, channel.rx=2, "
                                         "net.core.busy_poll=50."),
                          opt("KEY=VALUE")});
        parser.addOption({opt("dry-run"), tr("Show the plan and the exact commands; change nothing.")});
        parser.addOption({opt("hold"), tr("Keep the changes only until Ctrl-C or SIGTERM, then restore.")});
        parser.addOption({opt("confirm"),
                          tr("Put the changes back SECONDS from now unless confirmed (Enter here, or 'tunables confirm "
                             "HOST'), also when this connection is lost."),
                          opt("SECONDS")});
        CliHosts::addOptions(parser);
        addWaitOption(parser);
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const QStringList positional = parser.positionalArguments();
        const QString action = positional.value(0);
        if (positional.size() != 2
            || (action != QLatin1String("show") && action != QLatin1String("apply") && action != QLatin1String("confirm")))
            return context.fail(makeError(ErrorCode::InvalidArgument,
                                          tr("usage: tunebench-cli tunables show|apply|confirm HOST [--iface IF] ...")),
                                ExitUsage);
        const QString interfaceName = parser.value(opt("iface"));
        if (auto exit = checkInterface(context, interfaceName))
            return *exit;
        HostSession session(context);
        if (auto exit = session.configure(parser))
            return *exit;
        if (auto exit = session.connect(positional.at(1)))
            return *exit;
        HostReader reader(*session.runner);
        if (action == QLatin1String("show"))
            return show(session, reader, interfaceName);
        if (action == QLatin1String("confirm"))
            return confirmPending(session);
        return apply(session, reader, interfaceName, parser);
    }

private:
    static int show(HostSession &session, HostReader &reader, const QString &interfaceName)
    {
        warnAboutOpenJournals(session.context, reader.hostName());
        auto snapshot = reader.read(ReadRequest{interfaceName, {}});
        if (!snapshot)
            return session.fail(snapshot.error());
        if (session.context.options().json) {
            QJsonObject object = snapshot->toJson();
            object.insert(opt("event"), opt("tunables"));
            session.context.printJson(object);
        } else {
            printSnapshot(session.context.out(), snapshot.value());
        }
        return ExitOk;
    }

    static Result<QList<Setting>> settings(const QStringList &values)
    {
        QList<Setting> out;
        for (const QString &assignment : values) {
            const qsizetype eq = assignment.indexOf(QLatin1Char('='));
            if (eq <= 0)
                return makeError(ErrorCode::InvalidArgument, tr("--set needs KEY=VALUE, not '%1'.").arg(assignment));
            out << Setting{assignment.left(eq), assignment.mid(eq + 1)};
        }
        return out;
    }

    static std::optional<int> confirmSeconds(CliContext &context, const QCommandLineParser &parser)
    {
        if (!parser.isSet(opt("confirm")))
            return 0;
        bool ok = false;
        const int seconds = parser.value(opt("confirm")).toInt(&ok);
        if (ok && seconds >= 2 && seconds <= 86400)
            return seconds;
        context.fail(makeError(ErrorCode::InvalidArgument,
                               tr("--confirm needs 2 to 86400 seconds, not '%1'").arg(parser.value(opt("confirm")))),
                     ExitUsage);
        return std::nullopt;
    }

    static int apply(HostSession &session, HostReader &reader, const QString &interfaceName,
                     const QCommandLineParser &parser)
    {
        CliContext &context = session.context;
        auto typed = settings(parser.values(opt("set")));
        if (!typed)
            return context.fail(typed.error(), ExitUsage);
        const std::optional<int> confirmWithin = confirmSeconds(context, parser);
        const std::optional<int> wait = waitSeconds(context, parser);
        if (!confirmWithin || !wait)
            return ExitUsage;
        const bool dryRun = parser.isSet(opt("dry-run"));
        const bool hold = parser.isSet(opt("hold"));
        if (hold && *confirmWithin > 0)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("--hold and --confirm do not go together")),
                                ExitUsage);
        SignalFlag signals;
        // The host is ours from before it is read until the changes are made (and, with --hold or
        // --confirm, as long as they are pending), so no other Tunebench changes it meanwhile.
        LeaseOptions leaseOptions;
        leaseOptions.program = QStringLiteral("tunebench-cli tunables apply");
        leaseOptions.purpose = tr("tunables apply");
        leaseOptions.waitSeconds = *wait;
        leaseOptions.graceSeconds = *confirmWithin > 0 ? *confirmWithin : ExperimentSpec::DefaultRestoreGraceSeconds;
        leaseOptions.cancelRequested = [&signals] { return signals.raised(); };
        HostLeases leases(leaseOptions);
        connectLeasePrinting(context, leases);
        std::unique_ptr<Database> database;
        if (!dryRun) {
            if (Status leased = leases.acquire({session.runner.get()}); !leased)
                return session.fail(leased.error());
            auto opened = openDatabase(context);
            if (!opened)
                return context.fail(opened.error());
            database = std::move(opened).value();
            reconcileAndPrint(context, *database, *session.runner);
        }
        auto provider = reader.provider();
        if (!provider)
            return session.fail(provider.error());
        auto requested = ChangePlanner::resolve(*provider.value(), typed.value(), !interfaceName.isEmpty());
        if (!requested)
            return context.fail(requested.error(), ExitUsage);
        auto before = reader.read(ReadRequest{interfaceName, ChangePlanner::sysctlNames(requested.value())});
        if (!before)
            return session.fail(before.error());
        const ChangePlan plan = ChangePlanner::build(*provider.value(), before.value(), requested.value());
        printPlan(context, plan, dryRun);
        if (dryRun)
            return ExitOk;
        warnAboutOpenJournals(context, reader.hostName());
        TunablesJournalRepository journal(*database);
        SnapshotRepository snapshots(*database);
        ApplyOptions options;
        options.owner = tr("tunebench-cli pid %1").arg(QCoreApplication::applicationPid());
        options.cancelRequested = [&signals] { return signals.raised(); };
        // Meant to persist: the host restores itself only when asked to (--hold, --confirm).
        if (hold || *confirmWithin > 0)
            options.journaled = [&](qint64 journalId) {
                return leases.arm(reader.hostName(), *database, reader, {journalId});
            };
        auto report = TunablesApplier(reader, journal, snapshots).apply(plan, options);
        if (!report)
            return session.fail(report.error());
        printApply(context, report.value());
        if (report->cancelled)
            return 130;
        if (!report->succeeded())
            return report->error ? CliHosts::exitCodeFor(*report->error, true) : ExitFailure;
        if (report->journalId == 0)
            return ExitOk;
        if (hold)
            return holdChanges(session, reader, journal, snapshots, signals, report->journalId, leases);
        if (*confirmWithin > 0)
            return awaitConfirmation(session, *database, leases, signals, report->journalId, *confirmWithin);
        if (!context.options().json)
            context.out() << tr("Journal %1 is open: the changes stay until 'tunebench-cli restore %2'.")
                                 .arg(report->journalId)
                                 .arg(reader.hostName())
                          << '\n';
        context.out().flush();
        return ExitOk;
    }

    static int holdChanges(HostSession &session, HostReader &reader, TunablesJournalRepository &journal,
                           SnapshotRepository &snapshots, SignalFlag &signals, qint64 journalId, HostLeases &leases)
    {
        CliContext &context = session.context;
        if (context.options().json)
            context.printJson({{opt("event"), opt("holding")}, {opt("journal"), journalId}});
        else
            context.out() << tr("Holding the changes (journal %1); Ctrl-C or SIGTERM restores them.").arg(journalId)
                          << '\n';
        context.out().flush();
        signals.wait();
        auto restored = TunablesRestorer(reader, journal, snapshots).restore(journalId);
        if (!restored)
            return session.fail(restored.error());
        if (restored->closed)
            leases.release();
        return printRestore(context, restored.value()) ? ExitOk : ExitFailure;
    }
};

class RestoreCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::RestoreCommand)

public:
    QString name() const override { return opt("restore"); }
    QString summary() const override
    {
        return tr("Put hosts back from the tunables journal: restore HOST, or restore --all.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(opt("host"), tr("The host whose changes to undo."), opt("[HOST]"));
        parser.addOption({opt("all"), tr("Restore every host that has open journals.")});
        CliHosts::addOptions(parser);
        addWaitOption(parser);
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const std::optional<int> wait = waitSeconds(context, parser);
        if (!wait)
            return ExitUsage;
        const QStringList positional = parser.positionalArguments();
        const bool all = parser.isSet(opt("all"));
        if (positional.size() > 1 || all == (positional.size() == 1))
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("usage: tunebench-cli restore HOST|--all")),
                                ExitUsage);
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        TunablesJournalRepository journal(*database.value());
        SnapshotRepository snapshots(*database.value());
        auto open = journal.openJournals(all ? QString() : positional.first());
        if (!open)
            return context.fail(open.error());
        QStringList hosts;
        for (const JournalRecord &record : open.value()) {
            if (!hosts.contains(record.host))
                hosts << record.host;
        }
        if (hosts.isEmpty()) {
            if (context.options().json)
                context.printJson({{opt("event"), opt("nothing-to-restore")}});
            else
                context.out() << tr("Nothing to restore: no open tunables journals.") << '\n';
            context.out().flush();
            return ExitOk;
        }
        HostSession session(context);
        if (auto exit = session.configure(parser))
            return *exit;
        int exitCode = ExitOk;
        for (const QString &host : std::as_const(hosts)) {
            if (auto exit = session.connect(host)) {
                exitCode = *exit;
                continue;
            }
            LeaseOptions leaseOptions;
            leaseOptions.program = QStringLiteral("tunebench-cli restore");
            leaseOptions.purpose = tr("restore");
            leaseOptions.waitSeconds = *wait;
            HostLeases leases(leaseOptions);
            connectLeasePrinting(context, leases);
            if (Status leased = leases.acquire({session.runner.get()}); !leased) {
                exitCode = session.fail(leased.error());
                continue;
            }
            reconcileAndPrint(context, *database.value(), *session.runner);
            HostReader reader(*session.runner);
            auto reports = TunablesRestorer(reader, journal, snapshots).restoreOpen();
            if (!reports) {
                exitCode = session.fail(reports.error());
                continue;
            }
            for (const RestoreReport &report : reports.value()) {
                if (printRestore(context, report))
                    continue;
                exitCode = report.error ? CliHosts::exitCodeFor(*report.error, false) : ExitFailure;
            }
        }
        return exitCode;
    }
};

class SnapshotCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::SnapshotCommand)

public:
    QString name() const override { return opt("snapshot"); }
    QString summary() const override
    {
        return tr("Record a host's full tunables state in the database: snapshot HOST --iface IF [--diff ID].");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(opt("host"), tr("local, [user@]host[:port] or an ssh_config alias."));
        addInterfaceOption(parser);
        parser.addOption({opt("diff"), tr("Also list what changed since the stored snapshot <id>."), opt("id")});
        CliHosts::addOptions(parser);
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        if (parser.positionalArguments().size() != 1)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("usage: tunebench-cli snapshot HOST --iface IF")),
                                ExitUsage);
        const QString interfaceName = parser.value(opt("iface"));
        if (auto exit = checkInterface(context, interfaceName))
            return *exit;
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        SnapshotRepository snapshots(*database.value());
        std::optional<HostSnapshot> earlier;
        if (parser.isSet(opt("diff"))) {
            auto loaded = load(snapshots, parser.value(opt("diff")));
            if (!loaded)
                return context.fail(loaded.error(), ExitUsage);
            earlier = loaded.value();
        }
        HostSession session(context);
        if (auto exit = session.configure(parser))
            return *exit;
        if (auto exit = session.connect(parser.positionalArguments().first()))
            return *exit;
        HostReader reader(*session.runner);
        auto snapshot = reader.read(ReadRequest{interfaceName, {}});
        if (!snapshot)
            return session.fail(snapshot.error());
        const QJsonObject json = snapshot->toJson();
        auto id = snapshots.save(SnapshotRecord{0, snapshot->host, interfaceName, snapshot->takenAt,
                                                QJsonDocument(json).toJson(QJsonDocument::Compact)});
        if (!id)
            return context.fail(id.error());
        print(context, snapshot.value(), json, id.value());
        if (earlier)
            printDiff(context, parser.value(opt("diff")), diffSnapshots(*earlier, snapshot.value()));
        return ExitOk;
    }

private:
    static Result<HostSnapshot> load(SnapshotRepository &snapshots, const QString &idText)
    {
        bool ok = false;
        const qint64 id = idText.toLongLong(&ok);
        if (!ok)
            return makeError(ErrorCode::InvalidArgument, tr("--diff needs a snapshot number, not '%1'.").arg(idText));
        auto record = snapshots.load(id);
        if (!record)
            return record.error();
        return HostSnapshot::fromJson(QJsonDocument::fromJson(record->content).object());
    }

    static void print(CliContext &context, const HostSnapshot &snapshot, QJsonObject json, qint64 id)
    {
        if (context.options().json) {
            json.insert(opt("event"), opt("snapshot"));
            json.insert(opt("id"), id);
            context.printJson(json);
            return;
        }
        context.out() << tr("Snapshot %1 stored in %2.").arg(id).arg(databasePath(context)) << '\n';
        printSnapshot(context.out(), snapshot);
    }

    static void printDiff(CliContext &context, const QString &against, const QList<SnapshotDifference> &differences)
    {
        if (context.options().json) {
            QJsonArray list;
            for (const SnapshotDifference &difference : differences)
                list.append(QJsonObject{{opt("key"), difference.key},
                                        {opt("before"), describeState(difference.before)},
                                        {opt("after"), describeState(difference.after)}});
            context.printJson({{opt("event"), opt("diff")}, {opt("against"), against}, {opt("differences"), list}});
            return;
        }
        context.out() << tr("Changes since snapshot %1: %n", nullptr, int(differences.size())).arg(against) << '\n';
        for (const SnapshotDifference &difference : differences)
            context.out() << "  " << difference.key.leftJustified(40) << ' ' << describeState(difference.before)
                          << " -> " << describeState(difference.after) << '\n';
        context.out().flush();
    }
};

} // namespace

std::unique_ptr<CliCommand> makeTunablesCommand()
{
    return std::make_unique<TunablesCommand>();
}

std::unique_ptr<CliCommand> makeRestoreCommand()
{
    return std::make_unique<RestoreCommand>();
}

std::unique_ptr<CliCommand> makeSnapshotCommand()
{
    return std::make_unique<SnapshotCommand>();
}

} // namespace Tunebench::Cli
