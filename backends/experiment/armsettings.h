// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "tunables/changeplan.h"

namespace Tunebench {

/// The tunables of every arm on one host, resolved and checked before anything runs.
///
/// An arm sets only the keys it names, but runs of different arms follow each other on the
/// same host: a key that arm A turns off must be back at the host's original value when arm B
/// (which does not name it) runs. So each run's desired state covers every key any arm names,
/// with the host's pre-experiment value where this arm says nothing.
class ArmSettings
{
    Q_DECLARE_TR_FUNCTIONS(ArmSettings)
public:
    /// Resolves every arm's settings for @p role; errors name the arm and the setting.
    [[nodiscard]] static Result<ArmSettings> resolve(const QList<ExperimentArm> &arms, HostRole role,
                                                     const PlatformProvider &provider, bool haveInterface);
    /// resolve()'s error with the arm, host and key it is about; nothing when every setting resolves.
    [[nodiscard]] static std::optional<SpecError> problem(const QList<ExperimentArm> &arms, HostRole role,
                                                          const PlatformProvider &provider, bool haveInterface);

    [[nodiscard]] bool isEmpty() const { return m_keys.isEmpty(); }
    /// Every key any arm sets on this host, in first-mention order.
    [[nodiscard]] const QList<TunableKey> &keys() const { return m_keys; }
    /// The desired state for a run of arm @p arm, given the host's state @p original before the
    /// experiment. Keys the host cannot report are left out (they will show as unsupported).
    [[nodiscard]] QList<KeyValue> desiredFor(int arm, const HostSnapshot &original) const;
    /// Sweeping a tunable: @p key set to @p value on top of the arm's own settings.
    [[nodiscard]] static Result<KeyValue> resolveOne(const PlatformProvider &provider, const QString &key,
                                                     const QString &value, bool haveInterface);

private:
    [[nodiscard]] static Result<ArmSettings> resolve(const QList<ExperimentArm> &arms, HostRole role,
                                                     const PlatformProvider &provider, bool haveInterface,
                                                     SpecError *where);

    QList<TunableKey> m_keys;
    QList<QList<KeyValue>> m_perArm;
};

} // namespace Tunebench
