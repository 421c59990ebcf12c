// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/keysupport.h"

#include "tunables/driverknowledge.h"

#include <QMap>

namespace Tunebench {

QString KeySupport::levelName(Level level)
{
    switch (level) {
    case Level::Writable:
        return QStringLiteral("writable");
    case Level::Fixed:
        return QStringLiteral("fixed");
    case Level::Unsupported:
        return QStringLiteral("unsupported");
    case Level::ReadOnly:
        return QStringLiteral("read-only");
    }
    return {};
}

QList<KeySupport> KeySupportTable::build(const HostSnapshot &snapshot)
{
    QMap<QString, KeySupport> rows;
    const QString driver = snapshot.driver.driver;
    for (auto it = snapshot.values.cbegin(); it != snapshot.values.cend(); ++it) {
        auto key = TunableKey::fromId(it.key());
        if (!key)
            continue;
        KeySupport row;
        row.key = it.key();
        row.value = it->value;
        row.reason = snapshot.unsupportedReason(*key);
        if (it->fixed)
            row.level = KeySupport::Level::Fixed;
        else if (!it->supported && !it->value.isEmpty())
            row.level = KeySupport::Level::ReadOnly; // a read-only sysctl keeps its value
        else if (!it->supported)
            row.level = KeySupport::Level::Unsupported;
        else if (key->valueKind() == ValueKind::ReadOnly)
            row.level = KeySupport::Level::ReadOnly;
        else
            row.level = KeySupport::Level::Writable;
        if (row.level == KeySupport::Level::Writable)
            row.reason.clear();
        row.note = DriverKnowledge::meaning(driver, *key);
        rows.insert(row.key, row);
    }
    if (!snapshot.interfaceName.isEmpty() && snapshot.platform == QLatin1String("linux")) {
        const QList<QPair<Category, QStringList>> ethtool = {
            {Category::Coalescing, TunableCatalog::coalescingParameters()},
            {Category::Rings, TunableCatalog::ringParameters()},
            {Category::Channels, TunableCatalog::channelParameters()},
        };
        for (const auto &[category, names] : ethtool) {
            for (const QString &name : names) {
                const TunableKey key{category, name};
                if (rows.contains(key.id()))
                    continue;
                KeySupport row;
                row.key = key.id();
                row.level = KeySupport::Level::Unsupported;
                row.reason = snapshot.unsupportedReason(key);
                if (row.reason == TunableCatalog::tr("absent on this host"))
                    row.reason = tr("not listed by this ethtool (%1)").arg(snapshot.toolVersion.isEmpty()
                                                                                ? tr("version unknown")
                                                                                : snapshot.toolVersion);
                rows.insert(row.key, row);
            }
        }
    }
    return rows.values();
}

} // namespace Tunebench
