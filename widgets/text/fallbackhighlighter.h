// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textlanguage.h"

#include <QList>
#include <QPalette>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace Tunebench {

/**
 * The highlighter used when KSyntaxHighlighting is missing: a few regular expressions per
 * language, applied in order so later rules win (comments over keywords inside them). Enough to
 * tell a warning from an error in a netperf log, not a full Bash grammar.
 */
class FallbackHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Role {
        Keyword,
        String,
        Comment,
        Variable,
        Option,
        Number,
        Operator,
        Interim,
        Banner,
        TableHeader,
        Result,
        Key,
        Warning,
        Error,
    };
    Q_ENUM(Role)

    FallbackHighlighter(TextLanguage language, QTextDocument *document);

    [[nodiscard]] TextLanguage language() const { return m_language; }
    /// Recolours for @p palette (dark palettes get light colours) and re-highlights.
    void setPalette(const QPalette &palette);
    [[nodiscard]] QTextCharFormat format(Role role) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        Role role;
        int group = 0; ///< the capture group that gets the format
    };
    static QList<Rule> bashRules();
    static QList<Rule> netperfRules();

    TextLanguage m_language;
    QList<Rule> m_rules;
    QHash<Role, QTextCharFormat> m_formats;
};

} // namespace Tunebench
