// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportexporter.h"

#include "core/logging.h"
#include "report/chartrenderer.h"
#include "report/csvreportwriter.h"
#include "report/flentwriter.h"
#include "report/htmlreportwriter.h"
#include "report/markdownreportwriter.h"
#include "report/reportcomposer.h"
#include "report/reportmodel.h"
#include "report/mailreportwriter.h"
#include "report/textreportwriter.h"
#include "report/tunebenchjson.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

namespace Tunebench {

namespace {

Status saveFile(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return makeError(ErrorCode::Io, ReportExporter::tr("Cannot write %1: %2. Check that the folder exists and is writable.")
                                            .arg(QDir::toNativeSeparators(path), file.errorString()));
    return Ok{};
}

Status needRenderer(ChartRenderer *renderer, ReportFormat format)
{
    if (renderer || !ReportFormats::needsRenderer(format))
        return Ok{};
    return makeError(ErrorCode::Unsupported,
                     ReportExporter::tr("A %1 report has charts, which need Tunebench's chart drawing (a graphical "
                                        "session or Qt's offscreen platform).")
                         .arg(ReportFormats::name(format).toUpper()));
}

QString chartImageName(const QString &markdownPath, const QString &chartId)
{
    QString base = QFileInfo(markdownPath).fileName();
    if (base.endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
        base.chop(3);
    return base + QLatin1Char('-') + chartId + QStringLiteral(".png");
}

ReportDocument compose(const ReportModel &model, const ReportExportOptions &options)
{
    return ReportComposer::compose(model, {options.charts});
}

QStringList chartImages(const ReportDocument &document, const QString &path)
{
    QStringList names;
    for (const ChartSpec &chart : document.charts)
        names << chartImageName(path, chart.id);
    return names;
}

} // namespace

QStringList ReportExporter::outputFiles(const ReportModel &model, ReportFormat format, const QString &path,
                                        const ReportExportOptions &options)
{
    return outputFiles(format == ReportFormat::Markdown ? chartIds(model, options) : QStringList(), format, path);
}

QStringList ReportExporter::outputFiles(const QStringList &chartIds, ReportFormat format, const QString &path)
{
    QStringList files{path};
    if (format == ReportFormat::Csv)
        files << CsvReportWriter::samplesFileName(path);
    if (format == ReportFormat::Markdown) {
        const QDir dir = QFileInfo(path).dir();
        for (const QString &id : chartIds)
            files << dir.filePath(chartImageName(path, id));
    }
    return files;
}

QStringList ReportExporter::chartIds(const ReportModel &model, const ReportExportOptions &options)
{
    QStringList ids;
    for (const ChartSpec &chart : compose(model, options).charts)
        ids << chart.id;
    return ids;
}

Result<QByteArray> ReportExporter::render(const ReportModel &model, ReportFormat format, ChartRenderer *renderer,
                                          const ReportExportOptions &options)
{
    if (const Status ready = needRenderer(renderer, format); !ready)
        return ready.error();
    switch (format) {
    case ReportFormat::Html:
        return HtmlReportWriter::write(compose(model, options), *renderer);
    case ReportFormat::Markdown: {
        const ReportDocument document = compose(model, options);
        return MarkdownReportWriter::write(document, chartImages(document, QStringLiteral("report.md")));
    }
    case ReportFormat::Text:
        return TextReportWriter::write(ReportComposer::compose(model, {false}));
    case ReportFormat::Mail:
        return MailReportWriter::write(model);
    case ReportFormat::Csv:
        return CsvReportWriter::runs(model);
    case ReportFormat::Json:
        return TunebenchJson::write(model);
    case ReportFormat::Flent:
        return FlentWriter::write(model);
    case ReportFormat::Pdf: {
        QTemporaryDir dir;
        if (!dir.isValid())
            return makeError(ErrorCode::Io, tr("Cannot create a temporary folder for the PDF: %1").arg(dir.errorString()));
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        if (const Status written = renderer->pdf(compose(model, options), path); !written)
            return written.error();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return makeError(ErrorCode::Io, tr("Cannot read the PDF back: %1").arg(file.errorString()));
        return file.readAll();
    }
    }
    return makeError(ErrorCode::Internal, tr("Unknown report format."));
}

Result<QStringList> ReportExporter::write(const ReportModel &model, ReportFormat format, const QString &path,
                                          ChartRenderer *renderer, const ReportExportOptions &options)
{
    if (const Status ready = needRenderer(renderer, format); !ready)
        return ready.error();
    qCDebug(lcReport) << "writing experiment" << model.id() << "as" << ReportFormats::name(format) << "to" << path;
    if (format == ReportFormat::Pdf) {
        // Written by the renderer itself (QPdfWriter); through a temporary file so a failure
        // never leaves half a PDF behind.
        QSaveFile target(path);
        if (!target.open(QIODevice::WriteOnly))
            return makeError(ErrorCode::Io, tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), target.errorString()));
        auto pdf = render(model, format, renderer, options);
        if (!pdf)
            return pdf.error();
        target.write(pdf.value());
        if (!target.commit())
            return makeError(ErrorCode::Io, tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), target.errorString()));
        return QStringList{path};
    }
    if (format == ReportFormat::Markdown) {
        const ReportDocument document = compose(model, options);
        const QStringList images = chartImages(document, path);
        const QDir dir = QFileInfo(path).dir();
        QStringList files{path};
        for (qsizetype i = 0; i < document.charts.size(); ++i) {
            auto png = renderer->png(document.charts.at(i), 2.0);
            if (!png)
                return png.error();
            files << dir.filePath(images.at(i));
            if (const Status saved = saveFile(files.constLast(), png.value()); !saved)
                return saved.error();
        }
        if (const Status saved = saveFile(path, MarkdownReportWriter::write(document, images)); !saved)
            return saved.error();
        return files;
    }
    auto data = render(model, format, renderer, options);
    if (!data)
        return data.error();
    if (const Status saved = saveFile(path, data.value()); !saved)
        return saved.error();
    if (format != ReportFormat::Csv)
        return QStringList{path};
    const QString samples = CsvReportWriter::samplesFileName(path);
    if (const Status saved = saveFile(samples, CsvReportWriter::samples(model)); !saved)
        return saved.error();
    return QStringList{path, samples};
}

} // namespace Tunebench
