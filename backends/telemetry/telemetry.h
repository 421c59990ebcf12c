// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/procparsers.h"

#include <QList>
#include <QMap>
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
    std::uint64_t selfTicks = 0; ///< the sampler's own user+system CPU time, with its children's (ethtool -S)
    NetSoftirqs netSoftirqs; ///< /proc/softirqs NET_RX, NET_TX per CPU; no CPUs when not read
    QList<int> irqCpus; ///< the CPU columns of /proc/interrupts
    QList<IrqLine> nicIrqs; ///< the NIC's lines of /proc/interrupts; none for veth, bridges, lo
    QMap<QString, std::uint64_t> nicStatistics; ///< /sys/class/net/IF/statistics/*
    /// `ethtool -S IF`, read every few samples only (it is a fork): empty when not in this reading.
    QMap<QString, std::uint64_t> driverCounters;
    bool hasDriverCounters = false;
    std::optional<std::uint64_t> tcpRetransSegs; ///< /proc/net/snmp Tcp RetransSegs
};

/// One CPU over one interval: shares of its ticks in percent (they add up to 100 with steal and
/// nice, which count as user here), its busy time and its networking work.
struct CpuInterval
{
    int cpu = 0; ///< N of "cpuN"
    double user = 0, system = 0, softirq = 0, irq = 0, idle = 0; ///< percent; idle includes iowait
    double busy = 0; ///< percent: 100 - idle
    double busyMicroseconds = 0; ///< this CPU's busy time in the interval (netperf's rule, see intervalBetween)
    std::optional<double> netRxPerSecond, netTxPerSecond; ///< NET_RX / NET_TX softirqs
    std::optional<double> nicInterruptsPerSecond; ///< the NIC's IRQs taken on this CPU
};

/// A counter's growth between two readings, reading a decrease right.
struct CounterDelta
{
    double delta = 0;
    bool reset = false; ///< it went backwards: not a 32-bit wrap, so the driver reset it
};

/// @p a then @p b: a 32-bit counter that wrapped (a close to 2^32, b small) grew by the wrap; any
/// other decrease is a reset (driver reload, `ethtool -S` after ifdown), counted from zero: b.
[[nodiscard]] CounterDelta counterDelta(std::uint64_t a, std::uint64_t b);

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
    QList<CpuInterval> cpus; ///< one per CPU online at both ends, by CPU number
    /// NIC counters per second, /sys/class/net/IF/statistics: those that moved, and the pinned
    /// ones whether they moved or not.
    QMap<QString, double> nicCounters;
    /// The same of the driver's `ethtool -S` counters, only in intervals that end with a driver
    /// reading; their rates are over driverCountersSeconds, the span since the previous one.
    QMap<QString, double> driverCounters;
    std::optional<double> driverCountersSeconds;
    QStringList counterResets; ///< counters that went backwards in this interval
    QMap<QString, double> queueInterrupts; ///< the NIC's IRQs by name, per second (all CPUs)
    std::optional<double> tcpRetransPerSecond;

    [[nodiscard]] double duration() const { return end - start; }
};

/// Service demand in µs of CPU per transaction, as netperf defines S.dem (all CPUs counted).
/// Empty when there were no transactions.
[[nodiscard]] std::optional<double> serviceDemand(double busyCpuMicroseconds, double transactions);

/// The difference of two readings; @p ticksPerSecond is the host's CLK_TCK.
/// @p pinned counters are kept in nicCounters even when they did not move.
[[nodiscard]] TelemetryInterval intervalBetween(const TelemetryReading &a, const TelemetryReading &b,
                                                double ticksPerSecond, const QStringList &pinned = {});

/// Adds the rates of the counters in @p b that moved since @p a over @p seconds (and of the
/// @p pinned ones) to @p rates; those that went backwards to @p resets.
void addCounterRates(QMap<QString, double> &rates, QStringList &resets, const QMap<QString, std::uint64_t> &a,
                     const QMap<QString, std::uint64_t> &b, double seconds, const QStringList &pinned);

/// The busy time of CPU @p cpu among @p cpus (an interval's), µs; empty when the CPU was not sampled.
[[nodiscard]] std::optional<double> cpuBusyMicroseconds(const QList<CpuInterval> &cpus, int cpu);

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::TelemetryInterval)
