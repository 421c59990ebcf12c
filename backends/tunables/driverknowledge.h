// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/hostsnapshot.h"
#include "tunables/tunablekey.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tunebench {

/// What Tunebench knows of how particular Linux drivers take coalescing and ring settings,
/// beyond what ethtool says: read from the drivers' sources and documentation (each fact is
/// quoted in tests/data/ethtool/drivers/, whose fake hosts behave the same way). A driver it
/// does not know gets no notes; ethtool's own answers are always reported either way.
class DriverKnowledge
{
    Q_DECLARE_TR_FUNCTIONS(DriverKnowledge)
public:
    /// The adaptive switch that governs @p key on this driver ("coalesce.adaptive-rx" for
    /// rx-usecs), and what the driver does when the key is written while it is on.
    enum class WhileAdaptive {
        Applies, ///< the value takes effect anyway (or the driver has no adaptive mode)
        Inert,   ///< accepted and read back, but adaptive moderation decides the interrupt rate
        Refused, ///< the driver refuses a change of the key while the switch stays on
    };

    /// What the values of @p key mean on @p driver, when that is not what ethtool's name says
    /// (ixgbe: "rx-usecs 1 is dynamic moderation"); empty otherwise.
    [[nodiscard]] static QString meaning(const QString &driver, const TunableKey &key);
    [[nodiscard]] static WhileAdaptive whileAdaptive(const QString &driver, const TunableKey &key);
    /// The adaptive switch for @p key: coalesce.adaptive-rx for rx-*, adaptive-tx for tx-*.
    [[nodiscard]] static TunableKey adaptiveKeyFor(const TunableKey &key);
    /// Why @p driver answered @p error ("Invalid argument") to a write of @p key = @p value,
    /// when its sources say; @p adaptiveOn is whether the key's adaptive switch was on for that
    /// write. Empty when there is nothing to add to ethtool's words.
    [[nodiscard]] static QString refusalHint(const QString &driver, const TunableKey &key, const QString &value,
                                             const QString &error, bool adaptiveOn);
    /// What @p driver makes of @p value for @p key when it is not that value although it reads
    /// back as written (ice programs odd microseconds one lower); empty when nothing.
    [[nodiscard]] static QString silentAdjustment(const QString &driver, const TunableKey &key, const QString &value);
    /// How @p driver rounds ring sizes ("up to a multiple of 8"), or empty.
    [[nodiscard]] static QString ringRounding(const QString &driver);
    /// A note for a plan: the change will be refused or will have no effect on @p driver given
    /// the state the plan leads to (@p adaptiveOn for the key's adaptive switch).
    [[nodiscard]] static QString planNote(const QString &driver, const TunableKey &key, bool adaptiveOn);
    /// The drivers this class knows.
    [[nodiscard]] static QStringList knownDrivers();
};

} // namespace Tunebench
