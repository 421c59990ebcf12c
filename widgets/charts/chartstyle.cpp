// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartstyle.h"

namespace Tunebench {

QCPColorGradient heatmapGradient()
{
    QCPColorGradient gradient;
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setColorStops({{0.0, QColor(20, 16, 64)},
                            {0.3, QColor(128, 32, 140)},
                            {0.6, QColor(222, 60, 44)},
                            {0.85, QColor(250, 158, 20)},
                            {1.0, QColor(252, 228, 60)}});
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    return gradient;
}

QCPRange paddedValueRange(DataBounds values, bool includeZero)
{
    constexpr double headroom = 0.05;
    if (includeZero)
        values.include(0);
    if (!values.valid)
        return {0, 1};
    QCPRange range(values.lower, values.upper);
    if (range.size() <= 0)
        return {range.lower - 1, range.upper + 1};
    const double pad = range.size() * headroom;
    range.upper += pad;
    if (!(includeZero && range.lower == 0))
        range.lower -= pad;
    return range;
}

void styleAxisRect(QCPAxisRect *rect, const ChartPalette &colors)
{
    const QPen foreground(colors.foreground, 0);
    for (QCPAxis *axis : rect->axes()) {
        axis->setBasePen(foreground);
        axis->setTickPen(foreground);
        axis->setSubTickPen(foreground);
        axis->setTickLabelColor(colors.foreground);
        axis->setLabelColor(colors.foreground);
        axis->grid()->setPen(QPen(colors.grid, 0, Qt::SolidLine));
        axis->grid()->setSubGridPen(QPen(colors.subGrid, 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(colors.grid, 0, Qt::SolidLine));
    }
}

void styleLegend(QCPLegend *legend, const ChartPalette &colors)
{
    legend->setBrush(colors.background);
    legend->setBorderPen(QPen(colors.grid, 0));
    legend->setTextColor(colors.foreground);
}

std::array<QCPAbstractItem *, 2> addMarkerItems(QCPAxisRect *rect, double time, const QString &label,
                                                const ChartPalette &colors, const QString &layer)
{
    QCustomPlot *plot = rect->parentPlot();
    QCPAxis *timeAxis = rect->axis(QCPAxis::atBottom);
    QCPAxis *valueAxis = rect->axis(QCPAxis::atLeft);

    auto *line = new QCPItemStraightLine(plot);
    line->setLayer(layer);
    line->setClipAxisRect(rect);
    line->setPen(QPen(colors.marker, 0, Qt::DashLine));
    for (QCPItemPosition *point : {line->point1, line->point2}) {
        point->setAxes(timeAxis, valueAxis);
        point->setAxisRect(rect);
        point->setTypeY(QCPItemPosition::ptAxisRectRatio); // spans the panel whatever the value range
    }
    line->point1->setCoords(time, 0);
    line->point2->setCoords(time, 1);

    auto *text = new QCPItemText(plot);
    text->setLayer(layer);
    text->setClipAxisRect(rect);
    text->position->setAxes(timeAxis, valueAxis);
    text->position->setAxisRect(rect);
    text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(time, 0);
    text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setPadding(QMargins(4, 2, 4, 2));
    text->setText(label);
    text->setColor(colors.foreground);
    text->setBrush(colors.background);
    return {line, text};
}

} // namespace Tunebench
