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
    return qEnvironmentVariableIntValue("TUNEBENCH_QUIT_AFTER_FIRST_PAINT") == 1;
}

bool StartupProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        watched->removeEventFilter(this);
        QTimer::singleShot(0, qApp, &QCoreApplication::quit);
    }
    return false;
}

} // namespace Tunebench
