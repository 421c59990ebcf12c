// SPDX-License-Identifier: GPL-3.0-or-later
// NetserverManager against a scripted server host.
#include "netperf/netservermanager.h"
#include "netperffakerunner.h"
#include "netperftestdata.h"

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

// `ss -Hltnp 'sport = :12865'` on the test bed's server.
const QByteArray bedSs = "LISTEN 0      1024   0.0.0.0:12865 0.0.0.0:* users:((\"netserver\",pid=8810,fd=4))\n";

/// A server host whose listening sockets and processes a test controls.
struct FakeServer
{
    QByteArray ss;                 ///< what ss prints now
    QByteArray afterStart;         ///< what ss prints once netserver was started
    QByteArray afterFailedStart;   ///< what ss prints after a start that failed (another one won)
    QByteArray comm = "netserver\n";
    int netserverExit = 0;
    QByteArray netserverOutput = netperfCapture(QStringLiteral("netserver_start"));
    bool ssMissing = false;
    QStringList commands;

    FakeRunner runner{QStringLiteral("tb-server"), [this](const CommandSpec &spec, QObject *parent) { return answer(spec, parent); }};

    ScriptedProcess *answer(const CommandSpec &spec, QObject *parent)
    {
        commands << spec.argv.join(QLatin1Char(' '));
        const QString program = spec.argv.value(0);
        auto reply = [parent](const QByteArray &out, CommandExit exit) {
            return new ScriptedProcess({{0, out, {}}}, std::move(exit), parent);
        };
        if (program == QLatin1String("ss")) {
            if (ssMissing)
                return reply({}, failedWith(ErrorCode::NotFound, QStringLiteral("cannot run 'ss' on tb-server")));
            return reply(ss, exitedWith(0));
        }
        if (program == QLatin1String("cat") && spec.argv.value(1) == QLatin1String("/proc/net/tcp"))
            return reply("  sl  local_address rem_address   st\n   0: 00000000:3241 00000000:0000 0A 0\n", exitedWith(0));
        if (program == QLatin1String("cat"))
            return reply(comm, exitedWith(0));
        if (program == QLatin1String("netserver")) {
            if (netserverExit == 0)
                ss = afterStart;
            else if (!afterFailedStart.isEmpty())
                ss = afterFailedStart;
            return reply(netserverOutput, exitedWith(netserverExit));
        }
        if (program == QLatin1String("kill")) {
            ss.clear();
            return reply({}, exitedWith(0));
        }
        return reply({}, exitedWith(127));
    }
};

} // namespace

class TestNetserverManager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesSsOutput()
    {
        const NetserverStatus bed = NetserverManager::parseSs(QString::fromUtf8(bedSs), 12865);
        QVERIFY(bed.listening);
        QVERIFY(bed.isNetserver);
        QCOMPARE(bed.pid, 8810);
        QCOMPARE(bed.owner, QStringLiteral("netserver"));
        const NetserverStatus other = NetserverManager::parseSs(
            QStringLiteral("LISTEN 0 128 [::]:12865 [::]:* users:((\"python3\",pid=77,fd=3))\n"), 12865);
        QVERIFY(other.listening);
        QVERIFY(!other.isNetserver);
        QCOMPARE(other.owner, QStringLiteral("python3"));
        // A non-root ss shows no process: a listener whose owner is hidden counts as netserver.
        const NetserverStatus hidden = NetserverManager::parseSs(QStringLiteral("LISTEN 0 1024 0.0.0.0:12865 0.0.0.0:*\n"), 12865);
        QVERIFY(hidden.listening && hidden.isNetserver && !hidden.ownerKnown);
        QVERIFY(!NetserverManager::parseSs(QStringLiteral("LISTEN 0 1024 0.0.0.0:128650 0.0.0.0:*\n"), 12865).listening);
        QVERIFY(!NetserverManager::parseSs({}, 12865).listening);
    }

    void parsesProcNetTcp()
    {
        const QString table = QStringLiteral("  sl  local_address rem_address   st\n"
                                             "   0: 00000000:3241 00000000:0000 0A 0\n"
                                             "   1: 020012C6:0016 0100A8C0:D431 01 0\n");
        QVERIFY(NetserverManager::parseProcNetTcp(table, 12865).listening); // 0x3241
        QVERIFY(!NetserverManager::parseProcNetTcp(table, 22).listening);   // established, not listening
    }

    void usesTheNetserverThatListensAndLeavesItAlone()
    {
        FakeServer server;
        server.ss = bedSs;
        NetserverManager manager(server.runner);
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(status);
        QVERIFY(status->listening);
        QVERIFY(!status->startedByUs);
        QVERIFY(!manager.startedByUs());
        QVERIFY(manager.stop());
        QCOMPARE(server.commands, QStringList{QStringLiteral("ss -Hltnp sport = :12865")});
    }

    void refusesAPortHeldByAnotherProgram()
    {
        FakeServer server;
        server.ss = "LISTEN 0 128 0.0.0.0:22 0.0.0.0:* users:((\"sshd\",pid=8805,fd=3))\n";
        NetserverManager manager(server.runner, 22);
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(!status);
        QVERIFY(status.error().message.contains(QLatin1String("Port 22 on tb-server is held by 'sshd' (pid 8805)")));
        QVERIFY(!server.commands.join(QLatin1Char('\n')).contains(QLatin1String("netserver")));
    }

    void startsOneWhenNoneListensAndStopsOnlyThatOne()
    {
        FakeServer server;
        server.afterStart = "LISTEN 0 1024 0.0.0.0:12877 0.0.0.0:* users:((\"netserver\",pid=4242,fd=4))\n";
        NetserverManager manager(server.runner, 12877);
        const Result<NetserverStatus> status = manager.ensureRunning(AddressFamily::IPv4);
        QVERIFY(status);
        QVERIFY(status->startedByUs);
        QCOMPARE(status->pid, 4242);
        QVERIFY(manager.startedByUs());
        QVERIFY(server.commands.contains(QStringLiteral("netserver -p 12877 -4")));
        // Asking again uses the one already started.
        QVERIFY(manager.ensureRunning()->startedByUs);
        QCOMPARE(server.commands.count(QStringLiteral("netserver -p 12877 -4")), 1);
        QVERIFY(manager.stop());
        QVERIFY(server.commands.contains(QStringLiteral("cat /proc/4242/comm")));
        QVERIFY(server.commands.contains(QStringLiteral("kill -TERM 4242")));
        QVERIFY(!manager.startedByUs());
    }

    void leavesAReusedPidAlone()
    {
        FakeServer server;
        server.afterStart = "LISTEN 0 1024 0.0.0.0:12877 0.0.0.0:* users:((\"netserver\",pid=4242,fd=4))\n";
        NetserverManager manager(server.runner, 12877);
        QVERIFY(manager.ensureRunning());
        server.comm = "bash\n"; // netserver died and its pid went to another process
        QVERIFY(manager.stop());
        QVERIFY(!server.commands.join(QLatin1Char('\n')).contains(QLatin1String("kill")));
    }

    void missingNetserverGivesTheInstallHint()
    {
        FakeServer server;
        server.netserverExit = 127;
        server.netserverOutput = netperfCapture(QStringLiteral("err_absent_bash")).replace("netperf", "netserver");
        NetserverManager manager(server.runner);
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(!status);
        QCOMPARE(status.error().code, ErrorCode::NotFound);
        QVERIFY(status.error().message.contains(QLatin1String("netserver is not installed on tb-server")));
        QVERIFY(status.error().message.contains(QLatin1String("apt-get install netperf")));
    }

    void failedStartIsReported()
    {
        FakeServer server;
        server.netserverExit = 1;
        server.netserverOutput = netperfCapture(QStringLiteral("netserver_port_busy"));
        NetserverManager manager(server.runner, 12877);
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY(!status);
        QVERIFY(status.error().message.contains(QLatin1String("did not start on tb-server port 12877")));
        QVERIFY(status.error().detail.contains(QLatin1String("Unable to start netserver")));
    }

    void usesANetserverThatAnotherProcessStartedMeanwhile()
    {
        // Two experiments checked the port, found nothing, and both started netserver: the one
        // that lost the race finds the winner's listening.
        FakeServer server;
        server.netserverExit = 1;
        server.netserverOutput = netperfCapture(QStringLiteral("netserver_port_busy"));
        server.afterFailedStart = bedSs;
        NetserverManager manager(server.runner, 12865);
        const Result<NetserverStatus> status = manager.ensureRunning();
        QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().toString()));
        QVERIFY(status->listening && status->isNetserver);
        QCOMPARE(status->pid, 8810);
        QVERIFY(!status->startedByUs);
        QVERIFY(!manager.startedByUs());
        QVERIFY(manager.stop().ok()); // not ours: left running
        QVERIFY(!server.commands.join(QLatin1Char('|')).contains(QLatin1String("kill")));
    }

    void fallsBackToProcNetTcpWithoutSs()
    {
        FakeServer server;
        server.ssMissing = true;
        NetserverManager manager(server.runner);
        const Result<NetserverStatus> status = manager.detect();
        QVERIFY(status);
        QVERIFY(status->listening);
        QVERIFY(!status->ownerKnown);
    }
};

QTEST_GUILESS_MAIN(TestNetserverManager)
#include "tst_netservermanager.moc"
