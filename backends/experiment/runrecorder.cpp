// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/runrecorder.h"

#include <QDateTime>
#include <QEventLoop>
#include <QTimer>

namespace Tunebench {

RunRecorder::RunRecorder(Database &database, LiveSeriesStore *live, QObject *parent)
    : QObject(parent), m_database(database), m_live(live)
{
}

void RunRecorder::record(RunRecord &run, const QString &armLabel, const NetperfTestSpec &spec, const Hosts &hosts,
                         double warmupSeconds, const std::atomic<bool> &abort)
{
    RunSampler::Options options;
    options.telemetryInterval = spec.interimInterval.value_or(0.25);
    options.origin = epochSecondsNow(); // chart time 0: the run's start
    options.live = m_live;
    options.liveKey = LiveSeriesKey{QString::number(run.id), armLabel, run.repetition, {}};
    run.startedAt = QDateTime::currentDateTimeUtc();
    RunSampler sampler(m_database, hosts.client, hosts.server, options);
    connect(&sampler, &RunSampler::telemetryFailed, this,
            [this](HostRole, const Error &error) { Q_EMIT logLine(QStringLiteral("tunebench: ") + error.message); });
    connect(&sampler, &RunSampler::netperfLine, this, [this](const QString &line) { // live, line by line
        if (!line.isEmpty())
            Q_EMIT logLine(line);
    });
    connect(&sampler, &RunSampler::rateSample, this,
            [this](const ExploreRatePoint &point) { Q_EMIT sample(point.end, point.rate); });
    sampler.startTelemetry();

    QEventLoop loop;
    std::optional<NetperfRunResult> result;
    connect(&sampler, &RunSampler::netperfFinished, &loop, [&](const NetperfRunResult &r) {
        result = r;
        loop.quit();
    });
    QTimer abortPoll;
    connect(&abortPoll, &QTimer::timeout, &sampler, [&] {
        if (abort.load())
            sampler.cancelNetperf();
    });
    abortPoll.start(100);

    if (const auto commandLine = spec.classicCommandLine())
        run.commandLine = commandLine.value();
    if (const Status started = sampler.startNetperf(run.id, 0, spec); !started) {
        run.status = QStringLiteral("failed");
        run.error = started.error().message;
    } else {
        loop.exec();
    }
    abortPoll.stop();
    if (result) {
        sampler.finishRun(run, *result, warmupSeconds);
        if (result->ok()) {
            run.status = QStringLiteral("completed");
        } else {
            run.status = result->error->code == ErrorCode::Cancelled ? QStringLiteral("aborted") : QStringLiteral("failed");
            run.error = result->error->message;
        }
    }
    sampler.stop();
    run.finishedAt = QDateTime::currentDateTimeUtc();
    if (!sampler.flushErrors().isEmpty() && run.error.isEmpty())
        run.error = sampler.flushErrors().constFirst();
}

} // namespace Tunebench
