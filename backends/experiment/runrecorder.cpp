// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/runrecorder.h"

#include "netperf/netperfoutputjson.h"
#include "telemetry/telemetrysampler.h"

#include <QDateTime>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTimer>

namespace Tunebench {

namespace {
const QString kClient = QStringLiteral("client");
const QString kServer = QStringLiteral("server");

QString metricFor(const char *base, const QString &role)
{
    // The live series names the netperf client "local" and the server "remote", as netperf does.
    return QLatin1String(base) + (role == kClient ? QLatin1String(".local") : QLatin1String(".remote"));
}

double nowSeconds()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}
} // namespace

double transactionsBetween(const QList<InterimSample> &samples, double from, double to)
{
    double transactions = 0;
    for (const InterimSample &sample : samples) {
        const double start = std::max(from, sample.endTime - sample.interval);
        const double end = std::min(to, sample.endTime);
        if (end > start)
            transactions += sample.rate * (end - start);
    }
    return transactions;
}

RunRecorder::RunRecorder(ExperimentRepository &repository, LiveSeriesStore *live, QObject *parent)
    : QObject(parent), m_repository(repository), m_live(live)
{
}

void RunRecorder::record(RunRecord &run, const QString &armLabel, const NetperfTestSpec &spec, const Hosts &hosts,
                         double warmupSeconds, const std::atomic<bool> &abort)
{
    m_runId = run.id;
    m_keyBase = LiveSeriesKey{QString::number(run.id), armLabel, run.repetition, {}};
    m_samples.clear();
    m_telemetry.clear();
    m_sdComputed.clear();
    m_serviceDemand.clear();
    m_flushErrors.clear();
    m_t0 = nowSeconds();
    run.startedAt = QDateTime::currentDateTimeUtc();

    const double interval = spec.interimInterval.value_or(0.25);
    TelemetrySampler clientTelemetry(hosts.client, hosts.clientInterface, interval);
    TelemetrySampler serverTelemetry(hosts.server, hosts.serverInterface, interval);
    for (auto [sampler, role] : {std::pair{&clientTelemetry, kClient}, std::pair{&serverTelemetry, kServer}}) {
        connect(sampler, &TelemetrySampler::intervalReady, this,
                [this, role](const TelemetryInterval &interval) { onTelemetry(role, interval); });
        connect(sampler, &TelemetrySampler::failed, this,
                [this](const Error &error) { Q_EMIT logLine(QStringLiteral("tunebench: ") + error.message); });
        sampler->start();
    }

    QEventLoop loop;
    NetperfRunner netperf(*hosts.client);
    std::optional<NetperfRunResult> result;
    connect(&netperf, &NetperfRunner::lineReceived, this, [this](const QString &line) { // live, line by line
        if (!line.isEmpty())
            Q_EMIT logLine(line);
    });
    connect(&netperf, &NetperfRunner::sampleReady, this, [this](const InterimSample &sample, const QString &) { onInterim(sample); });
    connect(&netperf, &NetperfRunner::finished, &loop, [&](const NetperfRunResult &r) {
        result = r;
        loop.quit();
    });
    QTimer flushTimer;
    connect(&flushTimer, &QTimer::timeout, this, &RunRecorder::flush);
    flushTimer.start(1000); // a crash loses at most the last second of samples
    QTimer abortPoll;
    connect(&abortPoll, &QTimer::timeout, &netperf, [&] {
        if (abort.load())
            netperf.cancel();
    });
    abortPoll.start(100);

    if (const auto commandLine = spec.classicCommandLine())
        run.commandLine = commandLine.value();
    if (const Status started = netperf.start(spec); !started) {
        run.status = QStringLiteral("failed");
        run.error = started.error().message;
    } else {
        loop.exec();
    }
    flushTimer.stop();
    abortPoll.stop();
    clientTelemetry.stop();
    serverTelemetry.stop();
    if (result)
        finish(run, *result, warmupSeconds);
    run.finishedAt = QDateTime::currentDateTimeUtc();
    if (!m_flushErrors.isEmpty() && run.error.isEmpty())
        run.error = m_flushErrors.constFirst();
    if (m_live)
        m_live->flush();
}

void RunRecorder::onInterim(const InterimSample &interim)
{
    m_samples << interim;
    m_pendingInterim << InterimSampleRow{int(m_samples.size() - 1), interim.endTime, interim.interval, interim.rate};
    const double seconds = interim.endTime - m_t0;
    if (m_live) {
        LiveSeriesKey key = m_keyBase;
        key.metric = QLatin1String(LiveMetric::TransactionRate);
        m_live->append(key, {seconds}, {interim.rate});
    }
    Q_EMIT sample(seconds, interim.rate);
    computeServiceDemand(kClient);
    computeServiceDemand(kServer);
}

void RunRecorder::onTelemetry(const QString &role, const TelemetryInterval &interval)
{
    m_telemetry[role] << interval;
    if (m_live) {
        const double t = interval.end - m_t0;
        for (auto [metric, value] : {std::pair{"cpu", interval.cpuUtilisation},
                                     std::pair{"interrupts", interval.interruptsPerSecond},
                                     std::pair{"context_switches", interval.contextSwitchesPerSecond}}) {
            LiveSeriesKey key = m_keyBase;
            key.metric = metricFor(metric, role);
            m_live->append(key, {t}, {value});
        }
    }
    computeServiceDemand(role);
}

// Live service demand needs the transactions of the telemetry interval, which the interim samples
// give once they cover it; intervals are resolved as soon as the interims reach their end.
void RunRecorder::computeServiceDemand(const QString &role)
{
    const double covered = m_samples.isEmpty() ? 0 : m_samples.constLast().endTime;
    const QList<TelemetryInterval> &intervals = m_telemetry.value(role);
    int &done = m_sdComputed[role];
    while (done < intervals.size() && intervals.at(done).end <= covered) {
        const TelemetryInterval &interval = intervals.at(done);
        const bool started = !m_samples.isEmpty() && interval.start >= m_samples.constFirst().endTime - m_samples.constFirst().interval;
        const std::optional<double> sd =
            started ? serviceDemand(interval.busyCpuMicroseconds, transactionsBetween(m_samples, interval.start, interval.end))
                    : std::nullopt;
        m_serviceDemand[role] << sd;
        TelemetrySampleRow row;
        row.role = role;
        row.seq = done;
        row.start = interval.start;
        row.end = interval.end;
        row.cpu = interval.cpuUtilisation;
        row.busyMicroseconds = interval.busyCpuMicroseconds;
        row.interrupts = interval.interruptsPerSecond;
        row.contextSwitches = interval.contextSwitchesPerSecond;
        row.softirqs = interval.softirqsPerSecond;
        row.rxPackets = interval.rxPacketsPerSecond;
        row.txPackets = interval.txPacketsPerSecond;
        row.serviceDemand = sd;
        QStringList perCpu;
        for (double cpu : interval.perCpuUtilisation)
            perCpu << QString::number(cpu, 'f', 1);
        row.perCpu = perCpu.join(QLatin1Char(' '));
        m_pendingTelemetry << row;
        if (sd && m_live) {
            LiveSeriesKey key = m_keyBase;
            key.metric = metricFor("service_demand", role);
            m_live->append(key, {interval.end - m_t0}, {*sd});
        }
        ++done;
    }
}

void RunRecorder::flush()
{
    if (const Status s = m_repository.appendInterim(m_runId, m_pendingInterim); !s)
        m_flushErrors << s.error().toString();
    else
        m_pendingInterim.clear();
    if (const Status s = m_repository.appendTelemetry(m_runId, m_pendingTelemetry); !s)
        m_flushErrors << s.error().toString();
    else
        m_pendingTelemetry.clear();
}

void RunRecorder::finish(RunRecord &run, const NetperfRunResult &result, double warmupSeconds)
{
    computeServiceDemand(kClient);
    computeServiceDemand(kServer);
    flush();
    run.rawOutput = QString::fromUtf8(result.rawOutput);
    if (result.result) {
        run.rate = result.result->value(ResultField::Throughput);
        run.localServiceDemand = result.result->measured(ResultField::LocalServiceDemand);
        run.remoteServiceDemand = result.result->measured(ResultField::RemoteServiceDemand);
        run.result = QJsonDocument(resultToJson(*result.result)).toJson(QJsonDocument::Compact);
    }
    // Whole-run live service demand over the measured span (after warm-up): all busy CPU time
    // divided by all transactions, not a mean of per-interval ratios.
    const double firstStart = m_samples.isEmpty() ? 0 : m_samples.constFirst().endTime - m_samples.constFirst().interval;
    for (const QString &role : {kClient, kServer}) {
        double busy = 0, transactions = 0;
        for (const TelemetryInterval &interval : m_telemetry.value(role)) {
            if (m_samples.isEmpty() || interval.start < firstStart + warmupSeconds || interval.end > m_samples.constLast().endTime)
                continue;
            busy += interval.busyCpuMicroseconds;
            transactions += transactionsBetween(m_samples, interval.start, interval.end);
        }
        (role == kClient ? run.liveServiceDemandLocal : run.liveServiceDemandRemote) = serviceDemand(busy, transactions);
    }
    if (result.ok()) {
        run.status = QStringLiteral("completed");
    } else {
        run.status = result.error->code == ErrorCode::Cancelled ? QStringLiteral("aborted") : QStringLiteral("failed");
        run.error = result.error->message;
    }
}

} // namespace Tunebench
