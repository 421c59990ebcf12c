// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "telemetry/telemetry.h"
#include "telemetry/telemetryparser.h"
#include "transport/commandrunner.h"

#include <QObject>
#include <QPointer>

namespace Tunebench {

/// Samples a host's CPU times (per CPU: user, system, softirq, irq, idle), interrupts, context
/// switches, NET_RX/NET_TX softirqs per CPU, the NIC's queue IRQs per CPU, the NIC's counters
/// (sysfs statistics every sample, `ethtool -S` every few seconds) and TCP retransmissions at a
/// fixed interval, with ONE long-lived remote bash process that forks nothing per sample
/// (builtins only: `read` for /proc and /sys, `read -t` on a never-ready pipe to wait) but the
/// `ethtool -S` ones. Its own CPU cost is measured and reported with every interval.
class TelemetrySampler : public QObject
{
    Q_OBJECT
public:
    TelemetrySampler(CommandRunner *runner, QString interfaceName, double intervalSeconds, QObject *parent = nullptr);
    ~TelemetrySampler() override;

    /// The remote script; argv is {"bash", "-c", script(), "tunebench-telemetry", iface, interval,
    /// ethtool-every-N-samples}.
    static QString script();

    /// Counters kept in every interval whether they moved or not (before start()).
    void setPinnedCounters(const QStringList &names);
    /// Seconds between `ethtool -S` readings (before start()); 0: none. Default 2.
    void setDriverCountersInterval(double seconds);

    void start();
    void stop();
    [[nodiscard]] bool isRunning() const { return m_process != nullptr; }
    [[nodiscard]] const QList<TelemetryInterval> &intervals() const { return m_intervals; }

Q_SIGNALS:
    void readingReady(const Tunebench::TelemetryReading &reading);
    void intervalReady(const Tunebench::TelemetryInterval &interval);
    /// The sampler ended on its own (not by stop()): host gone, bash missing, …
    void failed(const Tunebench::Error &error);

private:
    void onLine(const QString &line);
    void onFinished(const CommandExit &exit);

    CommandRunner *m_runner;
    QString m_interface;
    double m_interval;
    QPointer<CommandProcess> m_process;
    TelemetryParser m_parser;
    std::optional<TelemetryReading> m_previous;
    std::optional<TelemetryReading> m_lastDriverReading; ///< the last with `ethtool -S` counters
    QStringList m_pinned;
    double m_driverCountersSeconds = 2;
    QList<TelemetryInterval> m_intervals;
    QStringList m_stderr;
    bool m_stopping = false;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::TelemetryReading)
