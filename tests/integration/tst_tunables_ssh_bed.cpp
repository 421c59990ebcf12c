// SPDX-License-Identifier: GPL-3.0-or-later
// Tunables over real SSH connections to the bed's server (HostConnector -> SshRunner): the
// sudo and no-sudo users, and a connection cut in the middle of applying.
#include "hosts/hostconnector.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"
#include "tunablesbedguard.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct Session
{
    Session(const QString &path, CommandRunner &runner) : database(path), journal(database), snapshots(database), reader(runner)
    {
    }
    Database database;
    TunablesJournalRepository journal;
    SnapshotRepository snapshots;
    HostReader reader;
};

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Kills the server-side sshd processes of this test's own SSH connections: with the listener
// stopped too, the connection is cut as if the host had gone away. Other sessions are left alone.
int cutOwnSessions(const Testbed &bed)
{
    const QString pid = QString::number(QCoreApplication::applicationPid());
    QStringList ports;
    static const QRegularExpression local(QStringLiteral("^\\S+\\s+\\d+\\s+\\d+\\s+\\S+:(\\d+)\\s"));
    for (const QString &line : run(QStringLiteral("ss"), {QStringLiteral("-Htnp"), QStringLiteral("dst"),
                                                          bed.serverAddress() + QStringLiteral(":22")})
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.contains(QStringLiteral("pid=") + pid + QLatin1Char(',')))
            ports << local.match(line).captured(1);
    }
    QString sessions;
    Testbed::runInNamespace(bed.serverNamespace(), {QStringLiteral("ss"), QStringLiteral("-Htnp"), QStringLiteral("sport"),
                                                    QStringLiteral("="), QStringLiteral(":22")},
                            &sessions);
    int killed = 0;
    static const QRegularExpression owner(QStringLiteral("pid=(\\d+)"));
    for (const QString &line : sessions.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const bool ours = std::any_of(ports.cbegin(), ports.cend(), [&](const QString &port) {
            return !port.isEmpty() && line.contains(QLatin1Char(':') + port + QLatin1Char(' '));
        });
        if (!ours)
            continue;
        for (auto it = owner.globalMatch(line); it.hasNext();) {
            if (QProcess::execute(QStringLiteral("kill"), {it.next().captured(1)}) == 0)
                ++killed;
        }
    }
    return killed;
}

} // namespace

class TestTunablesSshBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    int m_counter = 0;

    ConnectOptions options() const
    {
        ConnectOptions options;
        options.identityFiles = {m_bed.keyPath()};
        options.knownHostsPath = m_bed.knownHostsPath();
        options.sshConfigPath = QStringLiteral("none");
        options.batchMode = true;
        options.connectTimeoutMs = 20000;
        options.deadPeerTimeoutMs = 20000;
        return options;
    }
    QString user(const QString &name) const { return name + QLatin1Char('@') + m_bed.serverAddress(); }
    QString freshDatabase() { return m_dir.filePath(QStringLiteral("ssh%1.sqlite").arg(++m_counter)); }

    HostSnapshot read(HostReader &reader)
    {
        auto snapshot = reader.read(ReadRequest{m_bed.interfaceName(), {}});
        if (!snapshot)
            qWarning() << "read failed:" << snapshot.error().toString();
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

    QString features()
    {
        QString out;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ethtool"), QStringLiteral("-k"), m_bed.interfaceName()}, &out);
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void userWithoutSudoGetsAClearErrorAndTheHostIsUnchanged()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        HostConnector connector(options());
        auto runner = connector.runner(user(m_bed.noSudoUser()));
        QVERIFY(runner.ok());
        Session session(freshDatabase(), *runner.value());
        QVERIFY(session.database.open().ok());
        const QString before = features();
        auto result = plan(session.reader, {{QStringLiteral("tso"), guard.opposite(QStringLiteral("tcp-segmentation-offload"))}});
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString())); // reading needs no root
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value());
        QVERIFY(!report.ok());
        QCOMPARE(report.error().code, ErrorCode::PermissionDenied);
        QVERIFY2(report.error().message.contains(QLatin1String("needs root")), qPrintable(report.error().toString()));
        QVERIFY(report.error().message.contains(QLatin1String("Nothing was changed")));
        QCOMPARE(features(), before);
        QCOMPARE(session.journal.openJournals()->size(), 0);
    }

    void userWithPasswordlessSudoAppliesAndRestores()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        HostConnector connector(options());
        auto runner = connector.runner(user(m_bed.sudoUser()));
        QVERIFY(runner.ok());
        Session session(freshDatabase(), *runner.value());
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = read(session.reader);
        const QString gro = guard.opposite(QStringLiteral("generic-receive-offload"));
        auto planned = plan(session.reader, {{QStringLiteral("gro"), gro}});
        QVERIFY2(planned.ok(), qPrintable(planned.ok() ? QString() : planned.error().toString()));
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(planned.value());
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QVERIFY(report->succeeded());
        QVERIFY(features().contains(QStringLiteral("generic-receive-offload: ") + gro));
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok() && restored->size() == 1 && restored->first().closed);
        QVERIFY(diffSnapshots(before, read(session.reader)).isEmpty());
    }

    void connectionCutMidApplyIsRestoredWhenTheHostIsBack()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        auto sshdBack = qScopeGuard([] { Testbed::runScript({QStringLiteral("sshd"), QStringLiteral("start"), QStringLiteral("server")}); });
        HostConnector connector(options());
        auto runner = connector.runner(user(QStringLiteral("root")));
        QVERIFY(runner.ok());
        Session session(freshDatabase(), *runner.value());
        QVERIFY(session.database.open().ok());
        const HostSnapshot before = read(session.reader);
        const QString rx = guard.otherChannelCount(QStringLiteral("rx"));
        auto result = plan(session.reader, {{QStringLiteral("channel.rx"), rx},
                                            {QStringLiteral("tso"), guard.opposite(QStringLiteral("tcp-segmentation-offload"))},
                                            {QStringLiteral("net.core.somaxconn"), guard.otherSomaxconn()}});
        QVERIFY(result.ok());
        QCOMPARE(result->steps.size(), 3);
        int cut = -1;
        ApplyOptions options;
        options.stepFinished = [&](const CommandStep &, const CommandOutput &) {
            if (cut >= 0)
                return;
            QCOMPARE(Testbed::runScript({QStringLiteral("sshd"), QStringLiteral("stop"), QStringLiteral("server")}), 0);
            cut = cutOwnSessions(m_bed);
        };
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(result.value(), options);
        QVERIFY(cut > 0);
        QVERIFY(report.ok());
        QVERIFY(report->error);
        QVERIFY2(HostReader::isConnectionError(*report->error), qPrintable(report->error->toString()));
        QVERIFY(report->rollback && !report->rollback->closed); // the host cannot be reached to roll back
        QCOMPARE(session.journal.openJournals()->size(), 1);
        QString channels;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ethtool"), QStringLiteral("-l"), m_bed.interfaceName()}, &channels);
        QVERIFY2(channels.contains(QRegularExpression(QStringLiteral("settings:\\nRX:\\s+%1\\n").arg(rx))), qPrintable(channels));

        QCOMPARE(Testbed::runScript({QStringLiteral("sshd"), QStringLiteral("start"), QStringLiteral("server")}), 0);
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restoreOpen();
        QVERIFY(restored.ok());
        QCOMPARE(restored->size(), 1);
        QVERIFY2(restored->first().closed, qPrintable(restored->first().error ? restored->first().error->toString() : QString()));
        QVERIFY(diffSnapshots(before, read(session.reader)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTunablesSshBed)
#include "tst_tunables_ssh_bed.moc"
