// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace Tunebench {

namespace {

bool install(QCoreApplication &app, const QLocale &locale, const QString &name, const QString &directory)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, name, QStringLiteral("_"), directory)) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

} // namespace

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (!english) {
        install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (install(app, locale, QStringLiteral("tunebench"), QStringLiteral(":/i18n")))
            return true;
    }
    // The user reads English: the source texts, with the plural forms of English's own catalogue.
    install(app, QLocale(QLocale::English), QStringLiteral("tunebench"), QStringLiteral(":/i18n"));
    return english;
}

} // namespace Tunebench
