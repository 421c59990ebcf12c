// SPDX-License-Identifier: GPL-3.0-or-later
// SshRunner against the test bed's sshd: commands, streaming, concurrency, quoting, sudo.
#include "hostilestrings.h"
#include "sshbed.h"
#include "streamingstdin.h"
#include "testbed.h"
#include "transport/ssh/sshrunner.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {
CommandSpec spec(QStringList argv, bool needsRoot = false)
{
    CommandSpec s;
    s.argv = std::move(argv);
    s.needsRoot = needsRoot;
    return s;
}
} // namespace

class TestSshRunner : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void runsACommandWithKeyAuthenticationAndReportsTheExitCode()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        QSignalSpy connected(&runner, &SshRunner::connected);
        const CommandOutput output = runToCompletion(
            runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2; exit 3")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Exited);
        QCOMPARE(output.exit.exitCode, 3);
        QCOMPARE(output.stdoutData, QByteArray("out\n")); // our pid line is not part of the output
        QCOMPARE(output.stderrData, QByteArray("err\n"));
        QCOMPARE(connected.size(), 1);
        const SshConnectionInfo info = runner.connectionInfo().value();
        QVERIFY(info.fingerprint.startsWith(QLatin1String("SHA256:")));
        QCOMPARE(info.authMethod, QStringLiteral("publickey (%1)").arg(m_bed.keyPath()));
    }
    void passesStdinEnvironmentAndReportsSignals()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("tbsudo")));
        CommandSpec s = spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("cat; echo \"$TB_X\"")});
        s.stdinData = QByteArray(300000, 'x') + "\n";
        s.environment.insert(QStringLiteral("TB_X"), QStringLiteral("from env"));
        const CommandOutput output = runToCompletion(runner, s);
        QVERIFY(output.exit.succeeded());
        QCOMPARE(output.stdoutData, s.stdinData + "from env\n");
        const CommandOutput killed =
            runToCompletion(runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("kill -TERM $$")}));
        QCOMPARE(killed.exit.kind, CommandExit::Kind::Signalled);
        QCOMPARE(killed.exit.signalName, QStringLiteral("TERM"));
    }
    void streamsStdinWhileTheCommandRuns()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("tbuser")));
        Test::holdsAStreamingStdinConversation(runner);
    }
    void reportsAMissingProgram()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("/nonexistent/tb-prog")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::NotFound);
    }
    void hostileArgumentsArriveByteIdenticalThroughSshd_data()
    {
        QTest::addColumn<QString>("user");
        QTest::newRow("root") << QStringLiteral("root");
        QTest::newRow("tbsudo via sudo") << QStringLiteral("tbsudo");
    }
    void hostileArgumentsArriveByteIdenticalThroughSshd()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(QString, user);
        SshRunner runner(bedSshOptions(m_bed, user));
        const QStringList hostile = hostileStrings();
        // needsRoot for tbsudo adds `sudo -n --` in front: the argv must survive that too.
        const CommandOutput output = runToCompletion(
            runner, spec(QStringList{QStringLiteral("printf"), QStringLiteral("%s\\0")} + hostile, user != "root"));
        QVERIFY2(output.exit.succeeded(), qPrintable(output.exit.describe()));
        QByteArray expected;
        for (const QString &arg : hostile)
            expected += arg.toUtf8() + '\0';
        QCOMPARE(output.stdoutData, expected);
        QVERIFY(Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("test"), QStringLiteral("!"),
                                                                  QStringLiteral("-e"), QStringLiteral("/tmp/tunebench-pwned")}) == 0);
    }
    void runsTwentyConcurrentCommandsOnOneConnection_data()
    {
        QTest::addColumn<int>("maxChannels");
        QTest::newRow("default limit") << 8;
        // Above sshd's MaxSessions 10: refused sessions must wait, not fail.
        QTest::newRow("limit above MaxSessions") << 20;
    }
    void runsTwentyConcurrentCommandsOnOneConnection()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(int, maxChannels);
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.maxChannels = maxChannels;
        SshRunner runner(options);
        QSignalSpy connected(&runner, &SshRunner::connected);
        QList<CommandProcess *> processes;
        QMap<CommandProcess *, QByteArray> outputs;
        int done = 0;
        for (int i = 0; i < 20; ++i) {
            CommandProcess *p = runner.start(spec({QStringLiteral("sh"), QStringLiteral("-c"),
                                                   QStringLiteral("sleep 0.3; echo $0"), QString::number(i)}),
                                             this);
            connect(p, &CommandProcess::stdoutData, this, [&outputs, p](const QByteArray &d) { outputs[p] += d; });
            connect(p, &CommandProcess::finished, this, [&done] { ++done; });
            processes << p;
        }
        QTRY_COMPARE_WITH_TIMEOUT(done, 20, 60000);
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(processes[i]->exit().succeeded(), qPrintable(processes[i]->exit().describe()));
            QCOMPARE(outputs.value(processes[i]), QByteArray::number(i) + '\n');
        }
        QCOMPARE(connected.size(), 1); // one connection for all of them
    }
    void streams200MegabytesWhileStderrIsBusy()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        CommandProcess *p = runner.start(
            spec({QStringLiteral("sh"), QStringLiteral("-c"),
                  QStringLiteral("(yes stderr-line | head -c 20000000 >&2) & head -c 200000000 /dev/urandom; wait")}),
            this);
        qint64 out = 0;
        qint64 err = 0;
        connect(p, &CommandProcess::stdoutData, this, [&out](const QByteArray &d) { out += d.size(); });
        connect(p, &CommandProcess::stderrData, this, [&err](const QByteArray &d) { err += d.size(); });
        QSignalSpy finished(p, &CommandProcess::finished);
        QVERIFY(finished.wait(240000));
        QVERIFY2(p->exit().succeeded(), qPrintable(p->exit().describe()));
        QCOMPARE(out, qint64(200000000));
        QCOMPARE(err, qint64(20000000));
    }
    void deliversManyMegabytesByteExactAndInOrder()
    {
        // ~16 MB: the worker hands output over in blocks of several packets, so this crosses
        // many block and packet boundaries; any lost, repeated or reordered byte shows here.
        TUNEBENCH_REQUIRE_BED(m_bed);
        constexpr int Count = 2000000;
        QByteArray expected;
        for (int i = 1; i <= Count; ++i)
            expected += QByteArray::number(i) + '\n';
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("root")));
        CommandProcess *p = runner.start(spec({QStringLiteral("seq"), QStringLiteral("1"), QString::number(Count)}), this);
        QByteArray out;
        int lines = 0;
        QString lastLine;
        connect(p, &CommandProcess::stdoutData, this, [&out](const QByteArray &d) { out += d; });
        connect(p, &CommandProcess::stdoutLine, this, [&lines, &lastLine](const QString &line) {
            ++lines;
            lastLine = line;
        });
        QSignalSpy finished(p, &CommandProcess::finished);
        QVERIFY(finished.wait(120000));
        QVERIFY2(p->exit().succeeded(), qPrintable(p->exit().describe()));
        QCOMPARE(out.size(), expected.size());
        QVERIFY(out == expected);
        QCOMPARE(lines, Count);
        QCOMPARE(lastLine, QString::number(Count));
    }
    void sudoUserRunsRootCommands()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, m_bed.sudoUser()));
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("id"), QStringLiteral("-u")}, true));
        QVERIFY2(output.exit.succeeded(), qPrintable(output.exit.describe()));
        QCOMPARE(output.stdoutData, QByteArray("0\n"));
    }
    void userWithoutSudoGetsAnErrorThatSaysWhatToConfigure()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, m_bed.noSudoUser()));
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("id"), QStringLiteral("-u")}, true));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::PermissionDenied);
        QVERIFY2(output.exit.error->message.contains(QStringLiteral("NOPASSWD")), qPrintable(output.exit.error->message));
        QVERIFY(output.exit.error->message.contains(m_bed.noSudoUser()));
        SshOptions never = bedSshOptions(m_bed, m_bed.sudoUser());
        never.privilege = Privilege::Never;
        SshRunner noSudo(never);
        const CommandOutput refused = runToCompletion(noSudo, spec({QStringLiteral("id")}, true));
        QCOMPARE(refused.exit.error->code, ErrorCode::PermissionDenied);
    }
    void unreachableAddressTimesOutWithinTheConfiguredTime()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        // Nothing answers at .99 on the bed's subnet: the connect can only time out.
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"), QStringLiteral("198.18.0.99"));
        options.connectTimeoutMs = 1000;
        SshRunner runner(options);
        QElapsedTimer timer;
        timer.start();
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("true")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::Timeout);
        QVERIFY2(output.exit.error->message.contains(QStringLiteral("198.18.0.99")), qPrintable(output.exit.error->message));
        // Far below TCP's own give-up time (minutes): the configured limit is what ended it.
        QVERIFY(timer.elapsed() < 30000);
    }
};

QTEST_GUILESS_MAIN(TestSshRunner)
#include "tst_sshrunner.moc"
