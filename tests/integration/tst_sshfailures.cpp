// SPDX-License-Identifier: GPL-3.0-or-later
// SshRunner when things go wrong on the bed: cancel, sshd killed, a peer that stops answering.
#include "sshbed.h"
#include "testbed.h"
#include "transport/ssh/sshrunner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {
CommandSpec spec(QStringList argv)
{
    CommandSpec s;
    s.argv = std::move(argv);
    return s;
}

// The pid of the sshd process that serves @p runner's connection: the first sshd above the
// command (its parent is the login shell's sshd, or the remote shell that runs every command).
qint64 sessionSshdPid(SshRunner &runner)
{
    const CommandOutput output =
        runToCompletion(runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $PPID")}));
    qint64 pid = output.exit.succeeded() ? output.stdoutData.trimmed().toLongLong() : 0;
    // The bed's hosts share this machine's process table.
    for (int depth = 0; pid > 1 && depth < 8; ++depth) {
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "sshd")
            return pid;
        QFile status(QStringLiteral("/proc/%1/status").arg(pid));
        if (!status.open(QIODevice::ReadOnly))
            return 0;
        const QByteArray text = status.readAll();
        const qsizetype at = text.indexOf("\nPPid:");
        pid = at < 0 ? 0 : text.mid(at + 7, text.indexOf('\n', at + 1) - at - 7).trimmed().toLongLong();
    }
    return 0;
}

int processesMatching(const Testbed &bed, const QString &pattern)
{
    QString out;
    Testbed::runInNamespace(bed.serverNamespace(), {QStringLiteral("pgrep"), QStringLiteral("-f"), pattern}, &out);
    return int(out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
}

// Only the sleep itself: the shell that starts it has "sleep DURATION" on its command line too until
// it execs, and start-up files may fork copies of that shell, so a looser pattern counts 2 at times.
QString sleepPattern(const QString &duration)
{
    return QStringLiteral("^sleep ") + duration + QLatin1Char('$');
}
} // namespace

class TestSshFailures : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void cancelLeavesNoProcessOnTheHost_data()
    {
        QTest::addColumn<QString>("user");
        // sshd refuses signal requests of root logins, so root exercises the pid fallback.
        QTest::newRow("root (pid fallback)") << QStringLiteral("root");
        QTest::newRow("tbsudo (signal request)") << QStringLiteral("tbsudo");
    }
    void cancelLeavesNoProcessOnTheHost()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(QString, user);
        SshRunner runner(bedSshOptions(m_bed, user));
        const QString duration = QStringLiteral("1000.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 1, 30000);
        QSignalSpy finished(p, &CommandProcess::finished);
        p->cancel();
        QVERIFY(finished.wait(15000));
        QCOMPARE(p->exit().kind, CommandExit::Kind::Failed);
        QCOMPARE(p->exit().error->code, ErrorCode::Cancelled);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 0, 15000);
        QVERIFY(runToCompletion(runner, spec({QStringLiteral("true")})).exit.succeeded());
    }
    void timeoutKillsTheRemoteCommand()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        const QString duration = QStringLiteral("900.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandSpec s = spec({QStringLiteral("sleep"), duration});
        s.timeoutMs = 500;
        const CommandOutput output = runToCompletion(runner, s);
        QCOMPARE(output.exit.error->code, ErrorCode::Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 0, 15000);
    }
    void killedSshdFailsRunningCommandsAndTheNextOneReconnects()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        const qint64 sshd = sessionSshdPid(runner);
        QVERIFY(sshd > 1);
        const QString duration = QStringLiteral("20.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
        QSignalSpy finished(p, &CommandProcess::finished);
        // The command runs on the host (not merely requested) before sshd dies.
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 1, 30000);
        QCOMPARE(::kill(pid_t(sshd), SIGKILL), 0);
        QVERIFY(finished.wait(15000));
        QCOMPARE(p->exit().error->code, ErrorCode::ConnectionLost);
        QVERIFY2(p->exit().error->message.contains(QStringLiteral("connection to %1 lost").arg(runner.hostName())),
                 qPrintable(p->exit().error->message));
        QVERIFY(runToCompletion(runner, spec({QStringLiteral("true")})).exit.succeeded());
    }
    // What the engine and explorations listen to: CommandRunner's signal, with no SshRunner in sight.
    void droppedConnectionIsSignalledAsConnectionLostButAFailedAttemptIsNot()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshOptions unreachable = bedSshOptions(m_bed, QStringLiteral("root"));
        unreachable.port = 1; // nothing listens there: the attempt fails, nothing was lost
        SshRunner refused(unreachable);
        CommandRunner &neverUp = refused;
        QSignalSpy notLost(&neverUp, &CommandRunner::connectionLost);
        QSignalSpy attemptFailed(&refused, &SshRunner::disconnected);
        QVERIFY(!runToCompletion(neverUp, spec({QStringLiteral("true")})).exit.succeeded());
        QTRY_COMPARE_WITH_TIMEOUT(attemptFailed.size(), 1, 15000);
        QCOMPARE(notLost.size(), 0);

        SshRunner ssh(bedSshOptions(m_bed, QStringLiteral("root")));
        CommandRunner &runner = ssh;
        QSignalSpy lost(&runner, &CommandRunner::connectionLost);
        const qint64 sshd = sessionSshdPid(ssh);
        QVERIFY(sshd > 1);
        const QString duration = QStringLiteral("20.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
        QSignalSpy finished(p, &CommandProcess::finished);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, QStringLiteral("sleep ") + duration), 1, 30000);
        QCOMPARE(lost.size(), 0);
        QCOMPARE(::kill(pid_t(sshd), SIGKILL), 0);
        QVERIFY(finished.wait(15000));
        QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, 15000);
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lost.at(0).at(0).value<Error>().code, ErrorCode::ConnectionLost);
        QVERIFY(runToCompletion(runner, spec({QStringLiteral("true")})).exit.succeeded());
        QCOMPARE(lost.size(), 1);
    }
    void silentPeerIsDetectedWithinTheDeadPeerTime()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.deadPeerTimeoutMs = 2000;
        SshRunner runner(options);
        const qint64 sshd = sessionSshdPid(runner);
        QVERIFY(sshd > 1);
        // A stopped sshd keeps the TCP connection up but answers nothing: only keepalives tell.
        auto cleanup = qScopeGuard([sshd] {
            ::kill(pid_t(sshd), SIGKILL);
            ::kill(pid_t(sshd), SIGCONT);
        });
        const QString duration = QStringLiteral("30.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
        QSignalSpy finished(p, &CommandProcess::finished);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 1, 30000);
        QCOMPARE(::kill(pid_t(sshd), SIGSTOP), 0);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(p->exit().error->code, ErrorCode::ConnectionLost);
        QVERIFY(p->exit().error->detail.contains(QStringLiteral("no answer")));
        qInfo("silent peer detected after %lld ms (dead-peer time 2000 ms)", timer.elapsed());
        cleanup.dismiss();
        ::kill(pid_t(sshd), SIGKILL);
        ::kill(pid_t(sshd), SIGCONT);
        QVERIFY(runToCompletion(runner, spec({QStringLiteral("true")})).exit.succeeded());
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("pkill"), QStringLiteral("-f"),
                                                         QStringLiteral("^sleep ") + duration + QLatin1Char('$')});
    }
    void destroyingTheRunnerKillsItsCommands()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString duration = QStringLiteral("800.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        {
            SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
            [[maybe_unused]] CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
            QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 1, 30000);
        }
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, sleepPattern(duration)), 0, 15000);
    }
};

QTEST_GUILESS_MAIN(TestSshFailures)
#include "tst_sshfailures.moc"
