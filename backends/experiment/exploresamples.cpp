// SPDX-License-Identifier: GPL-3.0-or-later
// ExploreSession: its RunSampler (netperf's runs, both hosts' telemetry, the store, all on the
// exploration's time axis) and what happens when a host's telemetry stops.
#include "experiment/exploresession_p.h"

#include "liveseries/liveseriesstore.h"

namespace Tunebench {

namespace {

constexpr int kMaxTelemetryRestarts = 3;

} // namespace

void ExploreSession::Private::startSampler()
{
    RunSampler::Options options;
    options.telemetryInterval = *test.interimInterval;
    options.origin = origin;
    options.live = live;
    options.liveKey = LiveSeriesKey {QString::number(record.id), QLatin1String(ExplorationLiveArm), 0, {}};
    options.timeline = &timeline;
    sampler = std::make_unique<RunSampler>(database, SampledHost {client.runner.get(), client.interfaceName, &client.clock},
        SampledHost {server.runner.get(), server.interfaceName, &server.clock}, options);
    QObject::connect(sampler.get(), &RunSampler::rateSample, q,
        [this](const ExploreRatePoint &point) { Q_EMIT q->sample(point.end, point.rate); });
    QObject::connect(sampler.get(), &RunSampler::telemetrySample, q,
        [this](const ExploreTelemetryPoint &point) { Q_EMIT q->telemetrySample(point); });
    // Queued: the handler starts the next run, and may wait on the host.
    QObject::connect(
        sampler.get(), &RunSampler::netperfFinished, q, [this](const NetperfRunResult &result) { onChunkFinished(result); },
        Qt::QueuedConnection);
    QObject::connect(sampler.get(), &RunSampler::telemetryFailed, q, [this](HostRole role, const Error &error) {
        QTimer::singleShot(0, q, [this, role, error] { onTelemetryFailed(host(role), error); });
    });
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
    QTimer::singleShot(1000, q, [this, &host] {
        if (!stopRequested && sampler)
            sampler->startTelemetry(host.role);
    });
}

} // namespace Tunebench
