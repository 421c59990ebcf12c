// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/telemetry.h"

#include <QStringList>

#include <optional>

namespace Tunebench {

/// Reads the remote sampler's output line by line (see TelemetrySampler::script()).
/// Never throws; malformed lines are counted and skipped.
class TelemetryParser
{
public:
    /// Feeds one line; returns a complete reading when the line closes one.
    std::optional<TelemetryReading> feed(const QString &line);

    [[nodiscard]] double ticksPerSecond() const { return m_ticksPerSecond; }
    [[nodiscard]] int skippedLines() const { return m_skipped; }

private:
    bool parseCpu(const QStringList &fields);
    bool parseCounter(const QStringList &fields);
    bool collectRaw(const QString &line);
    void finishRaw();

    TelemetryReading m_current;
    bool m_inReading = false;
    double m_ticksPerSecond = 100;
    double m_uptimeToEpoch = 0; ///< added to every stamp: 0 with bash 5's EPOCHREALTIME, else from the B line

    QStringList m_softirqLines, m_irqLines, m_ethtoolLines, m_snmpLines; ///< of the open reading

    int m_skipped = 0;
};

} // namespace Tunebench
