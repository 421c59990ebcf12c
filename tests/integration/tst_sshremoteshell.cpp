// SPDX-License-Identifier: GPL-3.0-or-later
// The remote shell on the bed: one login shell per connection (counted by a ~/.bashrc that
// appends a line for each), the per-command fallback when it cannot start (and probe saying so),
// and a remote shell that dies while its connection lives.
#include "hosts/hostprobe.h"
#include "slowbashrc.h"
#include "sshbed.h"
#include "testbed.h"
#include "transport/ssh/sshrunner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

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

qint64 parentOf(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = status.readAll();
    const qsizetype at = text.indexOf("\nPPid:");
    return at < 0 ? 0 : text.mid(at + 7, text.indexOf('\n', at + 1) - at - 7).trimmed().toLongLong();
}

int processesMatching(const Testbed &bed, const QString &pattern, const QString &user = {})
{
    QStringList argv{QStringLiteral("pgrep"), QStringLiteral("-f"), pattern};
    if (!user.isEmpty())
        argv << QStringLiteral("-u") << user;
    QString out;
    Testbed::runInNamespace(bed.serverNamespace(), argv, &out);
    return int(out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
}

// The issue's measure: 2 arms x 2 runs of 1 s TCP_RR, both hosts as the sudo user.
QJsonObject shortExperiment(const Testbed &bed)
{
    const QString user = bed.sudoUser() + QLatin1Char('@');
    return QJsonObject{
        {"format", "tunebench-experiment"},
        {"version", 1},
        {"name", "start-up files (test)"},
        {"hosts", QJsonObject{{"client", QJsonObject{{"host", QString(user + bed.clientAddress())}, {"interface", bed.interfaceName()}}},
                              {"server", QJsonObject{{"host", QString(user + bed.serverAddress())}, {"interface", bed.interfaceName()},
                                                     {"dataAddress", bed.serverAddress()}}}}},
        {"test", QJsonObject{{"type", "TCP_RR"}, {"requestSize", 1}, {"responseSize", 1}, {"durationSeconds", 1},
                             {"interimInterval", 0.25}}},
        {"arms", QJsonArray{QJsonObject{{"label", "A"}}, QJsonObject{{"label", "B"}}}},
        {"repetitions", 2},
        {"warmupSeconds", 0},
        {"pauseSeconds", 0}};
}

// `tunebench-cli run FILE`; the wall time in ms, or -1 when it failed.
qint64 runExperiment(const Testbed &bed, const QString &file, const QString &db)
{
    QProcess cli;
    QElapsedTimer timer;
    timer.start();
    cli.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
              {QStringLiteral("run"), file, QStringLiteral("--db"), db, QStringLiteral("-i"), bed.keyPath(),
               QStringLiteral("--known-hosts"), bed.knownHostsPath(), QStringLiteral("--ssh-config"), QStringLiteral("none"),
               QStringLiteral("--batch"), QStringLiteral("--json")});
    if (!cli.waitForFinished(180000) || cli.exitCode() != 0) {
        qWarning("tunebench-cli run failed: %s", cli.readAllStandardError().constData());
        return -1;
    }
    return timer.elapsed();
}

// The login shell execs `/bin/sh -s` for the remote shell; this ~/.bashrc makes that exec fail
// as on a host without /bin/sh, and leaves every other command (the per-command channels) alone.
const QString NoShForTheRemoteShell = QStringLiteral(
    R"(case $BASH_EXECUTION_STRING in "exec /bin/sh -s") echo "bash: /bin/sh: No such file or directory" >&2; exit 127 ;; esac)");
// ... and this one keeps the remote shell's start from ever answering.
const QString SilentRemoteShell = QStringLiteral(R"(case $BASH_EXECUTION_STRING in "exec /bin/sh -s") sleep 30 ;; esac)");
} // namespace

class TestSshRemoteShell : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void commandsOfAConnectionShareOneLoginShell()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SlowBashrc bashrc(m_bed.sudoUser(), 0.5);
        QVERIFY(bashrc.isActive());
        SshRunner runner(bedSshOptions(m_bed, m_bed.sudoUser()));
        for (int i = 0; i < 5; ++i)
            QVERIFY(runToCompletion(runner, spec({QStringLiteral("true")})).exit.succeeded());
        const CommandOutput root = runToCompletion(runner, spec({QStringLiteral("id"), QStringLiteral("-u")}, true));
        QVERIFY2(root.exit.succeeded(), qPrintable(root.exit.describe()));
        QCOMPARE(root.stdoutData, QByteArray("0\n")); // sudo -n through the remote shell
        QList<CommandProcess *> concurrent;
        for (int i = 0; i < 5; ++i)
            concurrent << runner.start(spec({QStringLiteral("sleep"), QStringLiteral("0.2")}), this);
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(concurrent.begin(), concurrent.end(), [](auto *p) { return p->isFinished(); }),
                                 30000);
        QCOMPARE(bashrc.loginShells(), 1);
        QVERIFY(runner.remoteShell().has_value());
        QVERIFY(runner.remoteShell()->dispatcher);

        // The same commands on channels of their own: a login shell, and the ~/.bashrc, each.
        bashrc.resetCount();
        SshOptions perCommand = bedSshOptions(m_bed, m_bed.sudoUser());
        perCommand.remoteShell = false;
        SshRunner channels(perCommand);
        for (int i = 0; i < 3; ++i)
            QVERIFY(runToCompletion(channels, spec({QStringLiteral("true")})).exit.succeeded());
        QCOMPARE(bashrc.loginShells(), 3);
        QVERIFY(!channels.remoteShell()->dispatcher);
    }

    void anExperimentStartsALoginShellPerHostNotPerCommand()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("experiment.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(shortExperiment(m_bed)).toJson());
        f.close();
        const qint64 plain = runExperiment(m_bed, file, dir.filePath(QStringLiteral("plain.sqlite")));
        QVERIFY(plain > 0);
        SlowBashrc bashrc(m_bed.sudoUser(), 0.5); // both hosts' sudo user shares this home
        QVERIFY(bashrc.isActive());
        const qint64 slow = runExperiment(m_bed, file, dir.filePath(QStringLiteral("slow.sqlite")));
        QVERIFY(slow > 0);
        // Figures for the report, not a threshold: this machine's timing is too noisy to assert.
        qInfo("2 arms x 2 runs of 1 s: %.2f s without start-up files, %.2f s with a 0.5 s ~/.bashrc (%.2fx), "
              "%d login shells",
              plain / 1000.0, slow / 1000.0, double(slow) / double(plain), bashrc.loginShells());
        // Per host one for the connection's remote shell, and at most one for a command that needs
        // a channel of its own (streaming stdin); a channel per command would start dozens.
        QVERIFY2(bashrc.loginShells() >= 2 && bashrc.loginShells() <= 4, qPrintable(QString::number(bashrc.loginShells())));
    }

    void commandsGetChannelsOfTheirOwnWhenShCannotStart()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SlowBashrc bashrc(m_bed.noSudoUser(), 0, NoShForTheRemoteShell);
        QVERIFY(bashrc.isActive());
        SshRunner runner(bedSshOptions(m_bed, m_bed.noSudoUser()));
        const CommandOutput output = runToCompletion(
            runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2; exit 3")}));
        QCOMPARE(output.exit.kind, CommandExit::Kind::Exited);
        QCOMPARE(output.exit.exitCode, 3);
        QCOMPARE(output.stdoutData, QByteArray("out\n"));
        QCOMPARE(output.stderrData, QByteArray("err\n"));
        QVERIFY(!runner.remoteShell()->dispatcher);
        QVERIFY2(runner.remoteShell()->reason.contains(QStringLiteral("/bin/sh: No such file or directory")),
                 qPrintable(runner.remoteShell()->reason));

        const ProbeResult probe = HostProbe::run(runner);
        QVERIFY(probe.reachable);
        QCOMPARE(probe.user, m_bed.noSudoUser()); // the probe's commands ran, on channels
        QCOMPARE(probe.remoteShell, QStringLiteral("per-command"));
        QVERIFY(probe.remoteShellDetail.contains(QStringLiteral("/bin/sh")));
        QCOMPARE(probe.toJson().value(QStringLiteral("remote_shell")).toString(), QStringLiteral("per-command"));
        QVERIFY(std::any_of(probe.problems.begin(), probe.problems.end(),
                            [](const QString &p) { return p.contains(QStringLiteral("login shell of its own")); }));
    }

    void aRemoteShellThatDoesNotAnswerIsGivenUp()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SlowBashrc bashrc(m_bed.noSudoUser(), 0, SilentRemoteShell);
        QVERIFY(bashrc.isActive());
        SshOptions options = bedSshOptions(m_bed, m_bed.noSudoUser());
        options.connectTimeoutMs = 2000; // also the time the greeting may take
        SshRunner runner(options);
        const CommandOutput output = runToCompletion(runner, spec({QStringLiteral("id"), QStringLiteral("-un")}));
        QVERIFY2(output.exit.succeeded(), qPrintable(output.exit.describe()));
        QCOMPARE(output.stdoutData, m_bed.noSudoUser().toUtf8() + '\n');
        QVERIFY2(runner.remoteShell()->reason.contains(QStringLiteral("did not answer within 2 s")),
                 qPrintable(runner.remoteShell()->reason));
        // The stalled login shell was sent TERM (a non-root login honours it), not left sleeping.
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, QStringLiteral("^bash -c exec /bin/sh -s$"), m_bed.noSudoUser()), 0,
                                  10000);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, QStringLiteral("^sleep 30$"), m_bed.noSudoUser()), 0, 10000);
    }

    void aRemoteShellThatDiesFailsItsCommandsAndIsStartedAgain()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, m_bed.sudoUser()));
        // `sh -c` is a child of the command's supervisor, a subshell of the remote shell.
        const CommandOutput parent =
            runToCompletion(runner, spec({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $PPID")}));
        const qint64 shell = parentOf(parent.stdoutData.trimmed().toLongLong());
        QVERIFY(shell > 1);
        QVERIFY(runner.remoteShell()->dispatcher);
        const QString duration = QStringLiteral("300.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
        CommandProcess *p = runner.start(spec({QStringLiteral("sleep"), duration}), this);
        QSignalSpy finished(p, &CommandProcess::finished);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, QStringLiteral("sleep ") + duration), 1, 30000);
        QCOMPARE(::kill(pid_t(shell), SIGKILL), 0);
        QVERIFY(finished.wait(15000));
        QCOMPARE(p->exit().error->code, ErrorCode::ConnectionLost);
        QVERIFY2(p->exit().error->message.contains(QStringLiteral("remote shell")), qPrintable(p->exit().error->message));
        // What it left running is killed, and the next command gets a new remote shell.
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(m_bed, QStringLiteral("sleep ") + duration), 0, 15000);
        const CommandOutput next = runToCompletion(runner, spec({QStringLiteral("echo"), QStringLiteral("again")}));
        QVERIFY2(next.exit.succeeded(), qPrintable(next.exit.describe()));
        QCOMPARE(next.stdoutData, QByteArray("again\n"));
        QVERIFY(runner.remoteShell()->dispatcher);
    }
};

QTEST_GUILESS_MAIN(TestSshRemoteShell)
#include "tst_sshremoteshell.moc"
