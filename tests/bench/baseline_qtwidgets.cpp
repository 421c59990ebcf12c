// SPDX-License-Identifier: GPL-3.0-or-later
// Baseline for the GUI start-up benchmark: a bare QMainWindow that quits after its first paint.
#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

namespace {
class QuitOnPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }
};
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1280, 800);
    QuitOnPaint probe;
    window.installEventFilter(&probe);
    window.show();
    return QApplication::exec();
}
