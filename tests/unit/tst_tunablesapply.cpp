// SPDX-License-Identifier: GPL-3.0-or-later
// Plan, apply, verify and restore against a simulated Linux host (FakeLinuxHost) and a real
// SQLite journal: durability before the first change, verification, rollback, lost
// connections, crash recovery and idempotent restores.
#include "fakelinuxhost.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct Session
{
    explicit Session(const QString &path, FakeLinuxHost &host)
        : database(path), journal(database), snapshots(database), reader(host)
    {
    }
    Database database;
    TunablesJournalRepository journal;
    SnapshotRepository snapshots;
    HostReader reader;
};

} // namespace

class TestTunablesApply : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_counter = 0;
    QString m_path;

    Result<ChangePlan> plan(Session &session, const QList<Setting> &settings,
                            const QString &interfaceName = QStringLiteral("eth0"))
    {
        auto provider = session.reader.provider();
        if (!provider)
            return provider.error();
        auto requested = ChangePlanner::resolve(*provider.value(), settings, !interfaceName.isEmpty());
        if (!requested)
            return requested.error();
        auto snapshot = session.reader.read(ReadRequest{interfaceName, ChangePlanner::sysctlNames(requested.value())});
        if (!snapshot)
            return snapshot.error();
        return ChangePlanner::build(*provider.value(), snapshot.value(), requested.value());
    }

    HostSnapshot snapshotOf(Session &session)
    {
        auto snapshot = session.reader.read(ReadRequest{QStringLiteral("eth0"), {}});
        return snapshot ? snapshot.value() : HostSnapshot{};
    }

private Q_SLOTS:
    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("journal%1.sqlite").arg(++m_counter));
    }

    void planFlagsUnsupportedKeysBeforeAnythingIsWritten()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto result = plan(session, {{QStringLiteral("rx-usecs"), QStringLiteral("50")},
                                     {QStringLiteral("lro"), QStringLiteral("on")},
                                     {QStringLiteral("net.core.busy_poll"), QStringLiteral("50")},
                                     {QStringLiteral("channel.rx"), QStringLiteral("3")},
                                     {QStringLiteral("tso"), QStringLiteral("off")},
                                     {QStringLiteral("gro"), QStringLiteral("off")}});
        QVERIFY(result.ok());
        QCOMPARE(host.writeCount(), 0);
        QHash<QString, PlannedChange> items;
        for (const PlannedChange &item : result->items)
            items.insert(item.key.id(), item);
        QCOMPARE(items.value(QStringLiteral("coalesce.rx-usecs")).action, PlannedChange::Action::Unsupported);
        QVERIFY(items.value(QStringLiteral("coalesce.rx-usecs")).reason.contains(QLatin1String("Operation not supported")));
        QCOMPARE(items.value(QStringLiteral("feature.large-receive-offload")).action, PlannedChange::Action::Unsupported);
        QCOMPARE(items.value(QStringLiteral("sysctl.net.core.busy_poll")).reason, QStringLiteral("absent on this host"));
        QVERIFY(items.value(QStringLiteral("channel.rx")).reason.contains(QLatin1String("maximum of 2")));
        QCOMPARE(items.value(QStringLiteral("feature.tcp-segmentation-offload")).action, PlannedChange::Action::Change);
        QCOMPARE(items.value(QStringLiteral("feature.tcp-segmentation-offload")).original, QStringLiteral("on"));
        QCOMPARE(items.value(QStringLiteral("feature.generic-receive-offload")).action, PlannedChange::Action::Unchanged);
        QCOMPARE(result->dryRun(), QStringList{QStringLiteral("ethtool -K eth0 tcp-segmentation-offload off")});
    }

    void planRefusesBadInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("interfaceName");
        QTest::newRow("unknown coalescing key") << "coalesce.rx-usec" << "5" << "eth0";
        QTest::newRow("bad value") << "tso" << "sometimes" << "eth0";
        QTest::newRow("interface key without interface") << "tso" << "off" << "";
        QTest::newRow("read-only") << "link.mtu" << "9000" << "eth0";
    }
    void planRefusesBadInput()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, interfaceName);
        FakeLinuxHost host;
        Session session(m_path, host);
        auto result = plan(session, {{key, value}}, interfaceName);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::InvalidArgument);
        QVERIFY(!plan(session, {{QStringLiteral("tso"), QStringLiteral("on")}, {QStringLiteral("feature.tso"), QStringLiteral("off")}}).ok());
    }

    void injectedInterfaceNameNeverReachesTheHost()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        auto result = session.reader.read(ReadRequest{QStringLiteral("eth0;touch /tmp/x"), {}});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::InvalidArgument);
        QVERIFY(host.commands.isEmpty());
    }

    void snapshotIsOneCommandRound()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.reader.read(ReadRequest{QStringLiteral("eth0"), {}}).ok());
        const int afterFirst = session.reader.commandCount(); // uname -s + the read
        QCOMPARE(afterFirst, 2);
        QVERIFY(session.reader.read(ReadRequest{QStringLiteral("eth0"), {QStringLiteral("net.ipv4.conf.all.rp_filter")}}).ok());
        QCOMPARE(session.reader.commandCount(), afterFirst + 1);
    }

    void journalIsDurableBeforeTheFirstChange()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        int journalsSeenAtFirstWrite = -1;
        QString originalSeen;
        host.beforeWrite = [&](const QStringList &) {
            if (journalsSeenAtFirstWrite >= 0)
                return;
            // A separate connection, as a second process or the next start would have.
            Database other(m_path);
            if (!other.open().ok()) {
                journalsSeenAtFirstWrite = -2;
                return;
            }
            auto open = TunablesJournalRepository(other).openJournals();
            journalsSeenAtFirstWrite = open ? int(open->size()) : -2;
            if (open && !open->isEmpty())
                originalSeen = open->first().changes.value(0).original;
        };
        auto result = plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}});
        QVERIFY(result.ok());
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        auto report = applier.apply(result.value());
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(journalsSeenAtFirstWrite, 1);
        QCOMPARE(originalSeen, QStringLiteral("on"));
    }

    void appliesVerifiesAndKeepsTheJournalOpen()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto result = plan(session, {{QStringLiteral("tso"), QStringLiteral("off")},
                                     {QStringLiteral("gro"), QStringLiteral("on")},
                                     {QStringLiteral("channel.rx"), QStringLiteral("1")},
                                     {QStringLiteral("net.core.somaxconn"), QStringLiteral("1024")},
                                     {QStringLiteral("rx-usecs"), QStringLiteral("50")}});
        QVERIFY(result.ok());
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        auto report = applier.apply(result.value(), ApplyOptions{QStringLiteral("unit test"), true, {}, {}});
        QVERIFY(report.ok());
        QVERIFY(report->succeeded());
        QVERIFY(!report->rollback);
        QCOMPARE(host.features.value(QStringLiteral("tcp-segmentation-offload")), QStringLiteral("off"));
        QCOMPARE(host.channels.value(QStringLiteral("rx")), 1);
        QCOMPARE(host.sysctls.value(QStringLiteral("net.core.somaxconn")), QStringLiteral("1024"));
        int verified = 0;
        for (const KeyOutcome &outcome : report->outcomes) {
            if (outcome.action == PlannedChange::Action::Change) {
                QVERIFY2(outcome.verified, qPrintable(outcome.key.id() + QLatin1Char(' ') + outcome.error));
                QCOMPARE(outcome.applied, outcome.desired);
                ++verified;
            }
            if (outcome.key.id() == QLatin1String("coalesce.rx-usecs"))
                QCOMPARE(outcome.action, PlannedChange::Action::Unsupported);
        }
        QCOMPARE(verified, 4);
        auto journal = session.journal.journal(report->journalId);
        QVERIFY(journal->open);
        QCOMPARE(journal->owner, QStringLiteral("unit test"));
        QCOMPARE(journal->changes.size(), 4);
        for (const JournalChangeRecord &change : journal->changes)
            QCOMPARE(change.state, JournalChangeRecord::State::Applied);
    }

    void restoreReturnsToTheSnapshotAndRestoringTwiceIsHarmless()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = snapshotOf(session);
        auto result = plan(session, {{QStringLiteral("tso"), QStringLiteral("off")},
                                     {QStringLiteral("channel.rx"), QStringLiteral("1")},
                                     {QStringLiteral("channel.tx"), QStringLiteral("1")},
                                     {QStringLiteral("net.ipv4.tcp_rmem"), QStringLiteral("8192 65536 1048576")}});
        QVERIFY(result.ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(report.ok() && report->succeeded());
        QVERIFY(!diffSnapshots(before, snapshotOf(session)).isEmpty());

        TunablesRestorer restorer(session.reader, session.journal, session.snapshots);
        auto restored = restorer.restore(report->journalId);
        QVERIFY(restored.ok());
        QVERIFY2(restored->closed, qPrintable(restored->error ? restored->error->toString() : QString()));
        QVERIFY(diffSnapshots(before, snapshotOf(session)).isEmpty());
        QVERIFY(!session.journal.journal(report->journalId)->open);

        const int writes = host.writeCount();
        auto again = restorer.restore(report->journalId);
        QVERIFY(again.ok());
        QVERIFY(again->alreadyClosed);
        QCOMPARE(host.writeCount(), writes);
        auto none = restorer.restoreOpen();
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
    }

    void sideEffectsOfAChangeAreRestoredToo()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto result = plan(session, {{QStringLiteral("feature.tx"), QStringLiteral("off")}});
        QVERIFY(result.ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(report.ok() && report->succeeded());
        QCOMPARE(host.features.value(QStringLiteral("tcp-segmentation-offload")), QStringLiteral("off"));
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restore(report->journalId);
        QVERIFY(restored.ok() && restored->closed);
        QCOMPARE(host.features.value(QStringLiteral("tx-checksumming")), QStringLiteral("on"));
        QCOMPARE(host.features.value(QStringLiteral("tcp-segmentation-offload")), QStringLiteral("on"));
    }

    void aChangeThatDoesNotStickIsRolledBack()
    {
        FakeLinuxHost host;
        host.ignoredFeatures = {QStringLiteral("generic-receive-offload")};
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto result = plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}, {QStringLiteral("gro"), QStringLiteral("on")}});
        QVERIFY(result.ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(report.ok());
        QVERIFY(!report->succeeded());
        bool sawUnverifiedGro = false;
        for (const KeyOutcome &outcome : report->outcomes) {
            if (outcome.key.name == QLatin1String("generic-receive-offload")) {
                sawUnverifiedGro = !outcome.verified && outcome.error.contains(QLatin1String("reads back off"));
            }
        }
        QVERIFY(sawUnverifiedGro);
        QVERIFY(report->rollback);
        QVERIFY(report->rollback->closed);
        QCOMPARE(host.features.value(QStringLiteral("tcp-segmentation-offload")), QStringLiteral("on"));
    }

    void withoutRootNothingIsChangedOrJournaled()
    {
        FakeLinuxHost host;
        host.root = false;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto result = plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}});
        QVERIFY(result.ok()); // reading needs no root
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, ErrorCode::PermissionDenied);
        QVERIFY(report.error().message.contains(QLatin1String("sudo -n")));
        QCOMPARE(report.error().detail, QStringLiteral("sudo: a password is required"));
        QCOMPARE(host.writeCount(), 0);
        QCOMPARE(session.journal.openJournals()->size(), 0);
    }

    void lostConnectionMidApplyKeepsTheJournalForALaterRestore()
    {
        FakeLinuxHost host;
        host.loseConnectionAfterWrites = 1;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = snapshotOf(session);
        auto result = plan(session, {{QStringLiteral("channel.rx"), QStringLiteral("1")},
                                     {QStringLiteral("tso"), QStringLiteral("off")},
                                     {QStringLiteral("net.core.somaxconn"), QStringLiteral("1024")}});
        QVERIFY(result.ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(report.ok());
        QVERIFY(report->error);
        QCOMPARE(report->error->code, ErrorCode::ConnectionLost);
        QVERIFY(report->rollback && !report->rollback->closed);
        QCOMPARE(host.channels.value(QStringLiteral("rx")), 1); // the first step went through
        QCOMPARE(session.journal.openJournals()->size(), 1);

        host.reconnect();
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok());
        QCOMPARE(restored->size(), 1);
        QVERIFY(restored->first().closed);
        QVERIFY(diffSnapshots(before, snapshotOf(session)).isEmpty());
    }

    void aCrashAfterApplyIsRecoveredAtTheNextStart()
    {
        FakeLinuxHost host;
        HostSnapshot before;
        {
            Session first(m_path, host);
            QVERIFY(first.database.open().ok());
            before = snapshotOf(first);
            auto result = plan(first, {{QStringLiteral("tso"), QStringLiteral("off")}, {QStringLiteral("channel.tx"), QStringLiteral("1")}});
            QVERIFY(result.ok());
            QVERIFY(TunablesApplier(first.reader, first.journal, first.snapshots).apply(result.value())->succeeded());
            // The process dies here: no restore, nothing closed.
        }
        Session next(m_path, host);
        QVERIFY(next.database.open().ok());
        auto open = next.journal.openJournals(host.hostName());
        QCOMPARE(open->size(), 1);
        auto restored = TunablesRestorer(next.reader, next.journal, next.snapshots).restoreOpen();
        QVERIFY(restored.ok() && restored->size() == 1 && restored->first().closed);
        QVERIFY(diffSnapshots(before, snapshotOf(next)).isEmpty());
    }

    void cancelBetweenStepsRestores()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = snapshotOf(session);
        auto result = plan(session, {{QStringLiteral("channel.rx"), QStringLiteral("1")}, {QStringLiteral("tso"), QStringLiteral("off")}});
        QVERIFY(result.ok());
        ApplyOptions options;
        int steps = 0;
        options.stepFinished = [&](const CommandStep &, const CommandOutput &) { ++steps; };
        options.cancelRequested = [&] { return steps >= 1; };
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value(), options);
        QVERIFY(report.ok());
        QVERIFY(report->cancelled);
        QCOMPARE(steps, 1);
        QVERIFY(report->rollback && report->rollback->closed);
        QVERIFY(diffSnapshots(before, snapshotOf(session)).isEmpty());
    }

    void stackedJournalsAreRestoredInOnePass()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = snapshotOf(session);
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        const auto first = applier.apply(plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}}).value());
        const auto second = applier.apply(
            plan(session, {{QStringLiteral("tso"), QStringLiteral("on")}, {QStringLiteral("gro"), QStringLiteral("on")}}).value());
        QVERIFY(first->succeeded() && second->succeeded());
        QCOMPARE(session.journal.openJournals()->size(), 2);
        const int writes = host.writeCount();
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok());
        QCOMPARE(restored->size(), 1);
        QCOMPARE(restored->first().journalIds, (QList<qint64>{second->journalId, first->journalId}));
        QVERIFY(restored->first().closed);
        // tso ends where it was before the older journal (already on): only gro is written.
        QCOMPARE(host.writeCount(), writes + 1);
        QStringList lastWrite;
        for (const QStringList &argv : std::as_const(host.commands))
            if (argv.value(0) == QLatin1String("ethtool"))
                lastWrite = argv;
        QCOMPARE(lastWrite, (QStringList{QStringLiteral("ethtool"), QStringLiteral("-K"), QStringLiteral("eth0"),
                                         QStringLiteral("generic-receive-offload"), QStringLiteral("off")}));
        QCOMPARE(session.journal.openJournals()->size(), 0);
        QVERIFY(diffSnapshots(before, snapshotOf(session)).isEmpty());
    }

    void oneJournalOfAStackCanBeRestoredAlone()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        const auto first = applier.apply(plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}}).value());
        const auto second = applier.apply(plan(session, {{QStringLiteral("gro"), QStringLiteral("on")}}).value());
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restore(second->journalId);
        QVERIFY(restored.ok() && restored->closed);
        QCOMPARE(host.features.value(QStringLiteral("generic-receive-offload")), QStringLiteral("off"));
        QCOMPARE(host.features.value(QStringLiteral("tcp-segmentation-offload")), QStringLiteral("off"));
        QCOMPARE(session.journal.openJournals()->size(), 1);
        QCOMPARE(session.journal.openJournals()->first().id, first->journalId);
    }

    void unattendedStepsPutAStackBackAndTheRestoreOnlyVerifies()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = snapshotOf(session);
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        const auto first = applier.apply(plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}}).value());
        const auto second = applier.apply(
            plan(session, {{QStringLiteral("tso"), QStringLiteral("on")}, {QStringLiteral("gro"), QStringLiteral("on")},
                           {QStringLiteral("channel.rx"), QStringLiteral("1")}}).value());
        QVERIFY(first->succeeded() && second->succeeded());
        TunablesRestorer restorer(session.reader, session.journal, session.snapshots);
        auto steps = restorer.unattendedSteps({first->journalId, second->journalId});
        QVERIFY(steps.ok());
        QVERIFY(!steps->isEmpty());
        // What the host's agent does when Tunebench is gone: the fixed commands, nothing read.
        for (const CommandStep &step : steps.value()) {
            QVERIFY(step.spec.needsRoot);
            QVERIFY(step.spec.stdinData.isEmpty());
            QVERIFY(session.reader.run(step.spec).exit.succeeded());
        }
        QVERIFY(diffSnapshots(before, snapshotOf(session)).isEmpty());
        const int writes = host.writeCount();
        restorer.setClosedBy(QStringLiteral("fake-host restored itself"));
        auto verified = restorer.restore({first->journalId, second->journalId});
        QVERIFY(verified.ok() && verified->closed);
        QCOMPARE(host.writeCount(), writes);
        QCOMPARE(verified->closedBy, QStringLiteral("fake-host restored itself"));
        QCOMPARE(session.journal.journal(first->journalId)->closedBy, QStringLiteral("fake-host restored itself"));
        QVERIFY(!session.journal.journal(second->journalId)->open);
    }

    void armingRunsAfterTheJournalAndBeforeTheFirstWrite()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        TunablesApplier applier(session.reader, session.journal, session.snapshots);
        ApplyOptions options;
        int writesWhenArmed = -1;
        bool journalOpenWhenArmed = false;
        options.journaled = [&](qint64 journalId) -> Status {
            writesWhenArmed = host.writeCount();
            journalOpenWhenArmed = session.journal.journal(journalId).ok() && session.journal.journal(journalId)->open;
            return Ok{};
        };
        auto report = applier.apply(plan(session, {{QStringLiteral("tso"), QStringLiteral("off")}}).value(), options);
        QVERIFY(report.ok() && report->succeeded());
        QCOMPARE(writesWhenArmed, 0);
        QVERIFY(journalOpenWhenArmed);
        // An agent that cannot take the steps: nothing is written and the journal is closed again.
        options.journaled = [](qint64) -> Status { return makeError(ErrorCode::ConnectionLost, QStringLiteral("agent gone")); };
        const int writes = host.writeCount();
        auto refused = applier.apply(plan(session, {{QStringLiteral("gro"), QStringLiteral("on")}}).value(), options);
        QVERIFY(refused.ok());
        QVERIFY(!refused->succeeded());
        QCOMPARE(refused->error->message, QStringLiteral("agent gone"));
        QCOMPARE(host.writeCount(), writes);
        QVERIFY(!session.journal.journal(refused->journalId)->open);
    }

    void nothingToChangeOpensNoJournal()
    {
        FakeLinuxHost host;
        Session session(m_path, host);
        QVERIFY(session.database.open().ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots)
                          .apply(plan(session, {{QStringLiteral("tso"), QStringLiteral("on")}}).value());
        QVERIFY(report.ok() && report->succeeded());
        QCOMPARE(report->journalId, 0);
        QCOMPARE(host.writeCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTunablesApply)
#include "tst_tunablesapply.moc"
