// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportformat.h"

#include <QImage>
#include <QString>

class QSize;

namespace Tunebench::ExportOutput {

// The export dialog's look at files and rendered output, apart from its widgets.

/// @p path with the suffix of @p format in place of a report suffix it has.
[[nodiscard]] QString withSuffix(const QString &path, ReportFormat format);
/// Where experiment @p id's report goes unless the user says: the last folder used, else Documents.
[[nodiscard]] QString defaultPath(qint64 id);
/// The pages of a PDF that Qt wrote.
[[nodiscard]] int pdfPages(const QByteArray &pdf);
/// The longest line of @p text, in characters (the preview says how wide a text report is).
[[nodiscard]] int widestLine(const QString &text);
/// QTextDocument cannot draw inline SVG: a chart as an image drawn with Qt Svg (at 2x), and its size.
[[nodiscard]] QImage svgImage(const QString &svg, QSize *size);

} // namespace Tunebench::ExportOutput
