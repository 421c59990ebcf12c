// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to tb_charts: the one place a ChartSpec becomes QCustomPlot plottables and items.
#include "charts/chartpalette.h"
#include "report/chartspec.h"

#include <QList>

class QCustomPlot;
class QCPAxisRect;
class QCPAbstractPlottable;
class QCPErrorBars;
class QPalette;

namespace Tunebench {

/// How a chart looks where it appears. The description is the same everywhere; a page of a
/// report has a white background whatever the desktop's theme, and no window around it that
/// names the chart, so it draws the title and uses fixed point sizes.
struct ChartLook
{
    ChartPalette colors;
    bool title = false; ///< draw ChartSpec::title above the plot
    bool fixedFonts = false; ///< 9-11 pt fonts of the application's family; else the widget's font

    [[nodiscard]] static ChartLook paper();
    [[nodiscard]] static ChartLook screen(const QPalette &palette);
};

/// What ChartBuilder made of a ChartSpec: per panel its axis rect, per series its plottable and
/// error bars (nullptr where it drew none). The plot owns them all.
struct BuiltChart
{
    QList<QCPAxisRect *> panels;
    QList<QCPAbstractPlottable *> plottables;
    QList<QCPErrorBars *> errorBars;
};

class ChartBuilder
{
public:
    /// Clears @p plot and draws @p spec on it, without replotting. Points with no finite position
    /// (and, on a logarithmic axis, at or below zero) are left out.
    static BuiltChart build(QCustomPlot *plot, const ChartSpec &spec, const ChartLook &look);
};

} // namespace Tunebench
