// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "report/chartspec.h"

#include <QByteArray>

namespace Tunebench {

struct ReportDocument;

/// Draws report charts. Backends know charts only as ChartSpecs; the drawing (QCustomPlot, Qt
/// Gui, Qt Svg) lives in widgets/charts (QcpChartRenderer), so tb_report stays Qt Core only.
/// The PDF is made here too because composing pages needs QPainter. An implementation needs a
/// QApplication (QCustomPlot is a widget); the CLI creates one, on the offscreen platform when
/// there is no display.
class ChartRenderer
{
public:
    virtual ~ChartRenderer() = default;

    /// A self-contained SVG document (vector; text as text).
    [[nodiscard]] virtual Result<QByteArray> svg(const ChartSpec &chart) = 0;
    /// A PNG of the chart at its size times @p scale.
    [[nodiscard]] virtual Result<QByteArray> png(const ChartSpec &chart, double scale) = 0;
    /// The whole report as a PDF at @p path, its charts drawn as vectors.
    [[nodiscard]] virtual Status pdf(const ReportDocument &document, const QString &path) = 0;
};

} // namespace Tunebench
