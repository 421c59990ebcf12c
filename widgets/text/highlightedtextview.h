// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textlanguage.h"

#include <QPlainTextEdit>
#include <QPointer>
#include <QTextCharFormat>

class QSyntaxHighlighter;

namespace Tunebench {

class SyntaxRepository;

/**
 * A read-only, monospaced, highlighted text view: the command preview (Bash) and the live netperf
 * log. Appended lines keep the view at the bottom if it was there, so a user who scrolled up to
 * read is not pulled away. Highlighting comes from SyntaxRepository and follows palette changes.
 */
class HighlightedTextView : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// @p repository is shared by all views; nullptr uses SyntaxRepository::shared().
    explicit HighlightedTextView(TextLanguage language, SyntaxRepository *repository = nullptr,
                                 QWidget *parent = nullptr);
    ~HighlightedTextView() override;

    void setLanguage(TextLanguage language);
    [[nodiscard]] TextLanguage language() const { return m_language; }
    /// Replaces the whole text (the command preview).
    void setText(const QString &text);
    /// Appends lines (the live log); lines beyond maximumLines() drop off the top.
    void appendLines(const QStringList &lines);
    /// The live log keeps at most this many lines; 0 keeps everything.
    void setMaximumLines(int lines);
    [[nodiscard]] int maximumLines() const { return maximumBlockCount(); }

    /// The highlight format at @p column of @p line, for tests and tooltips; a format without
    /// properties where nothing is highlighted.
    [[nodiscard]] QTextCharFormat formatAt(int line, int column) const;
    [[nodiscard]] bool isHighlighted() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    SyntaxRepository *m_repository;
    TextLanguage m_language;
    QPointer<QSyntaxHighlighter> m_highlighter;
};

} // namespace Tunebench
