// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveseries/liveseriesstore.h"

#include "core/logging.h"

#include <QHashFunctions>
#include <QMutexLocker>
#include <QThread>

#include <algorithm>
#include <cmath>

namespace Tunebench {

QString LiveMetric::perCpu(const char *what, bool local, int cpu)
{
    return QStringLiteral("%1.%2.%3").arg(QLatin1String(what), QLatin1String(local ? "local" : "remote")).arg(cpu);
}

QString LiveMetric::nicCounter(bool local, const QString &name)
{
    return QStringLiteral("nic.%1.%2").arg(QLatin1String(local ? "local" : "remote"), name);
}


size_t qHash(const LiveSeriesKey &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.runId, key.arm, key.repetition, key.metric);
}

struct LiveSeriesStore::Series
{
    LiveSeriesKey key;
    std::vector<double> keys;
    std::vector<double> values;
    quint64 generation = 0;
    qsizetype dropped = 0;
};

namespace {

constexpr qsizetype minimumCapacity = 64;

// Reduces [0, span) of both columns 2:1 in place and returns the new length of that prefix.
// Each group of four points keeps its minimum and maximum in time order (the "min/max per bucket"
// decimation QCustomPlot's performance notes recommend), so a spike in old data is never lost.
qsizetype decimatePrefix(std::vector<double> &keys, std::vector<double> &values, qsizetype span)
{
    qsizetype out = 0;
    for (qsizetype group = 0; group + 4 <= span; group += 4) {
        qsizetype lo = group;
        qsizetype hi = group;
        for (qsizetype i = group + 1; i < group + 4; ++i) {
            if (values[i] < values[lo])
                lo = i;
            if (values[i] > values[hi])
                hi = i;
        }
        if (lo == hi) // a flat group: keep its ends so the time span stays covered
            hi = group + 3;
        for (const qsizetype pick : {std::min(lo, hi), std::max(lo, hi)}) {
            keys[out] = keys[pick];
            values[out] = values[pick];
            ++out;
        }
    }
    return out;
}

} // namespace

LiveSeriesStore::LiveSeriesStore(QObject *parent)
    : QObject(parent)
{
    m_burstTimer.setSingleShot(true);
    m_burstTimer.setInterval(std::chrono::milliseconds(40));
    connect(&m_burstTimer, &QTimer::timeout, this, &LiveSeriesStore::drain);
}

LiveSeriesStore::~LiveSeriesStore() = default;

void LiveSeriesStore::setCapacity(qsizetype pointsPerSeries)
{
    QMutexLocker lock(&m_mutex);
    m_capacity = std::max(pointsPerSeries, minimumCapacity);
}

qsizetype LiveSeriesStore::capacity() const
{
    QMutexLocker lock(&m_mutex);
    return m_capacity;
}

void LiveSeriesStore::setBurstInterval(std::chrono::milliseconds interval)
{
    m_burstTimer.setInterval(interval);
}

LiveSeriesStore::SeriesId LiveSeriesStore::seriesId(const LiveSeriesKey &key)
{
    QMutexLocker lock(&m_mutex);
    const auto found = m_ids.constFind(key);
    if (found != m_ids.cend())
        return *found;
    const auto id = SeriesId(m_series.size());
    auto series = std::make_unique<Series>();
    series->key = key;
    m_series.push_back(std::move(series));
    m_ids.insert(key, id);
    markDirtyLocked(id, true);
    const bool schedule = !std::exchange(m_drainRequested, true);
    lock.unlock();
    if (schedule)
        scheduleDrain();
    return id;
}

void LiveSeriesStore::append(SeriesId id, const QList<double> &times, const QList<double> &values)
{
    Q_ASSERT(times.size() == values.size());
    const qsizetype count = std::min(times.size(), values.size());
    if (count == 0)
        return;
    QMutexLocker lock(&m_mutex);
    Series *series = seriesLocked(id);
    if (!series) {
        qCWarning(lcExperiment) << "append to unknown live series" << id;
        return;
    }
    appendLocked(*series, times.constData(), values.constData(), count);
    markDirtyLocked(id, false);
    const bool schedule = !std::exchange(m_drainRequested, true);
    lock.unlock();
    if (schedule)
        scheduleDrain();
}

void LiveSeriesStore::append(SeriesId id, double time, double value)
{
    append(id, QList<double>{time}, QList<double>{value});
}

void LiveSeriesStore::append(const LiveSeriesKey &key, const QList<double> &times, const QList<double> &values)
{
    append(seriesId(key), times, values);
}

LiveSeriesStore::Series *LiveSeriesStore::seriesLocked(SeriesId id) const
{
    if (id < 0 || qsizetype(id) >= qsizetype(m_series.size()))
        return nullptr;
    return m_series[size_t(id)].get();
}

void LiveSeriesStore::appendLocked(Series &series, const double *times, const double *values, qsizetype count)
{
    double last = series.keys.empty() ? -INFINITY : series.keys.back();
    for (qsizetype i = 0; i < count; ++i) {
        // Charts hand these columns to QCustomPlot as already sorted; an older point would corrupt them.
        if (!std::isfinite(times[i]) || times[i] < last) {
            ++series.dropped;
            continue;
        }
        last = times[i];
        series.keys.push_back(times[i]);
        series.values.push_back(values[i]);
    }
    // Each pass shrinks the series by a quarter; one bulk append may need several.
    while (qsizetype(series.keys.size()) > m_capacity) {
        const qsizetype span = (qsizetype(series.keys.size()) / 2) & ~qsizetype(3);
        const qsizetype kept = decimatePrefix(series.keys, series.values, span);
        series.keys.erase(series.keys.begin() + kept, series.keys.begin() + span);
        series.values.erase(series.values.begin() + kept, series.values.begin() + span);
        ++series.generation;
    }
}

void LiveSeriesStore::markDirtyLocked(SeriesId id, bool added)
{
    if (added)
        m_added.append(id);
    else
        m_dirty.insert(id);
}

void LiveSeriesStore::scheduleDrain()
{
    // Producers run on worker threads; the timer belongs to the store's thread, so start it there.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_burstTimer.isActive())
                m_burstTimer.start();
        },
        Qt::QueuedConnection);
}

void LiveSeriesStore::drain()
{
    QMutexLocker lock(&m_mutex);
    const QList<SeriesId> added = std::exchange(m_added, {});
    QList<SeriesId> dirty(m_dirty.cbegin(), m_dirty.cend());
    m_dirty.clear();
    m_drainRequested = false;
    lock.unlock();
    std::sort(dirty.begin(), dirty.end());
    if (!added.isEmpty())
        Q_EMIT seriesAdded(added);
    if (!dirty.isEmpty())
        Q_EMIT seriesAppended(dirty);
}

void LiveSeriesStore::flush()
{
    if (QThread::currentThread() != thread()) {
        // A producer on a worker thread (the GUI's engine): drain in the store's thread.
        QMetaObject::invokeMethod(this, [this] { flush(); }, Qt::QueuedConnection);
        return;
    }
    m_burstTimer.stop();
    drain();
}

void LiveSeriesStore::clear()
{
    QMutexLocker lock(&m_mutex);
    m_series.clear();
    m_ids.clear();
    m_dirty.clear();
    m_added.clear();
    lock.unlock();
    Q_EMIT cleared();
}

QList<LiveSeriesStore::SeriesId> LiveSeriesStore::seriesIds() const
{
    QMutexLocker lock(&m_mutex);
    QList<SeriesId> ids;
    ids.reserve(qsizetype(m_series.size()));
    for (qsizetype i = 0; i < qsizetype(m_series.size()); ++i)
        ids.append(SeriesId(i));
    return ids;
}

LiveSeriesKey LiveSeriesStore::key(SeriesId id) const
{
    QMutexLocker lock(&m_mutex);
    const Series *series = seriesLocked(id);
    return series ? series->key : LiveSeriesKey{};
}

qsizetype LiveSeriesStore::size(SeriesId id) const
{
    QMutexLocker lock(&m_mutex);
    const Series *series = seriesLocked(id);
    return series ? qsizetype(series->keys.size()) : 0;
}

quint64 LiveSeriesStore::generation(SeriesId id) const
{
    QMutexLocker lock(&m_mutex);
    const Series *series = seriesLocked(id);
    return series ? series->generation : 0;
}

qsizetype LiveSeriesStore::droppedPoints(SeriesId id) const
{
    QMutexLocker lock(&m_mutex);
    const Series *series = seriesLocked(id);
    return series ? series->dropped : 0;
}

LiveSeriesStore::Delta LiveSeriesStore::readSince(SeriesId id, quint64 generation, qsizetype end) const
{
    QMutexLocker lock(&m_mutex);
    Delta delta;
    const Series *series = seriesLocked(id);
    if (!series)
        return delta;
    const auto size = qsizetype(series->keys.size());
    delta.reset = generation != series->generation || end > size || end < 0;
    const qsizetype from = delta.reset ? 0 : end;
    delta.generation = series->generation;
    delta.end = size;
    delta.keys = QList<double>(series->keys.cbegin() + from, series->keys.cend());
    delta.values = QList<double>(series->values.cbegin() + from, series->values.cend());
    return delta;
}

LiveSeriesStore::Delta LiveSeriesStore::readAll(SeriesId id) const
{
    Delta delta = readSince(id, generation(id), 0);
    delta.reset = true;
    return delta;
}

} // namespace Tunebench
