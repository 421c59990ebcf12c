// SPDX-License-Identifier: GPL-3.0-or-later
// Authentication against the bed: agent, wrong key or user, encrypted keys and where their
// passphrase may (not) end up.
#include "sshbed.h"
#include "testbed.h"
#include "transport/ssh/credentialstore.h"
#include "transport/ssh/sshrunner.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {
const QByteArray Passphrase = "tb-Passphrase-7f3e91c2";

CommandSpec trueSpec()
{
    CommandSpec s;
    s.argv = {QStringLiteral("true")};
    return s;
}

bool run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
         QByteArray *out = nullptr)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return false;
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// Remembers secrets in memory: what a keychain would do, without touching the user's one.
class MemoryStore final : public CredentialStore
{
public:
    QHash<QString, QByteArray> entries;
    void read(const QString &key, QObject *, std::function<void(Result<QByteArray>)> done) override
    {
        if (entries.contains(key))
            done(entries.value(key));
        else
            done(makeError(ErrorCode::NotFound, QStringLiteral("not saved")));
    }
    void write(const QString &key, const QByteArray &secret, QObject *, std::function<void(Status)> done) override
    {
        entries.insert(key, secret);
        done(Ok{});
    }
    void remove(const QString &key, QObject *, std::function<void(Status)> done) override
    {
        entries.remove(key);
        done(Ok{});
    }
};
} // namespace

class TestSshAuth : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QString m_encryptedKey;
    QByteArray m_authorizedBefore;
    QString authorizedKeys() const { return m_bed.stateDir() + QStringLiteral("/authorized_keys/") + m_bed.noSudoUser(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        if (!m_bed.isUp())
            return;
        // An encrypted key for the no-sudo user; the bed's authorized_keys is put back in cleanupTestCase.
        m_encryptedKey = m_dir.filePath(QStringLiteral("encrypted_key"));
        QVERIFY(run(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                   QStringLiteral("-N"), QString::fromLatin1(Passphrase),
                                                   QStringLiteral("-f"), m_encryptedKey}));
        QFile authorized(authorizedKeys());
        QVERIFY(authorized.open(QIODevice::ReadWrite));
        m_authorizedBefore = authorized.readAll();
        QFile pub(m_encryptedKey + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        authorized.write(pub.readAll());
    }
    void cleanupTestCase()
    {
        if (m_authorizedBefore.isEmpty())
            return;
        QFile authorized(authorizedKeys());
        if (authorized.open(QIODevice::WriteOnly | QIODevice::Truncate))
            authorized.write(m_authorizedBefore);
    }

    void authenticatesWithTheAgent()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString socket = m_dir.filePath(QStringLiteral("agent.sock"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        QByteArray agentOut;
        QVERIFY(run(QStringLiteral("ssh-agent"), {QStringLiteral("-a"), socket, QStringLiteral("-s")}, env, &agentOut));
        const qint64 agentPid = QString::fromLatin1(agentOut).section(QStringLiteral("SSH_AGENT_PID="), 1).section(QLatin1Char(';'), 0, 0).toLongLong();
        auto stopAgent = qScopeGuard([agentPid] { ::kill(pid_t(agentPid), SIGTERM); });
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
        QVERIFY(run(QStringLiteral("ssh-add"), {QStringLiteral("-q"), m_bed.keyPath()}, env));
        const QByteArray oldSock = qgetenv("SSH_AUTH_SOCK");
        qputenv("SSH_AUTH_SOCK", socket.toLocal8Bit());
        auto restoreEnv = qScopeGuard([oldSock] { oldSock.isEmpty() ? qunsetenv("SSH_AUTH_SOCK") : qputenv("SSH_AUTH_SOCK", oldSock); });
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.useAgent = true;
        options.identityFiles = {m_dir.filePath(QStringLiteral("no-such-key"))}; // only the agent can succeed
        SshRunner runner(options);
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QVERIFY2(output.exit.succeeded(), qPrintable(output.exit.describe()));
        QCOMPARE(runner.connectionInfo()->authMethod, QStringLiteral("publickey (agent)"));
    }
    void wrongKeyIsAnAuthenticationError()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString stranger = m_dir.filePath(QStringLiteral("stranger"));
        QVERIFY(run(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                   QStringLiteral("-N"), QString(), QStringLiteral("-f"), stranger}));
        SshOptions options = bedSshOptions(m_bed, QStringLiteral("root"));
        options.identityFiles = {stranger};
        SshRunner runner(options);
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QCOMPARE(output.exit.error->code, ErrorCode::AuthenticationFailed);
        QVERIFY2(output.exit.error->message.contains(stranger), qPrintable(output.exit.error->message));
    }
    void wrongUserIsAnAuthenticationError()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        SshRunner runner(bedSshOptions(m_bed, QStringLiteral("tb-no-such-user")));
        const CommandOutput output = runToCompletion(runner, trueSpec());
        QCOMPARE(output.exit.error->code, ErrorCode::AuthenticationFailed);
        QVERIFY(output.exit.error->message.contains(QStringLiteral("tb-no-such-user")));
    }
    void encryptedKeyAsksOnceThenUsesTheSavedPassphrase()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        MemoryStore store;
        SshOptions options = bedSshOptions(m_bed, m_bed.noSudoUser());
        options.identityFiles = {m_encryptedKey};
        options.batchMode = false;
        int asked = 0;
        auto connectOnce = [&](bool answer) {
            SshRunner runner(options);
            runner.setCredentialStore(&store);
            connect(&runner, &SshRunner::credentialRequested, this, [&](const CredentialRequest &request) {
                ++asked;
                QCOMPARE(request.kind, CredentialRequest::Kind::KeyPassphrase);
                QCOMPARE(request.keyFile, m_encryptedKey);
                answer ? runner.answerCredential(request.id, Passphrase, true) : runner.declineCredential(request.id);
            });
            return runToCompletion(runner, trueSpec()).exit;
        };
        QCOMPARE(connectOnce(false).error->code, ErrorCode::AuthenticationFailed);
        QCOMPARE(asked, 1);
        QVERIFY(connectOnce(true).succeeded());
        QCOMPARE(asked, 2);
        QCOMPARE(store.entries.value(CredentialStore::passphraseKey(m_encryptedKey)), Passphrase);
        QVERIFY(connectOnce(true).succeeded()); // from the store: no third question
        QCOMPARE(asked, 2);
    }
    void passphraseAppearsNowhereAfterACliRunWithoutAKeychain()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QTemporaryDir home;
        const QString askpass = home.filePath(QStringLiteral("askpass.sh"));
        QFile script(askpass);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nprintf '%s\\n' '" + Passphrase + "'\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("SSH_ASKPASS"), askpass);
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus")); // as in CI
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=true"));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        QProcess cli;
        cli.setProcessEnvironment(env);
        cli.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                  {QStringLiteral("exec"), QStringLiteral("--ssh-config"), QStringLiteral("none"), QStringLiteral("-i"),
                   m_encryptedKey, QStringLiteral("--known-hosts"), m_bed.knownHostsPath(), QStringLiteral("--save-secrets"),
                   QStringLiteral("--db"), home.filePath(QStringLiteral("data/tunebench.sqlite")),
                   m_bed.noSudoUser() + QLatin1Char('@') + m_bed.serverAddress(), QStringLiteral("--"),
                   QStringLiteral("echo"), QStringLiteral("ok")});
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput();
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(cli.exitCode() == 0, err.constData());
        QCOMPARE(out, QByteArray("ok\n"));
        // No keychain here: the user is told, asked instead, and told the secret was not saved.
        QVERIFY2(err.contains("no system keychain is available"), err.constData());
        QVERIFY2(err.contains("You will be asked again next time"), err.constData());
        QVERIFY(!out.contains(Passphrase));
        QVERIFY(!err.contains(Passphrase));
        QDirIterator files(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            if (path == askpass)
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(Passphrase), qPrintable(path));
        }
    }
};

QTEST_GUILESS_MAIN(TestSshAuth)
#include "tst_sshauth.moc"
