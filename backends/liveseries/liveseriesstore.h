// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

#include <chrono>
#include <memory>
#include <vector>

namespace Tunebench {

/// Metric names of the live series the engine writes and the charts read. They are plain strings
/// so a new metric needs no change here; `.local` is the netperf client, `.remote` the server.
namespace LiveMetric {
inline constexpr char TransactionRate[] = "rate"; ///< netperf interim result, units/s
inline constexpr char ServiceDemandLocal[] = "service_demand.local"; ///< busy CPU µs per transaction
inline constexpr char ServiceDemandRemote[] = "service_demand.remote";
inline constexpr char CpuLocal[] = "cpu.local"; ///< CPU utilisation, percent of all CPUs
inline constexpr char CpuRemote[] = "cpu.remote";
inline constexpr char InterruptsLocal[] = "interrupts.local"; ///< per second
inline constexpr char InterruptsRemote[] = "interrupts.remote";
inline constexpr char ContextSwitchesLocal[] = "context_switches.local"; ///< per second
inline constexpr char ContextSwitchesRemote[] = "context_switches.remote";
/// Busy CPU µs per transaction of the CPU the test is bound to (-T) on the client / server.
inline constexpr char BoundCpuServiceDemandLocal[] = "service_demand.bound_cpu.local";
inline constexpr char BoundCpuServiceDemandRemote[] = "service_demand.bound_cpu.remote";
/// One series per CPU of a host (local = client, remote = server) for heatmaps: @p what is
/// "cpu_busy" or "cpu_softirq" (percent of that CPU), or "net_rx" / "net_tx" (softirqs per
/// second on it); e.g. "cpu_busy.remote.3".
[[nodiscard]] QString perCpu(const char *what, bool local, int cpu);
/// One series per NIC counter of a host, per second: "nic.local.rx_missed_errors". Counters that
/// did not move in an interval (and are not pinned) have no point there.
[[nodiscard]] QString nicCounter(bool local, const QString &name);
} // namespace LiveMetric

/// The arm name of an exploration's live series (an exploration has no arms; its series share one).
inline constexpr char ExplorationLiveArm[] = "exploration";

/// Identifies one live series: one metric of one run (an arm's repetition).
struct LiveSeriesKey
{
    QString runId;
    QString arm; ///< the arm's label; charts group panels by it
    int repetition = 0;
    QString metric; ///< one of LiveMetric, or any other name

    friend bool operator==(const LiveSeriesKey &, const LiveSeriesKey &) = default;
};
size_t qHash(const LiveSeriesKey &key, size_t seed = 0) noexcept;

/**
 * Live time series of running experiments, observed by the charts; it knows no plotting library.
 *
 * Producers (the engine, telemetry parsers) append from any thread, preferably in bulk. Times are
 * seconds since the run started and must not decrease within a series; a point older than the
 * series' last one is dropped and counted. Observers never get a signal per point: appends only
 * mark series dirty, and a timer in the store's thread drains the dirty set and emits one burst
 * (PlotJuggler's pattern). Each series is bounded: past capacity() points its oldest half is
 * decimated 2:1, keeping the minimum and maximum of every four points so spikes stay visible, and
 * the series' generation() changes so readers resynchronise.
 */
class LiveSeriesStore : public QObject
{
    Q_OBJECT
public:
    using SeriesId = int;

    /// What a reader has not seen yet. When @c reset is set the reader must drop what it holds
    /// and take @c keys / @c values as the whole series.
    struct Delta
    {
        bool reset = false;
        quint64 generation = 0; ///< pass back to readSince()
        qsizetype end = 0; ///< the series size this delta reaches; pass back to readSince()
        QList<double> keys;
        QList<double> values;
    };

    explicit LiveSeriesStore(QObject *parent = nullptr);
    ~LiveSeriesStore() override;

    static constexpr qsizetype defaultCapacity = 1 << 16;

    /// Points kept per series before the oldest half is decimated; at least 64. The default,
    /// 65,536, holds 4.5 hours of 4 Hz samples at full resolution and keeps replots of live charts
    /// cheap however long a run streams (tests/bench/bench_livechart.cpp measures both).
    void setCapacity(qsizetype pointsPerSeries);
    [[nodiscard]] qsizetype capacity() const;
    /// Longest time between an append and the burst that announces it.
    void setBurstInterval(std::chrono::milliseconds interval);

    /// The series for @p key, created on first use. Thread-safe.
    SeriesId seriesId(const LiveSeriesKey &key);
    /// Appends points in time order; @p times and @p values must have the same length. Thread-safe.
    void append(SeriesId id, const QList<double> &times, const QList<double> &values);
    void append(SeriesId id, double time, double value);
    void append(const LiveSeriesKey &key, const QList<double> &times, const QList<double> &values);

    [[nodiscard]] QList<SeriesId> seriesIds() const;
    [[nodiscard]] LiveSeriesKey key(SeriesId id) const;
    [[nodiscard]] qsizetype size(SeriesId id) const;
    [[nodiscard]] quint64 generation(SeriesId id) const;
    /// Points dropped because they arrived out of time order or carried no valid time.
    [[nodiscard]] qsizetype droppedPoints(SeriesId id) const;
    /// The points after @p end of @p generation, or the whole series when the generation differs.
    [[nodiscard]] Delta readSince(SeriesId id, quint64 generation, qsizetype end) const;
    [[nodiscard]] Delta readAll(SeriesId id) const;

    /// Emits pending bursts now; called from another thread, it drains soon in the store's thread.
    /// The engine calls it at the end of a run.
    void flush();
    /// Removes every series (the store's thread only, while no producer appends, e.g. between
    /// experiments); ids from before are invalid afterwards.
    void clear();

Q_SIGNALS:
    /// Series created since the last burst; always emitted before seriesAppended() of the same burst.
    void seriesAdded(const QList<int> &ids);
    /// Series that received points (or were decimated) since the last burst.
    void seriesAppended(const QList<int> &ids);
    void cleared();

private:
    struct Series;
    Series *seriesLocked(SeriesId id) const;
    void appendLocked(Series &series, const double *times, const double *values, qsizetype count);
    void markDirtyLocked(SeriesId id, bool added);
    void scheduleDrain();
    void drain();

    mutable QMutex m_mutex;
    std::vector<std::unique_ptr<Series>> m_series; // index == SeriesId
    QHash<LiveSeriesKey, SeriesId> m_ids;
    QSet<SeriesId> m_dirty;
    QList<SeriesId> m_added;
    bool m_drainRequested = false;
    qsizetype m_capacity = defaultCapacity;
    QTimer m_burstTimer; // lives in the store's thread; only touched there
};

} // namespace Tunebench
