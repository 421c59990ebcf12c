// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetryjson.h"

#include <QJsonArray>
#include <QMap>

#include <map>

namespace Tunebench::Cli {

namespace {

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// A time-weighted mean over the samples that had the value.
struct Mean
{
    double sum = 0, weight = 0;
    void add(double value, double seconds) { sum += value * seconds, weight += seconds; }
    [[nodiscard]] QJsonValue json() const { return weight > 0 ? QJsonValue(sum / weight) : QJsonValue(); }
};

struct CpuSummary
{
    Mean user, system, softirq, irq, idle, netRx, netTx, nicInterrupts;
    QJsonArray series;
};

QJsonObject cpuJson(int cpu, const CpuSummary &s)
{
    return {{QStringLiteral("cpu"), cpu}, {QStringLiteral("user"), s.user.json()}, {QStringLiteral("system"), s.system.json()},
            {QStringLiteral("softirq"), s.softirq.json()}, {QStringLiteral("irq"), s.irq.json()},
            {QStringLiteral("idle"), s.idle.json()}, {QStringLiteral("netRxPerSecond"), s.netRx.json()},
            {QStringLiteral("netTxPerSecond"), s.netTx.json()},
            {QStringLiteral("nicInterruptsPerSecond"), s.nicInterrupts.json()},
            {QStringLiteral("seriesColumns"),
             QJsonArray{QStringLiteral("tEnd"), QStringLiteral("user"), QStringLiteral("system"), QStringLiteral("softirq"),
                        QStringLiteral("irq"), QStringLiteral("idle"), QStringLiteral("netRx"), QStringLiteral("netTx"),
                        QStringLiteral("nicInterrupts")}},
            {QStringLiteral("series"), s.series}};
}

QJsonObject hostJson(const QList<const TelemetrySampleRow *> &rows)
{
    std::map<int, CpuSummary> cpus;
    QMap<QString, Mean> nic, driver, queues;
    Mean retrans, sampleTime, driverTime, bound;
    double boundTransactions = 0, boundBusy = 0;
    std::optional<int> boundCpu;
    QStringList resets;
    for (const TelemetrySampleRow *row : rows) {
        const double seconds = std::max(0.0, row->end - row->start);
        sampleTime.add(0, seconds);
        for (const TelemetryCpuRow &c : row->cpus) {
            CpuSummary &s = cpus[c.cpu];
            s.user.add(c.user, seconds), s.system.add(c.system, seconds), s.softirq.add(c.softirq, seconds);
            s.irq.add(c.irq, seconds), s.idle.add(c.idle, seconds);
            if (c.netRx)
                s.netRx.add(*c.netRx, seconds);
            if (c.netTx)
                s.netTx.add(*c.netTx, seconds);
            if (c.nicInterrupts)
                s.nicInterrupts.add(*c.nicInterrupts, seconds);
            s.series << QJsonArray{row->end, c.user, c.system, c.softirq, c.irq, c.idle, optional(c.netRx),
                                   optional(c.netTx), optional(c.nicInterrupts)};
        }
        for (auto it = row->nicCounters.cbegin(); it != row->nicCounters.cend(); ++it)
            nic[it.key()].sum += *it * seconds;
        for (auto it = row->queueInterrupts.cbegin(); it != row->queueInterrupts.cend(); ++it)
            queues[it.key()].sum += *it * seconds;
        if (row->driverSpan) {
            driverTime.add(0, *row->driverSpan);
            for (auto it = row->driverCounters.cbegin(); it != row->driverCounters.cend(); ++it)
                driver[it.key()].sum += *it * *row->driverSpan;
        }
        if (row->tcpRetrans)
            retrans.add(*row->tcpRetrans, seconds);
        for (const QString &name : row->counterResets)
            if (!resets.contains(name))
                resets << name;
        // The whole run's bound-CPU demand: all its busy time over all transactions, not a mean of ratios.
        if (row->boundCpu && row->boundCpuServiceDemand && *row->boundCpuServiceDemand > 0) {
            boundCpu = row->boundCpu;
            for (const TelemetryCpuRow &c : row->cpus) {
                if (c.cpu == *row->boundCpu) {
                    boundBusy += c.busyMicroseconds;
                    boundTransactions += c.busyMicroseconds / *row->boundCpuServiceDemand;
                }
            }
        }
    }
    QJsonArray perCpu;
    for (const auto &[cpu, summary] : cpus)
        perCpu << cpuJson(cpu, summary);
    // A counter that did not move in a sample has no row there: it counts as zero over that time.
    QJsonObject counters;
    for (auto it = driver.cbegin(); it != driver.cend(); ++it)
        counters.insert(it.key(), it->sum / driverTime.weight);
    for (auto it = nic.cbegin(); it != nic.cend(); ++it)
        counters.insert(it.key(), it->sum / sampleTime.weight); // sysfs wins a shared name: read every sample
    QJsonObject queueJson;
    for (auto it = queues.cbegin(); it != queues.cend(); ++it)
        queueJson.insert(it.key(), it->sum / sampleTime.weight);
    QJsonObject host{{QStringLiteral("samples"), int(rows.size())}, {QStringLiteral("perCpu"), perCpu},
                     {QStringLiteral("nicCounters"), counters}, {QStringLiteral("queueInterrupts"), queueJson},
                     {QStringLiteral("tcpRetransPerSecond"), retrans.json()},
                     {QStringLiteral("counterResets"), QJsonArray::fromStringList(resets)}};
    if (boundCpu) {
        host.insert(QStringLiteral("boundCpu"), *boundCpu);
        host.insert(QStringLiteral("boundCpuServiceDemand"),
                    boundTransactions > 0 ? QJsonValue(boundBusy / boundTransactions) : QJsonValue());
    }
    return host;
}

} // namespace

QJsonObject runTelemetryJson(const QList<TelemetrySampleRow> &rows)
{
    QJsonObject out;
    for (const char *role : {"client", "server"}) {
        QList<const TelemetrySampleRow *> mine;
        for (const TelemetrySampleRow &row : rows)
            if (row.role == QLatin1String(role))
                mine << &row;
        if (!mine.isEmpty())
            out.insert(QLatin1String(role), hostJson(mine));
    }
    return out;
}

} // namespace Tunebench::Cli
