// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/reportcharts.h"

#include "charts/chartbuilder.h"
#include "charts/qcp.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSvgGenerator>

namespace Tunebench {

QcpChartRenderer::QcpChartRenderer() = default;
QcpChartRenderer::~QcpChartRenderer() = default;

std::unique_ptr<QCustomPlot> QcpChartRenderer::buildPlot(const ChartSpec &chart)
{
    auto plot = std::make_unique<QCustomPlot>();
    plot->resize(chart.size);
    ChartBuilder::build(plot.get(), chart, ChartLook::paper());
    plot->replot(QCustomPlot::rpImmediateRefresh);
    return plot;
}

Result<QByteArray> QcpChartRenderer::svg(const ChartSpec &chart)
{
    const std::unique_ptr<QCustomPlot> plot = buildPlot(chart);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(chart.size);
    generator.setViewBox(QRect(QPoint(0, 0), chart.size));
    generator.setTitle(chart.title);
    generator.setDescription(QCoreApplication::translate("ReportCharts", "Tunebench chart"));
    QCPPainter painter;
    if (!painter.begin(&generator))
        return makeError(ErrorCode::Internal, QCoreApplication::translate("ReportCharts", "The chart \"%1\" could not be drawn as SVG.").arg(chart.title));
    painter.setMode(QCPPainter::pmVectorized);
    plot->toPainter(&painter, chart.size.width(), chart.size.height());
    painter.end();
    return buffer.data();
}

Result<QByteArray> QcpChartRenderer::png(const ChartSpec &chart, double scale)
{
    const std::unique_ptr<QCustomPlot> plot = buildPlot(chart);
    const QPixmap pixmap = plot->toPixmap(chart.size.width(), chart.size.height(), scale);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (pixmap.isNull() || !pixmap.save(&buffer, "PNG"))
        return makeError(ErrorCode::Internal, QCoreApplication::translate("ReportCharts", "The chart \"%1\" could not be drawn as PNG.").arg(chart.title));
    return buffer.data();
}

} // namespace Tunebench
