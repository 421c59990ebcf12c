// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/exploreanalysis.h"
#include "experiment/storedtelemetry.h"

#include "liveseries/liveseriesstore.h"
#include "store/database.h"
#include "store/explorationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace Tunebench {

namespace {

// A class for lupdate: it files AnalysisText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ExploreAnalysis)
};

// The value @p key had on @p role before the exploration changed it: the original recorded by
// the first change that touched it.
QString originalValue(const ExploreTimeline &timeline, HostRole role, const QString &key)
{
    for (const ExploreMarker &marker : timeline.markers()) {
        if (marker.role != role)
            continue;
        for (const ExploreKeyChange &change : marker.changes)
            if (change.key == key && !change.original.isEmpty())
                return change.original;
    }
    return {};
}

QString armLabel(const ExploreSegment &segment)
{
    return AnalysisText::tr("segment %1: %2").arg(segment.index + 1).arg(segment.configuration.describe());
}

} // namespace

ExperimentArm armForSegment(const ExploreSegment &segment)
{
    ExperimentArm arm;
    arm.label = armLabel(segment);
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        QStringList settings;
        for (auto it = segment.configuration.of(role).cbegin(); it != segment.configuration.of(role).cend(); ++it)
            settings << it.key() + QLatin1Char('=') + it.value();
        if (!settings.isEmpty())
            arm.tunables.insert(role, settings);
    }
    return arm;
}

Result<ExperimentSpec> experimentFromSegments(const ExplorationSpec &exploration, const ExploreTimeline &timeline,
    int a, int b, const ExploreExperimentOptions &options, qint64 explorationId)
{
    const QList<ExploreSegment> &segments = timeline.segments();
    for (int index : {a, b})
        if (index < 0 || index >= segments.size())
            return makeError(ErrorCode::InvalidArgument,
                AnalysisText::tr("There is no segment %1; this exploration has %2.")
                    .arg(index + 1)
                    .arg(segments.size()));
    const ExploreSegment &first = segments.at(a);
    const ExploreSegment &second = segments.at(b);
    if (first.configuration == second.configuration)
        return makeError(ErrorCode::InvalidArgument,
            AnalysisText::tr("Segments %1 and %2 ran with the same configuration: an experiment between them would "
               "compare a configuration with itself.")
                .arg(a + 1)
                .arg(b + 1));

    ExperimentSpec spec;
    spec.name = !options.name.isEmpty() ? options.name
        : explorationId > 0
        ? AnalysisText::tr("Exploration %1: segment %2 vs segment %3").arg(explorationId).arg(a + 1).arg(b + 1)
        : AnalysisText::tr("Segment %1 vs segment %2").arg(a + 1).arg(b + 1);
    spec.description
        = AnalysisText::tr("Made from %1 (%2 vs %3). Within the exploration the segments were stretches of one "
                           "continuous run; this experiment tests the difference with independent, interleaved runs.")
              .arg(exploration.displayName(), armLabel(first), armLabel(second));
    spec.client = exploration.client;
    spec.server = exploration.server;
    spec.test = exploration.test;
    if (options.durationSeconds > 0)
        spec.test.durationSeconds = options.durationSeconds;
    spec.repetitions = options.repetitions;
    spec.order = RunOrder::Interleaved;
    spec.warmupSeconds = options.warmupSeconds;
    spec.pauseSeconds = options.pauseSeconds;

    // Both arms name every key either segment set, so neither inherits the other's settings
    // whatever state the hosts are in when the experiment runs.
    for (const ExploreSegment *segment : {&first, &second}) {
        const ExploreSegment &other = segment == &first ? second : first;
        ExperimentArm arm;
        arm.label = armLabel(*segment);
        for (HostRole role : {HostRole::Client, HostRole::Server}) {
            QMap<QString, QString> values = segment->configuration.of(role);
            for (auto it = other.configuration.of(role).cbegin(); it != other.configuration.of(role).cend(); ++it) {
                if (values.contains(it.key()))
                    continue;
                const QString original = originalValue(timeline, role, it.key());
                if (original.isEmpty())
                    return makeError(ErrorCode::NotFound,
                        AnalysisText::tr("The value %1 had on the %2 before the exploration is not recorded.")
                            .arg(it.key(), hostRoleName(role)));
                values.insert(it.key(), original);
            }
            QStringList settings;
            for (auto it = values.cbegin(); it != values.cend(); ++it)
                settings << it.key() + QLatin1Char('=') + it.value();
            if (!settings.isEmpty())
                arm.tunables.insert(role, settings);
        }
        spec.arms << arm;
    }
    if (const Status valid = spec.validate(); !valid)
        return valid.error();
    return spec;
}

Result<StoredExploration> loadExploration(Database &database, qint64 id)
{
    ExperimentRepository experiments(database);
    ExplorationRepository explorations(database);
    auto record = experiments.experiment(id);
    if (!record)
        return record.error();
    auto exploration = explorations.exploration(id);
    if (!exploration)
        return exploration.error();
    auto spec = ExplorationSpec::fromJson(QJsonDocument::fromJson(record->spec).object());
    if (!spec)
        return spec.error();
    StoredExploration stored;
    stored.record = record.value();
    stored.spec = spec.value();
    stored.clientClock = exploration->clientClock;
    stored.serverClock = exploration->serverClock;
    const double origin = exploration->startedAt;
    ExploreTimeline &timeline = stored.timeline;
    timeline.setSettleSeconds(exploration->settleSeconds);
    timeline.setRequestedInterval(stored.spec.test.interimInterval.value_or(0.25));

    auto runs = experiments.runs(id);
    if (!runs)
        return runs.error();
    for (const RunRecord &run : runs.value()) {
        auto interim = experiments.interim(run.id);
        auto telemetry = experiments.telemetry(run.id);
        if (!interim || !telemetry)
            return interim ? telemetry.error() : interim.error();
        // The samples are on this machine's clock (schema 6 moved older explorations onto it).
        for (const InterimSampleRow &row : interim.value()) {
            const double end = row.endTime - origin;
            timeline.addRate(ExploreRatePoint {end, row.interval, row.value, run.index, row.seq == 0});
            stored.end = std::max(stored.end, end);
        }
        for (const TelemetrySampleRow &row : telemetry.value())
            timeline.addTelemetry(telemetryPoint(row, origin));
    }
    auto markers = explorations.markers(id);
    if (!markers)
        return markers.error();
    for (const ExplorationMarkerRecord &m : markers.value()) {
        ExploreMarker marker;
        marker.seq = m.seq;
        marker.role = m.role == QLatin1String("client") ? HostRole::Client : HostRole::Server;
        marker.request = m.request;
        marker.label = m.label;
        marker.status = ExploreMarker::statusFromName(m.status).value_or(ExploreMarker::Status::Failed);
        marker.error = m.error;
        marker.requestedAt = m.requestedAt - origin;
        marker.writeStarted = m.writeStarted - origin;
        marker.at = m.at - origin;
        marker.wrote = m.wrote;
        marker.changes = ExploreMarker::changesFromJson(QJsonDocument::fromJson(m.changes).array());
        for (const QJsonValue &effect : QJsonDocument::fromJson(m.sideEffects).array())
            marker.sideEffects << effect.toString();
        marker.segment = m.segmentIndex.value_or(-1);
        marker.journalId = m.journalId;
        timeline.addMarker(marker);
        stored.end = std::max(stored.end, marker.at);
    }
    auto segments = explorations.segments(id);
    if (!segments)
        return segments.error();
    for (const ExplorationSegmentRecord &s : segments.value()) {
        ExploreSegment segment {s.index, s.label, s.markerSeq, s.start - origin, std::nullopt,
            ExploreConfiguration::fromJson(QJsonDocument::fromJson(s.configuration).object())};
        if (s.end)
            segment.end = *s.end - origin;
        timeline.addSegment(segment, segment.start);
        if (s.end)
            timeline.closeSegment(*segment.end);
    }
    return stored;
}

} // namespace Tunebench

namespace Tunebench {


void replayExploration(const StoredExploration &stored, LiveSeriesStore &store)
{
    const QString runId = QString::number(stored.record.id);
    auto key = [&runId](const char *metric) {
        return LiveSeriesKey {runId, QLatin1String(ExplorationLiveArm), 0, QLatin1String(metric)};
    };
    QList<double> times;
    QList<double> values;
    times.reserve(stored.timeline.rates().size());
    values.reserve(stored.timeline.rates().size());
    QList<ExploreRatePoint> rates = stored.timeline.rates();
    std::stable_sort(
        rates.begin(), rates.end(), [](const ExploreRatePoint &a, const ExploreRatePoint &b) { return a.end < b.end; });
    for (const ExploreRatePoint &point : std::as_const(rates)) {
        times << point.end;
        values << point.rate;
    }
    store.append(key(LiveMetric::TransactionRate), times, values);

    struct Metric
    {
        const char *local;
        const char *remote;
        std::optional<double> (*value)(const ExploreTelemetryPoint &);
    };
    static const Metric metrics[] = {
        {LiveMetric::CpuLocal, LiveMetric::CpuRemote, [](const ExploreTelemetryPoint &p) { return std::optional(p.cpu); }},
        {LiveMetric::InterruptsLocal, LiveMetric::InterruptsRemote,
            [](const ExploreTelemetryPoint &p) { return std::optional(p.interrupts); }},
        {LiveMetric::ContextSwitchesLocal, LiveMetric::ContextSwitchesRemote,
            [](const ExploreTelemetryPoint &p) { return std::optional(p.contextSwitches); }},
        {LiveMetric::ServiceDemandLocal, LiveMetric::ServiceDemandRemote,
            [](const ExploreTelemetryPoint &p) { return p.serviceDemand; }},
    };
    for (const HostRole role : {HostRole::Client, HostRole::Server}) {
        // Telemetry is stored per netperf run; the live series needs one time order.
        QList<ExploreTelemetryPoint> points = stored.timeline.telemetry(role);
        std::stable_sort(points.begin(), points.end(),
            [](const ExploreTelemetryPoint &a, const ExploreTelemetryPoint &b) { return a.end < b.end; });
        for (const Metric &metric : metrics) {
            times.clear();
            values.clear();
            for (const ExploreTelemetryPoint &point : points) {
                if (const std::optional<double> value = metric.value(point)) {
                    times << point.end;
                    values << *value;
                }
            }
            if (!times.isEmpty())
                store.append(key(role == HostRole::Client ? metric.local : metric.remote), times, values);
        }
        for (const DetailSeries &series : detailSeries(points))
            store.append(LiveSeriesKey {runId, QLatin1String(ExplorationLiveArm), 0, series.metric}, series.times,
                         series.values);
    }
    store.flush();
}

} // namespace Tunebench
