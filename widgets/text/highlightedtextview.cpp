// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/highlightedtextview.h"

#include "text/syntaxrepository.h"

#include <QEvent>
#include <QFontDatabase>
#include <QScrollBar>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTextLayout>

namespace Tunebench {

HighlightedTextView::HighlightedTextView(TextLanguage language, SyntaxRepository *repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository ? repository : SyntaxRepository::shared())
    , m_language(language)
{
    setReadOnly(true);
    setUndoRedoEnabled(false); // a log of thousands of lines needs no undo stack
    setLineWrapMode(QPlainTextEdit::NoWrap); // commands and netperf tables read as lines
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_highlighter = m_repository->createHighlighter(m_language, document(), palette());
}

HighlightedTextView::~HighlightedTextView() = default;

void HighlightedTextView::setLanguage(TextLanguage language)
{
    if (language == m_language)
        return;
    m_language = language;
    delete m_highlighter.data();
    m_highlighter = m_repository->createHighlighter(m_language, document(), palette());
}

void HighlightedTextView::setText(const QString &text)
{
    setPlainText(text);
}

void HighlightedTextView::appendLines(const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    QScrollBar *bar = verticalScrollBar();
    const bool atBottom = bar->value() == bar->maximum();
    const int keep = bar->value();
    // One edit block per batch: the live log receives netperf output in bursts.
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    for (const QString &line : lines) {
        if (!document()->isEmpty())
            cursor.insertBlock();
        cursor.insertText(line);
    }
    cursor.endEditBlock();
    bar->setValue(atBottom ? bar->maximum() : keep);
}

void HighlightedTextView::setMaximumLines(int lines)
{
    setMaximumBlockCount(lines);
}

QTextCharFormat HighlightedTextView::formatAt(int line, int column) const
{
    const QTextBlock block = document()->findBlockByNumber(line);
    if (!block.isValid() || !block.layout())
        return {};
    // QSyntaxHighlighter keeps its result as the layout's additional formats.
    const QList<QTextLayout::FormatRange> ranges = block.layout()->formats();
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) {
        if (column >= it->start && column < it->start + it->length)
            return it->format;
    }
    return {};
}

bool HighlightedTextView::isHighlighted() const
{
    return !m_highlighter.isNull();
}

void HighlightedTextView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_highlighter)
        m_repository->applyTheme(m_highlighter, palette());
}

} // namespace Tunebench
