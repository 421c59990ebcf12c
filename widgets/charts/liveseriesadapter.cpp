// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/liveseriesadapter.h"

#include "charts/qcp.h"

#include <cmath>

namespace Tunebench {

void DataBounds::include(double value)
{
    if (!std::isfinite(value))
        return;
    if (!valid) {
        lower = upper = value;
        valid = true;
        return;
    }
    lower = std::min(lower, value);
    upper = std::max(upper, value);
}

void DataBounds::unite(const DataBounds &other)
{
    if (other.valid) {
        include(other.lower);
        include(other.upper);
    }
}

LiveSeriesAdapter::LiveSeriesAdapter(const LiveSeriesStore *store, LiveSeriesStore::SeriesId id)
    : m_store(store)
    , m_id(id)
{
}

void LiveSeriesAdapter::bind(QCPGraph *graph)
{
    m_graph = graph;
    m_generation.reset();
}

QCPGraph *LiveSeriesAdapter::graph() const
{
    return m_graph;
}

qsizetype LiveSeriesAdapter::sync()
{
    if (!m_graph)
        return 0;
    const LiveSeriesStore::Delta delta = m_generation ? m_store->readSince(m_id, *m_generation, m_end)
                                                      : m_store->readAll(m_id);
    m_generation = delta.generation;
    m_end = delta.end;
    if (delta.reset) {
        m_graph->data()->clear();
        m_keys = {};
        m_values = {};
    }
    if (delta.keys.isEmpty())
        return 0;
    for (const double key : {delta.keys.first(), delta.keys.last()})
        m_keys.include(key);
    for (const double value : delta.values)
        m_values.include(value);
    // The store keeps every series in time order, so QCustomPlot may skip its sort.
    m_graph->addData(delta.keys, delta.values, true);
    return delta.keys.size();
}

} // namespace Tunebench
