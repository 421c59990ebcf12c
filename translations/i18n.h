// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>

class QCoreApplication;

namespace Tunebench {

/// Installs Tunebench's and Qt's own catalogues for @p locale (the system locale by default).
/// Returns true when a Tunebench catalogue for that locale was found.
bool installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace Tunebench
