// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace Tunebench {

/// One data series of a report chart. The renderer draws exactly these numbers; everything
/// statistical (medians, quartiles, confidence intervals) is computed before.
struct ChartSeries
{
    enum class Style {
        Line,   ///< a line through (x, y)
        Points, ///< markers only: a strip of run values
        Bars,   ///< bars at category positions; bars of several series at one position sit side by side
        Boxes,  ///< box plots: y = median, lowerQuartile/upperQuartile the box, low/high the whiskers
    };
    QString name; ///< legend entry; empty: not in the legend
    Style style = Style::Line;
    int color = 0; ///< index into the chart palette (the same index means the same arm everywhere)
    int panel = 0; ///< index into ChartSpec::panels
    QList<double> x;
    QList<double> y;
    QList<double> low;  ///< error bars (Line, Points, Bars) or whiskers (Boxes); empty: none
    QList<double> high;
    QList<double> lowerQuartile; ///< Boxes only
    QList<double> upperQuartile;
};

/// A chart as a description: what a ChartRenderer turns into SVG, PNG or vector PDF drawing.
struct ChartSpec
{
    QString id;    ///< stable file-name part: "rate-timeseries"
    QString title; ///< translated
    QString xLabel;
    QString yLabel;
    QStringList panels;     ///< one axis rect per panel, side by side, sharing the value range
    QStringList categories; ///< when set, x positions 1..n are labelled with these
    bool logX = false;
    bool yFromZero = true;
    QList<ChartSeries> series;
    QSize size{720, 330}; ///< in pixels at 96 dpi: the chart's natural size (fonts are 9-11 pt)

    [[nodiscard]] int panelCount() const { return panels.isEmpty() ? 1 : int(panels.size()); }
};

} // namespace Tunebench
