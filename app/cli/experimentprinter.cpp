// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentprinter.h"
#include "telemetryjson.h"

#include "clicontext.h"
#include "experiment/experimentanalysis.h"
#include "experiment/experimentengine.h"
#include "displaytext/statustext.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Tunebench::Cli {

namespace {

QString number(double value, int decimals = 2)
{
    return QString::number(value, 'f', decimals);
}

QString duration(double seconds)
{
    const int s = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// "14532.10 ± 1.2%" from an ArmSummary's JSON (median and its CI), or the median alone.
QString medianWithCi(const QJsonObject &summary, int decimals)
{
    if (summary.isEmpty())
        return QStringLiteral("-");
    const double median = summary.value(QLatin1String("median")).toDouble();
    const QJsonValue ci = summary.value(QLatin1String("medianCi"));
    if (!ci.isObject() || median == 0)
        return number(median, decimals); // too few runs for a CI
    const double half = std::max(median - ci[QLatin1String("low")].toDouble(), ci[QLatin1String("high")].toDouble() - median);
    return QStringLiteral("%1 ± %2%").arg(number(median, decimals), number(100 * half / std::abs(median), 1));
}

// One host's offsets over runs: "+30.001 s ± 0.012 s", "+29.998 to +30.001 s ± 0.012 s", or
// "-3.000 s (from arrival times)".
QString clockOffsetText(const QList<ClockOffset> &offsets)
{
    double low = INFINITY, high = -INFINITY, uncertainty = 0;
    bool allMeasured = true;
    for (const ClockOffset &offset : offsets) {
        low = std::min(low, offset.seconds);
        high = std::max(high, offset.seconds);
        allMeasured = allMeasured && offset.uncertainty;
        uncertainty = std::max(uncertainty, offset.uncertainty.value_or(0));
    }
    const QString from = QString::asprintf("%+.3f", low), to = QString::asprintf("%+.3f", high);
    const QString range = from == to ? from : ExperimentPrinter::tr("%1 to %2").arg(from, to);
    if (!allMeasured)
        //: a host's clock offset known only from when its lines arrived
        return ExperimentPrinter::tr("%1 s (from arrival times)").arg(range);
    return ExperimentPrinter::tr("%1 s ± %2 s").arg(range, QString::number(uncertainty, 'f', 3));
}

} // namespace

QString ExperimentPrinter::clockOffsetsText(
    const QList<std::pair<std::optional<ClockOffset>, std::optional<ClockOffset>>> &offsets)
{
    QList<ClockOffset> client, server;
    for (const auto &[c, s] : offsets) {
        if (c)
            client << *c;
        if (s)
            server << *s;
    }
    QStringList parts;
    if (!client.isEmpty())
        parts << tr("client %1").arg(clockOffsetText(client));
    if (!server.isEmpty())
        parts << tr("server %1").arg(clockOffsetText(server));
    return parts.join(QLatin1String(", "));
}

ExperimentPrinter::ExperimentPrinter(CliContext &context, bool progressBar) : m_context(context), m_progressBar(progressBar) { }

void ExperimentPrinter::line(const QString &text)
{
    if (m_barShown) {
        m_context.err() << "\r\033[K";
        m_barShown = false;
    }
    m_context.err() << text << '\n';
    m_context.err().flush();
}

void ExperimentPrinter::attach(ExperimentEngine &engine)
{
    const bool json = m_context.options().json;
    QObject::connect(&engine, &ExperimentEngine::experimentCreated, &engine, [this, json](qint64 id) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("experiment")}, {QStringLiteral("id"), id}});
        else
            line(tr("Experiment %1").arg(id));
    });
    QObject::connect(&engine, &ExperimentEngine::experimentPublished, &engine, [this, json](qint64 localId, qint64 teamId) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("published")},
                                 {QStringLiteral("localId"), localId}, {QStringLiteral("id"), teamId}});
        else
            line(tr("Experiment %1 is published to the team store as experiment %2").arg(localId).arg(teamId));
    });
    QObject::connect(&engine, &ExperimentEngine::message, &engine, [this, json](const QString &text) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("message")}, {QStringLiteral("text"), text}});
        else
            line(text);
    });
    // Text mode has these from message() already; scripts get them as events of their own.
    QObject::connect(&engine, &ExperimentEngine::hostBusy, &engine, [this, json](const QString &host, const QString &holder) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("waiting")}, {QStringLiteral("host"), host},
                                 {QStringLiteral("holder"), holder}});
    });
    QObject::connect(&engine, &ExperimentEngine::hostRestoredItself, &engine, [this, json](const QString &host, const QString &text) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("hostRestored")}, {QStringLiteral("host"), host},
                                 {QStringLiteral("text"), text}});
    });
    QObject::connect(&engine, &ExperimentEngine::interimSample, &engine, [this, json](int run, double t, double rate) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("sample")}, {QStringLiteral("run"), run},
                                 {QStringLiteral("t"), t}, {QStringLiteral("rate"), rate}});
    });
    QObject::connect(&engine, &ExperimentEngine::runFinished, &engine,
                     [this, json](int run, const QString &status, double rate, const QString &error) {
                         if (json) {
                             m_context.printJson({{QStringLiteral("event"), QStringLiteral("run")}, {QStringLiteral("run"), run},
                                                  {QStringLiteral("status"), status}, {QStringLiteral("rate"), rate},
                                                  {QStringLiteral("error"), error}});
                         } else if (!m_progressBar) {
                             line(tr("run %1 %2: %3 Trans/s").arg(run + 1).arg(statusText(status), number(rate)));
                         }
                     });
    QObject::connect(&engine, &ExperimentEngine::progressChanged, &engine, [this, json](const EngineProgress &p) {
        if (json || !m_progressBar || p.runCount == 0)
            return;
        const int width = 24;
        const int filled = width * p.runsDone / p.runCount;
        QString bar = QStringLiteral("[%1%2] %3/%4 %5")
                          .arg(QString(filled, QLatin1Char('#')), QString(width - filled, QLatin1Char('.')))
                          .arg(p.runsDone)
                          .arg(p.runCount)
                          .arg(p.step);
        if (p.etaSeconds)
            bar += tr("  ETA %1").arg(duration(*p.etaSeconds));
        m_context.err() << "\r\033[K" << bar.left(160);
        m_context.err().flush();
        m_barShown = true;
    });
}

void ExperimentPrinter::printSummary(const ExperimentRecord &record)
{
    const QJsonObject summary = QJsonDocument::fromJson(record.summary).object();
    if (m_context.options().json) {
        m_context.printJson({{QStringLiteral("event"), QStringLiteral("summary")}, {QStringLiteral("id"), record.id},
                             {QStringLiteral("status"), record.status}, {QStringLiteral("error"), record.error},
                             {QStringLiteral("summary"), summary}});
        return;
    }
    line(QString());
    QTextStream &out = m_context.out();
    out << tr("Experiment %1 \"%2\": %3").arg(record.id).arg(record.name, statusText(record.status)) << '\n';
    if (!record.error.isEmpty())
        out << tr("Error: %1").arg(record.error) << '\n';
    for (const QJsonValue &pointValue : summary.value(QLatin1String("points")).toArray()) {
        const QJsonObject point = pointValue.toObject();
        if (!point.value(QLatin1String("sweepValue")).isNull())
            out << '\n' << tr("Sweep value %1").arg(point.value(QLatin1String("sweepValue")).toDouble()) << '\n';
        out << '\n'
            << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(tr("arm").leftJustified(22), tr("runs").rightJustified(4), tr("rate (Trans/s)").rightJustified(20),
                        tr("CV").rightJustified(6), tr("S.dem local").rightJustified(16), tr("S.dem remote").rightJustified(16));
        for (const QJsonValue &armValue : point.value(QLatin1String("arms")).toArray()) {
            const QJsonObject arm = armValue.toObject();
            const QJsonObject metrics = arm.value(QLatin1String("metrics")).toObject();
            const QJsonObject rate = metrics.value(QLatin1String("rate")).toObject();
            auto sd = [&metrics](const char *netperf, const char *live) {
                const QJsonObject m = metrics.value(QLatin1String(netperf)).toObject();
                return medianWithCi(m.isEmpty() ? metrics.value(QLatin1String(live)).toObject() : m, 2);
            };
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(arm.value(QLatin1String("label")).toString().left(22).leftJustified(22),
                            QString::number(arm.value(QLatin1String("n")).toInt()).rightJustified(4),
                            medianWithCi(rate, 1).rightJustified(20),
                            rate.isEmpty() ? QStringLiteral("-").rightJustified(6)
                                           : QString(number(100 * rate.value(QLatin1String("cv")).toDouble(), 1) + QLatin1Char('%')).rightJustified(6),
                            sd("service_demand.local", "live_service_demand.local").rightJustified(16),
                            sd("service_demand.remote", "live_service_demand.remote").rightJustified(16));
        }
        for (const QJsonValue &comparison : point.value(QLatin1String("comparisons")).toArray()) {
            const QJsonObject c = comparison.toObject();
            const QString metric = c.value(QLatin1String("metricId")).toString();
            if (metric != QLatin1String("rate") && !metric.startsWith(QLatin1String("service_demand")))
                continue;
            out << QStringLiteral("  %1: %2\n").arg(metric, c.value(QLatin1String("sentence")).toString());
        }
    }
    out.flush();
}

void ExperimentPrinter::printList(const QList<ExperimentListEntry> &entries)
{
    for (const ExperimentListEntry &entry : entries) {
        if (m_context.options().json) {
            m_context.printJson({{QStringLiteral("id"), entry.id}, {QStringLiteral("name"), entry.name},
                                 {QStringLiteral("kind"), entry.kind}, {QStringLiteral("status"), entry.status},
                                 {QStringLiteral("created"), entry.createdAt.toString(Qt::ISODate)},
                                 {QStringLiteral("client"), entry.clientHost}, {QStringLiteral("server"), entry.serverHost},
                                 {QStringLiteral("arms"), QJsonArray::fromStringList(entry.arms)},
                                 {QStringLiteral("runs"), entry.runs}, {QStringLiteral("runBy"), entry.runBy},
                                 {QStringLiteral("runOn"), entry.runOn}});
            continue;
        }
        m_context.out() << QStringLiteral("%1  %2  %3  %4  %5 -> %6  [%7]")
                               .arg(QString::number(entry.id).rightJustified(5), entry.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                    statusText(entry.status).leftJustified(14), entry.name, entry.clientHost, entry.serverHost,
                                    entry.arms.join(QLatin1String(" | ")));
        if (!entry.runBy.isEmpty())
            //: who ran an experiment, after its line in 'list'
            m_context.out() << tr("  by %1@%2").arg(entry.runBy, entry.runOn);
        m_context.out() << '\n';
    }
    m_context.out().flush();
}

bool ExperimentPrinter::printExperiment(ExperimentRepository &repository, const ExperimentRecord &record, bool samples, bool telemetry)
{
    auto runs = repository.runs(record.id);
    auto arms = repository.arms(record.id);
    if (!runs || !arms) {
        m_context.fail(runs ? arms.error() : runs.error());
        return false;
    }
    QMap<qint64, QString> armLabels;
    for (const ArmRecord &arm : arms.value())
        armLabels.insert(arm.id, arm.label);
    if (m_context.options().json) {
        QJsonArray runArray;
        for (const RunRecord &run : runs.value()) {
            QJsonObject object{{QStringLiteral("id"), run.id}, {QStringLiteral("index"), run.index},
                               {QStringLiteral("arm"), armLabels.value(run.armId)}, {QStringLiteral("repetition"), run.repetition},
                               {QStringLiteral("status"), run.status}, {QStringLiteral("error"), run.error},
                               {QStringLiteral("commandLine"), run.commandLine},
                               {QStringLiteral("result"), QJsonDocument::fromJson(run.result).object()},
                               {QStringLiteral("settings"), QJsonDocument::fromJson(run.settings).array()}};
            if (run.sweepValue)
                object.insert(QStringLiteral("sweepValue"), *run.sweepValue);
            if (run.clientClock || run.serverClock)
                object.insert(QStringLiteral("clockOffsets"), ClockOffset::pairJson(run.clientClock, run.serverClock));
            for (auto [key, value] : {std::pair{"rate", run.rate}, std::pair{"localServiceDemand", run.localServiceDemand},
                                      std::pair{"remoteServiceDemand", run.remoteServiceDemand},
                                      std::pair{"liveServiceDemandLocal", run.liveServiceDemandLocal},
                                      std::pair{"liveServiceDemandRemote", run.liveServiceDemandRemote}})
                if (value)
                    object.insert(QLatin1String(key), *value);
            if (auto interim = repository.interim(run.id)) {
                object.insert(QStringLiteral("interimCount"), int(interim->size()));
                if (samples) {
                    QJsonArray rows;
                    for (const InterimSampleRow &row : interim.value())
                        rows << QJsonArray{row.endTime, row.interval, row.value};
                    object.insert(QStringLiteral("interim"), rows);
                }
            }
            if (auto rows = repository.telemetry(run.id)) {
                object.insert(QStringLiteral("telemetryCount"), int(rows->size()));
                if (telemetry)
                    object.insert(QStringLiteral("telemetry"), runTelemetryJson(rows.value()));
            } else if (telemetry) {
                m_context.fail(rows.error());
                return false;
            }
            runArray << object;
        }
        m_context.printJson({{QStringLiteral("id"), record.id}, {QStringLiteral("name"), record.name},
                             {QStringLiteral("status"), record.status}, {QStringLiteral("seed"), double(record.seed)},
                             {QStringLiteral("mss"), record.mss ? QJsonValue(*record.mss) : QJsonValue()},
                             {QStringLiteral("created"), record.createdAt.toString(Qt::ISODate)},
                             {QStringLiteral("runBy"), record.runBy}, {QStringLiteral("runOn"), record.runOn},
                             {QStringLiteral("spec"), QJsonDocument::fromJson(record.spec).object()},
                             {QStringLiteral("runs"), runArray},
                             {QStringLiteral("summary"), QJsonDocument::fromJson(record.summary).object()}});
        return true;
    }
    for (const RunRecord &run : runs.value())
        m_context.out() << tr("run %1  %2  rep %3  %4  %5 Trans/s %6")
                               .arg(run.index + 1)
                               .arg(armLabels.value(run.armId))
                               .arg(run.repetition + 1)
                               .arg(statusText(run.status))
                               .arg(run.rate ? number(*run.rate) : QStringLiteral("-"))
                               .arg(run.error)
                        << '\n';
    QList<std::pair<std::optional<ClockOffset>, std::optional<ClockOffset>>> offsets;
    for (const RunRecord &run : runs.value())
        offsets.append({run.clientClock, run.serverClock});
    if (const QString clocks = clockOffsetsText(offsets); !clocks.isEmpty())
        //: each host's clock minus this machine's, with which the runs' times were put on this machine's clock
        m_context.out() << tr("clocks: %1 (the host's clock minus this machine's)").arg(clocks) << '\n';
    printSummary(record);
    return true;
}

} // namespace Tunebench::Cli
