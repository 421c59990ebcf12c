// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/htmlreportwriter.h"

#include "report/chartrenderer.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

const char *const kStyle =
    "body{font-family:sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222;line-height:1.4}"
    "h1{font-size:1.6em}h2{font-size:1.25em;border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}"
    "h3{font-size:1.05em}"
    "table{border-collapse:collapse;margin:.6em 0}th,td{border:1px solid #ccc;padding:.25em .6em;vertical-align:top}"
    "th{background:#f3f3f3;text-align:left}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}"
    "pre{background:#f6f6f6;padding:.6em;overflow-x:auto}"
    "figure{margin:1em 0}figure svg{width:100%;height:auto}figcaption{font-size:.9em;color:#555}";

QString cellText(const QString &text)
{
    return HtmlReportWriter::escape(text).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QString tableHtml(const ReportTable &table)
{
    QString html = QStringLiteral("<table>\n<thead><tr>");
    for (qsizetype c = 0; c < table.header.size(); ++c)
        html += (table.numeric.value(c) ? QStringLiteral("<th class=\"num\">") : QStringLiteral("<th>"))
            + cellText(table.header.at(c)) + QStringLiteral("</th>");
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QStringList &row : table.rows) {
        html += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < table.header.size(); ++c)
            html += (table.numeric.value(c) ? QStringLiteral("<td class=\"num\">") : QStringLiteral("<td>"))
                + cellText(row.value(c)) + QStringLiteral("</td>");
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody>\n</table>\n");
}

} // namespace

QString HtmlReportWriter::escape(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '"':
            out += QStringLiteral("&quot;");
            break;
        default:
            // Control characters are not allowed in XML; raw netperf output can carry them.
            if (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
                out += QChar(0xFFFD);
            else
                out += c;
        }
    }
    return out;
}

QByteArray HtmlReportWriter::inlineSvg(const QByteArray &svg, const QString &idPrefix)
{
    QString text = QString::fromUtf8(svg);
    const qsizetype start = text.indexOf(QLatin1String("<svg"));
    if (start > 0)
        text.remove(0, start);
    static const QRegularExpression ids(QStringLiteral("\\bid=\"([^\"]+)\""));
    static const QRegularExpression urls(QStringLiteral("url\\(#([^)]+)\\)"));
    static const QRegularExpression hrefs(QStringLiteral("href=\"#([^\"]+)\""));
    text.replace(ids, QStringLiteral("id=\"%1\\1\"").arg(idPrefix));
    text.replace(urls, QStringLiteral("url(#%1\\1)").arg(idPrefix));
    text.replace(hrefs, QStringLiteral("href=\"#%1\\1\"").arg(idPrefix));
    return text.toUtf8();
}

Result<QByteArray> HtmlReportWriter::write(const ReportDocument &document, ChartRenderer &renderer)
{
    QByteArray html;
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>";
    html += escape(document.title).toUtf8();
    html += "</title>\n<meta name=\"generator\" content=\"Tunebench\"/>\n<style>";
    html += kStyle;
    html += "</style>\n</head>\n<body>\n";
    for (const ReportBlock &block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading: {
            const QString tag = QStringLiteral("h%1").arg(std::clamp(block.level, 1, 6));
            html += QStringLiteral("<%1>%2</%1>\n").arg(tag, escape(block.text)).toUtf8();
            break;
        }
        case ReportBlock::Kind::Paragraph:
            html += QStringLiteral("<p>%1</p>\n").arg(escape(block.text)).toUtf8();
            break;
        case ReportBlock::Kind::List: {
            html += "<ul>\n";
            for (const QString &item : block.items)
                html += QStringLiteral("<li>%1</li>\n").arg(escape(item)).toUtf8();
            html += "</ul>\n";
            break;
        }
        case ReportBlock::Kind::Code:
            html += QStringLiteral("<pre><code>%1</code></pre>\n").arg(escape(block.text)).toUtf8();
            break;
        case ReportBlock::Kind::Table:
            html += tableHtml(block.table).toUtf8();
            break;
        case ReportBlock::Kind::Chart: {
            auto svg = renderer.svg(document.charts.at(block.chart));
            if (!svg)
                return svg.error();
            html += QStringLiteral("<figure id=\"%1\">\n").arg(escape(document.charts.at(block.chart).id)).toUtf8();
            html += inlineSvg(svg.value(), QStringLiteral("c%1-").arg(block.chart));
            html += QStringLiteral("\n<figcaption>%1</figcaption>\n</figure>\n").arg(escape(block.text)).toUtf8();
            break;
        }
        }
    }
    html += "</body>\n</html>\n";
    return html;
}

} // namespace Tunebench
