// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "report/reportdocument.h"

#include <QByteArray>

namespace Tunebench {

class ChartRenderer;

/// The report as one self-contained HTML file: styles inline, charts inline as SVG, no script,
/// no link, no reference to anything outside the file. It is also well-formed XML (XHTML
/// syntax), so XML tools read it.
class HtmlReportWriter
{
public:
    [[nodiscard]] static Result<QByteArray> write(const ReportDocument &document, ChartRenderer &renderer);

    [[nodiscard]] static QString escape(const QString &text);
    /// @p svg without its XML prolog, its ids prefixed with @p idPrefix (several charts in one
    /// page must not share clip-path ids), ready to sit inside HTML.
    [[nodiscard]] static QByteArray inlineSvg(const QByteArray &svg, const QString &idPrefix);
};

} // namespace Tunebench
