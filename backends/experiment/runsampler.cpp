// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/runsampler.h"

#include "hosts/hostclock.h"
#include "netperf/netperfoutputjson.h"
#include "store/database.h"
#include "telemetry/telemetrysampler.h"

#include <QJsonDocument>
#include <QTimer>

namespace Tunebench {

namespace {

const char *liveMetric(const char *base, HostRole role)
{
    static const QHash<QByteArray, std::pair<const char *, const char *>> names {
        {"cpu", {LiveMetric::CpuLocal, LiveMetric::CpuRemote}},
        {"interrupts", {LiveMetric::InterruptsLocal, LiveMetric::InterruptsRemote}},
        {"context_switches", {LiveMetric::ContextSwitchesLocal, LiveMetric::ContextSwitchesRemote}},
        {"service_demand", {LiveMetric::ServiceDemandLocal, LiveMetric::ServiceDemandRemote}},
        {"bound_cpu_service_demand", {LiveMetric::BoundCpuServiceDemandLocal, LiveMetric::BoundCpuServiceDemandRemote}},
    };
    const auto pair = names.value(base);
    return role == HostRole::Client ? pair.first : pair.second;
}

TelemetrySampleRow rowFor(HostRole role, const TelemetryInterval &interval, double start, double end)
{
    TelemetrySampleRow row;
    row.role = hostRoleName(role);
    row.start = start;
    row.end = end;
    row.cpu = interval.cpuUtilisation;
    row.busyMicroseconds = interval.busyCpuMicroseconds;
    row.interrupts = interval.interruptsPerSecond;
    row.contextSwitches = interval.contextSwitchesPerSecond;
    row.softirqs = interval.softirqsPerSecond;
    row.rxPackets = interval.rxPacketsPerSecond;
    row.txPackets = interval.txPacketsPerSecond;
    QStringList perCpu;
    for (double cpu : interval.perCpuUtilisation)
        perCpu << QString::number(cpu, 'f', 1);
    row.perCpu = perCpu.join(QLatin1Char(' '));
    for (const CpuInterval &c : interval.cpus)
        row.cpus << TelemetryCpuRow{c.cpu, c.user, c.system, c.softirq, c.irq, c.idle, c.busyMicroseconds,
                                    c.netRxPerSecond, c.netTxPerSecond, c.nicInterruptsPerSecond};
    row.nicCounters = interval.nicCounters;
    row.driverCounters = interval.driverCounters;
    row.driverSpan = interval.driverCountersSeconds;
    row.queueInterrupts = interval.queueInterrupts;
    row.counterResets = interval.counterResets;
    row.tcpRetrans = interval.tcpRetransPerSecond;
    return row;
}

// Appends rows run by run, one transaction each; what could not be written stays pending.
template<typename Row, typename Append>
void flushRows(QList<std::pair<qint64, Row>> &pending, QStringList &errors, Append append)
{
    while (!pending.isEmpty()) {
        const qint64 runId = pending.constFirst().first;
        QList<Row> rows;
        qsizetype taken = 0;
        for (; taken < pending.size() && pending.at(taken).first == runId; ++taken)
            rows << pending.at(taken).second;
        if (const Status s = append(runId, rows); !s) {
            errors << s.error().toString();
            return;
        }
        pending.remove(0, taken);
    }
}

} // namespace

/// Telemetry waiting for netperf's interims to cover it: the point on the chart axis, the row on
/// this machine's clock, both converted once, when it arrived.
struct RunSampler::PendingTelemetry
{
    ExploreTelemetryPoint point;
    TelemetrySampleRow row;
};

struct RunSampler::Host
{
    HostRole role;
    SampledHost sampled;
    ClockOffsetEstimator ownClock; ///< when the caller gives none
    std::optional<int> boundCpu; ///< netperf -T on this host
    std::unique_ptr<TelemetrySampler> telemetry;
    int telemetrySeq = 0;
    QList<PendingTelemetry> unresolved;
    /// The offset this run's samples are converted with: the estimate when the run began (or when
    /// the host's first line arrived), kept for the whole run. An estimate that moved by a few ms
    /// mid-run would shift a host's later samples against its earlier ones and against the other
    /// host's; one offset per run keeps them in step and is what the run stores.
    std::optional<ClockOffset> applied;

    ClockOffsetEstimator &clock() { return sampled.clock ? *sampled.clock : ownClock; }
    [[nodiscard]] const ClockOffsetEstimator &clock() const { return sampled.clock ? *sampled.clock : ownClock; }
    /// Observes a line the host stamped at @p hostTime and returns it on this machine's clock.
    double toLocal(double hostTime, double arrival)
    {
        clock().observeArrival(hostTime, arrival);
        if (!applied)
            applied = clock().offset();
        return applied->toLocal(hostTime);
    }
};

RunSampler::RunSampler(Database &database, SampledHost client, SampledHost server, Options options, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_options(std::move(options))
    , m_client(std::make_unique<Host>(Host {HostRole::Client, std::move(client), {}, {}, {}, 0, {}}))
    , m_server(std::make_unique<Host>(Host {HostRole::Server, std::move(server), {}, {}, {}, 0, {}}))
    , m_timeline(m_options.timeline ? m_options.timeline : &m_ownTimeline)
    , m_flushTimer(new QTimer(this))
{
    m_flushTimer->setInterval(1000); // a crash loses at most the last second of samples
    connect(m_flushTimer, &QTimer::timeout, this, &RunSampler::flush);
    m_flushTimer->start();
}

RunSampler::~RunSampler() = default;

RunSampler::Host &RunSampler::host(HostRole role)
{
    return role == HostRole::Client ? *m_client : *m_server;
}

const RunSampler::Host &RunSampler::host(HostRole role) const
{
    return role == HostRole::Client ? *m_client : *m_server;
}

std::optional<ClockOffset> RunSampler::clockOffset(HostRole role) const
{
    return host(role).applied;
}

void RunSampler::startTelemetry()
{
    startTelemetry(HostRole::Client);
    startTelemetry(HostRole::Server);
}

void RunSampler::startTelemetry(HostRole role)
{
    Host &h = host(role);
    if (!h.sampled.runner || (h.telemetry && h.telemetry->isRunning()))
        return;
    h.telemetry = std::make_unique<TelemetrySampler>(h.sampled.runner, h.sampled.interfaceName, m_options.telemetryInterval);
    h.telemetry->setPinnedCounters(h.sampled.pinnedCounters);
    connect(h.telemetry.get(), &TelemetrySampler::intervalReady, this,
        [this, role](const TelemetryInterval &interval) { addTelemetry(role, interval, epochSecondsNow()); });
    connect(h.telemetry.get(), &TelemetrySampler::failed, this,
        [this, role](const Error &error) { Q_EMIT telemetryFailed(role, error); });
    h.telemetry->start();
}

Status RunSampler::startNetperf(qint64 runId, int runIndex, const NetperfTestSpec &spec)
{
    if (m_netperf) // the one that just finished (its finished() may still be on the stack)
        m_netperf->deleteLater();
    m_netperf = new NetperfRunner(*m_client->sampled.runner, this);
    connect(m_netperf, &NetperfRunner::lineReceived, this, &RunSampler::netperfLine);
    connect(m_netperf, &NetperfRunner::sampleReady, this,
        [this](const InterimSample &sample, const QString &) { addInterim(sample, epochSecondsNow()); });
    connect(m_netperf, &NetperfRunner::finished, this, [this](const NetperfRunResult &result) {
        endRun();
        Q_EMIT netperfFinished(result);
    });
    beginRun(runId, runIndex);
    setBoundCpus(spec.localCpuBinding, spec.remoteCpuBinding);
    const Status started = m_netperf->start(spec);
    if (!started)
        endRun();
    return started;
}

void RunSampler::cancelNetperf()
{
    if (m_netperf)
        m_netperf->cancel();
}

bool RunSampler::isNetperfRunning() const
{
    return m_netperf && m_netperf->isRunning();
}

void RunSampler::beginRun(qint64 runId, int runIndex)
{
    m_runId = runId;
    m_runIndex = runIndex;
    m_runSeq = 0;
    m_runActive = true;
    m_clocksStored = false;
    m_flushErrors.clear();
    for (Host *h : {m_client.get(), m_server.get()})
        h->applied = h->clock().offset(); // refined by the lines of the runs before

}

void RunSampler::setBoundCpus(std::optional<int> client, std::optional<int> server)
{
    m_client->boundCpu = client;
    m_server->boundCpu = server;
}

void RunSampler::endRun()
{
    m_runActive = false;
    resolve(*m_client, false);
    resolve(*m_server, false);
}

void RunSampler::addInterim(const InterimSample &sample, double arrival)
{
    m_lastArrival = std::max(m_lastArrival, arrival);
    const double end = m_client->toLocal(sample.endTime, arrival);
    const ExploreRatePoint point {end - m_options.origin, sample.interval, sample.rate, m_runIndex, m_runSeq == 0};
    m_timeline->addRate(point);
    if (m_runId > 0)
        m_pendingInterim.append({m_runId, InterimSampleRow {m_runSeq, end, sample.interval, sample.rate}});
    ++m_runSeq;
    appendLive(LiveMetric::TransactionRate, point.end, point.rate);
    Q_EMIT rateSample(point);
    resolve(*m_client, false);
    resolve(*m_server, false);
}

void RunSampler::addTelemetry(HostRole role, const TelemetryInterval &interval, double arrival)
{
    m_lastArrival = std::max(m_lastArrival, arrival);
    Host &h = host(role);
    const double end = h.toLocal(interval.end, arrival);
    const double start = end - (interval.end - interval.start);
    const double origin = m_options.origin;
    ExploreTelemetryPoint point {role, start - origin, end - origin, interval.cpuUtilisation,
        interval.busyCpuMicroseconds, interval.interruptsPerSecond, interval.contextSwitchesPerSecond, std::nullopt};
    point.cpus = interval.cpus;
    point.nicCounters = interval.nicCounters;
    point.driverCounters = interval.driverCounters;
    point.queueInterrupts = interval.queueInterrupts;
    point.tcpRetrans = interval.tcpRetransPerSecond;
    point.boundCpu = h.boundCpu;
    appendLive(liveMetric("cpu", role), point.end, point.cpu);
    appendLive(liveMetric("interrupts", role), point.end, point.interrupts);
    appendLive(liveMetric("context_switches", role), point.end, point.contextSwitches);
    appendLiveDetails(point);
    h.unresolved.append({point, rowFor(role, interval, start, end)});
    resolve(h, false);
}

// An interval's service demand needs netperf's transactions over it, which the interims give once
// they reach its end; while a run is active it waits for them (a few seconds at most).
void RunSampler::resolve(Host &h, bool force)
{
    const double covered = m_timeline->rates().isEmpty() ? -INFINITY : m_timeline->rates().constLast().end;
    const double now = m_lastArrival - m_options.origin;
    while (!h.unresolved.isEmpty()) {
        PendingTelemetry pending = h.unresolved.constFirst();
        ExploreTelemetryPoint &point = pending.point;
        if (!force && m_runActive && point.end > covered && now - point.end < m_options.telemetryWaitSeconds)
            break;
        h.unresolved.removeFirst();
        point.serviceDemand = m_timeline->intervalServiceDemand(point.busyMicroseconds, point.start, point.end);
        m_timeline->addTelemetry(point);
        pending.row.seq = h.telemetrySeq++;
        pending.row.serviceDemand = point.serviceDemand;
        // The bound CPU's share of the work: its own busy time over the same transactions.
        if (const auto busy = point.boundCpu ? cpuBusyMicroseconds(point.cpus, *point.boundCpu) : std::nullopt) {
            point.boundCpuServiceDemand = m_timeline->intervalServiceDemand(*busy, point.start, point.end);
            pending.row.boundCpu = point.boundCpu;
            pending.row.boundCpuServiceDemand = point.boundCpuServiceDemand;
        }
        if (m_runId > 0)
            m_pendingTelemetry.append({m_runId, pending.row});
        if (point.serviceDemand)
            appendLive(liveMetric("service_demand", h.role), point.end, *point.serviceDemand);
        if (point.boundCpuServiceDemand)
            appendLive(liveMetric("bound_cpu_service_demand", h.role), point.end, *point.boundCpuServiceDemand);
        Q_EMIT telemetrySample(point);
    }
}

void RunSampler::appendLive(const QString &metric, double t, double value)
{
    if (!m_options.live)
        return;
    LiveSeriesKey key = m_options.liveKey;
    key.metric = metric;
    m_options.live->append(key, {t}, {value});
}

// The per-CPU and NIC counter series a heatmap or counter chart draws.
void RunSampler::appendLiveDetails(const ExploreTelemetryPoint &point)
{
    if (!m_options.live)
        return;
    for (const DetailValue &detail : detailValues(point))
        appendLive(detail.metric, point.end, detail.value);
}

void RunSampler::finishRun(RunRecord &run, const NetperfRunResult &result, double warmupSeconds)
{
    resolve(*m_client, false);
    resolve(*m_server, false);
    run.rawOutput = QString::fromUtf8(result.rawOutput);
    if (result.result) {
        run.rate = result.result->value(ResultField::Throughput);
        run.localServiceDemand = result.result->measured(ResultField::LocalServiceDemand);
        run.remoteServiceDemand = result.result->measured(ResultField::RemoteServiceDemand);
        run.result = QJsonDocument(resultToJson(*result.result)).toJson(QJsonDocument::Compact);
    }
    // Whole-run live service demand over the span the run's interims cover, after warm-up: all
    // busy CPU time over all transactions, not a mean of per-interval ratios.
    double from = INFINITY, to = -INFINITY;
    for (const ExploreRatePoint &p : m_timeline->rates()) {
        if (p.chunk != m_runIndex)
            continue;
        from = std::min(from, p.start());
        to = std::max(to, p.end);
    }
    if (to > from) {
        run.liveServiceDemandLocal = m_timeline->serviceDemandBetween(HostRole::Client, from + warmupSeconds, to);
        run.liveServiceDemandRemote = m_timeline->serviceDemandBetween(HostRole::Server, from + warmupSeconds, to);
    }
    run.clientClock = clockOffset(HostRole::Client);
    run.serverClock = clockOffset(HostRole::Server);
    flush();
}

void RunSampler::stop()
{
    m_flushTimer->stop();
    for (Host *h : {m_client.get(), m_server.get()}) {
        h->telemetry.reset();
        resolve(*h, true);
    }
    flush();
    if (m_options.live)
        m_options.live->flush();
}

void RunSampler::flush()
{
    if (m_pendingInterim.isEmpty() && m_pendingTelemetry.isEmpty())
        return;
    ExperimentRepository repository(m_database);
    // With the run's first rows: its offsets are fixed by then (see Host::applied).
    if (!m_clocksStored && m_runId > 0 && m_client->applied && m_server->applied) {
        if (const Status s = repository.updateRunClockOffsets(m_runId, m_client->applied, m_server->applied); !s)
            m_flushErrors << s.error().toString();
        m_clocksStored = true;
    }
    flushRows(m_pendingInterim, m_flushErrors,
        [&](qint64 runId, const QList<InterimSampleRow> &rows) { return repository.appendInterim(runId, rows); });
    flushRows(m_pendingTelemetry, m_flushErrors,
        [&](qint64 runId, const QList<TelemetrySampleRow> &rows) { return repository.appendTelemetry(runId, rows); });
}

} // namespace Tunebench
