// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartpalette.h"
#include "liveseries/liveseriesstore.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPColorMap;
class QCPColorScale;
class QCPItemRect;
class QCPTextElement;

namespace Tunebench {

class ReplotScheduler;

/**
 * One host's CPUs over time as a heatmap (CPU × seconds since the run started, colour = percent
 * busy or in softirq), from the per-CPU series of a LiveSeriesStore (LiveMetric::perCpu). One
 * panel per arm side by side, each showing its arm's latest run, with one colour scale (0–100%)
 * for all: A | B read at a glance. The CPU a test is bound to (netperf -T) is outlined and named
 * on the CPU axis. Data arrives in the store's bursts; only the panels whose run received data
 * are refilled, and replots go through the ReplotScheduler.
 */
class CpuHeatmapChart : public QWidget
{
    Q_OBJECT
public:
    /// @p scheduler is shared by all charts of a window; without one the chart makes its own.
    CpuHeatmapChart(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);
    ~CpuHeatmapChart() override;

    /// What is drawn: @p what "cpu_busy" or "cpu_softirq", of the client (@p local) or server.
    void setSource(const QString &what, bool local);
    /// Only series the filter accepts are drawn (all by default).
    void setSeriesFilter(std::function<bool(const LiveSeriesKey &)> filter);
    /// Arms in panel order; arms not listed follow as they appear.
    void setArmOrder(const QStringList &arms);
    /// The CPU the test is bound to on this host, outlined in every panel; nullopt: none.
    void setBoundCpu(std::optional<int> cpu);
    [[nodiscard]] std::optional<int> boundCpu() const { return m_boundCpu; }

    [[nodiscard]] int panelCount() const { return int(m_panels.size()); }
    [[nodiscard]] QStringList panelArms() const;
    /// The run @p panel shows, and how many CPUs and time cells it holds.
    [[nodiscard]] QString panelRun(int panel) const;
    [[nodiscard]] int cpuCount(int panel) const;
    [[nodiscard]] int timeCells(int panel) const;
    /// The value drawn at @p time (seconds) for @p cpu in @p panel; nullopt outside the data.
    [[nodiscard]] std::optional<double> valueAt(int panel, double time, int cpu) const;
    /// Whether @p panel outlines the bound CPU.
    [[nodiscard]] bool marksBoundCpu(int panel) const;
    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }

Q_SIGNALS:
    void replotted();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Panel
    {
        QString arm;
        QString runId;
        qint64 runOrder = -1; ///< the smallest series id of the run: later runs have larger ones
        struct Feed
        {
            int cpu = 0;
            LiveSeriesStore::SeriesId id = 0;
            quint64 generation = 0; ///< what readSince() needs to hand only new points
            qsizetype end = 0;
        };
        QList<Feed> cpus;
        QCPAxisRect *rect = nullptr;
        QCPTextElement *title = nullptr;
        QCPColorMap *map = nullptr;
        QCPItemRect *bound = nullptr;
        int cells = 0;          ///< time cells with data
        int allocatedCells = 0; ///< the colour map's key size: room to grow before a refill
        int cpuRows = 0;
        double cellWidth = 0;
        bool dirty = false;
    };

    /// The CPU number of @p key when it is one of the drawn per-CPU series, else nullopt.
    [[nodiscard]] std::optional<int> cpuOf(const LiveSeriesKey &key) const;
    void take(const QList<int> &ids);
    void rebuild();
    void fill(Panel &panel);
    /// Adds the points that arrived since the last fill or update; false when the panel needs a
    /// fill instead (a decimated series, a new CPU, more cells than allocated).
    bool update(Panel &panel);
    void placeAxes(Panel &panel);
    void styleAll();
    void placeBound(Panel &panel);
    Panel &panelFor(const QString &arm);
    void requestReplot();

    LiveSeriesStore *m_store;
    QPointer<ReplotScheduler> m_scheduler;
    QCustomPlot *m_plot;
    QCPColorScale *m_scale = nullptr;
    std::vector<Panel> m_panels;
    QString m_what = QStringLiteral("cpu_busy");
    bool m_local = false;
    std::function<bool(const LiveSeriesKey &)> m_filter;
    QStringList m_arms;
    std::optional<int> m_boundCpu;
    ChartPalette m_colors;
};

} // namespace Tunebench
