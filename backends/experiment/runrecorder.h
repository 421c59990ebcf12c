// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/runsampler.h"

#include <QObject>

#include <atomic>

namespace Tunebench {

class Database;

/// Records one run of an experiment with a RunSampler: telemetry on both hosts, netperf streaming
/// its interim samples onto the run's chart axis (seconds since the run started, this machine's
/// clock) and into the store, then netperf's result and live service demand (after warm-up).
class RunRecorder : public QObject
{
    Q_OBJECT
public:
    struct Hosts
    {
        SampledHost client;
        SampledHost server;
    };

    RunRecorder(Database &database, LiveSeriesStore *live, QObject *parent = nullptr);

    /// Runs @p spec for @p run and fills in its results; returns when the run has ended.
    /// @p abort is polled; when it becomes true netperf is killed and the run ends as aborted.
    void record(RunRecord &run, const QString &armLabel, const NetperfTestSpec &spec, const Hosts &hosts,
                double warmupSeconds, const std::atomic<bool> &abort);

Q_SIGNALS:
    void sample(double seconds, double rate);
    void logLine(const QString &line);

private:
    Database &m_database;
    LiveSeriesStore *m_live;
};

} // namespace Tunebench
