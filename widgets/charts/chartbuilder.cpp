// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartbuilder.h"

#include "charts/chartstyle.h"
#include "charts/qcp.h"
#include "charts/siaxisticker.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPointer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace Tunebench {

namespace {

using Style = ChartSeries::Style;
using Marker = ChartSeries::Marker;

QFont lookFont(const ChartLook &look, const QFont &widgetFont, double points, bool bold = false)
{
    QFont font = look.fixedFonts ? QGuiApplication::font() : widgetFont;
    if (look.fixedFonts)
        font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

bool isLog(const ChartAxis &axis)
{
    return axis.scale == ChartAxis::Scale::Logarithmic;
}

// A series' drawable points in the order of x, as QCustomPlot's sorted containers hold them (error
// bars match their plottable's points by index).
struct Drawn
{
    QVector<double> x, y, minus, plus, lowerQuartile, upperQuartile, low, high, z;
};

Drawn drawable(const ChartSeries &series, bool logX)
{
    std::vector<qsizetype> order(size_t(std::min(series.x.size(), series.y.size())));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(
        order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return series.x.at(a) < series.x.at(b); });
    Drawn drawn;
    for (qsizetype i : order) {
        const double x = series.x.at(i), y = series.y.at(i);
        if (!std::isfinite(x) || !std::isfinite(y) || (logX && x <= 0))
            continue;
        const double low = series.low.value(i, qQNaN()), high = series.high.value(i, qQNaN());
        drawn.x << x;
        drawn.y << y;
        drawn.low << low;
        drawn.high << high;
        drawn.minus << (std::isfinite(low) ? y - low : qQNaN()); // NaN: no bar on that side
        drawn.plus << (std::isfinite(high) ? high - y : qQNaN());
        drawn.lowerQuartile << series.lowerQuartile.value(i, y);
        drawn.upperQuartile << series.upperQuartile.value(i, y);
        drawn.z << series.z.value(i, qQNaN());
    }
    return drawn;
}

QCPScatterStyle scatterStyle(const ChartSeries &series, const QColor &color, bool hasErrorBars, int points)
{
    Marker marker = series.marker;
    if (marker == Marker::Default)
        marker = series.style != Style::Line || hasErrorBars || points <= 3 ? Marker::Disc : Marker::None;
    const double size = series.markerSize > 0 ? series.markerSize : series.style == Style::Points ? 6 : 5;
    const QPen pen(color, 1.5);
    switch (marker) {
    case Marker::Default:
    case Marker::None:
        return QCPScatterStyle(QCPScatterStyle::ssNone);
    case Marker::Disc:
        return QCPScatterStyle(QCPScatterStyle::ssDisc, pen, QBrush(color), size);
    case Marker::Triangle:
        return QCPScatterStyle(QCPScatterStyle::ssTriangle, pen, Qt::NoBrush, size);
    case Marker::Diamond:
        return QCPScatterStyle(QCPScatterStyle::ssDiamond, pen, QBrush(color), size);
    }
    return {};
}

QCPErrorBars *addErrorBars(QCPAbstractPlottable *target, const Drawn &drawn, const QColor &color)
{
    const bool any = std::any_of(drawn.minus.cbegin(), drawn.minus.cend(), [](double v) { return std::isfinite(v); })
        || std::any_of(drawn.plus.cbegin(), drawn.plus.cend(), [](double v) { return std::isfinite(v); });
    if (!any)
        return nullptr;
    auto *bars = new QCPErrorBars(target->keyAxis(), target->valueAxis());
    bars->removeFromLegend();
    bars->setDataPlottable(target);
    bars->setErrorType(QCPErrorBars::etValueError);
    bars->setData(drawn.minus, drawn.plus);
    bars->setPen(QPen(color, 1.2));
    bars->setWhiskerWidth(8);
    return bars;
}

QCPAbstractPlottable *addGraph(const ChartSeries &series, const Drawn &drawn, QCPAxisRect *rect, const QColor &color)
{
    auto *graph = new QCPGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(drawn.x, drawn.y, true);
    graph->setLineStyle(series.style == Style::Line ? QCPGraph::lsLine
            : series.style == Style::Steps          ? QCPGraph::lsStepRight // y[i] over (x[i-1], x[i]]
                                                    : QCPGraph::lsNone);
    graph->setPen(QPen(color, series.lineWidth > 0 ? series.lineWidth : 1.5));
    graph->setScatterStyle(scatterStyle(series, color, !series.low.isEmpty(), int(drawn.x.size())));
    return graph;
}

QCPAbstractPlottable *addBoxes(
    const ChartSeries &series, const Drawn &drawn, QCPAxisRect *rect, const ChartPalette &colors, const QColor &color)
{
    auto *box = new QCPStatisticalBox(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    for (qsizetype i = 0; i < drawn.x.size(); ++i)
        box->addData(drawn.x.at(i), std::isfinite(drawn.low.at(i)) ? drawn.low.at(i) : drawn.lowerQuartile.at(i),
            drawn.lowerQuartile.at(i), drawn.y.at(i), drawn.upperQuartile.at(i),
            std::isfinite(drawn.high.at(i)) ? drawn.high.at(i) : drawn.upperQuartile.at(i));
    box->setWidth(series.width > 0 ? series.width : 0.5);
    box->setPen(QPen(color, 1.2));
    box->setBrush(colors.faint(color));
    box->setMedianPen(QPen(color, 2.5));
    box->setWhiskerPen(QPen(color, 1, Qt::DashLine));
    box->setWhiskerBarPen(QPen(color, 1.2));
    return box;
}

// A heatmap: each point's z colours a cell @p series.width wide (else the smallest x step) and one
// y unit high, centred on it; cells without a point stay transparent.
QCPAbstractPlottable *addCells(const ChartSeries &series, const Drawn &drawn, QCPAxisRect *rect, QCPColorScale *scale)
{
    auto *map = new QCPColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    map->setInterpolate(false);
    map->setTightBoundary(false);
    map->setColorScale(scale);
    if (drawn.x.isEmpty())
        return map;
    // The cells' width: the series', else the smallest step between its x (1 with a single x).
    double step = series.width;
    if (step <= 0) {
        step = std::numeric_limits<double>::infinity();
        for (qsizetype i = 1; i < drawn.x.size(); ++i)
            if (drawn.x.at(i) > drawn.x.at(i - 1))
                step = std::min(step, drawn.x.at(i) - drawn.x.at(i - 1));
        if (!std::isfinite(step))
            step = 1;
    }
    const double firstX = drawn.x.constFirst(), lastX = drawn.x.constLast();
    const auto [lowY, highY] = std::minmax_element(drawn.y.cbegin(), drawn.y.cend());
    // At least two cells each way: QCustomPlot spreads a range over the cells' centres.
    const int columns = std::max(2, int(std::lround((lastX - firstX) / step)) + 1);
    const int rows = std::max(2, int(std::lround(*highY - *lowY)) + 1);
    QCPColorMapData *data = map->data();
    data->setSize(columns, rows);
    data->setRange(QCPRange(firstX, firstX + (columns - 1) * step), QCPRange(*lowY, *lowY + rows - 1));
    data->fill(qQNaN());
    for (qsizetype i = 0; i < drawn.x.size(); ++i)
        data->setCell(int(std::lround((drawn.x.at(i) - firstX) / step)), int(std::lround(drawn.y.at(i) - *lowY)),
                      drawn.z.at(i));
    return map;
}

// The one colour scale of a chart with cells, right of its panels.
QCPColorScale *addColourScale(QCustomPlot *plot, QCPLayoutGrid *grid, const QList<QCPAxisRect *> &panels,
                              const ChartSpec &spec, const ChartLook &look)
{
    auto *scale = new QCPColorScale(plot);
    const bool titled = !spec.panels.isEmpty();
    const int columns = spec.panelColumns > 0 ? spec.panelColumns : spec.panelCount();
    grid->addElement(titled ? 1 : 0, columns, scale);
    grid->setColumnStretchFactor(columns, 0.001);
    scale->setType(QCPAxis::atRight);
    scale->setDataRange(QCPRange(spec.colourScale.low, spec.colourScale.high));
    scale->setGradient(heatmapGradient());
    QCPAxis *axis = scale->axis();
    axis->setLabel(spec.colourScale.title);
    axis->setBasePen(QPen(look.colors.foreground));
    axis->setTickPen(QPen(look.colors.foreground));
    axis->setSubTickPen(QPen(look.colors.foreground));
    axis->setTickLabelColor(look.colors.foreground);
    axis->setLabelColor(look.colors.foreground);
    if (look.fixedFonts) {
        axis->setTickLabelFont(lookFont(look, plot->font(), 9));
        axis->setLabelFont(lookFont(look, plot->font(), 10));
    }
    if (!panels.isEmpty())
        if (QCPMarginGroup *margins = panels.constFirst()->marginGroup(QCP::msTop))
            scale->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
    return scale;
}

void include(DataBounds &bounds, double value, bool positiveOnly)
{
    if (std::isfinite(value) && (!positiveOnly || value > 0))
        bounds.include(value);
}

DataBounds valueBounds(const ChartSpec &spec)
{
    DataBounds bounds;
    for (const ChartSeries &series : spec.series) {
        if (series.style == Style::Cells) // cells sit on category rows; their values are colours
            continue;
        for (const QList<double> *values :
            {&series.y, &series.low, &series.high, &series.lowerQuartile, &series.upperQuartile})
            for (double v : *values)
                include(bounds, v, isLog(spec.y));
    }
    return bounds;
}

QCPRange range(const ChartAxis &axis, DataBounds bounds, double logHeadroom)
{
    if (!axis.categories.isEmpty())
        return {0.4, double(axis.categories.size()) + 0.6};
    if (isLog(axis))
        return bounds.valid ? QCPRange(bounds.lower / 1.4, bounds.upper * logHeadroom) : QCPRange(1, 10);
    return paddedValueRange(bounds, axis.fromZero && (!bounds.valid || bounds.lower >= 0));
}

QCPRange keyRange(const ChartSpec &spec)
{
    DataBounds bounds;
    for (const ChartSeries &series : spec.series)
        for (double v : series.x)
            include(bounds, v, isLog(spec.x));
    for (const ChartMarker &marker : spec.markers)
        include(bounds, marker.x, isLog(spec.x));
    return range(spec.x, bounds, 1.8); // room for the last marker's label
}

// @p columns: how many panels share the chart's width, for how much room a category label has.
void setUpAxis(QCPAxis *axis, const ChartAxis &spec, const QCPRange &range, int columns = 1)
{
    axis->setLabel(spec.title);
    if (!spec.categories.isEmpty()) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        qsizetype longest = 0;
        for (qsizetype i = 0; i < spec.categories.size(); ++i) {
            ticker->addTick(double(i + 1), spec.categories.at(i));
            longest = std::max(longest, spec.categories.at(i).size());
        }
        axis->setTicker(ticker);
        axis->grid()->setVisible(false); // a line through the middle of each category's points says nothing
        const qsizetype crowding = spec.categories.size() * longest * columns;
        if (crowding > 60)
            axis->setTickLabelRotation(crowding > 100 ? 60 : 30);
    } else if (isLog(spec)) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(spec.logBase);
        ticker->setSubTickCount(0);
        axis->setTicker(ticker);
        axis->setNumberFormat(range.lower >= 0.5 ? QStringLiteral("f") : QStringLiteral("g"));
        axis->setNumberPrecision(range.lower >= 0.5 ? 0 : 3);
    } else {
        axis->setTicker(QSharedPointer<SiAxisTicker>::create());
    }
    axis->setRange(range);
}

QCPItemText *addCaption(QCPAxisRect *rect, const ChartBand &band, int index, bool rightHalf, const ChartPalette &colors,
    const QColor &warning)
{
    auto *caption = new QCPItemText(rect->parentPlot());
    caption->setClipAxisRect(rect);
    caption->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    caption->position->setAxisRect(rect);
    caption->position->setTypeX(QCPItemPosition::ptPlotCoords);
    caption->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // Captions stack in the lower half, clear of the curves above and of the legend.
    caption->position->setCoords(band.to, 0.45 + 0.1 * double(index));
    caption->setPositionAlignment(Qt::AlignVCenter | (rightHalf ? Qt::AlignRight : Qt::AlignLeft));
    caption->setText(band.caption);
    caption->setColor(colors.foreground);
    caption->setBrush(colors.background);
    caption->setPen(QPen(warning, 1.5));
    caption->setPadding(QMargins(6, 3, 6, 3));
    return caption;
}

// Captions of drops close together would cover each other at a fixed height: once the layout
// knows the panel's pixels, each goes to the first height, from the lower middle outwards, where it
// covers no caption placed before it.
void stackCaptions(QCPAxisRect *rect, const QList<QPointer<QCPItemText>> &captions)
{
    const QRect area = rect->rect();
    QList<QRectF> placed;
    for (const QPointer<QCPItemText> &caption : captions) {
        if (!caption)
            continue;
        const QFontMetricsF metrics(caption->font());
        const QMarginsF pad = caption->padding().toMarginsF();
        const QSizeF size = metrics.boundingRect(QRectF(), Qt::AlignLeft, caption->text()).size().grownBy(pad);
        const double x = rect->axis(QCPAxis::atBottom)->coordToPixel(caption->position->key());
        const double left = caption->positionAlignment().testFlag(Qt::AlignRight) ? x - size.width() : x;
        const double step = size.height() + 4.0;
        const double start = area.top() + 0.45 * area.height();
        QRectF box(left, start - size.height() / 2.0, size.width(), size.height());
        for (int k = 0; k < 64; ++k) { // 0, +1, -1, +2, -2 rows from the start
            const double offset = (k % 2 ? 1.0 : -1.0) * double((k + 1) / 2) * step;
            QRectF candidate = box.translated(0, offset);
            if (candidate.bottom() > area.bottom() || candidate.top() < area.top())
                continue;
            if (std::none_of(placed.cbegin(), placed.cend(), [&candidate](const QRectF &r) { return r.intersects(candidate); })) {
                box = candidate;
                break;
            }
        }
        placed << box;
        caption->position->setCoords(caption->position->key(), (box.center().y() - area.top()) / std::max(1, area.height()));
    }
}

QCPItemText *addBand(QCPAxisRect *rect, const ChartBand &band, int index, const ChartSpec &spec, const ChartPalette &colors)
{
    QCustomPlot *plot = rect->parentPlot();
    const QColor warning = colors.series(1);
    auto *shade = new QCPItemRect(plot);
    shade->setLayer(QStringLiteral("grid"));
    shade->setClipAxisRect(rect);
    for (QCPItemPosition *corner : {shade->topLeft, shade->bottomRight}) {
        corner->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        corner->setAxisRect(rect);
        corner->setTypeY(QCPItemPosition::ptAxisRectRatio); // spans the panel whatever the value range
    }
    shade->topLeft->setCoords(band.from, 0);
    shade->bottomRight->setCoords(band.to, 1);
    if (band.kind == ChartBand::Kind::Shade) {
        shade->setPen(Qt::NoPen);
        shade->setBrush(colors.subGrid);
        return nullptr;
    }
    shade->setPen(QPen(warning, 2));
    shade->setBrush(colors.faint(warning));
    const QCPRange keys = rect->axis(QCPAxis::atBottom)->range();
    const bool rightHalf = band.to > (isLog(spec.x) ? std::sqrt(keys.lower * keys.upper) : keys.center());
    QCPItemText *caption = addCaption(rect, band, index, rightHalf, colors, warning);
    if (std::isfinite(band.arrowTo)) {
        auto *arrow = new QCPItemLine(plot);
        arrow->setClipAxisRect(rect);
        arrow->start->setParentAnchor(rightHalf ? caption->right : caption->left);
        arrow->end->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        arrow->end->setCoords(band.to, band.arrowTo);
        arrow->setHead(QCPLineEnding::esSpikeArrow);
        arrow->setPen(QPen(warning, 1.5));
    }
    return caption;
}

void addEmptyText(QCPAxisRect *rect, const QString &text, const ChartPalette &colors)
{
    auto *empty = new QCPItemText(rect->parentPlot());
    empty->setClipAxisRect(rect);
    empty->position->setAxisRect(rect);
    empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    empty->position->setCoords(0.5, 0.5);
    empty->setText(text);
    empty->setColor(colors.foreground);
}

QCPTextElement *addTitle(QCustomPlot *plot, const QString &text, const QFont &font, const ChartPalette &colors)
{
    auto *title = new QCPTextElement(plot, text, font);
    title->setTextColor(colors.foreground);
    return title;
}

// The panels side by side (in rows of panelColumns) under their titles, the first of each row
// with the value axis' title.
QList<QCPAxisRect *> addPanels(QCustomPlot *plot, QCPLayoutGrid *grid, const ChartSpec &spec, const ChartLook &look)
{
    const bool titled = !spec.panels.isEmpty();
    const int columns = spec.panelColumns > 0 ? spec.panelColumns : spec.panelCount();
    auto *margins = new QCPMarginGroup(plot);
    const QCPRange keys = keyRange(spec);
    const QCPRange values = range(spec.y, valueBounds(spec), 1.4);
    QList<QCPAxisRect *> rects;
    for (int p = 0; p < spec.panelCount(); ++p) {
        const int row = (p / columns) * (titled ? 2 : 1), column = p % columns;
        if (titled) {
            grid->addElement(
                row, column, addTitle(plot, spec.panels.at(p), lookFont(look, plot->font(), 10, true), look.colors));
            grid->setRowStretchFactor(row, 0.001);
        }
        auto *rect = new QCPAxisRect(plot);
        grid->addElement(row + (titled ? 1 : 0), column, rect);
        rect->setMarginGroup(QCP::msLeft | QCP::msRight | QCP::msTop | QCP::msBottom, margins);
        styleAxisRect(rect, look.colors);
        if (look.fixedFonts) {
            for (QCPAxis *axis : rect->axes()) {
                axis->setTickLabelFont(lookFont(look, plot->font(), 9));
                axis->setLabelFont(lookFont(look, plot->font(), 10));
            }
        }
        setUpAxis(rect->axis(QCPAxis::atBottom), spec.x, keys, columns);
        setUpAxis(rect->axis(QCPAxis::atLeft), spec.y, values);
        if (column > 0)
            rect->axis(QCPAxis::atLeft)->setLabel(QString());
        rects << rect;
    }
    return rects;
}

// Every series on its panel, in the spec's order; true when any has a point to draw.
bool addSeries(BuiltChart &built, const ChartSpec &spec, const ChartLook &look, QCPLayoutGrid *grid, QCPLegend *legend)
{
    bool anyPoint = false;
    QCPColorScale *scale = nullptr;
    for (const ChartSeries &series : spec.series) {
        QCPAxisRect *rect = built.panels.at(std::clamp(series.panel, 0, int(built.panels.size()) - 1));
        const QColor color = look.colors.series(series.color);
        const Drawn drawn = drawable(series, isLog(spec.x));
        anyPoint = anyPoint || !drawn.x.isEmpty();
        QCPAbstractPlottable *plottable = nullptr;
        if (series.style == Style::Cells) {
            if (!scale)
                scale = addColourScale(rect->parentPlot(), grid, built.panels, spec, look);
            plottable = addCells(series, drawn, rect, scale);
        } else if (series.style == Style::Boxes) {
            plottable = addBoxes(series, drawn, rect, look.colors, color);
        } else {
            plottable = addGraph(series, drawn, rect, color);
        }
        built.plottables << plottable;
        built.errorBars << (series.style == Style::Boxes || series.style == Style::Cells
                                ? nullptr
                                : addErrorBars(plottable, drawn, color));
        if (!series.name.isEmpty()) {
            plottable->setName(series.name);
            if (series.style != Style::Cells) // the colour scale says what cells are
                plottable->addToLegend(legend);
        }
    }
    return anyPoint;
}

void clear(QCustomPlot *plot)
{
    plot->clearPlottables();
    plot->clearItems();
    plot->plotLayout()->clear();
    plot->plotLayout()->simplify();
    // Margin groups are children of the plot that outlive the rects they aligned.
    for (QCPMarginGroup *group : plot->findChildren<QCPMarginGroup *>(Qt::FindDirectChildrenOnly))
        delete group;
    plot->setAutoAddPlottableToLegend(false);
}

} // namespace

ChartLook ChartLook::paper()
{
    QPalette palette;
    palette.setColor(QPalette::Active, QPalette::Base, Qt::white);
    palette.setColor(QPalette::Active, QPalette::Text, QColor(0x22, 0x22, 0x22));
    return {ChartPalette::fromPalette(palette), true, true};
}

ChartLook ChartLook::screen(const QPalette &palette)
{
    return {ChartPalette::fromPalette(palette), false, false};
}

BuiltChart ChartBuilder::build(QCustomPlot *plot, const ChartSpec &spec, const ChartLook &look)
{
    clear(plot);
    plot->setBackground(look.colors.background);
    int row = 0;
    if (look.title && !spec.title.isEmpty()) {
        plot->plotLayout()->addElement(
            row, 0, addTitle(plot, spec.title, lookFont(look, plot->font(), 11, true), look.colors));
        plot->plotLayout()->setRowStretchFactor(row++, 0.001);
    }
    auto *grid = new QCPLayoutGrid;
    plot->plotLayout()->addElement(row++, 0, grid);
    BuiltChart built;
    built.panels = addPanels(plot, grid, spec, look);
    // In the layout before anything is added to it: a legend belongs to a plot once it is laid out.
    auto *legend = new QCPLegend;
    plot->plotLayout()->addElement(row, 0, legend);
    legend->setFont(lookFont(look, plot->font(), 9));
    styleLegend(legend, look.colors);
    const bool anyPoint = addSeries(built, spec, look, grid, legend);
    for (const ChartMarker &marker : spec.markers)
        for (int p = 0; p < int(built.panels.size()); ++p)
            if (marker.panel < 0 || marker.panel == p)
                addMarkerItems(built.panels.at(p), marker.x, marker.label, look.colors, QStringLiteral("grid"));
    int warnings = 0;
    QList<QList<QPointer<QCPItemText>>> captions(built.panels.size());
    for (const ChartBand &band : spec.bands) {
        for (int p = 0; p < int(built.panels.size()); ++p)
            if (band.panel < 0 || band.panel == p)
                if (QCPItemText *caption = addBand(built.panels.at(p), band, warnings, spec, look.colors))
                    captions[p] << caption;
        warnings += band.kind == ChartBand::Kind::Warning ? 1 : 0;
    }
    for (int p = 0; p < int(built.panels.size()); ++p)
        if (!captions.at(p).isEmpty())
            QObject::connect(plot, &QCustomPlot::afterLayout, captions.at(p).constFirst(),
                             [rect = built.panels.at(p), list = captions.at(p)] { stackCaptions(rect, list); });
    if (!anyPoint && !spec.emptyText.isEmpty())
        addEmptyText(built.panels.constFirst(), spec.emptyText, look.colors);
    if (legend->itemCount() > 0) {
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        legend->setWrap(6);
        plot->plotLayout()->setRowStretchFactor(row, 0.001);
    } else {
        plot->plotLayout()->remove(legend);
        plot->plotLayout()->simplify();
    }
    return built;
}

} // namespace Tunebench
