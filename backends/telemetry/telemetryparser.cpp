// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetryparser.h"

namespace Tunebench {

namespace {
bool toU64(const QString &text, std::uint64_t &out)
{
    bool ok = false;
    out = text.toULongLong(&ok);
    return ok;
}
} // namespace

// The kernel's files are passed through raw, each line behind a tag, and parsed by ProcParsers
// when the reading closes: the same code that the unit tests run on real captures.
bool TelemetryParser::collectRaw(const QString &line)
{
    const qsizetype space = line.indexOf(QLatin1Char(' '));
    const QStringView tag = QStringView(line).left(space < 0 ? line.size() : space);
    const QString rest = space < 0 ? QString() : line.mid(space + 1);
    if (tag == QLatin1String("sq"))
        m_softirqLines << rest;
    else if (tag == QLatin1String("iq"))
        m_irqLines << rest;
    else if (tag == QLatin1String("x"))
        m_ethtoolLines << rest;
    else if (tag == QLatin1String("X"))
        m_current.hasDriverCounters = true;
    else if (tag == QLatin1String("tcp"))
        m_snmpLines << rest;
    else
        return false;
    return true;
}

void TelemetryParser::finishRaw()
{
    if (!m_softirqLines.isEmpty()) {
        if (auto softirqs = ProcParsers::netSoftirqs(m_softirqLines))
            m_current.netSoftirqs = *softirqs;
        else
            ++m_skipped;
    }
    if (!m_irqLines.isEmpty()) {
        m_current.irqCpus = ProcParsers::cpuHeader(m_irqLines.constFirst());
        for (qsizetype i = 1; i < m_irqLines.size(); ++i) {
            if (auto irq = ProcParsers::interruptLine(m_irqLines.at(i), m_current.irqCpus.size()))
                m_current.nicIrqs << *irq;
            else
                ++m_skipped;
        }
    }
    for (const auto &[name, value] : ProcParsers::ethtoolStats(m_ethtoolLines))
        m_current.driverCounters.insert(name, value);
    if (!m_snmpLines.isEmpty())
        m_current.tcpRetransSegs = ProcParsers::snmpField(m_snmpLines, QStringLiteral("Tcp"), QStringLiteral("RetransSegs"));
    // The packet counters of the old "net" line come from the statistics when there is none.
    const auto stat = [this](const char *name) -> std::optional<std::uint64_t> {
        const auto it = m_current.nicStatistics.constFind(QLatin1String(name));
        return it == m_current.nicStatistics.cend() ? std::nullopt : std::optional(*it);
    };
    if (!m_current.rxPackets && !m_current.nicStatistics.isEmpty()) {
        m_current.rxPackets = stat("rx_packets");
        m_current.txPackets = stat("tx_packets");
        m_current.rxBytes = stat("rx_bytes");
        m_current.txBytes = stat("tx_bytes");
    }
    m_softirqLines.clear();
    m_irqLines.clear();
    m_ethtoolLines.clear();
    m_snmpLines.clear();
}

std::optional<TelemetryReading> TelemetryParser::feed(const QString &line)
{
    if (m_inReading && collectRaw(line))
        return std::nullopt;
    const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.isEmpty())
        return std::nullopt;
    const QString &tag = fields.constFirst();
    bool ok = true;
    if (tag == QLatin1String("H") && fields.size() >= 2) {
        const double hz = fields.at(1).toDouble(&ok);
        if (ok && hz > 0)
            m_ticksPerSecond = hz;
    } else if (tag == QLatin1String("B") && fields.size() == 3) {
        // "B <epoch> <uptime>": the stamps that follow are uptimes. A date without %N prints
        // "1795998092.N": its whole seconds still tie the two clocks within a second.
        QString epoch = fields.at(1);
        qsizetype digits = 0;
        while (digits < epoch.size() && (epoch.at(digits).isDigit() || epoch.at(digits) == QLatin1Char('.')))
            ++digits;
        epoch.truncate(digits);
        bool uptimeOk = false;
        const double base = epoch.toDouble(&ok) - fields.at(2).toDouble(&uptimeOk);
        ok = ok && uptimeOk;
        if (ok)
            m_uptimeToEpoch = base;
    } else if (tag == QLatin1String("S") && fields.size() == 2) {
        m_current = TelemetryReading{};
        m_softirqLines.clear();
        m_irqLines.clear();
        m_ethtoolLines.clear();
        m_snmpLines.clear();
        m_current.time = fields.at(1).toDouble(&ok) + m_uptimeToEpoch;
        m_inReading = ok;
    } else if (tag == QLatin1String("E") && m_inReading) {
        m_inReading = false;
        finishRaw();
        return m_current;
    } else if (!m_inReading) {
        ok = false;
    } else if (tag.startsWith(QLatin1String("cpu"))) {
        ok = parseCpu(fields);
    } else {
        ok = parseCounter(fields);
    }
    if (!ok)
        ++m_skipped;
    return std::nullopt;
}

bool TelemetryParser::parseCpu(const QStringList &fields)
{
    // cpuN user nice system idle iowait irq softirq steal [guest guest_nice]; guest time is
    // already included in user, so it is not added again (proc(5)).
    if (fields.size() < 9)
        return false;
    CpuTimes cpu;
    cpu.name = fields.at(0);
    std::uint64_t *slots[] = {&cpu.user, &cpu.nice, &cpu.system, &cpu.idle, &cpu.iowait, &cpu.irq, &cpu.softirq, &cpu.steal};
    for (int i = 0; i < 8; ++i)
        if (!toU64(fields.at(i + 1), *slots[i]))
            return false;
    if (cpu.name == QLatin1String("cpu"))
        m_current.all = cpu;
    else
        m_current.perCpu << cpu;
    return true;
}

bool TelemetryParser::parseCounter(const QStringList &fields)
{
    const QString &tag = fields.constFirst();
    if (tag == QLatin1String("net") && fields.size() == 5) {
        std::uint64_t v[4];
        for (int i = 0; i < 4; ++i)
            if (!toU64(fields.at(i + 1), v[i]))
                return false;
        m_current.rxPackets = v[0];
        m_current.txPackets = v[1];
        m_current.rxBytes = v[2];
        m_current.txBytes = v[3];
        return true;
    }
    if (tag == QLatin1String("st") && fields.size() == 3) {
        std::uint64_t value = 0;
        if (!toU64(fields.at(2), value))
            return false;
        m_current.nicStatistics.insert(fields.at(1), value);
        return true;
    }
    // "self utime stime [cutime cstime]": the children are the `ethtool -S` runs, part of its cost.
    if (tag == QLatin1String("self") && (fields.size() == 3 || fields.size() == 5)) {
        std::uint64_t ticks = 0;
        for (qsizetype i = 1; i < fields.size(); ++i) {
            std::uint64_t value = 0;
            if (!toU64(fields.at(i), value))
                return false;
            ticks += value;
        }
        m_current.selfTicks = ticks;
        return true;
    }
    if (fields.size() != 2)
        return false;
    std::uint64_t value = 0;
    if (!toU64(fields.at(1), value))
        return false;
    if (tag == QLatin1String("intr"))
        m_current.interrupts = value;
    else if (tag == QLatin1String("ctxt"))
        m_current.contextSwitches = value;
    else if (tag == QLatin1String("softirq"))
        m_current.softirqs = value;
    else
        return false;
    return true;
}

} // namespace Tunebench
