// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartexport.h"

#include "charts/qcp.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSvgGenerator>

namespace Tunebench {

namespace {

bool saveSvg(QCustomPlot *plot, const QString &fileName, QSize size)
{
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(QCoreApplication::translate("ChartExport", "Tunebench chart"));
    QCPPainter painter;
    if (!painter.begin(&generator))
        return false;
    // As savePdf does: vector output keeps lines as lines at any zoom.
    painter.setMode(QCPPainter::pmVectorized);
    plot->toPainter(&painter, size.width(), size.height());
    return painter.end();
}

} // namespace

Result<ChartFormat> chartFormatForFile(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ChartFormat::Png;
    if (suffix == QLatin1String("pdf"))
        return ChartFormat::Pdf;
    if (suffix == QLatin1String("svg"))
        return ChartFormat::Svg;
    return makeError(ErrorCode::Unsupported,
                     QCoreApplication::translate("ChartExport",
                                                 "Charts can be saved as PNG, PDF or SVG; give the file name "
                                                 "one of the suffixes .png, .pdf or .svg."),
                     fileName);
}

Status saveChart(QCustomPlot *plot, const QString &fileName, QSize size, double scale)
{
    const Result<ChartFormat> format = chartFormatForFile(fileName);
    if (!format)
        return format.error();
    if (size.isEmpty())
        size = plot->testAttribute(Qt::WA_Resized) || plot->isVisible() ? plot->size() : QSize(1600, 900);
    bool saved = false;
    switch (*format) {
    case ChartFormat::Png:
        saved = plot->savePng(fileName, size.width(), size.height(), scale);
        break;
    case ChartFormat::Pdf:
        saved = plot->savePdf(fileName, size.width(), size.height(), QCP::epAllowCosmetic,
                              QStringLiteral("Tunebench"), QCoreApplication::translate("ChartExport", "Tunebench chart"));
        break;
    case ChartFormat::Svg:
        saved = saveSvg(plot, fileName, size);
        break;
    }
    if (!saved || QFileInfo(fileName).size() == 0)
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("ChartExport", "The chart could not be written to %1. "
                                                                    "Check that the folder exists and is writable.")
                             .arg(QDir::toNativeSeparators(fileName)));
    return Ok{};
}

} // namespace Tunebench
