// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/experimentrepository.h"
#include "store/telemetrydetails.h"

#include "store/clockcolumns.h"
#include "store/database.h"
#include "store/sqldialect.h"
#include "store/summaryverdicts.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QUuid>
#include <QVariant>

#include <pwd.h>
#include <unistd.h>

#include <limits>

namespace Tunebench {

namespace {

QVariant timeValue(const QDateTime &time)
{
    return time.isValid() ? QVariant(time.toUTC().toString(Qt::ISODateWithMs)) : QVariant();
}

QDateTime timeFrom(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QVariant optionalValue(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

std::optional<double> optionalFrom(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

// A null QString binds as SQL NULL; NOT NULL text columns get '' instead.
QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

Error failed(const QSqlQuery &query, const QString &what)
{
    return databaseError(ExperimentRepository::tr("Could not %1 in the results database.").arg(what),
                         query.lastError().text());
}

// Runs a read on this thread's connection.
template<typename T, typename F>
Result<T> read(Database &database, F &&body)
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

const QString kRunColumns = QStringLiteral(
    "SELECT id, experiment_id, arm_id, idx, repetition, sweep_point, sweep_value, status, started_at, finished_at,"
    " command_line, raw_output, error, rate, local_sd, remote_sd, live_sd_local, live_sd_remote, result, settings,"
    " client_clock_offset, client_clock_uncertainty, client_clock_method,"
    " server_clock_offset, server_clock_uncertainty, server_clock_method FROM run");

RunRecord runFrom(const QSqlQuery &q)
{
    RunRecord run;
    run.id = q.value(0).toLongLong();
    run.experimentId = q.value(1).toLongLong();
    run.armId = q.value(2).toLongLong();
    run.index = q.value(3).toInt();
    run.repetition = q.value(4).toInt();
    run.sweepPoint = q.value(5).toInt();
    run.sweepValue = optionalFrom(q.value(6));
    run.status = q.value(7).toString();
    run.startedAt = timeFrom(q.value(8));
    run.finishedAt = timeFrom(q.value(9));
    run.commandLine = q.value(10).toString();
    run.rawOutput = q.value(11).toString();
    run.error = q.value(12).toString();
    run.rate = optionalFrom(q.value(13));
    run.localServiceDemand = optionalFrom(q.value(14));
    run.remoteServiceDemand = optionalFrom(q.value(15));
    run.liveServiceDemandLocal = optionalFrom(q.value(16));
    run.liveServiceDemandRemote = optionalFrom(q.value(17));
    run.result = q.value(18).toByteArray();
    run.settings = q.value(19).toByteArray();
    run.clientClock = clockOffsetFrom(q, 20);
    run.serverClock = clockOffsetFrom(q, 23);
    return run;
}

const QString kExperimentColumns =
    QStringLiteral("SELECT id, name, kind, spec, client_host, server_host, status, seed, mss, created_at, finished_at,"
                   " error, summary, run_by, run_on FROM experiment");

// An experiment's arm labels in order, joined by the unit separator (31).
QString armLabels(SqlBackend backend)
{
    if (backend == SqlBackend::Postgres)
        return QStringLiteral("SELECT string_agg(label, chr(31) ORDER BY idx) FROM arm WHERE experiment_id = e.id");
    return QStringLiteral("SELECT group_concat(label, char(31)) FROM (SELECT label FROM arm WHERE experiment_id = e.id ORDER BY idx)");
}

ExperimentRecord experimentFrom(const QSqlQuery &q)
{
    ExperimentRecord e;
    e.id = q.value(0).toLongLong();
    e.name = q.value(1).toString();
    e.kind = q.value(2).toString();
    e.spec = q.value(3).toByteArray();
    e.clientHost = q.value(4).toString();
    e.serverHost = q.value(5).toString();
    e.status = q.value(6).toString();
    e.seed = q.value(7).toULongLong();
    if (!q.value(8).isNull())
        e.mss = q.value(8).toInt();
    e.createdAt = timeFrom(q.value(9));
    e.finishedAt = timeFrom(q.value(10));
    e.error = q.value(11).toString();
    e.summary = q.value(12).toByteArray();
    e.runBy = q.value(13).toString();
    e.runOn = q.value(14).toString();
    return e;
}

} // namespace

Result<qint64> ExperimentRepository::create(ExperimentRecord &experiment, QList<ArmRecord> &arms)
{
    if (!experiment.createdAt.isValid())
        experiment.createdAt = QDateTime::currentDateTimeUtc();
    if (experiment.runBy.isEmpty() && experiment.runOn.isEmpty()) {
        experiment.runBy = currentUser();
        experiment.runOn = QSysInfo::machineHostName();
    }
    const Status written = m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO experiment (name, kind, spec, client_host, server_host, status, seed,"
                                     " mss, created_at, owner, uid, run_by, run_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        query.addBindValue(text(experiment.name));
        query.addBindValue(text(experiment.kind));
        query.addBindValue(QString::fromUtf8(experiment.spec));
        query.addBindValue(text(experiment.clientHost));
        query.addBindValue(text(experiment.serverHost));
        query.addBindValue(text(experiment.status));
        query.addBindValue(qint64(experiment.seed));
        query.addBindValue(experiment.mss ? QVariant(*experiment.mss) : QVariant());
        query.addBindValue(timeValue(experiment.createdAt));
        query.addBindValue(Database::processOwner());
        // Its identity in every store it is copied to (schema 7).
        query.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
        query.addBindValue(text(experiment.runBy));
        query.addBindValue(text(experiment.runOn));
        if (!query.exec())
            return failed(query, tr("store the experiment"));
        experiment.id = query.lastInsertId().toLongLong();
        query.prepare(QStringLiteral("INSERT INTO arm (experiment_id, idx, label, spec) VALUES (?, ?, ?, ?)"));
        for (ArmRecord &arm : arms) {
            query.addBindValue(experiment.id);
            query.addBindValue(arm.index);
            query.addBindValue(text(arm.label));
            query.addBindValue(QString::fromUtf8(arm.spec));
            if (!query.exec())
                return failed(query, tr("store the arm %1").arg(arm.label));
            arm.id = query.lastInsertId().toLongLong();
        }
        return Ok{};
    });
    if (!written)
        return written.error();
    return experiment.id;
}

Status ExperimentRepository::addRuns(QList<RunRecord> &runs)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO run (experiment_id, arm_id, idx, repetition, sweep_point, sweep_value,"
                                     " status) VALUES (?, ?, ?, ?, ?, ?, ?)"));
        for (RunRecord &run : runs) {
            query.addBindValue(run.experimentId);
            query.addBindValue(run.armId);
            query.addBindValue(run.index);
            query.addBindValue(run.repetition);
            query.addBindValue(run.sweepPoint);
            query.addBindValue(optionalValue(run.sweepValue));
            query.addBindValue(text(run.status));
            if (!query.exec())
                return failed(query, tr("store the planned runs"));
            run.id = query.lastInsertId().toLongLong();
        }
        return Ok{};
    });
}

Status ExperimentRepository::updateExperiment(const ExperimentRecord &e)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE experiment SET name = ?, status = ?, seed = ?, mss = ?, finished_at = ?,"
                                     " error = ?, summary = ?, verdicts = ?, spec = ? WHERE id = ?"));
        query.addBindValue(text(e.name));
        query.addBindValue(text(e.status));
        query.addBindValue(qint64(e.seed));
        query.addBindValue(e.mss ? QVariant(*e.mss) : QVariant());
        query.addBindValue(timeValue(e.finishedAt));
        query.addBindValue(textOrNull(e.error));
        query.addBindValue(e.summary.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(e.summary)));
        const QByteArray verdicts = e.summary.isEmpty() ? QByteArray() : SummaryVerdicts::compact(e.summary);
        query.addBindValue(verdicts.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(verdicts)));
        query.addBindValue(QString::fromUtf8(e.spec));
        query.addBindValue(e.id);
        if (!query.exec())
            return failed(query, tr("update the experiment"));
        return Ok{};
    });
}

Status ExperimentRepository::updateRun(const RunRecord &run)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE run SET status = ?, started_at = ?, finished_at = ?, command_line = ?,"
                                     " raw_output = ?, error = ?, rate = ?, local_sd = ?, remote_sd = ?, live_sd_local = ?,"
                                     " live_sd_remote = ?, result = ?, settings = ?, sweep_value = ?,"
                                     " client_clock_offset = ?, client_clock_uncertainty = ?, client_clock_method = ?,"
                                     " server_clock_offset = ?, server_clock_uncertainty = ?, server_clock_method = ?"
                                     " WHERE id = ?"));
        query.addBindValue(text(run.status));
        query.addBindValue(timeValue(run.startedAt));
        query.addBindValue(timeValue(run.finishedAt));
        query.addBindValue(text(run.commandLine));
        query.addBindValue(text(run.rawOutput));
        query.addBindValue(textOrNull(run.error));
        query.addBindValue(optionalValue(run.rate));
        query.addBindValue(optionalValue(run.localServiceDemand));
        query.addBindValue(optionalValue(run.remoteServiceDemand));
        query.addBindValue(optionalValue(run.liveServiceDemandLocal));
        query.addBindValue(optionalValue(run.liveServiceDemandRemote));
        query.addBindValue(run.result.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(run.result)));
        query.addBindValue(run.settings.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(run.settings)));
        query.addBindValue(optionalValue(run.sweepValue));
        bindClockOffset(query, run.clientClock);
        bindClockOffset(query, run.serverClock);
        query.addBindValue(run.id);
        if (!query.exec())
            return failed(query, tr("update run %1").arg(run.index + 1));
        return Ok{};
    });
}

Status ExperimentRepository::updateRunClockOffsets(
    qint64 runId, const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE run SET client_clock_offset = ?, client_clock_uncertainty = ?,"
                                     " client_clock_method = ?, server_clock_offset = ?, server_clock_uncertainty = ?,"
                                     " server_clock_method = ? WHERE id = ?"));
        bindClockOffset(query, client);
        bindClockOffset(query, server);
        query.addBindValue(runId);
        if (!query.exec())
            return failed(query, tr("store the clock offsets of a run"));
        return Ok{};
    });
}

Status ExperimentRepository::linkSnapshot(qint64 experimentId, const QString &role, const QString &phase,
                                          qint64 snapshotId)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO experiment_snapshot (experiment_id, role, phase, snapshot_id)"
                                     " VALUES (?, ?, ?, ?) ON CONFLICT (experiment_id, role, phase)"
                                     " DO UPDATE SET snapshot_id = excluded.snapshot_id"));
        query.addBindValue(experimentId);
        query.addBindValue(role);
        query.addBindValue(phase);
        query.addBindValue(snapshotId);
        if (!query.exec())
            return failed(query, tr("link the host snapshot"));
        return Ok{};
    });
}

Status ExperimentRepository::addArm(qint64 experimentId, ArmRecord &arm)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO arm (experiment_id, idx, label, spec) VALUES (?, ?, ?, ?)"));
        query.addBindValue(experimentId);
        query.addBindValue(arm.index);
        query.addBindValue(text(arm.label));
        query.addBindValue(QString::fromUtf8(arm.spec));
        if (!query.exec())
            return failed(query, tr("store the arm %1").arg(arm.label));
        arm.id = query.lastInsertId().toLongLong();
        return Ok{};
    });
}

Result<QList<ExperimentSnapshotLink>> ExperimentRepository::snapshotLinks(qint64 experimentId)
{
    return read<QList<ExperimentSnapshotLink>>(m_database, [&](QSqlDatabase &db) -> Result<QList<ExperimentSnapshotLink>> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT role, phase, snapshot_id FROM experiment_snapshot WHERE experiment_id = ?"
                                     " ORDER BY role, phase DESC"));
        query.addBindValue(experimentId);
        if (!query.exec())
            return failed(query, tr("read the experiment's host snapshots"));
        QList<ExperimentSnapshotLink> links;
        while (query.next())
            links << ExperimentSnapshotLink{query.value(0).toString(), query.value(1).toString(),
                                            query.value(2).toLongLong()};
        return links;
    });
}

Status ExperimentRepository::appendInterim(qint64 runId, const QList<InterimSampleRow> &rows)
{
    if (rows.isEmpty())
        return Ok{};
    // PostgreSQL refuses an upsert that meets the same key twice in one statement; a resent
    // sample replaces the earlier one, as single-row upserts in order would have it.
    QList<InterimSampleRow> unique;
    unique.reserve(rows.size());
    QHash<int, qsizetype> bySeq;
    for (const InterimSampleRow &row : rows) {
        if (auto found = bySeq.constFind(row.seq); found != bySeq.constEnd())
            unique[*found] = row;
        else {
            bySeq.insert(row.seq, unique.size());
            unique.append(row);
        }
    }
    return m_database.write([&](QSqlDatabase &db) -> Status {
        const int chunk = multiRowInsertRows(m_database.backend(), 5);
        QSqlQuery query(db);
        qsizetype prepared = 0;
        for (qsizetype first = 0; first < unique.size(); first += chunk) {
            const qsizetype count = std::min<qsizetype>(chunk, unique.size() - first);
            if (count != prepared) {
                query.prepare(multiRowInsert(
                    QStringLiteral("INSERT INTO interim_sample (run_id, seq, t_end, interval, value)"), 5, int(count),
                    QStringLiteral("ON CONFLICT (run_id, seq) DO UPDATE SET t_end = excluded.t_end,"
                                   " interval = excluded.interval, value = excluded.value")));
                prepared = count;
            }
            for (qsizetype i = first; i < first + count; ++i) {
                query.addBindValue(runId);
                query.addBindValue(unique[i].seq);
                query.addBindValue(unique[i].endTime);
                query.addBindValue(unique[i].interval);
                query.addBindValue(unique[i].value);
            }
            if (!query.exec())
                return failed(query, tr("store interim samples"));
        }
        return Ok{};
    });
}

Status ExperimentRepository::appendTelemetry(qint64 runId, const QList<TelemetrySampleRow> &rows)
{
    if (rows.isEmpty())
        return Ok{};
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO telemetry_sample (run_id, role, seq, t_start, t_end, cpu, busy_us, interrupts,"
            " context_switches, softirqs, rx_pps, tx_pps, service_demand, per_cpu, tcp_retrans, bound_cpu,"
            " bound_cpu_service_demand, driver_span) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            " ON CONFLICT (run_id, role, seq) DO UPDATE SET t_start = excluded.t_start, t_end = excluded.t_end,"
            " cpu = excluded.cpu, busy_us = excluded.busy_us, interrupts = excluded.interrupts,"
            " context_switches = excluded.context_switches, softirqs = excluded.softirqs, rx_pps = excluded.rx_pps,"
            " tx_pps = excluded.tx_pps, service_demand = excluded.service_demand, per_cpu = excluded.per_cpu,"
            " tcp_retrans = excluded.tcp_retrans, bound_cpu = excluded.bound_cpu,"
            " bound_cpu_service_demand = excluded.bound_cpu_service_demand, driver_span = excluded.driver_span"));
        for (const TelemetrySampleRow &row : rows) {
            for (const QVariant &value :
                 {QVariant(runId), QVariant(text(row.role)), QVariant(row.seq), QVariant(row.start), QVariant(row.end),
                  QVariant(row.cpu), QVariant(row.busyMicroseconds), QVariant(row.interrupts),
                  QVariant(row.contextSwitches), QVariant(row.softirqs), optionalValue(row.rxPackets),
                  optionalValue(row.txPackets), optionalValue(row.serviceDemand), textOrNull(row.perCpu),
                  optionalValue(row.tcpRetrans), row.boundCpu ? QVariant(*row.boundCpu) : QVariant(),
                  optionalValue(row.boundCpuServiceDemand), optionalValue(row.driverSpan)})
                query.addBindValue(value);
            if (!query.exec())
                return failed(query, tr("store telemetry samples"));
        }
        return TelemetryDetails::write(db, runId, rows);
    });
}

Result<QList<qint64>> ExperimentRepository::markInterrupted()
{
    QList<qint64> affected;
    const Status written = m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("SELECT id, owner FROM experiment WHERE status = 'running'")))
            return failed(query, tr("find interrupted experiments"));
        // Another process on this machine may be running its experiment right now.
        while (query.next())
            if (!Database::ownerIsAlive(query.value(1).toString()))
                affected << query.value(0).toLongLong();
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        for (qint64 id : std::as_const(affected)) {
            query.prepare(QStringLiteral("UPDATE run SET status = 'interrupted', finished_at = ?,"
                                         " error = 'Tunebench stopped while this run was in progress'"
                                         " WHERE status = 'running' AND experiment_id = ?"));
            query.addBindValue(now);
            query.addBindValue(id);
            if (!query.exec())
                return failed(query, tr("mark interrupted runs"));
            query.prepare(QStringLiteral("UPDATE experiment SET status = 'interrupted', finished_at = ? WHERE id = ?"));
            query.addBindValue(now);
            query.addBindValue(id);
            if (!query.exec())
                return failed(query, tr("mark interrupted experiments"));
        }
        return Ok{};
    });
    if (!written)
        return written.error();
    return affected;
}

Result<ExperimentRecord> ExperimentRepository::experiment(qint64 id)
{
    return read<ExperimentRecord>(m_database, [&](QSqlDatabase &db) -> Result<ExperimentRecord> {
        QSqlQuery query(db);
        query.prepare(kExperimentColumns + QStringLiteral(" WHERE id = ?"));
        query.addBindValue(id);
        if (!query.exec())
            return failed(query, tr("read experiment %1").arg(id));
        if (!query.next())
            return makeError(ErrorCode::NotFound, tr("There is no experiment %1 in the results database.").arg(id));
        return experimentFrom(query);
    });
}

Result<QList<ArmRecord>> ExperimentRepository::arms(qint64 experimentId)
{
    return read<QList<ArmRecord>>(m_database, [&](QSqlDatabase &db) -> Result<QList<ArmRecord>> {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT id, idx, label, spec FROM arm WHERE experiment_id = ? ORDER BY idx"));
        query.addBindValue(experimentId);
        if (!query.exec())
            return failed(query, tr("read the arms"));
        QList<ArmRecord> arms;
        while (query.next())
            arms << ArmRecord{query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toString(),
                              query.value(3).toByteArray()};
        return arms;
    });
}

Result<QList<RunRecord>> ExperimentRepository::runs(qint64 experimentId)
{
    return read<QList<RunRecord>>(m_database, [&](QSqlDatabase &db) -> Result<QList<RunRecord>> {
        QSqlQuery query(db);
        query.prepare(kRunColumns + QStringLiteral(" WHERE experiment_id = ? ORDER BY idx"));
        query.addBindValue(experimentId);
        if (!query.exec())
            return failed(query, tr("read the runs"));
        QList<RunRecord> runs;
        while (query.next())
            runs << runFrom(query);
        return runs;
    });
}

Result<QList<InterimSampleRow>> ExperimentRepository::interim(qint64 runId)
{
    return read<QList<InterimSampleRow>>(m_database, [&](QSqlDatabase &db) -> Result<QList<InterimSampleRow>> {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(QStringLiteral("SELECT seq, t_end, interval, value FROM interim_sample WHERE run_id = ? ORDER BY seq"));
        query.addBindValue(runId);
        if (!query.exec())
            return failed(query, tr("read interim samples"));
        QList<InterimSampleRow> rows;
        while (query.next())
            rows << InterimSampleRow{query.value(0).toInt(), query.value(1).toDouble(), query.value(2).toDouble(),
                                     query.value(3).toDouble()};
        return rows;
    });
}

Result<QList<TelemetrySampleRow>> ExperimentRepository::telemetry(qint64 runId)
{
    return read<QList<TelemetrySampleRow>>(m_database, [&](QSqlDatabase &db) -> Result<QList<TelemetrySampleRow>> {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(QStringLiteral("SELECT role, seq, t_start, t_end, cpu, busy_us, interrupts, context_switches,"
                                     " softirqs, rx_pps, tx_pps, service_demand, per_cpu, tcp_retrans, bound_cpu,"
                                     " bound_cpu_service_demand, driver_span FROM telemetry_sample"
                                     " WHERE run_id = ? ORDER BY role, seq"));
        query.addBindValue(runId);
        if (!query.exec())
            return failed(query, tr("read telemetry samples"));
        QList<TelemetrySampleRow> rows;
        while (query.next()) {
            TelemetrySampleRow row;
            row.role = query.value(0).toString();
            row.seq = query.value(1).toInt();
            row.start = query.value(2).toDouble();
            row.end = query.value(3).toDouble();
            row.cpu = query.value(4).toDouble();
            row.busyMicroseconds = query.value(5).toDouble();
            row.interrupts = query.value(6).toDouble();
            row.contextSwitches = query.value(7).toDouble();
            row.softirqs = query.value(8).toDouble();
            row.rxPackets = optionalFrom(query.value(9));
            row.txPackets = optionalFrom(query.value(10));
            row.serviceDemand = optionalFrom(query.value(11));
            row.perCpu = query.value(12).toString();
            row.tcpRetrans = optionalFrom(query.value(13));
            if (!query.value(14).isNull())
                row.boundCpu = query.value(14).toInt();
            row.boundCpuServiceDemand = optionalFrom(query.value(15));
            row.driverSpan = optionalFrom(query.value(16));
            rows << row;
        }
        if (const Status s = TelemetryDetails::read(db, runId, rows); !s)
            return s.error();
        return rows;
    });
}

Result<QList<ExperimentListEntry>> ExperimentRepository::list(const ExperimentFilter &filter, int limit, int offset)
{
    return read<QList<ExperimentListEntry>>(m_database, [&](QSqlDatabase &db) -> Result<QList<ExperimentListEntry>> {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        // Arm labels and run counts come from correlated subqueries: with the indexes on
        // arm(experiment_id, idx) and run(experiment_id, idx) each costs a short range scan.
        QString sql = QStringLiteral(
            "SELECT e.id, e.name, e.kind, e.status, e.created_at, e.client_host, e.server_host, (%1),"
            " (SELECT count(*) FROM run WHERE experiment_id = e.id), coalesce(e.verdicts, e.summary), e.run_by, e.run_on"
            " FROM experiment e")
                          .arg(armLabels(m_database.backend()));
        QStringList conditions;
        QVariantList values;
        // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not. The
        // escape is '!', not a backslash, which Qt's placeholder parser takes for a quote escape.
        if (!filter.search.isEmpty()) {
            conditions << QStringLiteral("(lower(e.name) LIKE lower(?) ESCAPE '!' OR lower(e.client_host) LIKE lower(?) ESCAPE '!'"
                                         " OR lower(e.server_host) LIKE lower(?) ESCAPE '!'"
                                         " OR EXISTS (SELECT 1 FROM arm WHERE experiment_id = e.id AND lower(label) LIKE lower(?) ESCAPE '!'))");
            QString pattern = filter.search;
            pattern.replace(QLatin1Char('!'), QLatin1String("!!"))
                .replace(QLatin1Char('%'), QLatin1String("!%"))
                .replace(QLatin1Char('_'), QLatin1String("!_"));
            const QString like = QLatin1Char('%') + pattern + QLatin1Char('%');
            for (int i = 0; i < 4; ++i)
                values << like;
        }
        if (!filter.runBy.isEmpty()) {
            conditions << QStringLiteral("e.run_by = ?");
            values << filter.runBy;
        }
        if (!filter.runOn.isEmpty()) {
            conditions << QStringLiteral("e.run_on = ?");
            values << filter.runOn;
        }
        if (!conditions.isEmpty())
            sql += QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
        sql += QStringLiteral(" ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?");
        query.prepare(sql);
        for (const QVariant &value : std::as_const(values))
            query.addBindValue(value);
        // A negative limit means all rows; PostgreSQL refuses one, so it becomes the largest.
        query.addBindValue(limit < 0 ? std::numeric_limits<qint64>::max() : qint64(limit));
        query.addBindValue(offset);
        if (!query.exec())
            return failed(query, tr("list the experiments"));
        QList<ExperimentListEntry> entries;
        while (query.next()) {
            ExperimentListEntry entry;
            entry.id = query.value(0).toLongLong();
            entry.name = query.value(1).toString();
            entry.kind = query.value(2).toString();
            entry.status = query.value(3).toString();
            entry.createdAt = timeFrom(query.value(4));
            entry.clientHost = query.value(5).toString();
            entry.serverHost = query.value(6).toString();
            entry.arms = query.value(7).toString().split(QChar(31), Qt::SkipEmptyParts);
            entry.runs = query.value(8).toInt();
            entry.verdicts = query.value(9).toByteArray();
            entry.runBy = query.value(10).toString();
            entry.runOn = query.value(11).toString();
            entries << entry;
        }
        return entries;
    });
}

QString ExperimentRepository::currentUser()
{
    // The login name, as `id -un` would say; a service without a passwd entry keeps its uid.
    if (const passwd *entry = getpwuid(geteuid()); entry && entry->pw_name)
        return QString::fromLocal8Bit(entry->pw_name);
    for (const char *name : {"USER", "LOGNAME"})
        if (const QString value = qEnvironmentVariable(name); !value.isEmpty())
            return value;
    return QString::number(geteuid());
}

Result<int> ExperimentRepository::count()
{
    return read<int>(m_database, [&](QSqlDatabase &db) -> Result<int> {
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("SELECT count(*) FROM experiment")) || !query.next())
            return failed(query, tr("count the experiments"));
        return query.value(0).toInt();
    });
}

Status ExperimentRepository::remove(qint64 experimentId)
{
    return m_database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("DELETE FROM experiment WHERE id = ?"));
        query.addBindValue(experimentId);
        if (!query.exec())
            return failed(query, tr("delete experiment %1").arg(experimentId));
        if (query.numRowsAffected() == 0)
            return makeError(ErrorCode::NotFound, tr("There is no experiment %1 in the results database.").arg(experimentId));
        return Ok{};
    });
}

} // namespace Tunebench
