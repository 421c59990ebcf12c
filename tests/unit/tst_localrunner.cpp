// SPDX-License-Identifier: GPL-3.0-or-later
#include "streamingstdin.h"
#include "transport/localrunner.h"

#include <QSignalSpy>
#include <QTimer>
#include <QTest>

using namespace Tunebench;

class TestLocalRunner : public QObject
{
    Q_OBJECT
    static CommandSpec spec(QStringList argv)
    {
        CommandSpec s;
        s.argv = std::move(argv);
        return s;
    }
private Q_SLOTS:
    void deliversLinesOnBothStreamsAndTheExitCode()
    {
        LocalRunner runner;
        CommandProcess *process = runner.start(
            spec({QStringLiteral("sh"), QStringLiteral("-c"),
                  QStringLiteral("printf 'a\\r\\nb\\n'; printf 'e1\\n' >&2; printf tail; exit 3")}),
            this);
        QSignalSpy out(process, &CommandProcess::stdoutLine);
        QSignalSpy err(process, &CommandProcess::stderrLine);
        QSignalSpy done(process, &CommandProcess::finished);
        QVERIFY(done.wait(10000));
        QCOMPARE(out.size(), 3);
        QCOMPARE(out.at(0).at(0).toString(), QStringLiteral("a"));
        QCOMPARE(out.at(2).at(0).toString(), QStringLiteral("tail"));
        QCOMPARE(err.size(), 1);
        QCOMPARE(process->exit().kind, CommandExit::Kind::Exited);
        QCOMPARE(process->exit().exitCode, 3);
    }
    void passesStdinAndEnvironment()
    {
        LocalRunner runner;
        CommandSpec s = spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("cat; echo \"$TB_X\"")});
        s.stdinData = "from stdin\n";
        s.environment.insert(QStringLiteral("TB_X"), QStringLiteral("from env"));
        const CommandOutput output = runToCompletion(runner, s);
        QVERIFY(output.exit.succeeded());
        QCOMPARE(output.stdoutData, QByteArray("from stdin\nfrom env\n"));
    }
    void streamsStdinWhileTheCommandRuns()
    {
        LocalRunner runner;
        Test::holdsAStreamingStdinConversation(runner);
    }
    void closesAStreamedStdinWhenCancelledBeforeItStarts()
    {
        LocalRunner runner;
        CommandSpec s = spec({QStringLiteral("cat")});
        s.keepStdinOpen = true;
        CommandProcess *process = runner.start(s, this);
        QSignalSpy done(process, &CommandProcess::finished);
        process->writeStdin("never read\n");
        process->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 5000);
        QCOMPARE(process->exit().error->code, ErrorCode::Cancelled);
        QTest::qWait(50); // the deferred start must not run a cancelled command
        QCOMPARE(done.size(), 1);
    }
    void reportsAMissingProgram()
    {
        LocalRunner runner;
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("/nonexistent/tb-prog")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::NotFound);
        QVERIFY(output.exit.describe().contains(QStringLiteral("tb-prog")));
    }
    void reportsASignal()
    {
        LocalRunner runner;
        const CommandOutput output =
            runToCompletion(runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("kill -TERM $$")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Signalled);
        QCOMPARE(output.exit.signalName, QStringLiteral("TERM"));
    }
    void timesOut()
    {
        LocalRunner runner;
        CommandSpec s = spec({QStringLiteral("sleep"), QStringLiteral("30")});
        s.timeoutMs = 200;
        const CommandOutput output = runToCompletion(runner, s);
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::Timeout);
    }
    void cancelKillsTheProcess()
    {
        LocalRunner runner;
        CommandProcess *process = runner.start(spec({QStringLiteral("sleep"), QStringLiteral("30")}), this);
        QSignalSpy done(process, &CommandProcess::finished);
        QTimer::singleShot(100, process, &CommandProcess::cancel);
        QVERIFY(done.wait(5000));
        QCOMPARE(process->exit().error->code, ErrorCode::Cancelled);
    }
    void emptyArgvIsAnError()
    {
        LocalRunner runner;
        const CommandOutput output = runToCompletion(runner, spec({}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Failed);
        QCOMPARE(output.exit.error->code, ErrorCode::InvalidArgument);
    }
};

QTEST_GUILESS_MAIN(TestLocalRunner)
#include "tst_localrunner.moc"
