// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartspec.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Tunebench {

struct ReportTable
{
    /// Column titles; a '\n' stacks a title over several lines, as netperf's table headers do.
    QStringList header;
    QList<QStringList> rows;
    QList<bool> numeric; ///< right-aligned columns
};

/// One piece of a report, in reading order. The writers map blocks to their format.
struct ReportBlock
{
    enum class Kind { Heading, Paragraph, Table, Code, List, Chart };
    Kind kind = Kind::Paragraph;
    int level = 2;   ///< Heading: 1 is the title
    QString text;    ///< Heading, Paragraph, Code
    QStringList items; ///< List
    ReportTable table;
    int chart = -1; ///< Chart: index into ReportDocument::charts
};

/// The report's content laid out once for every format (HTML, Markdown, PDF, mailing-list text).
struct ReportDocument
{
    QString title;
    QList<ReportBlock> blocks;
    QList<ChartSpec> charts;
};

} // namespace Tunebench
