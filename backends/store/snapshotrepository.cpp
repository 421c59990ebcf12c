// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/snapshotrepository.h"

#include "store/database.h"

#include <QSqlError>
#include <QSqlQuery>

#include <limits>

namespace Tunebench {

namespace {

SnapshotRecord fromQuery(const QSqlQuery &query)
{
    SnapshotRecord record;
    record.id = query.value(0).toLongLong();
    record.host = query.value(1).toString();
    record.interfaceName = query.value(2).toString();
    record.takenAt = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
    record.content = query.value(4).toByteArray();
    return record;
}

} // namespace

Result<qint64> SnapshotRepository::insert(QSqlDatabase &db, const SnapshotRecord &snapshot)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO host_snapshot(host, interface, taken_at, content) VALUES (?, ?, ?, ?)"));
    query.addBindValue(textValue(snapshot.host));
    query.addBindValue(textValue(snapshot.interfaceName));
    query.addBindValue(textValue(snapshot.takenAt.toUTC().toString(Qt::ISODateWithMs)));
    query.addBindValue(QString::fromUtf8(snapshot.content));
    if (!query.exec())
        return databaseError(tr("Cannot store the snapshot of %1.").arg(snapshot.host), query.lastError().text());
    return query.lastInsertId().toLongLong();
}

Result<qint64> SnapshotRepository::save(const SnapshotRecord &snapshot)
{
    qint64 id = 0;
    const Status written = m_database.write([&](QSqlDatabase &db) -> Status {
        auto inserted = insert(db, snapshot);
        if (!inserted)
            return inserted.error();
        id = inserted.value();
        return Ok{};
    });
    if (!written)
        return written.error();
    return id;
}

Result<SnapshotRecord> SnapshotRepository::load(qint64 id)
{
    auto db = m_database.connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    query.prepare(QStringLiteral("SELECT id, host, interface, taken_at, content FROM host_snapshot WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return databaseError(tr("Cannot read snapshot %1.").arg(id), query.lastError().text());
    if (!query.next())
        return makeError(ErrorCode::NotFound, tr("There is no snapshot %1 in the database.").arg(id));
    return fromQuery(query);
}

Result<QList<SnapshotRecord>> SnapshotRepository::list(const QString &host, int limit)
{
    auto db = m_database.connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    query.prepare(QStringLiteral("SELECT id, host, interface, taken_at, content FROM host_snapshot")
                  + (host.isEmpty() ? QString() : QStringLiteral(" WHERE host = ?"))
                  + QStringLiteral(" ORDER BY id DESC LIMIT ?"));
    if (!host.isEmpty())
        query.addBindValue(host);
    // A negative limit means all rows; PostgreSQL refuses one, so it becomes the largest.
    query.addBindValue(limit < 0 ? std::numeric_limits<qint64>::max() : qint64(limit));
    if (!query.exec())
        return databaseError(tr("Cannot list snapshots."), query.lastError().text());
    QList<SnapshotRecord> records;
    while (query.next())
        records << fromQuery(query);
    return records;
}

} // namespace Tunebench
