// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfoutputjson.h"

#include <QJsonArray>

namespace Tunebench {

QString failureKindName(FailureKind kind)
{
    switch (kind) {
    case FailureKind::NoNetserver:
        return QStringLiteral("no-netserver");
    case FailureKind::DemoUnsupported:
        return QStringLiteral("demo-unsupported");
    case FailureKind::OldNetperf:
        return QStringLiteral("old-netperf");
    case FailureKind::CommandNotFound:
        return QStringLiteral("command-not-found");
    case FailureKind::UnknownTest:
        return QStringLiteral("unknown-test");
    case FailureKind::CannotResolve:
        return QStringLiteral("cannot-resolve");
    case FailureKind::RemoteError:
        return QStringLiteral("remote-error");
    case FailureKind::SendError:
        return QStringLiteral("send-error");
    case FailureKind::RecvError:
        return QStringLiteral("recv-error");
    case FailureKind::ConnectError:
        return QStringLiteral("connect-error");
    case FailureKind::InvalidOption:
        return QStringLiteral("invalid-option");
    case FailureKind::NetserverStart:
        return QStringLiteral("netserver-start");
    case FailureKind::Other:
        break;
    }
    return QStringLiteral("other");
}

QString resultFormName(ResultForm form)
{
    switch (form) {
    case ResultForm::ClassicRr:
        return QStringLiteral("classic-rr");
    case ResultForm::ClassicStream:
        return QStringLiteral("classic-stream");
    case ResultForm::ClassicMss:
        return QStringLiteral("classic-mss");
    case ResultForm::Terse:
        return QStringLiteral("terse");
    case ResultForm::KeyValue:
        return QStringLiteral("keyval");
    case ResultForm::Csv:
        return QStringLiteral("csv");
    case ResultForm::None:
        break;
    }
    return QStringLiteral("none");
}

QJsonObject sampleToJson(const InterimSample &sample, const QString &units)
{
    QJsonObject object{{QStringLiteral("test"), sample.test}, {QStringLiteral("units"), units}};
    setSampleNumbers(object, sample);
    return object;
}

void setSampleNumbers(QJsonObject &object, const InterimSample &sample)
{
    static const QString rate = QStringLiteral("rate");
    static const QString interval = QStringLiteral("interval");
    static const QString endTime = QStringLiteral("end_time");
    static const QString line = QStringLiteral("line");
    object[rate] = sample.rate;
    object[interval] = sample.interval;
    object[endTime] = sample.endTime;
    object[line] = sample.line;
}

QJsonObject bannerToJson(const TestBanner &banner)
{
    QJsonObject object{{QStringLiteral("test_name"), banner.testName},
                       {QStringLiteral("migrated"), banner.migrated},
                       {QStringLiteral("local_host"), banner.localHost},
                       {QStringLiteral("local_port"), banner.localPort},
                       {QStringLiteral("local_family"), banner.localFamily},
                       {QStringLiteral("remote_host"), banner.remoteHost},
                       {QStringLiteral("remote_port"), banner.remotePort},
                       {QStringLiteral("remote_family"), banner.remoteFamily},
                       {QStringLiteral("annotations"), QJsonArray::fromStringList(banner.annotations)},
                       {QStringLiteral("demo"), banner.demo}};
    if (banner.firstBurst >= 0)
        object.insert(QStringLiteral("first_burst"), banner.firstBurst);
    if (banner.confidenceLevel)
        object.insert(QStringLiteral("confidence_level"), *banner.confidenceLevel);
    if (banner.confidenceHalfWidth)
        object.insert(QStringLiteral("confidence_half_width"), *banner.confidenceHalfWidth);
    return object;
}

QJsonObject resultToJson(const TestResult &result)
{
    QJsonObject object{{QStringLiteral("form"), resultFormName(result.form)}};
    for (int i = 0; i < resultFieldCount; ++i) {
        if (const auto value = result.value(ResultField(i)))
            object.insert(resultFieldName(ResultField(i)), *value);
    }
    if (!result.throughputUnits.isEmpty())
        object.insert(QStringLiteral("throughput_units"), result.throughputUnits);
    if (!result.serviceDemandUnits.isEmpty())
        object.insert(QStringLiteral("sd_units"), result.serviceDemandUnits);
    if (!result.cpuMethod.isEmpty())
        object.insert(QStringLiteral("cpu_method"), result.cpuMethod);
    if (!result.extraValues.isEmpty()) {
        QJsonObject extra;
        for (const auto &pair : result.extraValues)
            extra.insert(pair.first, pair.second);
        object.insert(QStringLiteral("extra"), extra);
    }
    return object;
}

QJsonObject failureToJson(const NetperfFailure &failure)
{
    QJsonObject object{{QStringLiteral("kind"), failureKindName(failure.kind)},
                       {QStringLiteral("text"), failure.text},
                       {QStringLiteral("line"), failure.line},
                       {QStringLiteral("test"), failure.test}};
    if (!failure.host.isEmpty())
        object.insert(QStringLiteral("host"), failure.host);
    if (failure.port >= 0)
        object.insert(QStringLiteral("port"), failure.port);
    if (failure.errorNumber != 0)
        object.insert(QStringLiteral("errno"), failure.errorNumber);
    if (!failure.reason.isEmpty())
        object.insert(QStringLiteral("reason"), failure.reason);
    return object;
}

QJsonObject testToJson(const NetperfOutput &output, int test)
{
    const ParsedTest &parsed = output.tests.at(test);
    QJsonObject object{{QStringLiteral("test"), test},
                       {QStringLiteral("first_line"), parsed.firstLine},
                       {QStringLiteral("last_line"), parsed.lastLine},
                       {QStringLiteral("samples"), parsed.sampleCount}};
    if (!parsed.command.isEmpty())
        object.insert(QStringLiteral("command"), parsed.command);
    if (!parsed.interimUnits.isEmpty())
        object.insert(QStringLiteral("interim_units"), parsed.interimUnits);
    if (const auto mean = output.timeWeightedInterimMean(test))
        object.insert(QStringLiteral("interim_mean"), *mean);
    if (parsed.banner)
        object.insert(QStringLiteral("banner"), bannerToJson(*parsed.banner));
    if (parsed.result)
        object.insert(QStringLiteral("result"), resultToJson(*parsed.result));
    if (parsed.confidenceWarning) {
        const ConfidenceWarning &warning = *parsed.confidenceWarning;
        QJsonObject json{{QStringLiteral("lines"), QJsonArray::fromStringList(warning.lines)}};
        if (warning.throughputWidth)
            json.insert(QStringLiteral("throughput_width"), *warning.throughputWidth);
        if (warning.localCpuWidth)
            json.insert(QStringLiteral("local_cpu_width"), *warning.localCpuWidth);
        if (warning.remoteCpuWidth)
            json.insert(QStringLiteral("remote_cpu_width"), *warning.remoteCpuWidth);
        object.insert(QStringLiteral("confidence_warning"), json);
    }
    return object;
}

} // namespace Tunebench
