// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/explorespec.h"
#include "stats/descriptive.h"
#include "stats/diagnostics.h"
#include "stats/segmentcomparison.h"
#include "telemetry/telemetry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>

#include <optional>

namespace Tunebench {

// Every time below is in seconds since the exploration started, on this machine's clock (the
// hosts' timestamps are shifted by their clock offsets first), so that one axis serves all.

/// One netperf interim result: @c rate held over (end - interval, end].
struct ExploreRatePoint
{
    double end = 0;
    double interval = 0;
    double rate = 0;
    int chunk = 0; ///< which back-to-back netperf run, from 0
    bool firstOfChunk = false; ///< spans netperf's start-up and interval calibration

    [[nodiscard]] double start() const { return end - interval; }
};

/// One telemetry interval of one host.
struct ExploreTelemetryPoint
{
    HostRole role = HostRole::Client;
    double start = 0;
    double end = 0;
    double cpu = 0; ///< percent of all CPUs
    double busyMicroseconds = 0;
    double interrupts = 0; ///< per second
    double contextSwitches = 0; ///< per second
    std::optional<double> serviceDemand; ///< µs of busy CPU per transaction, when netperf covered the interval
    QList<CpuInterval> cpus; ///< per CPU: user/system/softirq/irq/idle, busy time, NET_RX/TX, NIC IRQs
    QMap<QString, double> nicCounters; ///< per second: the sysfs counters that moved, and the pinned ones
    QMap<QString, double> driverCounters; ///< the same of `ethtool -S` (TelemetryInterval::driverCounters)
    QMap<QString, double> queueInterrupts; ///< the NIC's IRQs by name, per second
    std::optional<double> tcpRetrans; ///< TCP RetransSegs per second
    std::optional<int> boundCpu; ///< the CPU this host's side of the test is bound to (-T)
    /// µs of the bound CPU's busy time per transaction, when netperf covered the interval
    std::optional<double> boundCpuServiceDemand;
};

/// One value of a per-CPU or NIC counter live series (LiveMetric::perCpu, LiveMetric::nicCounter).
struct DetailValue
{
    QString metric;
    double value = 0;
};

/// The per-CPU and NIC counter values of @p point as live series take them: busy and softirq
/// share, NET_RX/NET_TX per CPU, and each counter per second (a driver counter only where no
/// sysfs counter has its name: ixgbe's rx_packets is the same count, read less often). The run
/// sampler appends them live; a stored exploration replays them.
[[nodiscard]] QList<DetailValue> detailValues(const ExploreTelemetryPoint &point);

/// What happened to one key of a change.
struct ExploreKeyChange
{
    QString key; ///< canonical id, e.g. "feature.tcp-segmentation-offload"
    QString original;
    QString desired;
    QString verified; ///< read back from the host after the change
    bool ok = false; ///< at the desired value (or already was)
    QString error; ///< why not: unsupported, not verified, the tool's message
};

/// One change applied during an exploration: a vertical line on every chart.
struct ExploreMarker
{
    enum class Status
    {
        Applied, ///< every key written and verified
        Partial, ///< some keys changed, others failed (see changes)
        Unchanged, ///< the host already had these values
        Failed, ///< nothing changed (refused, unsupported, not verified and rolled back, host lost)
    };

    int seq = 0; ///< from 1, in the order the changes were made
    int requestId = 0; ///< ExploreChangeRequest::id
    HostRole role = HostRole::Server;
    QString request; ///< the settings as asked: "adaptive-rx=off"
    QString label; ///< "server: adaptive-rx off"
    Status status = Status::Failed;
    QString error; ///< translated, for Partial and Failed
    double requestedAt = 0; ///< when the session took the request up
    double writeStarted = 0; ///< when writing to the host began (= at when nothing was written)
    double at = 0; ///< when the last write finished: the marker's place on the time axis
    bool wrote = false; ///< something was written (the host was disturbed in [writeStarted, at])
    QList<ExploreKeyChange> changes;
    QStringList sideEffects; ///< other keys that moved: "feature.tx-tcp-segmentation: on -> off"
    int segment = -1; ///< the segment this change opened; -1 when the configuration stayed
    qint64 journalId = 0; ///< the tunables journal that records the originals

    [[nodiscard]] static QString statusName(Status status); ///< "applied", "partial", "unchanged", "failed"
    [[nodiscard]] static QString statusText(Status status); ///< statusName translated, for display
    [[nodiscard]] static std::optional<Status> statusFromName(const QString &name);
    [[nodiscard]] QJsonArray changesJson() const;
    [[nodiscard]] static QList<ExploreKeyChange> changesFromJson(const QJsonArray &array);
    [[nodiscard]] QJsonObject toJson() const;
};

/// The time between two configuration changes.
struct ExploreSegment
{
    int index = 0; ///< from 0; users see index + 1
    QString label; ///< the change that opened it ("server: tso off"), "baseline" for the first
    int markerSeq = 0; ///< the marker that opened it, 0 for the first
    double start = 0;
    std::optional<double> end; ///< empty while it is the current segment
    ExploreConfiguration configuration; ///< every setting changed so far, as verified
};

/// Averages of one host's telemetry over a segment's settled, netperf-covered intervals.
struct ExploreHostStats
{
    int intervals = 0;
    std::optional<double> serviceDemand; ///< all busy µs / all transactions (as netperf's S.dem)
    std::optional<double> cpu; ///< time-weighted means
    std::optional<double> interrupts;
    std::optional<double> contextSwitches;

    [[nodiscard]] QJsonObject toJson() const;
};

/// A segment's statistics, live for the current segment.
struct ExploreSegmentStats
{
    int index = -1;
    QString label;
    double start = 0;
    double end = 0; ///< "now" for the current segment
    bool open = false;
    double settledFrom = 0; ///< intervals before this are left out
    ExploreConfiguration configuration;
    int intervals = 0; ///< interim intervals used
    std::optional<Stats::WeightedSummary> rate; ///< time-weighted: median, mean, CV, ...
    ExploreHostStats client;
    ExploreHostStats server;
    QList<Stats::Diagnostic> diagnostics; ///< the stability checks of the rate; flagged ones are warnings

    [[nodiscard]] QStringList flags() const; ///< names of the flagged diagnostics ("drift", ...)
    [[nodiscard]] QJsonObject toJson() const;
};

/// Two segments compared with their interim intervals as samples.
struct ExploreComparison
{
    int a = -1;
    int b = -1;
    double settleSeconds = 0;
    /// "rate" always; "service_demand.local" / ".remote" (client / server) when both segments have
    /// enough telemetry intervals with service demand.
    QList<std::pair<QString, Stats::SegmentComparison>> metrics;
    /// Translated, always shown with the result: what comparing segments can and cannot say.
    QString caveat;

    [[nodiscard]] QJsonObject toJson() const;
};

/**
 * An exploration's data on one time axis: interim rates, both hosts' telemetry, the markers and
 * the segments between them. Computes segment statistics and comparisons; it holds no I/O, so the
 * live session and a stored exploration (see loadExploration) share it.
 *
 * Which intervals count for a segment: those that lie wholly in [start + settle, end), overlap no
 * disturbance (the span in which any change was written, plus the settling time after it), and
 * are not the first of a netperf run (start-up and calibration). A segment ends where the next
 * change began writing, so an interval under two configurations belongs to neither.
 */
class ExploreTimeline
{
public:
    void setSettleSeconds(double seconds) { m_settle = seconds; }
    [[nodiscard]] double settleSeconds() const { return m_settle; }
    /// netperf's -D, against which interval regularity is judged.
    void setRequestedInterval(double seconds) { m_requestedInterval = seconds; }

    void addRate(const ExploreRatePoint &point);
    void addTelemetry(const ExploreTelemetryPoint &point);
    void addMarker(const ExploreMarker &marker);
    void setMarkerSideEffects(int seq, const QStringList &sideEffects);
    /// Closes the current segment at @p segment's start unless given, and makes @p segment current.
    void addSegment(const ExploreSegment &segment, std::optional<double> previousEnd = std::nullopt);
    void closeSegment(double end);

    [[nodiscard]] const QList<ExploreRatePoint> &rates() const { return m_rates; }
    [[nodiscard]] const QList<ExploreTelemetryPoint> &telemetry(HostRole role) const;
    [[nodiscard]] const QList<ExploreMarker> &markers() const { return m_markers; }
    [[nodiscard]] const QList<ExploreSegment> &segments() const { return m_segments; }

    /// The interim rates a segment's statistics use (see above); @p now ends an open segment.
    [[nodiscard]] Stats::IntervalSeries rateSeries(int segment, double now) const;
    /// One host's live service demand per telemetry interval of the segment.
    [[nodiscard]] Stats::IntervalSeries serviceDemandSeries(int segment, HostRole role, double now) const;
    [[nodiscard]] ExploreSegmentStats stats(int segment, double now) const;
    /// Compares segment @p b against @p a (indices from 0).
    [[nodiscard]] Result<ExploreComparison> compare(int a, int b, double now) const;

    /// Busy CPU µs over transactions for the intervals of @p role wholly within [from, to] that
    /// netperf covered; empty without such intervals.
    [[nodiscard]] std::optional<double> serviceDemandBetween(HostRole role, double from, double to) const;
    /// @p busyMicroseconds over the transactions in [from, to], when interim results cover it.
    [[nodiscard]] std::optional<double> intervalServiceDemand(double busyMicroseconds, double from, double to) const;
    /// Transactions in [from, to] and how much of it interim results covered, in seconds.
    [[nodiscard]] std::pair<double, double> transactionsAndCoverage(double from, double to) const;

private:
    struct Window
    {
        double from = 0;
        double to = 0;
    };
    [[nodiscard]] std::optional<Window> window(int segment, double now) const;
    [[nodiscard]] bool disturbed(double from, double to) const;
    [[nodiscard]] QList<ExploreTelemetryPoint> settledTelemetry(int segment, HostRole role, double now) const;

    double m_settle = 2.0;
    double m_requestedInterval = 0.25;
    QList<ExploreRatePoint> m_rates;
    QList<ExploreTelemetryPoint> m_clientTelemetry;
    QList<ExploreTelemetryPoint> m_serverTelemetry;
    QList<ExploreMarker> m_markers;
    QList<ExploreSegment> m_segments;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ExploreMarker)
Q_DECLARE_METATYPE(Tunebench::ExploreSegmentStats)
Q_DECLARE_METATYPE(Tunebench::ExploreComparison)
Q_DECLARE_METATYPE(Tunebench::ExploreTelemetryPoint)
