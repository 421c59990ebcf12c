// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/fallbackhighlighter.h"

#include <QFont>

namespace Tunebench {

namespace {

QRegularExpression regex(const char *pattern,
                         QRegularExpression::PatternOptions options = QRegularExpression::NoPatternOption)
{
    return QRegularExpression(QString::fromLatin1(pattern), options);
}

struct RoleColors
{
    QRgb light;
    QRgb dark;
    bool bold = false;
    bool italic = false;
};

// Chosen for contrast on white and on a near-black base respectively.
RoleColors colorsFor(FallbackHighlighter::Role role)
{
    using Role = FallbackHighlighter::Role;
    switch (role) {
    case Role::Keyword: return {0x1f4fa8, 0x7cb7ff, true};
    case Role::String: return {0x2e7d32, 0x9ccc65};
    case Role::Comment: return {0x6a737d, 0x9aa5b1, false, true};
    case Role::Variable: return {0x8e24aa, 0xd59cf0};
    case Role::Option: return {0x00796b, 0x4dd0c0};
    case Role::Number: return {0xa65e00, 0xffb74d};
    case Role::Operator: return {0x37474f, 0xcfd8dc, true};
    case Role::Interim: return {0x00695c, 0x4db6ac};
    case Role::Banner: return {0x1f4fa8, 0x7cb7ff, true};
    case Role::TableHeader: return {0x455a64, 0xb0bec5, true};
    case Role::Result: return {0xa65e00, 0xffb74d, true};
    case Role::Key: return {0x8e24aa, 0xd59cf0};
    case Role::Warning: return {0xb26a00, 0xffca28, true};
    case Role::Error: return {0xc62828, 0xff6e6e, true};
    }
    return {0x000000, 0xffffff};
}

} // namespace

FallbackHighlighter::FallbackHighlighter(TextLanguage language, QTextDocument *document)
    : QSyntaxHighlighter(document)
    , m_language(language)
    , m_rules(language == TextLanguage::Bash ? bashRules()
                  : language == TextLanguage::NetperfOutput ? netperfRules()
                                                            : QList<Rule>{})
{
    setPalette(QPalette());
}

void FallbackHighlighter::setPalette(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < palette.color(QPalette::Text).lightness();
    for (int r = int(Role::Keyword); r <= int(Role::Error); ++r) {
        const auto role = Role(r);
        const RoleColors colors = colorsFor(role);
        QTextCharFormat format;
        format.setForeground(QColor::fromRgb(dark ? colors.dark : colors.light));
        if (colors.bold)
            format.setFontWeight(QFont::Bold);
        format.setFontItalic(colors.italic);
        m_formats.insert(role, format);
    }
    rehighlight();
}

QTextCharFormat FallbackHighlighter::format(Role role) const
{
    return m_formats.value(role);
}

void FallbackHighlighter::highlightBlock(const QString &text)
{
    for (const Rule &rule : std::as_const(m_rules)) {
        for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (match.capturedLength(rule.group) > 0)
                setFormat(int(match.capturedStart(rule.group)), int(match.capturedLength(rule.group)),
                          m_formats.value(rule.role));
        }
    }
}

QList<FallbackHighlighter::Rule> FallbackHighlighter::bashRules()
{
    // Order matters: a later rule overrides an earlier one where both match.
    return {
        {regex(R"(\b\d+\b)"), Role::Number},
        {regex(R"((?:^|\s)(--?[A-Za-z][\w-]*))"), Role::Option, 1},
        {regex(R"(&&|\|\||[|;&]|[<>]{1,2})"), Role::Operator},
        {regex(R"(\b(if|then|else|elif|fi|for|while|until|do|done|case|esac|in|function|return|exit|set|)"
               R"(export|local|readonly|trap|sudo)\b)"),
         Role::Keyword},
        {regex(R"(\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9#?@*$!-])"), Role::Variable},
        {regex(R"("(?:[^"\\]|\\.)*"|'[^']*')"), Role::String},
        {regex(R"((?:^|\s)(#.*)$)"), Role::Comment, 1},
    };
}

QList<FallbackHighlighter::Rule> FallbackHighlighter::netperfRules()
{
    // The shapes of netperf's output (src/netlib.c, src/nettest_omni.c): the test banner, the
    // demo-mode interim lines, the two-row table headers, result rows, "!!!" confidence warnings,
    // -k KEY=value lines and the establish_control / send_data errors.
    return {
        {regex(R"(\b\d+(?:\.\d+)?\b)"), Role::Number},
        {regex(R"(^[A-Z][A-Z _/-]* TEST\b.*$)"), Role::Banner},
        {regex(R"(^(?:Local|Remote|Socket|Send|Recv|Size|bytes|Rate|Time|Throughput)\b.*$)"), Role::TableHeader},
        {regex(R"(^\s*\d[\d.\s]*$)"), Role::Result},
        {regex(R"(^(Interim result:))"), Role::Interim, 1},
        {regex(R"(^([A-Z][A-Z0-9_]*(?:\[\d+\])?)=)"), Role::Key, 1},
        {regex(R"(^!!!.*$)"), Role::Warning},
        {regex(R"(^(?:establish[ _]control|netperf: |send_data|recv_data|.*\b(?:error|failed|could not)\b).*$)",
               QRegularExpression::CaseInsensitiveOption),
         Role::Error},
    };
}

} // namespace Tunebench
