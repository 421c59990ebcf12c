// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartpalette.h"
#include "core/result.h"
#include "liveseries/liveseriesstore.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPAbstractItem;
class QCPLegend;
class QCPMarginGroup;
class QCPTextElement;

namespace Tunebench {

class LiveSeriesAdapter;
class ReplotScheduler;

/**
 * A live chart of one or more metrics of every run in a LiveSeriesStore, as the live view shows
 * them: one panel per arm side by side with a shared value scale, or all arms overlaid in one
 * panel. Within an arm each repetition is a line; the run receiving data is drawn bold, the
 * latest run of every other arm normally and earlier repetitions faint. Several metrics (service
 * demand local and remote) differ by line style. The x axis is seconds since each run started.
 *
 * Data arrives in the store's bursts and goes to QCustomPlot in bulk; replots go through a
 * ReplotScheduler, so a chart costs nothing while hidden. Dense graphs keep adaptive sampling on
 * and drop antialiasing, and the plot uses fast polylines (QCustomPlot's performance notes).
 * Colours follow the palette, also when it changes (dark mode).
 */
class LiveSeriesChart : public QWidget
{
    Q_OBJECT
public:
    enum class Layout { SideBySide, Overlay };
    Q_ENUM(Layout)
    enum class Emphasis { Current, Latest, Earlier };
    Q_ENUM(Emphasis)

    /// How one run of one metric is drawn, for the live view's legend and for tests.
    struct GraphStyle
    {
        QColor color;
        double width = 1;
        Qt::PenStyle penStyle = Qt::SolidLine;
        Emphasis emphasis = Emphasis::Latest;
    };

    /// Above this many points in a chart, lines are drawn 1 pixel wide without antialiasing.
    static constexpr qsizetype densePointCount = 20000;

    /// @p scheduler is shared by all charts of a window; without one the chart makes its own.
    LiveSeriesChart(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);
    ~LiveSeriesChart() override;

    /// The metrics drawn (LiveMetric names) and their legend labels; the first is drawn solid,
    /// the second dashed, the third dotted.
    void setMetrics(const QStringList &metrics, const QStringList &labels = {});
    [[nodiscard]] QStringList metrics() const { return m_metrics; }
    /// Only series the filter accepts are drawn (all by default): the live and explore views
    /// share one store but not their series.
    void setSeriesFilter(std::function<bool(const LiveSeriesKey &)> filter);
    /// The value axis' label and unit ("Transaction rate", "Tr/s"); ticks carry SI prefixes.
    void setValueAxis(const QString &label, const QString &unit = {});
    /// Arms in panel order (the experiment's order); arms not listed follow as they appear.
    void setArmOrder(const QStringList &arms);
    void setLayoutMode(Layout layout);
    [[nodiscard]] Layout layoutMode() const { return m_layout; }
    /// The run drawn bold; by default the run whose series appeared last.
    void setCurrentRun(const QString &runId);
    [[nodiscard]] QString currentRun() const;
    /// Keep zero on the value axis (the default): rates read honestly only from zero.
    void setIncludeZero(bool include);

    /// A labelled vertical line at @p time (seconds) in the panel of @p arm, or in all panels.
    void addMarker(double time, const QString &label, const QString &arm = {});
    void clearMarkers();

    /// Saves the chart as PNG, PDF or SVG (by suffix); see saveChart().
    [[nodiscard]] Status save(const QString &fileName, QSize size = {}, double scale = 1.0) const;

    [[nodiscard]] int panelCount() const { return int(m_panels.size()); }
    [[nodiscard]] QStringList panelArms() const;
    [[nodiscard]] int graphCount() const { return int(m_bound.size()); }
    /// Points the chart's graphs hold in total.
    [[nodiscard]] qsizetype pointCount() const;
    [[nodiscard]] QPair<double, double> valueRange(int panel) const;
    [[nodiscard]] QPair<double, double> timeRange(int panel) const;
    [[nodiscard]] std::optional<GraphStyle> graphStyle(const QString &runId, const QString &metric) const;
    [[nodiscard]] bool isAntialiased() const;
    /// Whether the time axis follows new data (off after the user pans or zooms, until a double click).
    [[nodiscard]] bool isFollowingLiveData() const { return m_followLive; }
    /// Plot items the markers use (a line and a label per marker and panel).
    [[nodiscard]] int markerCount() const { return int(m_markerItems.size()); }
    /// The markers' times, in the order they were added.
    [[nodiscard]] QList<double> markerTimes() const;
    /// The legend entries of @p panel, top to bottom.
    [[nodiscard]] QStringList legendEntries(int panel) const;
    /// The plot widget, for the ReplotScheduler and for embedding tools; callers must not
    /// change its layout.
    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }

Q_SIGNALS:
    /// After each replot of the chart.
    void replotted();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Panel
    {
        QString arm;
        QCPAxisRect *rect = nullptr;
        QCPTextElement *title = nullptr;
        QCPLegend *legend = nullptr;
    };
    struct Bound
    {
        LiveSeriesKey key;
        std::unique_ptr<LiveSeriesAdapter> adapter;
    };
    struct Marker
    {
        double time = 0;
        QString label;
        QString arm;
    };

    void bindExistingSeries();
    void bindSeries(const QList<int> &ids);
    void syncSeries(const QList<int> &ids);
    void unbindAll();
    void rebuild();
    int panelIndexFor(const QString &arm);
    Panel makePanel(const QString &arm, int column);
    void createGraph(Bound &bound);
    void applyStyles();
    GraphStyle styleFor(const Bound &bound) const;
    Emphasis emphasisFor(const Bound &bound) const;
    void updateLegends();
    const Bound *representative(const QString &arm, const QString &metric) const;
    QString valueAxisLabel() const;
    void applyPalette();
    void stylePanel(Panel &panel);
    void placeMarkers();
    void rescale();
    void syncTimeRanges(const QCPAxisRect *source);
    void onTimeRangeChanged(const QCPAxisRect *source);
    void updateAntialiasing();
    void updateDevicePixelRatio();
    void requestReplot();

    LiveSeriesStore *m_store;
    QPointer<ReplotScheduler> m_scheduler;
    QCustomPlot *m_plot;
    QCPMarginGroup *m_marginGroup = nullptr;
    std::vector<Panel> m_panels;
    std::vector<Bound> m_bound;
    std::vector<Marker> m_markers;
    std::vector<QCPAbstractItem *> m_markerItems;
    QStringList m_metrics;
    std::function<bool(const LiveSeriesKey &)> m_filter;
    QStringList m_metricLabels;
    QStringList m_arms; // colour and panel order
    QString m_valueLabel;
    QString m_valueUnit;
    QString m_currentRun;
    ChartPalette m_colors;
    Layout m_layout = Layout::SideBySide;
    bool m_includeZero = true;
    bool m_followLive = true; // off once the user pans or zooms; a double click turns it back on
    bool m_syncingRanges = false;
    bool m_rescaling = false;
    bool m_dense = false;
    bool m_screenConnected = false;
};

} // namespace Tunebench
