// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/version.h"
#include "dialogs/aboutdialog.h"
#include "i18n.h"
#include "mainwindow.h"
#include "workbench.h"
#include "views/experimenteditor.h"
#include "views/hostsmodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QStatusBar>
#include <QLabel>
#include <QLineEdit>
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
        QCOMPARE(titles, (QStringList{QStringLiteral("&File"), QStringLiteral("E&xperiment"), QStringLiteral("&View"),
                                      QStringLiteral("&Settings"), QStringLiteral("&Help")}));
        // A first start offers the built-in local host and the presets, so something runs at once.
        QCOMPARE(window.hostsModel()->rowCount(), 1);
        QCOMPARE(window.hostsModel()->entry(0).name, QStringLiteral("local"));
        QVERIFY(window.editor()->problem().isEmpty());
        QCOMPARE(window.editor()->spec().client.host, QStringLiteral("local"));
        auto *presets = window.findChild<QComboBox *>(QStringLiteral("preset"));
        QVERIFY(presets && presets->count() > 4);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("hostsDock"))->isVisible());
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());
    }

    void runShortcutTakesTheUserToTheProblem()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *name = window.findChild<QLineEdit *>(QStringLiteral("experimentName"));
        QVERIFY(name);
        name->clear(); // an experiment needs a name
        auto *run = window.findChild<QAction *>(QStringLiteral("runAction"));
        QVERIFY(run);
        run->trigger();
        QVERIFY(!window.workbench()->isRunning());
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("name")),
                 qPrintable(window.statusBar()->currentMessage()));
        QTRY_COMPARE(QApplication::focusWidget(), name);
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
        QCOMPARE(titles.size(), 5);
        QCOMPARE(titles.at(0), QStringLiteral("&Datei"));
        QCOMPARE(titles.at(2), QStringLiteral("&Ansicht"));
        QCOMPARE(titles.at(3), QStringLiteral("&Einstellungen"));
        QCOMPARE(titles.at(4), QStringLiteral("&Hilfe"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
