// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/splittermemory.h"

#include <QSettings>
#include <QSplitter>

namespace Tunebench {

void rememberSplitter(QSplitter *splitter, const QString &key)
{
    const QString name = QStringLiteral("splitters/") + key;
    splitter->setObjectName(key);
    // A state from another layout (fewer panes) is refused by restoreState and the defaults stay.
    if (const QByteArray state = QSettings().value(name).toByteArray(); !state.isEmpty())
        splitter->restoreState(state);
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter, [splitter, name] {
        QSettings().setValue(name, splitter->saveState());
    });
}

} // namespace Tunebench
