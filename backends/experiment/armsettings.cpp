// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/armsettings.h"

namespace Tunebench {

Result<ArmSettings> ArmSettings::resolve(const QList<ExperimentArm> &arms, HostRole role,
                                         const PlatformProvider &provider, bool haveInterface)
{
    return resolve(arms, role, provider, haveInterface, nullptr);
}

std::optional<SpecError> ArmSettings::problem(const QList<ExperimentArm> &arms, HostRole role,
                                              const PlatformProvider &provider, bool haveInterface)
{
    SpecError where;
    if (resolve(arms, role, provider, haveInterface, &where))
        return std::nullopt;
    return where;
}

Result<ArmSettings> ArmSettings::resolve(const QList<ExperimentArm> &arms, HostRole role,
                                         const PlatformProvider &provider, bool haveInterface, SpecError *where)
{
    ArmSettings settings;
    for (int i = 0; i < arms.size(); ++i) {
        QList<Setting> requested;
        for (const QString &text : arms.at(i).tunables.value(role)) {
            const qsizetype eq = text.indexOf(QLatin1Char('='));
            requested << Setting{text.left(eq).trimmed(), text.mid(eq + 1).trimmed()};
        }
        if (requested.isEmpty()) {
            settings.m_perArm << QList<KeyValue>{};
            continue;
        }
        auto resolved = ChangePlanner::resolve(provider, requested, haveInterface);
        if (!resolved) {
            const Error error = makeError(resolved.error().code, QStringLiteral("arms[%1].tunables.%2: %3")
                                                                     .arg(i)
                                                                     .arg(hostRoleName(role), resolved.error().message),
                                          resolved.error().detail);
            if (where) {
                // The planner names the setting only in its message: find it by resolving one at a time.
                *where = SpecError{SpecField::ArmTunables, error.message, i, role};
                for (const Setting &setting : std::as_const(requested))
                    if (!ChangePlanner::resolve(provider, {setting}, haveInterface)) {
                        where->key = setting.key;
                        break;
                    }
            }
            return error;
        }
        for (const KeyValue &kv : resolved.value())
            if (!settings.m_keys.contains(kv.first))
                settings.m_keys << kv.first;
        settings.m_perArm << resolved.value();
    }
    return settings;
}

QList<KeyValue> ArmSettings::desiredFor(int arm, const HostSnapshot &original) const
{
    QList<KeyValue> desired;
    const QList<KeyValue> &own = m_perArm.value(arm);
    for (const TunableKey &key : m_keys) {
        auto it = std::find_if(own.begin(), own.end(), [&key](const KeyValue &kv) { return kv.first == key; });
        if (it != own.end()) {
            desired << *it;
            continue;
        }
        const std::optional<TunableState> state = original.state(key);
        if (state && state->supported && !state->value.isEmpty())
            desired << KeyValue{key, state->value};
    }
    return desired;
}

Result<KeyValue> ArmSettings::resolveOne(const PlatformProvider &provider, const QString &key, const QString &value,
                                         bool haveInterface)
{
    auto resolved = ChangePlanner::resolve(provider, {Setting{key, value}}, haveInterface);
    if (!resolved)
        return resolved.error();
    if (resolved->isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("'%1' names no tunable").arg(key));
    return resolved->constFirst();
}

} // namespace Tunebench
