// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include <QByteArray>

namespace Tunebench {

/// The report as Markdown (CommonMark with GitHub's pipe tables). Charts are images beside the
/// file: @p images holds, for each of the document's charts, the file name the image link uses.
class MarkdownReportWriter
{
public:
    [[nodiscard]] static QByteArray write(const ReportDocument &document, const QStringList &images);
    /// @p text with Markdown's inline markup characters escaped.
    [[nodiscard]] static QString escape(const QString &text);
};

} // namespace Tunebench
