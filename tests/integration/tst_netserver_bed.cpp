// SPDX-License-Identifier: GPL-3.0-or-later
// netserver's lifecycle on the test bed's server, and what a client sees when none listens.
// Tests that stop the bed's netserver start it again, also when they fail.
#include "netperf/netperfrunner.h"
#include "netperf/netservermanager.h"
#include "testbed.h"
#include "transport/localrunner.h"

#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

constexpr int privatePort = 12877;
constexpr int heldPort = 12879;

NetperfRunResult runOnce(CommandRunner &client, const QString &server, int port)
{
    NetperfTestSpec spec;
    spec.controlHost = server;
    spec.controlPort = port == 12865 ? 0 : port;
    spec.seconds = 1;
    spec.selectors = QStringList{QStringLiteral("THROUGHPUT")};
    NetperfRunner runner(client);
    QSignalSpy finished(&runner, &NetperfRunner::finished);
    if (!runner.start(spec) || !finished.wait(60000))
        qFatal("netperf did not run");
    return finished.first().first().value<NetperfRunResult>();
}

} // namespace

class TestNetserverBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    std::unique_ptr<LocalRunner> m_client;
    std::unique_ptr<LocalRunner> m_server;

    /// `testbed netserver stop`, checked by looking at the port (the script's exit status is not
    /// reliable: its last loop test decides it).
    void stopBedNetserver()
    {
        (void)Testbed::runScript({QStringLiteral("netserver"), QStringLiteral("stop")});
        NetserverManager bed(*m_server, m_bed.netserverPort());
        QVERIFY2(!bed.detect()->listening, "the bed's netserver did not stop");
    }

    void restoreBedNetserver()
    {
        QString output;
        if (Testbed::runScript({QStringLiteral("netserver"), QStringLiteral("start")}, &output) != 0)
            qWarning("could not restart the bed's netserver: %s", qPrintable(output));
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetperfRunResult>();
        m_bed = Testbed::load();
        m_client = std::make_unique<LocalRunner>(
            QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.clientNamespace()},
            m_bed.clientNamespace());
        m_server = std::make_unique<LocalRunner>(
            QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
            m_bed.serverNamespace());
    }

    void noNetserverErrorNamesHostAndPort()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        auto restore = qScopeGuard([this] { restoreBedNetserver(); });
        stopBedNetserver();
        if (QTest::currentTestFailed())
            return;
        const NetperfRunResult result = runOnce(*m_client, m_bed.serverAddress(), m_bed.netserverPort());
        QVERIFY(result.error);
        QCOMPARE(result.error->code, ErrorCode::ConnectionFailed);
        const QString where = QStringLiteral("%1 port %2").arg(m_bed.serverAddress()).arg(m_bed.netserverPort());
        QVERIFY2(result.error->message.contains(where), qPrintable(result.error->message));
        QCOMPARE(result.exit.exitCode, 255);
    }

    void startsANetserverWhereNoneListensAndStopsOnlyThatOne()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        NetserverManager manager(*m_server, privatePort);
        auto cleanup = qScopeGuard([&manager] { (void)manager.stop(); });
        QVERIFY(!manager.detect()->listening);
        const Result<NetserverStatus> started = manager.ensureRunning(AddressFamily::IPv4);
        QVERIFY2(started, qPrintable(started ? QString() : started.error().toString()));
        QVERIFY(started->startedByUs && started->isNetserver && started->pid > 0);
        QVERIFY(runOnce(*m_client, m_bed.serverAddress(), privatePort).ok());

        // Another manager finds it running but did not start it, so it leaves it alone.
        NetserverManager other(*m_server, privatePort);
        const Result<NetserverStatus> found = other.ensureRunning();
        QVERIFY(found && found->listening && !found->startedByUs);
        QVERIFY(other.stop());
        QVERIFY(manager.detect()->listening);

        QVERIFY(manager.stop());
        QVERIFY(!manager.detect()->listening);
        QVERIFY(!runOnce(*m_client, m_bed.serverAddress(), privatePort).ok());
    }

    void usesTheBedsNetserverWithoutTouchingIt()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        NetserverManager manager(*m_server, m_bed.netserverPort());
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(status && status->listening && status->isNetserver && !status->startedByUs);
        // Earlier tests may have restarted it: compare with the bed's state as it is now.
        QCOMPARE(status->pid, Testbed::load().value(QStringLiteral("NETSERVER_PID")).toLongLong());
        QVERIFY(manager.stop());
        QVERIFY(manager.detect()->listening);
    }

    void replacesAStoppedNetserverAndStopsItAgain()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        auto restore = qScopeGuard([this] { restoreBedNetserver(); });
        stopBedNetserver();
        if (QTest::currentTestFailed())
            return;
        NetserverManager manager(*m_server, m_bed.netserverPort());
        auto cleanup = qScopeGuard([&manager] { (void)manager.stop(); });
        const Result<NetserverStatus> started = manager.ensureRunning(AddressFamily::IPv4);
        QVERIFY(started && started->startedByUs);
        QVERIFY(runOnce(*m_client, m_bed.serverAddress(), m_bed.netserverPort()).ok());
        QVERIFY(manager.stop());
        QVERIFY(!manager.detect()->listening);
    }

    void aPortHeldByAnotherProgramIsAClearError()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        // A program of this test's own holds a private port (never a bed service's port: were
        // it down, the manager would rightly start netserver there).
        QProcess holder;
        holder.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace(), QStringLiteral("python3"),
                                            QStringLiteral("-c"),
                                            QStringLiteral("import socket,time\ns=socket.socket()\ns.bind(('0.0.0.0',%1))\ns.listen(1)\n"
                                                           "print('up',flush=True)\ntime.sleep(60)")
                                                .arg(heldPort)});
        auto cleanup = qScopeGuard([&holder] {
            holder.kill();
            holder.waitForFinished();
        });
        QVERIFY(holder.waitForReadyRead(30000));
        NetserverManager manager(*m_server, heldPort);
        auto stopOurs = qScopeGuard([&manager] { (void)manager.stop(); });
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(!status);
        QVERIFY2(status.error().message.contains(QStringLiteral("Port %1 on %2 is held by 'python3'").arg(heldPort).arg(m_bed.serverNamespace())),
                 qPrintable(status.error().message));
        QVERIFY(!manager.startedByUs());
    }
};

QTEST_GUILESS_MAIN(TestNetserverBed)
#include "tst_netserver_bed.moc"
