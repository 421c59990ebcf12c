// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunablesconfirm.h"

#include "clicommand.h"
#include "experiment/hostleases.h"
#include "stdinlines.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesrestorer.h"

#include <QDateTime>
#include <QEventLoop>
#include <QTimer>

namespace Tunebench::Cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

enum class Outcome { ConfirmedHere, ConfirmedElsewhere, Ended, Interrupted };

// Waits for whichever comes first: a line on stdin, a confirmation the agent reports, the end of
// the lease (the deadline passed and the host restored itself, or the connection went), Ctrl-C.
Outcome waitForConfirmation(HostLeases &leases, SignalFlag &signals, QString *why)
{
    std::optional<Outcome> outcome;
    QEventLoop loop;
    const auto decide = [&](Outcome o) {
        if (!outcome)
            outcome = o;
        loop.quit();
    };
    StdinLines input([&](const QString &) { decide(Outcome::ConfirmedHere); }, [] { });
    QObject::connect(&leases, &HostLeases::confirmed, &loop, [&] { decide(Outcome::ConfirmedElsewhere); });
    QObject::connect(&leases, &HostLeases::lost, &loop, [&](const QString &, const QString &text) {
        *why = text;
        decide(Outcome::Ended);
    });
    QTimer poll;
    poll.callOnTimeout(&loop, [&] {
        if (signals.raised())
            decide(Outcome::Interrupted);
    });
    poll.start(100);
    loop.exec();
    return outcome.value_or(Outcome::Interrupted);
}

void printPending(CliContext &context, const QString &host, qint64 journalId, const QDateTime &deadline)
{
    if (context.options().json)
        context.printJson({{opt("event"), opt("confirm-pending")}, {opt("host"), host}, {opt("journal"), journalId},
                           {opt("deadline"), deadline.toUTC().toString(Qt::ISODate)}});
    else
        context.out() << CliCommand::tr("%1 puts these changes back at %2 unless they are confirmed: press Enter here, "
                                        "or run 'tunebench-cli tunables confirm %1'.")
                             .arg(host, deadline.toString(QStringLiteral("HH:mm:ss")))
                      << '\n';
    context.out().flush();
}

} // namespace

int awaitConfirmation(HostSession &session, Database &database, HostLeases &leases, SignalFlag &signals,
                      qint64 journalId, int seconds)
{
    CliContext &context = session.context;
    const QString host = session.runner->hostName();
    if (Status set = leases.setDeadline(seconds); !set)
        return session.fail(set.error());
    printPending(context, host, journalId, QDateTime::currentDateTime().addSecs(seconds));
    QString why;
    switch (waitForConfirmation(leases, signals, &why)) {
    case Outcome::ConfirmedHere:
    case Outcome::ConfirmedElsewhere:
        leases.release(); // disarms: nothing is put back
        if (context.options().json)
            context.printJson({{opt("event"), opt("confirmed")}, {opt("host"), host}, {opt("journal"), journalId}});
        else
            context.out() << CliCommand::tr("Confirmed: journal %1 is open, the changes stay until 'tunebench-cli "
                                            "restore %2'.")
                                 .arg(journalId)
                                 .arg(host)
                          << '\n';
        context.out().flush();
        return ExitOk;
    case Outcome::Interrupted: {
        HostReader reader(*session.runner);
        TunablesJournalRepository journal(database);
        SnapshotRepository snapshots(database);
        auto restored = TunablesRestorer(reader, journal, snapshots).restore(journalId);
        leases.release();
        if (!restored)
            return session.fail(restored.error());
        printRestore(context, restored.value());
        return 130;
    }
    case Outcome::Ended:
        break;
    }
    // Past the deadline the host restored itself; with the connection gone it will at the
    // deadline, unless a confirmation reaches it first.
    context.err() << why << '\n';
    context.err().flush();
    reconcileAndPrint(context, database, *session.runner);
    return ExitFailure;
}

int confirmPending(HostSession &session)
{
    CliContext &context = session.context;
    const QString host = session.runner->hostName();
    auto confirmed = HostAgent::confirm(*session.runner);
    if (!confirmed)
        return session.fail(confirmed.error());
    if (context.options().json)
        context.printJson({{opt("event"), opt("confirmed")}, {opt("host"), host}, {opt("confirmed"), confirmed.value()}});
    else if (confirmed.value())
        context.out() << CliCommand::tr("Confirmed: the changes on %1 stay until 'tunebench-cli restore %1'.").arg(host)
                      << '\n';
    else
        context.out() << CliCommand::tr("Nothing to confirm on %1.").arg(host) << '\n';
    context.out().flush();
    return confirmed.value() ? ExitOk : ExitFailure;
}

} // namespace Tunebench::Cli
