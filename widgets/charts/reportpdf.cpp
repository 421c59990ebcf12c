// SPDX-License-Identifier: GPL-3.0-or-later
// QcpChartRenderer::pdf: the report's blocks as QTextDocument pages on a QPdfWriter. Charts are
// text objects that QCustomPlot draws straight onto the page's painter, so they stay vectors and
// their labels stay text.
#include "charts/reportcharts.h"

#include "charts/qcp.h"
#include "report/reportdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>

namespace Tunebench {

namespace {

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;

class ChartObject final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    ChartObject(const QList<ChartSpec> &charts, double width) : m_charts(charts), m_width(width) { }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const QSize size = m_charts.value(format.property(kChartIndex).toInt()).size;
        return QSizeF(m_width, m_width * size.height() / std::max(1, size.width()));
    }

    /// The page's painter: QCustomPlot draws with a QCPPainter, and pdf() paints pages with this one.
    void setPainter(QCPPainter *painter) { m_painter = painter; }
    /// The part of the document on the page being painted.
    void setPage(const QRectF &page) { m_page = page; }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        const int index = format.property(kChartIndex).toInt();
        // QCustomPlot sets clip rectangles of its own, which would let a chart that starts on the
        // next page draw into this one.
        if (!m_painter || painter != m_painter || index < 0 || index >= m_charts.size() || !m_page.intersects(rect))
            return;
        QCPPainter *qcp = m_painter;
        const ChartSpec &chart = m_charts.at(index);
        const std::unique_ptr<QCustomPlot> plot = QcpChartRenderer::buildPlot(chart);
        qcp->save();
        qcp->translate(rect.topLeft());
        qcp->scale(rect.width() / chart.size.width(), rect.height() / chart.size.height());
        plot->toPainter(qcp, chart.size.width(), chart.size.height());
        qcp->restore();
    }

private:
    QList<ChartSpec> m_charts;
    double m_width;
    QCPPainter *m_painter = nullptr;
    QRectF m_page;
};

struct Styles
{
    QFont body;
    QFont mono;
    double unit = 1; ///< device pixels per point
};

QTextCharFormat charFormat(const QFont &font, bool bold = false, double scale = 1.0)
{
    QTextCharFormat format;
    QFont f = font;
    f.setBold(bold);
    f.setPointSizeF(font.pointSizeF() * scale);
    format.setFont(f);
    return format;
}

QTextBlockFormat blockFormat(const Styles &styles, double before, double after)
{
    QTextBlockFormat format;
    format.setTopMargin(before * styles.unit);
    format.setBottomMargin(after * styles.unit);
    return format;
}

void addTable(QTextCursor &cursor, const ReportTable &table, const Styles &styles)
{
    QTextTableFormat format;
    format.setBorder(0.5 * styles.unit);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderBrush(QColor(0xaa, 0xaa, 0xaa));
    format.setCellSpacing(0);
    format.setBorderCollapse(true);
    format.setCellPadding(2 * styles.unit);
    format.setHeaderRowCount(1);
    format.setBottomMargin(6 * styles.unit);
    QTextTable *t = cursor.insertTable(int(table.rows.size()) + 1, int(table.header.size()), format);
    const auto fill = [&](int row, int column, const QString &text, bool bold) {
        QTextCursor cell = t->cellAt(row, column).firstCursorPosition();
        QTextBlockFormat alignment;
        alignment.setAlignment(table.numeric.value(column) ? Qt::AlignRight : Qt::AlignLeft);
        cell.setBlockFormat(alignment);
        QString flowing = text;
        flowing.replace(QLatin1Char('\n'), QChar::LineSeparator);
        cell.insertText(flowing, charFormat(styles.body, bold, 0.85));
    };
    for (int c = 0; c < table.header.size(); ++c)
        fill(0, c, table.header.at(c), true);
    for (int r = 0; r < table.rows.size(); ++r)
        for (int c = 0; c < table.header.size(); ++c)
            fill(r + 1, c, table.rows.at(r).value(c), false);
    cursor.movePosition(QTextCursor::End);
}

void addBlock(QTextCursor &cursor, const ReportBlock &block, const Styles &styles, bool first)
{
    const auto newBlock = [&](const QTextBlockFormat &format, const QTextCharFormat &chars) {
        if (first) {
            cursor.setBlockFormat(format);
            cursor.setBlockCharFormat(chars);
        } else {
            cursor.insertBlock(format, chars);
        }
    };
    switch (block.kind) {
    case ReportBlock::Kind::Heading: {
        const double scale = block.level == 1 ? 1.6 : block.level == 2 ? 1.25 : 1.05;
        const QTextCharFormat chars = charFormat(styles.body, true, scale);
        newBlock(blockFormat(styles, block.level == 1 ? 0 : 10, 4), chars);
        cursor.insertText(block.text, chars);
        break;
    }
    case ReportBlock::Kind::Paragraph:
        newBlock(blockFormat(styles, 2, 4), charFormat(styles.body));
        cursor.insertText(block.text, charFormat(styles.body));
        break;
    case ReportBlock::Kind::List:
        for (const QString &item : block.items) {
            QTextBlockFormat format = blockFormat(styles, 1, 1);
            format.setLeftMargin(14 * styles.unit);
            format.setTextIndent(-8 * styles.unit);
            cursor.insertBlock(format, charFormat(styles.body));
            cursor.insertText(QStringLiteral("\u2022 ") + item, charFormat(styles.body));
        }
        break;
    case ReportBlock::Kind::Code: {
        QTextBlockFormat format = blockFormat(styles, 2, 6);
        format.setBackground(QColor(0xf3, 0xf3, 0xf3));
        format.setNonBreakableLines(false);
        QString text = block.text;
        text.replace(QLatin1Char('\n'), QChar::LineSeparator);
        cursor.insertBlock(format, charFormat(styles.mono, false, 0.85));
        cursor.insertText(text, charFormat(styles.mono, false, 0.85));
        break;
    }
    case ReportBlock::Kind::Table:
        cursor.insertBlock(blockFormat(styles, 2, 0), charFormat(styles.body));
        addTable(cursor, block.table, styles);
        break;
    case ReportBlock::Kind::Chart: {
        QTextBlockFormat format = blockFormat(styles, 8, 2);
        format.setAlignment(Qt::AlignHCenter);
        cursor.insertBlock(format);
        QTextCharFormat chart;
        chart.setObjectType(kChartObject);
        chart.setProperty(kChartIndex, block.chart);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), chart);
        QTextBlockFormat caption = blockFormat(styles, 0, 8);
        caption.setAlignment(Qt::AlignHCenter);
        cursor.insertBlock(caption, charFormat(styles.body, false, 0.85));
        cursor.insertText(block.text, charFormat(styles.body, false, 0.85));
        break;
    }
    }
}

} // namespace

Status QcpChartRenderer::pdf(const ReportDocument &document, const QString &path)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    // Screen resolution, as QCustomPlot::savePdf uses: chart sizes are in pixels at 96 dpi and
    // its fonts in points, so both scale together onto the page. Output is vector all the same.
    writer.setResolution(96);
    writer.setTitle(document.title);
    writer.setCreator(QStringLiteral("Tunebench"));
    const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());

    QTextDocument text;
    text.documentLayout()->setPaintDevice(&writer);
    text.setPageSize(page.size());
    text.setDocumentMargin(0);
    Styles styles;
    styles.unit = writer.resolution() / 72.0;
    styles.body = QGuiApplication::font();
    styles.body.setPointSizeF(9.5);
    styles.mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    styles.mono.setPointSizeF(9.5);
    text.setDefaultFont(styles.body);

    ChartObject charts(document.charts, page.width());
    text.documentLayout()->registerHandler(kChartObject, &charts);

    QTextCursor cursor(&text);
    // One edit block: the layout runs once at the end, not after every cell.
    cursor.beginEditBlock();
    for (qsizetype i = 0; i < document.blocks.size(); ++i)
        addBlock(cursor, document.blocks.at(i), styles, i == 0);
    cursor.endEditBlock();

    QCPPainter painter;
    if (!painter.begin(&writer))
        return makeError(ErrorCode::Io, QCoreApplication::translate("ReportCharts", "Cannot write the PDF %1.").arg(path));
    painter.setMode(QCPPainter::pmVectorized);
    charts.setPainter(&painter);
    const int pages = text.pageCount();
    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -double(p) * page.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, double(p) * page.height(), page.width(), page.height());
        // Blocks that start on the next page can reach into this one's bottom margin otherwise.
        painter.setClipRect(context.clip);
        charts.setPage(context.clip);
        context.palette.setColor(QPalette::Text, Qt::black);
        text.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(charFormat(styles.body, false, 0.8).font());
        painter.setPen(QColor(0x77, 0x77, 0x77));
        painter.drawText(QRectF(0, page.height() + 2 * styles.unit, page.width(), 12 * styles.unit), Qt::AlignRight,
                         QStringLiteral("%1 / %2").arg(p + 1).arg(pages));
    }
    if (!painter.end())
        return makeError(ErrorCode::Io, QCoreApplication::translate("ReportCharts", "Cannot write the PDF %1.").arg(path));
    return Ok{};
}

} // namespace Tunebench

#include "reportpdf.moc"
