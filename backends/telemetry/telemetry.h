// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace Tunebench {

/// Cumulative CPU times of one /proc/stat line, in clock ticks.
struct CpuTimes
{
    QString name; ///< "cpu" (all CPUs) or "cpuN"
    std::uint64_t user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;

    [[nodiscard]] std::uint64_t busy() const { return user + nice + system + irq + softirq + steal; }
    [[nodiscard]] std::uint64_t total() const { return busy() + idle + iowait; }
};

/// One raw reading of a host's counters, as the remote sampler printed it.
struct TelemetryReading
{
    double time = 0; ///< seconds since the epoch on the sampled host
    CpuTimes all;
    QList<CpuTimes> perCpu;
    std::uint64_t interrupts = 0;
    std::uint64_t contextSwitches = 0;
    std::uint64_t softirqs = 0;
    std::optional<std::uint64_t> rxPackets, txPackets, rxBytes, txBytes;
    std::uint64_t selfTicks = 0; ///< the sampler's own user+system CPU time
};

/// Rates over one sampling interval: the difference of two readings.
struct TelemetryInterval
{
    double start = 0; ///< epoch seconds
    double end = 0;
    double cpuUtilisation = 0; ///< percent of all CPUs, 0..100
    QList<double> perCpuUtilisation;
    double busyCpuMicroseconds = 0; ///< summed over all CPUs: the numerator of service demand
    double interruptsPerSecond = 0;
    double contextSwitchesPerSecond = 0;
    double softirqsPerSecond = 0;
    std::optional<double> rxPacketsPerSecond, txPacketsPerSecond, rxBytesPerSecond, txBytesPerSecond;
    double samplerCpuPercent = 0; ///< the sampler's own cost, percent of one CPU

    [[nodiscard]] double duration() const { return end - start; }
};

/// Service demand in µs of CPU per transaction, as netperf defines S.dem (all CPUs counted).
/// Empty when there were no transactions.
[[nodiscard]] std::optional<double> serviceDemand(double busyCpuMicroseconds, double transactions);

/// The difference of two readings; @p ticksPerSecond is the host's CLK_TCK.
[[nodiscard]] TelemetryInterval intervalBetween(const TelemetryReading &a, const TelemetryReading &b,
                                                double ticksPerSecond);

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::TelemetryInterval)
