// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/exportoutput.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>

namespace Tunebench::ExportOutput {

QString withSuffix(const QString &path, ReportFormat format)
{
    QString base = path;
    if (const auto current = ReportFormats::fromFileName(base))
        base.chop(ReportFormats::suffix(*current).size());
    return base + ReportFormats::suffix(format);
}

QString defaultPath(qint64 id)
{
    QString dir = QSettings().value(QStringLiteral("lastDirectory")).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QDir(dir).filePath(QStringLiteral("tunebench-experiment-%1").arg(id));
}

int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int pages = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++pages;
    return pages;
}

int widestLine(const QString &text)
{
    qsizetype widest = 0;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n')))
        widest = std::max(widest, line.size());
    return int(widest);
}

QImage svgImage(const QString &svg, QSize *size)
{
    QSvgRenderer renderer(svg.toUtf8());
    if (!renderer.isValid())
        return QImage();
    *size = renderer.defaultSize().isValid() ? renderer.defaultSize() : QSize(720, 330);
    QImage image(*size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(*size)));
    return image;
}

} // namespace Tunebench::ExportOutput
