// SPDX-License-Identifier: GPL-3.0-or-later
// The store's Database (connections per thread, pragmas, ordered migrations) and the tunables
// journal and snapshot repositories.
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "teststore.h"

using namespace Tunebench;

namespace {

QVariant scalar(Database &database, const QString &sql)
{
    auto db = database.connection();
    if (!db)
        return {};
    QSqlQuery query(db.value());
    if (!query.exec(sql) || !query.next())
        return {};
    return query.value(0);
}

JournalRecord sampleJournal()
{
    JournalRecord journal;
    journal.host = QStringLiteral("root@198.18.0.2");
    journal.interfaceName = QStringLiteral("eth0");
    journal.platform = QStringLiteral("linux");
    journal.owner = QStringLiteral("tst_tunablesstore");
    journal.changes = {
        JournalChangeRecord{0, QStringLiteral("channel.rx"), QStringLiteral("2"), QStringLiteral("1"),
                            JournalChangeRecord::State::Pending, {}, {}},
        JournalChangeRecord{1, QStringLiteral("feature.tcp-segmentation-offload"), QStringLiteral("on"),
                            QStringLiteral("off"), JournalChangeRecord::State::Pending, {}, {}},
    };
    return journal;
}

SnapshotRecord sampleSnapshot()
{
    return SnapshotRecord{0, QStringLiteral("root@198.18.0.2"), QStringLiteral("eth0"), QDateTime::currentDateTimeUtc(),
                          QByteArrayLiteral("{\"format\":1}")};
}

} // namespace

class TestTunablesStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString freshPath()
    {
        return TestStore::postgres() ? TestStore::fresh(m_dir, QStringLiteral("db"))
                                     : m_dir.filePath(QStringLiteral("db%1/tunebench.sqlite").arg(++m_counter));
    }

private Q_SLOTS:
    void initTestCase() { TUNEBENCH_REQUIRE_TEST_STORE(); }

    void newDatabaseReachesTheLatestSchema()
    {
        Database database(freshPath());
        QVERIFY2(database.open().ok(), "open");
        auto version = database.schemaVersion();
        QVERIFY(version.ok());
        QCOMPARE(version.value(), schemaMigrations().constLast().version);
        QCOMPARE(scalar(database, QStringLiteral("SELECT COUNT(*) FROM schema_migrations")).toInt(),
                 schemaMigrations().size());
    }

    void reopeningRunsNoMigrationTwice()
    {
        const QString path = freshPath();
        {
            Database first(path);
            QVERIFY(first.open().ok());
        }
        Database second(path);
        QVERIFY(second.open().ok());
        QCOMPARE(scalar(second, QStringLiteral("SELECT COUNT(*) FROM schema_migrations")).toInt(),
                 schemaMigrations().size());
    }

    void laterMigrationsAddTablesToAnExistingFile()
    {
        const QString path = freshPath();
        {
            Database old(path, {schemaMigrations().constFirst()});
            QVERIFY(old.open().ok());
            QCOMPARE(old.schemaVersion().value(), 1);
        }
        QList<Migration> newer = {schemaMigrations().constFirst(),
                                  Migration{7, QStringLiteral("a later issue's table"),
                                            {QStringLiteral("CREATE TABLE later_thing (id INTEGER PRIMARY KEY)")}}};
        Database upgraded(path, newer);
        QVERIFY(upgraded.open().ok());
        QCOMPARE(upgraded.schemaVersion().value(), 7);
        // Said, since older Tunebench versions sharing the store cannot use it any more.
        QVERIFY2(upgraded.upgradeNote().contains(QLatin1String("from schema 1 to 7")), qPrintable(upgraded.upgradeNote()));
        Database again(path, newer);
        QVERIFY(again.open().ok());
        QVERIFY(again.upgradeNote().isEmpty());
        QCOMPARE(scalar(upgraded, QStringLiteral("SELECT COUNT(*) FROM later_thing")).toInt(), 0);
    }

    void refusesADatabaseFromANewerTunebench()
    {
        const QString path = freshPath();
        {
            Database current(path);
            QVERIFY(current.open().ok());
        }
        Database older(path, {schemaMigrations().constFirst()});
        const Status opened = older.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ErrorCode::Database);
        QVERIFY2(opened.error().message.contains(QLatin1String("newer Tunebench")), qPrintable(opened.error().message));
    }

    // On PostgreSQL the migrations take an advisory lock, on SQLite BEGIN IMMEDIATE: two instances
    // opening one new store at once both reach the latest schema, and each migration ran once.
    void twoInstancesUpgradingAtOnceBothSucceed()
    {
        const QString path = freshPath();
        Database first(path);
        Database second(path);
        Status secondOpened = Ok{};
        std::unique_ptr<QThread> thread(QThread::create([&] { secondOpened = second.open(); }));
        thread->start();
        const Status firstOpened = first.open();
        QVERIFY(thread->wait(60000));
        QVERIFY2(firstOpened.ok(), qPrintable(firstOpened.ok() ? QString() : firstOpened.error().toString()));
        QVERIFY2(secondOpened.ok(), qPrintable(secondOpened.ok() ? QString() : secondOpened.error().toString()));
        QCOMPARE(scalar(first, QStringLiteral("SELECT COUNT(*) FROM schema_migrations")).toInt(),
                 schemaMigrations().size());
    }

    void aPostgresAddressWithAPasswordIsRefusedWithoutRepeatingIt()
    {
        for (const QString &uri : {QStringLiteral("postgresql://alice:s3cret@db.example/tunebench"),
                                   QStringLiteral("postgresql://db.example/tunebench?user=alice&password=s3cret")}) {
            Database database(uri);
            const Status opened = database.open();
            QVERIFY(!opened.ok());
            QCOMPARE(opened.error().code, ErrorCode::InvalidArgument);
            QVERIFY2(opened.error().message.contains(QLatin1String(".pgpass")), qPrintable(opened.error().message));
            QVERIFY(!opened.error().toString().contains(QLatin1String("s3cret")));
            QVERIFY(!database.path().contains(QLatin1String("s3cret")));
        }
    }

    void postgresAddressesNameHostPortUserDatabaseAndSocket()
    {
        auto tcp = parseStoreLocation(QStringLiteral("postgresql://alice@db.example:6543/team?sslmode=require"));
        QVERIFY(tcp.ok());
        QCOMPARE(tcp->backend, SqlBackend::Postgres);
        QCOMPARE(tcp->host, QStringLiteral("db.example"));
        QCOMPARE(tcp->port, 6543);
        QCOMPARE(tcp->user, QStringLiteral("alice"));
        QCOMPARE(tcp->databaseName, QStringLiteral("team"));
        QCOMPARE(tcp->options, QStringList{QStringLiteral("sslmode=require")});
        auto socket = parseStoreLocation(QStringLiteral("postgresql:///team?host=/run/pg%20dir&user=bob"));
        QVERIFY(socket.ok());
        QCOMPARE(socket->host, QStringLiteral("/run/pg dir"));
        QCOMPARE(socket->user, QStringLiteral("bob"));
        QCOMPARE(socket->databaseName, QStringLiteral("team"));
        auto file = parseStoreLocation(QStringLiteral("/home/alice/tunebench.sqlite"));
        QVERIFY(file.ok());
        QCOMPARE(file->backend, SqlBackend::Sqlite);
    }

    // Migrations are written once, in SQLite's words; PostgreSQL gets them translated.
    void migrationsAreTranslatedForPostgresOnlyWhereTheyDiffer()
    {
        const QString create = QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER NOT NULL,"
                                              " x REAL, b BLOB, PRIMARY KEY (n)) WITHOUT ROWID");
        QCOMPARE(migrationStatement(SqlBackend::Sqlite, create), create);
        QCOMPARE(migrationStatement(SqlBackend::Postgres, create),
                 QStringLiteral("CREATE TABLE t (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, n BIGINT NOT NULL,"
                                " x DOUBLE PRECISION, b BYTEA, PRIMARY KEY (n))"));
        QCOMPARE(migrationStatement(SqlBackend::Postgres, QStringLiteral("ALTER TABLE run ADD COLUMN rate REAL")),
                 QStringLiteral("ALTER TABLE run ADD COLUMN rate DOUBLE PRECISION"));
        const QString update = QStringLiteral("UPDATE t SET note = 'INTEGER REAL'");
        QCOMPARE(migrationStatement(SqlBackend::Postgres, update), update);
    }

    void refusesMigrationsOutOfOrder()
    {
        Database database(freshPath(), {Migration{2, QStringLiteral("b"), {}}, Migration{1, QStringLiteral("a"), {}}});
        const Status opened = database.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, ErrorCode::Internal);
    }

    void failedMigrationLeavesNoHalfSchema()
    {
        const QString path = freshPath();
        Database broken(path, {Migration{1, QStringLiteral("broken"),
                                         {QStringLiteral("CREATE TABLE good (id INTEGER)"),
                                          QStringLiteral("THIS IS NOT SQL")}}});
        QVERIFY(!broken.open().ok());
        QCOMPARE(broken.schemaVersion().value(), 0);
        QVERIFY(!scalar(broken, QStringLiteral("SELECT COUNT(*) FROM good")).isValid());
    }

    void connectionsUseWalForeignKeysAndFullSync()
    {
        if (TestStore::postgres())
            QSKIP("SQLite's pragmas; PostgreSQL is durable and enforces foreign keys by default");
        Database database(freshPath());
        QVERIFY(database.open().ok());
        QCOMPARE(scalar(database, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(database, QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
        QCOMPARE(scalar(database, QStringLiteral("PRAGMA synchronous")).toInt(), 2); // FULL
    }

    void eachThreadGetsItsOwnConnectionRemovedWhenTheThreadEnds()
    {
        Database database(freshPath());
        QVERIFY(database.open().ok());
        const QString mainName = database.connection().value().connectionName();
        QString threadName;
        int threadRows = -1;
        std::unique_ptr<QThread> thread(QThread::create([&] {
            auto db = database.connection();
            if (!db)
                return;
            threadName = db->connectionName();
            QSqlQuery query(db.value());
            if (query.exec(QStringLiteral("SELECT COUNT(*) FROM tunables_journal")) && query.next())
                threadRows = query.value(0).toInt();
        }));
        thread->start();
        QVERIFY(thread->wait(10000));
        QVERIFY(!threadName.isEmpty());
        QVERIFY(threadName != mainName);
        QCOMPARE(threadRows, 0);
        QVERIFY(!QSqlDatabase::contains(threadName));
        QVERIFY(QSqlDatabase::contains(mainName));
    }

    void defaultPathIsInTheApplicationDataFolder()
    {
        QCOMPARE(Database::defaultPath(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                              + QStringLiteral("/tunebench.sqlite"));
    }

    void journalKeepsOriginalsUntilClosed()
    {
        Database database(freshPath());
        QVERIFY(database.open().ok());
        TunablesJournalRepository journals(database);
        auto id = journals.open(sampleJournal(), sampleSnapshot());
        QVERIFY(id.ok());
        auto open = journals.openJournals(QStringLiteral("root@198.18.0.2"));
        QVERIFY(open.ok());
        QCOMPARE(open->size(), 1);
        QCOMPARE(open->first().changes.size(), 2);
        QCOMPARE(open->first().changes.at(1).original, QStringLiteral("on"));
        QVERIFY(open->first().snapshotId > 0);
        QCOMPARE(journals.openJournals(QStringLiteral("another-host"))->size(), 0);

        JournalChangeRecord change = open->first().changes.at(1);
        change.state = JournalChangeRecord::State::Applied;
        change.applied = QStringLiteral("off");
        QVERIFY(journals.updateChange(id.value(), change).ok());
        QCOMPARE(journals.journal(id.value())->changes.at(1).state, JournalChangeRecord::State::Applied);

        QVERIFY(journals.close(id.value()).ok());
        QCOMPARE(journals.openJournals()->size(), 0);
        QVERIFY(!journals.journal(id.value())->open);
        QVERIFY(journals.journal(id.value())->closedAt.isValid());
    }

    void emptyTextIsStoredAsEmptyNotNull()
    {
        Database database(freshPath());
        QVERIFY(database.open().ok());
        JournalRecord journal = sampleJournal();
        journal.owner = QString();
        journal.interfaceName = QString();
        journal.changes.first().original = QString();
        SnapshotRecord snapshot = sampleSnapshot();
        snapshot.interfaceName = QString();
        snapshot.takenAt = QDateTime();
        auto id = TunablesJournalRepository(database).open(journal, snapshot);
        QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().toString()));
        QCOMPARE(TunablesJournalRepository(database).journal(id.value())->interfaceName, QString());
    }

    void openJournalsAreListedNewestFirst()
    {
        Database database(freshPath());
        QVERIFY(database.open().ok());
        TunablesJournalRepository journals(database);
        const qint64 first = journals.open(sampleJournal(), sampleSnapshot()).value();
        const qint64 second = journals.open(sampleJournal(), sampleSnapshot()).value();
        const auto open = journals.openJournals();
        QCOMPARE(open->size(), 2);
        QCOMPARE(open->at(0).id, second);
        QCOMPARE(open->at(1).id, first);
    }

    void journalWrittenByOneConnectionIsVisibleToAnother()
    {
        const QString path = freshPath();
        Database writer(path);
        QVERIFY(writer.open().ok());
        TunablesJournalRepository journals(writer);
        QVERIFY(journals.open(sampleJournal(), sampleSnapshot()).ok());
        // A second Database is what a second process (or the next start) sees.
        Database reader(path);
        QVERIFY(reader.open().ok());
        QCOMPARE(TunablesJournalRepository(reader).openJournals()->size(), 1);
    }

    void snapshotsRoundTrip()
    {
        Database database(freshPath());
        QVERIFY(database.open().ok());
        SnapshotRepository snapshots(database);
        const SnapshotRecord record = sampleSnapshot();
        auto id = snapshots.save(record);
        QVERIFY(id.ok());
        auto loaded = snapshots.load(id.value());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->content, record.content);
        QCOMPARE(loaded->host, record.host);
        QCOMPARE(snapshots.list(record.host)->size(), 1);
        QCOMPARE(snapshots.list()->size(), 1);
        QCOMPARE(snapshots.load(id.value() + 1).error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestTunablesStore)
#include "tst_tunablesstore.moc"
