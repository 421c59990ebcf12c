// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/version.h"
#include "dialogs/aboutdialog.h"
#include "i18n.h"
#include "mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QTest>

using namespace Tunebench;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsMenusAndStatusBar()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles << action->text();
        QCOMPARE(titles, (QStringList{QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("&Help")}));
    }

    void aboutBoxNamesVersionAndLicence()
    {
        AboutDialog dialog({QStringLiteral("Qt 6")});
        auto *text = dialog.findChild<QLabel *>(QStringLiteral("aboutText"));
        QVERIFY(text);
        QVERIFY(text->text().contains(QStringLiteral("version 3 or later")));
        bool hasVersion = false;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            hasVersion = hasVersion || label->text().contains(version());
        QVERIFY(hasVersion);
    }

    void germanLocaleTranslatesTheMenus()
    {
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::German, QLocale::Germany)));
        MainWindow window;
        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles << action->text();
        QCOMPARE(titles, (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
