// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include <QByteArray>
#include <QStringList>

namespace Tunebench {

/// The report as plain text for a mailing list: no line longer than @p width columns (80 unless
/// told), no tabs, tables laid out as netperf lays out its own (stacked column titles, a blank
/// line, the rows), long command lines continued with a backslash so they still paste into a
/// shell. Columns that do not fit are wrapped; a table that cannot fit at all is written row by
/// row as "title: value" lines. UTF-8; widths are counted in characters.
class TextReportWriter
{
public:
    static constexpr int DefaultWidth = 80;

    [[nodiscard]] static QByteArray write(const ReportDocument &document, int width = DefaultWidth);

    /// Greedy word wrap; words longer than @p width are cut.
    [[nodiscard]] static QStringList wrap(const QString &text, int width);
    [[nodiscard]] static QStringList renderTable(const ReportTable &table, int width);
    /// A shell command broken at blanks with " \" continuations, each line at most @p width wide.
    [[nodiscard]] static QStringList breakCommand(const QString &line, int width);
};

} // namespace Tunebench
