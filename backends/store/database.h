// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "store/migration.h"
#include "store/sqldialect.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace Tunebench {

/// The store behind every repository, a SQLite file or a PostgreSQL database (issue 28): the only
/// place that opens Qt SQL connections.
///
/// Qt SQL connections are bound to the thread that made them (and Qt 6.4 has no
/// QSqlDatabase::moveToThread), so each thread gets its own connection under a unique name,
/// made on first use and removed when that thread finishes or the Database is destroyed.
/// Every connection runs in WAL mode with a busy timeout, foreign keys and synchronous=FULL,
/// so a committed transaction survives a crash or power loss of this machine. Several processes
/// may share the file (a GUI and CLIs): a write that still meets a lock after the busy timeout is
/// retried, for up to a minute, before it fails.
///
/// On PostgreSQL (a `postgresql://` URI, through Qt's QPSQL driver and so libpq, which reads
/// ~/.pgpass and PGPASSWORD itself) the same migrations run, translated by migrationStatement(),
/// under a transaction-scoped advisory lock, so two instances upgrading at once take turns.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)
public:
    explicit Database(QString path, QList<Migration> migrations = schemaMigrations());
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /// `<AppDataLocation>/tunebench.sqlite`: what the GUI uses and the CLI's `--db` overrides.
    [[nodiscard]] static QString defaultPath();

    /// The SQLite file or the PostgreSQL URI, as given (never with a password).
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] SqlBackend backend() const { return m_location.backend; }

    /// Where a PostgreSQL store's password comes from when libpq finds none (issue 28): called on
    /// the connecting thread with passwordKey(), only after the server refused a connection that
    /// libpq made with ~/.pgpass and PGPASSWORD, which therefore always win. The apps read the
    /// desktop keychain here; the store never writes or logs what it returns.
    using PasswordSource = std::function<std::optional<QString>(const QString &key)>;
    void setPasswordSource(PasswordSource source);
    /// The keychain entry of this store's password: "postgresql-password:user@host:port/dbname"
    /// (empty for SQLite).
    [[nodiscard]] QString passwordKey() const;
    [[nodiscard]] static QString passwordKey(const StoreLocation &location);

    /// This machine's own store (issue 28): the store itself when it is a SQLite file; for a
    /// PostgreSQL store the local SQLite file localStorePath(), opened on first use. Tunables
    /// journals live there (a journal puts a host back after a crash of this machine or of the
    /// network, so it never depends on reaching a server), and experiments and explorations are
    /// recorded there first and published to the team store when they end (StorePublisher), so a
    /// server that goes away mid-run loses nothing. Every TunablesJournalRepository goes through this.
    [[nodiscard]] Database &localStore();
    /// True when this is a team store that records through a local one (localStore() != this).
    [[nodiscard]] bool recordsLocally() const { return m_location.backend == SqlBackend::Postgres; }
    /// TUNEBENCH_LOCAL_STORE when set, else defaultPath(): so `tunebench-cli restore` finds the
    /// journals of a run against a team store without being told where they are.
    [[nodiscard]] static QString localStorePath();

    /// What "Test connection" shows (issue 28): the store reached without changing it (no
    /// migration runs), its server, its schema against this build's and how many experiments it
    /// holds, as one translated sentence; an error says what to do.
    [[nodiscard]] Result<QString> describe();

    /// Creates the file (and its directory) when missing and runs the migrations it lacks.
    /// Refuses a database written by a newer Tunebench, whose schema this build cannot know.
    /// A PostgreSQL database must exist already (CREATE DATABASE is the administrator's).
    [[nodiscard]] Status open();
    /// When open() upgraded a store that older Tunebench versions used ("... from schema 8 to 9:
    /// older versions of Tunebench cannot use it any more"), for the apps to say; else empty.
    [[nodiscard]] QString upgradeNote() const { return m_upgradeNote; }

    /// The calling thread's connection, opened and configured on first use.
    [[nodiscard]] Result<QSqlDatabase> connection();

    /// Highest migration version recorded in the file (0 for a new file).
    [[nodiscard]] Result<int> schemaVersion();

    /// Runs @p work in one transaction on this thread's connection. Commits when it returns
    /// Ok, rolls back otherwise. On PostgreSQL a failed transaction whose connection turns out to
    /// be gone (the server restarted, the network dropped) drops that connection, so the next
    /// call connects again: a caller that keeps what it could not write loses nothing. On SQLite `BEGIN IMMEDIATE` takes the write lock up front, so
    /// two processes never both read-then-write their way into a conflict.
    [[nodiscard]] Status write(const std::function<Status(QSqlDatabase &)> &work);

    /// Call when a statement on connection() failed: on PostgreSQL, a connection that turns out
    /// to be gone is dropped, so the next connection() connects again.
    void readFailed();

    /// This process as stored with what it runs ("machine\tpid"), so that another process can
    /// tell a crashed experiment from one that is running beside it.
    [[nodiscard]] static QString processOwner();
    /// True when @p owner names a live process of this machine, or a process of another machine
    /// (which cannot be checked); false for a gone process and for no owner (older rows).
    [[nodiscard]] static bool ownerIsAlive(const QString &owner);

private:
    [[nodiscard]] Result<QSqlDatabase> openConnection(const QString &name);
    [[nodiscard]] Result<QSqlDatabase> openSqlite(const QString &name);
    [[nodiscard]] Result<QSqlDatabase> openPostgres(const QString &name);
    [[nodiscard]] bool connectPostgres(QSqlDatabase &db);
    [[nodiscard]] Status migrateLocked(QSqlDatabase &handle);
    [[nodiscard]] Status migrate(QSqlDatabase &db);
    void forgetThread(QThread *thread);
    [[nodiscard]] Status transaction(QSqlDatabase &handle, const std::function<Status(QSqlDatabase &)> &work);
    [[nodiscard]] bool connectionLost(QSqlDatabase &handle) const;

    QString m_path;
    StoreLocation m_location;
    Status m_locationStatus = Ok{};
    QList<Migration> m_migrations;
    PasswordSource m_passwordSource;
    QString m_prefix;
    QMutex m_mutex;
    struct ThreadConnection
    {
        QString name;
        QMetaObject::Connection finishedWatch;
    };
    QHash<QThread *, ThreadConnection> m_connections;
    std::unique_ptr<Database> m_localStore;
    QString m_upgradeNote;
};

/// @p text as a bind value that is never SQL NULL: Qt binds a null QString as NULL, which the
/// schema's NOT NULL text columns refuse even where an empty string is meant.
[[nodiscard]] inline QString textValue(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

/// A Database error with the driver's text as detail, for any failed QSqlQuery or transaction.
[[nodiscard]] Error databaseError(const QString &message, const QString &driverText);

} // namespace Tunebench
