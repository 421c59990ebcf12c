// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/platformprovider.h"

#include "core/quoting.h"
#include "tunables/freebsdprovider.h"
#include "tunables/linuxprovider.h"

namespace Tunebench {

QString CommandStep::display() const
{
    return shellJoin(spec.argv);
}

Result<std::shared_ptr<const PlatformProvider>> providerForSystem(const QString &system)
{
    const QString trimmed = system.trimmed();
    if (trimmed == QLatin1String("Linux"))
        return std::shared_ptr<const PlatformProvider>(std::make_shared<LinuxProvider>());
    if (trimmed == QLatin1String("FreeBSD"))
        return std::shared_ptr<const PlatformProvider>(std::make_shared<FreeBsdProvider>());
    return makeError(ErrorCode::Unsupported,
                     TunableCatalog::tr("Tunebench cannot change tunables on '%1' hosts yet (Linux and FreeBSD only).")
                         .arg(trimmed.isEmpty() ? TunableCatalog::tr("unknown") : trimmed));
}

Result<std::shared_ptr<const PlatformProvider>> providerForName(const QString &name)
{
    if (name == QLatin1String("linux"))
        return providerForSystem(QStringLiteral("Linux"));
    if (name == QLatin1String("freebsd"))
        return providerForSystem(QStringLiteral("FreeBSD"));
    return makeError(ErrorCode::Unsupported, TunableCatalog::tr("Unknown platform '%1'.").arg(name));
}

QList<KeyValue> inApplyOrder(const QList<KeyValue> &values)
{
    QList<KeyValue> ordered;
    for (Category category : applyOrder()) {
        for (const KeyValue &value : values) {
            if (value.first.category == category)
                ordered << value;
        }
    }
    return ordered;
}

CommandSpec fileWriteCommand(const QString &path, const QString &value)
{
    CommandSpec spec;
    spec.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("printf \"%s\\n\" \"$1\" > \"$2\""),
                            QStringLiteral("tunebench-write"), value, path};
    spec.needsRoot = true;
    spec.timeoutMs = 30000;
    return spec;
}

} // namespace Tunebench
