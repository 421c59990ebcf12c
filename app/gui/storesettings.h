// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Settings -> Results Store (issue 28): which store the GUI uses, kept in the settings (never a
// password: that goes to the desktop keychain).

#include <QString>

namespace Tunebench {

class MainWindow;

namespace StoreSettings {

/// The store the window starts with: @p given (MainWindowOptions::databasePath) when set, else
/// the one last chosen in Settings -> Results Store, else Database::defaultPath().
[[nodiscard]] QString initialLocation(const QString &given);
/// Opens the Results Store dialog: "Test connection" asks the workbench (ops thread); OK saves a
/// typed password in the keychain, remembers the choice and switches the window to it.
void choose(MainWindow *window);

} // namespace StoreSettings

} // namespace Tunebench
