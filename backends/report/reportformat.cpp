// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportformat.h"

namespace Tunebench {

QList<ReportFormat> ReportFormats::all()
{
    return {ReportFormat::Html, ReportFormat::Pdf, ReportFormat::Markdown, ReportFormat::Text,
            ReportFormat::Mail, ReportFormat::Csv, ReportFormat::Json,     ReportFormat::Flent};
}

QString ReportFormats::name(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return QStringLiteral("html");
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    case ReportFormat::Text:
        return QStringLiteral("txt");
    case ReportFormat::Mail:
        return QStringLiteral("mail");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        return QStringLiteral("json");
    case ReportFormat::Flent:
        return QStringLiteral("flent");
    }
    return QString();
}

std::optional<ReportFormat> ReportFormats::fromName(const QString &text)
{
    const QString lower = text.toLower();
    if (lower == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (lower == QLatin1String("text"))
        return ReportFormat::Text;
    if (lower == QLatin1String("flent.gz"))
        return ReportFormat::Flent;
    for (ReportFormat format : all())
        if (name(format) == lower)
            return format;
    return std::nullopt;
}

std::optional<ReportFormat> ReportFormats::fromFileName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    if (lower.endsWith(suffix(ReportFormat::Mail))) // before ".txt"
        return ReportFormat::Mail;
    for (ReportFormat format : all())
        if (lower.endsWith(suffix(format)))
            return format;
    if (lower.endsWith(QLatin1String(".htm")))
        return ReportFormat::Html;
    if (lower.endsWith(QLatin1String(".markdown")))
        return ReportFormat::Markdown;
    return std::nullopt;
}

QString ReportFormats::suffix(ReportFormat format)
{
    if (format == ReportFormat::Mail)
        return QStringLiteral(".mail.txt");
    return format == ReportFormat::Flent ? QStringLiteral(".flent.gz") : QLatin1Char('.') + name(format);
}

QString ReportFormats::description(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return tr("HTML, one self-contained file with its charts (*.html)");
    case ReportFormat::Pdf:
        return tr("PDF with vector charts (*.pdf)");
    case ReportFormat::Markdown:
        return tr("Markdown, charts as PNG files beside it (*.md)");
    case ReportFormat::Text:
        return tr("Plain text for mailing lists, 80 columns (*.txt)");
    case ReportFormat::Mail:
        return tr("Plain text for a mail reply: 72 columns, compact (*.mail.txt)");
    case ReportFormat::Csv:
        return tr("CSV: runs, and interim samples in a second file (*.csv)");
    case ReportFormat::Json:
        return tr("Tunebench JSON, everything, imports back (*.json)");
    case ReportFormat::Flent:
        return tr("Flent data file (*.flent.gz)");
    }
    return QString();
}

bool ReportFormats::needsRenderer(ReportFormat format)
{
    return format == ReportFormat::Html || format == ReportFormat::Pdf || format == ReportFormat::Markdown;
}

bool ReportFormats::isText(ReportFormat format)
{
    return format != ReportFormat::Pdf && format != ReportFormat::Flent;
}

} // namespace Tunebench
