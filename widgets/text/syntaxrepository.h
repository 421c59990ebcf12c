// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textlanguage.h"

#include <QObject>

#include <memory>

class QPalette;
class QSyntaxHighlighter;
class QTextDocument;

namespace Tunebench {

/**
 * The seam around KDE's KSyntaxHighlighting, after hotspot's HighlightedText: nothing outside
 * widgets/text includes a KSyntaxHighlighting header. Where the library exists (Debian 13), one
 * Repository is loaded per application, with Tunebench's netperf-output definition added from the
 * resources; elsewhere (Debian 12 has no KF6 build) a small regex highlighter stands in.
 * Themes follow the palette: dark palettes get a dark theme.
 */
class SyntaxRepository : public QObject
{
    Q_OBJECT
public:
    explicit SyntaxRepository(QObject *parent = nullptr);
    ~SyntaxRepository() override;

    /// The application's repository, created on first use and owned by the application object.
    static SyntaxRepository *shared();
    /// Whether this build highlights with KSyntaxHighlighting (else with the fallback).
    static bool usesKSyntaxHighlighting();
    /// The KSyntaxHighlighting definition name used for @p language (empty for Plain).
    static QString definitionName(TextLanguage language);

    /// Whether @p language is highlighted by a loaded definition; with the fallback, whether it
    /// has rules.
    [[nodiscard]] bool hasDefinition(TextLanguage language) const;
    /// A highlighter for @p language on @p document (owned by the document), themed for
    /// @p palette; nullptr for plain text.
    QSyntaxHighlighter *createHighlighter(TextLanguage language, QTextDocument *document,
                                          const QPalette &palette) const;
    /// Re-themes a highlighter made by createHighlighter() for @p palette and re-highlights.
    void applyTheme(QSyntaxHighlighter *highlighter, const QPalette &palette) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Tunebench
