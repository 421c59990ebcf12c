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

std::optional<TelemetryReading> TelemetryParser::feed(const QString &line)
{
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
        m_current.time = fields.at(1).toDouble(&ok) + m_uptimeToEpoch;
        m_inReading = ok;
    } else if (tag == QLatin1String("E") && m_inReading) {
        m_inReading = false;
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
    if (tag == QLatin1String("self") && fields.size() == 3) {
        std::uint64_t user = 0, system = 0;
        if (!toU64(fields.at(1), user) || !toU64(fields.at(2), system))
            return false;
        m_current.selfTicks = user + system;
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
