// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to tb_charts: QCustomPlot styling shared by the charts.
#include "charts/chartpalette.h"
#include "charts/liveseriesadapter.h"
#include "charts/qcp.h"

#include <array>

namespace Tunebench {

/// The value range of @p values with 5% headroom on top, from zero if @p includeZero.
[[nodiscard]] QCPRange paddedValueRange(DataBounds values, bool includeZero);

/// Axes, ticks, labels and grid of @p rect in the palette's colours.
void styleAxisRect(QCPAxisRect *rect, const ChartPalette &colors);
/// The colours of a CPU heatmap, 0–100%: QCustomPlot's thermal scale without its white top,
/// which would vanish on a light background; cells without a sample stay transparent.
[[nodiscard]] QCPColorGradient heatmapGradient();
void styleLegend(QCPLegend *legend, const ChartPalette &colors);

/// A dashed vertical line at @p time across @p rect, labelled at its top, on @p layer.
std::array<QCPAbstractItem *, 2> addMarkerItems(QCPAxisRect *rect, double time, const QString &label,
                                                const ChartPalette &colors, const QString &layer);

} // namespace Tunebench
