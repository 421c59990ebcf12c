// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/tunablesjournalrepository.h"

#include "store/database.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Tunebench {

namespace {

QString timestamp(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

JournalChangeRecord::State stateFromName(const QString &name)
{
    if (name == QLatin1String("applied"))
        return JournalChangeRecord::State::Applied;
    if (name == QLatin1String("failed"))
        return JournalChangeRecord::State::Failed;
    if (name == QLatin1String("restored"))
        return JournalChangeRecord::State::Restored;
    return JournalChangeRecord::State::Pending;
}

const QString kJournalColumns =
    QStringLiteral("SELECT id, host, interface, platform, snapshot_id, state, opened_at, closed_at, owner, closed_by"
                   " FROM tunables_journal");

JournalRecord journalFromQuery(const QSqlQuery &query)
{
    JournalRecord record;
    record.id = query.value(0).toLongLong();
    record.host = query.value(1).toString();
    record.interfaceName = query.value(2).toString();
    record.platform = query.value(3).toString();
    record.snapshotId = query.value(4).toLongLong();
    record.open = query.value(5).toString() == QLatin1String("open");
    record.openedAt = QDateTime::fromString(query.value(6).toString(), Qt::ISODateWithMs);
    record.closedAt = QDateTime::fromString(query.value(7).toString(), Qt::ISODateWithMs);
    record.owner = query.value(8).toString();
    record.closedBy = query.value(9).toString();
    return record;
}

Status insertChanges(QSqlDatabase &db, qint64 journalId, const QList<JournalChangeRecord> &changes)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO tunables_journal_change"
                                 "(journal_id, seq, key, original, desired, state, applied, error)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const JournalChangeRecord &change : changes) {
        query.addBindValue(journalId);
        query.addBindValue(change.seq);
        query.addBindValue(textValue(change.key));
        query.addBindValue(textValue(change.original));
        query.addBindValue(textValue(change.desired));
        query.addBindValue(TunablesJournalRepository::stateName(change.state));
        query.addBindValue(textValue(change.applied));
        query.addBindValue(textValue(change.error));
        if (!query.exec())
            return databaseError(TunablesJournalRepository::tr("Cannot journal the change of %1.").arg(change.key),
                                 query.lastError().text());
    }
    return Ok{};
}

} // namespace

QString TunablesJournalRepository::stateName(JournalChangeRecord::State state)
{
    switch (state) {
    case JournalChangeRecord::State::Pending:
        return QStringLiteral("pending");
    case JournalChangeRecord::State::Applied:
        return QStringLiteral("applied");
    case JournalChangeRecord::State::Failed:
        return QStringLiteral("failed");
    case JournalChangeRecord::State::Restored:
        return QStringLiteral("restored");
    }
    return QStringLiteral("pending");
}

TunablesJournalRepository::TunablesJournalRepository(Database &database) : m_database(database.localStore()) { }

Result<SnapshotRecord> TunablesJournalRepository::snapshot(qint64 id)
{
    return SnapshotRepository(m_database).load(id);
}

Result<qint64> TunablesJournalRepository::open(JournalRecord journal, const SnapshotRecord &snapshot)
{
    qint64 journalId = 0;
    const Status written = m_database.write([&](QSqlDatabase &db) -> Status {
        auto snapshotId = SnapshotRepository::insert(db, snapshot);
        if (!snapshotId)
            return snapshotId.error();
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO tunables_journal"
                                     "(host, interface, platform, snapshot_id, state, opened_at, owner)"
                                     " VALUES (?, ?, ?, ?, 'open', ?, ?)"));
        query.addBindValue(textValue(journal.host));
        query.addBindValue(textValue(journal.interfaceName));
        query.addBindValue(textValue(journal.platform));
        query.addBindValue(snapshotId.value());
        query.addBindValue(timestamp(journal.openedAt.isValid() ? journal.openedAt : QDateTime::currentDateTimeUtc()));
        query.addBindValue(textValue(journal.owner));
        if (!query.exec())
            return databaseError(tr("Cannot open a tunables journal for %1.").arg(journal.host),
                                 query.lastError().text());
        journalId = query.lastInsertId().toLongLong();
        return insertChanges(db, journalId, journal.changes);
    });
    if (!written)
        return written.error();
    return journalId;
}

Status TunablesJournalRepository::updateChange(qint64 journalId, const JournalChangeRecord &change)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE tunables_journal_change SET state = ?, applied = ?, error = ?"
                                     " WHERE journal_id = ? AND seq = ?"));
        query.addBindValue(stateName(change.state));
        query.addBindValue(textValue(change.applied));
        query.addBindValue(textValue(change.error));
        query.addBindValue(journalId);
        query.addBindValue(change.seq);
        if (!query.exec())
            return databaseError(tr("Cannot update the journal entry of %1.").arg(change.key), query.lastError().text());
        if (query.numRowsAffected() != 1)
            return makeError(ErrorCode::NotFound,
                             tr("Journal %1 has no change number %2.").arg(journalId).arg(change.seq));
        return Ok{};
    });
}

Status TunablesJournalRepository::close(qint64 journalId, const QString &closedBy)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE tunables_journal SET state = 'closed', closed_at = ?, closed_by = ? WHERE id = ?"));
        query.addBindValue(timestamp(QDateTime::currentDateTimeUtc()));
        query.addBindValue(closedBy.isEmpty() ? QVariant() : QVariant(closedBy));
        query.addBindValue(journalId);
        if (!query.exec())
            return databaseError(tr("Cannot close tunables journal %1.").arg(journalId), query.lastError().text());
        if (query.numRowsAffected() != 1)
            return makeError(ErrorCode::NotFound, tr("There is no tunables journal %1.").arg(journalId));
        return Ok{};
    });
}

Status TunablesJournalRepository::loadChanges(JournalRecord &journal)
{
    auto db = m_database.connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    query.prepare(QStringLiteral("SELECT seq, key, original, desired, state, applied, error"
                                 " FROM tunables_journal_change WHERE journal_id = ? ORDER BY seq"));
    query.addBindValue(journal.id);
    if (!query.exec())
        return databaseError(tr("Cannot read tunables journal %1.").arg(journal.id), query.lastError().text());
    while (query.next()) {
        JournalChangeRecord change;
        change.seq = query.value(0).toInt();
        change.key = query.value(1).toString();
        change.original = query.value(2).toString();
        change.desired = query.value(3).toString();
        change.state = stateFromName(query.value(4).toString());
        change.applied = query.value(5).toString();
        change.error = query.value(6).toString();
        journal.changes << change;
    }
    return Ok{};
}

Result<JournalRecord> TunablesJournalRepository::journal(qint64 id)
{
    auto db = m_database.connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    query.prepare(kJournalColumns + QStringLiteral(" WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return databaseError(tr("Cannot read tunables journal %1.").arg(id), query.lastError().text());
    if (!query.next())
        return makeError(ErrorCode::NotFound, tr("There is no tunables journal %1.").arg(id));
    JournalRecord record = journalFromQuery(query);
    if (Status loaded = loadChanges(record); !loaded)
        return loaded.error();
    return record;
}

Result<QList<JournalRecord>> TunablesJournalRepository::openJournals(const QString &host)
{
    auto db = m_database.connection();
    if (!db)
        return db.error();
    QSqlQuery query(db.value());
    query.prepare(kJournalColumns + QStringLiteral(" WHERE state = 'open'")
                  + (host.isEmpty() ? QString() : QStringLiteral(" AND host = ?")) + QStringLiteral(" ORDER BY id DESC"));
    if (!host.isEmpty())
        query.addBindValue(host);
    if (!query.exec())
        return databaseError(tr("Cannot list open tunables journals."), query.lastError().text());
    QList<JournalRecord> records;
    while (query.next())
        records << journalFromQuery(query);
    for (JournalRecord &record : records) {
        if (Status loaded = loadChanges(record); !loaded)
            return loaded.error();
    }
    return records;
}

} // namespace Tunebench
