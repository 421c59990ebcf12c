// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "report/reportformat.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace Tunebench {

class ChartRenderer;
struct ReportModel;

/// What an export includes beyond the report's text and tables.
struct ReportExportOptions
{
    /// The charts of HTML, PDF and Markdown reports. Without them an HTML report is a small file
    /// that pastes into a wiki, and a Markdown report writes no PNG files beside it. The other
    /// formats have no charts either way.
    bool charts = true;
};

/// Writes a ReportModel in any format: the one entry point for the CLI's `report` command and the
/// GUI's export dialog. HTML, PDF and Markdown need a ChartRenderer; the others never draw.
class ReportExporter
{
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
public:
    /// The files an export to @p path writes, the main file first: CSV adds "NAME.samples.csv",
    /// Markdown one PNG per chart ("NAME-rate-timeseries.png") in the same folder.
    [[nodiscard]] static QStringList outputFiles(const ReportModel &model, ReportFormat format, const QString &path,
                                                 const ReportExportOptions &options = {});
    /// The same from the ids of the report's charts (chartIds()), which do not depend on the path:
    /// the export dialog lists the files for every path typed without composing the report again.
    [[nodiscard]] static QStringList outputFiles(const QStringList &chartIds, ReportFormat format, const QString &path);
    /// The ids of the charts the report has with @p options (a Markdown report writes one image each).
    [[nodiscard]] static QStringList chartIds(const ReportModel &model, const ReportExportOptions &options = {});
    /// Writes the report (each file replaced whole, never left half-written) and returns the files.
    [[nodiscard]] static Result<QStringList> write(const ReportModel &model, ReportFormat format, const QString &path,
                                                   ChartRenderer *renderer, const ReportExportOptions &options = {});
    /// The main file's bytes without writing anything: the export dialog's preview. For PDF
    /// these are the PDF's bytes, for Flent the gzipped file.
    [[nodiscard]] static Result<QByteArray> render(const ReportModel &model, ReportFormat format, ChartRenderer *renderer,
                                                   const ReportExportOptions &options = {});
};

} // namespace Tunebench
