// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <limits>

namespace Tunebench {

/// One axis of a chart.
struct ChartAxis
{
    enum class Scale
    {
        Linear,
        Logarithmic,
    };
    QString title; ///< translated, with its unit: "Transaction rate (Trans/s)"
    QString unit; ///< of the values alone ("Trans/s"), for labels of single points
    Scale scale = Scale::Linear;
    double logBase = 10;
    bool fromZero = false; ///< the range includes zero (for positive quantities)
    QStringList categories; ///< when set, positions 1..n are labelled with these
};

/// One data series. The renderer draws exactly these numbers at exactly these positions (side by
/// side offsets and jitter included); everything statistical is computed before.
struct ChartSeries
{
    enum class Style
    {
        Line, ///< a line through (x, y) in the order of x
        Steps, ///< interval values: y[i] holds over the interval that ends at x[i]
        Points, ///< markers only: a strip of run values, estimates with intervals
        Boxes, ///< box plots: y the median, lowerQuartile/upperQuartile the box, low/high the whiskers
        Cells, ///< a heatmap: z[i] colours the cell centred at (x[i], y[i]), width wide and one y unit high
    };
    enum class Marker
    {
        Default, ///< the style's own: discs on Points, Steps and Line, none on a Line without error bars
        None,
        Disc,
        Triangle, ///< hollow: a run a stability check flagged
        Diamond, ///< a summary (median) beside the runs
    };
    QString name; ///< legend entry; empty: not in the legend
    Style style = Style::Line;
    Marker marker = Marker::Default;
    double markerSize = 0; ///< pixels; 0: the style's default
    double lineWidth = 0; ///< pixels; 0: the style's default
    double width = 0; ///< Boxes and Cells: in x units; 0: half a category (Boxes), the smallest x step (Cells)
    int color = 0; ///< index into the chart palette (the same index means the same arm everywhere)
    int panel = 0; ///< index into ChartSpec::panels
    QList<double> x;
    QList<double> y; ///< NaN: no value at this x (not drawn)
    QList<double> low; ///< error bars (Line, Points) or whiskers (Boxes); empty or NaN: none
    QList<double> high;
    QList<double> lowerQuartile; ///< Boxes only
    QList<double> upperQuartile;
    QList<double> z; ///< Cells only: each cell's value on the chart's colour scale; NaN: not measured
    QList<qint64> ids; ///< per point, what it stands for (a run id) for clicks; empty: nothing
    QStringList labels; ///< per point, what it is ("GRO on, run 3") when pointed at; empty: the name
};

/// A dashed vertical line across the chart, labelled at its top: MSS multiples, the end of warm-up.
struct ChartMarker
{
    double x = 0;
    QString label;
    int panel = -1; ///< -1: every panel
};

/// A stretch of the x axis: shaded (data the analysis left out), or a warning (a cliff) with a
/// caption in the plot and an arrow to the value it is about.
struct ChartBand
{
    enum class Kind
    {
        Shade,
        Warning,
    };
    Kind kind = Kind::Shade;
    double from = 0;
    double to = 0;
    QString caption; ///< Warning only
    QString detail; ///< Warning only: why it is marked, for the tooltip
    double arrowTo = std::numeric_limits<double>::quiet_NaN(); ///< the arrow points at (to, arrowTo); NaN: none
    int panel = -1; ///< -1: every panel
};

/// The colour scale of a chart with Cells: one for all its panels, so they read alike.
struct ChartColourScale
{
    QString title; ///< translated, with its unit: "% busy"
    double low = 0;
    double high = 100;
};

/**
 * A chart as a description, the only one there is: the results view draws it in a widget and a
 * report as SVG, PNG or PDF drawing (both through ChartBuilder in widgets/charts). New kinds of
 * chart add a Style (with the data lists it needs) and the builder's case for it.
 */
struct ChartSpec
{
    QString id; ///< stable file-name part: "rate-timeseries"
    QString title; ///< translated; drawn in reports, where no page around the chart names it
    QString note; ///< translated: how to read the chart ("Points are medians ..."); may be empty
    ChartAxis x;
    ChartAxis y;
    QStringList panels; ///< one axis rect per panel, side by side, sharing the value range
    int panelColumns = 0; ///< panels in a row before the next row starts; 0: all in one row
    QList<ChartSeries> series;
    QList<ChartMarker> markers;
    QList<ChartBand> bands;
    ChartColourScale colourScale; ///< for Cells series
    QString emptyText; ///< shown when no series has a point ("No interim results for this run")
    QSize size {720, 330}; ///< in pixels at 96 dpi: the chart's natural size in reports (fonts are 9-11 pt)

    [[nodiscard]] int panelCount() const { return panels.isEmpty() ? 1 : int(panels.size()); }
};

} // namespace Tunebench
