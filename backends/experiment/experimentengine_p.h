// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ExperimentEngine's private part, shared by experimentengine.cpp (the schedule, runs) and
// experimenthosts.cpp (connecting, leasing, snapshotting and restoring the hosts).

#include "core/logging.h"
#include "experiment/armsettings.h"
#include "experiment/experimentengine.h"
#include "experiment/hostleases.h"
#include "hosts/hostclock.h"
#include "netperf/netservermanager.h"
#include "store/experimentrepository.h"
#include "tunables/hostreader.h"

#include <QElapsedTimer>

#include <memory>
#include <optional>

namespace Tunebench {

/// One of the experiment's two hosts.
struct EngineHost
{
    HostRole role = HostRole::Client;
    QString name;
    QString interfaceName;
    QStringList pinnedCounters; ///< the spec's, for telemetry
    std::shared_ptr<CommandRunner> runner;
    std::unique_ptr<HostReader> reader;
    std::optional<HostSnapshot> before;
    std::optional<ArmSettings> settings;
    QList<qint64> journals; ///< opened by this experiment, oldest first
    ClockOffsetEstimator clock; ///< measured once the connection is open, refined by every run
};

struct ExperimentEngine::Private
{
    ExperimentEngine *q;
    ExperimentSpec spec;
    NetperfTestSpec test;
    QList<NetperfTestSpec> armTests; ///< the test of each arm, overrides merged
    ExperimentRecord record;
    QList<ArmRecord> arms;
    QList<RunRecord> runs;
    EngineHost client{HostRole::Client};
    EngineHost server{HostRole::Server};
    std::unique_ptr<NetserverManager> netserver;
    std::unique_ptr<HostLeases> leases;
    QList<qint64> sweepValues;
    EngineProgress progress;
    QElapsedTimer clock;
    double secondsPerRun = 0;
    /// Interim results were seen (by the probe or a run), or the user was told that none come.
    bool interimsChecked = false;

    EngineHost &host(HostRole role) { return role == HostRole::Client ? client : server; }
    void step(const QString &text)
    {
        progress.step = text;
        qCDebug(lcExperiment).noquote() << text;
        Q_EMIT q->progressChanged(progress);
        Q_EMIT q->message(text);
    }
};

} // namespace Tunebench
