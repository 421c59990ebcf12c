// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartrenderer.h"

#include <memory>

class QCustomPlot;

namespace Tunebench {

/// Draws the report backend's charts through ChartBuilder, in its look for paper: SVG through
/// QSvgGenerator, PNG through QCustomPlot's own rendering, and the whole report as a PDF
/// (QTextDocument pages on a QPdfWriter, every chart drawn from its SVG as vectors). Needs a
/// QApplication; never shows a window.
class QcpChartRenderer final : public ChartRenderer
{
public:
    QcpChartRenderer();
    ~QcpChartRenderer() override;

    [[nodiscard]] Result<QByteArray> svg(const ChartSpec &chart) override;
    [[nodiscard]] Result<QByteArray> png(const ChartSpec &chart, double scale) override;
    [[nodiscard]] Status pdf(const ReportDocument &document, const QString &path) override;

    /// A QCustomPlot set up for @p chart (for tests that look at what the renderer builds).
    [[nodiscard]] static std::unique_ptr<QCustomPlot> buildPlot(const ChartSpec &chart);
};

} // namespace Tunebench
