// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakedriver.h"

#include "tunables/ethtoolparser.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace Tunebench::Test {

namespace {

QString dataFile(const QString &relative)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/ethtool/drivers/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('#')))
            lines << line;
    }
    return lines.join(QLatin1Char('\n')).trimmed() + QLatin1Char('\n');
}

// The byte offset ethtool reports for the @p index-th parameter of a set request on @p ifname.
int offsetOf(const QString &ifname, int index)
{
    const int nameLength = int(ifname.toUtf8().size()) + 1;
    return 16 + 4 + 4 + 4 + (nameLength + 3) / 4 * 4 + 8 * index;
}

QString coalesceName(const QString &label)
{
    static const QRegularExpression frameLabel(QStringLiteral("^(rx|tx)-frame-(low|high)$"));
    QString name = label.trimmed();
    if (frameLabel.match(name).hasMatch())
        name.replace(QLatin1String("-frame-"), QLatin1String("-frames-"));
    return name;
}

QString sizeName(const QString &label)
{
    static const QMap<QString, QString> names = {
        {QStringLiteral("RX"), QStringLiteral("rx")},        {QStringLiteral("RX Mini"), QStringLiteral("rx-mini")},
        {QStringLiteral("RX Jumbo"), QStringLiteral("rx-jumbo")}, {QStringLiteral("TX"), QStringLiteral("tx")},
        {QStringLiteral("TX Push"), QStringLiteral("tx-push")}, {QStringLiteral("RX Push"), QStringLiteral("rx-push")},
        {QStringLiteral("Other"), QStringLiteral("other")},  {QStringLiteral("Combined"), QStringLiteral("combined")},
    };
    return names.value(label.trimmed());
}

QMap<QString, QString> supportedValues(const Result<ParsedCategory> &parsed)
{
    QMap<QString, QString> values;
    if (!parsed)
        return values;
    for (auto it = parsed->values.cbegin(); it != parsed->values.cend(); ++it) {
        if (it->supported)
            values.insert(it.key(), it->value);
    }
    return values;
}

qint64 alignUp(qint64 value, qint64 multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

std::unique_ptr<FakeDriver> FakeDriver::make(const QString &driver, const QString &version)
{
    const QString coalesce = dataFile(QStringLiteral("%1-c-%2-derived.txt").arg(driver, version));
    if (coalesce.trimmed().isEmpty())
        return nullptr;
    auto fake = std::make_unique<FakeDriver>();
    fake->name = driver;
    fake->version = version;
    fake->m_coalesceTemplate = coalesce;
    fake->m_ringsTemplate = dataFile(QStringLiteral("%1-g-%2-derived.txt").arg(driver, version));
    fake->m_ringsJsonTemplate = dataFile(QStringLiteral("%1-g-6.14-derived.json").arg(driver));
    fake->m_channelsTemplate = dataFile(QStringLiteral("%1-l-derived.txt").arg(driver));
    fake->m_driverInfo = dataFile(QStringLiteral("%1-i-%2-derived.txt").arg(driver, version));
    fake->hasChannels = !fake->m_channelsTemplate.trimmed().isEmpty();
    fake->interfaceName = coalesce.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 3).chopped(1);
    fake->coalesce = supportedValues(EthtoolParser::coalescing(coalesce));
    const auto rings = EthtoolParser::rings(fake->m_ringsTemplate);
    fake->rings = supportedValues(rings);
    if (rings)
        fake->ringMax = rings->limits;
    if (fake->hasChannels) {
        const auto channels = EthtoolParser::channels(fake->m_channelsTemplate);
        fake->channels = supportedValues(channels);
        if (channels)
            fake->channelMax = channels->limits;
    }
    return fake;
}

QString FakeDriver::render(const QString &templ, const QMap<QString, QString> &current,
                           const QMap<QString, qint64> &maximums) const
{
    Q_UNUSED(maximums) // the pre-set maximums never change
    static const QRegularExpression pairLine(QStringLiteral("^(Adaptive|CQE mode) RX:(\\s*)(\\S+)(\\s+)TX:(\\s*)(\\S+)$"));
    static const QRegularExpression labelLine(QStringLiteral("^([^:]+)(:\\s*)(\\S+)$"));
    const bool rings = templ.startsWith(QLatin1String("Ring")) || templ.startsWith(QLatin1String("Channel"));
    QStringList out;
    bool currentSection = false;
    for (const QString &line : templ.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Current hardware settings:")))
            currentSection = true;
        if (const auto pair = pairLine.match(line); pair.hasMatch()) {
            const QString prefix = pair.captured(1) == QLatin1String("Adaptive") ? QStringLiteral("adaptive-")
                                                                                 : QStringLiteral("cqe-mode-");
            out << QStringLiteral("%1 RX:%2%3%4TX:%5%6")
                       .arg(pair.captured(1), pair.captured(2),
                            current.value(prefix + QStringLiteral("rx"), pair.captured(3)), pair.captured(4),
                            pair.captured(5), current.value(prefix + QStringLiteral("tx"), pair.captured(6)));
            continue;
        }
        const auto label = labelLine.match(line);
        const QString name = !label.hasMatch() ? QString() : rings ? sizeName(label.captured(1)) : coalesceName(label.captured(1));
        if (label.hasMatch() && current.contains(name) && (!rings || currentSection))
            out << label.captured(1) + label.captured(2) + current.value(name);
        else
            out << line;
    }
    return out.join(QLatin1Char('\n'));
}

QString FakeDriver::coalesceText() const
{
    const QString text = render(m_coalesceTemplate, coalesce, {});
    return coalesceFilter ? coalesceFilter(text) : text;
}

QString FakeDriver::ringsText() const
{
    return render(m_ringsTemplate, rings, ringMax);
}

QString FakeDriver::channelsText() const
{
    return render(m_channelsTemplate, channels, channelMax);
}

QString FakeDriver::ringsJson() const
{
    static const QRegularExpression member(QStringLiteral("^(\\s*\"([^\"]+)\": )([^,]*)(,?)$"));
    QStringList out;
    for (const QString &line : m_ringsJsonTemplate.split(QLatin1Char('\n'))) {
        const auto match = member.match(line);
        if (!match.hasMatch() || !rings.contains(match.captured(2))) {
            out << line;
            continue;
        }
        QString value = rings.value(match.captured(2));
        if (value == QLatin1String("on") || value == QLatin1String("off"))
            value = value == QLatin1String("on") ? QStringLiteral("true") : QStringLiteral("false");
        out << match.captured(1) + value + match.captured(4);
    }
    return out.join(QLatin1Char('\n'));
}

FakeDriver::Answer FakeDriver::unsupportedParameter(int index) const
{
    return Answer{QStringLiteral("netlink error: cannot modify an unsupported parameter (offset %1)\n"
                                 "netlink error: Invalid argument\n")
                      .arg(offsetOf(interfaceName, index))
                      .toUtf8(),
                  1};
}

namespace {

const QString &invalidArgument()
{
    static const QString text = QStringLiteral("netlink error: Invalid argument\n");
    return text;
}

// i40e_set_coalesce and ice_set_rc_coalesce: what they refuse, and what they log when they do.
QString intelRefusal(const QString &driver, const QMap<QString, QString> &current, const QMap<QString, QString> &merged,
                     const QMap<QString, QString> &request, QStringList &log)
{
    const auto number = [&request](const QString &name) { return request.value(name).toLongLong(); };
    for (const QString side : {QStringLiteral("rx"), QStringLiteral("tx")}) {
        const QString usecs = side + QStringLiteral("-usecs");
        const bool adaptive = merged.value(QStringLiteral("adaptive-") + side) == QLatin1String("on");
        if (request.contains(usecs) && request.value(usecs) != current.value(usecs) && adaptive) {
            log << (driver == QLatin1String("i40e")
                        ? QStringLiteral("%1 interrupt moderation cannot be changed if adaptive-%2 is enabled.")
                              .arg(side.toUpper(), side)
                        : QStringLiteral("%1 interrupt throttling cannot be changed if adaptive-%1 is enabled").arg(side));
            return invalidArgument();
        }
        if (request.contains(usecs) && number(usecs) > 8160) {
            log << QStringLiteral("Invalid value, %1-usecs range is 0-8160").arg(side);
            return invalidArgument();
        }
    }
    const QString high = QStringLiteral("rx-usecs-high");
    const bool anyAdaptive = merged.value(QStringLiteral("adaptive-rx")) == QLatin1String("on")
        || merged.value(QStringLiteral("adaptive-tx")) == QLatin1String("on");
    if (driver == QLatin1String("ice") && request.contains(high) && request.value(high) != current.value(high)
        && anyAdaptive) {
        log << QStringLiteral("Invalid value, rx-usecs-high cannot be changed if adaptive-tx or adaptive-rx is enabled");
        return invalidArgument();
    }
    if (request.contains(high) && number(high) > 236)
        return invalidArgument();
    const QString txHigh = QStringLiteral("tx-usecs-high");
    if (driver == QLatin1String("i40e") && request.contains(txHigh) && request.value(txHigh) != current.value(txHigh)) {
        log << QStringLiteral("tx-usecs-high is not used, please program rx-usecs-high");
        return invalidArgument();
    }
    return {};
}

} // namespace

QString FakeDriver::coalesceRefusal(const QMap<QString, QString> &merged, const QMap<QString, QString> &request)
{
    const auto number = [&request](const QString &name) { return request.value(name).toLongLong(); };
    if (name == QLatin1String("i40e") || name == QLatin1String("ice"))
        return intelRefusal(name, coalesce, merged, request, kernelLog);
    if (name == QLatin1String("mlx5_core")) {
        for (auto it = request.cbegin(); it != request.cend(); ++it) {
            if (it.key().endsWith(QLatin1String("-usecs")) && it.value().toLongLong() > 4095) {
                kernelLog << QStringLiteral("mlx5e_ethtool_set_coalesce: maximum coalesce time supported is 4095 usecs");
                return QStringLiteral("netlink error: Numerical result out of range\n");
            }
            if (it.key().endsWith(QLatin1String("-frames")) && it.value().toLongLong() > 65535)
                return QStringLiteral("netlink error: Numerical result out of range\n");
        }
    } else if (name == QLatin1String("ixgbe")) {
        if (request.contains(QStringLiteral("rx-usecs")) && number(QStringLiteral("rx-usecs")) > 1022)
            return invalidArgument();
        if (request.contains(QStringLiteral("tx-usecs")) && number(QStringLiteral("tx-usecs")) != 0)
            return invalidArgument(); // Rx and Tx share vectors
    } else if (name == QLatin1String("e1000e") && request.contains(QStringLiteral("rx-usecs"))) {
        const qint64 usecs = number(QStringLiteral("rx-usecs"));
        if (usecs > 10000 || (usecs > 4 && usecs < 10) || usecs == 2)
            return invalidArgument();
    }
    return {};
}

QString FakeDriver::stored(const QString &key, const QString &value)
{
    const qint64 number = value.toLongLong();
    if (name == QLatin1String("i40e") && key.endsWith(QLatin1String("-usecs")))
        return QString::number(alignUp(number, 2)); // ITR_REG_ALIGN: the register counts 2 µs
    if (name == QLatin1String("ice") && key.endsWith(QLatin1String("-usecs")) && number % 2 == 1
        && coalesce.value(key.left(2) == QLatin1String("tx") ? QStringLiteral("adaptive-tx") : QStringLiteral("adaptive-rx"))
            != QLatin1String("on"))
        kernelLog << QStringLiteral("User set %1 to %2, device only supports even values. Rounding down and attempting "
                                    "to set %1 to %3")
                         .arg(key)
                         .arg(number)
                         .arg(number - 1);
    if (name == QLatin1String("e1000e") && key == QLatin1String("rx-usecs") && number > 4) {
        const qint64 itr = (1000000 / number) & ~qint64(3);
        return QString::number(1000000 / itr);
    }
    return value;
}

FakeDriver::Answer FakeDriver::setCoalesce(const QStringList &pairs)
{
    QMap<QString, QString> request;
    for (int i = 0; i + 1 < pairs.size(); i += 2) {
        if (!coalesce.contains(pairs.at(i)))
            return unsupportedParameter(i / 2);
        request.insert(pairs.at(i), pairs.at(i + 1));
    }
    QMap<QString, QString> merged = coalesce;
    merged.insert(request);
    if (const QString refusal = coalesceRefusal(merged, request); !refusal.isEmpty())
        return Answer{refusal.toUtf8(), 1};
    if (ignoresCoalesceWrites)
        return {};
    for (auto it = request.cbegin(); it != request.cend(); ++it)
        coalesce[it.key()] = stored(it.key(), it.value());
    coalesceWrites << pairs;
    return {};
}

qint64 FakeDriver::ringSize(qint64 requested) const
{
    if (name == QLatin1String("mlx5_core") || name == QLatin1String("mlx4_en")) {
        qint64 power = 1;
        while (power < requested)
            power <<= 1;
        return power;
    }
    if (name == QLatin1String("ixgbe") || name == QLatin1String("e1000e"))
        return alignUp(std::clamp<qint64>(requested, 64, 4096), 8);
    if (name == QLatin1String("i40e") || name == QLatin1String("ice"))
        return alignUp(requested, 32);
    return requested;
}

FakeDriver::Answer FakeDriver::setRings(const QStringList &pairs)
{
    for (int i = 0; i + 1 < pairs.size(); i += 2) {
        const QString &key = pairs.at(i);
        const bool size = key == QLatin1String("rx") || key == QLatin1String("tx") || key == QLatin1String("rx-mini")
            || key == QLatin1String("rx-jumbo");
        if (!size && !rings.contains(key))
            return Answer{"netlink error: Operation not supported\n", 81};
        if (size && pairs.at(i + 1).toLongLong() > ringMax.value(key))
            return Answer{QStringLiteral("netlink error: requested ring size exceeds maximum (offset %1)\n"
                                         "netlink error: Invalid argument\n")
                              .arg(offsetOf(interfaceName, i / 2))
                              .toUtf8(),
                          81};
        if (size && (name == QLatin1String("i40e") || name == QLatin1String("ice")) && pairs.at(i + 1).toLongLong() < 64) {
            kernelLog << QStringLiteral("Descriptors requested (Tx: %1 / Rx: %2) out of range [64-%3]")
                             .arg(key == QLatin1String("tx") ? pairs.at(i + 1) : rings.value(QStringLiteral("tx")),
                                  key == QLatin1String("rx") ? pairs.at(i + 1) : rings.value(QStringLiteral("rx")))
                             .arg(ringMax.value(key));
            return Answer{"netlink error: Invalid argument\n", 81};
        }
    }
    for (int i = 0; i + 1 < pairs.size(); i += 2) {
        const QString &key = pairs.at(i);
        rings[key] = rings.contains(key) && (key == QLatin1String("tx-push") || key == QLatin1String("rx-push"))
            ? pairs.at(i + 1)
            : QString::number(ringSize(pairs.at(i + 1).toLongLong()));
    }
    return {};
}

FakeDriver::Answer FakeDriver::setChannels(const QStringList &pairs)
{
    if (!hasChannels)
        return Answer{"netlink error: Operation not supported\n", 1};
    for (int i = 0; i + 1 < pairs.size(); i += 2) {
        if (pairs.at(i + 1).toLongLong() > channelMax.value(pairs.at(i)))
            return Answer{QStringLiteral("netlink error: requested channel count exceeds maximum (offset %1)\n"
                                         "netlink error: Invalid argument\n")
                              .arg(offsetOf(interfaceName, i / 2))
                              .toUtf8(),
                          1};
    }
    for (int i = 0; i + 1 < pairs.size(); i += 2)
        channels[pairs.at(i)] = pairs.at(i + 1);
    return {};
}

} // namespace Tunebench::Test
