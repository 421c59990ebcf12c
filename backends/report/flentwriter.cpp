// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/flentwriter.h"

#include "report/reportmodel.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <zlib.h>

#include <cmath>

namespace Tunebench {

namespace {

double runStart(const ReportRun &run)
{
    return run.interim.constFirst().endTime - run.interim.constFirst().interval;
}

QString flentTestName(const QString &testType)
{
    if (testType == QLatin1String("TCP_STREAM"))
        return QStringLiteral("tcp_1up_noping");
    if (testType == QLatin1String("TCP_MAERTS"))
        return QStringLiteral("tcp_1down");
    return QStringLiteral("ping");
}

} // namespace

QString FlentWriter::seriesName(const ReportRun &run)
{
    const QString arm = run.record.sweepValue ? QStringLiteral("%1 @ %2").arg(run.detail.arm).arg(*run.record.sweepValue)
                                              : run.detail.arm;
    return QStringLiteral("%1::%2").arg(arm).arg(run.record.repetition + 1);
}

QString FlentWriter::flentTime(double epochSeconds)
{
    const qint64 micros = qint64(std::llround(epochSeconds * 1e6));
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(micros / 1000, QTimeZone::utc());
    return time.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.")) + QStringLiteral("%1Z").arg(micros % 1000000, 6, 10, QLatin1Char('0'));
}

QJsonObject FlentWriter::toJson(const ReportModel &model)
{
    const QJsonObject spec = QJsonDocument::fromJson(model.details.experiment.spec).object();
    const QJsonObject test = spec.value(QLatin1String("test")).toObject();
    const double step = test.value(QLatin1String("interimInterval")).toDouble(0.25);
    QList<const ReportRun *> runs;
    for (const ReportRun &run : model.runs)
        if (!run.interim.isEmpty())
            runs << &run;
    double t0 = 0;
    qsizetype steps = 0;
    double length = 0;
    for (const ReportRun *run : std::as_const(runs)) {
        t0 = t0 == 0 ? runStart(*run) : std::min(t0, runStart(*run));
        steps = std::max(steps, run->interim.size());
        length = std::max(length, run->interim.constLast().endTime - runStart(*run));
    }
    QJsonArray xValues;
    for (qsizetype k = 0; k < steps; ++k)
        xValues << double(k) * step;
    QJsonObject results, rawValues, seriesMeta;
    QJsonArray runInfo;
    for (const ReportRun *run : std::as_const(runs)) {
        const QString name = seriesName(*run);
        QJsonArray values, raw;
        const double start = runStart(*run);
        for (qsizetype k = 0; k < steps; ++k)
            values << (k < run->interim.size() ? QJsonValue(run->interim.at(k).value) : QJsonValue(QJsonValue::Null));
        for (const InterimSampleRow &row : run->interim)
            raw << QJsonObject{{QStringLiteral("t"), t0 + (row.endTime - start)}, {QStringLiteral("val"), row.value},
                               {QStringLiteral("dur"), row.interval}};
        results.insert(name, values);
        rawValues.insert(name, raw);
        QJsonObject meta{{QStringLiteral("UNITS"), model.rateUnit}, {QStringLiteral("RUNNER"), QStringLiteral("netperf_demo")},
                         {QStringLiteral("COMMAND"), run->record.commandLine}};
        if (run->record.rate)
            meta.insert(QStringLiteral("MEAN_VALUE"), *run->record.rate);
        seriesMeta.insert(name, meta);
        runInfo << QJsonObject{{QStringLiteral("series"), name},
                               {QStringLiteral("run"), run->record.index + 1},
                               {QStringLiteral("arm"), run->detail.arm},
                               {QStringLiteral("repetition"), run->record.repetition + 1},
                               {QStringLiteral("sweepValue"), run->record.sweepValue ? QJsonValue(*run->record.sweepValue) : QJsonValue()},
                               {QStringLiteral("status"), run->record.status},
                               {QStringLiteral("startedAt"), flentTime(start)}};
    }
    const QString created = flentTime(double(model.details.experiment.createdAt.toMSecsSinceEpoch()) / 1000.0);
    QJsonArray arms;
    for (const ArmRecord &arm : model.arms)
        arms << arm.label;
    const QJsonObject metadata{
        {QStringLiteral("NAME"), flentTestName(model.details.testType)},
        {QStringLiteral("TITLE"), model.title()},
        {QStringLiteral("NOTE"), spec.value(QLatin1String("description")).toString()},
        {QStringLiteral("TIME"), created},
        {QStringLiteral("T0"), runs.isEmpty() ? created : flentTime(t0)},
        {QStringLiteral("HOST"), model.details.experiment.serverHost},
        {QStringLiteral("HOSTS"), QJsonArray{model.details.experiment.serverHost}},
        {QStringLiteral("LOCAL_HOST"), model.details.experiment.clientHost},
        {QStringLiteral("LENGTH"), test.value(QLatin1String("durationSeconds")).toDouble(length)},
        {QStringLiteral("TOTAL_LENGTH"), length},
        {QStringLiteral("STEP_SIZE"), step},
        {QStringLiteral("TEST_PARAMETERS"), QJsonObject{}},
        {QStringLiteral("SERIES_META"), seriesMeta},
        {QStringLiteral("FAILED_RUNNERS"), QJsonArray{}},
        {QStringLiteral("TUNEBENCH"),
         QJsonObject{{QStringLiteral("experiment"), model.title()},
                     {QStringLiteral("test"), model.details.testType},
                     {QStringLiteral("arms"), arms},
                     {QStringLiteral("runs"), runInfo},
                     {QStringLiteral("note"), tr("Series are Tunebench runs (ARM::REPETITION) of interim %1; "
                                                 "NAME only tells Flent which of its tests to load the file as.")
                                                  .arg(model.rateUnit)}}},
    };
    return QJsonObject{{QStringLiteral("version"), FileFormatVersion},
                       {QStringLiteral("x_values"), xValues},
                       {QStringLiteral("results"), results},
                       {QStringLiteral("raw_values"), rawValues},
                       {QStringLiteral("metadata"), metadata}};
}

Result<QByteArray> FlentWriter::gzip(const QByteArray &data)
{
    z_stream stream{};
    // windowBits 15 + 16: a gzip wrapper (header with mtime 0, so the bytes depend on the data only).
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return makeError(ErrorCode::Internal, tr("zlib could not start compressing."));
    QByteArray out(int(deflateBound(&stream, uLong(data.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int result = deflate(&stream, Z_FINISH);
    const uLong written = stream.total_out;
    deflateEnd(&stream);
    if (result != Z_STREAM_END)
        return makeError(ErrorCode::Internal, tr("zlib could not compress the Flent data (error %1).").arg(result));
    out.resize(qsizetype(written));
    return out;
}

Result<QByteArray> FlentWriter::write(const ReportModel &model)
{
    return gzip(QJsonDocument(toJson(model)).toJson(QJsonDocument::Indented));
}

} // namespace Tunebench
