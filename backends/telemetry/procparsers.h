// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <utility>

namespace Tunebench {

/// One line of /proc/interrupts: a numbered IRQ with one count per CPU column.
struct IrqLine
{
    int irq = -1;
    QList<std::uint64_t> perCpu; ///< in the order of the header's CPU columns
    QString name; ///< the handler's name, e.g. "i40e-enP1s15-TxRx-0", "mlx5_comp3@pci:0000:81:00.0"
};

/// NET_RX and NET_TX of /proc/softirqs, one count per CPU column.
struct NetSoftirqs
{
    QList<int> cpus; ///< the header's CPU numbers ("CPU0 CPU3" -> 0, 3: offline CPUs have no column)
    QList<std::uint64_t> netRx, netTx;
};

/// Parsers of the kernel's text files the telemetry sampler reads; pure functions, never throw.
/// Each takes the file's lines as the kernel prints them (a capture's '#' header lines are skipped).
namespace ProcParsers {

/// "           CPU0       CPU1" -> {0, 1}; empty when the line is not a CPU header.
[[nodiscard]] QList<int> cpuHeader(const QString &line);

/// /proc/softirqs: empty when the header or the NET_RX / NET_TX rows are missing or malformed.
[[nodiscard]] std::optional<NetSoftirqs> netSoftirqs(const QStringList &lines);

/// One numbered line of /proc/interrupts with @p cpuCount count columns; empty for the named
/// rows (NMI, LOC, …) and malformed lines.
[[nodiscard]] std::optional<IrqLine> interruptLine(const QString &line, qsizetype cpuCount);

/// Whether an IRQ belongs to the NIC @p interfaceName: its number is one of the device's
/// (@p deviceIrqs, from /sys/class/net/IF/device/msi_irqs, the way mlx5 or virtio queues are found,
/// whose names do not say the interface) or its name holds the interface's name as a word
/// ("i40e-enP1s15-TxRx-0", "eth0-TxRx-3", "enp2s0"). The sampler's shell applies the same rule.
[[nodiscard]] bool isNicIrq(const IrqLine &line, const QString &interfaceName, const QSet<int> &deviceIrqs);

/// The NIC's lines of a whole /proc/interrupts (header first). A NIC without IRQs of its own
/// (veth, a bridge, loopback) has none: the list is empty, not an error.
[[nodiscard]] QList<IrqLine> nicInterrupts(const QStringList &lines, const QString &interfaceName,
                                           const QSet<int> &deviceIrqs);

/// `ethtool -S IF`: "name: value" rows in the driver's order; the "NIC statistics:" title and
/// non-numeric rows are skipped.
[[nodiscard]] QList<std::pair<QString, std::uint64_t>> ethtoolStats(const QStringList &lines);

/// One field of /proc/net/snmp, e.g. ("Tcp", "RetransSegs"): the header row of @p protocol names
/// the columns of the value row that follows it.
[[nodiscard]] std::optional<std::uint64_t> snmpField(const QStringList &lines, const QString &protocol,
                                                     const QString &field);

/// The lines of a capture file without its '#' header.
[[nodiscard]] QStringList withoutComments(const QString &text);

} // namespace ProcParsers

} // namespace Tunebench
