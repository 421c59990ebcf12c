// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/markdownreportwriter.h"

namespace Tunebench {

namespace {

QString cell(const QString &text)
{
    QString escaped = MarkdownReportWriter::escape(text);
    escaped.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    escaped.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return escaped.isEmpty() ? QStringLiteral(" ") : escaped;
}

QString tableMarkdown(const ReportTable &table)
{
    QStringList header, rule;
    for (qsizetype c = 0; c < table.header.size(); ++c) {
        header << cell(table.header.at(c));
        rule << (table.numeric.value(c) ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    QString out = QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n| ")
        + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    for (const QStringList &row : table.rows) {
        QStringList cells;
        for (qsizetype c = 0; c < table.header.size(); ++c)
            cells << cell(row.value(c));
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    return out;
}

} // namespace

QString MarkdownReportWriter::escape(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (QStringLiteral("\\`*_[]<>#").contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QByteArray MarkdownReportWriter::write(const ReportDocument &document, const QStringList &images)
{
    QStringList parts;
    for (const ReportBlock &block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading:
            parts << QString(std::clamp(block.level, 1, 6), QLatin1Char('#')) + QLatin1Char(' ') + escape(block.text);
            break;
        case ReportBlock::Kind::Paragraph:
            parts << escape(block.text);
            break;
        case ReportBlock::Kind::List: {
            QStringList items;
            for (const QString &item : block.items)
                items << QStringLiteral("- ") + escape(item);
            parts << items.join(QLatin1Char('\n'));
            break;
        }
        case ReportBlock::Kind::Code:
            parts << QStringLiteral("```sh\n") + block.text + QStringLiteral("\n```");
            break;
        case ReportBlock::Kind::Table:
            parts << tableMarkdown(block.table).chopped(1);
            break;
        case ReportBlock::Kind::Chart:
            parts << QStringLiteral("![%1](%2)\n\n*%1*").arg(escape(block.text), QString(images.value(block.chart)).replace(QLatin1Char(' '), QStringLiteral("%20")));
            break;
        }
    }
    return (parts.join(QStringLiteral("\n\n")) + QLatin1Char('\n')).toUtf8();
}

} // namespace Tunebench
