// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/procparsers.h"

namespace Tunebench::ProcParsers {

namespace {

std::optional<std::uint64_t> toU64(QStringView text)
{
    bool ok = false;
    const std::uint64_t value = text.toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

QList<QStringView> words(QStringView line)
{
    QList<QStringView> out;
    for (QStringView word : line.tokenize(QLatin1Char(' '), Qt::SkipEmptyParts))
        out << word.trimmed();
    return out;
}

// "134463489-edge", "2-edge", "30 Level" (GIC): the chip's hardware IRQ and trigger, not the name.
bool isHwirq(QStringView word)
{
    qsizetype digits = 0;
    while (digits < word.size() && word.at(digits).isDigit())
        ++digits;
    return digits > 0 && (digits == word.size() || word.at(digits) == QLatin1Char('-'));
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

} // namespace

QList<int> cpuHeader(const QString &line)
{
    QList<int> cpus;
    for (QStringView word : words(line)) {
        bool ok = false;
        const int n = word.startsWith(QLatin1String("CPU")) ? word.mid(3).toInt(&ok) : -1;
        if (!ok || n < 0)
            return {};
        cpus << n;
    }
    return cpus;
}

std::optional<NetSoftirqs> netSoftirqs(const QStringList &lines)
{
    NetSoftirqs out;
    bool rx = false, tx = false;
    for (const QString &line : lines) {
        if (out.cpus.isEmpty()) {
            out.cpus = cpuHeader(line);
            continue;
        }
        const QList<QStringView> w = words(line);
        if (w.isEmpty() || (w.first() != QLatin1String("NET_RX:") && w.first() != QLatin1String("NET_TX:")))
            continue;
        if (w.size() != out.cpus.size() + 1)
            return std::nullopt;
        QList<std::uint64_t> &counts = w.first() == QLatin1String("NET_RX:") ? out.netRx : out.netTx;
        for (qsizetype i = 1; i < w.size(); ++i) {
            const auto value = toU64(w.at(i));
            if (!value)
                return std::nullopt;
            counts << *value;
        }
        (w.first() == QLatin1String("NET_RX:") ? rx : tx) = true;
    }
    if (!rx || !tx)
        return std::nullopt;
    return out;
}

std::optional<IrqLine> interruptLine(const QString &line, qsizetype cpuCount)
{
    const QList<QStringView> w = words(line);
    if (w.size() < cpuCount + 2 || !w.first().endsWith(QLatin1Char(':')))
        return std::nullopt;
    IrqLine out;
    bool ok = false;
    out.irq = w.first().chopped(1).toInt(&ok);
    if (!ok)
        return std::nullopt; // NMI, LOC, ERR, …: not a device's IRQ
    for (qsizetype i = 1; i <= cpuCount; ++i) {
        const auto value = toU64(w.at(i));
        if (!value)
            return std::nullopt;
        out.perCpu << *value;
    }
    // After the counts: the chip, usually its hardware IRQ and trigger, then the name (which may
    // hold spaces: "PCIe PME, aerdrv"). Old kernels print "IO-APIC-edge eth0" without the middle.
    qsizetype first = cpuCount + 2;
    if (first < w.size() && isHwirq(w.at(first)))
        ++first;
    if (first < w.size() && (w.at(first) == QLatin1String("Level") || w.at(first) == QLatin1String("Edge")))
        ++first;
    if (first >= w.size())
        first = w.size() - 1;
    QStringList name;
    for (qsizetype i = first; i < w.size(); ++i)
        name << w.at(i).toString();
    out.name = name.join(QLatin1Char(' '));
    return out;
}

bool isNicIrq(const IrqLine &line, const QString &interfaceName, const QSet<int> &deviceIrqs)
{
    if (deviceIrqs.contains(line.irq))
        return true;
    if (interfaceName.isEmpty())
        return false;
    for (qsizetype at = line.name.indexOf(interfaceName); at >= 0; at = line.name.indexOf(interfaceName, at + 1)) {
        const qsizetype end = at + interfaceName.size();
        if ((at == 0 || !isWordChar(line.name.at(at - 1))) && (end == line.name.size() || !isWordChar(line.name.at(end))))
            return true;
    }
    return false;
}

QList<IrqLine> nicInterrupts(const QStringList &lines, const QString &interfaceName, const QSet<int> &deviceIrqs)
{
    QList<IrqLine> out;
    qsizetype cpus = -1;
    for (const QString &line : lines) {
        if (cpus < 0) {
            cpus = cpuHeader(line).size();
            if (cpus == 0)
                cpus = -1;
            continue;
        }
        if (const auto irq = interruptLine(line, cpus); irq && isNicIrq(*irq, interfaceName, deviceIrqs))
            out << *irq;
    }
    return out;
}

QList<std::pair<QString, std::uint64_t>> ethtoolStats(const QStringList &lines)
{
    QList<std::pair<QString, std::uint64_t>> out;
    for (const QString &line : lines) {
        const qsizetype colon = line.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        const QString name = line.left(colon).trimmed();
        const auto value = toU64(QStringView(line).mid(colon + 1).trimmed());
        if (name.isEmpty() || name.contains(QLatin1Char(' ')) || !value)
            continue;
        out.append({name, *value});
    }
    return out;
}

std::optional<std::uint64_t> snmpField(const QStringList &lines, const QString &protocol, const QString &field)
{
    const QString tag = protocol + QLatin1Char(':');
    qsizetype column = -1;
    for (const QString &line : lines) {
        const QList<QStringView> w = words(line);
        if (w.isEmpty() || w.first() != tag)
            continue;
        if (column < 0) {
            column = w.indexOf(QStringView(field));
            if (column < 0)
                return std::nullopt;
            continue;
        }
        // Tcp's MaxConn is -1: only the asked field must be a counter.
        return column < w.size() ? toU64(w.at(column)) : std::nullopt;
    }
    return std::nullopt;
}

QStringList withoutComments(const QString &text)
{
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1Char('#')) && !line.trimmed().isEmpty())
            out << line;
    return out;
}

} // namespace Tunebench::ProcParsers
