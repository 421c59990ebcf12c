// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/storedtelemetry.h"

#include <QMap>

namespace Tunebench {

ExploreTelemetryPoint telemetryPoint(const TelemetrySampleRow &row, double origin)
{
    ExploreTelemetryPoint point;
    point.role = row.role == QLatin1String("client") ? HostRole::Client : HostRole::Server;
    point.start = row.start - origin;
    point.end = row.end - origin;
    point.cpu = row.cpu;
    point.busyMicroseconds = row.busyMicroseconds;
    point.interrupts = row.interrupts;
    point.contextSwitches = row.contextSwitches;
    point.serviceDemand = row.serviceDemand;
    // Per CPU and NIC counters are stored from schema 7 on; older rows have none.
    for (const TelemetryCpuRow &cpu : row.cpus)
        point.cpus << CpuInterval {cpu.cpu, cpu.user, cpu.system, cpu.softirq, cpu.irq, cpu.idle, 100.0 - cpu.idle,
                                   cpu.busyMicroseconds, cpu.netRx, cpu.netTx, cpu.nicInterrupts};
    point.nicCounters = row.nicCounters;
    point.driverCounters = row.driverCounters;
    point.queueInterrupts = row.queueInterrupts;
    point.tcpRetrans = row.tcpRetrans;
    point.boundCpu = row.boundCpu;
    point.boundCpuServiceDemand = row.boundCpuServiceDemand;
    return point;
}

QList<DetailSeries> detailSeries(const QList<ExploreTelemetryPoint> &points)
{
    QMap<QString, DetailSeries> series;
    for (const ExploreTelemetryPoint &point : points) {
        for (const DetailValue &detail : detailValues(point)) {
            DetailSeries &one = series[detail.metric];
            one.times << point.end;
            one.values << detail.value;
        }
    }
    QList<DetailSeries> result;
    result.reserve(series.size());
    for (auto it = series.begin(); it != series.end(); ++it) {
        it->metric = it.key();
        result << std::move(*it);
    }
    return result;
}

} // namespace Tunebench
