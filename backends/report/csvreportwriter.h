// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Tunebench {

struct ReportModel;

/// The report as CSV (RFC 4180: comma-separated, CRLF line ends, fields with commas, quotes or
/// line breaks in double quotes), as two tables in two files because a spreadsheet reads one
/// table per file: one row per run (runs()), and one row per interim sample (samples()), which
/// names its run by the same run number. The export writes runs to the file asked for and the
/// samples next to it, "NAME.csv" -> "NAME.samples.csv" (samplesFileName()).
class CsvReportWriter
{
public:
    [[nodiscard]] static QByteArray runs(const ReportModel &model);
    [[nodiscard]] static QByteArray samples(const ReportModel &model);
    [[nodiscard]] static QString samplesFileName(const QString &runsFileName);
    [[nodiscard]] static QString field(const QString &text);
    [[nodiscard]] static QByteArray row(const QStringList &fields);
};

} // namespace Tunebench
