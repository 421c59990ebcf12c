// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportanalysisjson.h"

#include "report/reportmodel.h"
#include "stats/statsjson.h"

#include <QJsonArray>

namespace Tunebench {

namespace {

QString warningKind(ReportWarning::Kind kind)
{
    switch (kind) {
    case ReportWarning::Kind::ExperimentError:
        return QStringLiteral("experiment-error");
    case ReportWarning::Kind::RunFailed:
        return QStringLiteral("run-failed");
    case ReportWarning::Kind::ConfidenceNotAchieved:
        return QStringLiteral("confidence-not-achieved");
    case ReportWarning::Kind::UnstableRun:
        return QStringLiteral("unstable-run");
    case ReportWarning::Kind::TunableUnsupported:
        return QStringLiteral("tunable-unsupported");
    case ReportWarning::Kind::TunableFailed:
        return QStringLiteral("tunable-failed");
    case ReportWarning::Kind::TunableNotAsSet:
        return QStringLiteral("tunable-not-as-set");
    case ReportWarning::Kind::Note:
        return QStringLiteral("note");
    }
    return QString();
}

QJsonArray hosts(const ReportModel &model)
{
    QJsonArray out;
    for (const ReportHost &h : model.hosts)
        out << QJsonObject{{QStringLiteral("role"), h.role},          {QStringLiteral("host"), h.host},
                           {QStringLiteral("interface"), h.interfaceName}, {QStringLiteral("platform"), h.platform},
                           {QStringLiteral("kernel"), h.kernel},      {QStringLiteral("driver"), h.driver},
                           {QStringLiteral("driverVersion"), h.driverVersion}, {QStringLiteral("firmware"), h.firmware},
                           {QStringLiteral("bus"), h.busInfo},        {QStringLiteral("tool"), h.tool},
                           {QStringLiteral("cpus"), h.cpus > 0 ? QJsonValue(h.cpus) : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("fromSnapshot"), h.fromSnapshot}};
    return out;
}

QJsonArray points(const ReportModel &model)
{
    QJsonArray out;
    for (const PointDetail &point : model.details.points) {
        QJsonArray arms;
        for (const ArmPoint &arm : point.arms) {
            QJsonObject metrics;
            for (auto it = arm.summaries.cbegin(); it != arm.summaries.cend(); ++it)
                metrics.insert(it.key(), Stats::Json::toJson(it.value()));
            arms << QJsonObject{{QStringLiteral("label"), arm.label}, {QStringLiteral("runs"), arm.runs()},
                                {QStringLiteral("metrics"), metrics}};
        }
        QJsonArray verdicts;
        for (const ArmVerdict &verdict : point.verdicts) {
            QJsonObject object = Stats::Json::toJson(verdict.comparison);
            object.insert(QStringLiteral("armA"), verdict.a);
            object.insert(QStringLiteral("armB"), verdict.b);
            verdicts << object;
        }
        out << QJsonObject{{QStringLiteral("sweepValue"), point.sweepValue ? QJsonValue(*point.sweepValue) : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("arms"), arms},
                           {QStringLiteral("verdicts"), verdicts}};
    }
    return out;
}

QJsonArray runs(const ReportModel &model)
{
    QJsonArray out;
    for (const ReportRun &run : model.runs) {
        QJsonObject metrics;
        for (auto it = run.detail.metrics.cbegin(); it != run.detail.metrics.cend(); ++it)
            metrics.insert(it.key(), it.value());
        QJsonArray diagnostics;
        for (const Stats::Diagnostic &diagnostic : run.detail.diagnostics)
            diagnostics << Stats::Json::toJson(diagnostic);
        out << QJsonObject{{QStringLiteral("index"), run.record.index}, {QStringLiteral("arm"), run.detail.arm},
                           {QStringLiteral("status"), run.record.status}, {QStringLiteral("intervals"), run.detail.intervals},
                           {QStringLiteral("metrics"), metrics}, {QStringLiteral("stable"), run.detail.flags().isEmpty()},
                           {QStringLiteral("diagnostics"), diagnostics}};
    }
    return out;
}

} // namespace

QJsonObject ReportAnalysisJson::toJson(const ReportModel &model)
{
    QJsonArray differences;
    for (const SettingComparison &row : model.differences)
        differences << QJsonObject{{QStringLiteral("host"), row.role}, {QStringLiteral("key"), row.key},
                                   {QStringLiteral("values"), QJsonArray::fromStringList(row.values)},
                                   {QStringLiteral("differs"), row.differs}, {QStringLiteral("varies"), row.varies}};
    QJsonArray commands;
    for (const ReportCommand &command : model.commands)
        commands << QJsonObject{{QStringLiteral("arm"), command.arm}, {QStringLiteral("commandLine"), command.commandLine},
                                {QStringLiteral("runs"), command.runs}};
    QJsonArray warnings;
    for (const ReportWarning &warning : model.warnings)
        warnings << QJsonObject{{QStringLiteral("kind"), warningKind(warning.kind)}, {QStringLiteral("text"), warning.text}};
    QJsonArray cliffs;
    for (const SweepCliff &cliff : model.details.cliffs)
        cliffs << QJsonObject{{QStringLiteral("arm"), cliff.arm}, {QStringLiteral("from"), cliff.from},
                              {QStringLiteral("to"), cliff.to}, {QStringLiteral("relativeChange"), cliff.relativeChange},
                              {QStringLiteral("sentence"), cliff.sentence}};
    QJsonObject sweep;
    if (model.details.sweep)
        sweep = QJsonObject{{QStringLiteral("parameter"), model.details.sweep->parameter},
                            {QStringLiteral("label"), model.details.sweep->label},
                            {QStringLiteral("unit"), model.details.sweep->unit}};
    return QJsonObject{{QStringLiteral("testType"), model.details.testType},
                       {QStringLiteral("rateUnit"), model.rateUnit},
                       {QStringLiteral("warmupSeconds"), model.details.warmupSeconds},
                       {QStringLiteral("sweep"), sweep.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(sweep)},
                       {QStringLiteral("hosts"), hosts(model)},
                       {QStringLiteral("differences"), differences},
                       {QStringLiteral("commands"), commands},
                       {QStringLiteral("points"), points(model)},
                       {QStringLiteral("runs"), runs(model)},
                       {QStringLiteral("cliffs"), cliffs},
                       {QStringLiteral("warnings"), warnings}};
}

} // namespace Tunebench
