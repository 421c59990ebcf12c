// SPDX-License-Identifier: GPL-3.0-or-later
// Where a PostgreSQL store's password comes from (issue 28): ~/.pgpass and PGPASSWORD, which libpq
// reads itself, and otherwise Database's password source (the desktop keychain in the apps); and
// what a refused or unreachable server says. Against the test cluster (TUNEBENCH_TEST_PGURI), with
// a role of its own that must log in with a SCRAM password (one pg_hba.conf line for that role
// only, removed at the end, so the other tests' trust logins are untouched).
#include "store/database.h"
#include "store/experimentrepository.h"
#include "teststore.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

using namespace Tunebench;

namespace {

const QString Password = QStringLiteral("s3cret-Pw_%1").arg(QCoreApplication::applicationPid());

} // namespace

class TestStorePassword : public QObject
{
    Q_OBJECT

private:
    QString m_role;
    QString m_hbaFile;
    QString m_hbaLine;
    QString m_socketDir;
    QTemporaryDir m_dir;

    QSqlDatabase admin()
    {
        return QSqlDatabase::database(QStringLiteral("admin"));
    }
    bool adminExec(const QString &sql)
    {
        QSqlQuery query(admin());
        if (!query.exec(sql)) {
            qWarning() << sql << query.lastError().text();
            return false;
        }
        return true;
    }
    QString uri() const
    {
        return QStringLiteral("postgresql:///%1?host=%2&user=%1").arg(m_role, m_socketDir);
    }
    // libpq's own sources of a password, both emptied.
    void noLibpqPassword()
    {
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", m_dir.filePath(QStringLiteral("no-pgpass")).toLocal8Bit());
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("TUNEBENCH_TEST_PGURI")) {
            if (qEnvironmentVariable("CI") == QLatin1String("true"))
                QFAIL("TUNEBENCH_TEST_PGURI is not set: CI must run the store tests on PostgreSQL");
            QSKIP("PGSTORE-SKIP: no PostgreSQL cluster; set TUNEBENCH_TEST_PGURI "
                  "(scripts/lib/pgcluster.sh start DIR prints one)");
        }
        const QUrl url(qEnvironmentVariable("TUNEBENCH_TEST_PGURI"));
        const QUrlQuery query(url);
        m_socketDir = query.queryItemValue(QStringLiteral("host"));
        QVERIFY2(m_socketDir.startsWith(QLatin1Char('/')), "the test cluster must listen on a Unix socket");
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("admin"));
        db.setHostName(m_socketDir);
        db.setUserName(query.queryItemValue(QStringLiteral("user")));
        db.setDatabaseName(url.path().mid(1));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        m_role = QStringLiteral("tb_pw_%1").arg(QCoreApplication::applicationPid());
        QVERIFY(adminExec(QStringLiteral("SET password_encryption = 'scram-sha-256'")));
        QVERIFY(adminExec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(m_role, Password)));
        QVERIFY(adminExec(QStringLiteral("CREATE DATABASE %1 OWNER %1").arg(m_role)));
        QSqlQuery hba(admin());
        QVERIFY(hba.exec(QStringLiteral("SHOW hba_file")) && hba.next());
        m_hbaFile = hba.value(0).toString();
        QFile file(m_hbaFile);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const QByteArray rules = file.readAll();
        file.close();
        // First match wins: this role, and only it, must give a password on the socket.
        m_hbaLine = QStringLiteral("local all %1 scram-sha-256\n").arg(m_role);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(m_hbaLine.toUtf8() + rules);
        file.close();
        QVERIFY(adminExec(QStringLiteral("SELECT pg_reload_conf()")));
        noLibpqPassword();
        // The reload is asynchronous: wait until the server asks this role for a password.
        QString refused;
        for (int i = 0; i < 50 && refused.isEmpty(); ++i) {
            Database probe(uri());
            const Status opened = probe.open();
            if (!opened)
                refused = opened.error().detail;
            else
                QThread::msleep(100);
        }
        QVERIFY2(refused.contains(QLatin1String("password")), qPrintable(refused));
    }

    void cleanupTestCase()
    {
        if (!m_hbaFile.isEmpty()) {
            QFile file(m_hbaFile);
            if (file.open(QIODevice::ReadOnly)) {
                QByteArray rules = file.readAll();
                file.close();
                rules.replace(m_hbaLine.toUtf8(), QByteArray());
                if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
                    file.write(rules);
            }
            (void)adminExec(QStringLiteral("SELECT pg_reload_conf()"));
            (void)adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_role));
            (void)adminExec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(m_role));
        }
    }

    void init()
    {
        noLibpqPassword();
    }

    void refusesWithoutPasswordSayingHowToGiveOne()
    {
        Database database(uri());
        const Status opened = database.open();
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, ErrorCode::AuthenticationFailed);
        QVERIFY2(opened.error().message.contains(QLatin1String("~/.pgpass")), qPrintable(opened.error().message));
        QVERIFY(opened.error().message.contains(QLatin1String("keychain")));
    }

    void takesPgpasswordFromTheEnvironment()
    {
        qputenv("PGPASSWORD", Password.toUtf8());
        Database database(uri());
        const Status opened = database.open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
        QVERIFY(ExperimentRepository(database).list());
    }

    void takesThePgpassFile()
    {
        const QString pgpass = m_dir.filePath(QStringLiteral("pgpass"));
        QFile file(pgpass);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("*:*:*:%1:%2\n").arg(m_role, Password).toUtf8());
        file.close();
        // libpq ignores a pgpass file that others may read.
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        qputenv("PGPASSFILE", pgpass.toLocal8Bit());
        Database database(uri());
        const Status opened = database.open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
    }

    void asksThePasswordSourceOnlyWhenLibpqHasNone()
    {
        QStringList asked;
        const auto source = [&asked](const QString &key) -> std::optional<QString> {
            asked << key;
            return Password;
        };
        {
            qputenv("PGPASSWORD", Password.toUtf8());
            Database database(uri());
            database.setPasswordSource(source);
            QVERIFY(database.open());
            QVERIFY(asked.isEmpty());
        }
        noLibpqPassword();
        Database database(uri());
        database.setPasswordSource(source);
        const Status opened = database.open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
        QCOMPARE(asked, QStringList{QStringLiteral("postgresql-password:%1@%2:5432/%1").arg(m_role, m_socketDir)});
        QCOMPARE(database.passwordKey(), asked.first());
    }

    void aWrongSavedPasswordIsAnAuthenticationFailure()
    {
        Database database(uri());
        database.setPasswordSource([](const QString &) { return QStringLiteral("not-the-password"); });
        const Status opened = database.open();
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, ErrorCode::AuthenticationFailed);
        QVERIFY(!opened.error().toString().contains(QLatin1String("not-the-password")));
    }

    void anUnreachableServerSaysSo()
    {
        Database database(QStringLiteral("postgresql:///%1?host=%2&user=%1")
                              .arg(m_role, m_dir.filePath(QStringLiteral("no-server-here"))));
        const Status opened = database.open();
        QVERIFY(!opened);
        QCOMPARE(opened.error().code, ErrorCode::ConnectionFailed);
        QVERIFY2(opened.error().message.contains(QLatin1String("not reachable")), qPrintable(opened.error().message));
    }

    void theCliNeverPrintsThePassword()
    {
        // The whole --json stream and stderr of a command that stores through the password.
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSWORD"), Password);
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("tunebench.*=true"));
        cli.setProcessEnvironment(env);
        cli.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                  {QStringLiteral("--db"), uri(), QStringLiteral("--json"), QStringLiteral("list")});
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput() + cli.readAllStandardError();
        QVERIFY2(cli.exitCode() == 0, out.constData());
        QVERIFY(!out.contains(Password.toUtf8()));
        // A URI with a password is refused and never echoed.
        QProcess refused;
        refused.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                      {QStringLiteral("--db"),
                       QStringLiteral("postgresql://%1:%2@localhost/%1").arg(m_role, Password),
                       QStringLiteral("--json"), QStringLiteral("list")});
        QVERIFY(refused.waitForFinished(60000));
        const QByteArray refusal = refused.readAllStandardOutput() + refused.readAllStandardError();
        QVERIFY(refused.exitCode() != 0);
        QVERIFY2(refusal.contains("pgpass"), refusal.constData());
        QVERIFY2(!refusal.contains(Password.toUtf8()), refusal.constData());
    }
};

QTEST_GUILESS_MAIN(TestStorePassword)
#include "tst_storepassword.moc"
