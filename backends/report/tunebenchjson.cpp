// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/tunebenchjson.h"

#include "report/reportanalysisjson.h"
#include "report/reportmodel.h"
#include "store/database.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Tunebench {

namespace {

const QString kId = QStringLiteral("id");
const QString kRunIndex = QStringLiteral("runIndex");
const QString kExperimentId = QStringLiteral("experimentId");

QJsonValue timeJson(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QDateTime timeFrom(const QJsonValue &value)
{
    return value.isString() ? QDateTime::fromString(value.toString(), Qt::ISODateWithMs) : QDateTime();
}

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

std::optional<double> optionalFrom(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

// Stored JSON text (spec, result, settings, snapshot content) as JSON, or as a string when it is not.
QJsonValue embedded(const QByteArray &text)
{
    if (text.isEmpty())
        return QJsonValue::Null;
    const QJsonDocument document = QJsonDocument::fromJson(text);
    if (document.isObject())
        return document.object();
    if (document.isArray())
        return document.array();
    return QString::fromUtf8(text);
}

QByteArray fromEmbedded(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    return value.toString().toUtf8();
}

// The stored statistics name runs and the experiment by database id; the export by run index.
QJsonValue summaryForExport(const QByteArray &summary, const QHash<qint64, int> &indexById)
{
    QJsonObject object = QJsonDocument::fromJson(summary).object();
    if (object.isEmpty())
        return summary.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromUtf8(summary));
    object.remove(kExperimentId);
    QJsonArray runs;
    for (const QJsonValue &value : object.value(QLatin1String("runs")).toArray()) {
        QJsonObject run = value.toObject();
        const auto it = indexById.constFind(run.value(kId).toInteger());
        if (run.contains(kId) && it != indexById.cend()) {
            run.remove(kId);
            run.insert(kRunIndex, *it);
        }
        runs << run;
    }
    if (object.contains(QLatin1String("runs")))
        object.insert(QStringLiteral("runs"), runs);
    return object;
}

QByteArray summaryForImport(const QJsonValue &value, qint64 experimentId, const QHash<int, qint64> &idByIndex)
{
    if (!value.isObject())
        return fromEmbedded(value);
    QJsonObject object = value.toObject();
    object.insert(kExperimentId, experimentId);
    QJsonArray runs;
    for (const QJsonValue &entry : object.value(QLatin1String("runs")).toArray()) {
        QJsonObject run = entry.toObject();
        if (run.contains(kRunIndex)) {
            run.insert(kId, idByIndex.value(run.value(kRunIndex).toInt()));
            run.remove(kRunIndex);
        }
        runs << run;
    }
    if (object.contains(QLatin1String("runs")))
        object.insert(QStringLiteral("runs"), runs);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

const QStringList kInterimColumns = {QStringLiteral("seq"), QStringLiteral("endTime"), QStringLiteral("interval"),
                                     QStringLiteral("value")};
const QStringList kTelemetryColumns = {
    QStringLiteral("role"),       QStringLiteral("seq"),      QStringLiteral("start"),         QStringLiteral("end"),
    QStringLiteral("cpu"),        QStringLiteral("busyMicroseconds"), QStringLiteral("interrupts"),
    QStringLiteral("contextSwitches"), QStringLiteral("softirqs"), QStringLiteral("rxPackets"),
    QStringLiteral("txPackets"),  QStringLiteral("serviceDemand"), QStringLiteral("perCpu")};

QJsonObject samplesJson(const ReportRun &run)
{
    QJsonArray interim;
    for (const InterimSampleRow &row : run.interim)
        interim << QJsonArray{row.seq, row.endTime, row.interval, row.value};
    QJsonArray telemetry;
    for (const TelemetrySampleRow &row : run.telemetry)
        telemetry << QJsonArray{row.role, row.seq, row.start, row.end, row.cpu, row.busyMicroseconds, row.interrupts,
                                row.contextSwitches, row.softirqs, optional(row.rxPackets), optional(row.txPackets),
                                optional(row.serviceDemand), row.perCpu};
    return QJsonObject{
        {QStringLiteral("interim"), QJsonObject{{QStringLiteral("columns"), QJsonArray::fromStringList(kInterimColumns)},
                                                {QStringLiteral("rows"), interim}}},
        {QStringLiteral("telemetry"), QJsonObject{{QStringLiteral("columns"), QJsonArray::fromStringList(kTelemetryColumns)},
                                                  {QStringLiteral("rows"), telemetry}}}};
}

QJsonObject runJson(const ReportRun &run)
{
    const RunRecord &r = run.record;
    QJsonObject object{{QStringLiteral("index"), r.index},
                       {QStringLiteral("armIndex"), run.detail.armIndex},
                       {QStringLiteral("arm"), run.detail.arm},
                       {QStringLiteral("repetition"), r.repetition},
                       {QStringLiteral("sweepPoint"), r.sweepPoint},
                       {QStringLiteral("sweepValue"), optional(r.sweepValue)},
                       {QStringLiteral("status"), r.status},
                       {QStringLiteral("startedAt"), timeJson(r.startedAt)},
                       {QStringLiteral("finishedAt"), timeJson(r.finishedAt)},
                       {QStringLiteral("commandLine"), r.commandLine},
                       {QStringLiteral("rawOutput"), r.rawOutput},
                       {QStringLiteral("error"), r.error},
                       {QStringLiteral("rate"), optional(r.rate)},
                       {QStringLiteral("localServiceDemand"), optional(r.localServiceDemand)},
                       {QStringLiteral("remoteServiceDemand"), optional(r.remoteServiceDemand)},
                       {QStringLiteral("liveServiceDemandLocal"), optional(r.liveServiceDemandLocal)},
                       {QStringLiteral("liveServiceDemandRemote"), optional(r.liveServiceDemandRemote)},
                       {QStringLiteral("result"), embedded(r.result)},
                       {QStringLiteral("settings"), embedded(r.settings)}};
    if (r.clientClock || r.serverClock) // runs from before schema 6 and imports have none
        object.insert(QStringLiteral("clockOffsets"), ClockOffset::pairJson(r.clientClock, r.serverClock));
    const QJsonObject samples = samplesJson(run);
    for (auto it = samples.begin(); it != samples.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

Error invalid(const QString &what)
{
    return makeError(ErrorCode::ParseError, TunebenchJson::tr("This Tunebench export is damaged: %1.").arg(what));
}

} // namespace

QJsonObject TunebenchJson::toJson(const ReportModel &model)
{
    const ExperimentRecord &e = model.details.experiment;
    QHash<qint64, int> indexById;
    for (const ReportRun &run : model.runs)
        indexById.insert(run.record.id, run.record.index);
    const QJsonObject experiment{{QStringLiteral("name"), e.name},
                                 {QStringLiteral("kind"), e.kind},
                                 {QStringLiteral("status"), e.status},
                                 {QStringLiteral("spec"), embedded(e.spec)},
                                 {QStringLiteral("clientHost"), e.clientHost},
                                 {QStringLiteral("serverHost"), e.serverHost},
                                 {QStringLiteral("seed"), qint64(e.seed)},
                                 {QStringLiteral("mss"), e.mss ? QJsonValue(*e.mss) : QJsonValue(QJsonValue::Null)},
                                 {QStringLiteral("createdAt"), timeJson(e.createdAt)},
                                 {QStringLiteral("finishedAt"), timeJson(e.finishedAt)},
                                 {QStringLiteral("error"), e.error},
                                 {QStringLiteral("summary"), summaryForExport(e.summary, indexById)}};
    QJsonArray arms;
    for (const ArmRecord &arm : model.arms)
        arms << QJsonObject{{QStringLiteral("index"), arm.index}, {QStringLiteral("label"), arm.label},
                            {QStringLiteral("spec"), embedded(arm.spec)}};
    QJsonArray runs;
    for (const ReportRun &run : model.runs)
        runs << runJson(run);
    QJsonArray snapshots;
    for (const ReportSnapshot &snapshot : model.snapshots)
        snapshots << QJsonObject{{QStringLiteral("role"), snapshot.role},
                                 {QStringLiteral("phase"), snapshot.phase},
                                 {QStringLiteral("host"), snapshot.record.host},
                                 {QStringLiteral("interface"), snapshot.record.interfaceName},
                                 {QStringLiteral("takenAt"), timeJson(snapshot.record.takenAt)},
                                 {QStringLiteral("content"), embedded(snapshot.record.content)}};
    return QJsonObject{{QStringLiteral("format"), formatName()},
                       {QStringLiteral("version"), Version},
                       {QStringLiteral("experiment"), experiment},
                       {QStringLiteral("arms"), arms},
                       {QStringLiteral("runs"), runs},
                       {QStringLiteral("snapshots"), snapshots},
                       {QStringLiteral("analysis"), ReportAnalysisJson::toJson(model)}};
}

QByteArray TunebenchJson::write(const ReportModel &model)
{
    return QJsonDocument(toJson(model)).toJson(QJsonDocument::Indented);
}

bool TunebenchJson::looksLike(QByteArrayView data)
{
    const QByteArrayView trimmed = data.trimmed();
    return trimmed.startsWith('{') && data.contains(QByteArrayView("\"tunebench-export\""));
}

Result<QJsonObject> TunebenchJson::parse(QByteArrayView data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data.toByteArray(), &error);
    if (!document.isObject())
        return makeError(ErrorCode::ParseError, tr("This is not a Tunebench export: %1 at byte %2.")
                                                    .arg(error.errorString())
                                                    .arg(error.offset));
    const QJsonObject object = document.object();
    if (text(object, "format") != formatName())
        return makeError(ErrorCode::ParseError, tr("This JSON is not a Tunebench export (its format is not \"%1\").").arg(formatName()));
    if (object.value(QLatin1String("version")).toInt() != Version)
        return makeError(ErrorCode::Unsupported, tr("This Tunebench export has version %1; this Tunebench reads version %2. "
                                                    "Import it with a matching Tunebench.")
                                                     .arg(object.value(QLatin1String("version")).toInt())
                                                     .arg(Version));
    return object;
}

TunebenchJsonSummary TunebenchJson::summarize(const QJsonObject &document)
{
    TunebenchJsonSummary summary;
    const QJsonObject experiment = document.value(QLatin1String("experiment")).toObject();
    summary.name = text(experiment, "name");
    summary.kind = text(experiment, "kind");
    summary.status = text(experiment, "status");
    for (const QJsonValue &arm : document.value(QLatin1String("arms")).toArray())
        summary.arms << arm.toObject().value(QLatin1String("label")).toString();
    const QJsonArray runs = document.value(QLatin1String("runs")).toArray();
    summary.runs = int(runs.size());
    for (const QJsonValue &run : runs)
        summary.interimSamples += int(run.toObject().value(QLatin1String("interim")).toObject().value(QLatin1String("rows")).toArray().size());
    summary.snapshots = int(document.value(QLatin1String("snapshots")).toArray().size());
    return summary;
}

namespace {

Status importRuns(ExperimentRepository &repository, qint64 experimentId, const QJsonArray &runs,
                  const QList<ArmRecord> &arms, QHash<int, qint64> &idByIndex)
{
    QList<RunRecord> records;
    QList<QJsonObject> objects;
    for (const QJsonValue &value : runs) {
        const QJsonObject o = value.toObject();
        const int arm = o.value(QLatin1String("armIndex")).toInt(-1);
        if (arm < 0 || arm >= arms.size())
            return invalid(TunebenchJson::tr("run %1 names no arm of the experiment").arg(o.value(QLatin1String("index")).toInt() + 1));
        RunRecord r;
        r.experimentId = experimentId;
        r.armId = arms.at(arm).id;
        r.index = o.value(QLatin1String("index")).toInt();
        r.repetition = o.value(QLatin1String("repetition")).toInt();
        r.sweepPoint = o.value(QLatin1String("sweepPoint")).toInt(-1);
        r.sweepValue = optionalFrom(o.value(QLatin1String("sweepValue")));
        r.status = text(o, "status");
        r.startedAt = timeFrom(o.value(QLatin1String("startedAt")));
        r.finishedAt = timeFrom(o.value(QLatin1String("finishedAt")));
        r.commandLine = text(o, "commandLine");
        r.rawOutput = text(o, "rawOutput");
        r.error = text(o, "error");
        r.rate = optionalFrom(o.value(QLatin1String("rate")));
        r.localServiceDemand = optionalFrom(o.value(QLatin1String("localServiceDemand")));
        r.remoteServiceDemand = optionalFrom(o.value(QLatin1String("remoteServiceDemand")));
        r.liveServiceDemandLocal = optionalFrom(o.value(QLatin1String("liveServiceDemandLocal")));
        r.liveServiceDemandRemote = optionalFrom(o.value(QLatin1String("liveServiceDemandRemote")));
        r.result = fromEmbedded(o.value(QLatin1String("result")));
        r.settings = fromEmbedded(o.value(QLatin1String("settings")));
        const QJsonObject clocks = o.value(QLatin1String("clockOffsets")).toObject();
        r.clientClock = ClockOffset::fromJson(clocks.value(QLatin1String("client")));
        r.serverClock = ClockOffset::fromJson(clocks.value(QLatin1String("server")));
        records << r;
        objects << o;
    }
    if (const Status added = repository.addRuns(records); !added)
        return added;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const RunRecord &r = records.at(i);
        idByIndex.insert(r.index, r.id);
        if (const Status updated = repository.updateRun(r); !updated)
            return updated;
        QList<InterimSampleRow> interim;
        for (const QJsonValue &row : objects.at(i).value(QLatin1String("interim")).toObject().value(QLatin1String("rows")).toArray()) {
            const QJsonArray a = row.toArray();
            interim << InterimSampleRow{a.at(0).toInt(), a.at(1).toDouble(), a.at(2).toDouble(), a.at(3).toDouble()};
        }
        QList<TelemetrySampleRow> telemetry;
        for (const QJsonValue &row : objects.at(i).value(QLatin1String("telemetry")).toObject().value(QLatin1String("rows")).toArray()) {
            const QJsonArray a = row.toArray();
            TelemetrySampleRow t;
            t.role = a.at(0).toString();
            t.seq = a.at(1).toInt();
            t.start = a.at(2).toDouble();
            t.end = a.at(3).toDouble();
            t.cpu = a.at(4).toDouble();
            t.busyMicroseconds = a.at(5).toDouble();
            t.interrupts = a.at(6).toDouble();
            t.contextSwitches = a.at(7).toDouble();
            t.softirqs = a.at(8).toDouble();
            t.rxPackets = optionalFrom(a.at(9));
            t.txPackets = optionalFrom(a.at(10));
            t.serviceDemand = optionalFrom(a.at(11));
            t.perCpu = a.at(12).toString();
            telemetry << t;
        }
        if (const Status s = repository.appendInterim(r.id, interim); !s)
            return s;
        if (const Status s = repository.appendTelemetry(r.id, telemetry); !s)
            return s;
    }
    return Ok{};
}

Status importSnapshots(Database &database, ExperimentRepository &repository, qint64 experimentId, const QJsonArray &snapshots)
{
    SnapshotRepository store(database);
    for (const QJsonValue &value : snapshots) {
        const QJsonObject o = value.toObject();
        SnapshotRecord record{0, text(o, "host"), text(o, "interface"), timeFrom(o.value(QLatin1String("takenAt"))),
                              fromEmbedded(o.value(QLatin1String("content")))};
        auto id = store.save(record);
        if (!id)
            return id.error();
        if (const Status linked = repository.linkSnapshot(experimentId, text(o, "role"), text(o, "phase"), id.value()); !linked)
            return linked;
    }
    return Ok{};
}

} // namespace

Result<qint64> TunebenchJson::import(Database &database, const QJsonObject &document)
{
    const QJsonObject e = document.value(QLatin1String("experiment")).toObject();
    if (e.isEmpty())
        return invalid(tr("it has no experiment"));
    ExperimentRecord record;
    record.name = text(e, "name");
    record.kind = text(e, "kind");
    record.spec = fromEmbedded(e.value(QLatin1String("spec")));
    record.clientHost = text(e, "clientHost");
    record.serverHost = text(e, "serverHost");
    // A run still in progress when exported cannot be resumed here: it was interrupted.
    record.status = text(e, "status") == QLatin1String("running") ? QStringLiteral("interrupted") : text(e, "status");
    record.seed = quint64(e.value(QLatin1String("seed")).toInteger());
    if (e.value(QLatin1String("mss")).isDouble())
        record.mss = e.value(QLatin1String("mss")).toInt();
    record.createdAt = timeFrom(e.value(QLatin1String("createdAt")));
    record.finishedAt = timeFrom(e.value(QLatin1String("finishedAt")));
    record.error = text(e, "error");
    QList<ArmRecord> arms;
    for (const QJsonValue &value : document.value(QLatin1String("arms")).toArray()) {
        const QJsonObject a = value.toObject();
        arms << ArmRecord{0, a.value(QLatin1String("index")).toInt(), text(a, "label"), fromEmbedded(a.value(QLatin1String("spec")))};
    }
    ExperimentRepository repository(database);
    auto id = repository.create(record, arms);
    if (!id)
        return id.error();
    QHash<int, qint64> idByIndex;
    Status done = importRuns(repository, id.value(), document.value(QLatin1String("runs")).toArray(), arms, idByIndex);
    if (done)
        done = importSnapshots(database, repository, id.value(), document.value(QLatin1String("snapshots")).toArray());
    if (done) {
        record.summary = summaryForImport(e.value(QLatin1String("summary")), id.value(), idByIndex);
        done = repository.updateExperiment(record);
    }
    if (!done) {
        (void)repository.remove(id.value());
        return done.error();
    }
    return id.value();
}

} // namespace Tunebench
