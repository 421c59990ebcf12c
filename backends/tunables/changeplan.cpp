// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/changeplan.h"

#include "tunables/driverknowledge.h"

namespace Tunebench {

namespace {

// Rings and channels cannot go beyond the device's pre-set maximum; ethtool would refuse
// ("requested channel count exceeds maximum"), so say so before writing anything.
QString limitReason(const HostSnapshot &before, const TunableKey &key, const QString &desired)
{
    if (key.category != Category::Rings && key.category != Category::Channels)
        return {};
    const auto limit = before.limits.constFind(key.id());
    if (limit == before.limits.cend())
        return {};
    bool ok = false;
    const qint64 wanted = desired.toLongLong(&ok);
    if (!ok || wanted <= *limit)
        return {};
    return ChangePlanner::tr("%1 exceeds this device's maximum of %2").arg(desired).arg(*limit);
}

// The state a plan leads to for @p key: the requested value, else the host's.
QString resultingValue(const HostSnapshot &before, const QList<KeyValue> &requested, const TunableKey &key)
{
    for (const KeyValue &request : requested) {
        if (request.first == key)
            return request.second;
    }
    const auto state = before.state(key);
    return state ? state->value : QString();
}

// What the plan should say beyond "change": a known refusal or a value without effect on this
// driver, or lines of the category's output Tunebench could not read.
QString noteFor(const HostSnapshot &before, const QList<KeyValue> &requested, const PlannedChange &item)
{
    QStringList notes;
    if (item.key.category == Category::Coalescing) {
        const TunableKey adaptive = DriverKnowledge::adaptiveKeyFor(item.key);
        const bool adaptiveOn = resultingValue(before, requested, adaptive) == QLatin1String("on");
        notes << DriverKnowledge::planNote(before.driver.driver, item.key, adaptiveOn);
    }
    const QString prefix = TunableCatalog::categoryPrefix(item.key.category);
    if (before.unrecognised.contains(prefix))
        notes << ChangePlanner::tr("the tool's output for this category also has lines Tunebench does not understand: "
                                   "%1")
                     .arg(before.unrecognised.value(prefix).join(QLatin1String(" | ")));
    notes.removeAll(QString());
    return notes.join(QLatin1String("; "));
}

} // namespace

QList<PlannedChange> ChangePlan::changes() const
{
    QList<PlannedChange> out;
    for (const PlannedChange &item : items) {
        if (item.action == PlannedChange::Action::Change)
            out << item;
    }
    return out;
}

QList<PlannedChange> ChangePlan::unsupported() const
{
    QList<PlannedChange> out;
    for (const PlannedChange &item : items) {
        if (item.action == PlannedChange::Action::Unsupported)
            out << item;
    }
    return out;
}

QStringList ChangePlan::dryRun() const
{
    QStringList lines;
    for (const CommandStep &step : steps)
        lines << step.display();
    return lines;
}

Result<QList<KeyValue>> ChangePlanner::resolve(const PlatformProvider &provider, const QList<Setting> &settings,
                                               bool haveInterface)
{
    QList<KeyValue> resolved;
    for (const Setting &setting : settings) {
        auto keys = provider.resolveKey(setting.key);
        if (!keys)
            return keys.error();
        for (const TunableKey &key : keys.value()) {
            if (key.scope() == Scope::Interface && !haveInterface)
                return makeError(ErrorCode::InvalidArgument,
                                 tr("%1 belongs to an interface: name it with --iface.").arg(key.id()));
            auto value = TunableCatalog::normalizeValue(key, setting.value);
            if (!value)
                return value.error();
            const bool duplicate = std::any_of(resolved.cbegin(), resolved.cend(),
                                               [&](const KeyValue &existing) { return existing.first == key; });
            if (duplicate)
                return makeError(ErrorCode::InvalidArgument, tr("%1 is set twice.").arg(key.id()));
            resolved << KeyValue{key, value.value()};
        }
    }
    if (resolved.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("Nothing to change: give at least one --set KEY=VALUE."));
    return resolved;
}

ChangePlan ChangePlanner::build(const PlatformProvider &provider, const HostSnapshot &before,
                                const QList<KeyValue> &requested)
{
    ChangePlan plan;
    plan.host = before.host;
    plan.interfaceName = before.interfaceName;
    plan.platform = provider.name();
    plan.before = before;
    plan.requested = requested;
    QList<KeyValue> toWrite;
    for (const KeyValue &request : inApplyOrder(requested)) {
        PlannedChange item{request.first, QString(), request.second, PlannedChange::Action::Change, QString()};
        if (const auto state = before.state(request.first))
            item.original = state->value;
        item.reason = before.unsupportedReason(request.first);
        if (item.reason.isEmpty())
            item.reason = limitReason(before, request.first, request.second);
        if (!item.reason.isEmpty())
            item.action = PlannedChange::Action::Unsupported;
        else if (TunableCatalog::matches(request.first, request.second, item.original, false))
            item.action = PlannedChange::Action::Unchanged;
        else
            toWrite << request;
        if (item.action == PlannedChange::Action::Change)
            item.note = noteFor(before, requested, item);
        plan.items << item;
    }
    plan.steps = provider.writeSteps(before.interfaceName, toWrite);
    return plan;
}

QStringList ChangePlanner::sysctlNames(const QList<KeyValue> &requested)
{
    QStringList names;
    for (const KeyValue &request : requested) {
        if (request.first.category == Category::Sysctl)
            names << request.first.name;
    }
    return names;
}

} // namespace Tunebench
