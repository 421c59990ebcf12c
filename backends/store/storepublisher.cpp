// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/storepublisher.h"

#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/storecopy.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Tunebench {

StorePublisher::StorePublisher(Database &team) : m_team(team), m_local(team.localStore()) { }

Status StorePublisher::markPending(qint64 localId)
{
    return m_local.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE experiment SET publish_to = ? WHERE id = ?"));
        query.addBindValue(m_team.path());
        query.addBindValue(localId);
        if (!query.exec())
            return databaseError(tr("Cannot note experiment %1 for the team store.").arg(localId), query.lastError().text());
        return Ok{};
    });
}

Result<PublishedExperiment> StorePublisher::publish(qint64 localId)
{
    auto copied = StoreCopier(m_local, m_team).copyOne(localId);
    if (!copied)
        return copied.error();
    // The team store has it now (a failure below leaves it waiting here, and the next try finds it
    // there and only deletes it here).
    if (Status removed = ExperimentRepository(m_local).remove(localId); !removed)
        return removed.error();
    return PublishedExperiment{localId, copied->targetId, copied->name, copied->rows};
}

Result<QList<PublishedExperiment>> StorePublisher::publishPending()
{
    // An experiment whose process died while it ran is published as interrupted.
    if (auto marked = ExperimentRepository(m_local).markInterrupted(); !marked)
        return marked.error();
    QList<qint64> waiting;
    {
        auto db = m_local.connection();
        if (!db)
            return db.error();
        QSqlQuery query(db.value());
        query.prepare(QStringLiteral("SELECT id, owner FROM experiment WHERE publish_to = ?"
                                     " AND status NOT IN ('pending', 'running') ORDER BY id"));
        query.addBindValue(m_team.path());
        if (!query.exec())
            return databaseError(tr("Cannot list the experiments waiting for the team store."), query.lastError().text());
        // One that has just ended in another process is that process's to publish.
        while (query.next()) {
            const QString owner = query.value(1).toString();
            if (owner == Database::processOwner() || !Database::ownerIsAlive(owner))
                waiting << query.value(0).toLongLong();
        }
    }
    QList<PublishedExperiment> published;
    for (const qint64 id : std::as_const(waiting)) {
        auto one = publish(id);
        if (!one)
            return one.error();
        published << one.value();
    }
    return published;
}

EndPublication StorePublisher::publishEnded(qint64 localId)
{
    auto published = publish(localId);
    if (!published)
        return EndPublication{localId, false, {keptLocally(localId, published.error())}};
    EndPublication done{published->teamId, true, {}};
    if (auto earlier = publishPending()) {
        for (const PublishedExperiment &one : earlier.value())
            done.sentences << tr("Experiment %1 (%2), kept on this machine earlier, is published to %3 as experiment %4.")
                                  .arg(one.localId)
                                  .arg(one.name, m_team.path())
                                  .arg(one.teamId);
    }
    return done;
}

int StorePublisher::pendingCount()
{
    auto db = m_local.connection();
    if (!db)
        return 0;
    QSqlQuery query(db.value());
    query.prepare(QStringLiteral("SELECT count(*) FROM experiment WHERE publish_to = ?"));
    query.addBindValue(m_team.path());
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

QString StorePublisher::keptLocally(qint64 localId, const Error &why) const
{
    return tr("Experiment %1 is kept on this machine in %2: the team store %3 could not take it (%4). Tunebench "
              "publishes it the next time it opens that store; to publish it now: tunebench-cli --db '%3' db publish")
        .arg(localId)
        .arg(m_local.path(), m_team.path(), why.message);
}

} // namespace Tunebench
