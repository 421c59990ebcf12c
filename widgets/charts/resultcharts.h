// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartpalette.h"
#include "core/result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <QtNumeric>

#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPAbstractPlottable;

namespace Tunebench {

/**
 * Base of the results view's static charts: one QCustomPlot, colours from the palette (rebuilt
 * on a palette change), a value axis with SI ticks, export. Data goes to QCustomPlot at once;
 * the replot waits until the chart is visible, so charts on hidden tabs cost nothing.
 */
class ResultChart : public QWidget
{
    Q_OBJECT
public:
    ~ResultChart() override;

    /// The value axis' label and unit ("Transaction rate", "Trans/s").
    void setValueAxis(const QString &label, const QString &unit = {});
    /// Saves the chart as PNG, PDF or SVG (by suffix); see saveChart().
    [[nodiscard]] Status save(const QString &fileName, QSize size = {}, double scale = 1.0) const;
    /// The plot, for tests and embedding; callers must not change its layout.
    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }
    /// Text of the chart's axis labels and items (titles, annotations), for tests.
    [[nodiscard]] QStringList texts() const;

Q_SIGNALS:
    void replotted();

protected:
    explicit ResultChart(QWidget *parent);
    /// Recreates every plottable and item from the chart's data in colors().
    virtual void rebuild() = 0;
    /// Rebuilds now and replots when visible.
    void refresh();
    [[nodiscard]] const ChartPalette &colors() const { return m_colors; }
    [[nodiscard]] QString valueAxisTitle() const;
    /// A scatter-and-error-bar graph on the main axes, coloured @p color.
    QCPGraph *addPoints(
        const QVector<double> &keys, const QVector<double> &values, const QColor &color, int shape, double size);
    void addErrorBars(QCPGraph *graph, const QVector<double> &minus, const QVector<double> &plus, const QColor &color);
    void styleAxes();
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

    QCustomPlot *m_plot;

private:
    void replotWhenVisible();

    ChartPalette m_colors;
    QString m_valueLabel;
    QString m_valueUnit;
    bool m_dirty = false;
};

/// One arm's run values for a DistributionChart.
struct DistributionGroup
{
    QString label;
    QList<double> values;
    QList<bool> flagged; ///< per value: a stability check flagged its run (empty: none)
    double median = qQNaN();
    double ciLow = qQNaN(); ///< the median's confidence interval, NaN when there is none
    double ciHigh = qQNaN();
};

/**
 * The distribution of each arm's run values: every run as a point (a strip plot, jittered
 * sideways so equal values stay visible), with the median and its CI beside it, or with a box
 * plot behind the points. Runs a stability check flagged are drawn as hollow triangles. A click
 * on a point emits pointClicked with the group and the value's index in the group.
 */
class DistributionChart : public ResultChart
{
    Q_OBJECT
public:
    enum class Mode
    {
        Strip,
        Box
    };
    Q_ENUM(Mode)

    explicit DistributionChart(QWidget *parent = nullptr);

    void setGroups(const QList<DistributionGroup> &groups);
    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const { return m_mode; }

    [[nodiscard]] int groupCount() const { return int(m_groups.size()); }
    /// Points the plot draws for @p group (flagged ones included).
    [[nodiscard]] int pointCount(int group) const;
    /// Points drawn as flagged runs for @p group.
    [[nodiscard]] int flaggedCount(int group) const;
    /// Where the point of @p group / @p index is drawn, in widget pixels of plot().
    [[nodiscard]] QPointF pointPosition(int group, int index) const;

Q_SIGNALS:
    void pointClicked(int group, int index);

protected:
    void rebuild() override;

private:
    struct Drawn
    {
        int group = 0;
        int index = 0;
        double key = 0;
        double value = 0;
    };
    void onClick(const QPointF &position);

    QList<DistributionGroup> m_groups;
    Mode m_mode = Mode::Strip;
    std::vector<Drawn> m_drawn;
    struct PointGraph
    {
        QCPGraph *graph = nullptr;
        int group = 0;
        bool flagged = false;
    };
    std::vector<PointGraph> m_pointGraphs;
};

/// One series (an arm) of an IntervalChart: an estimate and its CI per category, NaN for none.
struct IntervalSeries
{
    QString label;
    QList<double> values;
    QList<double> lows;
    QList<double> highs;
};

/**
 * Estimates with confidence-interval bars, by category and series side by side: service demand
 * (netperf's local and remote, live local and remote) per arm.
 */
class IntervalChart : public ResultChart
{
    Q_OBJECT
public:
    explicit IntervalChart(QWidget *parent = nullptr);

    void setData(const QStringList &categories, const QList<IntervalSeries> &series);

    [[nodiscard]] int seriesCount() const { return int(m_graphs.size()); }
    /// Estimates drawn for @p series (categories without one are left out).
    [[nodiscard]] int pointCount(int series) const;
    /// CI bars drawn for @p series.
    [[nodiscard]] int errorBarCount(int series) const;

protected:
    void rebuild() override;

private:
    QStringList m_categories;
    QList<IntervalSeries> m_series;
    std::vector<QCPGraph *> m_graphs;
    std::vector<int> m_bars;
};

/// One arm's curve in a SweepChart: a value with its CI per swept parameter value.
struct SweepLine
{
    QString label;
    QList<double> x;
    QList<double> y;
    QList<double> lows; ///< NaN where there is no CI
    QList<double> highs;
};

/// A labelled vertical line (an MSS multiple).
struct SweepMarker
{
    double x = 0;
    QString label;
};

/// A fall between two neighbouring parameter values: a shaded band, and a caption with an arrow
/// to the value after the fall.
struct SweepHighlight
{
    double from = 0;
    double to = 0;
    QString label;
    double value = qQNaN(); ///< where the arrow points, at @p to; no arrow when NaN
};

/**
 * A metric against a swept parameter, one line per arm with CI bars. Vertical markers show MSS
 * multiples and bands with a caption the cliffs found between neighbouring values, so a rate
 * cliff at 3·MSS+1 stands out; a logarithmic parameter axis spreads sizes from 1 byte to
 * several MSS evenly.
 */
class SweepChart : public ResultChart
{
    Q_OBJECT
public:
    explicit SweepChart(QWidget *parent = nullptr);

    void setLines(const QList<SweepLine> &lines);
    void setParameterAxis(const QString &label, const QString &unit, bool logarithmic);
    void setMarkers(const QList<SweepMarker> &markers);
    void setHighlights(const QList<SweepHighlight> &highlights);
    /// A logarithmic axis suits positive values spanning two decades or more.
    [[nodiscard]] static bool suitsLogarithmicAxis(const QList<double> &values);

    [[nodiscard]] int lineCount() const { return int(m_graphs.size()); }
    [[nodiscard]] int pointCount(int line) const;
    [[nodiscard]] int errorBarCount(int line) const;
    [[nodiscard]] QStringList lineLabels() const;
    [[nodiscard]] bool isLogarithmic() const { return m_logarithmic; }
    [[nodiscard]] int highlightCount() const { return int(m_highlights.size()); }

protected:
    void rebuild() override;

private:
    QList<SweepLine> m_lines;
    QList<SweepMarker> m_markers;
    QList<SweepHighlight> m_highlights;
    QString m_parameterLabel;
    QString m_parameterUnit;
    bool m_logarithmic = false;
    std::vector<QCPGraph *> m_graphs;
    std::vector<int> m_bars;
};

/// One run's interim values over time, with the warm-up the analysis left out shaded.
class RunSeriesChart : public ResultChart
{
    Q_OBJECT
public:
    explicit RunSeriesChart(QWidget *parent = nullptr);

    /// @p seconds since the run started, one per value; values before @p warmupSeconds are shaded.
    void setSeries(const QList<double> &seconds, const QList<double> &values, double warmupSeconds);
    void clear();
    [[nodiscard]] int pointCount() const;

protected:
    void rebuild() override;

private:
    QList<double> m_seconds;
    QList<double> m_values;
    double m_warmup = 0;
    QCPGraph *m_graph = nullptr;
};

} // namespace Tunebench
