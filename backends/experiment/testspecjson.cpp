// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/testspecjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace Tunebench {

namespace {

// A class for lupdate: it files TestSpecText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct TestSpecText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::TestSpecJson)
};

Error fieldError(const QString &field, const QString &message)
{
    return makeError(ErrorCode::InvalidArgument, QStringLiteral("test.%1: %2").arg(field, message));
}

// Reads an optional whole number; absent stays absent.
std::optional<Error> readInt(const QJsonObject &object, const char *key, std::optional<int> &out)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || number != std::floor(number) || std::abs(number) > 2147483647.0)
        return fieldError(QLatin1String(key), TestSpecText::tr("must be a whole number"));
    out = int(number);
    return std::nullopt;
}

std::optional<Error> readBool(const QJsonObject &object, const char *key, bool &out)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isBool())
        return fieldError(QLatin1String(key), TestSpecText::tr("must be true or false"));
    out = value.toBool();
    return std::nullopt;
}

const QStringList kKnownFields{
    QStringLiteral("type"), QStringLiteral("durationSeconds"), QStringLiteral("transactions"),
    QStringLiteral("interimInterval"), QStringLiteral("cpu"), QStringLiteral("localCpu"), QStringLiteral("remoteCpu"),
    QStringLiteral("localCpuBinding"), QStringLiteral("remoteCpuBinding"), QStringLiteral("confidenceLevel"),
    QStringLiteral("confidenceWidth"), QStringLiteral("maxIterations"), QStringLiteral("minIterations"),
    QStringLiteral("latencyStatistics"), QStringLiteral("family"), QStringLiteral("controlPort"),
    QStringLiteral("requestSize"), QStringLiteral("responseSize"), QStringLiteral("burst"), QStringLiteral("noDelay"),
    QStringLiteral("localDataPort"), QStringLiteral("remoteDataPort"), QStringLiteral("localSocketBuffer"),
    QStringLiteral("remoteSocketBuffer"), QStringLiteral("selectors")};

} // namespace

Result<NetperfTestSpec> testSpecFromJson(const QJsonObject &object)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!kKnownFields.contains(it.key()))
            return fieldError(
                it.key(), TestSpecText::tr("unknown field (known: %1)").arg(kKnownFields.join(QLatin1String(", "))));
    const QString typeName = object.value(QLatin1String("type")).toString(QStringLiteral("TCP_RR"));
    const auto type = testTypeFromName(typeName);
    if (!type)
        return fieldError(QStringLiteral("type"),
            TestSpecText::tr("'%1' is not one of TCP_RR, TCP_CRR, UDP_RR, TCP_STREAM, TCP_MAERTS").arg(typeName));
    // Start from what Tunebench records (keyval output with latency statistics), then apply the file.
    NetperfTestSpec spec = NetperfTestSpec::recording(*type, QStringLiteral("placeholder.invalid"));
    spec.controlHost.clear();

    std::optional<int> seconds, transactions, port, localBind, remoteBind, level, maxIt, minIt;
    for (auto [key, target] : {std::pair{"durationSeconds", &seconds}, std::pair{"transactions", &transactions},
                               std::pair{"controlPort", &port}, std::pair{"localCpuBinding", &localBind},
                               std::pair{"remoteCpuBinding", &remoteBind}, std::pair{"confidenceLevel", &level},
                               std::pair{"maxIterations", &maxIt}, std::pair{"minIterations", &minIt},
                               std::pair{"requestSize", &spec.requestSize}, std::pair{"responseSize", &spec.responseSize},
                               std::pair{"burst", &spec.burst}, std::pair{"localDataPort", &spec.localDataPort},
                               std::pair{"remoteDataPort", &spec.remoteDataPort},
                               std::pair{"localSocketBuffer", &spec.localSocketBuffer},
                               std::pair{"remoteSocketBuffer", &spec.remoteSocketBuffer}})
        if (auto error = readInt(object, key, *target))
            return *error;
    if (seconds)
        spec.seconds = *seconds;
    if (transactions) {
        if (*transactions <= 0)
            return fieldError(QStringLiteral("transactions"), TestSpecText::tr("must be positive"));
        spec.count = *transactions;
    }
    if (port)
        spec.controlPort = *port;
    spec.localCpuBinding = localBind;
    spec.remoteCpuBinding = remoteBind;
    spec.confidenceLevel = level;
    spec.maxIterations = maxIt;
    spec.minIterations = minIt;

    bool cpu = false;
    if (auto error = readBool(object, "cpu", cpu))
        return *error;
    spec.localCpu = spec.remoteCpu = cpu;
    for (auto [key, target] : {std::pair{"localCpu", &spec.localCpu}, std::pair{"remoteCpu", &spec.remoteCpu},
                               std::pair{"latencyStatistics", &spec.latencyStatistics},
                               std::pair{"noDelay", &spec.noDelay}})
        if (auto error = readBool(object, key, *target))
            return *error;

    const QJsonValue interval = object.value(QLatin1String("interimInterval"));
    if (interval.isUndefined())
        spec.interimInterval = 0.25;
    else if (interval.isNull())
        spec.interimInterval.reset();
    else if (!interval.isDouble() || interval.toDouble() <= 0)
        return fieldError(QStringLiteral("interimInterval"),
            TestSpecText::tr("must be a positive number of seconds, or null for none"));
    else
        spec.interimInterval = interval.toDouble();
    const QJsonValue width = object.value(QLatin1String("confidenceWidth"));
    if (!width.isUndefined()) {
        if (!width.isDouble() || width.toDouble() <= 0)
            return fieldError(QStringLiteral("confidenceWidth"), TestSpecText::tr("must be a positive percentage"));
        spec.confidenceWidth = width.toDouble();
    }
    const QString family = object.value(QLatin1String("family")).toString();
    if (family == QLatin1String("ipv4"))
        spec.family = AddressFamily::IPv4;
    else if (family == QLatin1String("ipv6"))
        spec.family = AddressFamily::IPv6;
    else if (!family.isEmpty())
        return fieldError(QStringLiteral("family"), TestSpecText::tr("must be \"ipv4\" or \"ipv6\""));
    const QJsonValue selectors = object.value(QLatin1String("selectors"));
    if (selectors.isArray()) {
        spec.selectors.clear();
        for (const QJsonValue &selector : selectors.toArray())
            spec.selectors << selector.toString();
    } else if (!selectors.isUndefined()) {
        return fieldError(
            QStringLiteral("selectors"), TestSpecText::tr("must be a list of netperf omni selector names"));
    }

    // Let the netperf layer check ranges and combinations; name the section in its message.
    NetperfTestSpec probe = spec;
    probe.controlHost = QStringLiteral("localhost");
    if (const Status valid = probe.validate(); !valid)
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("test: ") + valid.error().message);
    return spec;
}

QJsonObject testSpecToJson(const NetperfTestSpec &spec)
{
    QJsonObject object{{QStringLiteral("type"), testTypeName(spec.type)}};
    if (spec.count > 0)
        object.insert(QStringLiteral("transactions"), double(spec.count));
    else
        object.insert(QStringLiteral("durationSeconds"), spec.seconds);
    object.insert(QStringLiteral("interimInterval"),
                  spec.interimInterval ? QJsonValue(*spec.interimInterval) : QJsonValue(QJsonValue::Null));
    object.insert(QStringLiteral("localCpu"), spec.localCpu);
    object.insert(QStringLiteral("remoteCpu"), spec.remoteCpu);
    if (spec.latencyStatistics)
        object.insert(QStringLiteral("latencyStatistics"), true);
    if (spec.noDelay)
        object.insert(QStringLiteral("noDelay"), true);
    if (spec.family != AddressFamily::Unspecified)
        object.insert(QStringLiteral("family"), spec.family == AddressFamily::IPv4 ? QStringLiteral("ipv4") : QStringLiteral("ipv6"));
    if (spec.controlPort > 0)
        object.insert(QStringLiteral("controlPort"), spec.controlPort);
    for (auto [key, value] : {std::pair{"localCpuBinding", spec.localCpuBinding},
                              std::pair{"remoteCpuBinding", spec.remoteCpuBinding},
                              std::pair{"confidenceLevel", spec.confidenceLevel},
                              std::pair{"maxIterations", spec.maxIterations}, std::pair{"minIterations", spec.minIterations},
                              std::pair{"requestSize", spec.requestSize}, std::pair{"responseSize", spec.responseSize},
                              std::pair{"burst", spec.burst}, std::pair{"localDataPort", spec.localDataPort},
                              std::pair{"remoteDataPort", spec.remoteDataPort},
                              std::pair{"localSocketBuffer", spec.localSocketBuffer},
                              std::pair{"remoteSocketBuffer", spec.remoteSocketBuffer}})
        if (value)
            object.insert(QLatin1String(key), *value);
    if (spec.confidenceLevel)
        object.insert(QStringLiteral("confidenceWidth"), spec.confidenceWidth);
    if (spec.selectors != NetperfTestSpec::recording(spec.type, QStringLiteral("x")).selectors)
        object.insert(QStringLiteral("selectors"), QJsonArray::fromStringList(spec.selectors));
    return object;
}

} // namespace Tunebench
