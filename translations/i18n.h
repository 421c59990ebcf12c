// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>

class QCoreApplication;

namespace Tunebench {

/// Installs Tunebench's and Qt's own catalogues for @p locale (the system locale by default).
/// Where Tunebench has no catalogue for the locale (and for English and C), the text stays English
/// and English's catalogue gives its plural forms ("1 run", "2 runs"). Returns true when a
/// catalogue for the locale was found (English's for English and C).
bool installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace Tunebench
