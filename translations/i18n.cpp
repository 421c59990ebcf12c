// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace Tunebench {

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    // English plural forms first: every catalogue installed later is asked before it, so it only
    // answers for English (and for languages Tunebench has no catalogue for).
    auto *plurals = new QTranslator(&app);
    const bool english = plurals->load(QStringLiteral(":/i18n/tunebench_en.qm"));
    if (english)
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return english;

    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("tunebench"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    delete own;
    return false;
}

} // namespace Tunebench
