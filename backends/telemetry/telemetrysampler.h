// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "telemetry/telemetry.h"
#include "telemetry/telemetryparser.h"
#include "transport/commandrunner.h"

#include <QObject>
#include <QPointer>

namespace Tunebench {

/// Samples a host's CPU times, interrupts, context switches, softirqs and one NIC's packet and
/// byte counters at a fixed interval, with ONE long-lived remote bash process that forks nothing
/// per sample (builtins only: `read` for /proc and /sys, `read -t` on a never-ready pipe to wait).
/// Its own CPU cost is measured and reported with every interval.
class TelemetrySampler : public QObject
{
    Q_OBJECT
public:
    TelemetrySampler(CommandRunner *runner, QString interfaceName, double intervalSeconds, QObject *parent = nullptr);
    ~TelemetrySampler() override;

    /// The remote script; argv is {"bash", "-c", script(), "tunebench-telemetry", iface, interval}.
    static QString script();

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
    QList<TelemetryInterval> m_intervals;
    QStringList m_stderr;
    bool m_stopping = false;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::TelemetryReading)
