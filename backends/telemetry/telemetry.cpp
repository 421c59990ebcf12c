// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetry.h"

#include <algorithm>
#include <limits>

namespace Tunebench {

namespace {
// Counters only grow; a wrap or a reset (CPU hotplug) must not produce negative rates.
double delta(std::uint64_t a, std::uint64_t b)
{
    return b >= a ? double(b - a) : 0.0;
}

double utilisation(const CpuTimes &a, const CpuTimes &b)
{
    const double total = delta(a.total(), b.total());
    return total > 0 ? 100.0 * delta(a.busy(), b.busy()) / total : 0.0;
}

std::optional<double> rate(const std::optional<std::uint64_t> &a, const std::optional<std::uint64_t> &b, double seconds)
{
    if (!a || !b || seconds <= 0)
        return std::nullopt;
    return delta(*a, *b) / seconds;
}

int cpuNumber(const QString &name)
{
    bool ok = false;
    const int n = name.mid(3).toInt(&ok);
    return ok ? n : -1;
}

double share(std::uint64_t a, std::uint64_t b, double total)
{
    return total > 0 ? 100.0 * delta(a, b) / total : 0.0;
}

CpuInterval cpuInterval(const CpuTimes &a, const CpuTimes &b, double seconds)
{
    CpuInterval cpu;
    cpu.cpu = cpuNumber(b.name);
    const double total = delta(a.total(), b.total());
    cpu.user = share(a.user + a.nice + a.steal, b.user + b.nice + b.steal, total);
    cpu.system = share(a.system, b.system, total);
    cpu.softirq = share(a.softirq, b.softirq, total);
    cpu.irq = share(a.irq, b.irq, total);
    cpu.idle = share(a.idle + a.iowait, b.idle + b.iowait, total);
    cpu.busy = utilisation(a, b);
    cpu.busyMicroseconds = cpu.busy / 100.0 * seconds * 1e6;
    return cpu;
}

// Per-CPU columns of two readings are matched by CPU number: a CPU going offline drops its column.
std::optional<double> columnRate(const QList<int> &cpusA, const QList<std::uint64_t> &a, const QList<int> &cpusB,
                                 const QList<std::uint64_t> &b, int cpu, double seconds)
{
    const qsizetype ia = cpusA.indexOf(cpu), ib = cpusB.indexOf(cpu);
    if (ia < 0 || ib < 0 || ia >= a.size() || ib >= b.size() || seconds <= 0)
        return std::nullopt;
    return counterDelta(a.at(ia), b.at(ib)).delta / seconds;
}

void addNetworkWork(TelemetryInterval &interval, const TelemetryReading &a, const TelemetryReading &b, double seconds)
{
    const bool irqs = !a.irqCpus.isEmpty() && !b.irqCpus.isEmpty();
    for (CpuInterval &cpu : interval.cpus) {
        const NetSoftirqs &sa = a.netSoftirqs, &sb = b.netSoftirqs;
        cpu.netRxPerSecond = columnRate(sa.cpus, sa.netRx, sb.cpus, sb.netRx, cpu.cpu, seconds);
        cpu.netTxPerSecond = columnRate(sa.cpus, sa.netTx, sb.cpus, sb.netTx, cpu.cpu, seconds);
        if (!irqs)
            continue;
        double sum = 0;
        bool any = false;
        for (const IrqLine &lineB : b.nicIrqs) {
            for (const IrqLine &lineA : a.nicIrqs) {
                if (lineA.irq != lineB.irq)
                    continue;
                if (auto r = columnRate(a.irqCpus, lineA.perCpu, b.irqCpus, lineB.perCpu, cpu.cpu, seconds)) {
                    sum += *r;
                    any = true;
                }
            }
        }
        // A NIC without IRQs (veth) has no per-CPU NIC interrupts, which is not zero of them.
        if (any)
            cpu.nicInterruptsPerSecond = sum;
    }
    if (seconds <= 0)
        return;
    for (const IrqLine &lineB : b.nicIrqs) {
        for (const IrqLine &lineA : a.nicIrqs) {
            if (lineA.irq != lineB.irq || lineA.perCpu.size() != lineB.perCpu.size())
                continue;
            double sum = 0;
            for (qsizetype i = 0; i < lineB.perCpu.size(); ++i)
                sum += counterDelta(lineA.perCpu.at(i), lineB.perCpu.at(i)).delta;
            interval.queueInterrupts.insert(lineB.name, sum / seconds);
        }
    }
}
} // namespace

CounterDelta counterDelta(std::uint64_t a, std::uint64_t b)
{
    if (b >= a)
        return {double(b - a), false};
    constexpr std::uint64_t wrap = std::uint64_t(std::numeric_limits<std::uint32_t>::max()) + 1;
    // A 32-bit counter (ethtool -S of some drivers, sysfs on 32-bit kernels) past half its range
    // that comes back small wrapped; everything else that goes backwards was reset.
    if (a < wrap && a >= wrap / 2 && b < wrap / 2)
        return {double(wrap - a + b), false};
    return {double(b), true};
}

void addCounterRates(QMap<QString, double> &rates, QStringList &resets, const QMap<QString, std::uint64_t> &a,
                     const QMap<QString, std::uint64_t> &b, double seconds, const QStringList &pinned)
{
    if (seconds <= 0)
        return;
    for (auto it = b.cbegin(); it != b.cend(); ++it) {
        const auto before = a.constFind(it.key());
        if (before == a.cend())
            continue;
        const CounterDelta d = counterDelta(*before, *it);
        if (d.reset)
            resets << it.key();
        if (d.delta != 0 || pinned.contains(it.key()))
            rates.insert(it.key(), d.delta / seconds);
    }
}

std::optional<double> cpuBusyMicroseconds(const QList<CpuInterval> &cpus, int cpu)
{
    for (const CpuInterval &c : cpus)
        if (c.cpu == cpu)
            return c.busyMicroseconds;
    return std::nullopt;
}

std::optional<double> serviceDemand(double busyCpuMicroseconds, double transactions)
{
    if (transactions <= 0)
        return std::nullopt;
    return busyCpuMicroseconds / transactions;
}

TelemetryInterval intervalBetween(const TelemetryReading &a, const TelemetryReading &b, double ticksPerSecond,
                                  const QStringList &pinned)
{
    TelemetryInterval interval;
    interval.start = a.time;
    interval.end = b.time;
    const double seconds = std::max(0.0, b.time - a.time);
    interval.cpuUtilisation = utilisation(a.all, b.all);
    const qsizetype cpus = std::min(a.perCpu.size(), b.perCpu.size());
    for (qsizetype i = 0; i < cpus; ++i)
        interval.perCpuUtilisation << utilisation(a.perCpu.at(i), b.perCpu.at(i));
    for (const CpuTimes &cpuB : b.perCpu) {
        const auto cpuA = std::find_if(a.perCpu.cbegin(), a.perCpu.cend(), [&](const CpuTimes &c) { return c.name == cpuB.name; });
        if (cpuA != a.perCpu.cend())
            interval.cpus << cpuInterval(*cpuA, cpuB, seconds);
    }
    addNetworkWork(interval, a, b, seconds);
    addCounterRates(interval.nicCounters, interval.counterResets, a.nicStatistics, b.nicStatistics, seconds, pinned);
    if (a.tcpRetransSegs && b.tcpRetransSegs && seconds > 0)
        interval.tcpRetransPerSecond = counterDelta(*a.tcpRetransSegs, *b.tcpRetransSegs).delta / seconds;
    // netperf's way (netcpu_procstat.c): the busy share of the ticks /proc/stat accounted, times
    // the wall time of every CPU. Counting busy ticks alone reads low where the kernel accounts
    // fewer ticks than elapse (virtual machines, tickless idle): 17% low on the test bed's VM.
    if (cpus > 0 && seconds > 0 && delta(a.all.total(), b.all.total()) > 0)
        interval.busyCpuMicroseconds = interval.cpuUtilisation / 100.0 * double(cpus) * seconds * 1e6;
    else if (ticksPerSecond > 0)
        interval.busyCpuMicroseconds = delta(a.all.busy(), b.all.busy()) / ticksPerSecond * 1e6;
    if (seconds > 0) {
        interval.interruptsPerSecond = delta(a.interrupts, b.interrupts) / seconds;
        interval.contextSwitchesPerSecond = delta(a.contextSwitches, b.contextSwitches) / seconds;
        interval.softirqsPerSecond = delta(a.softirqs, b.softirqs) / seconds;
        if (ticksPerSecond > 0)
            interval.samplerCpuPercent = 100.0 * delta(a.selfTicks, b.selfTicks) / ticksPerSecond / seconds;
    }
    interval.rxPacketsPerSecond = rate(a.rxPackets, b.rxPackets, seconds);
    interval.txPacketsPerSecond = rate(a.txPackets, b.txPackets, seconds);
    interval.rxBytesPerSecond = rate(a.rxBytes, b.rxBytes, seconds);
    interval.txBytesPerSecond = rate(a.txBytes, b.txBytes, seconds);
    return interval;
}

} // namespace Tunebench
