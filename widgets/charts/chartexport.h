// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QSize>
#include <QString>

class QCustomPlot;

namespace Tunebench {

/// File formats a chart can be saved in; chosen from the file name's suffix.
enum class ChartFormat { Png, Pdf, Svg };

[[nodiscard]] Result<ChartFormat> chartFormatForFile(const QString &fileName);

/**
 * Saves @p plot as PNG (raster, @p scale times @p size pixels), PDF or SVG (both vector).
 * QCustomPlot has no saveSvg; SVG goes through QSvgGenerator and QCustomPlot::toPainter.
 * An empty @p size uses the widget's size, or 1600x900 when the widget was never laid out.
 */
[[nodiscard]] Status saveChart(QCustomPlot *plot, const QString &fileName, QSize size = {}, double scale = 1.0);

} // namespace Tunebench
