// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks on written reports shared by the report unit tests and the bed test: each returns an
// empty string when the file is good, else what is wrong with it.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <optional>

namespace Tunebench::Test {

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Mailing-list text: UTF-8, no tab, no line over @p width characters, not empty.
inline QString checkMailText(const QByteArray &data, int width = 80)
{
    if (data.trimmed().isEmpty())
        return QStringLiteral("the text is empty");
    if (data.contains('\t'))
        return QStringLiteral("the text contains a tab");
    const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines.at(i).size() > width)
            return QStringLiteral("line %1 has %2 characters: %3").arg(i + 1).arg(lines.at(i).size()).arg(lines.at(i));
    return {};
}

/// HTML that is well-formed XML, holds at least @p minCharts inline <svg> charts and refers to
/// nothing outside itself: no script, link, iframe or object, no src/href but "#..." or data:,
/// no url() but url(#...), and "http" only in xmlns namespace names.
inline QString checkSelfContainedHtml(const QByteArray &html, int minCharts, int *chartsFound = nullptr)
{
    QXmlStreamReader xml(html);
    int svgs = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QString name = xml.name().toString().toLower();
        if (name == QLatin1String("svg"))
            ++svgs;
        for (const char *forbidden : {"script", "link", "iframe", "object", "embed"})
            if (name == QLatin1String(forbidden))
                return QStringLiteral("the HTML has a <%1> element").arg(name);
        for (const QXmlStreamAttribute &attribute : xml.attributes()) {
            const QString attr = attribute.qualifiedName().toString().toLower();
            const QString value = attribute.value().toString().trimmed();
            const bool reference = attr == QLatin1String("src") || attr == QLatin1String("href") || attr.endsWith(QLatin1String(":href"));
            if (reference && !value.startsWith(QLatin1Char('#')) && !value.startsWith(QLatin1String("data:")))
                return QStringLiteral("<%1 %2=\"%3\"> refers outside the file").arg(name, attr, value.left(80));
            if (value.contains(QLatin1String("url(")) && !value.contains(QLatin1String("url(#")))
                return QStringLiteral("<%1 %2> has an external url()").arg(name, attr);
        }
    }
    if (xml.hasError())
        return QStringLiteral("the HTML is not well-formed XML: %1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    QString text = QString::fromUtf8(html);
    text.remove(QRegularExpression(QStringLiteral("xmlns(:\\w+)?=\"[^\"]*\"")));
    if (text.contains(QLatin1String("http:")) || text.contains(QLatin1String("https:")) || text.contains(QLatin1String("ftp:")))
        return QStringLiteral("the HTML names a URL outside a namespace declaration");
    static const QRegularExpression urls(QStringLiteral("url\\((?!#)"));
    if (text.contains(urls))
        return QStringLiteral("the HTML's styles refer to something outside the file");
    if (chartsFound)
        *chartsFound = svgs;
    if (svgs < minCharts)
        return QStringLiteral("the HTML has %1 inline SVG charts, expected at least %2").arg(svgs).arg(minCharts);
    return {};
}

/// Share of pixels that are not (near) white.
inline double inkShare(const QImage &image)
{
    if (image.isNull())
        return 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    qint64 ink = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if (qGray(line[x]) < 240)
                ++ink;
    }
    return double(ink) / (double(rgb.width()) * rgb.height());
}

/// Converts @p pdf with pdftoppm and checks that every page has ink; returns the page count.
inline QString checkPdfPages(const QString &pdf, int *pages)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty())
        return QStringLiteral("pdftoppm is not installed (apt-get install poppler-utils)");
    QTemporaryDir dir;
    QProcess process;
    process.start(pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"), pdf,
                             dir.filePath(QStringLiteral("page"))});
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return QStringLiteral("pdftoppm failed: %1").arg(QString::fromUtf8(process.readAllStandardError()));
    const QStringList files = QDir(dir.path()).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        return QStringLiteral("pdftoppm made no page images");
    for (const QString &file : files) {
        const double share = inkShare(QImage(dir.filePath(file)));
        if (share < 0.005)
            return QStringLiteral("%1 is blank (%2% ink)").arg(file).arg(share * 100);
    }
    *pages = int(files.size());
    return {};
}

/// The text of a PDF as pdftotext extracts it (vector text only; a raster chart has none).
inline QString pdfText(const QString &pdf)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return {};
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// Raster images in a PDF (pdfimages -list); -1 when pdfimages is missing. Vector charts have none.
inline int pdfRasterImages(const QString &pdf)
{
    const QString pdfimages = QStandardPaths::findExecutable(QStringLiteral("pdfimages"));
    if (pdfimages.isEmpty())
        return -1;
    QProcess process;
    process.start(pdfimages, {QStringLiteral("-list"), pdf});
    process.waitForFinished(60000);
    const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
    return int(std::max<qsizetype>(0, lines.size() - 2)); // after the header and its rule
}

/// RFC 4180 CSV into rows of fields.
inline std::optional<QList<QStringList>> parseCsv(const QByteArray &data)
{
    const QString text = QString::fromUtf8(data);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && !fieldStarted) {
            quoted = fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
            fieldStarted = false;
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            fieldStarted = false;
            ++i;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\n')) {
            return std::nullopt; // a quote inside an unquoted field, or a bare LF
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted || !field.isEmpty() || !row.isEmpty())
        return std::nullopt; // the last record must end in CRLF
    return rows;
}

/// `flent -i FILE -f stats`: per series, the statistics Flent prints ("Mean", "Median", "Min",
/// "Max", ...). Empty with @p error set when flent failed. Flent's mean is the series' MEAN_VALUE
/// (netperf's own mean, as Flent records it) where there is one; the others are the samples'.
inline QMap<QString, QMap<QString, double>> flentStats(const QString &file, QString *error)
{
    QMap<QString, QMap<QString, double>> stats;
    const QString flent = QStandardPaths::findExecutable(QStringLiteral("flent"));
    if (flent.isEmpty()) {
        *error = QStringLiteral("flent is not installed (apt-get install flent)");
        return stats;
    }
    QProcess process;
    process.start(flent, {QStringLiteral("-i"), file, QStringLiteral("-f"), QStringLiteral("stats")});
    if (!process.waitForFinished(120000) || process.exitCode() != 0) {
        *error = QStringLiteral("flent failed: %1").arg(QString::fromUtf8(process.readAllStandardError()));
        return stats;
    }
    QString series;
    for (const QString &line : QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String(" ")) && !line.startsWith(QLatin1String("  ")) && line.endsWith(QLatin1Char(':'))) {
            series = line.trimmed().chopped(1);
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (series.isEmpty() || !line.startsWith(QLatin1String("  ")) || colon < 0)
            continue;
        bool ok = false;
        const double value = line.mid(colon + 1).trimmed().section(QLatin1Char(' '), 0, 0).toDouble(&ok);
        if (ok)
            stats[series].insert(line.left(colon).trimmed(), value);
    }
    if (stats.isEmpty())
        *error = QStringLiteral("flent printed no statistics");
    return stats;
}

} // namespace Tunebench::Test
