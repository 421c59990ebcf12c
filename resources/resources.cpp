// SPDX-License-Identifier: GPL-3.0-or-later
#include "resources.h"

#include <QDir>
#include <QFile>

namespace Tunebench::Resources {

QString applicationIconPath()
{
    return QStringLiteral(":/tunebench/icons/tunebench.svg");
}

QStringList presetNames()
{
    QStringList names = QDir(QStringLiteral(":/tunebench/presets")).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (QString &name : names)
        name.chop(5);
    names.removeAll(QStringLiteral("local-loopback"));
    names.prepend(QStringLiteral("local-loopback"));
    return names;
}

QString presetPath(const QString &name)
{
    const QString path = QStringLiteral(":/tunebench/presets/%1.json").arg(name);
    return QFile::exists(path) ? path : QString();
}

} // namespace Tunebench::Resources
