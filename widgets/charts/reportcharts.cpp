// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/reportcharts.h"

#include "charts/chartstyle.h"
#include "charts/qcp.h"
#include "charts/siaxisticker.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QSvgGenerator>

#include <cmath>

namespace Tunebench {

namespace {

// Reports are read on paper and white pages whatever the desktop's theme.
ChartPalette paperPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Active, QPalette::Base, Qt::white);
    palette.setColor(QPalette::Active, QPalette::Text, QColor(0x22, 0x22, 0x22));
    return ChartPalette::fromPalette(palette);
}

QVector<double> vector(const QList<double> &values)
{
    return QVector<double>(values.cbegin(), values.cend());
}

QFont chartFont(double points, bool bold = false)
{
    QFont font = QGuiApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

void addErrorBars(QCPAbstractPlottable *target, const ChartSeries &series, const QColor &color)
{
    if (series.low.isEmpty() || series.high.isEmpty())
        return;
    auto *bars = new QCPErrorBars(target->keyAxis(), target->valueAxis());
    bars->removeFromLegend();
    bars->setDataPlottable(target);
    QVector<double> minus, plus;
    for (qsizetype i = 0; i < series.y.size(); ++i) {
        const double y = series.y.at(i);
        const double low = series.low.value(i, y);
        const double high = series.high.value(i, y);
        minus << (std::isfinite(y) && std::isfinite(low) ? y - low : 0.0);
        plus << (std::isfinite(y) && std::isfinite(high) ? high - y : 0.0);
    }
    bars->setData(minus, plus);
    bars->setPen(QPen(color, 1.2));
    bars->setWhiskerWidth(7);
}

QCPAbstractPlottable *addSeries(const ChartSeries &series, QCPAxisRect *rect, const ChartPalette &colors,
                                QCPBarsGroup *group, int barsInPanel)
{
    QCPAxis *keyAxis = rect->axis(QCPAxis::atBottom);
    QCPAxis *valueAxis = rect->axis(QCPAxis::atLeft);
    const QColor color = colors.series(series.color);
    switch (series.style) {
    case ChartSeries::Style::Line:
    case ChartSeries::Style::Points: {
        auto *graph = new QCPGraph(keyAxis, valueAxis);
        graph->setData(vector(series.x), vector(series.y));
        if (series.style == ChartSeries::Style::Points) {
            graph->setLineStyle(QCPGraph::lsNone);
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 1.2), colors.faint(color), 6));
        } else {
            graph->setPen(QPen(color, 1.4));
            if (!series.low.isEmpty() || series.x.size() <= 3)
                graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 5));
        }
        addErrorBars(graph, series, color);
        return graph;
    }
    case ChartSeries::Style::Bars: {
        auto *bars = new QCPBars(keyAxis, valueAxis);
        bars->setData(vector(series.x), vector(series.y));
        bars->setWidth(0.7 / std::max(1, barsInPanel));
        bars->setPen(QPen(color, 1));
        bars->setBrush(colors.faint(color));
        if (group)
            bars->setBarsGroup(group);
        addErrorBars(bars, series, color);
        return bars;
    }
    case ChartSeries::Style::Boxes: {
        auto *box = new QCPStatisticalBox(keyAxis, valueAxis);
        for (qsizetype i = 0; i < series.x.size(); ++i)
            box->addData(series.x.at(i), series.low.value(i), series.lowerQuartile.value(i), series.y.value(i),
                         series.upperQuartile.value(i), series.high.value(i));
        box->setWidth(0.5);
        box->setPen(QPen(color, 1.2));
        box->setBrush(colors.faint(color));
        box->setMedianPen(QPen(color, 2.5));
        box->setWhiskerPen(QPen(color, 1, Qt::DashLine));
        box->setWhiskerBarPen(QPen(color, 1.2));
        return box;
    }
    }
    return nullptr;
}

DataBounds valueBounds(const ChartSpec &chart)
{
    DataBounds bounds;
    for (const ChartSeries &series : chart.series)
        for (const QList<double> *values : {&series.y, &series.low, &series.high, &series.lowerQuartile, &series.upperQuartile})
            for (double v : *values)
                if (std::isfinite(v))
                    bounds.include(v);
    return bounds;
}

QCPRange keyRange(const ChartSpec &chart)
{
    if (!chart.categories.isEmpty())
        return {0.5, double(chart.categories.size()) + 0.5};
    DataBounds bounds;
    for (const ChartSeries &series : chart.series)
        for (double v : series.x)
            if (std::isfinite(v) && (!chart.logX || v > 0))
                bounds.include(v);
    if (!bounds.valid)
        return {0, 1};
    if (chart.logX)
        return {bounds.lower / 1.5, bounds.upper * 1.5};
    const double pad = std::max(1e-9, (bounds.upper - bounds.lower) * 0.03);
    return {std::min(0.0, bounds.lower), bounds.upper + pad};
}

void setUpKeyAxis(QCPAxis *axis, const ChartSpec &chart)
{
    axis->setLabel(chart.xLabel);
    axis->setRange(keyRange(chart));
    if (!chart.categories.isEmpty()) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (qsizetype i = 0; i < chart.categories.size(); ++i)
            ticker->addTick(double(i + 1), chart.categories.at(i));
        axis->setTicker(ticker);
        axis->grid()->setVisible(false);
        qsizetype longest = 0;
        for (const QString &label : chart.categories)
            longest = std::max(longest, label.size());
        if (chart.categories.size() * longest > 60)
            axis->setTickLabelRotation(30);
    } else if (chart.logX) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    }
}

} // namespace

QcpChartRenderer::QcpChartRenderer() = default;
QcpChartRenderer::~QcpChartRenderer() = default;

std::unique_ptr<QCustomPlot> QcpChartRenderer::buildPlot(const ChartSpec &chart)
{
    const ChartPalette colors = paperPalette();
    auto plot = std::make_unique<QCustomPlot>();
    plot->setAutoAddPlottableToLegend(false);
    plot->resize(chart.size);
    plot->setBackground(colors.background);
    plot->plotLayout()->clear();
    auto *title = new QCPTextElement(plot.get(), chart.title, chartFont(11, true));
    title->setTextColor(colors.foreground);
    plot->plotLayout()->addElement(0, 0, title);
    auto *grid = new QCPLayoutGrid;
    plot->plotLayout()->addElement(1, 0, grid);
    const int rectRow = chart.panels.isEmpty() ? 0 : 1;
    auto *margins = new QCPMarginGroup(plot.get());
    const DataBounds values = valueBounds(chart);
    const QCPRange valueRange = paddedValueRange(values, chart.yFromZero && (!values.valid || values.lower >= 0));
    QList<QCPAxisRect *> rects;
    for (int p = 0; p < chart.panelCount(); ++p) {
        if (!chart.panels.isEmpty()) {
            auto *panelTitle = new QCPTextElement(plot.get(), chart.panels.at(p), chartFont(10, true));
            panelTitle->setTextColor(colors.foreground);
            grid->addElement(0, p, panelTitle);
        }
        auto *rect = new QCPAxisRect(plot.get());
        grid->addElement(rectRow, p, rect);
        rect->setMarginGroup(QCP::msLeft | QCP::msRight | QCP::msTop | QCP::msBottom, margins);
        rect->axis(QCPAxis::atTop)->setVisible(false);
        rect->axis(QCPAxis::atRight)->setVisible(false);
        styleAxisRect(rect, colors);
        for (QCPAxis *axis : rect->axes()) {
            axis->setTickLabelFont(chartFont(9));
            axis->setLabelFont(chartFont(10));
        }
        setUpKeyAxis(rect->axis(QCPAxis::atBottom), chart);
        QCPAxis *valueAxis = rect->axis(QCPAxis::atLeft);
        valueAxis->setTicker(QSharedPointer<SiAxisTicker>::create());
        valueAxis->setLabel(p == 0 ? chart.yLabel : QString());
        valueAxis->setRange(valueRange);
        rects << rect;
    }
    if (rectRow == 1)
        grid->setRowStretchFactor(0, 0.001);
    QList<int> barsPerPanel(rects.size(), 0);
    for (const ChartSeries &series : chart.series)
        if (series.style == ChartSeries::Style::Bars)
            ++barsPerPanel[std::clamp(series.panel, 0, int(rects.size()) - 1)];
    QList<QCPBarsGroup *> groups(rects.size(), nullptr);
    // In the layout before anything is added to it: a legend belongs to a plot once it is laid out.
    auto *legend = new QCPLegend;
    plot->plotLayout()->addElement(2, 0, legend);
    legend->setFont(chartFont(9));
    styleLegend(legend, colors);
    for (const ChartSeries &series : chart.series) {
        const int panel = std::clamp(series.panel, 0, int(rects.size()) - 1);
        if (series.style == ChartSeries::Style::Bars && barsPerPanel.at(panel) > 1 && !groups.at(panel))
            groups[panel] = new QCPBarsGroup(plot.get());
        QCPAbstractPlottable *plottable = addSeries(series, rects.at(panel), colors, groups.at(panel), barsPerPanel.at(panel));
        if (plottable && !series.name.isEmpty()) {
            plottable->setName(series.name);
            plottable->addToLegend(legend);
        }
    }
    if (legend->itemCount() > 0) {
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        legend->setWrap(6);
        plot->plotLayout()->setRowStretchFactor(2, 0.001);
    } else {
        plot->plotLayout()->remove(legend);
        plot->plotLayout()->simplify();
    }
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
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
