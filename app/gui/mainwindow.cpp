// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "dialogs/aboutdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

namespace Tunebench {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Tunebench"));
    auto *intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("introLabel"));
    intro->setAlignment(Qt::AlignCenter);
    intro->setWordWrap(true);
    intro->setText(tr("<h2>Tunebench</h2><p>Run netperf request/response experiments on tuned hosts, "
                      "watch them live and compare them with honest statistics.</p>"));
    setCentralWidget(intro);
    createMenus();
    statusBar()->showMessage(tr("Ready"));
    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    menuBar()->addMenu(tr("&View"))->setObjectName(QStringLiteral("viewMenu"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Tunebench"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showAbout()
{
    const QStringList components{tr("Qt %1").arg(QString::fromLatin1(qVersion()))};
    AboutDialog dialog(components, this);
    dialog.exec();
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainwindow/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("mainwindow/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainwindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainwindow/state"), saveState());
    event->accept();
}

} // namespace Tunebench
