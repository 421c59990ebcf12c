// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/explorationrepository.h"

#include "store/clockcolumns.h"
#include "store/database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Tunebench {

namespace {

Error failed(const QSqlQuery &query, const QString &what)
{
    return databaseError(
        ExplorationRepository::tr("Could not %1 in the results database.").arg(what), query.lastError().text());
}

QVariant optionalValue(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant jsonValue(const QByteArray &json)
{
    return json.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(json));
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

template <typename T, typename F> Result<T> read(Database &database, F &&body)
{
    bool connected = false;
    Result<T> result = [&]() -> Result<T> {
        auto connection = database.connection();
        if (!connection)
            return connection.error();
        connected = true;
        QSqlDatabase db = connection.value();
        return body(db);
    }();
    if (!result && connected)
        database.readFailed(); // a server that went away is connected to again on the next read
    return result;
}

// The offset column is NOT NULL (schema 3): 0 with a null method when not measured.
Status writeClockOffsets(QSqlQuery &query, qint64 experimentId, const std::optional<ClockOffset> &client,
    const std::optional<ClockOffset> &server)
{
    query.prepare(QStringLiteral(
        "UPDATE exploration SET client_clock_offset = coalesce(?, 0), client_clock_uncertainty = ?,"
        " client_clock_method = ?, server_clock_offset = coalesce(?, 0), server_clock_uncertainty = ?,"
        " server_clock_method = ? WHERE experiment_id = ?"));
    bindClockOffset(query, client);
    bindClockOffset(query, server);
    query.addBindValue(experimentId);
    if (!query.exec())
        return failed(query, ExplorationRepository::tr("store the hosts' clock offsets"));
    return Ok {};
}

// Binds every value in order and runs the prepared statement.
Status execute(QSqlQuery &query, const QVariantList &values, const QString &what)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return failed(query, what);
    return Ok {};
}

} // namespace

Status ExplorationRepository::start(const ExplorationRecord &e)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO exploration (experiment_id, started_at, settle_seconds)"
                                     " VALUES (?, ?, ?)"));
        if (const Status s = execute(query, {e.experimentId, e.startedAt, e.settleSeconds}, tr("store the exploration")); !s)
            return s;
        return writeClockOffsets(query, e.experimentId, e.clientClock, e.serverClock);
    });
}

Status ExplorationRepository::addSegment(ExplorationSegmentRecord &segment)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO arm (experiment_id, idx, label, spec) VALUES (?, ?, ?, ?)"));
        if (Status s = execute(query,
                {segment.experimentId, segment.index, textValue(segment.label),
                    segment.armSpec.isEmpty() ? QStringLiteral("{}") : QString::fromUtf8(segment.armSpec)},
                tr("store segment %1").arg(segment.index + 1));
            !s)
            return s;
        segment.armId = query.lastInsertId().toLongLong();
        query.prepare(QStringLiteral("INSERT INTO exploration_segment (arm_id, experiment_id, idx, marker_seq, t_start,"
                                     " t_end, configuration, stats) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        return execute(query,
            {segment.armId, segment.experimentId, segment.index, segment.markerSeq, segment.start,
                optionalValue(segment.end),
                segment.configuration.isEmpty() ? QStringLiteral("{}") : QString::fromUtf8(segment.configuration),
                jsonValue(segment.stats)},
            tr("store segment %1").arg(segment.index + 1));
    });
}

Status ExplorationRepository::closeSegment(
    qint64 experimentId, int index, std::optional<double> end, const QByteArray &stats)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(
            QStringLiteral("UPDATE exploration_segment SET t_end = ?, stats = ? WHERE experiment_id = ? AND idx = ?"));
        return execute(
            query, {optionalValue(end), jsonValue(stats), experimentId, index}, tr("close segment %1").arg(index + 1));
    });
}

Status ExplorationRepository::addMarker(const ExplorationMarkerRecord &m)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO exploration_marker (experiment_id, seq, role, request, label, status, error, requested_at,"
            " write_started, t, wrote, changes, side_effects, segment_idx, journal_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        return execute(query,
            {m.experimentId, m.seq, m.role, textValue(m.request), textValue(m.label), m.status, textOrNull(m.error),
                m.requestedAt, m.writeStarted, m.at, int(m.wrote),
                m.changes.isEmpty() ? QStringLiteral("[]") : QString::fromUtf8(m.changes), jsonValue(m.sideEffects),
                m.segmentIndex ? QVariant(*m.segmentIndex) : QVariant(),
                m.journalId > 0 ? QVariant(m.journalId) : QVariant()},
            tr("store marker %1").arg(m.seq));
    });
}

Status ExplorationRepository::setMarkerSideEffects(qint64 experimentId, int seq, const QByteArray &sideEffects)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE exploration_marker SET side_effects = ? WHERE experiment_id = ? AND seq = ?"));
        if (const Status s = execute(query, {jsonValue(sideEffects), experimentId, seq}, tr("store marker %1").arg(seq)); !s)
            return s;
        if (query.numRowsAffected() != 1)
            return makeError(ErrorCode::NotFound, tr("Exploration %1 has no marker %2.").arg(experimentId).arg(seq));
        return Ok{};
    });
}

Status ExplorationRepository::updateClockOffsets(
    qint64 experimentId, const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        return writeClockOffsets(query, experimentId, client, server);
    });
}

Result<ExplorationRecord> ExplorationRepository::exploration(qint64 experimentId)
{
    return read<ExplorationRecord>(m_database, [&](QSqlDatabase &db) -> Result<ExplorationRecord> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT started_at, settle_seconds, client_clock_offset, client_clock_uncertainty,"
                                     " client_clock_method, server_clock_offset, server_clock_uncertainty,"
                                     " server_clock_method FROM exploration WHERE experiment_id = ?"));
        query.addBindValue(experimentId);
        if (!query.exec())
            return failed(query, tr("read exploration %1").arg(experimentId));
        if (!query.next())
            return makeError(ErrorCode::NotFound, tr("Experiment %1 is not an exploration.").arg(experimentId));
        return ExplorationRecord {experimentId, query.value(0).toDouble(), query.value(1).toDouble(),
            clockOffsetFrom(query, 2), clockOffsetFrom(query, 5)};
    });
}

Result<QList<ExplorationSegmentRecord>> ExplorationRepository::segments(qint64 experimentId)
{
    return read<QList<ExplorationSegmentRecord>>(
        m_database, [&](QSqlDatabase &db) -> Result<QList<ExplorationSegmentRecord>> {
            QSqlQuery query(db);
            query.prepare(
                QStringLiteral("SELECT s.arm_id, s.idx, s.marker_seq, a.label, s.t_start, s.t_end, s.configuration,"
                               " s.stats FROM exploration_segment s JOIN arm a ON a.id = s.arm_id"
                               " WHERE s.experiment_id = ? ORDER BY s.idx"));
            query.addBindValue(experimentId);
            if (!query.exec())
                return failed(query, tr("read the segments"));
            QList<ExplorationSegmentRecord> segments;
            while (query.next()) {
                ExplorationSegmentRecord s;
                s.armId = query.value(0).toLongLong();
                s.experimentId = experimentId;
                s.index = query.value(1).toInt();
                s.markerSeq = query.value(2).toInt();
                s.label = query.value(3).toString();
                s.start = query.value(4).toDouble();
                if (!query.value(5).isNull())
                    s.end = query.value(5).toDouble();
                s.configuration = query.value(6).toByteArray();
                s.stats = query.value(7).toByteArray();
                segments << s;
            }
            return segments;
        });
}

Result<QList<ExplorationMarkerRecord>> ExplorationRepository::markers(qint64 experimentId)
{
    return read<QList<ExplorationMarkerRecord>>(
        m_database, [&](QSqlDatabase &db) -> Result<QList<ExplorationMarkerRecord>> {
            QSqlQuery query(db);
            query.prepare(
                QStringLiteral("SELECT seq, role, request, label, status, error, requested_at, write_started, t,"
                               " wrote, changes, side_effects, segment_idx, journal_id FROM exploration_marker"
                               " WHERE experiment_id = ? ORDER BY seq"));
            query.addBindValue(experimentId);
            if (!query.exec())
                return failed(query, tr("read the markers"));
            QList<ExplorationMarkerRecord> markers;
            while (query.next()) {
                ExplorationMarkerRecord m;
                m.experimentId = experimentId;
                m.seq = query.value(0).toInt();
                m.role = query.value(1).toString();
                m.request = query.value(2).toString();
                m.label = query.value(3).toString();
                m.status = query.value(4).toString();
                m.error = query.value(5).toString();
                m.requestedAt = query.value(6).toDouble();
                m.writeStarted = query.value(7).toDouble();
                m.at = query.value(8).toDouble();
                m.wrote = query.value(9).toInt() != 0;
                m.changes = query.value(10).toByteArray();
                m.sideEffects = query.value(11).toByteArray();
                if (!query.value(12).isNull())
                    m.segmentIndex = query.value(12).toInt();
                m.journalId = query.value(13).toLongLong();
                markers << m;
            }
            return markers;
        });
}

} // namespace Tunebench
