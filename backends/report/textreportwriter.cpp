// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/textreportwriter.h"

#include <algorithm>
#include <numeric>

namespace Tunebench {

namespace {

constexpr int kGap = 2;     // blanks between table columns, as netperf leaves at least that
constexpr int kMinColumn = 6;

QString clean(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QString());
    return text;
}

QString pad(const QString &text, int width, bool right)
{
    return right ? text.rightJustified(width) : text.leftJustified(width);
}

int gaps(qsizetype columns)
{
    return kGap * int(std::max<qsizetype>(0, columns - 1));
}

QList<QStringList> headerParts(const ReportTable &table)
{
    QList<QStringList> parts;
    for (const QString &title : table.header)
        parts << clean(title).split(QLatin1Char('\n'));
    return parts;
}

QList<int> naturalWidths(const ReportTable &table)
{
    QList<int> widths;
    const QList<QStringList> parts = headerParts(table);
    for (qsizetype c = 0; c < table.header.size(); ++c) {
        int w = 1;
        for (const QString &part : parts.at(c))
            w = std::max(w, int(part.size()));
        for (const QStringList &row : table.rows)
            w = std::max(w, int(clean(row.value(c)).size()));
        widths << w;
    }
    return widths;
}

// Narrows the widest text columns until the table fits; false when it cannot.
bool fitWidths(const ReportTable &table, QList<int> &widths, int width)
{
    auto total = [&widths] { return std::accumulate(widths.cbegin(), widths.cend(), 0) + gaps(widths.size()); };
    while (total() > width) {
        int widest = -1;
        for (qsizetype c = 0; c < widths.size(); ++c) {
            const bool numeric = table.numeric.value(c, false);
            if (!numeric && widths.at(c) > kMinColumn && (widest < 0 || widths.at(c) > widths.at(widest)))
                widest = int(c);
        }
        if (widest < 0)
            return false;
        --widths[widest];
    }
    return true;
}

QStringList renderRecords(const ReportTable &table, int width)
{
    QStringList lines;
    const QList<QStringList> parts = headerParts(table);
    for (const QStringList &row : table.rows) {
        for (qsizetype c = 0; c < table.header.size(); ++c) {
            const QString text = parts.at(c).join(QLatin1Char(' ')) + QStringLiteral(": ") + clean(row.value(c));
            const QStringList wrapped = TextReportWriter::wrap(text, width - 2);
            for (qsizetype i = 0; i < wrapped.size(); ++i)
                lines << (i == 0 ? QString() : QStringLiteral("  ")) + wrapped.at(i);
        }
        lines << QString();
    }
    if (!lines.isEmpty())
        lines.removeLast();
    return lines;
}

void appendRow(QStringList &lines, const QList<QStringList> &cells, const QList<int> &widths, const ReportTable &table)
{
    qsizetype height = 0;
    for (const QStringList &cell : cells)
        height = std::max(height, cell.size());
    for (qsizetype line = 0; line < height; ++line) {
        QStringList pieces;
        for (qsizetype c = 0; c < cells.size(); ++c)
            pieces << pad(cells.at(c).value(line), widths.at(c), table.numeric.value(c, false));
        QString text = pieces.join(QString(kGap, QLatin1Char(' ')));
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        lines << text;
    }
}

} // namespace

QStringList TextReportWriter::wrap(const QString &text, int width)
{
    QStringList lines;
    QString current;
    for (QString word : clean(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!current.isEmpty() && current.size() + 1 + word.size() <= width) {
            current += QLatin1Char(' ') + word;
            continue;
        }
        if (!current.isEmpty())
            lines << current;
        current.clear();
        while (word.size() > width) {
            lines << word.left(width);
            word = word.mid(width);
        }
        current = word;
    }
    if (!current.isEmpty() || lines.isEmpty())
        lines << current;
    return lines;
}

QStringList TextReportWriter::renderTable(const ReportTable &table, int width)
{
    QList<int> widths = naturalWidths(table);
    if (!fitWidths(table, widths, width))
        return renderRecords(table, width);
    QStringList lines;
    QList<QStringList> header;
    const QList<QStringList> parts = headerParts(table);
    for (qsizetype c = 0; c < parts.size(); ++c) {
        QStringList wrapped;
        for (const QString &part : parts.at(c))
            wrapped << wrap(part, widths.at(c));
        header << wrapped;
    }
    appendRow(lines, header, widths, table);
    lines << QString();
    for (const QStringList &row : table.rows) {
        QList<QStringList> cells;
        for (qsizetype c = 0; c < widths.size(); ++c)
            cells << wrap(row.value(c), widths.at(c));
        appendRow(lines, cells, widths, table);
    }
    return lines;
}

QStringList TextReportWriter::breakCommand(const QString &line, int width)
{
    const QString text = clean(line);
    if (text.size() <= width)
        return {text};
    QStringList lines;
    const QString indent(4, QLatin1Char(' '));
    QString current;
    // A line ends in " \" (2 columns); continuation lines start with the indent.
    for (QString word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const int limit = width - 2;
        if (!current.isEmpty() && current.size() + 1 + word.size() <= limit) {
            current += QLatin1Char(' ') + word;
            continue;
        }
        if (!current.isEmpty()) {
            lines << current + QStringLiteral(" \\");
            current = indent;
        }
        // A word that fits no line is cut with a bare backslash, which the shell joins back.
        while (current.size() + word.size() > limit) {
            const qsizetype take = std::max<qsizetype>(1, limit - current.size());
            lines << current + word.left(take) + QLatin1Char('\\');
            word = word.mid(take);
            current = indent;
        }
        current += word;
    }
    lines << current;
    return lines;
}

QByteArray TextReportWriter::write(const ReportDocument &document, int width)
{
    QStringList out;
    auto blank = [&out] {
        if (!out.isEmpty() && !out.constLast().isEmpty())
            out << QString();
    };
    for (const ReportBlock &block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading: {
            blank();
            const QStringList lines = wrap(block.text, width);
            out << lines;
            int longest = 0;
            for (const QString &line : lines)
                longest = std::max(longest, int(line.size()));
            if (block.level <= 2)
                out << QString(longest, block.level == 1 ? QLatin1Char('=') : QLatin1Char('-'));
            out << QString();
            break;
        }
        case ReportBlock::Kind::Paragraph:
            out << wrap(block.text, width) << QString();
            break;
        case ReportBlock::Kind::List:
            for (const QString &item : block.items) {
                const QStringList lines = wrap(item, width - 4);
                for (qsizetype i = 0; i < lines.size(); ++i)
                    out << (i == 0 ? QStringLiteral("  - ") : QStringLiteral("    ")) + lines.at(i);
            }
            out << QString();
            break;
        case ReportBlock::Kind::Code:
            for (const QString &line : block.text.split(QLatin1Char('\n'))) {
                if (!line.startsWith(QLatin1Char('#'))) {
                    out << breakCommand(line, width);
                    continue;
                }
                // A comment cannot be continued with a backslash: each piece is a comment of its own.
                for (const QString &piece : wrap(line.mid(1), width - 2))
                    out << QStringLiteral("# ") + piece;
            }
            out << QString();
            break;
        case ReportBlock::Kind::Table:
            out << renderTable(block.table, width) << QString();
            break;
        case ReportBlock::Kind::Chart:
            break; // plain text carries no charts; the numbers behind them are in the tables
        }
    }
    while (!out.isEmpty() && out.constLast().isEmpty())
        out.removeLast();
    return (out.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace Tunebench
