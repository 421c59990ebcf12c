// SPDX-License-Identifier: GPL-3.0-or-later
#include "storesettings.h"

#include "dialogs/storedialog.h"
#include "mainwindow.h"
#include "store/database.h"
#include "store/sqldialect.h"
#include "transport/ssh/credentialstore.h"
#include "workbench.h"

#include <QSettings>
#include <QStatusBar>

namespace Tunebench::StoreSettings {

namespace {

const QString kLocationKey = QStringLiteral("store/location");

/// Switches the window to @p location and remembers it.
void use(MainWindow *window, const QString &location)
{
    if (!window->workbench()->setDatabasePath(location)) {
        window->statusBar()->showMessage(
            MainWindow::tr("Stop the experiment or exploration first: it writes to the store in use."), 8000);
        return;
    }
    QSettings().setValue(kLocationKey, location);
    window->storeChanged();
}

/// Keeps a typed password in the keychain, then switches: the first connection finds it there.
void saveAndUse(MainWindow *window, const QString &location, const QString &password)
{
    auto parsed = parseStoreLocation(location);
    if (password.isEmpty() || !parsed) {
        use(window, location);
        return;
    }
    auto *keychain = new KeychainCredentialStore(window);
    keychain->write(Database::passwordKey(parsed.value()), password.toUtf8(), window,
                    [window, keychain, location](Status saved) {
                        if (!saved)
                            window->logMessage(MainWindow::tr("The store's password is not saved (%1): put it in "
                                                              "~/.pgpass, where libpq finds it.")
                                                   .arg(saved.error().message));
                        keychain->deleteLater();
                        use(window, location);
                    });
}

} // namespace

QString initialLocation(const QString &given)
{
    if (!given.isEmpty())
        return given;
    const QString chosen = QSettings().value(kLocationKey).toString();
    return chosen.isEmpty() ? Database::defaultPath() : chosen;
}

void choose(MainWindow *window)
{
    Workbench *workbench = window->workbench();
    auto *dialog = new StoreDialog(workbench->databasePath(), window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &StoreDialog::testRequested, workbench, &Workbench::testStore);
    QObject::connect(workbench, &Workbench::storeTested, dialog, [dialog](const QString &location, bool ok, const QString &text) {
        if (location == dialog->location())
            dialog->setTestResult(ok, text);
    });
    QObject::connect(dialog, &QDialog::accepted, window, [window, dialog] {
        if (dialog->location() != window->workbench()->databasePath() || !dialog->password().isEmpty())
            saveAndUse(window, dialog->location(), dialog->password());
    });
    dialog->open();
}

} // namespace Tunebench::StoreSettings
