// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a store test keeps its database (issue 28). The same test binary runs twice under ctest:
// as NAME on a SQLite file, and as NAME_pg with TUNEBENCH_TEST_BACKEND=postgresql on a fresh
// database of the cluster that TUNEBENCH_TEST_PGURI names (scripts/test starts one,
// scripts/lib/pgcluster.sh). Without that URI the PostgreSQL variant skips, or fails under CI=true.

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

namespace Tunebench::TestStore {

inline bool postgres()
{
    return qEnvironmentVariable("TUNEBENCH_TEST_BACKEND") == QLatin1String("postgresql");
}

/// Call in initTestCase(): skips (or under CI fails) the PostgreSQL variant without a server.
#define TUNEBENCH_REQUIRE_TEST_STORE()                                                                     \
    do {                                                                                                 \
        if (::Tunebench::TestStore::postgres() && qEnvironmentVariableIsEmpty("TUNEBENCH_TEST_PGURI")) {   \
            if (qEnvironmentVariable("CI") == QLatin1String("true"))                                      \
                QFAIL("TUNEBENCH_TEST_PGURI is not set: CI must run the store tests on PostgreSQL "       \
                      "(scripts/test starts a cluster)");                                                \
            QSKIP("PGSTORE-SKIP: no PostgreSQL cluster; set TUNEBENCH_TEST_PGURI "                        \
                  "(scripts/lib/pgcluster.sh start DIR prints one)");                                     \
        }                                                                                                \
    } while (false)

/// A new, empty store: a file in @p dir, or a new database on the test cluster. A PostgreSQL store
/// records through this machine's local store (journals, experiments before they are published:
/// Database::localStore()), which is made new too: the file TUNEBENCH_LOCAL_STORE names for the
/// Database objects made after this call.
inline QString fresh(const QTemporaryDir &dir, const QString &name)
{
    static QAtomicInteger<int> counter;
    const int n = ++counter;
    if (!postgres())
        return dir.filePath(QStringLiteral("%1-%2.sqlite").arg(name).arg(n));
    qputenv("TUNEBENCH_LOCAL_STORE", dir.filePath(QStringLiteral("%1-%2-local.sqlite").arg(name).arg(n)).toUtf8());
    QUrl url(qEnvironmentVariable("TUNEBENCH_TEST_PGURI"));
    const QString database = QStringLiteral("tb_%1_%2_%3")
                                 .arg(QCoreApplication::applicationName().toLower().remove(QLatin1Char('-')))
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(n);
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("teststore-admin"));
        const QUrlQuery query(url);
        admin.setHostName(query.hasQueryItem(QStringLiteral("host")) ? query.queryItemValue(QStringLiteral("host"))
                                                                     : url.host());
        admin.setUserName(query.hasQueryItem(QStringLiteral("user")) ? query.queryItemValue(QStringLiteral("user"))
                                                                     : url.userName());
        if (url.port() > 0)
            admin.setPort(url.port());
        admin.setDatabaseName(url.path().mid(1));
        if (!admin.open())
            qFatal("cannot connect to the test cluster: %s", qPrintable(admin.lastError().text()));
        QSqlQuery create(admin);
        if (!create.exec(QStringLiteral("CREATE DATABASE %1").arg(database)))
            qFatal("cannot create a test database: %s", qPrintable(create.lastError().text()));
        admin.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("teststore-admin"));
    url.setPath(QLatin1Char('/') + database);
    Q_UNUSED(dir);
    return url.toString();
}

} // namespace Tunebench::TestStore
