// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "liveseries/liveseriesstore.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;

namespace Tunebench {

class CpuHeatmapChart;
class LiveSeriesChart;
class ReplotScheduler;

/// Both hosts' CPUs over time (client above server), busy or softirq share, arms side by side;
/// the CPU each side's test is bound to (-T) outlined. For the live and explore views.
class CpuHeatmapsPanel : public QWidget
{
    Q_OBJECT
public:
    CpuHeatmapsPanel(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);

    void setSeriesFilter(const std::function<bool(const LiveSeriesKey &)> &filter);
    void setArmOrder(const QStringList &arms);
    void setBoundCpus(std::optional<int> client, std::optional<int> server);
    /// "cpu_busy" or "cpu_softirq".
    void setMetric(const QString &what);
    [[nodiscard]] QString metric() const;
    [[nodiscard]] CpuHeatmapChart *clientChart() const { return m_client; }
    [[nodiscard]] CpuHeatmapChart *serverChart() const { return m_server; }

private:
    QComboBox *m_metric;
    CpuHeatmapChart *m_client;
    CpuHeatmapChart *m_server;
};

/// The test interface's counters per second (ethtool -S and the kernel's statistics) of both
/// hosts, one counter at a time, picked from those that moved (and the pinned ones).
class NicCountersPanel : public QWidget
{
    Q_OBJECT
public:
    NicCountersPanel(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);

    void setSeriesFilter(const std::function<bool(const LiveSeriesKey &)> &filter);
    void setArmOrder(const QStringList &arms);
    /// The counter names seen so far, sorted.
    [[nodiscard]] QStringList counters() const;
    void showCounter(const QString &name);
    [[nodiscard]] QString shownCounter() const;
    [[nodiscard]] LiveSeriesChart *chart() const { return m_chart; }

private:
    void take(const QList<int> &ids);

    LiveSeriesStore *m_store;
    std::function<bool(const LiveSeriesKey &)> m_filter;
    QComboBox *m_picker;
    QLabel *m_empty;
    LiveSeriesChart *m_chart;
};

} // namespace Tunebench
