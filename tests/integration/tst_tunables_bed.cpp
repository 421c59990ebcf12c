// SPDX-License-Identifier: GPL-3.0-or-later
// Tunables on the bed's real veth NIC in tb-server, with the real ethtool 6.1, sysfs and
// procfs, through LocalRunner + `ip netns exec`. Every test that changes the NIC puts it back
// even when it fails (BedGuard resets the touched settings with plain ethtool/sysctl).
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "tunablesbedguard.h"
#include "transport/localrunner.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/linuxprovider.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct Session
{
    Session(const QString &path, CommandRunner &runner) : database(path), journal(database), snapshots(database), reader(runner) { }
    Database database;
    TunablesJournalRepository journal;
    SnapshotRepository snapshots;
    HostReader reader;
};

QString describe(const Error &error)
{
    return errorCodeName(error.code) + QStringLiteral(": ") + error.toString();
}

} // namespace

class TestTunablesBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    int m_counter = 0;
    std::unique_ptr<LocalRunner> m_server;

    QString freshDatabase() { return m_dir.filePath(QStringLiteral("bed%1.sqlite").arg(++m_counter)); }

    HostSnapshot read(HostReader &reader, const QStringList &sysctls = {})
    {
        auto snapshot = reader.read(ReadRequest{m_bed.interfaceName(), sysctls});
        if (!snapshot)
            qWarning() << "read failed:" << describe(snapshot.error());
        return snapshot ? snapshot.value() : HostSnapshot{};
    }

    Result<ChangePlan> plan(HostReader &reader, const QList<Setting> &settings)
    {
        auto provider = reader.provider();
        if (!provider)
            return provider.error();
        auto requested = ChangePlanner::resolve(*provider.value(), settings, true);
        if (!requested)
            return requested.error();
        auto snapshot = reader.read(ReadRequest{m_bed.interfaceName(), ChangePlanner::sysctlNames(requested.value())});
        if (!snapshot)
            return snapshot.error();
        return ChangePlanner::build(*provider.value(), snapshot.value(), requested.value());
    }

    QString ethtoolShows(const QString &flag)
    {
        QString out;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ethtool"), flag, m_bed.interfaceName()}, &out);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        if (m_bed.isUp())
            m_server = std::make_unique<LocalRunner>(
                QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
                QStringLiteral("tb-server"));
    }

    void snapshotReadsTheVethInOneRound()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostReader reader(*m_server);
        const HostSnapshot first = read(reader);
        const int commands = reader.commandCount();
        const HostSnapshot snapshot = read(reader);
        QCOMPARE(reader.commandCount(), commands + 1);
        QCOMPARE(snapshot.driver.driver, QStringLiteral("veth"));
        QVERIFY(snapshot.toolVersion.startsWith(QLatin1String("ethtool version")));
        QVERIFY(snapshot.kernel.startsWith(QLatin1String("Linux ")));
        QVERIFY(snapshot.interfaces.contains(QStringLiteral("lo")));
        QCOMPARE(snapshot.limits.value(QStringLiteral("channel.rx")), 2);
        QVERIFY(snapshot.values.contains(QStringLiteral("feature.tcp-segmentation-offload")));
        QVERIFY(snapshot.values.value(QStringLiteral("feature.large-receive-offload")).fixed);
        QCOMPARE(snapshot.values.value(QStringLiteral("link.mtu")).value, QStringLiteral("1500"));
        QVERIFY(snapshot.values.contains(QStringLiteral("rps.rx-1")));
        QVERIFY(snapshot.values.contains(QStringLiteral("xps.tx-1")));
        QVERIFY(snapshot.unsupportedCategories.value(QStringLiteral("coalesce")).contains(QLatin1String("Operation not supported")));
        QVERIFY(snapshot.values.value(QStringLiteral("sysctl.net.core.somaxconn")).supported);
        QVERIFY(diffSnapshots(first, snapshot).isEmpty());
    }

    void busyPollIsAbsentInAChildNamespace()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostReader reader(*m_server);
        const HostSnapshot snapshot = read(reader);
        for (const QString &key : {QStringLiteral("sysctl.net.core.busy_poll"), QStringLiteral("sysctl.net.core.busy_read")}) {
            const TunableState state = snapshot.values.value(key);
            QVERIFY2(!state.supported, qPrintable(key));
            QCOMPARE(state.reason, QStringLiteral("absent on this host"));
        }
        // rmem_max exists in a child namespace but is read-only there.
        QCOMPARE(snapshot.values.value(QStringLiteral("sysctl.net.core.rmem_max")).reason, QStringLiteral("read-only on this host"));
    }

    void applyTsoGroChannelsAndASysctlThenRestoreToTheSnapshot()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        QVERIFY(guard.complete());
        Session session(freshDatabase(), *m_server);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = read(session.reader);
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        const QString gro = guard.opposite(QStringLiteral("generic-receive-offload"));
        const QString rx = guard.otherChannelCount(QStringLiteral("rx"));
        const QString tx = guard.otherChannelCount(QStringLiteral("tx"));
        const QString somaxconn = guard.otherSomaxconn();
        const QString rps = guard.otherRpsMask();
        auto result = plan(session.reader, {{QStringLiteral("tso"), tso},
                                            {QStringLiteral("gro"), gro},
                                            {QStringLiteral("channel.rx"), rx},
                                            {QStringLiteral("channel.tx"), tx},
                                            {QStringLiteral("net.core.somaxconn"), somaxconn},
                                            {QStringLiteral("rps.rx-0"), rps}});
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : describe(result.error())));
        QCOMPARE(result->dryRun(),
                 (QStringList{QStringLiteral("ethtool -L eth0 rx %1 tx %2").arg(rx, tx),
                              QStringLiteral("ethtool -K eth0 tcp-segmentation-offload %1 generic-receive-offload %2").arg(tso, gro),
                              QStringLiteral("sh -c 'printf \"%s\\n\" \"$1\" > \"$2\"' tunebench-write ") + rps
                                  + QStringLiteral(" /sys/class/net/eth0/queues/rx-0/rps_cpus"),
                              QStringLiteral("sysctl -w net.core.somaxconn=") + somaxconn}));
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : describe(report.error())));
        for (const KeyOutcome &outcome : report->outcomes)
            QVERIFY2(outcome.verified, qPrintable(outcome.key.id() + QStringLiteral(": ") + outcome.error));
        QVERIFY(report->succeeded());
        // Independently of Tunebench's reader:
        QVERIFY(ethtoolShows(QStringLiteral("-k")).contains(QStringLiteral("tcp-segmentation-offload: ") + tso));
        QVERIFY(ethtoolShows(QStringLiteral("-k")).contains(QStringLiteral("generic-receive-offload: ") + gro));
        QVERIFY(ethtoolShows(QStringLiteral("-l")).contains(
            QRegularExpression(QStringLiteral("settings:\\nRX:\\s+%1\\nTX:\\s+%2").arg(rx, tx))));

        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restore(report->journalId);
        QVERIFY(restored.ok());
        QVERIFY2(restored->closed, qPrintable(restored->error ? describe(*restored->error) : QString()));
        const auto differences = diffSnapshots(before, read(session.reader));
        for (const SnapshotDifference &difference : differences)
            qWarning() << difference.key << describeState(difference.before) << describeState(difference.after);
        QVERIFY(differences.isEmpty());
        QVERIFY(!ethtoolShows(QStringLiteral("-k")).contains(QStringLiteral("tcp-segmentation-offload: ") + tso));

        auto again = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(again.ok() && again->isEmpty());
    }

    void coalescingOnVethIsFlaggedUnsupportedAndTheRestApplies()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        QVERIFY(guard.complete());
        Session session(freshDatabase(), *m_server);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = read(session.reader);
        auto result = plan(session.reader, {{QStringLiteral("rx-usecs"), QStringLiteral("50")},
                                            {QStringLiteral("adaptive-rx"), QStringLiteral("on")},
                                            {QStringLiteral("gso"), guard.opposite(QStringLiteral("generic-segmentation-offload"))}});
        QVERIFY(result.ok());
        QCOMPARE(result->unsupported().size(), 2);
        for (const PlannedChange &item : result->unsupported())
            QVERIFY2(item.reason.contains(QLatin1String("Operation not supported")), qPrintable(item.reason));
        QCOMPARE(result->dryRun(), QStringList{QStringLiteral("ethtool -K eth0 generic-segmentation-offload ")
                                               + guard.opposite(QStringLiteral("generic-segmentation-offload"))});
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(report.ok());
        QVERIFY(report->succeeded());
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok() && restored->size() == 1 && restored->first().closed);
        QVERIFY(diffSnapshots(before, read(session.reader)).isEmpty());
    }

    void txChecksumOffAndItsSideEffectsAreUndone()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        QVERIFY(guard.complete());
        Session session(freshDatabase(), *m_server);
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = read(session.reader);
        const QString tx = guard.opposite(QStringLiteral("tx-checksumming"));
        auto planned = plan(session.reader, {{QStringLiteral("feature.tx"), tx}});
        QVERIFY2(planned.ok(), qPrintable(planned.ok() ? QString() : describe(planned.error())));
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(planned.value());
        QVERIFY(report.ok() && report->succeeded());
        // Without tx checksums the TCP segmentation features go off too (ethtool 6.1 still shows
        // the legacy "tcp-segmentation-offload" as on).
        if (tx == QLatin1String("off"))
            QVERIFY(ethtoolShows(QStringLiteral("-k")).contains(QLatin1String("\ttx-tcp-segmentation: off")));
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok() && restored->first().closed);
        QVERIFY(diffSnapshots(before, read(session.reader)).isEmpty());
    }

    void aCrashAfterApplyIsRecoveredFromTheJournal()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        QVERIFY(guard.complete());
        const QString path = freshDatabase();
        HostSnapshot before;
        {
            Session first(path, *m_server);
            QVERIFY(first.database.open().ok());
            before = read(first.reader);
            auto planned = plan(first.reader, {{QStringLiteral("tso"), guard.opposite(QStringLiteral("tcp-segmentation-offload"))},
                                               {QStringLiteral("channel.tx"), guard.otherChannelCount(QStringLiteral("tx"))}});
            QVERIFY2(planned.ok(), qPrintable(planned.ok() ? QString() : describe(planned.error())));
            auto report = TunablesApplier(first.reader, first.journal, first.snapshots).apply(planned.value());
            QVERIFY(report.ok() && report->succeeded());
        } // gone without restoring, as after a crash
        Session next(path, *m_server);
        QVERIFY(next.database.open().ok());
        QCOMPARE(next.journal.openJournals(QStringLiteral("tb-server"))->size(), 1);
        auto restored = TunablesRestorer(next.reader, next.journal, next.snapshots).restoreOpen();
        QVERIFY(restored.ok() && restored->size() == 1 && restored->first().closed);
        QVERIFY(diffSnapshots(before, read(next.reader)).isEmpty());
    }

    // veth has no interrupts, so this reads (never writes) a PCI or virtio NIC of the machine
    // running the tests: its IRQ affinities, coalescing and rings through the same script.
    void interruptsAndCoalescingOfAHardwareNicAreRead()
    {
        QString candidate;
        for (const QFileInfo &entry : QDir(QStringLiteral("/sys/class/net")).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile modalias(entry.absoluteFilePath() + QStringLiteral("/device/modalias"));
            const bool virtio = modalias.open(QIODevice::ReadOnly) && modalias.readAll().startsWith("virtio:");
            if (virtio || QFileInfo::exists(entry.absoluteFilePath() + QStringLiteral("/device/msi_irqs"))) {
                candidate = entry.fileName();
                break;
            }
        }
        if (candidate.isEmpty())
            QSKIP("this machine has no PCI or virtio network interface to read interrupts from");
        LocalRunner local;
        HostReader reader(local);
        auto snapshot = reader.read(ReadRequest{candidate, {}});
        QVERIFY2(snapshot.ok(), qPrintable(snapshot.ok() ? QString() : describe(snapshot.error())));
        QStringList irqs;
        for (auto it = snapshot->values.cbegin(); it != snapshot->values.cend(); ++it) {
            if (it.key().startsWith(QLatin1String("irq.")))
                irqs << it.key() + QLatin1Char('=') + it.value().value;
        }
        QVERIFY2(!irqs.isEmpty(), qPrintable(candidate));
        for (const QString &irq : std::as_const(irqs))
            QVERIFY2(QRegularExpression(QStringLiteral("^irq\\.\\d+=[0-9,-]+$")).match(irq).hasMatch(), qPrintable(irq));
        QVERIFY(!snapshot->driver.driver.isEmpty());
        QVERIFY(snapshot->values.contains(QStringLiteral("coalesce.rx-usecs"))
                || snapshot->unsupportedCategories.contains(QStringLiteral("coalesce")));
    }

    void unknownInterfaceIsReportedWithTheOnesTheHostHas()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostReader reader(*m_server);
        auto snapshot = reader.read(ReadRequest{QStringLiteral("eth9"), {}});
        QVERIFY(!snapshot.ok());
        QCOMPARE(snapshot.error().code, ErrorCode::NotFound);
        QVERIFY2(snapshot.error().message.contains(QLatin1String("eth0")), qPrintable(snapshot.error().message));
    }

    void injectedInterfaceNameIsRefusedAndCreatesNoFile()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString marker = QStringLiteral("/tmp/tunebench-injection-%1").arg(QCoreApplication::applicationPid());
        QFile::remove(marker);
        const QString name = QStringLiteral("eth0;touch ") + marker;
        HostReader reader(*m_server);
        auto refused = reader.read(ReadRequest{name, {}});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(reader.commandCount(), 0);
        // Defence in depth: even past validation, the name is an argument of the fixed script.
        const ReadRequest unchecked{name, {}};
        const CommandOutput output = runToCompletion(*m_server, LinuxProvider().readCommand(unchecked));
        QVERIFY(output.exit.succeeded());
        QCOMPARE(LinuxProvider().parseRead(unchecked, output.stdoutData).error().code, ErrorCode::NotFound);
        QVERIFY2(!QFile::exists(marker), qPrintable(marker));
    }
};

QTEST_GUILESS_MAIN(TestTunablesBed)
#include "tst_tunables_bed.moc"
