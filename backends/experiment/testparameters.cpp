// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/testparameters.h"

#include "experiment/testfieldtable_p.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace Tunebench {

namespace {

// The messages are the experiment file's (testspecjson.cpp shares this context), so that a typed
// test and a file's test say the same thing.
struct TestSpecText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::TestSpecJson)
};

TestProblem fieldProblem(TestField field, const QString &message)
{
    return TestProblem{field, QStringLiteral("test.%1: %2").arg(testFieldName(field), message)};
}

std::optional<bool> boolFromText(const QString &text)
{
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    return std::nullopt;
}

std::optional<int> intFromText(const QString &text)
{
    bool ok = false;
    const qlonglong value = text.toLongLong(&ok);
    if (!ok || value > std::numeric_limits<int>::max() || value < -std::numeric_limits<int>::max())
        return std::nullopt;
    return int(value);
}

// Starts from what Tunebench records (keyval output with latency statistics) and applies the
// parameters; no host.
NetperfTestSpec netperfFrom(const TestParameters &p)
{
    NetperfTestSpec spec = NetperfTestSpec::recording(p.type.value_or(NetperfTestType::TcpRr), {});
    spec.seconds = p.durationSeconds.value_or(spec.seconds);
    spec.count = p.transactions.value_or(0);
    spec.controlPort = p.controlPort.value_or(0);
    if (!p.interimInterval)
        spec.interimInterval = 0.25;
    else if (*p.interimInterval != TestParameters::NoInterims)
        spec.interimInterval = p.interimInterval;
    spec.localCpu = p.localCpu.value_or(p.cpu.value_or(false));
    spec.remoteCpu = p.remoteCpu.value_or(p.cpu.value_or(false));
    spec.localCpuBinding = p.localCpuBinding;
    spec.remoteCpuBinding = p.remoteCpuBinding;
    spec.confidenceLevel = p.confidenceLevel;
    spec.confidenceWidth = p.confidenceWidth.value_or(spec.confidenceWidth);
    spec.maxIterations = p.maxIterations;
    spec.minIterations = p.minIterations;
    spec.latencyStatistics = p.latencyStatistics.value_or(spec.latencyStatistics);
    spec.family = p.family.value_or(AddressFamily::Unspecified);
    spec.requestSize = p.requestSize;
    spec.responseSize = p.responseSize;
    spec.burst = p.burst;
    spec.noDelay = p.noDelay.value_or(false);
    spec.localDataPort = p.localDataPort;
    spec.remoteDataPort = p.remoteDataPort;
    spec.localSocketBuffer = p.localSocketBuffer;
    spec.remoteSocketBuffer = p.remoteSocketBuffer;
    if (p.selectors)
        spec.selectors = *p.selectors;
    return spec;
}

} // namespace

const QList<TestField> &testFields()
{
    static const QList<TestField> fields = [] {
        QList<TestField> all;
        for (const TestFieldInfo &info : testFieldTable())
            all << info.field;
        return all;
    }();
    return fields;
}

QString testFieldName(TestField field)
{
    const TestFieldInfo *info = testFieldInfo(field);
    return info ? QString::fromLatin1(info->name) : QString();
}

TestField testFieldFromName(const QString &name)
{
    for (const TestFieldInfo &info : testFieldTable())
        if (name == QLatin1String(info.name))
            return info.field;
    return TestField::None;
}

bool TestParameters::has(TestField field) const
{
    const TestFieldInfo *info = testFieldInfo(field);
    return info && std::visit([this](auto member) { return (this->*member).has_value(); }, info->member);
}

TestParameters TestParameters::mergedWith(const TestParameters &overrides) const
{
    TestParameters merged = *this;
    for (const TestFieldInfo &info : testFieldTable())
        std::visit(
            [&](auto member) {
                if ((overrides.*member).has_value())
                    merged.*member = overrides.*member;
            },
            info.member);
    return merged;
}

std::optional<TestProblem> TestParameters::problem() const
{
    if (transactions && *transactions <= 0)
        return fieldProblem(TestField::Transactions, TestSpecText::tr("must be positive"));
    if (interimInterval && *interimInterval != NoInterims && !(*interimInterval > 0))
        return fieldProblem(TestField::InterimInterval,
                            TestSpecText::tr("must be a positive number of seconds, or null for none"));
    if (confidenceWidth && !(*confidenceWidth > 0))
        return fieldProblem(TestField::ConfidenceWidth, TestSpecText::tr("must be a positive percentage"));
    // The netperf layer checks ranges and combinations; its message is prefixed with the section.
    NetperfTestSpec spec = netperfFrom(*this);
    spec.controlHost = QStringLiteral("localhost");
    if (const auto found = spec.problem())
        return TestProblem{testFieldFor(found->option), QStringLiteral("test: ") + found->error.message};
    return std::nullopt;
}

Result<NetperfTestSpec> TestParameters::toNetperf() const
{
    if (const auto found = problem())
        return makeError(ErrorCode::InvalidArgument, found->message);
    return netperfFrom(*this);
}

QString TestParameters::text(TestField field) const
{
    const TestFieldInfo *info = testFieldInfo(field);
    if (!info)
        return {};
    if (field == TestField::InterimInterval && interimInterval == NoInterims)
        return QStringLiteral("null");
    return std::visit([this](auto member) { return valueText(this->*member); }, info->member);
}

std::optional<QString> TestParameters::setText(TestField field, const QString &input)
{
    const TestFieldInfo *info = testFieldInfo(field);
    if (!info)
        return TestSpecText::tr("unknown field (known: %1)").arg(testFieldNames().join(QLatin1String(", ")));
    const QString text = input.trimmed();
    if (text.isEmpty()) {
        std::visit([this](auto member) { (this->*member).reset(); }, info->member);
        return std::nullopt;
    }
    switch (info->kind) {
    case TestFieldKind::Int: {
        const auto value = intFromText(text);
        if (!value)
            return TestSpecText::tr("must be a whole number");
        this->*std::get<std::optional<int> TestParameters::*>(info->member) = *value;
        return std::nullopt;
    }
    case TestFieldKind::Bool: {
        const auto value = boolFromText(text);
        if (!value)
            return TestSpecText::tr("must be true or false");
        this->*std::get<std::optional<bool> TestParameters::*>(info->member) = *value;
        return std::nullopt;
    }
    case TestFieldKind::Seconds:
    case TestFieldKind::Percent: {
        bool ok = false;
        const double value = text.toDouble(&ok);
        auto &target = this->*std::get<std::optional<double> TestParameters::*>(info->member);
        if (info->kind == TestFieldKind::Seconds && text == QLatin1String("null")) {
            target = NoInterims;
            return std::nullopt;
        }
        if (!ok || !(value > 0))
            return info->kind == TestFieldKind::Seconds
                ? TestSpecText::tr("must be a positive number of seconds, or null for none")
                : TestSpecText::tr("must be a positive percentage");
        target = value;
        return std::nullopt;
    }
    case TestFieldKind::Type: {
        const auto value = testTypeFromName(text);
        if (!value)
            return TestSpecText::tr("'%1' is not one of TCP_RR, TCP_CRR, UDP_RR, TCP_STREAM, TCP_MAERTS").arg(text);
        type = *value;
        return std::nullopt;
    }
    case TestFieldKind::Family: {
        const auto value = familyFromName(text);
        if (!value)
            return TestSpecText::tr("must be \"ipv4\" or \"ipv6\"");
        family = *value;
        return std::nullopt;
    }
    case TestFieldKind::Selectors:
        selectors = text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        return std::nullopt;
    }
    return std::nullopt;
}

TestField testFieldFor(NetperfOption option)
{
    switch (option) {
    case NetperfOption::None:
    case NetperfOption::ControlHost:
    case NetperfOption::LocalAddress:
    case NetperfOption::DataAddress:
        return TestField::None;
    case NetperfOption::Family:
        return TestField::Family;
    case NetperfOption::ControlPort:
        return TestField::ControlPort;
    case NetperfOption::Length:
        return TestField::DurationSeconds;
    case NetperfOption::Count:
        return TestField::Transactions;
    case NetperfOption::InterimInterval:
        return TestField::InterimInterval;
    case NetperfOption::LocalCpuBinding:
        return TestField::LocalCpuBinding;
    case NetperfOption::RemoteCpuBinding:
        return TestField::RemoteCpuBinding;
    case NetperfOption::ConfidenceLevel:
        return TestField::ConfidenceLevel;
    case NetperfOption::ConfidenceWidth:
        return TestField::ConfidenceWidth;
    case NetperfOption::MaxIterations:
        return TestField::MaxIterations;
    case NetperfOption::MinIterations:
        return TestField::MinIterations;
    case NetperfOption::RequestSize:
        return TestField::RequestSize;
    case NetperfOption::ResponseSize:
        return TestField::ResponseSize;
    case NetperfOption::Burst:
        return TestField::Burst;
    case NetperfOption::NoDelay:
        return TestField::NoDelay;
    case NetperfOption::LocalDataPort:
        return TestField::LocalDataPort;
    case NetperfOption::RemoteDataPort:
        return TestField::RemoteDataPort;
    case NetperfOption::LocalSocketBuffer:
        return TestField::LocalSocketBuffer;
    case NetperfOption::RemoteSocketBuffer:
        return TestField::RemoteSocketBuffer;
    case NetperfOption::Selectors:
        return TestField::Selectors;
    }
    return TestField::None;
}

} // namespace Tunebench
