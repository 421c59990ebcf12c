// SPDX-License-Identifier: GPL-3.0-or-later
// The bed itself: reachable over OpenSSH with strict host keys, netserver answering, users as promised.
#include "testbed.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace Tunebench::Test;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run ssh(const Testbed &bed, const QString &user, const QString &address, const QStringList &remote)
{
    QProcess process;
    process.start(QStringLiteral("ssh"),
                  QStringList{QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"), bed.keyPath(),
                              QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
                              QStringLiteral("UserKnownHostsFile=") + bed.knownHostsPath(), QStringLiteral("-o"),
                              QStringLiteral("BatchMode=yes"), QStringLiteral("-o"), QStringLiteral("ConnectTimeout=5"),
                              user + QLatin1Char('@') + address}
                      + remote);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
} // namespace

class TestTestbed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void sshReachesBothHostsWithStrictHostKeyChecking_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("client") << QStringLiteral("198.18.0.1");
        QTest::newRow("server") << QStringLiteral("198.18.0.2");
    }
    void sshReachesBothHostsWithStrictHostKeyChecking()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(QString, address);
        const Run run = ssh(m_bed, QStringLiteral("root"), address,
                            {QStringLiteral("ip"), QStringLiteral("-4"), QStringLiteral("-o"), QStringLiteral("addr"),
                             QStringLiteral("show"), QStringLiteral("dev"), m_bed.interfaceName()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // The shell we reached lives in the namespace that owns the address we dialled.
        QVERIFY2(run.out.contains(address + QLatin1Char('/')), qPrintable(run.out));
    }

    void unknownHostKeyIsRefusedByOpenSsh()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QProcess process;
        process.start(QStringLiteral("ssh"),
                      {QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"), m_bed.keyPath(),
                       QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
                       QStringLiteral("UserKnownHostsFile=/dev/null"), QStringLiteral("-o"),
                       QStringLiteral("BatchMode=yes"), QStringLiteral("root@") + m_bed.serverAddress(),
                       QStringLiteral("true")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 255);
        QVERIFY(process.readAllStandardError().contains("Host key verification failed"));
    }

    void sudoUserHasPasswordlessSudoAndOtherUserHasNone()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QStringList probe{QStringLiteral("sudo"), QStringLiteral("-n"), QStringLiteral("id"), QStringLiteral("-u")};
        const Run sudoer = ssh(m_bed, m_bed.sudoUser(), m_bed.serverAddress(), probe);
        QVERIFY2(sudoer.exitCode == 0, qPrintable(sudoer.err));
        QCOMPARE(sudoer.out.trimmed(), QStringLiteral("0"));
        const Run plain = ssh(m_bed, m_bed.noSudoUser(), m_bed.serverAddress(), probe);
        QVERIFY(plain.exitCode != 0);
    }

    void netperfRrFromClientToServerPrintsInterimResults()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const Run run = ssh(m_bed, QStringLiteral("root"), m_bed.clientAddress(),
                            {QStringLiteral("netperf"), QStringLiteral("-H"), m_bed.serverAddress(),
                             QStringLiteral("-p"), QString::number(m_bed.netserverPort()), QStringLiteral("-t"),
                             QStringLiteral("TCP_RR"), QStringLiteral("-l"), QStringLiteral("3"), QStringLiteral("-D"),
                             // Negative: netperf checks the clock on every transaction, so the
                             // intervals stay at 0.25 s even on a loaded machine (a positive -D
                             // lets netperf guess them from the rate, and a busy 2-core CI
                             // machine made it guess 3 s).
                             QStringLiteral("-0.25"), QStringLiteral("--"), QStringLiteral("-r"), QStringLiteral("1,1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        static const QRegularExpression interim(
            QStringLiteral(R"(^Interim result:\s+([0-9.]+) Trans/s over ([0-9.]+) seconds ending at ([0-9.]+)$)"),
            QRegularExpression::MultilineOption);
        int count = 0;
        for (auto it = interim.globalMatch(run.out); it.hasNext();) {
            const auto match = it.next();
            QVERIFY(match.captured(1).toDouble() > 0);
            ++count;
        }
        // 3 s at 0.25 s intervals: expect well over half of the twelve.
        QVERIFY2(count >= 6, qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(TestTestbed)
#include "tst_testbed.moc"
