// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/formsupport.h"

#include <QVariant>
#include <QWidget>

namespace Tunebench::EditorForms {

void markInvalid(QWidget *widget, bool invalid)
{
    if (!widget)
        return;
    widget->setProperty("tunebenchInvalid", invalid);
    widget->setStyleSheet(invalid ? QStringLiteral("border: 1px solid #d9534f;") : QString());
}

QStringList commonTunableKeys()
{
    return {QStringLiteral("adaptive-rx"), QStringLiteral("adaptive-tx"), QStringLiteral("rx-usecs"),
            QStringLiteral("rx-usecs-high"), QStringLiteral("rx-frames"), QStringLiteral("tx-usecs"),
            QStringLiteral("tso"), QStringLiteral("gso"), QStringLiteral("gro"), QStringLiteral("lro"),
            QStringLiteral("rx-checksumming"), QStringLiteral("tx-checksumming"), QStringLiteral("channel.combined"),
            QStringLiteral("channel.rx"), QStringLiteral("channel.tx"), QStringLiteral("ring.rx"), QStringLiteral("ring.tx"),
            QStringLiteral("net.core.busy_poll"), QStringLiteral("net.core.busy_read"),
            QStringLiteral("net.ipv4.tcp_low_latency"), QStringLiteral("net.core.rmem_max"), QStringLiteral("net.core.wmem_max")};
}

} // namespace Tunebench::EditorForms
