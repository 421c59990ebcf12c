// SPDX-License-Identifier: GPL-3.0-or-later
#include "startupprobe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace Tunebench {

StartupProbe::StartupProbe(QWidget *window) : QObject(window)
{
    window->installEventFilter(this);
}

bool StartupProbe::requested()
{
    return qEnvironmentVariableIntValue("TUNEBENCH_QUIT_AFTER_FIRST_PAINT") == 1
        || qEnvironmentVariableIsSet("TUNEBENCH_SCREENSHOT");
}

bool StartupProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        watched->removeEventFilter(this);
        auto *window = static_cast<QWidget *>(watched);
        QTimer::singleShot(0, qApp, [window] {
            const QString path = qEnvironmentVariable("TUNEBENCH_SCREENSHOT");
            if (!path.isEmpty() && !window->grab().save(path))
                qWarning("could not save the screenshot to %s", qPrintable(path));
            QCoreApplication::quit();
        });
    }
    return false;
}

} // namespace Tunebench
