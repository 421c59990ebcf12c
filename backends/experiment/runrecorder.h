// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveseries/liveseriesstore.h"
#include "netperf/netperfrunner.h"
#include "store/experimentrepository.h"
#include "telemetry/telemetry.h"

#include <QObject>

#include <atomic>
#include <functional>

namespace Tunebench {

class CommandRunner;

/// Transactions netperf completed within [from, to], from interim samples that each held their
/// rate over (end - interval, end]: the overlap of every sample with the span, times its rate.
[[nodiscard]] double transactionsBetween(const QList<InterimSample> &samples, double from, double to);

/// Records one run: telemetry on both hosts, netperf streaming its interim samples, everything
/// appended to the live store as it arrives and flushed to the results database at least once a
/// second, then live service demand per telemetry interval and for the whole run (after warm-up).
class RunRecorder : public QObject
{
    Q_OBJECT
public:
    struct Hosts
    {
        CommandRunner *client = nullptr;
        CommandRunner *server = nullptr;
        QString clientInterface;
        QString serverInterface;
    };

    RunRecorder(ExperimentRepository &repository, LiveSeriesStore *live, QObject *parent = nullptr);

    /// Runs @p spec for @p run and fills in its results; returns when the run has ended.
    /// @p abort is polled; when it becomes true netperf is killed and the run ends as aborted.
    void record(RunRecord &run, const QString &armLabel, const NetperfTestSpec &spec, const Hosts &hosts,
                double warmupSeconds, const std::atomic<bool> &abort);

Q_SIGNALS:
    void sample(double seconds, double rate);
    void logLine(const QString &line);

private:
    struct Side;
    void onInterim(const InterimSample &interim);
    void onTelemetry(const QString &role, const TelemetryInterval &interval);
    void computeServiceDemand(const QString &role);
    void flush();
    void finish(RunRecord &run, const NetperfRunResult &result, double warmupSeconds);

    ExperimentRepository &m_repository;
    LiveSeriesStore *m_live;
    qint64 m_runId = 0;
    LiveSeriesKey m_keyBase;
    double m_t0 = 0;
    QList<InterimSample> m_samples;
    QList<InterimSampleRow> m_pendingInterim;
    QList<TelemetrySampleRow> m_pendingTelemetry;
    QMap<QString, QList<TelemetryInterval>> m_telemetry;
    QMap<QString, int> m_sdComputed;
    QMap<QString, QList<std::optional<double>>> m_serviceDemand;
    QStringList m_flushErrors;
};

} // namespace Tunebench
