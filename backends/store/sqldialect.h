// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where Tunebench's SQL differs between SQLite and PostgreSQL (issue 28). Everything else is
// written once, in SQL both engines run: upserts use `INSERT ... ON CONFLICT (key) DO UPDATE`
// (SQLite 3.24+), searches compare lower() of both sides instead of relying on SQLite's
// case-blind LIKE.

#include "core/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Tunebench {

enum class SqlBackend { Sqlite, Postgres };

/// Where a store lives: a SQLite file, or a PostgreSQL database named by libpq's URI form
/// `postgresql://user@host:port/dbname?host=/socket/dir&sslmode=...`.
struct StoreLocation
{
    SqlBackend backend = SqlBackend::Sqlite;
    QString path; ///< The SQLite file, or the URI as given (it never holds a password).
    QString host; ///< A host name, or a socket directory (starts with '/').
    int port = -1;
    QString databaseName;
    QString user;
    QStringList options; ///< libpq keywords other than the above, as key=value.
};

/// True when @p text is a PostgreSQL URI rather than a file path.
[[nodiscard]] bool isPostgresUri(const QString &text);

/// Parses @p text as a file path or a PostgreSQL URI. A URI with a password is refused: the
/// password belongs in ~/.pgpass or PGPASSWORD, which libpq reads itself, so that it never ends
/// up in settings, logs or error messages.
[[nodiscard]] Result<StoreLocation> parseStoreLocation(const QString &text);

/// @p statement of a migration as @p backend runs it. Migrations are written in SQLite's words;
/// on PostgreSQL, in CREATE and ALTER statements only: `id INTEGER PRIMARY KEY [AUTOINCREMENT]` becomes a
/// BIGINT identity column, INTEGER becomes BIGINT (SQLite's integers are 64-bit), REAL becomes
/// DOUBLE PRECISION (PostgreSQL's REAL is 4 bytes), BLOB becomes BYTEA and WITHOUT ROWID is
/// dropped. Other statements must already be portable.
[[nodiscard]] QString migrationStatement(SqlBackend backend, const QString &statement);

/// `@p head VALUES (?, ...), (?, ...) ... @p tail` with @p rows groups of @p columns placeholders:
/// one statement, so one round trip to a PostgreSQL server, for many rows (each statement is a
/// round trip there, and single-row INSERTs of samples ran at a twelfth of COPY's speed).
[[nodiscard]] QString multiRowInsert(const QString &head, int columns, int rows, const QString &tail = {});
/// Rows per multi-row INSERT of @p columns columns on @p backend. PostgreSQL: far below its limit
/// of bound parameters (65535) and big enough that the round trip no longer counts. SQLite: one,
/// as a prepared statement run again costs no round trip, while Qt's driver looks every bound
/// value's name up among all of the statement's parameters (quadratic in their number: with 4,000
/// of them that lookup took 70% of the time).
[[nodiscard]] int multiRowInsertRows(SqlBackend backend, int columns);

} // namespace Tunebench
