// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/csvreportwriter.h"

#include "report/reportmodel.h"

#include <QLocale>

#include <optional>

namespace Tunebench {

namespace {

QString number(double value)
{
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

QString optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : QString();
}

QString metric(const ReportRun &run, const char *id)
{
    const auto it = run.detail.metrics.constFind(QLatin1String(id));
    return it == run.detail.metrics.cend() ? QString() : number(*it);
}

QString time(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

QString CsvReportWriter::field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QByteArray CsvReportWriter::row(const QStringList &fields)
{
    QStringList quoted;
    for (const QString &f : fields)
        quoted << field(f);
    return (quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n")).toUtf8();
}

QString CsvReportWriter::samplesFileName(const QString &runsFileName)
{
    QString base = runsFileName;
    if (base.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        base.chop(4);
    return base + QStringLiteral(".samples.csv");
}

QByteArray CsvReportWriter::runs(const ReportModel &model)
{
    QByteArray out = row({QStringLiteral("experiment"), QStringLiteral("run"), QStringLiteral("arm"),
                          QStringLiteral("repetition"), QStringLiteral("sweep_value"), QStringLiteral("status"),
                          QStringLiteral("started_at"), QStringLiteral("finished_at"), QStringLiteral("rate"),
                          QStringLiteral("final_rate"), QStringLiteral("rate_unit"), QStringLiteral("interim_samples"),
                          QStringLiteral("local_sd"), QStringLiteral("remote_sd"), QStringLiteral("live_local_sd"),
                          QStringLiteral("live_remote_sd"), QStringLiteral("p50_latency_us"),
                          QStringLiteral("p90_latency_us"), QStringLiteral("p99_latency_us"), QStringLiteral("stable"),
                          QStringLiteral("flags"), QStringLiteral("error"), QStringLiteral("command")});
    for (const ReportRun &run : model.runs) {
        QStringList flags;
        for (const Stats::Diagnostic &diagnostic : run.detail.flags())
            flags << Stats::diagnosticKindName(diagnostic.kind);
        out += row({QString::number(model.id()), QString::number(run.record.index + 1), run.detail.arm,
                    QString::number(run.record.repetition + 1), optionalNumber(run.record.sweepValue), run.record.status,
                    time(run.record.startedAt), time(run.record.finishedAt), metric(run, "rate"),
                    optionalNumber(run.record.rate), model.rateUnit, QString::number(run.interim.size()),
                    optionalNumber(run.record.localServiceDemand), optionalNumber(run.record.remoteServiceDemand),
                    optionalNumber(run.record.liveServiceDemandLocal), optionalNumber(run.record.liveServiceDemandRemote),
                    metric(run, "latency.p50"), metric(run, "latency.p90"), metric(run, "latency.p99"),
                    run.detail.completed() ? (flags.isEmpty() ? QStringLiteral("yes") : QStringLiteral("no")) : QString(),
                    flags.join(QLatin1Char(' ')), run.record.error, run.record.commandLine});
    }
    return out;
}

QByteArray CsvReportWriter::samples(const ReportModel &model)
{
    QByteArray out = row({QStringLiteral("experiment"), QStringLiteral("run"), QStringLiteral("arm"),
                          QStringLiteral("repetition"), QStringLiteral("sweep_value"), QStringLiteral("seq"),
                          QStringLiteral("seconds"), QStringLiteral("end_time"), QStringLiteral("interval"),
                          QStringLiteral("rate"), QStringLiteral("rate_unit")});
    for (const ReportRun &run : model.runs) {
        if (run.interim.isEmpty())
            continue;
        const double start = run.interim.constFirst().endTime - run.interim.constFirst().interval;
        for (const InterimSampleRow &sample : run.interim)
            out += row({QString::number(model.id()), QString::number(run.record.index + 1), run.detail.arm,
                        QString::number(run.record.repetition + 1), optionalNumber(run.record.sweepValue),
                        QString::number(sample.seq), number(sample.endTime - start), number(sample.endTime),
                        number(sample.interval), number(sample.value), model.rateUnit});
    }
    return out;
}

} // namespace Tunebench
