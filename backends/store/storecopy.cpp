// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/storecopy.h"

#include "store/database.h"
#include "store/pgcopy.h"
#include "store/sqldialect.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>

namespace Tunebench {

namespace {

using IdMap = QHash<qint64, qint64>;

// One table's share of an experiment: the rows @p where selects (each ? is the source experiment's
// id), in the order that keeps ids in the same order in the target.
struct TablePlan
{
    QString table;
    QString where;
    QHash<QString, const IdMap *> remap; ///< column -> source id to target id
    IdMap *ids = nullptr;                ///< set: the table's own id column is the target's to choose
};

Error copyError(const QString &what, const QSqlQuery &query)
{
    return databaseError(StoreCopier::tr("Cannot copy %1.").arg(what), query.lastError().text());
}

SqlBackend backendOf(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL") ? SqlBackend::Postgres : SqlBackend::Sqlite;
}

Status copyRows(QSqlDatabase &source, QSqlDatabase &target, const TablePlan &plan, qint64 experimentId, qint64 &rows)
{
    QSqlQuery select(source);
    select.setForwardOnly(true);
    select.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2").arg(plan.table, plan.where));
    for (qsizetype i = 0; i < plan.where.count(QLatin1Char('?')); ++i)
        select.addBindValue(experimentId);
    if (!select.exec())
        return copyError(plan.table, select);
    const QSqlRecord record = select.record();
    QStringList columns;
    QList<int> indices;
    for (int i = 0; i < record.count(); ++i) {
        if (plan.ids && record.fieldName(i) == QLatin1String("id"))
            continue;
        columns << record.fieldName(i);
        indices << i;
    }
    const auto remapped = [&](qsizetype c) -> Result<QVariant> {
        QVariant value = select.value(indices.at(c));
        if (const IdMap *map = plan.remap.value(columns.at(c)); map && !value.isNull()) {
            const auto found = map->constFind(value.toLongLong());
            if (found == map->cend())
                return makeError(ErrorCode::Database, StoreCopier::tr("Cannot copy %1: %2 %3 has no copy.")
                                                           .arg(plan.table, columns.at(c), value.toString()));
            value = *found;
        }
        return value;
    };
    // Samples into PostgreSQL go by COPY, at several times the speed of INSERTs through Qt's driver.
    if (!plan.ids && backendOf(target) == SqlBackend::Postgres) {
        return pgCopyIn(target, plan.table, columns, [&](QVariantList &row) -> Result<bool> {
            if (!select.next())
                return false;
            for (qsizetype c = 0; c < columns.size(); ++c) {
                auto value = remapped(c);
                if (!value)
                    return value.error();
                row << value.value();
            }
            ++rows;
            return true;
        });
    }
    const int idIndex = record.indexOf(QStringLiteral("id"));
    // Rows whose ids the target chooses go one by one (their new id is read back); samples go many
    // to a statement, since a statement is a round trip to a PostgreSQL server.
    const int chunk = plan.ids ? 1 : multiRowInsertRows(backendOf(target), int(columns.size()));
    const QString head = QStringLiteral("INSERT INTO %1 (%2)").arg(plan.table, columns.join(QLatin1String(", ")));
    QSqlQuery insert(target);
    QVariantList values;
    int waiting = 0;
    int prepared = 0;
    auto insertWaiting = [&]() -> Status {
        if (waiting == 0)
            return Ok{};
        if (waiting != prepared) {
            insert.prepare(multiRowInsert(head, int(columns.size()), waiting));
            prepared = waiting;
        }
        for (const QVariant &value : std::as_const(values))
            insert.addBindValue(value);
        if (!insert.exec())
            return copyError(plan.table, insert);
        values.clear();
        waiting = 0;
        return Ok{};
    };
    while (select.next()) {
        for (qsizetype c = 0; c < columns.size(); ++c) {
            auto value = remapped(c);
            if (!value)
                return value.error();
            values << value.value();
        }
        ++rows;
        if (++waiting < chunk)
            continue;
        if (Status inserted = insertWaiting(); !inserted)
            return inserted;
        if (plan.ids)
            plan.ids->insert(select.value(idIndex).toLongLong(), insert.lastInsertId().toLongLong());
    }
    return insertWaiting();
}

} // namespace

Migration experimentUidMigration()
{
    return Migration{
        8,
        QStringLiteral("experiment uid: an experiment's identity across stores"),
        {QStringLiteral("ALTER TABLE experiment ADD COLUMN uid TEXT"),
         QStringLiteral("CREATE UNIQUE INDEX experiment_uid ON experiment(uid)")},
    };
}

Result<CopyResult> StoreCopier::copyAll(const std::function<void(const CopyProgress &)> &progress)
{
    auto db = m_source.connection();
    if (!db)
        return db.error();
    QList<qint64> ids;
    {
        QSqlQuery query(db.value());
        // A running experiment is still being written; it is copied by the next copy after it ends.
        if (!query.exec(QStringLiteral("SELECT id FROM experiment WHERE status NOT IN ('pending', 'running') ORDER BY id")))
            return copyError(tr("the list of experiments"), query);
        while (query.next())
            ids << query.value(0).toLongLong();
    }
    CopyResult result;
    for (const qint64 id : std::as_const(ids)) {
        auto one = copyOne(id);
        if (!one)
            return one.error();
        ++result.experiments;
        one->copied ? ++result.copied : ++result.skipped;
        result.rows += one->rows;
        if (progress)
            progress(one.value());
    }
    return result;
}

Result<CopyProgress> StoreCopier::copyOne(qint64 sourceId)
{
    CopyProgress progress;
    progress.sourceId = sourceId;
    // An experiment from before schema 7 gets its uid in the source, so that copying it again
    // (or back) finds it.
    if (Status named = m_source.write([&](QSqlDatabase &db) -> Status {
            QSqlQuery query(db);
            query.prepare(QStringLiteral("UPDATE experiment SET uid = ? WHERE id = ? AND uid IS NULL"));
            query.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            query.addBindValue(sourceId);
            if (!query.exec())
                return copyError(tr("the experiment's identity"), query);
            query.prepare(QStringLiteral("SELECT uid, name FROM experiment WHERE id = ?"));
            query.addBindValue(sourceId);
            if (!query.exec() || !query.next())
                return copyError(tr("the experiment's identity"), query);
            progress.uid = query.value(0).toString();
            progress.name = query.value(1).toString();
            return Ok{};
        });
        !named)
        return named.error();
    auto source = m_source.connection();
    if (!source)
        return source.error();
    QSqlDatabase sourceDb = source.value();
    const Status written = m_target.write([&](QSqlDatabase &target) -> Status {
        QSqlQuery existing(target);
        existing.prepare(QStringLiteral("SELECT id FROM experiment WHERE uid = ?"));
        existing.addBindValue(progress.uid);
        if (!existing.exec())
            return copyError(tr("the experiment"), existing);
        if (existing.next()) {
            progress.targetId = existing.value(0).toLongLong();
            return Ok{};
        }
        IdMap experiments, arms, runs, snapshots, journals;
        const QString markerJournals = QStringLiteral("SELECT journal_id FROM exploration_marker WHERE experiment_id = ?");
        const QList<TablePlan> plans{
            {QStringLiteral("experiment"), QStringLiteral("id = ?"), {}, &experiments},
            {QStringLiteral("arm"), QStringLiteral("experiment_id = ? ORDER BY id"), {{QStringLiteral("experiment_id"), &experiments}}, &arms},
            {QStringLiteral("run"), QStringLiteral("experiment_id = ? ORDER BY id"),
             {{QStringLiteral("experiment_id"), &experiments}, {QStringLiteral("arm_id"), &arms}}, &runs},
            {QStringLiteral("interim_sample"), QStringLiteral("run_id IN (SELECT id FROM run WHERE experiment_id = ?) ORDER BY run_id, seq"),
             {{QStringLiteral("run_id"), &runs}}, nullptr},
            {QStringLiteral("telemetry_sample"),
             QStringLiteral("run_id IN (SELECT id FROM run WHERE experiment_id = ?) ORDER BY run_id, role, seq"),
             {{QStringLiteral("run_id"), &runs}}, nullptr},
            {QStringLiteral("telemetry_cpu"),
             QStringLiteral("run_id IN (SELECT id FROM run WHERE experiment_id = ?) ORDER BY run_id, role, seq, cpu"),
             {{QStringLiteral("run_id"), &runs}}, nullptr},
            {QStringLiteral("telemetry_counter"),
             QStringLiteral("run_id IN (SELECT id FROM run WHERE experiment_id = ?) ORDER BY run_id, role, seq, kind, name"),
             {{QStringLiteral("run_id"), &runs}}, nullptr},
            {QStringLiteral("host_snapshot"),
             QStringLiteral("id IN (SELECT snapshot_id FROM experiment_snapshot WHERE experiment_id = ?)"
                            " OR id IN (SELECT snapshot_id FROM tunables_journal WHERE id IN (%1)) ORDER BY id")
                 .arg(markerJournals),
             {}, &snapshots},
            {QStringLiteral("experiment_snapshot"), QStringLiteral("experiment_id = ? ORDER BY role, phase"),
             {{QStringLiteral("experiment_id"), &experiments}, {QStringLiteral("snapshot_id"), &snapshots}}, nullptr},
            {QStringLiteral("tunables_journal"), QStringLiteral("id IN (%1) ORDER BY id").arg(markerJournals),
             {{QStringLiteral("snapshot_id"), &snapshots}}, &journals},
            {QStringLiteral("tunables_journal_change"), QStringLiteral("journal_id IN (%1) ORDER BY journal_id, seq").arg(markerJournals),
             {{QStringLiteral("journal_id"), &journals}}, nullptr},
            {QStringLiteral("exploration"), QStringLiteral("experiment_id = ?"), {{QStringLiteral("experiment_id"), &experiments}}, nullptr},
            {QStringLiteral("exploration_segment"), QStringLiteral("experiment_id = ? ORDER BY idx"),
             {{QStringLiteral("experiment_id"), &experiments}, {QStringLiteral("arm_id"), &arms}}, nullptr},
            {QStringLiteral("exploration_marker"), QStringLiteral("experiment_id = ? ORDER BY seq"),
             {{QStringLiteral("experiment_id"), &experiments}, {QStringLiteral("journal_id"), &journals}}, nullptr},
        };
        for (const TablePlan &plan : plans) {
            if (Status copied = copyRows(sourceDb, target, plan, sourceId, progress.rows); !copied)
                return copied;
        }
        progress.targetId = experiments.value(sourceId);
        // The local store's note that it was still to be published (StorePublisher) is not the
        // copy's: in the target it is published.
        QSqlQuery published(target);
        published.prepare(QStringLiteral("UPDATE experiment SET publish_to = NULL WHERE id = ?"));
        published.addBindValue(progress.targetId);
        if (!published.exec())
            return copyError(tr("the experiment"), published);
        progress.copied = true;
        return Ok{};
    });
    if (!written)
        return written.error();
    return progress;
}

} // namespace Tunebench
