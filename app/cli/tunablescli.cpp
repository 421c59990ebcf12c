// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunablescli.h"

#include "clicommand.h"
#include "experiment/hostleases.h"
#include "experiment/hostrestorecheck.h"
#include "store/experimentrepository.h"
#include "store/snapshotrepository.h"
#include "store/storepublisher.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/keysupport.h"
#include "transport/ssh/credentialstore.h"
#include "tunables/tunablesrestorer.h"

#include <QFileInfo>
#include <QJsonArray>

#include <csignal>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

QString dash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QJsonObject restoreJson(const RestoreReport &report)
{
    QJsonArray outcomes;
    for (const KeyOutcome &outcome : report.outcomes)
        outcomes.append(outcomeJson(outcome));
    QJsonArray journals;
    for (qint64 id : report.journalIds)
        journals.append(id);
    return QJsonObject{{QStringLiteral("event"), QStringLiteral("restored")},
                       {QStringLiteral("journal"), report.journalId},
                       {QStringLiteral("journals"), journals},
                       {QStringLiteral("host"), report.host},
                       {QStringLiteral("interface"), report.interfaceName},
                       {QStringLiteral("closed"), report.closed},
                       {QStringLiteral("alreadyClosed"), report.alreadyClosed},
                       {QStringLiteral("error"), report.error ? report.error->toString() : QString()},
                       {QStringLiteral("outcomes"), outcomes}};
}

} // namespace

QString databasePath(const CliContext &context)
{
    return context.options().databasePath.isEmpty() ? Database::defaultPath() : context.options().databasePath;
}

Result<std::unique_ptr<Database>> openDatabase(CliContext &context)
{
    auto database = std::make_unique<Database>(databasePath(context));
    database->setPasswordSource([](const QString &key) { return readKeychainSecretNow(key); });
    if (Status opened = database->open(); !opened)
        return opened.error();
    if (const QString note = database->upgradeNote(); !note.isEmpty())
        context.err() << note << '\n';
    return database;
}

QString actionName(PlannedChange::Action action)
{
    switch (action) {
    case PlannedChange::Action::Change:
        return QStringLiteral("change");
    case PlannedChange::Action::Unchanged:
        return QStringLiteral("unchanged");
    case PlannedChange::Action::Unsupported:
        return QStringLiteral("unsupported");
    }
    return {};
}

QJsonObject outcomeJson(const KeyOutcome &outcome)
{
    return QJsonObject{{QStringLiteral("key"), outcome.key.id()},
                       {QStringLiteral("action"), actionName(outcome.action)},
                       {QStringLiteral("original"), outcome.original},
                       {QStringLiteral("desired"), outcome.desired},
                       {QStringLiteral("applied"), outcome.applied},
                       {QStringLiteral("verified"), outcome.verified},
                       {QStringLiteral("error"), outcome.error},
                       {QStringLiteral("answer"), driverAnswerName(outcome.answer)},
                       {QStringLiteral("note"), outcome.note}};
}

void printOutcome(QTextStream &out, const KeyOutcome &outcome)
{
    QString status;
    if (outcome.action == PlannedChange::Action::Unsupported)
        status = CliCommand::tr("unsupported: %1").arg(outcome.error);
    else if (outcome.action == PlannedChange::Action::Unchanged && outcome.verified)
        status = CliCommand::tr("already %1").arg(outcome.desired);
    else if (outcome.verified)
        status = CliCommand::tr("%1 -> %2  verified").arg(dash(outcome.original), outcome.applied);
    else if (outcome.answer == DriverAnswer::Refused)
        status = CliCommand::tr("%1  REFUSED: %2").arg(dash(outcome.original), outcome.error);
    else
        status = CliCommand::tr("%1 -> %2  NOT VERIFIED: %3").arg(dash(outcome.original), dash(outcome.applied), outcome.error);
    out << "  " << outcome.key.id().leftJustified(40) << ' ' << status << '\n';
    // Taken, but not as asked: rounded, or without effect while another setting is on.
    if (!outcome.note.isEmpty())
        out << "  " << QString().leftJustified(40) << ' '
            << (outcome.answer == DriverAnswer::Inert ? CliCommand::tr("NO EFFECT: %1").arg(outcome.note)
                : outcome.answer == DriverAnswer::Adjusted ? CliCommand::tr("ADJUSTED: %1").arg(outcome.note)
                                                          : CliCommand::tr("note: %1").arg(outcome.note))
            << '\n';
}

QJsonArray supportJson(const HostSnapshot &snapshot)
{
    QJsonArray rows;
    for (const KeySupport &row : KeySupportTable::build(snapshot)) {
        QJsonObject object{{QStringLiteral("key"), row.key},
                           {QStringLiteral("support"), KeySupport::levelName(row.level)},
                           {QStringLiteral("value"), row.value}};
        if (!row.reason.isEmpty())
            object.insert(QStringLiteral("reason"), row.reason);
        if (!row.note.isEmpty())
            object.insert(QStringLiteral("note"), row.note);
        rows.append(object);
    }
    return rows;
}

bool printRestore(CliContext &context, const RestoreReport &report)
{
    if (context.options().json) {
        context.printJson(restoreJson(report));
        return report.closed;
    }
    QTextStream &out = context.out();
    if (report.alreadyClosed) {
        out << CliCommand::tr("Journal %1 on %2 was already restored.").arg(report.journalId).arg(report.host) << '\n';
        out.flush();
        return true;
    }
    QStringList ids;
    for (qint64 id : report.journalIds)
        ids << QString::number(id);
    out << CliCommand::tr("Journal %1 on %2 (%3):", nullptr, int(ids.size()))
               .arg(ids.join(QStringLiteral(", ")), report.host, dash(report.interfaceName))
        << '\n';
    for (const KeyOutcome &outcome : report.outcomes)
        printOutcome(out, outcome);
    if (report.closed)
        out << CliCommand::tr("  restored, verified and closed.") << '\n';
    else
        out << CliCommand::tr("  NOT restored%1; the journal stays open: run 'tunebench-cli restore %2' again.")
                   .arg(report.error ? QStringLiteral(" (") + report.error->toString() + QLatin1Char(')') : QString(),
                        report.host)
            << '\n';
    out.flush();
    return report.closed;
}

void printSnapshot(QTextStream &out, const HostSnapshot &snapshot)
{
    out << snapshot.host << "  " << dash(snapshot.interfaceName) << "  (" << snapshot.platform << ")\n"
        << CliCommand::tr("  kernel   %1").arg(dash(snapshot.kernel)) << '\n'
        << CliCommand::tr("  tool     %1").arg(dash(snapshot.toolVersion)) << '\n';
    if (!snapshot.interfaceName.isEmpty())
        out << CliCommand::tr("  driver   %1 %2  firmware %3  bus %4")
                   .arg(dash(snapshot.driver.driver), snapshot.driver.version, dash(snapshot.driver.firmware),
                        dash(snapshot.driver.busInfo))
            << '\n';
    QList<Category> categories = applyOrder();
    categories << Category::Link;
    QHash<QString, KeySupport> support;
    for (const KeySupport &row : KeySupportTable::build(snapshot))
        support.insert(row.key, row);
    for (Category category : std::as_const(categories)) {
        const QString prefix = TunableCatalog::categoryPrefix(category);
        if (snapshot.unsupportedCategories.contains(prefix)) {
            out << TunableCatalog::categoryTitle(category) << ": "
                << CliCommand::tr("not supported, no key can be read or set (%1)")
                       .arg(snapshot.unsupportedCategories.value(prefix))
                << '\n';
            continue;
        }
        QStringList lines;
        for (auto it = snapshot.values.cbegin(); it != snapshot.values.cend(); ++it) {
            if (!it.key().startsWith(prefix + QLatin1Char('.')))
                continue;
            QString line = QStringLiteral("  ") + it.key().leftJustified(40) + QLatin1Char(' ') + describeState(it.value());
            if (snapshot.limits.contains(it.key()))
                line += CliCommand::tr("  (max %1)").arg(snapshot.limits.value(it.key()));
            if (const QString note = support.value(it.key()).note; !note.isEmpty())
                line += QStringLiteral("  — ") + note;
            lines << line;
        }
        // Lines the tool printed that Tunebench did not read: shown as they are.
        for (const QString &unread : snapshot.unrecognised.value(prefix))
            lines << CliCommand::tr("  NOT UNDERSTOOD (shown as printed, never set): %1").arg(unread);
        if (lines.isEmpty())
            continue;
        out << TunableCatalog::categoryTitle(category) << '\n' << lines.join(QLatin1Char('\n')) << '\n';
    }
    out.flush();
}

void warnAboutOpenJournals(CliContext &context, const QString &host)
{
    if (!QFileInfo::exists(databasePath(context)))
        return;
    Database database(databasePath(context));
    database.setPasswordSource([](const QString &key) { return readKeychainSecretNow(key); });
    if (!database.open())
        return;
    auto open = TunablesJournalRepository(database).openJournals(host);
    if (!open || open->isEmpty())
        return;
    context.err() << CliCommand::tr("tunebench-cli: note: %1 has %n unrestored change journal(s), the oldest from %2 "
                                    "(%3); 'tunebench-cli restore %1' puts it back.",
                                    nullptr, int(open->size()))
                         .arg(host, open->constLast().openedAt.toLocalTime().toString(Qt::ISODate),
                              open->constLast().owner)
                  << '\n';
    context.err().flush();
}

void addWaitOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("wait"),
                      CliCommand::tr("When another Tunebench holds a host, wait at most this long for it (default: as "
                                     "long as it takes; 0: not at all)."),
                      QStringLiteral("SECONDS")});
}

std::optional<int> waitSeconds(CliContext &context, const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("wait")))
        return -1;
    bool ok = false;
    const int seconds = parser.value(QStringLiteral("wait")).toInt(&ok);
    if (!ok || seconds < 0) {
        context.fail(makeError(ErrorCode::InvalidArgument,
                               CliCommand::tr("--wait needs a number of seconds, not '%1'").arg(parser.value(QStringLiteral("wait")))),
                     ExitUsage);
        return std::nullopt;
    }
    return seconds;
}

void connectLeasePrinting(CliContext &context, HostLeases &leases)
{
    QObject::connect(&leases, &HostLeases::waiting, &leases, [&context](const QString &host, const LeaseHolder &holder) {
        if (context.options().json) {
            context.printJson({{QStringLiteral("event"), QStringLiteral("waiting")},
                               {QStringLiteral("host"), host},
                               {QStringLiteral("holder"), holder.describe()},
                               {QStringLiteral("holderUser"), holder.user},
                               {QStringLiteral("holderMachine"), holder.machine},
                               {QStringLiteral("holderPid"), holder.pid}});
            return;
        }
        context.err() << CliCommand::tr("%1 is in use by %2; waiting").arg(host, holder.describe()) << '\n';
        context.err().flush();
    });
    QObject::connect(&leases, &HostLeases::notice, &leases, [&context](const QString &text) {
        context.err() << CliCommand::tr("tunebench-cli: note: %1").arg(text) << '\n';
        context.err().flush();
    });
}

void printHostRestored(CliContext &context, const HostRestored &restored)
{
    if (context.options().json) {
        QJsonArray journals;
        for (qint64 id : restored.journalIds)
            journals.append(id);
        context.printJson({{QStringLiteral("event"), QStringLiteral("hostRestored")},
                           {QStringLiteral("host"), restored.host},
                           {QStringLiteral("journals"), journals},
                           {QStringLiteral("reason"), restored.record.reason},
                           {QStringLiteral("firedAt"), restored.record.firedAt.toString(Qt::ISODate)},
                           {QStringLiteral("failedSteps"), restored.failedSteps},
                           {QStringLiteral("closed"), restored.closed()},
                           {QStringLiteral("text"), HostRestoreCheck::describe(restored)}});
        return;
    }
    context.err() << HostRestoreCheck::describe(restored) << '\n';
    context.err().flush();
}

void reconcileAndPrint(CliContext &context, Database &database, CommandRunner &runner)
{
    auto found = HostRestoreCheck::reconcile(database, runner);
    if (!found) {
        context.err() << CliCommand::tr("tunebench-cli: note: %1").arg(found.error().toString()) << '\n';
        context.err().flush();
        return;
    }
    for (const HostRestored &restored : found.value())
        printHostRestored(context, restored);
}

static void publishWaiting(CliContext &context, Database &team)
{
    StorePublisher publisher(team);
    auto published = publisher.publishPending();
    if (!published) {
        const int waiting = publisher.pendingCount();
        if (waiting > 0)
            context.err() << CliCommand::tr("tunebench-cli: note: %n experiment(s) recorded on this machine still wait "
                                            "for %1, which cannot take them now: %2", nullptr, waiting)
                                 .arg(team.path(), published.error().message)
                          << '\n';
        return;
    }
    for (const PublishedExperiment &one : published.value())
        context.err() << CliCommand::tr("Experiment %1 (%2), kept on this machine earlier, is published to %3 as "
                                        "experiment %4.")
                             .arg(one.localId).arg(one.name, team.path()).arg(one.teamId)
                      << '\n';
}

int recoverFromCrash(CliContext &context, Database &database, CliHosts &hosts)
{
    // Experiments are recorded in the local store (Database::localStore()), also for a team store.
    ExperimentRepository experiments(database.localStore());
    if (auto interrupted = experiments.markInterrupted(); interrupted) {
        for (qint64 id : interrupted.value())
            context.err() << CliCommand::tr("Experiment %1 was interrupted (Tunebench stopped while it ran); its "
                                            "samples up to then are kept.")
                                 .arg(id)
                          << '\n';
    }
    if (database.recordsLocally())
        publishWaiting(context, database);
    TunablesJournalRepository journal(database);
    auto open = journal.openJournals();
    if (!open || open->isEmpty()) {
        context.err().flush();
        return ExitOk;
    }
    QStringList hostNames;
    for (const JournalRecord &record : open.value())
        if (!hostNames.contains(record.host))
            hostNames << record.host;
    SnapshotRepository snapshots(database);
    for (const QString &host : std::as_const(hostNames)) {
        auto runner = hosts.runner(host);
        if (!runner)
            return context.fail(runner.error());
        // A host in use is being looked after by its holder, which may be an experiment of
        // this very database running in another process: its journals are not ours to restore.
        LeaseOptions options;
        options.program = QStringLiteral("tunebench-cli");
        options.purpose = CliCommand::tr("restoring after a crash");
        options.waitSeconds = 0;
        HostLeases lease(options);
        if (Status held = lease.acquire({runner->get()}); !held) {
            if (held.error().code != ErrorCode::Timeout)
                return context.fail(makeError(held.error().code,
                                              CliCommand::tr("%1 could not be restored: %2. Run 'tunebench-cli restore %1' "
                                                             "when it is reachable.")
                                                  .arg(host, held.error().message)),
                                    CliHosts::exitCodeFor(held.error(), false));
            context.err() << CliCommand::tr("Not restoring %1 now: %2. Its open journals stay until it is free.")
                                 .arg(host, held.error().message)
                          << '\n';
            continue;
        }
        reconcileAndPrint(context, database, **runner);
        auto still = journal.openJournals(host);
        if (still && still->isEmpty())
            continue;
        context.err() << CliCommand::tr("Restoring %1: an earlier run left tunables changed there.").arg(host) << '\n';
        HostReader reader(**runner);
        TunablesRestorer restorer(reader, journal, snapshots);
        auto reports = restorer.restoreOpen();
        if (!reports)
            return context.fail(makeError(reports.error().code,
                                          CliCommand::tr("%1 could not be restored: %2. Run 'tunebench-cli restore %1' "
                                                         "when it is reachable.")
                                              .arg(host, reports.error().message)),
                                CliHosts::exitCodeFor(reports.error(), false));
        for (const RestoreReport &report : reports.value())
            printRestore(context, report);
        lease.release();
    }
    context.err().flush();
    return ExitOk;
}

std::optional<int> HostSession::configure(const QCommandLineParser &parser)
{
    if (Status configured = hosts.configure(parser); !configured)
        return context.fail(configured.error(), ExitUsage);
    return std::nullopt;
}

std::optional<int> HostSession::connect(const QString &host)
{
    auto made = hosts.runner(host);
    if (!made)
        return context.fail(made.error(), ExitUsage);
    runner = made.value();
    return std::nullopt;
}

} // namespace Tunebench::Cli
