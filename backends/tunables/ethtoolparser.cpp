// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/ethtoolparser.h"

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

TunableState numberState(const QString &value)
{
    if (value == QLatin1String("n/a"))
        return TunableState{QString(), false, false, QString(), QStringLiteral("n/a")};
    return TunableState{value};
}

Result<QJsonObject> firstJsonObject(const QByteArray &json, const QString &what)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().isEmpty()
        || !document.array().first().isObject())
        return makeError(ErrorCode::ParseError, EthtoolParser::tr("ethtool printed %1 JSON that Tunebench cannot read.")
                                                    .arg(what),
                         error.errorString());
    return document.array().first().toObject();
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
        {QStringLiteral("Other"), QStringLiteral("other")},
        {QStringLiteral("Combined"), QStringLiteral("combined")},
    };
    return names.value(label);
}

// "Pre-set maximums:" then "Current hardware settings:", both for -g and -l.
Result<ParsedCategory> maximumsAndCurrent(const QString &text, const QString &header, const QString &what)
{
    if (const QString bad = expectedHeader(text, header); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, EthtoolParser::tr("Unexpected ethtool %1 output.").arg(what), bad);
    ParsedCategory parsed;
    bool current = false;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Pre-set maximums:"))) {
            current = false;
            continue;
        }
        if (line.startsWith(QLatin1String("Current hardware settings:"))) {
            current = true;
            continue;
        }
        const auto pair = splitLabel(line);
        if (!pair || line.startsWith(header))
            continue;
        const QString name = sizeParameter(pair->label);
        if (name.isEmpty())
            continue;
        if (current) {
            parsed.values.insert(name, numberState(pair->value));
        } else {
            bool ok = false;
            const qint64 limit = pair->value.toLongLong(&ok);
            if (ok)
                parsed.limits.insert(name, limit);
        }
    }
    return parsed;
}

} // namespace

Result<ParsedCategory> EthtoolParser::features(const QString &text)
{
    if (const QString bad = expectedHeader(text, QStringLiteral("Features for ")); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, tr("Unexpected ethtool features output."), bad);
    static const QRegularExpression line(QStringLiteral(
        "^\\t?([a-z0-9][a-z0-9_-]*): (on|off)(?: \\[(fixed|requested (?:on|off)|not requested)\\])?$"));
    ParsedCategory parsed;
    for (const QString &row : text.split(QLatin1Char('\n'))) {
        const auto match = line.match(row);
        if (!match.hasMatch())
            continue;
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
    auto object = firstJsonObject(json, QStringLiteral("-k"));
    if (!object)
        return object.error();
    ParsedCategory parsed;
    for (auto it = object->begin(); it != object->end(); ++it) {
        if (!it.value().isObject())
            continue; // "ifname"
        const QJsonObject feature = it.value().toObject();
        const bool active = feature.value(QStringLiteral("active")).toBool();
        TunableState state{active ? QStringLiteral("on") : QStringLiteral("off")};
        state.fixed = feature.value(QStringLiteral("fixed")).toBool();
        const QJsonValue requested = feature.value(QStringLiteral("requested"));
        // The text output shows "[requested x]" only for changeable features whose request
        // differs from the state; mirror that so both readers agree.
        if (!state.fixed && requested.isBool() && requested.toBool() != active)
            state.requested = requested.toBool() ? QStringLiteral("on") : QStringLiteral("off");
        parsed.values.insert(it.key(), state);
    }
    if (parsed.values.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no features."));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::coalescing(const QString &text)
{
    if (const QString bad = expectedHeader(text, QStringLiteral("Coalesce parameters for ")); !bad.isEmpty())
        return makeError(ErrorCode::ParseError, tr("Unexpected ethtool coalescing output."), bad);
    // Two pairs share one line each: "Adaptive RX: off  TX: n/a" and "CQE mode RX: n/a  TX: n/a".
    static const QRegularExpression pairLine(
        QStringLiteral("^(Adaptive|CQE mode) RX:\\s*(\\S+)\\s+TX:\\s*(\\S+)\\s*$"));
    ParsedCategory parsed;
    const QStringList &known = TunableCatalog::coalescingParameters();
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (const auto match = pairLine.match(line); match.hasMatch()) {
            const QString prefix = match.captured(1) == QLatin1String("Adaptive") ? QStringLiteral("adaptive-")
                                                                                  : QStringLiteral("cqe-mode-");
            parsed.values.insert(prefix + QStringLiteral("rx"), numberState(match.captured(2)));
            parsed.values.insert(prefix + QStringLiteral("tx"), numberState(match.captured(3)));
            continue;
        }
        const auto pair = splitLabel(line);
        if (!pair)
            continue;
        QString name = pair->label;
        // The trap: -c shows rx-frame-low, -C takes rx-frames-low (tuned's plugin_net.py does the same).
        static const QRegularExpression frameLabel(QStringLiteral("^(rx|tx)-frame-(low|high)$"));
        if (frameLabel.match(name).hasMatch())
            name.replace(QLatin1String("-frame-"), QLatin1String("-frames-"));
        if (known.contains(name))
            parsed.values.insert(name, numberState(pair->value));
    }
    if (parsed.values.isEmpty())
        return makeError(ErrorCode::ParseError, tr("ethtool listed no coalescing parameters."), text.left(200));
    return parsed;
}

Result<ParsedCategory> EthtoolParser::rings(const QString &text)
{
    return maximumsAndCurrent(text, QStringLiteral("Ring parameters for "), QStringLiteral("-g"));
}

Result<ParsedCategory> EthtoolParser::ringsJson(const QByteArray &json)
{
    auto object = firstJsonObject(json, QStringLiteral("-g"));
    if (!object)
        return object.error();
    ParsedCategory parsed;
    // netlink/rings.c rings_reply_cb: "<name>-max" are the pre-set maximums.
    for (const QString &name : {QStringLiteral("rx"), QStringLiteral("rx-mini"), QStringLiteral("rx-jumbo"),
                                QStringLiteral("tx")}) {
        const QJsonValue max = object->value(name + QStringLiteral("-max"));
        if (max.isDouble())
            parsed.limits.insert(name, max.toInteger());
    }
    if (const QJsonValue max = object->value(QStringLiteral("tx-push-buff-max-len")); max.isDouble())
        parsed.limits.insert(QStringLiteral("tx-push-buf-len"), max.toInteger());
    for (const QString &name : TunableCatalog::ringParameters()) {
        const QJsonValue value = object->value(name);
        if (value.isDouble())
            parsed.values.insert(name, TunableState{QString::number(value.toInteger())});
        else if (value.isBool())
            parsed.values.insert(name, TunableState{value.toBool() ? QStringLiteral("on") : QStringLiteral("off")});
        else if (value.isString())
            parsed.values.insert(name, TunableState{value.toString()});
        else if (name != QLatin1String("rx-push") && name != QLatin1String("tx-push-buf-len"))
            parsed.values.insert(name, numberState(QStringLiteral("n/a"))); // omitted = n/a in JSON mode
    }
    return parsed;
}

Result<ParsedCategory> EthtoolParser::channels(const QString &text)
{
    return maximumsAndCurrent(text, QStringLiteral("Channel parameters for "), QStringLiteral("-l"));
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

} // namespace Tunebench
