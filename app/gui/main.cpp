// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/version.h"
#include "i18n.h"
#include "mainwindow.h"
#include "resources.h"
#include "startupprobe.h"
#include "store/database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tunebench"));
    QApplication::setApplicationName(QStringLiteral("tunebench"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tunebench"));
    QApplication::setApplicationVersion(Tunebench::version());
    QApplication::setDesktopFileName(QStringLiteral("org.tunebench.Tunebench"));
    QApplication::setWindowIcon(QIcon(Tunebench::Resources::applicationIconPath()));
    Tunebench::installTranslations(app);

    Tunebench::MainWindow window;
    if (Tunebench::StartupProbe::requested())
        new Tunebench::StartupProbe(&window);
    window.show();
    return QApplication::exec();
}
