// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/clockoffset.h"

#include <chrono>

namespace Tunebench {

QString ClockOffset::methodName(Method method)
{
    switch (method) {
    case Method::RoundTrip:
        return QStringLiteral("round-trip");
    case Method::Arrival:
        return QStringLiteral("arrival");
    }
    return {};
}

std::optional<ClockOffset::Method> ClockOffset::methodFromName(const QString &name)
{
    for (Method method : {Method::RoundTrip, Method::Arrival})
        if (methodName(method) == name)
            return method;
    return std::nullopt;
}

QJsonObject ClockOffset::toJson() const
{
    QJsonObject object {{QStringLiteral("seconds"), seconds}, {QStringLiteral("method"), methodName(method)}};
    if (uncertainty)
        object.insert(QStringLiteral("uncertainty"), *uncertainty);
    return object;
}

std::optional<ClockOffset> ClockOffset::fromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const auto method = methodFromName(object.value(QLatin1String("method")).toString());
    if (!method || !object.value(QLatin1String("seconds")).isDouble())
        return std::nullopt;
    ClockOffset offset;
    offset.seconds = object.value(QLatin1String("seconds")).toDouble();
    if (object.value(QLatin1String("uncertainty")).isDouble())
        offset.uncertainty = object.value(QLatin1String("uncertainty")).toDouble();
    offset.method = *method;
    return offset;
}

QJsonObject ClockOffset::pairJson(const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server)
{
    QJsonObject object;
    if (client)
        object.insert(QStringLiteral("client"), client->toJson());
    if (server)
        object.insert(QStringLiteral("server"), server->toJson());
    return object;
}

double epochSecondsNow()
{
    using namespace std::chrono;
    return double(duration_cast<microseconds>(system_clock::now().time_since_epoch()).count()) / 1e6;
}

} // namespace Tunebench
