// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Tunebench {

enum class ReportFormat { Html, Pdf, Markdown, Text, Mail, Csv, Json, Flent };

/// Names, file suffixes and needs of the report formats.
class ReportFormats
{
    Q_DECLARE_TR_FUNCTIONS(ReportFormats)
public:
    [[nodiscard]] static QList<ReportFormat> all();
    /// "html", "pdf", "md", "txt", "mail", "csv", "json", "flent": what `report --format` takes.
    [[nodiscard]] static QString name(ReportFormat format);
    /// Also accepts "markdown", "text" and "flent.gz".
    [[nodiscard]] static std::optional<ReportFormat> fromName(const QString &text);
    /// From a file name's suffix (".flent.gz" for Flent).
    [[nodiscard]] static std::optional<ReportFormat> fromFileName(const QString &fileName);
    /// ".html", ".pdf", ".md", ".txt", ".mail.txt", ".csv", ".json", ".flent.gz"
    [[nodiscard]] static QString suffix(ReportFormat format);
    /// For a file dialog: "HTML, one self-contained file (*.html)".
    [[nodiscard]] static QString description(ReportFormat format);
    /// HTML, PDF and Markdown have charts, which need a ChartRenderer (and so a QApplication).
    [[nodiscard]] static bool needsRenderer(ReportFormat format);
    /// True for the formats whose main file is text a preview can show as it is.
    [[nodiscard]] static bool isText(ReportFormat format);
};

} // namespace Tunebench
