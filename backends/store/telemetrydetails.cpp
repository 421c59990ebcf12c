// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/telemetrydetails.h"

#include "store/database.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Tunebench::TelemetryDetails {

namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

std::optional<double> optionalFrom(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

Error failed(const QSqlQuery &query, const QString &what)
{
    return databaseError(ExperimentRepository::tr("Could not %1 in the results database.").arg(what),
                         query.lastError().text());
}

bool exec(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec();
}

Status writeCounters(QSqlQuery &insert, qint64 runId, const TelemetrySampleRow &row)
{
    const auto one = [&](const char *kind, const QString &name, double rate, bool reset) {
        return exec(insert, {runId, row.role, row.seq, QLatin1String(kind), name, rate, reset ? 1 : 0});
    };
    for (auto it = row.nicCounters.cbegin(); it != row.nicCounters.cend(); ++it)
        if (!one("nic", it.key(), *it, row.counterResets.contains(it.key())))
            return failed(insert, ExperimentRepository::tr("store NIC counters"));
    for (auto it = row.driverCounters.cbegin(); it != row.driverCounters.cend(); ++it)
        if (!one("driver", it.key(), *it, row.counterResets.contains(it.key())))
            return failed(insert, ExperimentRepository::tr("store NIC counters"));
    for (auto it = row.queueInterrupts.cbegin(); it != row.queueInterrupts.cend(); ++it)
        if (!one("irq", it.key(), *it, false))
            return failed(insert, ExperimentRepository::tr("store NIC counters"));
    return Ok{};
}

} // namespace

Status write(QSqlDatabase &db, qint64 runId, const QList<TelemetrySampleRow> &rows)
{
    QSqlQuery clear(db), cpu(db), counter(db);
    // telemetry_sample rows are written with INSERT OR REPLACE; their details follow suit portably.
    const bool prepared =
        clear.prepare(QStringLiteral("DELETE FROM telemetry_cpu WHERE run_id = ? AND role = ? AND seq = ?"))
        && cpu.prepare(QStringLiteral("INSERT INTO telemetry_cpu (run_id, role, seq, cpu, user_pct, system_pct,"
                                      " softirq_pct, irq_pct, idle_pct, busy_us, net_rx, net_tx, nic_irqs)"
                                      " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"))
        && counter.prepare(QStringLiteral("INSERT INTO telemetry_counter (run_id, role, seq, kind, name, rate, was_reset)"
                                          " VALUES (?,?,?,?,?,?,?)"));
    if (!prepared)
        return failed(cpu, ExperimentRepository::tr("store per-CPU telemetry"));
    QSqlQuery clearCounters(db);
    if (!clearCounters.prepare(QStringLiteral("DELETE FROM telemetry_counter WHERE run_id = ? AND role = ? AND seq = ?")))
        return failed(clearCounters, ExperimentRepository::tr("store NIC counters"));
    for (const TelemetrySampleRow &row : rows) {
        if (!exec(clear, {runId, row.role, row.seq}) || !exec(clearCounters, {runId, row.role, row.seq}))
            return failed(clear, ExperimentRepository::tr("store per-CPU telemetry"));
        for (const TelemetryCpuRow &c : row.cpus) {
            if (!exec(cpu, {runId, row.role, row.seq, c.cpu, c.user, c.system, c.softirq, c.irq, c.idle,
                            c.busyMicroseconds, optional(c.netRx), optional(c.netTx), optional(c.nicInterrupts)}))
                return failed(cpu, ExperimentRepository::tr("store per-CPU telemetry"));
        }
        if (const Status s = writeCounters(counter, runId, row); !s)
            return s;
    }
    return Ok{};
}

Status read(QSqlDatabase &db, qint64 runId, QList<TelemetrySampleRow> &rows)
{
    QHash<QPair<QString, int>, qsizetype> index;
    for (qsizetype i = 0; i < rows.size(); ++i)
        index.insert({rows.at(i).role, rows.at(i).seq}, i);
    QSqlQuery cpu(db);
    cpu.setForwardOnly(true);
    cpu.prepare(QStringLiteral("SELECT role, seq, cpu, user_pct, system_pct, softirq_pct, irq_pct, idle_pct, busy_us,"
                               " net_rx, net_tx, nic_irqs FROM telemetry_cpu WHERE run_id = ? ORDER BY role, seq, cpu"));
    if (!exec(cpu, {runId}))
        return failed(cpu, ExperimentRepository::tr("read per-CPU telemetry"));
    while (cpu.next()) {
        const auto at = index.constFind({cpu.value(0).toString(), cpu.value(1).toInt()});
        if (at == index.cend())
            continue;
        rows[*at].cpus << TelemetryCpuRow{cpu.value(2).toInt(), cpu.value(3).toDouble(), cpu.value(4).toDouble(),
                                          cpu.value(5).toDouble(), cpu.value(6).toDouble(), cpu.value(7).toDouble(),
                                          cpu.value(8).toDouble(), optionalFrom(cpu.value(9)),
                                          optionalFrom(cpu.value(10)), optionalFrom(cpu.value(11))};
    }
    QSqlQuery counter(db);
    counter.setForwardOnly(true);
    counter.prepare(QStringLiteral("SELECT role, seq, kind, name, rate, was_reset FROM telemetry_counter"
                                   " WHERE run_id = ? ORDER BY role, seq, kind, name"));
    if (!exec(counter, {runId}))
        return failed(counter, ExperimentRepository::tr("read NIC counters"));
    while (counter.next()) {
        const auto at = index.constFind({counter.value(0).toString(), counter.value(1).toInt()});
        if (at == index.cend())
            continue;
        TelemetrySampleRow &row = rows[*at];
        const QString name = counter.value(3).toString();
        if (counter.value(2).toString() == QLatin1String("irq")) {
            row.queueInterrupts.insert(name, counter.value(4).toDouble());
            continue;
        }
        (counter.value(2).toString() == QLatin1String("driver") ? row.driverCounters : row.nicCounters)
            .insert(name, counter.value(4).toDouble());
        if (counter.value(5).toInt() != 0 && !row.counterResets.contains(name))
            row.counterResets << name;
    }
    return Ok{};
}

} // namespace Tunebench::TelemetryDetails
