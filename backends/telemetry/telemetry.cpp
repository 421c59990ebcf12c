// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetry.h"

#include <algorithm>

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
} // namespace

std::optional<double> serviceDemand(double busyCpuMicroseconds, double transactions)
{
    if (transactions <= 0)
        return std::nullopt;
    return busyCpuMicroseconds / transactions;
}

TelemetryInterval intervalBetween(const TelemetryReading &a, const TelemetryReading &b, double ticksPerSecond)
{
    TelemetryInterval interval;
    interval.start = a.time;
    interval.end = b.time;
    const double seconds = std::max(0.0, b.time - a.time);
    interval.cpuUtilisation = utilisation(a.all, b.all);
    const qsizetype cpus = std::min(a.perCpu.size(), b.perCpu.size());
    for (qsizetype i = 0; i < cpus; ++i)
        interval.perCpuUtilisation << utilisation(a.perCpu.at(i), b.perCpu.at(i));
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
