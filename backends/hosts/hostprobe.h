// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hosts/hostclock.h"
#include "hosts/proberesult.h"
#include "transport/commandrunner.h"
#include "transport/ssh/sshoptions.h"

#include <QCoreApplication>
#include <QMap>
#include <QObject>
#include <QPointer>

namespace Tunebench {

/// One round of concurrent commands that tells what a host is and what it can do: user and
/// privilege, kernel, CPUs, interfaces, netperf/netserver/ethtool (with how to install what is
/// missing) and whether netperf was built with demo mode (-D interim results).
class HostProbe : public QObject
{
    Q_OBJECT
public:
    explicit HostProbe(CommandRunner &runner, QObject *parent = nullptr);
    /// Starts the commands; finished() follows once, with everything learned.
    void start();
    [[nodiscard]] const ProbeResult &result() const { return m_result; }

    /// Runs a probe to completion in a local event loop (CLI, tests, worker threads only).
    [[nodiscard]] static ProbeResult run(CommandRunner &runner);

Q_SIGNALS:
    void finished(const Tunebench::ProbeResult &result);

private:
    enum class Step { System, Sudo, Links, Sysfs, Tools };
    void launch(Step step, const QStringList &argv);
    void onFinished(Step step, const CommandOutput &output);
    void measureClock();
    void assemble();
    void assembleSystem(const CommandOutput &output);
    void assembleRemoteShell(const std::optional<RemoteShellInfo> &shell);
    void assemblePrivilege(const CommandOutput &output);
    void assembleInterfaces(const CommandOutput &links, const CommandOutput &sysfs);
    void assembleTools(const CommandOutput &output);
    void assembleClock();

    QPointer<CommandRunner> m_runner;
    QMap<Step, CommandOutput> m_outputs;
    int m_running = 0;
    std::optional<Result<ClockRoundTrip>> m_clock;
    ProbeResult m_result;
};

} // namespace Tunebench
