// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/syntaxrepository.h"

#include "text/fallbackhighlighter.h"

#include <QCoreApplication>
#include <QPalette>
#include <QPointer>
#include <QTextDocument>

#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace Tunebench {

namespace {
// tb_text's resources hold syntax/netperf-output.xml below this path; the Repository looks in
// the "syntax" and "themes" folders of every custom search path (Repository::addCustomSearchPath).
const QString customSearchPath = QStringLiteral(":/tunebench/ksyntaxhighlighting");
} // namespace

struct SyntaxRepository::Private
{
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    KSyntaxHighlighting::Repository repository;

    [[nodiscard]] KSyntaxHighlighting::Definition definition(TextLanguage language) const
    {
        const QString name = definitionName(language);
        return name.isEmpty() ? KSyntaxHighlighting::Definition() : repository.definitionForName(name);
    }
#endif
};

SyntaxRepository::SyntaxRepository(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    d->repository.addCustomSearchPath(customSearchPath); // reloads once, with our definition
#endif
}

SyntaxRepository::~SyntaxRepository() = default;

SyntaxRepository *SyntaxRepository::shared()
{
    // Parented to the application so it goes before Qt does; loading a Repository reads every
    // bundled definition, so it happens once.
    static QPointer<SyntaxRepository> instance;
    if (!instance)
        instance = new SyntaxRepository(QCoreApplication::instance());
    return instance;
}

bool SyntaxRepository::usesKSyntaxHighlighting()
{
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    return true;
#else
    return false;
#endif
}

QString SyntaxRepository::definitionName(TextLanguage language)
{
    switch (language) {
    case TextLanguage::Plain: return {};
    case TextLanguage::Bash: return QStringLiteral("Bash");
    case TextLanguage::NetperfOutput: return QStringLiteral("Netperf Output"); // resources/syntax/netperf-output.xml
    }
    return {};
}

bool SyntaxRepository::hasDefinition(TextLanguage language) const
{
    if (language == TextLanguage::Plain)
        return false;
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    return d->definition(language).isValid();
#else
    return true; // the fallback has rules for every language but plain text
#endif
}

QSyntaxHighlighter *SyntaxRepository::createHighlighter(TextLanguage language, QTextDocument *document,
                                                       const QPalette &palette) const
{
    if (language == TextLanguage::Plain)
        return nullptr;
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    if (const KSyntaxHighlighting::Definition definition = d->definition(language); definition.isValid()) {
        auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
        highlighter->setDefinition(definition);
        highlighter->setTheme(d->repository.themeForPalette(palette));
        return highlighter;
    }
    qWarning("KSyntaxHighlighting has no definition named %s; using the built-in highlighter",
             qPrintable(definitionName(language)));
#endif
    auto *highlighter = new FallbackHighlighter(language, document);
    highlighter->setPalette(palette);
    return highlighter;
}

void SyntaxRepository::applyTheme(QSyntaxHighlighter *highlighter, const QPalette &palette) const
{
    if (auto *fallback = qobject_cast<FallbackHighlighter *>(highlighter)) {
        fallback->setPalette(palette);
        return;
    }
#ifdef TUNEBENCH_HAVE_KSYNTAXHIGHLIGHTING
    if (auto *highlighterKf = qobject_cast<KSyntaxHighlighting::SyntaxHighlighter *>(highlighter)) {
        highlighterKf->setTheme(d->repository.themeForPalette(palette));
        highlighterKf->rehighlight();
    }
#endif
}

} // namespace Tunebench
