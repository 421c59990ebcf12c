// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/ethtoolparser.h"

#include "tunables/flatjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Tunebench {

namespace {

struct LabelValue
{
    QString label;
    QString value;
};

// ethtool prints "label: value" (6.1) or "label:\tvalue" (6.2+); both split at the first colon.
std::optional<LabelValue> splitLabel(const QString &line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    return LabelValue{line.left(colon).trimmed(), line.mid(colon + 1).trimmed()};
}

TunableState notAvailable()
{
    return TunableState{QString(), false, false, QString(), QStringLiteral("n/a")};
}

// A value as ethtool printed it for @p key, or nothing when it is not a value of that key's
// kind ("fifty", "unknown(3)"): such a line is reported, not read.
std::optional<TunableState> readState(const TunableKey &key, const QString &value)
{
    if (value == QLatin1String("n/a"))
        return notAvailable();
    static const QRegularExpression number(QStringLiteral("^[0-9]{1,10}$"));
    switch (key.valueKind()) {
    case ValueKind::UInt:
        if (number.match(value).hasMatch() && value.toULongLong() <= 4294967295ULL)
            return TunableState{value};
        return std::nullopt;
    case ValueKind::OnOff:
        if (value == QLatin1String("on") || value == QLatin1String("off"))
            return TunableState{value};
        return std::nullopt;
    case ValueKind::Choice:
        if (value == QLatin1String("on") || value == QLatin1String("off") || value == QLatin1String("auto"))
            return TunableState{value};
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

// Reads @p value into @p parsed under @p name; false when the value cannot be read.
bool insertState(ParsedCategory &parsed, Category category, const QString &name, const QString &value)
{
    const auto state = readState(TunableKey{category, name}, value);
    if (state)
        parsed.values.insert(name, *state);
    return state.has_value();
}

Result<JsonMembers> jsonMembers(const QByteArray &json, const QString &what)
{
    auto members = firstObjectMembers(json);
    if (!members) {
        QJsonParseError error{};
        QJsonDocument::fromJson(json, &error);
        return makeError(ErrorCode::ParseError,
                         EthtoolParser::tr("ethtool printed %1 JSON that Tunebench cannot read.").arg(what),
                         error.error == QJsonParseError::NoError ? QString::fromUtf8(json.left(200)) : error.errorString());
    }
    return *members;
}

QString memberText(const QString &key, const QJsonValue &value)
{
    QJsonArray wrapped{value};
    const QByteArray text = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
    return QStringLiteral("\"%1\": %2").arg(key, QString::fromUtf8(text.mid(1, text.size() - 2)));
}

QString expectedHeader(const QString &text, const QString &header)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        return line.startsWith(header) ? QString() : line;
    }
    return QStringLiteral("(empty output)");
}

// The -c display labels that differ from the -C names (tuned's plugin_net.py has the same map).
QString coalescingName(const QString &label)
{
    static const QRegularExpression frameLabel(QStringLiteral("^(rx|tx)-frame-(low|high)$"));
    QString name = label;
    if (frameLabel.match(name).hasMatch())
        name.replace(QLatin1String("-frame-"), QLatin1String("-frames-"));
    return name;
}

// Maps a -g/-l label to the -G/-L parameter name.
QString sizeParameter(const QString &label)
{
    static const QMap<QString, QString> names = {
        {QStringLiteral("RX"), QStringLiteral("rx")},
        {QStringLiteral("RX Mini"), QStringLiteral("rx-mini")},
        {QStringLiteral("RX Jumbo"), QStringLiteral("rx-jumbo")},
        {QStringLiteral("TX"), QStringLiteral("tx")},
        {QStringLiteral("RX Buf Len"), QStringLiteral("rx-buf-len")},
        {QStringLiteral("CQE Size"), QStringLiteral("cqe-size")},
        {QStringLiteral("TX Push"), QStringLiteral("tx-push")},
        {QStringLiteral("RX Push"), QStringLiteral("rx-push")},
        {QStringLiteral("TCP data split"), QStringLiteral("tcp-data-split")},
        {QStringLiteral("TX push buff len"), QStringLiteral("tx-push-buf-len")},
        {QStringLiteral("HDS thresh"), QStringLiteral("hds-thresh")},
        {QStringLiteral("Other"), QStringLiteral("other")},
        {QStringLiteral("Combined"), QStringLiteral("combined")},
    };
    return names.value(label);
}

// "Pre-set maximums:" then "Current hardware settings:", both for -g and -l.
Result<ParsedCategory> maximumsAndCurrent(const QString &text, const QString &header, const QString &what,
                                          Category category, const QStringList &known)
{
    if (const QString bad = expectedHeader(text, header); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, EthtoolParser::tr("Unexpected ethtool %1 output.").arg(what), bad);
    enum class Section { None, Maximums, Current } section = Section::None;
    ParsedCategory parsed;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(header))
            continue;
        if (line.startsWith(QLatin1String("Pre-set maximums:"))) {
            section = Section::Maximums;
            continue;
        }
        if (line.startsWith(QLatin1String("Current hardware settings:"))) {
            section = Section::Current;
            continue;
        }
        const auto pair = splitLabel(line);
        const QString name = pair ? sizeParameter(pair->label) : QString();
        bool read = false;
        if (!name.isEmpty() && known.contains(name) && section == Section::Current) {
            read = insertState(parsed, category, name, pair->value);
        } else if (!name.isEmpty() && known.contains(name) && section == Section::Maximums) {
            bool ok = false;
            const qint64 limit = pair->value.toLongLong(&ok);
            if (ok)
                parsed.limits.insert(name, limit);
            read = ok || pair->value == QLatin1String("n/a");
        }
        if (!read)
            parsed.unrecognised << line;
    }
    if (parsed.values.isEmpty() && parsed.limits.isEmpty())
        return makeError(ErrorCode::ParseError, EthtoolParser::tr("Unexpected ethtool %1 output.").arg(what),
                         parsed.unrecognised.join(QLatin1Char('\n')).left(300));
    return parsed;
}

} // namespace

Result<ParsedCategory> EthtoolParser::features(const QString &text)
{
    const QString header = QStringLiteral("Features for ");
    if (const QString bad = expectedHeader(text, header); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, tr("Unexpected ethtool features output."), bad);
    static const QRegularExpression line(QStringLiteral(
        "^\\t?([a-z0-9][a-z0-9_-]*): (on|off)(?: \\[(fixed|requested (?:on|off)|not requested)\\])?$"));
    ParsedCategory parsed;
    for (const QString &row : text.split(QLatin1Char('\n'))) {
        if (row.trimmed().isEmpty() || row.startsWith(header))
            continue;
        const auto match = line.match(row);
        if (!match.hasMatch()) {
            parsed.unrecognised << row;
            continue;
        }
        TunableState state{match.captured(2)};
        const QString suffix = match.captured(3);
        state.fixed = suffix == QLatin1String("fixed");
        if (suffix.startsWith(QLatin1String("requested ")))
            state.requested = suffix.mid(10);
        parsed.values.insert(match.captured(1), state);
    }
    if (parsed.values.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no features."), text.left(200));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::featuresJson(const QByteArray &json)
{
    auto members = jsonMembers(json, QStringLiteral("-k"));
    if (!members)
        return members.error();
    ParsedCategory parsed;
    for (const auto &[name, value] : members.value()) {
        if (name == QLatin1String("ifname"))
            continue;
        const QJsonObject feature = value.toObject();
        if (!value.isObject() || !feature.value(QStringLiteral("active")).isBool()) {
            parsed.unrecognised << memberText(name, value);
            continue;
        }
        const bool active = feature.value(QStringLiteral("active")).toBool();
        TunableState state{active ? QStringLiteral("on") : QStringLiteral("off")};
        state.fixed = feature.value(QStringLiteral("fixed")).toBool();
        const QJsonValue requested = feature.value(QStringLiteral("requested"));
        // The text output shows "[requested x]" only for changeable features whose request
        // differs from the state; mirror that so both readers agree.
        if (!state.fixed && requested.isBool() && requested.toBool() != active)
            state.requested = requested.toBool() ? QStringLiteral("on") : QStringLiteral("off");
        parsed.values.insert(name, state);
    }
    if (parsed.values.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no features."));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::coalescing(const QString &text)
{
    const QString header = QStringLiteral("Coalesce parameters for ");
    if (const QString bad = expectedHeader(text, header); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, tr("Unexpected ethtool coalescing output."), bad);
    // Two pairs share one line each: "Adaptive RX: off  TX: n/a" and "CQE mode RX: n/a  TX: n/a".
    static const QRegularExpression pairLine(
        QStringLiteral("^(Adaptive|CQE mode) RX:\\s*(\\S+)\\s+TX:\\s*(\\S+)\\s*$"));
    // ethtool 6.3 to 6.8 print this one label without its colon (fixed by 97173eb in 6.9).
    static const QRegularExpression colonless(QStringLiteral("^(tx-aggr-time-usecs)\\s+(\\S+)\\s*$"));
    ParsedCategory parsed;
    const QStringList &known = TunableCatalog::coalescingParameters();
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(header))
            continue;
        if (const auto match = pairLine.match(line); match.hasMatch()) {
            const QString prefix = match.captured(1) == QLatin1String("Adaptive") ? QStringLiteral("adaptive-")
                                                                                  : QStringLiteral("cqe-mode-");
            const auto rx = readState(TunableKey{Category::Coalescing, prefix + QStringLiteral("rx")}, match.captured(2));
            const auto tx = readState(TunableKey{Category::Coalescing, prefix + QStringLiteral("tx")}, match.captured(3));
            if (rx && tx) {
                parsed.values.insert(prefix + QStringLiteral("rx"), *rx);
                parsed.values.insert(prefix + QStringLiteral("tx"), *tx);
            } else {
                parsed.unrecognised << line;
            }
            continue;
        }
        QString name;
        QString value;
        if (const auto match = colonless.match(line); match.hasMatch()) {
            name = match.captured(1);
            value = match.captured(2);
        } else if (const auto pair = splitLabel(line)) {
            name = coalescingName(pair->label);
            value = pair->value;
        }
        if (name.isEmpty() || !known.contains(name) || !insertState(parsed, Category::Coalescing, name, value))
            parsed.unrecognised << line;
    }
    if (parsed.values.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no coalescing parameters."), text.left(200));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::coalescingJson(const QByteArray &json)
{
    auto members = jsonMembers(json, QStringLiteral("-c"));
    if (!members)
        return members.error();
    ParsedCategory parsed;
    const QStringList &known = TunableCatalog::coalescingParameters();
    // ethtool prints the adaptive pair first and the CQE pair after every other parameter,
    // both as "rx"/"tx" and each left out when n/a. The boundary between them is the first
    // other parameter or, when there is none, the second "rx" or "tx".
    qsizetype boundary = -1;
    QMap<QString, int> seen;
    for (qsizetype i = 0; i < members->size() && boundary < 0; ++i) {
        const QString &member = members->at(i).first;
        const bool flag = (member == QLatin1String("rx") || member == QLatin1String("tx")) && members->at(i).second.isBool();
        if (flag ? ++seen[member] == 2 : member != QLatin1String("ifname"))
            boundary = i;
    }
    for (qsizetype i = 0; i < members->size(); ++i) {
        const auto &[member, value] = members->at(i);
        if (member == QLatin1String("ifname"))
            continue;
        if ((member == QLatin1String("rx") || member == QLatin1String("tx")) && value.isBool()) {
            if (boundary < 0) {
                parsed.unrecognised << memberText(member, value);
                continue;
            }
            const QString prefix = i < boundary ? QStringLiteral("adaptive-") : QStringLiteral("cqe-mode-");
            parsed.values.insert(prefix + member, TunableState{value.toBool() ? QStringLiteral("on") : QStringLiteral("off")});
            continue;
        }
        const QString name = coalescingName(member);
        if (known.contains(name) && value.isDouble() && value.toDouble() >= 0)
            parsed.values.insert(name, TunableState{QString::number(value.toInteger())});
        else
            parsed.unrecognised << memberText(member, value);
    }
    // JSON leaves out what text shows as n/a. tx-aggr-* exist only from 6.3, so their absence
    // says nothing about the driver; nor does that of a flag whose place was not known.
    if (!parsed.values.isEmpty()) {
        for (const QString &name : known) {
            const bool flagName = name.startsWith(QLatin1String("adaptive-")) || name.startsWith(QLatin1String("cqe-mode-"));
            if (!parsed.values.contains(name) && !name.startsWith(QLatin1String("tx-aggr-")) && (!flagName || boundary >= 0))
                parsed.values.insert(name, notAvailable());
        }
    }
    if (parsed.values.isEmpty() && parsed.unrecognised.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no coalescing parameters."));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::rings(const QString &text)
{
    return maximumsAndCurrent(text, QStringLiteral("Ring parameters for "), QStringLiteral("-g"), Category::Rings,
                              TunableCatalog::ringParameters());
}

Result<ParsedCategory> EthtoolParser::ringsJson(const QByteArray &json)
{
    auto members = jsonMembers(json, QStringLiteral("-g"));
    if (!members)
        return members.error();
    // netlink/rings.c rings_reply_cb: "<name>-max" are the pre-set maximums.
    static const QMap<QString, QString> maximums = {
        {QStringLiteral("rx-max"), QStringLiteral("rx")},
        {QStringLiteral("rx-mini-max"), QStringLiteral("rx-mini")},
        {QStringLiteral("rx-jumbo-max"), QStringLiteral("rx-jumbo")},
        {QStringLiteral("tx-max"), QStringLiteral("tx")},
        {QStringLiteral("tx-push-buff-max-len"), QStringLiteral("tx-push-buf-len")},
    };
    ParsedCategory parsed;
    const QStringList &known = TunableCatalog::ringParameters();
    for (const auto &[member, value] : members.value()) {
        if (member == QLatin1String("ifname"))
            continue;
        if (maximums.contains(member) && value.isDouble()) {
            parsed.limits.insert(maximums.value(member), value.toInteger());
            continue;
        }
        std::optional<TunableState> state;
        if (known.contains(member)) {
            const TunableKey key{Category::Rings, member};
            if (value.isDouble())
                state = readState(key, QString::number(value.toInteger()));
            else if (value.isBool())
                state = readState(key, value.toBool() ? QStringLiteral("on") : QStringLiteral("off"));
            else if (value.isString())
                state = readState(key, value.toString());
        }
        if (state)
            parsed.values.insert(member, *state);
        else
            parsed.unrecognised << memberText(member, value);
    }
    // Omitted means n/a in JSON mode, for the parameters every JSON-capable ethtool prints.
    for (const QString &name : known) {
        const bool laterAddition = name == QLatin1String("rx-push") || name == QLatin1String("tx-push-buf-len")
            || name == QLatin1String("hds-thresh");
        if (!parsed.values.contains(name) && !laterAddition)
            parsed.values.insert(name, notAvailable());
    }
    return parsed;
}

Result<ParsedCategory> EthtoolParser::channels(const QString &text)
{
    return maximumsAndCurrent(text, QStringLiteral("Channel parameters for "), QStringLiteral("-l"),
                              Category::Channels, TunableCatalog::channelParameters());
}

Result<DriverInfo> EthtoolParser::driverInfo(const QString &text)
{
    DriverInfo info;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const auto pair = splitLabel(line);
        if (!pair)
            continue;
        if (pair->label == QLatin1String("driver"))
            info.driver = pair->value;
        else if (pair->label == QLatin1String("version"))
            info.version = pair->value;
        else if (pair->label == QLatin1String("firmware-version"))
            info.firmware = pair->value;
        else if (pair->label == QLatin1String("bus-info"))
            info.busInfo = pair->value;
    }
    if (info.driver.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool -i named no driver."), text.left(200));
    return info;
}

bool EthtoolParser::isUnsupported(const QString &output)
{
    return output.contains(QLatin1String("Operation not supported"));
}

QString EthtoolParser::errorText(const QString &output)
{
    QStringList lines;
    for (QString line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        line = line.trimmed();
        if (line.startsWith(QLatin1String("netlink error: ")))
            line = line.mid(15);
        if (!line.isEmpty())
            lines << line;
    }
    return lines.join(QStringLiteral("; "));
}

QStringList EthtoolParser::warnings(const QString &output)
{
    QStringList lines;
    for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("netlink warning: ")))
            lines << line.mid(17).trimmed();
    }
    return lines;
}

int EthtoolParser::errorOffset(const QString &output)
{
    static const QRegularExpression offset(QStringLiteral("\\(offset ([0-9]{1,6})\\)"));
    const auto match = offset.match(output);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

int EthtoolParser::parameterAtOffset(int offset, const QString &interfaceName, int parameterCount)
{
    // nlmsghdr (16) + genlmsghdr (4), then the header nest (4) holding the device name as a
    // NUL-terminated string attribute (4 + name padded to 4 bytes).
    const int nameLength = int(interfaceName.toUtf8().size()) + 1;
    const int first = 16 + 4 + 4 + 4 + (nameLength + 3) / 4 * 4;
    if (offset < first || (offset - first) % 8 != 0)
        return -1;
    const int index = (offset - first) / 8;
    return index < parameterCount ? index : -1;
}

} // namespace Tunebench
