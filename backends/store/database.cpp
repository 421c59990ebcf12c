// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/database.h"

#include "core/logging.h"

#include <QAtomicInteger>
#include <QDateTime>
#include <QElapsedTimer>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace Tunebench {

namespace {

QAtomicInteger<quint64> s_instanceCounter;

// SQLite's busy handler waits this long for another process's lock; past it a write or the switch
// to WAL is retried until RetryForMs, so a long transaction elsewhere (an import) delays us
// rather than failing us.
constexpr int BusyTimeoutMs = 5000;
constexpr int RetryForMs = 60000;

// Any fixed number: the key of the advisory lock that serialises schema upgrades on PostgreSQL.
constexpr qint64 MigrationLockKey = 0x54756e6562656e63; // "Tunebenc"

bool isBusy(const QSqlDatabase &db, const QSqlError &error)
{
    // PostgreSQL waits for locks itself; its SQLSTATE codes ("23505") are no SQLite codes.
    if (db.driverName() != QLatin1String("QSQLITE"))
        return false;
    // SQLITE_BUSY and SQLITE_LOCKED with their extended codes (Qt turns extended codes on).
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && ((code & 0xff) == 5 || (code & 0xff) == 6);
}

// Runs @p sql, retrying while another process holds the lock it needs.
Status execRetrying(QSqlDatabase &db, const QString &sql)
{
    QElapsedTimer waited;
    waited.start();
    for (int attempt = 0;; ++attempt) {
        QSqlQuery query(db);
        if (query.exec(sql))
            return Ok{};
        if (!isBusy(db, query.lastError()) || waited.elapsed() >= RetryForMs)
            return databaseError(Database::tr("A database statement failed."),
                                 query.lastError().text() + QLatin1String(": ") + sql);
        qCDebug(lcStore) << "database busy, retrying" << sql << "attempt" << attempt + 1;
        QThread::msleep(std::min(50 * (attempt + 1), 500));
    }
}

Status exec(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return databaseError(Database::tr("A database statement failed."), query.lastError().text() + QLatin1String(": ") + sql);
    return Ok{};
}

// libpq's words when the server wants a password it did not get or refused the one it got.
bool isPasswordRefusal(const QString &text)
{
    return text.contains(QLatin1String("no password supplied")) || text.contains(QLatin1String("password authentication failed"))
        || text.contains(QLatin1String("SCRAM authentication requires"));
}

// A failed connection as what the user can do about it; libpq's own text stays the detail.
Error postgresConnectError(const QString &address, const QString &detail)
{
    if (isPasswordRefusal(detail) || detail.contains(QLatin1String("authentication failed")))
        return makeError(ErrorCode::AuthenticationFailed,
                         Database::tr("The PostgreSQL server of %1 refused the login: put the password in "
                                      "~/.pgpass or PGPASSWORD, or save it in the desktop keychain (Settings → Results Store).")
                             .arg(address),
                         detail);
    if (detail.contains(QLatin1String("does not exist")))
        return makeError(ErrorCode::NotFound,
                         Database::tr("The PostgreSQL server of %1 has no such database or role; ask its "
                                      "administrator to create it (CREATE DATABASE, CREATE ROLE).")
                             .arg(address),
                         detail);
    if (detail.contains(QLatin1String("could not connect")) || detail.contains(QLatin1String("Connection refused"))
        || detail.contains(QLatin1String("Is the server running")) || detail.contains(QLatin1String("No route to host"))
        || detail.contains(QLatin1String("could not translate host name")) || detail.contains(QLatin1String("timeout")))
        return makeError(ErrorCode::ConnectionFailed,
                         Database::tr("The PostgreSQL server of %1 is not reachable: check the host and port, "
                                      "and that the server runs and accepts connections from this machine.")
                             .arg(address),
                         detail);
    return databaseError(Database::tr("Cannot connect to the database %1.").arg(address), detail);
}

} // namespace

Error databaseError(const QString &message, const QString &driverText)
{
    return makeError(ErrorCode::Database, message, driverText);
}

Database::Database(QString path, QList<Migration> migrations)
    : m_path(std::move(path)), m_migrations(std::move(migrations))
{
    auto location = parseStoreLocation(m_path);
    if (location)
        m_location = location.value();
    else
        m_locationStatus = location.error();
    // Never keep the text of a refused address: it may hold the password.
    if (!location)
        m_path = tr("(refused database address)");
    m_prefix = QStringLiteral("tunebench-store-%1-").arg(++s_instanceCounter);
}

Database::~Database()
{
    QMutexLocker locker(&m_mutex);
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it) {
        QObject::disconnect(it->finishedWatch);
        // The connection must be closed before it is removed; a thread that still holds a
        // QSqlDatabase copy only gets Qt's "still in use" warning, never a dangling handle.
        QSqlDatabase::database(it->name, false).close();
        QSqlDatabase::removeDatabase(it->name);
    }
    m_connections.clear();
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/tunebench.sqlite");
}

Status Database::open()
{
    if (!m_locationStatus)
        return m_locationStatus;
    if (m_path.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("No database path was given."));
    if (m_location.backend == SqlBackend::Sqlite) {
        const QFileInfo info(m_path);
        if (!QDir().mkpath(info.absolutePath()))
            return makeError(ErrorCode::Io, tr("Cannot create the folder %1 for the database.").arg(info.absolutePath()));
    }
    auto db = connection();
    if (!db)
        return db.error();
    QSqlDatabase handle = db.value();
    if (Status migrated = migrate(handle); !migrated)
        return migrated;
    return Ok{};
}

Result<QSqlDatabase> Database::connection()
{
    QThread *thread = QThread::currentThread();
    QString name;
    {
        QMutexLocker locker(&m_mutex);
        name = m_connections.value(thread).name;
    }
    if (!name.isEmpty())
        return QSqlDatabase::database(name, false);
    name = m_prefix + QString::number(reinterpret_cast<quintptr>(thread), 16);
    auto db = openConnection(name);
    if (!db)
        return db;
    QMutexLocker locker(&m_mutex);
    // finished() is emitted from the finishing thread itself, so the connection is removed by
    // the thread that owns it. The main thread never finishes; the destructor removes its one.
    const auto watch = QObject::connect(thread, &QThread::finished, thread,
                                        [this, thread] { forgetThread(thread); }, Qt::DirectConnection);
    m_connections.insert(thread, ThreadConnection{name, watch});
    return db;
}

void Database::forgetThread(QThread *thread)
{
    QMutexLocker locker(&m_mutex);
    const ThreadConnection entry = m_connections.take(thread);
    if (entry.name.isEmpty())
        return;
    QObject::disconnect(entry.finishedWatch);
    QSqlDatabase::database(entry.name, false).close();
    QSqlDatabase::removeDatabase(entry.name);
}

Result<QSqlDatabase> Database::openConnection(const QString &name)
{
    if (!m_locationStatus)
        return m_locationStatus.error();
    return m_location.backend == SqlBackend::Postgres ? openPostgres(name) : openSqlite(name);
}

Result<QSqlDatabase> Database::openPostgres(const QString &name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!db.isValid()) {
        QSqlDatabase::removeDatabase(name);
        return makeError(ErrorCode::Database,
                         tr("The PostgreSQL driver of Qt is missing; install the Qt 6 PostgreSQL plugin "
                            "(Debian: libqt6sql6-psql)."));
    }
    // Empty fields are left to libpq, which then takes PGHOST, PGUSER, ... and its defaults; the
    // password is never set here (libpq reads ~/.pgpass and PGPASSWORD).
    if (!m_location.host.isEmpty())
        db.setHostName(m_location.host);
    if (m_location.port > 0)
        db.setPort(m_location.port);
    db.setDatabaseName(m_location.databaseName);
    if (!m_location.user.isEmpty())
        db.setUserName(m_location.user);
    // libpq waits for an unreachable server without end unless told; a lost team store must
    // make a write fail (and its rows wait) in seconds, not stall the run that writes them.
    QStringList options = m_location.options;
    if (!std::any_of(options.cbegin(), options.cend(),
                     [](const QString &o) { return o.startsWith(QLatin1String("connect_timeout=")); }))
        options << QStringLiteral("connect_timeout=10");
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!connectPostgres(db)) {
        const QString detail = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        return postgresConnectError(m_path, detail);
    }
    // Notices (such as "relation already exists, skipping") are no news to the user.
    if (Status quiet = exec(db, QStringLiteral("SET client_min_messages = warning")); !quiet) {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        return quiet.error();
    }
    qCDebug(lcStore) << "connected to" << m_path << "as" << name;
    return db;
}

bool Database::connectPostgres(QSqlDatabase &db)
{
    // libpq reads ~/.pgpass and PGPASSWORD only when it is given no password, so the keychain's
    // is tried second, and only when the server asked for a password.
    if (db.open())
        return true;
    if (!m_passwordSource || !isPasswordRefusal(db.lastError().text()))
        return false;
    const std::optional<QString> password = m_passwordSource(passwordKey());
    if (!password || password->isEmpty())
        return false;
    db.setPassword(*password);
    const bool opened = db.open();
    // The connection is made; Qt need not keep the secret beside it.
    db.setPassword(QString());
    return opened;
}

void Database::setPasswordSource(PasswordSource source)
{
    m_passwordSource = std::move(source);
}

QString Database::passwordKey() const
{
    return passwordKey(m_location);
}

QString Database::passwordKey(const StoreLocation &location)
{
    if (location.backend != SqlBackend::Postgres)
        return {};
    return QStringLiteral("postgresql-password:%1@%2:%3/%4")
        .arg(location.user, location.host)
        .arg(location.port > 0 ? location.port : 5432)
        .arg(location.databaseName);
}

Result<QSqlDatabase> Database::openSqlite(const QString &name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (!db.isValid()) {
        QSqlDatabase::removeDatabase(name);
        return makeError(ErrorCode::Database,
                         tr("The SQLite driver of Qt is missing; install the Qt 6 SQLite plugin "
                            "(Debian: libqt6sql6-sqlite)."));
    }
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    if (!db.open()) {
        const QString detail = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        return databaseError(tr("Cannot open the database %1.").arg(m_path), detail);
    }
    // journal_mode=WAL lets readers run beside one writer; synchronous=FULL makes each commit
    // durable before it returns, which the tunables journal depends on (see docs/architecture.md).
    for (const char *pragma : {"PRAGMA journal_mode=WAL", "PRAGMA foreign_keys=ON", "PRAGMA synchronous=FULL"}) {
        // Switching a new file to WAL needs it to itself; another process opening it at the same
        // moment makes that busy.
        if (Status status = execRetrying(db, QString::fromLatin1(pragma)); !status) {
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return status.error();
        }
    }
    qCDebug(lcStore) << "opened" << m_path << "as" << name;
    return db;
}

Result<int> Database::schemaVersion()
{
    auto db = connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    const QString exists = m_location.backend == SqlBackend::Postgres
        ? QStringLiteral("SELECT 1 WHERE to_regclass('schema_migrations') IS NOT NULL")
        : QStringLiteral("SELECT name FROM sqlite_master WHERE type='table' AND name='schema_migrations'");
    if (!query.exec(exists))
        return databaseError(tr("Cannot read the database schema."), query.lastError().text());
    if (!query.next())
        return 0;
    if (!query.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")) || !query.next())
        return databaseError(tr("Cannot read the database schema version."), query.lastError().text());
    return query.value(0).toInt();
}

Result<QString> Database::describe()
{
    if (!m_locationStatus)
        return m_locationStatus.error();
    if (m_location.backend == SqlBackend::Sqlite && !QFileInfo::exists(m_path))
        return tr("%1 does not exist yet: Tunebench creates it when you use it.").arg(m_path);
    auto db = connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    const QString versionSql = m_location.backend == SqlBackend::Postgres ? QStringLiteral("SHOW server_version")
                                                                          : QStringLiteral("SELECT sqlite_version()");
    if (!query.exec(versionSql) || !query.next())
        return databaseError(tr("Cannot read the server's version."), query.lastError().text());
    const QString server = (m_location.backend == SqlBackend::Postgres ? QStringLiteral("PostgreSQL %1")
                                                                       : QStringLiteral("SQLite %1"))
                               .arg(query.value(0).toString());
    auto schema = schemaVersion();
    if (!schema)
        return schema.error();
    const int known = m_migrations.isEmpty() ? 0 : m_migrations.constLast().version;
    if (schema.value() == 0)
        return tr("Connected to %1: an empty database, where Tunebench creates its tables when you use it.").arg(server);
    if (schema.value() > known)
        return makeError(ErrorCode::Unsupported,
                         tr("Connected to %1, but the database was written by a newer Tunebench (schema %2; this one "
                            "knows up to %3): use a newer Tunebench with it.")
                             .arg(server).arg(schema.value()).arg(known));
    if (!query.exec(QStringLiteral("SELECT count(*) FROM experiment")) || !query.next())
        return databaseError(tr("Cannot count the experiments."), query.lastError().text());
    const QString held = tr("%n experiment(s)", nullptr, query.value(0).toInt());
    if (schema.value() < known)
        return tr("Connected to %1: %2, schema %3, which this Tunebench upgrades to %4 when you use it.")
            .arg(server, held).arg(schema.value()).arg(known);
    return tr("Connected to %1: %2, schema %3.").arg(server, held).arg(schema.value());
}

Status Database::write(const std::function<Status(QSqlDatabase &)> &work)
{
    Status result = Ok{};
    {
        auto db = connection();
        if (!db)
            return db.error();
        QSqlDatabase handle = db.value();
        result = transaction(handle, work);
        if (result || !connectionLost(handle))
            return result;
    }
    // No copy of the connection is left: it can be closed and removed.
    forgetThread(QThread::currentThread());
    return makeError(ErrorCode::ConnectionFailed,
                     tr("The connection to the PostgreSQL server of %1 was lost; Tunebench connects again on its "
                        "next write.")
                         .arg(m_path),
                     result.error().toString());
}

void Database::readFailed()
{
    if (m_location.backend != SqlBackend::Postgres)
        return;
    bool lost = false;
    {
        auto db = connection();
        if (!db)
            return;
        QSqlDatabase handle = db.value();
        lost = connectionLost(handle);
    }
    if (lost)
        forgetThread(QThread::currentThread());
}

Status Database::transaction(QSqlDatabase &handle, const std::function<Status(QSqlDatabase &)> &work)
{
    // PostgreSQL locks rows as they are written and has no BEGIN IMMEDIATE.
    const QString begin = m_location.backend == SqlBackend::Postgres ? QStringLiteral("BEGIN")
                                                                    : QStringLiteral("BEGIN IMMEDIATE");
    if (Status begun = execRetrying(handle, begin); !begun)
        return begun;
    Status result = work(handle);
    if (!result) {
        (void)exec(handle, QStringLiteral("ROLLBACK"));
        return result;
    }
    // A busy COMMIT leaves the transaction open, so it can be tried again (sqlite3 docs, COMMIT).
    if (Status committed = execRetrying(handle, QStringLiteral("COMMIT")); !committed) {
        (void)exec(handle, QStringLiteral("ROLLBACK"));
        return committed;
    }
    return Ok{};
}

bool Database::connectionLost(QSqlDatabase &handle) const
{
    // libpq's texts for a gone server vary by where it noticed; a statement that needs nothing
    // but the connection tells for sure. (A SQLite file does not go away like that.)
    if (m_location.backend != SqlBackend::Postgres)
        return false;
    QSqlQuery probe(handle);
    return !probe.exec(QStringLiteral("SELECT 1"));
}

Database &Database::localStore()
{
    if (!recordsLocally())
        return *this;
    QMutexLocker locker(&m_mutex);
    if (!m_localStore) {
        m_localStore = std::make_unique<Database>(localStorePath(), m_migrations);
        // A local store that cannot open says why at every use, not as "no such table".
        if (Status opened = m_localStore->open(); !opened)
            m_localStore->m_locationStatus = opened;
    }
    return *m_localStore;
}

QString Database::localStorePath()
{
    const QString configured = qEnvironmentVariable("TUNEBENCH_LOCAL_STORE");
    return configured.isEmpty() ? defaultPath() : configured;
}

QString Database::processOwner()
{
    return QSysInfo::machineHostName() + QLatin1Char('\t') + QString::number(QCoreApplication::applicationPid());
}

bool Database::ownerIsAlive(const QString &owner)
{
    const QStringList fields = owner.split(QLatin1Char('\t'));
    if (fields.size() != 2)
        return false;
    if (fields.first() != QSysInfo::machineHostName())
        return true;
    bool ok = false;
    const qint64 pid = fields.last().toLongLong(&ok);
    if (!ok || pid <= 0)
        return false;
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

Status Database::migrate(QSqlDatabase &db)
{
    int previous = 0;
    for (const Migration &migration : std::as_const(m_migrations)) {
        if (migration.version <= previous)
            return makeError(ErrorCode::Internal, tr("Schema migrations are out of order at version %1.")
                                                      .arg(migration.version));
        previous = migration.version;
    }
    Q_UNUSED(db);
    return write([this](QSqlDatabase &handle) { return migrateLocked(handle); });
}

Status Database::migrateLocked(QSqlDatabase &handle)
{
    // SQLite's BEGIN IMMEDIATE already keeps other writers out; PostgreSQL's lock is released
    // with the transaction, so a second instance waits here and then sees the upgraded schema.
    if (m_location.backend == SqlBackend::Postgres) {
        if (Status locked = exec(handle, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(MigrationLockKey)); !locked)
            return locked;
    }
    if (Status created = exec(handle, QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                                                     " version INTEGER PRIMARY KEY,"
                                                     " name TEXT NOT NULL,"
                                                     " applied_at TEXT NOT NULL)"));
        !created)
        return created;
    // Read the version inside the write lock: another process may have migrated meanwhile.
    auto current = schemaVersion();
    if (!current)
        return current.error();
    const int known = m_migrations.isEmpty() ? 0 : m_migrations.constLast().version;
    if (current.value() > known)
        return makeError(ErrorCode::Database,
                         tr("The database %1 was written by a newer Tunebench (schema %2; this one knows up "
                            "to %3). Use a newer Tunebench or another --db file.")
                             .arg(m_path)
                             .arg(current.value())
                             .arg(known));
    if (current.value() > 0 && current.value() < known)
        m_upgradeNote = tr("Tunebench upgraded the store %1 from schema %2 to %3: older versions of Tunebench cannot "
                           "use it any more.")
                            .arg(m_path)
                            .arg(current.value())
                            .arg(known);
    for (const Migration &migration : std::as_const(m_migrations)) {
        if (migration.version <= current.value())
            continue;
        for (const QString &statement : migration.statements) {
            if (Status done = exec(handle, migrationStatement(m_location.backend, statement)); !done)
                return done;
        }
        QSqlQuery record(handle);
        record.prepare(QStringLiteral("INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, ?)"));
        record.addBindValue(migration.version);
        record.addBindValue(migration.name);
        record.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!record.exec())
            return databaseError(tr("Cannot record schema migration %1.").arg(migration.version),
                                 record.lastError().text());
        qCDebug(lcStore) << "migrated" << m_path << "to schema" << migration.version << migration.name;
    }
    return Ok{};
}

} // namespace Tunebench
