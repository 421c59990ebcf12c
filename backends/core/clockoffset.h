// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Tunebench {

/// How far a host's clock is from this machine's, and how that is known. Hosts print their own
/// time (netperf's "ending at", the telemetry sampler's readings); Tunebench subtracts the offset
/// to put every time on this machine's clock.
struct ClockOffset
{
    enum class Method
    {
        RoundTrip, ///< a command printed the host's time; the round trip bounds it from both sides
        Arrival, ///< from when the host's lines arrived alone: a bound from one side (lines cannot
                 ///< arrive before they are stamped), low by the shortest one-way latency
    };

    double seconds = 0; ///< the host's clock minus this machine's: positive when the host is ahead
    std::optional<double> uncertainty; ///< the true offset lies within ± this; empty for Arrival
    Method method = Method::Arrival;

    /// A time printed by the host, on this machine's clock.
    [[nodiscard]] double toLocal(double hostTime) const { return hostTime - seconds; }

    [[nodiscard]] static QString methodName(Method method); ///< "round-trip", "arrival"
    [[nodiscard]] static std::optional<Method> methodFromName(const QString &name);
    /// {"seconds", "uncertainty" (when known), "method"}
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static std::optional<ClockOffset> fromJson(const QJsonValue &value);
    /// {"client": toJson(), "server": toJson()} with the offsets known.
    [[nodiscard]] static QJsonObject pairJson(const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server);

    friend bool operator==(const ClockOffset &, const ClockOffset &) = default;
};

/// This machine's clock (CLOCK_REALTIME) in seconds since the epoch, to the microsecond: the
/// clock hosts' timestamps are compared with.
[[nodiscard]] double epochSecondsNow();

} // namespace Tunebench
