// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostilestrings.h"
#include "transport/ssh/remotecommand.h"

#include <QProcess>
#include <QTest>

using namespace Tunebench;

namespace {
CommandSpec spec(QStringList argv, bool needsRoot = false)
{
    CommandSpec s;
    s.argv = std::move(argv);
    s.needsRoot = needsRoot;
    return s;
}

// Runs a remote command line the way sshd does ($SHELL -c line) with a local shell.
QByteArray runWithShell(const QString &shell, const QString &line)
{
    QProcess process;
    process.start(shell, {QStringLiteral("-c"), line});
    if (!process.waitForFinished(10000))
        return "timeout";
    return process.readAllStandardOutput();
}
} // namespace

class TestRemoteCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsThePidThenExecsTheQuotedArgv()
    {
        const Result<QString> line = RemoteCommand::commandLine(spec({QStringLiteral("echo"), QStringLiteral("a b")}),
                                                                true, Privilege::Auto, QStringLiteral("h"));
        QVERIFY(line.ok());
        QCOMPARE(line.value(), QStringLiteral("echo $$; exec echo 'a b'"));
    }
    void usesSudoOnlyForRootCommandsOfOtherUsers()
    {
        const auto asRoot = RemoteCommand::commandLine(spec({QStringLiteral("id")}, true), true, Privilege::Auto, {});
        QCOMPARE(asRoot.value(), QStringLiteral("echo $$; exec id"));
        const auto viaSudo = RemoteCommand::commandLine(spec({QStringLiteral("id")}, true), false, Privilege::Auto, {});
        QCOMPARE(viaSudo.value(), QStringLiteral("echo $$; exec sudo -n -- id"));
        const auto never = RemoteCommand::commandLine(spec({QStringLiteral("id")}, true), false, Privilege::Never,
                                                      QStringLiteral("box"));
        QVERIFY(!never.ok());
        QCOMPARE(never.error().code, ErrorCode::PermissionDenied);
    }
    void passesEnvironmentThroughEnvAndRejectsBadNames()
    {
        CommandSpec s = spec({QStringLiteral("printenv"), QStringLiteral("X")});
        s.environment.insert(QStringLiteral("X"), QStringLiteral("a b'c"));
        QCOMPARE(RemoteCommand::commandLine(s, true, Privilege::Auto, {}).value(),
                 QStringLiteral("echo $$; exec env 'X=a b'\"'\"'c' printenv X"));
        s.environment.insert(QStringLiteral("BAD NAME"), QStringLiteral("x"));
        QCOMPARE(RemoteCommand::commandLine(s, true, Privilege::Auto, {}).error().code, ErrorCode::InvalidArgument);
    }
    void refusesAnEmptyCommand()
    {
        QCOMPARE(RemoteCommand::commandLine(spec({}), true, Privilege::Auto, {}).error().code, ErrorCode::InvalidArgument);
    }
    void hostileArgumentsArriveByteIdentical_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::newRow("dash") << QStringLiteral("/bin/sh");
        QTest::newRow("bash") << QStringLiteral("/bin/bash");
    }
    void hostileArgumentsArriveByteIdentical()
    {
        QFETCH(QString, shell);
        const QStringList hostile = Test::hostileStrings();
        const Result<QString> line = RemoteCommand::commandLine(
            spec(QStringList{QStringLiteral("printf"), QStringLiteral("%s\\0")} + hostile), true, Privilege::Auto, {});
        QVERIFY(line.ok());
        QByteArray out = runWithShell(shell, line.value());
        out.remove(0, out.indexOf('\n') + 1); // the pid line
        QByteArray expected;
        for (const QString &arg : hostile)
            expected += arg.toUtf8() + '\0';
        QCOMPARE(out, expected);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tunebench-pwned")));
    }
    void killLineTargetsTheProcessGroup()
    {
        QCOMPARE(RemoteCommand::killLine(4242, QStringLiteral("TERM"), false), QStringLiteral("kill -TERM -- -4242"));
        QCOMPARE(RemoteCommand::killLine(7, QStringLiteral("KILL"), true), QStringLiteral("sudo -n -- kill -KILL -- -7"));
    }
    void mapsSudoRefusalsToErrorsThatSayWhatToConfigure_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("stderrText");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");
        // Messages as sudo 1.9.13 (Debian 12) prints them; the first was captured on the test bed.
        QTest::newRow("password") << 1 << QByteArray("sudo: a password is required\n")
                                  << int(ErrorCode::PermissionDenied) << QStringLiteral("NOPASSWD");
        QTest::newRow("sudoers") << 1 << QByteArray("tbuser is not in the sudoers file.\n")
                                 << int(ErrorCode::PermissionDenied) << QStringLiteral("not in the sudoers file");
        QTest::newRow("not allowed") << 1
                                     << QByteArray("Sorry, user tbuser is not allowed to execute '/usr/bin/id' as root on h.\n")
                                     << int(ErrorCode::PermissionDenied) << QStringLiteral("does not allow");
        QTest::newRow("no sudo") << 127 << QByteArray("bash: line 1: exec: sudo: not found\n")
                                 << int(ErrorCode::NotFound) << QStringLiteral("not installed");
    }
    void mapsSudoRefusalsToErrorsThatSayWhatToConfigure()
    {
        QFETCH(int, exitCode);
        QFETCH(QByteArray, stderrText);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const auto error = RemoteCommand::sudoFailure(exitCode, stderrText, QStringLiteral("box"), QStringLiteral("tbuser"));
        QVERIFY(error.has_value());
        QCOMPARE(int(error->code), code);
        QVERIFY2(error->message.contains(mentions), qPrintable(error->message));
    }
    void leavesOtherFailuresAlone()
    {
        QVERIFY(!RemoteCommand::sudoFailure(1, "grep: x: No such file\n", {}, {}).has_value());
        QVERIFY(!RemoteCommand::sudoFailure(2, "sudo: a password is required\n", {}, {}).has_value());
    }
};

QTEST_GUILESS_MAIN(TestRemoteCommand)
#include "tst_remotecommand.moc"
