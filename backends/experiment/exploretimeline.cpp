// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/exploretimeline.h"

#include "liveseries/liveseriesstore.h"
#include "stats/statsjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Tunebench {

namespace {

// A class for lupdate: it files TimelineText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ExploreTimeline)
};

// Telemetry intervals count for service demand only when netperf's interim results cover them;
// the small gap between back-to-back runs would otherwise inflate CPU per transaction.
constexpr double kMinimumCoverage = 0.98;

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? QJsonValue(*value) : QJsonValue();
}

QJsonObject weightedJson(const Stats::WeightedSummary &s)
{
    return QJsonObject {{QStringLiteral("count"), s.count}, {QStringLiteral("seconds"), s.totalWeight},
        {QStringLiteral("median"), s.median}, {QStringLiteral("mean"), s.mean}, {QStringLiteral("cv"), s.cv},
        {QStringLiteral("min"), s.min}, {QStringLiteral("max"), s.max}};
}

std::optional<double> weightedMean(const QList<ExploreTelemetryPoint> &points, double ExploreTelemetryPoint::*field)
{
    double sum = 0, seconds = 0;
    for (const ExploreTelemetryPoint &p : points) {
        sum += (p.*field) * (p.end - p.start);
        seconds += p.end - p.start;
    }
    return seconds > 0 ? std::optional<double>(sum / seconds) : std::nullopt;
}

} // namespace

QString ExploreMarker::statusName(Status status)
{
    switch (status) {
    case Status::Applied:
        return QStringLiteral("applied");
    case Status::Partial:
        return QStringLiteral("partial");
    case Status::Unchanged:
        return QStringLiteral("unchanged");
    case Status::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QString ExploreMarker::statusText(Status status)
{
    switch (status) {
    case Status::Applied:
        //: a tunables change on a host: every key written and verified
        return TimelineText::tr("applied");
    case Status::Partial:
        //: a tunables change on a host: some keys changed, others failed
        return TimelineText::tr("partly applied");
    case Status::Unchanged:
        //: a tunables change on a host: the host already had these values
        return TimelineText::tr("unchanged");
    case Status::Failed:
        //: a tunables change on a host: nothing changed
        return TimelineText::tr("failed");
    }
    return {};
}

std::optional<ExploreMarker::Status> ExploreMarker::statusFromName(const QString &name)
{
    for (Status status : {Status::Applied, Status::Partial, Status::Unchanged, Status::Failed})
        if (statusName(status) == name)
            return status;
    return std::nullopt;
}

QJsonArray ExploreMarker::changesJson() const
{
    QJsonArray array;
    for (const ExploreKeyChange &c : changes)
        array << QJsonObject {{QStringLiteral("key"), c.key}, {QStringLiteral("original"), c.original},
            {QStringLiteral("desired"), c.desired}, {QStringLiteral("verified"), c.verified},
            {QStringLiteral("ok"), c.ok}, {QStringLiteral("error"), c.error}};
    return array;
}

QList<ExploreKeyChange> ExploreMarker::changesFromJson(const QJsonArray &array)
{
    QList<ExploreKeyChange> changes;
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        changes << ExploreKeyChange {o.value(QLatin1String("key")).toString(),
            o.value(QLatin1String("original")).toString(), o.value(QLatin1String("desired")).toString(),
            o.value(QLatin1String("verified")).toString(), o.value(QLatin1String("ok")).toBool(),
            o.value(QLatin1String("error")).toString()};
    }
    return changes;
}

QJsonObject ExploreMarker::toJson() const
{
    return QJsonObject {{QStringLiteral("seq"), seq}, {QStringLiteral("requestId"), requestId},
        {QStringLiteral("role"), hostRoleName(role)}, {QStringLiteral("request"), request},
        {QStringLiteral("label"), label}, {QStringLiteral("status"), statusName(status)},
        {QStringLiteral("error"), error}, {QStringLiteral("t"), at}, {QStringLiteral("requestedAt"), requestedAt},
        {QStringLiteral("writeStarted"), writeStarted}, {QStringLiteral("wrote"), wrote},
        {QStringLiteral("changes"), changesJson()},
        {QStringLiteral("sideEffects"), QJsonArray::fromStringList(sideEffects)},
        {QStringLiteral("segment"), segment >= 0 ? QJsonValue(segment + 1) : QJsonValue()},
        {QStringLiteral("journalId"), double(journalId)}};
}

QJsonObject ExploreHostStats::toJson() const
{
    return QJsonObject {{QStringLiteral("intervals"), intervals},
        {QStringLiteral("serviceDemand"), optionalNumber(serviceDemand)}, {QStringLiteral("cpu"), optionalNumber(cpu)},
        {QStringLiteral("interrupts"), optionalNumber(interrupts)},
        {QStringLiteral("contextSwitches"), optionalNumber(contextSwitches)}};
}

QStringList ExploreSegmentStats::flags() const
{
    QStringList names;
    for (const Stats::Diagnostic &d : diagnostics)
        if (d.flagged)
            names << Stats::diagnosticKindName(d.kind);
    return names;
}

QJsonObject ExploreSegmentStats::toJson() const
{
    QJsonArray diagnosticsJson;
    for (const Stats::Diagnostic &d : diagnostics)
        diagnosticsJson << Stats::Json::toJson(d);
    return QJsonObject {{QStringLiteral("number"), index + 1}, {QStringLiteral("label"), label},
        {QStringLiteral("start"), start}, {QStringLiteral("end"), end}, {QStringLiteral("open"), open},
        {QStringLiteral("settledFrom"), settledFrom}, {QStringLiteral("configuration"), configuration.toJson()},
        {QStringLiteral("intervals"), intervals},
        {QStringLiteral("rate"), rate ? QJsonValue(weightedJson(*rate)) : QJsonValue()},
        {QStringLiteral("client"), client.toJson()}, {QStringLiteral("server"), server.toJson()},
        {QStringLiteral("flags"), QJsonArray::fromStringList(flags())},
        {QStringLiteral("diagnostics"), diagnosticsJson}};
}

QJsonObject ExploreComparison::toJson() const
{
    QJsonObject metricsJson;
    for (const auto &[id, comparison] : metrics)
        metricsJson.insert(id, Stats::Json::toJson(comparison));
    return QJsonObject {{QStringLiteral("a"), a + 1}, {QStringLiteral("b"), b + 1},
        {QStringLiteral("settleSeconds"), settleSeconds}, {QStringLiteral("metrics"), metricsJson},
        {QStringLiteral("caveat"), caveat}};
}

void ExploreTimeline::addRate(const ExploreRatePoint &point)
{
    if (m_rates.isEmpty() || m_rates.constLast().end <= point.end) {
        m_rates << point;
        return;
    }
    const auto at = std::upper_bound(
        m_rates.begin(), m_rates.end(), point.end, [](double end, const ExploreRatePoint &p) { return end < p.end; });
    m_rates.insert(at, point);
}

void ExploreTimeline::addTelemetry(const ExploreTelemetryPoint &point)
{
    QList<ExploreTelemetryPoint> &list = point.role == HostRole::Client ? m_clientTelemetry : m_serverTelemetry;
    const auto at = std::upper_bound(
        list.begin(), list.end(), point.end, [](double end, const ExploreTelemetryPoint &p) { return end < p.end; });
    list.insert(at, point);
}

const QList<ExploreTelemetryPoint> &ExploreTimeline::telemetry(HostRole role) const
{
    return role == HostRole::Client ? m_clientTelemetry : m_serverTelemetry;
}

void ExploreTimeline::addMarker(const ExploreMarker &marker)
{
    m_markers << marker;
}

void ExploreTimeline::setMarkerSideEffects(int seq, const QStringList &sideEffects)
{
    for (ExploreMarker &marker : m_markers)
        if (marker.seq == seq)
            marker.sideEffects = sideEffects;
}

void ExploreTimeline::addSegment(const ExploreSegment &segment, std::optional<double> previousEnd)
{
    if (!m_segments.isEmpty() && !m_segments.constLast().end)
        m_segments.last().end = previousEnd.value_or(segment.start);
    m_segments << segment;
}

void ExploreTimeline::closeSegment(double end)
{
    if (!m_segments.isEmpty() && !m_segments.constLast().end)
        m_segments.last().end = end;
}

std::optional<ExploreTimeline::Window> ExploreTimeline::window(int segment, double now) const
{
    if (segment < 0 || segment >= m_segments.size())
        return std::nullopt;
    const ExploreSegment &s = m_segments.at(segment);
    Window w {s.start + m_settle, s.end.value_or(now)};
    if (w.to <= w.from)
        return std::nullopt;
    return w;
}

bool ExploreTimeline::disturbed(double from, double to) const
{
    return std::any_of(m_markers.cbegin(), m_markers.cend(),
        [&](const ExploreMarker &m) { return m.wrote && from < m.at + m_settle && to > m.writeStarted; });
}

std::pair<double, double> ExploreTimeline::transactionsAndCoverage(double from, double to) const
{
    double transactions = 0, covered = 0;
    auto it = std::lower_bound(
        m_rates.cbegin(), m_rates.cend(), from, [](const ExploreRatePoint &p, double t) { return p.end < t; });
    for (; it != m_rates.cend() && it->start() < to; ++it) {
        const double overlap = std::min(to, it->end) - std::max(from, it->start());
        if (overlap > 0) {
            transactions += it->rate * overlap;
            covered += overlap;
        }
    }
    return {transactions, covered};
}

std::optional<double> ExploreTimeline::intervalServiceDemand(double busyMicroseconds, double from, double to) const
{
    const auto [transactions, covered] = transactionsAndCoverage(from, to);
    if (to <= from || covered < kMinimumCoverage * (to - from) || transactions <= 0)
        return std::nullopt;
    return busyMicroseconds / transactions;
}

std::optional<double> ExploreTimeline::serviceDemandBetween(HostRole role, double from, double to) const
{
    double busy = 0, transactions = 0;
    for (const ExploreTelemetryPoint &p : telemetry(role)) {
        if (p.start < from || p.end > to)
            continue;
        const auto [count, covered] = transactionsAndCoverage(p.start, p.end);
        if (covered < kMinimumCoverage * (p.end - p.start))
            continue;
        busy += p.busyMicroseconds;
        transactions += count;
    }
    return transactions > 0 ? std::optional<double>(busy / transactions) : std::nullopt;
}

Stats::IntervalSeries ExploreTimeline::rateSeries(int segment, double now) const
{
    Stats::IntervalSeries series;
    const auto w = window(segment, now);
    if (!w)
        return series;
    auto it = std::lower_bound(
        m_rates.cbegin(), m_rates.cend(), w->from, [](const ExploreRatePoint &p, double t) { return p.end < t; });
    for (; it != m_rates.cend() && it->end <= w->to; ++it)
        if (!it->firstOfChunk && it->interval > 0 && it->start() >= w->from && !disturbed(it->start(), it->end))
            series << Stats::IntervalSample {it->rate, it->interval, it->end};
    return series;
}

QList<ExploreTelemetryPoint> ExploreTimeline::settledTelemetry(int segment, HostRole role, double now) const
{
    QList<ExploreTelemetryPoint> points;
    const auto w = window(segment, now);
    if (!w)
        return points;
    for (const ExploreTelemetryPoint &p : telemetry(role)) {
        if (p.start < w->from || p.end > w->to || p.end <= p.start || disturbed(p.start, p.end))
            continue;
        const auto [transactions, covered] = transactionsAndCoverage(p.start, p.end);
        if (covered < kMinimumCoverage * (p.end - p.start) || transactions <= 0)
            continue;
        ExploreTelemetryPoint settled = p;
        settled.serviceDemand = p.busyMicroseconds / transactions;
        points << settled;
    }
    return points;
}

Stats::IntervalSeries ExploreTimeline::serviceDemandSeries(int segment, HostRole role, double now) const
{
    Stats::IntervalSeries series;
    for (const ExploreTelemetryPoint &p : settledTelemetry(segment, role, now))
        series << Stats::IntervalSample {*p.serviceDemand, p.end - p.start, p.end};
    return series;
}

ExploreSegmentStats ExploreTimeline::stats(int segment, double now) const
{
    ExploreSegmentStats stats;
    if (segment < 0 || segment >= m_segments.size())
        return stats;
    const ExploreSegment &s = m_segments.at(segment);
    stats.index = segment;
    stats.label = s.label;
    stats.start = s.start;
    stats.open = !s.end.has_value();
    stats.end = s.end.value_or(now);
    stats.settledFrom = s.start + m_settle;
    stats.configuration = s.configuration;

    const Stats::IntervalSeries rates = rateSeries(segment, now);
    stats.intervals = int(rates.size());
    if (!rates.isEmpty()) {
        QList<double> values, weights;
        for (const Stats::IntervalSample &sample : rates) {
            values << sample.value;
            weights << sample.seconds;
        }
        stats.rate = Stats::Descriptive::weightedSummary(values, weights);
        stats.diagnostics = Stats::Diagnostics::diagnose(
            rates, m_requestedInterval, TimelineText::tr("the transaction rate"), QStringLiteral("Trans/s"));
    }
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        ExploreHostStats &host = role == HostRole::Client ? stats.client : stats.server;
        const QList<ExploreTelemetryPoint> points = settledTelemetry(segment, role, now);
        host.intervals = int(points.size());
        if (points.isEmpty())
            continue;
        double busy = 0, transactions = 0;
        for (const ExploreTelemetryPoint &p : points) {
            busy += p.busyMicroseconds;
            transactions += transactionsAndCoverage(p.start, p.end).first;
        }
        host.serviceDemand = busy / transactions;
        host.cpu = weightedMean(points, &ExploreTelemetryPoint::cpu);
        host.interrupts = weightedMean(points, &ExploreTelemetryPoint::interrupts);
        host.contextSwitches = weightedMean(points, &ExploreTelemetryPoint::contextSwitches);
    }
    return stats;
}

Result<ExploreComparison> ExploreTimeline::compare(int a, int b, double now) const
{
    for (int index : {a, b})
        if (index < 0 || index >= m_segments.size())
            return makeError(ErrorCode::InvalidArgument,
                TimelineText::tr("There is no segment %1; this exploration has %2.")
                    .arg(index + 1)
                    .arg(m_segments.size()));
    if (a == b)
        return makeError(ErrorCode::InvalidArgument, TimelineText::tr("Compare two different segments."));
    ExploreComparison result;
    result.a = a;
    result.b = b;
    result.settleSeconds = m_settle;
    Stats::CompareOptions options;
    options.nameA = TimelineText::tr("segment %1").arg(a + 1);
    options.nameB = TimelineText::tr("segment %1").arg(b + 1);
    options.metric = Stats::Metric::forId(QStringLiteral("rate"));
    auto rate = Stats::SegmentComparisons::compare(rateSeries(a, now), rateSeries(b, now), options);
    if (!rate)
        return makeError(rate.error().code,
            TimelineText::tr(
                "Segments %1 and %2 cannot be compared yet: %3 Wait for more intervals (each segment loses "
                "its first %4 s to settling).")
                .arg(a + 1)
                .arg(b + 1)
                .arg(rate.error().message)
                .arg(m_settle));
    result.metrics.append({options.metric.id, rate.value()});
    for (auto [role, id] :
        {std::pair {HostRole::Client, "service_demand.local"}, std::pair {HostRole::Server, "service_demand.remote"}}) {
        options.metric = Stats::Metric::forId(QLatin1String(id));
        auto sd = Stats::SegmentComparisons::compare(
            serviceDemandSeries(a, role, now), serviceDemandSeries(b, role, now), options);
        if (sd)
            result.metrics.append({options.metric.id, sd.value()});
    }
    result.caveat = TimelineText::tr(
        "Segments are stretches of one continuous run, not independent runs: the intervals were measured one "
        "after the other under changing conditions, and successive intervals are correlated, so the p-values "
        "above are smaller than they should be and a 'significant' difference may be drift, or anything else "
        "that changed at the same time as the tunable. Treat this as a hint; to test it, make an A/B experiment "
        "from these two segments and run it with repetitions.");
    return result;
}

QList<DetailValue> detailValues(const ExploreTelemetryPoint &point)
{
    const bool local = point.role == HostRole::Client;
    QList<DetailValue> values;
    for (const CpuInterval &cpu : point.cpus) {
        values << DetailValue {LiveMetric::perCpu("cpu_busy", local, cpu.cpu), cpu.busy}
               << DetailValue {LiveMetric::perCpu("cpu_softirq", local, cpu.cpu), cpu.softirq};
        if (cpu.netRxPerSecond)
            values << DetailValue {LiveMetric::perCpu("net_rx", local, cpu.cpu), *cpu.netRxPerSecond};
        if (cpu.netTxPerSecond)
            values << DetailValue {LiveMetric::perCpu("net_tx", local, cpu.cpu), *cpu.netTxPerSecond};
    }
    for (auto it = point.nicCounters.cbegin(); it != point.nicCounters.cend(); ++it)
        values << DetailValue {LiveMetric::nicCounter(local, it.key()), *it};
    for (auto it = point.driverCounters.cbegin(); it != point.driverCounters.cend(); ++it)
        if (!point.nicCounters.contains(it.key()))
            values << DetailValue {LiveMetric::nicCounter(local, it.key()), *it};
    return values;
}

} // namespace Tunebench
