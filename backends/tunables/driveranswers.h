// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transport/commandrunner.h"
#include "tunables/hostsnapshot.h"
#include "tunables/keyoutcome.h"
#include "tunables/platformprovider.h"

#include <QCoreApplication>
#include <QHash>

namespace Tunebench {

/// Turns what a host answered to a write into what the user is told per key: refused (with
/// the driver's words, on the key ethtool's error points at), silently ignored, clamped,
/// adjusted, or taken but without effect. The applier and the restorer both use it, so apply
/// and restore say the same things.
class DriverAnswers
{
    Q_DECLARE_TR_FUNCTIONS(DriverAnswers)
public:
    /// For a write step that failed: key id -> the message for that key. When ethtool's error
    /// carries an attribute offset, the key at that offset gets the driver's words and the
    /// step's other keys are "not changed because of" it. @p context is the host as read before
    /// the write (its driver name and adaptive switches explain known refusals).
    [[nodiscard]] static QHash<QString, QString> refusals(const CommandStep &step, const CommandOutput &output,
                                                          const HostSnapshot &context);
    /// The kernel's warnings on a step that succeeded ("netlink warning: ..."), as one note.
    [[nodiscard]] static QString warningNote(const CommandOutput &output);
    /// After reading back a written key: sets @p outcome's answer and note, and its error when
    /// the driver did not take the value. An outcome already Refused keeps its error. With
    /// @p restoring, notes about the effect of a value (inert while adaptive) are left out.
    static void classify(KeyOutcome &outcome, const HostSnapshot &before, const HostSnapshot &after, bool restoring);
};

} // namespace Tunebench
