// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportbuilder.h"

#include "report/chartplanner.h"
#include "store/database.h"
#include "tunables/hostsnapshot.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QHash>
#include <QSet>

namespace Tunebench {

namespace {

QJsonObject objectFrom(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

QString jsonText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 12);
    if (value.isString())
        return value.toString();
    if (value.isArray() || value.isObject())
        return QString::fromUtf8(value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                                 : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return QString();
}

QString runName(const ReportRun &run, bool sweep)
{
    if (sweep && run.record.sweepValue)
        return ReportBuilder::tr("Run %1 (%2 at %3, repetition %4)")
            .arg(run.record.index + 1)
            .arg(run.detail.arm)
            .arg(*run.record.sweepValue)
            .arg(run.record.repetition + 1);
    return ReportBuilder::tr("Run %1 (%2, repetition %3)")
        .arg(run.record.index + 1)
        .arg(run.detail.arm)
        .arg(run.record.repetition + 1);
}

// The settings the hosts did not take as asked, as the results view lists them.
void addTunableWarnings(const ReportModel &model, QList<ReportWarning> &warnings)
{
    for (const SettingProblem &problem : model.details.settingProblems) {
        ReportWarning::Kind kind = ReportWarning::Kind::TunableFailed;
        if (problem.kind == SettingProblem::Kind::Unsupported)
            kind = ReportWarning::Kind::TunableUnsupported;
        else if (problem.kind == SettingProblem::Kind::NotAsSet)
            kind = ReportWarning::Kind::TunableNotAsSet;
        warnings << ReportWarning{kind, problem.text};
    }
}

} // namespace

Result<ReportModel> ReportBuilder::build(Database &database, qint64 experimentId)
{
    ExperimentDetailsLoader::StoredRows rows;
    auto details = ExperimentDetailsLoader::load(database, experimentId, &rows);
    if (!details)
        return details.error();
    ExperimentRepository repository(database);
    ReportModel model;
    model.details = std::move(details).value();
    model.arms = rows.arms;
    for (const RunRecord &record : std::as_const(rows.runs)) {
        ReportRun run;
        run.record = record;
        if (const RunDetail *detail = model.details.run(record.id))
            run.detail = *detail;
        auto interim = repository.interim(record.id);
        if (!interim)
            return interim.error();
        auto telemetry = repository.telemetry(record.id);
        if (!telemetry)
            return telemetry.error();
        run.interim = interim.value();
        run.telemetry = telemetry.value();
        model.runs << run;
    }
    auto links = repository.snapshotLinks(experimentId);
    if (!links)
        return links.error();
    SnapshotRepository snapshots(database);
    for (const ExperimentSnapshotLink &link : links.value()) {
        auto snapshot = snapshots.load(link.snapshotId);
        if (!snapshot)
            return snapshot.error();
        model.snapshots << ReportSnapshot{link.role, link.phase, snapshot.value()};
    }
    const QJsonObject spec = objectFrom(model.details.experiment.spec);
    model.rateUnit = ChartPlanner::rateUnit(model.details);
    model.hosts = hostsFrom(model);
    model.differences = testDifferences(spec, model.arms) + model.details.settings;
    model.commands = commandsFrom(model);
    model.warnings = warningsFrom(model);
    return model;
}

QList<ReportHost> ReportBuilder::hostsFrom(const ReportModel &model)
{
    const QJsonObject hostsSpec = objectFrom(model.details.experiment.spec).value(QLatin1String("hosts")).toObject();
    QList<ReportHost> hosts;
    for (const QString &role : {QStringLiteral("client"), QStringLiteral("server")}) {
        ReportHost host;
        host.role = role;
        const QJsonObject spec = hostsSpec.value(role).toObject();
        host.host = spec.value(QLatin1String("host")).toString();
        if (host.host.isEmpty())
            host.host = role == QLatin1String("client") ? model.details.experiment.clientHost : model.details.experiment.serverHost;
        host.interfaceName = spec.value(QLatin1String("interface")).toString();
        const ReportSnapshot *chosen = nullptr;
        for (const ReportSnapshot &snapshot : model.snapshots)
            if (snapshot.role == role && (!chosen || snapshot.phase == QLatin1String("before")))
                chosen = &snapshot;
        if (chosen) {
            if (auto parsed = HostSnapshot::fromJson(objectFrom(chosen->record.content))) {
                const HostSnapshot &s = parsed.value();
                host.fromSnapshot = true;
                if (!s.interfaceName.isEmpty())
                    host.interfaceName = s.interfaceName;
                host.platform = s.platform;
                host.kernel = s.kernel;
                host.driver = s.driver.driver;
                host.driverVersion = s.driver.version;
                host.firmware = s.driver.firmware;
                host.busInfo = s.driver.busInfo;
                host.tool = s.toolVersion;
            }
        }
        for (const ReportRun &run : model.runs) {
            for (const TelemetrySampleRow &row : run.telemetry)
                if (row.role == role && !row.perCpu.isEmpty())
                    host.cpus = std::max(host.cpus, int(row.perCpu.split(QLatin1Char(' '), Qt::SkipEmptyParts).size()));
        }
        if (!host.host.isEmpty() || host.fromSnapshot)
            hosts << host;
    }
    return hosts;
}

QList<SettingComparison> ReportBuilder::testDifferences(const QJsonObject &spec, const QList<ArmRecord> &arms)
{
    const QJsonObject base = spec.value(QLatin1String("test")).toObject();
    QStringList keys;
    QList<QJsonObject> overrides;
    QStringList manual;
    for (const ArmRecord &arm : arms) {
        const QJsonObject armSpec = objectFrom(arm.spec);
        const QJsonObject test = armSpec.value(QLatin1String("test")).toObject();
        overrides << test;
        for (auto it = test.begin(); it != test.end(); ++it)
            if (!keys.contains(it.key()))
                keys << it.key();
        manual << armSpec.value(QLatin1String("manual")).toString();
    }
    QList<SettingComparison> rows;
    for (const QString &key : std::as_const(keys)) {
        SettingComparison row{QStringLiteral("test"), key, {}, false, false};
        for (const QJsonObject &test : std::as_const(overrides))
            row.values << jsonText(test.contains(key) ? test.value(key) : base.value(key));
        row.differs = std::any_of(row.values.cbegin(), row.values.cend(), [&row](const QString &v) { return v != row.values.first(); });
        rows << row;
    }
    if (std::any_of(manual.cbegin(), manual.cend(), [](const QString &m) { return !m.isEmpty(); }))
        rows << SettingComparison{QStringLiteral("manual"), tr("change made by hand"), manual,
                                  std::any_of(manual.cbegin(), manual.cend(), [&manual](const QString &m) { return m != manual.first(); }),
                                  false};
    return rows;
}

QList<ReportCommand> ReportBuilder::commandsFrom(const ReportModel &model)
{
    QList<ReportCommand> commands;
    for (const ReportRun &run : model.runs) {
        if (run.record.commandLine.isEmpty())
            continue;
        auto it = std::find_if(commands.begin(), commands.end(), [&run](const ReportCommand &c) {
            return c.arm == run.detail.arm && c.commandLine == run.record.commandLine;
        });
        if (it == commands.end())
            commands << ReportCommand{run.detail.arm, run.record.commandLine, 1};
        else
            ++it->runs;
    }
    return commands;
}

QList<ReportWarning> ReportBuilder::warningsFrom(const ReportModel &model)
{
    using Kind = ReportWarning::Kind;
    QList<ReportWarning> warnings;
    const ExperimentRecord &experiment = model.details.experiment;
    if (!experiment.error.isEmpty())
        warnings << ReportWarning{Kind::ExperimentError, tr("The experiment ended with an error: %1").arg(experiment.error)};
    const bool sweep = model.hasSweep();
    for (const ReportRun &run : model.runs) {
        const QString name = runName(run, sweep);
        if (!run.detail.completed()) {
            warnings << ReportWarning{Kind::RunFailed, tr("%1 %2: %3")
                                                           .arg(name, run.record.status,
                                                                run.record.error.isEmpty() ? tr("no error recorded") : run.record.error)};
            continue;
        }
        bool confidenceFlagged = false;
        for (const Stats::Diagnostic &diagnostic : run.detail.flags()) {
            const bool confidence = diagnostic.kind == Stats::DiagnosticKind::ConfidenceNotAchieved;
            confidenceFlagged = confidenceFlagged || confidence;
            warnings << ReportWarning{confidence ? Kind::ConfidenceNotAchieved : Kind::UnstableRun,
                                      tr("%1: %2").arg(name, diagnostic.sentence)};
        }
        if (!confidenceFlagged && run.record.rawOutput.contains(QLatin1String("Desired confidence was not achieved")))
            warnings << ReportWarning{Kind::ConfidenceNotAchieved,
                                      tr("%1: netperf's desired confidence was not achieved.").arg(name)};
    }
    addTunableWarnings(model, warnings);
    for (const QString &note : model.details.notes)
        warnings << ReportWarning{Kind::Note, note};
    return warnings;
}

} // namespace Tunebench
