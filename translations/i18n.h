// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>

class QCoreApplication;

namespace Tunebench {

/// Installs Tunebench's and Qt's own catalogues for @p locale (the system locale by default).
/// English plural forms ("1 run", "2 runs") are installed for every locale. Returns true when a
/// Tunebench catalogue for that locale was found (English: its plural forms).
bool installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace Tunebench
