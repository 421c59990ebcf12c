// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/testspecjson.h"

#include "experiment/testfieldtable_p.h"

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

// Each reader takes a value the object holds (not undefined) and gives the field's error, if any.
// Null reads as absent for numbers, as the file format always did.
std::optional<QString> read(const QJsonValue &value, std::optional<int> &out)
{
    const double number = value.toDouble(std::nan(""));
    if (value.isNull())
        return std::nullopt;
    if (!value.isDouble() || number != std::floor(number) || std::abs(number) > 2147483647.0)
        return TestSpecText::tr("must be a whole number");
    out = int(number);
    return std::nullopt;
}

std::optional<QString> read(const QJsonValue &value, std::optional<bool> &out)
{
    if (!value.isBool())
        return TestSpecText::tr("must be true or false");
    out = value.toBool();
    return std::nullopt;
}

std::optional<QString> read(const QJsonValue &value, std::optional<NetperfTestType> &out)
{
    const auto type = testTypeFromName(value.toString());
    if (!type)
        return TestSpecText::tr("'%1' is not one of TCP_RR, TCP_CRR, UDP_RR, TCP_STREAM, TCP_MAERTS")
            .arg(value.isString() ? value.toString() : value.toVariant().toString());
    out = *type;
    return std::nullopt;
}

std::optional<QString> read(const QJsonValue &value, std::optional<AddressFamily> &out)
{
    const auto family = value.isString() ? familyFromName(value.toString()) : std::nullopt;
    if (!family)
        return TestSpecText::tr("must be \"ipv4\" or \"ipv6\"");
    out = *family;
    return std::nullopt;
}

std::optional<QString> read(const QJsonValue &value, std::optional<QStringList> &out)
{
    if (!value.isArray())
        return TestSpecText::tr("must be a list of netperf omni selector names");
    QStringList selectors;
    for (const QJsonValue &selector : value.toArray())
        selectors << selector.toString();
    out = selectors;
    return std::nullopt;
}

// interimInterval (null: none) and confidenceWidth.
std::optional<QString> readNumber(const QJsonValue &value, TestFieldKind kind, std::optional<double> &out)
{
    if (kind == TestFieldKind::Seconds && value.isNull()) {
        out = TestParameters::NoInterims;
        return std::nullopt;
    }
    if (!value.isDouble() || value.toDouble() <= 0)
        return kind == TestFieldKind::Seconds ? TestSpecText::tr("must be a positive number of seconds, or null for none")
                                              : TestSpecText::tr("must be a positive percentage");
    out = value.toDouble();
    return std::nullopt;
}

QJsonValue write(const std::optional<int> &value)
{
    return *value;
}
QJsonValue write(const std::optional<bool> &value)
{
    return *value;
}
QJsonValue write(const std::optional<double> &value)
{
    return *value == TestParameters::NoInterims ? QJsonValue(QJsonValue::Null) : QJsonValue(*value);
}
QJsonValue write(const std::optional<NetperfTestType> &value)
{
    return testTypeName(*value);
}
QJsonValue write(const std::optional<AddressFamily> &value)
{
    return familyName(*value);
}
QJsonValue write(const std::optional<QStringList> &value)
{
    return QJsonArray::fromStringList(*value);
}

} // namespace

Result<TestParameters> testParametersFromJson(const QJsonObject &object)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (testFieldFromName(it.key()) == TestField::None)
            return fieldError(it.key(), TestSpecText::tr("unknown field (known: %1)")
                                            .arg(testFieldNames().join(QLatin1String(", "))));
    TestParameters parameters;
    for (const TestFieldInfo &info : testFieldTable()) {
        const QJsonValue value = object.value(QLatin1String(info.name));
        if (value.isUndefined())
            continue;
        const std::optional<QString> error = std::visit(
            [&](auto member) -> std::optional<QString> {
                auto &target = parameters.*member;
                if constexpr (std::is_same_v<std::decay_t<decltype(target)>, std::optional<double>>)
                    return readNumber(value, info.kind, target);
                else
                    return read(value, target);
            },
            info.member);
        if (error)
            return fieldError(QLatin1String(info.name), *error);
    }
    return parameters;
}

QJsonObject testParametersToJson(const TestParameters &parameters)
{
    QJsonObject object;
    for (const TestFieldInfo &info : testFieldTable())
        std::visit(
            [&](auto member) {
                if ((parameters.*member).has_value())
                    object.insert(QLatin1String(info.name), write(parameters.*member));
            },
            info.member);
    return object;
}

} // namespace Tunebench
