// SPDX-License-Identifier: GPL-3.0-or-later
// The test section's fields once: name, kind and member, for merging, text and JSON alike.
#pragma once

#include "experiment/testparameters.h"

#include <span>
#include <variant>

namespace Tunebench {

enum class TestFieldKind { Int, Bool, Seconds, Percent, Type, Family, Selectors };

using TestFieldMember = std::variant<std::optional<int> TestParameters::*, std::optional<bool> TestParameters::*,
                                     std::optional<double> TestParameters::*, std::optional<NetperfTestType> TestParameters::*,
                                     std::optional<AddressFamily> TestParameters::*, std::optional<QStringList> TestParameters::*>;

struct TestFieldInfo
{
    TestField field;
    const char *name;
    TestFieldKind kind;
    TestFieldMember member;
};

inline std::span<const TestFieldInfo> testFieldTable()
{
    using P = TestParameters;
    using K = TestFieldKind;
    using F = TestField;
    static const TestFieldInfo table[] = {
        {F::Type, "type", K::Type, &P::type},
        {F::DurationSeconds, "durationSeconds", K::Int, &P::durationSeconds},
        {F::Transactions, "transactions", K::Int, &P::transactions},
        {F::InterimInterval, "interimInterval", K::Seconds, &P::interimInterval},
        {F::Cpu, "cpu", K::Bool, &P::cpu},
        {F::LocalCpu, "localCpu", K::Bool, &P::localCpu},
        {F::RemoteCpu, "remoteCpu", K::Bool, &P::remoteCpu},
        {F::LocalCpuBinding, "localCpuBinding", K::Int, &P::localCpuBinding},
        {F::RemoteCpuBinding, "remoteCpuBinding", K::Int, &P::remoteCpuBinding},
        {F::ConfidenceLevel, "confidenceLevel", K::Int, &P::confidenceLevel},
        {F::ConfidenceWidth, "confidenceWidth", K::Percent, &P::confidenceWidth},
        {F::MaxIterations, "maxIterations", K::Int, &P::maxIterations},
        {F::MinIterations, "minIterations", K::Int, &P::minIterations},
        {F::LatencyStatistics, "latencyStatistics", K::Bool, &P::latencyStatistics},
        {F::Family, "family", K::Family, &P::family},
        {F::ControlPort, "controlPort", K::Int, &P::controlPort},
        {F::RequestSize, "requestSize", K::Int, &P::requestSize},
        {F::ResponseSize, "responseSize", K::Int, &P::responseSize},
        {F::Burst, "burst", K::Int, &P::burst},
        {F::NoDelay, "noDelay", K::Bool, &P::noDelay},
        {F::LocalDataPort, "localDataPort", K::Int, &P::localDataPort},
        {F::RemoteDataPort, "remoteDataPort", K::Int, &P::remoteDataPort},
        {F::LocalSocketBuffer, "localSocketBuffer", K::Int, &P::localSocketBuffer},
        {F::RemoteSocketBuffer, "remoteSocketBuffer", K::Int, &P::remoteSocketBuffer},
        {F::Selectors, "selectors", K::Selectors, &P::selectors},
    };
    return table;
}

inline const TestFieldInfo *testFieldInfo(TestField field)
{
    for (const TestFieldInfo &info : testFieldTable())
        if (info.field == field)
            return &info;
    return nullptr;
}

/// "type, durationSeconds, ...": the list unknown-field errors give.
inline QStringList testFieldNames()
{
    QStringList names;
    for (const TestFieldInfo &info : testFieldTable())
        names << QString::fromLatin1(info.name);
    return names;
}

inline QString familyName(AddressFamily family)
{
    switch (family) {
    case AddressFamily::IPv4:
        return QStringLiteral("ipv4");
    case AddressFamily::IPv6:
        return QStringLiteral("ipv6");
    case AddressFamily::Unspecified:
        break;
    }
    return {};
}

/// "" is the file's way of leaving the family to netperf.
inline std::optional<AddressFamily> familyFromName(const QString &name)
{
    for (AddressFamily family : {AddressFamily::Unspecified, AddressFamily::IPv4, AddressFamily::IPv6})
        if (familyName(family) == name)
            return family;
    return std::nullopt;
}

inline QString valueText(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}
inline QString valueText(const std::optional<bool> &value)
{
    return value ? (*value ? QStringLiteral("true") : QStringLiteral("false")) : QString();
}
inline QString valueText(const std::optional<double> &value)
{
    return value ? QString::number(*value) : QString();
}
inline QString valueText(const std::optional<NetperfTestType> &value)
{
    return value ? testTypeName(*value) : QString();
}
inline QString valueText(const std::optional<AddressFamily> &value)
{
    return value ? familyName(*value) : QString();
}
inline QString valueText(const std::optional<QStringList> &value)
{
    return value ? value->join(QLatin1Char(',')) : QString();
}

} // namespace Tunebench
