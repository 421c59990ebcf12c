// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentanalysis.h"

#include "experiment/experimentspec.h"
#include "stats/armsummary.h"
#include "stats/comparison.h"
#include "stats/runsummary.h"
#include "stats/statsjson.h"
#include "store/experimentrepository.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <map>

namespace Tunebench {

namespace {

using MetricValues = std::map<QString, QList<double>>; // ordered: deterministic output

struct PointKey
{
    int point = -1;
    std::optional<double> value;
};

Stats::RunInput runInput(const RunRecord &run, const QList<InterimSampleRow> &interim,
                         const QList<TelemetrySampleRow> &telemetry, double warmup, double requestedInterval)
{
    Stats::RunInput input;
    for (const InterimSampleRow &row : interim)
        input.interim << Stats::IntervalSample{row.value, row.interval, row.endTime};
    input.requestedIntervalSeconds = requestedInterval;
    input.warmupSeconds = warmup;
    input.finalRate = run.rate;
    input.localServiceDemand = run.localServiceDemand;
    input.remoteServiceDemand = run.remoteServiceDemand;
    for (const TelemetrySampleRow &row : telemetry) {
        if (!row.serviceDemand || row.end <= row.start)
            continue;
        auto &series = row.role == QLatin1String("client") ? input.liveServiceDemandLocal : input.liveServiceDemandRemote;
        if (series.isEmpty() || row.end > series.constLast().end)
            series << Stats::IntervalSample{*row.serviceDemand, row.end - row.start, row.end};
    }
    const QJsonObject result = QJsonDocument::fromJson(run.result).object();
    for (const char *p : {"p50", "p90", "p99", "mean"}) {
        const QString key = QLatin1String(p) + QStringLiteral("_latency");
        if (result.contains(key))
            input.latency.insert(QLatin1String(p), result.value(key).toDouble());
    }
    input.confidenceNotAchieved = run.rawOutput.contains(QLatin1String("Desired confidence was not achieved"));
    return input;
}

void addMetricValues(MetricValues &metrics, const RunRecord &run, const Stats::RunSummary &summary)
{
    auto add = [&metrics](const char *id, std::optional<double> value) {
        if (value && std::isfinite(*value))
            metrics[QLatin1String(id)] << *value;
    };
    add("rate", summary.rate.count > 0 ? std::optional<double>(summary.rate.mean) : run.rate);
    add("final_rate", run.rate);
    add("service_demand.local", run.localServiceDemand);
    add("service_demand.remote", run.remoteServiceDemand);
    add("live_service_demand.local", run.liveServiceDemandLocal);
    add("live_service_demand.remote", run.liveServiceDemandRemote);
    for (auto it = summary.latency.cbegin(); it != summary.latency.cend(); ++it)
        metrics[QStringLiteral("latency.") + it.key()] << it.value();
}

QJsonObject armJson(const QString &label, const MetricValues &metrics, int runs)
{
    QJsonObject summaries, values;
    for (const auto &[id, list] : metrics) {
        summaries.insert(id, Stats::Json::toJson(Stats::ArmSummaries::summarize(list)));
        QJsonArray array;
        for (double v : list)
            array << v;
        values.insert(id, array);
    }
    return QJsonObject{{QStringLiteral("label"), label}, {QStringLiteral("n"), runs},
                       {QStringLiteral("metrics"), summaries}, {QStringLiteral("values"), values}};
}

QJsonArray comparisons(const QList<QString> &labels, const QList<MetricValues> &perArm)
{
    QJsonArray out;
    for (qsizetype b = 1; b < perArm.size(); ++b) {
        for (const auto &[id, valuesA] : perArm.at(0)) {
            auto itB = perArm.at(b).find(id);
            if (itB == perArm.at(b).end() || valuesA.isEmpty() || itB->second.isEmpty())
                continue;
            Stats::CompareOptions options;
            options.metric = Stats::Metric::forId(id);
            options.nameA = labels.at(0);
            options.nameB = labels.at(b);
            QList<QList<double>> all; // one run per arm shows no spread; the other arms may
            for (const MetricValues &arm : perArm)
                if (const auto it = arm.find(id); it != arm.end())
                    all << it->second;
            options.knownSpread = Stats::Comparisons::pooledSpread(all);
            const auto comparison = Stats::Comparisons::compare(valuesA, itB->second, options);
            if (!comparison)
                continue;
            QJsonObject object = Stats::Json::toJson(comparison.value());
            object.insert(QStringLiteral("a"), labels.at(0));
            object.insert(QStringLiteral("b"), labels.at(b));
            object.insert(QStringLiteral("metricId"), id);
            out << object;
        }
    }
    return out;
}

} // namespace

Result<QJsonObject> analyzeExperiment(ExperimentRepository &repository, qint64 experimentId)
{
    auto experiment = repository.experiment(experimentId);
    if (!experiment)
        return experiment.error();
    auto arms = repository.arms(experimentId);
    if (!arms)
        return arms.error();
    auto runs = repository.runs(experimentId);
    if (!runs)
        return runs.error();
    const QJsonObject specJson = QJsonDocument::fromJson(experiment->spec).object();
    const double warmup = specJson.value(QLatin1String("warmupSeconds")).toDouble(0);
    const double interval = specJson.value(QLatin1String("test")).toObject().value(QLatin1String("interimInterval")).toDouble(0.25);

    QMap<qint64, int> armIndex;
    QList<QString> labels;
    for (const ArmRecord &arm : arms.value()) {
        armIndex.insert(arm.id, int(labels.size()));
        labels << arm.label;
    }
    std::map<int, std::pair<std::optional<double>, QList<MetricValues>>> points;
    std::map<int, QList<int>> runsPerArm;
    QJsonArray runArray;
    for (const RunRecord &run : runs.value()) {
        QJsonObject entry{{QStringLiteral("id"), run.id}, {QStringLiteral("index"), run.index},
                          {QStringLiteral("arm"), labels.value(armIndex.value(run.armId))},
                          {QStringLiteral("repetition"), run.repetition}, {QStringLiteral("status"), run.status}};
        if (run.sweepValue)
            entry.insert(QStringLiteral("sweepValue"), *run.sweepValue);
        if (run.status != QLatin1String("completed")) {
            entry.insert(QStringLiteral("error"), run.error);
            runArray << entry;
            continue;
        }
        auto interim = repository.interim(run.id);
        auto telemetry = repository.telemetry(run.id);
        if (!interim || !telemetry)
            return interim ? telemetry.error() : interim.error();
        const auto summary = Stats::RunSummaries::summarize(runInput(run, *interim, *telemetry, warmup, interval));
        auto &point = points[run.sweepPoint];
        point.first = run.sweepValue;
        point.second.resize(labels.size());
        if (summary) {
            entry.insert(QStringLiteral("summary"), Stats::Json::toJson(summary.value()));
            addMetricValues(point.second[armIndex.value(run.armId)], run, summary.value());
        } else {
            entry.insert(QStringLiteral("summaryError"), summary.error().message);
        }
        runArray << entry;
    }
    QJsonArray pointArray;
    for (const auto &[index, point] : points) {
        QJsonArray armArray;
        for (qsizetype a = 0; a < labels.size(); ++a) {
            const MetricValues &metrics = point.second.at(a);
            const int n = metrics.count(QStringLiteral("rate")) ? int(metrics.at(QStringLiteral("rate")).size()) : 0;
            armArray << armJson(labels.at(a), metrics, n);
        }
        QJsonObject pointJson{{QStringLiteral("arms"), armArray},
                              {QStringLiteral("comparisons"), comparisons(labels, point.second)}};
        pointJson.insert(QStringLiteral("sweepValue"), point.first ? QJsonValue(*point.first) : QJsonValue());
        pointArray << pointJson;
    }
    return QJsonObject{{QStringLiteral("experimentId"), experimentId}, {QStringLiteral("warmupSeconds"), warmup},
                       {QStringLiteral("runs"), runArray}, {QStringLiteral("points"), pointArray}};
}

} // namespace Tunebench
