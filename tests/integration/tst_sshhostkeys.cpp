// SPDX-License-Identifier: GPL-3.0-or-later
// Host keys against the bed: unknown refused or recorded (in a file OpenSSH accepts, and the
// reverse), a changed key always refused with both fingerprints and the line to remove.
#include "sshbed.h"
#include "testbed.h"
#include "transport/ssh/knownhostsfile.h"
#include "transport/ssh/sshrunner.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {
CommandSpec trueSpec()
{
    CommandSpec s;
    s.argv = {QStringLiteral("true")};
    return s;
}

int openSsh(const Testbed &bed, const QStringList &options)
{
    QProcess ssh;
    ssh.start(QStringLiteral("ssh"), QStringList{QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"),
                                                 bed.keyPath(), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                                                 QStringLiteral("-o"), QStringLiteral("ConnectTimeout=5")}
                                         + options + QStringList{QStringLiteral("root@") + bed.serverAddress(),
                                                                 QStringLiteral("true")});
    if (!ssh.waitForFinished(30000))
        return -1;
    return ssh.exitStatus() == QProcess::NormalExit ? ssh.exitCode() : -1;
}
} // namespace

class TestSshHostKeys : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void unknownKeyIsRefusedByDefault()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QTemporaryDir dir;
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.knownHostsPath = dir.filePath(QStringLiteral("known_hosts"));
        SshRunner runner(options);
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QCOMPARE(output.exit.error->code, ErrorCode::HostKeyUnknown);
        QVERIFY(output.exit.error->message.contains(QStringLiteral("SHA256:")));
        QVERIFY(output.exit.error->message.contains(QStringLiteral("--accept-new-host-keys")));
        QVERIFY(!QFile::exists(options.knownHostsPath));
    }
    void acceptedKeyIsRecordedInAFileOpenSshTrusts()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QTemporaryDir dir;
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.knownHostsPath = dir.filePath(QStringLiteral("known_hosts"));
        options.acceptNewHostKeys = true;
        {
            SshRunner runner(options);
            QVERIFY(runToCompletion(runner, trueSpec()).exit.succeeded());
            QVERIFY(runner.connectionInfo()->hostKeyRecorded);
        }
        QCOMPARE(KnownHostsFile::entriesFor(options.knownHostsPath, m_bed.serverAddress(), 22).size(), 1);
        QCOMPARE(openSsh(m_bed, {QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
                                 QStringLiteral("UserKnownHostsFile=") + options.knownHostsPath}),
                 0);
        options.acceptNewHostKeys = false; // now known: no flag needed
        SshRunner again(options);
        QVERIFY(runToCompletion(again, trueSpec()).exit.succeeded());
        QVERIFY(!again.connectionInfo()->hostKeyRecorded);
    }
    void keyRecordedByOpenSshIsAccepted()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("known_hosts"));
        // Hashed, as Debian's ssh_config writes them by default.
        QCOMPARE(openSsh(m_bed, {QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=accept-new"),
                                 QStringLiteral("-o"), QStringLiteral("HashKnownHosts=yes"), QStringLiteral("-o"),
                                 QStringLiteral("UserKnownHostsFile=") + path}),
                 0);
        QVERIFY(KnownHostsFile::entriesFor(path, m_bed.serverAddress(), 22).value(0).hashed);
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.knownHostsPath = path;
        SshRunner runner(options);
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QVERIFY2(output.exit.succeeded(), qPrintable(output.exit.describe()));
    }
    void changedKeyIsRefusedWithBothFingerprints()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QList<KnownHostsEntry> before =
            KnownHostsFile::entriesFor(m_bed.knownHostsPath(), m_bed.serverAddress(), 22);
        QCOMPARE(before.size(), 1);
        // rekey leaves the bed's known_hosts stale; restore-key rewrites it from the new keys.
        auto restore = qScopeGuard([] { Testbed::runScript({QStringLiteral("sshd"), QStringLiteral("restore-key"), QStringLiteral("server")}); });
        QCOMPARE(Testbed::runScript({QStringLiteral("sshd"), QStringLiteral("rekey"), QStringLiteral("server")}), 0);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::HostKeyChanged);
        const QString message = output.exit.error->message;
        QVERIFY2(message.contains(before.first().fingerprint), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("line %1").arg(before.first().lineNumber)));
        QVERIFY(message.contains(QStringLiteral("ssh-keygen -R")));
        QVERIFY(message.contains(m_bed.knownHostsPath()));
        // The new key's fingerprint is named too (two SHA256 fingerprints in one message).
        QCOMPARE(message.count(QStringLiteral("SHA256:")), 2);
        // Even --accept-new-host-keys does not override a changed key.
        SshOptions accept = bedSshOptions(m_bed, QStringLiteral("root"));
        accept.acceptNewHostKeys = true;
        SshRunner acceptRunner(accept);
        QCOMPARE(runToCompletion(acceptRunner, trueSpec()).exit.error->code, ErrorCode::HostKeyChanged);
    }
};

QTEST_GUILESS_MAIN(TestSshHostKeys)
#include "tst_sshhostkeys.moc"
