// SPDX-License-Identifier: GPL-3.0-or-later
// The tunebench-cli binary against the bed's server over SSH: tunables show/apply, restore and
// snapshot as a user runs them, including a CLI killed with SIGKILL between apply and restore.
#include "testbed.h"
#include "transport/localrunner.h"
#include "tunables/hostreader.h"
#include "tunablesbedguard.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;

    QList<QJsonObject> events() const
    {
        QList<QJsonObject> list;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            list << QJsonDocument::fromJson(line.toUtf8()).object();
        return list;
    }
    QJsonObject event(const QString &name) const
    {
        for (const QJsonObject &object : events()) {
            if (object.value(QStringLiteral("event")).toString() == name)
                return object;
        }
        return {};
    }
};

QString cliPath()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin")) + QStringLiteral("/tunebench-cli");
}

} // namespace

class TestTunablesCliBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<LocalRunner> m_server;

    QString host(const QString &user = QStringLiteral("root")) const { return user + QLatin1Char('@') + m_bed.serverAddress(); }

    QStringList common() const
    {
        return {QStringLiteral("--db"), m_db, QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"),
                m_bed.knownHostsPath()};
    }
    static QStringList hostOptions() { return {QStringLiteral("--batch"), QStringLiteral("--ssh-config"), QStringLiteral("none")}; }

    CliRun cli(const QStringList &arguments)
    {
        QProcess process;
        process.start(cliPath(), common() + arguments + hostOptions());
        CliRun run;
        if (!process.waitForFinished(120000)) {
            process.kill();
            process.waitForFinished();
        }
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    /// Starts `tunables apply --hold` and waits until it says it is holding the changes.
    bool startHolding(QProcess &process, const QStringList &sets)
    {
        QStringList arguments = common() + QStringList{QStringLiteral("--json"), QStringLiteral("tunables"), QStringLiteral("apply"),
                                                       host(), QStringLiteral("--iface"), m_bed.interfaceName(),
                                                       QStringLiteral("--hold")};
        for (const QString &set : sets)
            arguments << QStringLiteral("--set") << set;
        process.start(cliPath(), arguments + hostOptions());
        QByteArray seen;
        while (process.waitForReadyRead(60000)) {
            seen += process.readAllStandardOutput();
            if (seen.contains("\"event\":\"holding\""))
                return true;
        }
        qWarning() << "never held:" << seen << process.readAllStandardError();
        return false;
    }

    HostSnapshot snapshot()
    {
        HostReader reader(*m_server);
        auto read = reader.read(ReadRequest{m_bed.interfaceName(), {}});
        return read ? read.value() : HostSnapshot{};
    }

    QString features()
    {
        QString out;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ethtool"), QStringLiteral("-k"), m_bed.interfaceName()}, &out);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        m_db = m_dir.filePath(QStringLiteral("cli.sqlite"));
        if (m_bed.isUp())
            m_server = std::make_unique<LocalRunner>(
                QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
                QStringLiteral("tb-server"));
    }

    void applyKeepsChangesUntilRestore()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = snapshot();
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        const CliRun applied = cli({QStringLiteral("--json"), QStringLiteral("tunables"), QStringLiteral("apply"), host(),
                                    QStringLiteral("--iface"), m_bed.interfaceName(), QStringLiteral("--set"),
                                    QStringLiteral("tso=") + tso, QStringLiteral("--set"),
                                    QStringLiteral("gro=") + guard.opposite(QStringLiteral("generic-receive-offload")),
                                    QStringLiteral("--set"), QStringLiteral("channel.rx=") + guard.otherChannelCount(QStringLiteral("rx")),
                                    QStringLiteral("--set"), QStringLiteral("net.core.somaxconn=") + guard.otherSomaxconn(),
                                    QStringLiteral("--set"), QStringLiteral("rx-usecs=50")});
        QVERIFY2(applied.exitCode == 0, qPrintable(applied.err + applied.out));
        QVERIFY(applied.event(QStringLiteral("applied")).value(QStringLiteral("succeeded")).toBool());
        bool coalescingFlagged = false;
        for (const QJsonValue &item : applied.event(QStringLiteral("plan")).value(QStringLiteral("items")).toArray()) {
            const QJsonObject object = item.toObject();
            if (object.value(QStringLiteral("key")).toString() == QLatin1String("coalesce.rx-usecs"))
                coalescingFlagged = object.value(QStringLiteral("action")).toString() == QLatin1String("unsupported");
        }
        QVERIFY(coalescingFlagged);
        QVERIFY(features().contains(QStringLiteral("tcp-segmentation-offload: ") + tso));

        const CliRun restored = cli({QStringLiteral("--json"), QStringLiteral("restore"), host()});
        QVERIFY2(restored.exitCode == 0, qPrintable(restored.err + restored.out));
        QVERIFY(restored.event(QStringLiteral("restored")).value(QStringLiteral("closed")).toBool());
        QVERIFY(diffSnapshots(before, snapshot()).isEmpty());

        const CliRun again = cli({QStringLiteral("restore"), host()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(QLatin1String("Nothing to restore")));
    }

    void dryRunPrintsTheCommandsAndChangesNothing()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString before = features();
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        const QString tx = guard.otherChannelCount(QStringLiteral("tx"));
        const CliRun run = cli({QStringLiteral("tunables"), QStringLiteral("apply"), host(), QStringLiteral("--iface"),
                                m_bed.interfaceName(), QStringLiteral("--set"), QStringLiteral("tso=") + tso,
                                QStringLiteral("--set"), QStringLiteral("channel.tx=") + tx, QStringLiteral("--dry-run")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("  ethtool -L eth0 tx %1\n  ethtool -K eth0 tcp-segmentation-offload %2\n")
                                      .arg(tx, tso)),
                 qPrintable(run.out));
        QCOMPARE(features(), before);
    }

    void killedBetweenApplyAndRestoreThenRestoreReturnsTheHost()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = snapshot();
        QProcess holder;
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        QVERIFY(startHolding(holder, {QStringLiteral("tso=") + tso,
                                      QStringLiteral("channel.tx=") + guard.otherChannelCount(QStringLiteral("tx"))}));
        QVERIFY(::kill(pid_t(holder.processId()), SIGKILL) == 0);
        QVERIFY(holder.waitForFinished(10000));
        QCOMPARE(holder.exitStatus(), QProcess::CrashExit);
        // --hold arms the host: it puts the changes back by itself (tst_hostleases_bed); the
        // local journal stays open until a later command reads what the host did.
        QTRY_VERIFY_WITH_TIMEOUT(diffSnapshots(before, snapshot()).isEmpty(), 20000);

        const CliRun shown = cli({QStringLiteral("tunables"), QStringLiteral("show"), host(), QStringLiteral("--iface"),
                                  m_bed.interfaceName()});
        QVERIFY2(shown.err.contains(QLatin1String("unrestored change journal")), qPrintable(shown.err));

        const CliRun restored = cli({QStringLiteral("restore"), QStringLiteral("--all")});
        QVERIFY2(restored.exitCode == 0, qPrintable(restored.err + restored.out));
        QVERIFY2(restored.err.contains(QLatin1String("restored itself")), qPrintable(restored.err));
        QVERIFY2(restored.err.contains(QLatin1String("verified and closed")), qPrintable(restored.err));
        QVERIFY(diffSnapshots(before, snapshot()).isEmpty());
        QVERIFY(cli({QStringLiteral("restore"), QStringLiteral("--all")}).out.contains(QLatin1String("Nothing to restore")));
    }

    void sigtermWhileHoldingRestores()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = snapshot();
        QProcess holder;
        const QString gro = guard.opposite(QStringLiteral("generic-receive-offload"));
        QVERIFY(startHolding(holder, {QStringLiteral("gro=") + gro}));
        QVERIFY(features().contains(QStringLiteral("generic-receive-offload: ") + gro));
        holder.terminate();
        QVERIFY(holder.waitForFinished(60000));
        QCOMPARE(holder.exitStatus(), QProcess::NormalExit);
        QCOMPARE(holder.exitCode(), 0);
        QVERIFY(holder.readAllStandardOutput().contains("\"closed\":true"));
        QVERIFY(diffSnapshots(before, snapshot()).isEmpty());
    }

    void injectedInterfaceNameIsRefusedAndNoFileIsCreated()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString marker = QStringLiteral("/tmp/tunebench-cli-injection-%1").arg(QCoreApplication::applicationPid());
        QFile::remove(marker);
        for (const QString &action : {QStringLiteral("show"), QStringLiteral("apply")}) {
            const CliRun run = cli({QStringLiteral("tunables"), action, host(), QStringLiteral("--iface"),
                                    QStringLiteral("eth0;touch ") + marker, QStringLiteral("--set"), QStringLiteral("tso=off")});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QLatin1String("not a valid interface name")), qPrintable(run.err));
        }
        QVERIFY(!QFile::exists(marker));
        QString remote;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ls"), marker}, &remote);
        QVERIFY(remote.contains(QLatin1String("No such file")));
    }

    void userWithoutSudoIsToldAndNothingChanges()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString before = features();
        const CliRun run = cli({QStringLiteral("tunables"), QStringLiteral("apply"), host(m_bed.noSudoUser()),
                                QStringLiteral("--iface"), m_bed.interfaceName(), QStringLiteral("--set"),
                                QStringLiteral("tso=") + guard.opposite(QStringLiteral("tcp-segmentation-offload"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("needs root")), qPrintable(run.err));
        QCOMPARE(features(), before);
    }

    void snapshotsAreStoredAndDiffable()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const CliRun first = cli({QStringLiteral("--json"), QStringLiteral("snapshot"), host(), QStringLiteral("--iface"),
                                  m_bed.interfaceName()});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const qint64 id = first.event(QStringLiteral("snapshot")).value(QStringLiteral("id")).toInteger();
        QVERIFY(id > 0);
        QCOMPARE(first.event(QStringLiteral("snapshot")).value(QStringLiteral("driver")).toObject().value(QStringLiteral("driver")).toString(),
                 QStringLiteral("veth"));
        const QString gro = guard.opposite(QStringLiteral("generic-receive-offload"));
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("ethtool"), QStringLiteral("-K"),
                                                          m_bed.interfaceName(), QStringLiteral("gro"), gro});
        const CliRun second = cli({QStringLiteral("--json"), QStringLiteral("snapshot"), host(), QStringLiteral("--iface"),
                                   m_bed.interfaceName(), QStringLiteral("--diff"), QString::number(id)});
        QCOMPARE(second.exitCode, 0);
        const QJsonArray differences = second.event(QStringLiteral("diff")).value(QStringLiteral("differences")).toArray();
        QCOMPARE(differences.size(), 1);
        QCOMPARE(differences.first().toObject().value(QStringLiteral("key")).toString(),
                 QStringLiteral("feature.generic-receive-offload"));
        QCOMPARE(differences.first().toObject().value(QStringLiteral("after")).toString(), gro);
    }
};

QTEST_GUILESS_MAIN(TestTunablesCliBed)
#include "tst_tunables_cli_bed.moc"
