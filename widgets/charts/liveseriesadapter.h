// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveseries/liveseriesstore.h"

#include <QPointer>

#include <optional>

class QCPGraph;

namespace Tunebench {

/// Finite bounds of what an adapter has pushed; empty until a finite point arrives.
struct DataBounds
{
    double lower = 0;
    double upper = 0;
    bool valid = false;

    void include(double value);
    void unite(const DataBounds &other);
};

/**
 * Binds one store series to one QCPGraph, like PlotJuggler's Qwt adapter: it pulls what the
 * graph has not seen yet and appends it in one sorted bulk call, or refills the graph when the
 * store decimated the series. It tracks key and value bounds as it goes, so rescaling a chart
 * never walks a million points.
 */
class LiveSeriesAdapter
{
public:
    LiveSeriesAdapter(const LiveSeriesStore *store, LiveSeriesStore::SeriesId id);

    /// Points go to @p graph from now on; the next sync() refills it completely.
    void bind(QCPGraph *graph);
    [[nodiscard]] QCPGraph *graph() const;
    [[nodiscard]] LiveSeriesStore::SeriesId seriesId() const { return m_id; }

    /// Moves new points into the graph; returns how many points the graph received.
    qsizetype sync();

    [[nodiscard]] const DataBounds &keyBounds() const { return m_keys; }
    [[nodiscard]] const DataBounds &valueBounds() const { return m_values; }

private:
    const LiveSeriesStore *m_store;
    LiveSeriesStore::SeriesId m_id;
    QPointer<QCPGraph> m_graph;
    std::optional<quint64> m_generation; // unset: refill on the next sync
    qsizetype m_end = 0;
    DataBounds m_keys;
    DataBounds m_values;
};

} // namespace Tunebench
