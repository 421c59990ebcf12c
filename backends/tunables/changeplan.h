// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "tunables/hostsnapshot.h"
#include "tunables/platformprovider.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tunebench {

/// A setting as a user typed it: "tso" = "off", "channel.rx" = "1".
struct Setting
{
    QString key;
    QString value;
};

/// One requested key compared with the host.
struct PlannedChange
{
    enum class Action {
        Change,      ///< differs from the host: will be written
        Unchanged,   ///< the host already has it
        Unsupported, ///< absent, n/a, [fixed], read-only, beyond the device's maximum, or the
                     ///< whole category is not supported: flagged, never written
    };
    TunableKey key;
    QString original; ///< the host's value now (empty when it has none)
    QString desired;
    Action action = Action::Change;
    QString reason; ///< why Unsupported
    QString note;   ///< what this driver is known to do with it (refuse it, ignore it while ...)
};

/// Desired versus current, before anything is written.
struct ChangePlan
{
    QString host;
    QString interfaceName;
    QString platform;
    HostSnapshot before;
    QList<KeyValue> requested;   ///< resolved and validated, in the order given
    QList<PlannedChange> items;  ///< in apply order
    QList<CommandStep> steps;    ///< what apply would run, in order

    [[nodiscard]] QList<PlannedChange> changes() const;
    [[nodiscard]] QList<PlannedChange> unsupported() const;
    /// The exact commands, one per line, as they would run on the host (as root).
    [[nodiscard]] QStringList dryRun() const;
};

class ChangePlanner
{
    Q_DECLARE_TR_FUNCTIONS(ChangePlanner)
public:
    /// Resolves names and validates values. Refuses unknown keys, bad values, a key given
    /// twice, and interface keys without an interface: nothing is planned from bad input.
    [[nodiscard]] static Result<QList<KeyValue>> resolve(const PlatformProvider &provider, const QList<Setting> &settings,
                                                         bool haveInterface);
    /// Compares @p requested with @p before; never fails (unsupported keys are flagged).
    [[nodiscard]] static ChangePlan build(const PlatformProvider &provider, const HostSnapshot &before,
                                          const QList<KeyValue> &requested);
    /// Sysctl names among @p requested, which the read round must include.
    [[nodiscard]] static QStringList sysctlNames(const QList<KeyValue> &requested);
};

} // namespace Tunebench
