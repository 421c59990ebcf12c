// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fakelinuxhost.h"
#include "transport/localrunner.h"

#include <QList>
#include <QRandomGenerator>
#include <QTemporaryDir>

namespace Tunebench::Test {

/**
 * A client and a server host with clocks of their own, for the run sampler and the engines: one
 * physical process (TCP_RR transactions at a rate that changes every interim slot) seen through
 * fake netperf on the client and fake telemetry on both hosts, each stamped with its host's clock
 * (this machine's plus an offset) and delivered after a random delay (jitter on arrival).
 *
 * Everything happens in real time (QTimer). Each host's busy CPU time is exactly serviceDemand x
 * transactions, so the right live service demand is known: serviceDemand of the host, within the
 * rounding of netperf's printed times.
 */
class FakeLab
{
public:
    struct Host
    {
        double clockOffset = 0; ///< the host's clock minus this machine's
        double serviceDemand = 10; ///< µs of busy CPU per transaction
    };
    Host client;
    Host server;
    int maxJitterMs = 20; ///< lines arrive 0..this after the host stamped them
    double baseRate = 20000; ///< Trans/s; each slot's rate is 60-140% of it

    /// Transactions of every netperf run until @p t (this machine's epoch seconds).
    [[nodiscard]] double transactionsUntil(double t) const;
    /// The rate of slot @p k of a run: deterministic, different from slot to slot.
    [[nodiscard]] double rate(int k) const;
    /// Registers a netperf run starting at @p start with @p slots of @p slotSeconds.
    void addRun(double start, double slotSeconds, int slots);
    /// netperf was killed at @p t: its last run ends with the last whole slot.
    void endLastRunAt(double t);
    [[nodiscard]] int jitterMs() { return int(m_random.bounded(maxJitterMs + 1)); }
    [[nodiscard]] int netperfRuns() const { return int(m_runs.size()); }

private:
    struct Run
    {
        double start = 0;
        double slotSeconds = 0;
        int slots = 0;
    };
    QList<Run> m_runs;
    QRandomGenerator m_random {26};
};

/// One host of a FakeLab: a FakeLinuxHost (tunables, uname, id) that also answers `date`, netperf
/// (version, the engine's probe, runs with -D), netserver -V, ss and the telemetry script. The
/// host agent that leases it runs for real on this machine (LocalRunner), with its lock and state
/// in a directory of this host's own.
class FakeLabHost : public FakeLinuxHost
{
    Q_OBJECT
public:
    FakeLabHost(FakeLab &lab, bool isClient, QString hostName);
    [[nodiscard]] CommandProcess *start(const CommandSpec &spec, QObject *parent = nullptr) override;

    /// The host's clock now.
    [[nodiscard]] double hostNow() const;

private:
    [[nodiscard]] CommandProcess *netperf(const CommandSpec &spec, QObject *parent);
    [[nodiscard]] CommandProcess *telemetry(QObject *parent);
    [[nodiscard]] CommandProcess *date(QObject *parent);
    [[nodiscard]] const FakeLab::Host &self() const { return m_isClient ? m_lab.client : m_lab.server; }

    FakeLab &m_lab;
    bool m_isClient;
    QTemporaryDir m_agentDir;
    LocalRunner m_agentRunner;
};

} // namespace Tunebench::Test
