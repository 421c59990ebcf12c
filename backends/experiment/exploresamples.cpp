// SPDX-License-Identifier: GPL-3.0-or-later
// ExploreSession: interim results and telemetry on the exploration's time axis, and the store.
#include "experiment/exploresession_p.h"

#include "liveseries/liveseriesstore.h"

namespace Tunebench {

namespace {

constexpr int kMaxTelemetryRestarts = 3;
// Telemetry waits this long for netperf's interims to cover it before it is stored without a
// service demand (netperf between runs, or stalled).
constexpr double kTelemetryWaitSeconds = 5;

const char *liveMetric(const char *base, HostRole role)
{
    static const QHash<QByteArray, std::pair<const char *, const char *>> names {
        {"cpu", {LiveMetric::CpuLocal, LiveMetric::CpuRemote}},
        {"interrupts", {LiveMetric::InterruptsLocal, LiveMetric::InterruptsRemote}},
        {"context_switches", {LiveMetric::ContextSwitchesLocal, LiveMetric::ContextSwitchesRemote}},
        {"service_demand", {LiveMetric::ServiceDemandLocal, LiveMetric::ServiceDemandRemote}},
    };
    const auto pair = names.value(base);
    return role == HostRole::Client ? pair.first : pair.second;
}

} // namespace

void ExploreSession::Private::appendLive(const char *metric, double t, double value)
{
    if (live)
        live->append(
            LiveSeriesKey {QString::number(record.id), QLatin1String(ExplorationLiveArm), 0, QLatin1String(metric)}, {t},
            {value});
}

void ExploreSession::Private::onInterim(const InterimSample &sample)
{
    client.observeClock(exploreEpochNow(), sample.endTime);
    const double end = sample.endTime + *client.clockOffset - origin;
    timeline.addRate(ExploreRatePoint {end, sample.interval, sample.rate, chunk.index, chunkSeq == 0});
    pendingInterim << InterimSampleRow {chunkSeq++, sample.endTime, sample.interval, sample.rate};
    appendLive(LiveMetric::TransactionRate, end, sample.rate);
    Q_EMIT q->sample(end, sample.rate);
    resolveTelemetry(client, false);
    resolveTelemetry(server, false);
}

void ExploreSession::Private::startTelemetry(ExploreHostContext &host)
{
    if (stopRequested)
        return;
    host.telemetry = std::make_unique<TelemetrySampler>(host.runner.get(), host.interfaceName, *test.interimInterval);
    QObject::connect(host.telemetry.get(), &TelemetrySampler::intervalReady, q,
        [this, &host](const TelemetryInterval &interval) { onTelemetry(host, interval); });
    QObject::connect(
        host.telemetry.get(), &TelemetrySampler::failed, q,
        [this, &host](const Error &error) { onTelemetryFailed(host, error); }, Qt::QueuedConnection);
    host.telemetry->start();
}

void ExploreSession::Private::onTelemetryFailed(ExploreHostContext &host, const Error &error)
{
    if (stopRequested || !running)
        return;
    step(error.message);
    // Is the host still there, or only the sampler gone?
    CommandSpec probe;
    probe.argv = {QStringLiteral("true")};
    probe.timeoutMs = 15000;
    const CommandOutput out = runToCompletion(*host.runner, probe);
    if (out.exit.error && exploreHostLost(*out.exit.error)) {
        fail(makeError(out.exit.error->code,
            ExploreSession::tr("Lost the connection to %1: %2").arg(host.name, out.exit.error->message)));
        return;
    }
    if (++host.telemetryRestarts > kMaxTelemetryRestarts) {
        step(ExploreSession::tr("Telemetry on %1 keeps stopping; the exploration goes on without it.").arg(host.name));
        return;
    }
    QTimer::singleShot(1000, q, [this, &host] { startTelemetry(host); });
}

void ExploreSession::Private::onTelemetry(ExploreHostContext &host, const TelemetryInterval &interval)
{
    host.observeClock(exploreEpochNow(), interval.end);
    const double shift = *host.clockOffset - origin;
    ExploreTelemetryPoint point {host.role, interval.start + shift, interval.end + shift, interval.cpuUtilisation,
        interval.busyCpuMicroseconds, interval.interruptsPerSecond, interval.contextSwitchesPerSecond, std::nullopt};
    host.unresolved.append({point, interval});
    resolveTelemetry(host, false);
}

// An interval's service demand needs netperf's transactions over it, which the interims give once
// they reach its end; until then it waits (a few seconds at most).
void ExploreSession::Private::resolveTelemetry(ExploreHostContext &host, bool force)
{
    const double covered = timeline.rates().isEmpty() ? -1 : timeline.rates().constLast().end;
    const bool netperfRunning = netperf && netperf->isRunning();
    while (!host.unresolved.isEmpty()) {
        auto [point, raw] = host.unresolved.constFirst();
        if (!force && netperfRunning && point.end > covered && now() - point.end < kTelemetryWaitSeconds)
            break;
        host.unresolved.removeFirst();
        point.serviceDemand = timeline.intervalServiceDemand(point.busyMicroseconds, point.start, point.end);
        timeline.addTelemetry(point);
        TelemetrySampleRow row;
        row.role = hostRoleName(host.role);
        row.seq = host.telemetrySeq++;
        row.start = raw.start;
        row.end = raw.end;
        row.cpu = raw.cpuUtilisation;
        row.busyMicroseconds = raw.busyCpuMicroseconds;
        row.interrupts = raw.interruptsPerSecond;
        row.contextSwitches = raw.contextSwitchesPerSecond;
        row.softirqs = raw.softirqsPerSecond;
        row.rxPackets = raw.rxPacketsPerSecond;
        row.txPackets = raw.txPacketsPerSecond;
        row.serviceDemand = point.serviceDemand;
        QStringList perCpu;
        for (double cpu : raw.perCpuUtilisation)
            perCpu << QString::number(cpu, 'f', 1);
        row.perCpu = perCpu.join(QLatin1Char(' '));
        if (chunk.id > 0)
            pendingTelemetry.append({chunk.id, row});
        appendLive(liveMetric("cpu", host.role), point.end, point.cpu);
        appendLive(liveMetric("interrupts", host.role), point.end, point.interrupts);
        appendLive(liveMetric("context_switches", host.role), point.end, point.contextSwitches);
        if (point.serviceDemand)
            appendLive(liveMetric("service_demand", host.role), point.end, *point.serviceDemand);
        Q_EMIT q->telemetrySample(point);
    }
}

void ExploreSession::Private::flush()
{
    ExperimentRepository repository(database);
    if (chunk.id > 0 && !pendingInterim.isEmpty()) {
        if (const Status s = repository.appendInterim(chunk.id, pendingInterim); !s)
            flushErrors << s.error().toString();
        else
            pendingInterim.clear();
    }
    while (!pendingTelemetry.isEmpty()) {
        const qint64 runId = pendingTelemetry.constFirst().first;
        QList<TelemetrySampleRow> rows;
        qsizetype taken = 0;
        for (; taken < pendingTelemetry.size() && pendingTelemetry.at(taken).first == runId; ++taken)
            rows << pendingTelemetry.at(taken).second;
        if (const Status s = repository.appendTelemetry(runId, rows); !s) {
            flushErrors << s.error().toString();
            break;
        }
        pendingTelemetry.remove(0, taken);
    }
}

} // namespace Tunebench
