// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/busystatusrow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

namespace Tunebench {

BusyStatusRow makeBusyStatusRow(QWidget *parent, const QString &statusObjectName)
{
    BusyStatusRow row;
    row.layout = new QHBoxLayout;
    row.progress = new QProgressBar(parent);
    row.progress->setObjectName(QStringLiteral("busy"));
    row.progress->setRange(0, 0);
    row.progress->setTextVisible(false);
    row.progress->setMaximumWidth(120);
    row.layout->addWidget(row.progress);
    row.status = new QLabel(parent);
    row.status->setObjectName(statusObjectName);
    row.status->setWordWrap(true);
    row.status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row.layout->addWidget(row.status, 1);
    return row;
}

} // namespace Tunebench
