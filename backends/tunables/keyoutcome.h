// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "tunables/changeplan.h"

#include <QList>
#include <QString>

#include <optional>

namespace Tunebench {

/// What happened to one key: the value before, the value wanted, what the host reads back
/// afterwards, whether that counts as done, and the error if not.
struct KeyOutcome
{
    TunableKey key;
    PlannedChange::Action action = PlannedChange::Action::Change;
    QString original;
    QString desired;
    QString applied;
    bool verified = false;
    QString error; ///< for Unsupported: the reason
};

/// The result of putting a host back from one journal or a stack of them.
struct RestoreReport
{
    qint64 journalId = 0;       ///< the newest journal restored
    QList<qint64> journalIds;   ///< every open journal restored together, newest first
    QString host;
    QString interfaceName;
    QList<KeyOutcome> outcomes; ///< desired = the value restored to
    bool closed = false;        ///< verified and the journal closed (also when it already was)
    bool alreadyClosed = false;
    QString closedBy;           ///< set when the host had restored itself (JournalRecord::closedBy)
    std::optional<Error> error; ///< why it stopped (e.g. the connection dropped): the journal stays open
};

/// The result of applying a plan.
struct ApplyReport
{
    qint64 journalId = 0; ///< 0 when nothing had to be written
    QList<KeyOutcome> outcomes;
    bool cancelled = false;
    std::optional<Error> error;          ///< why applying stopped early
    std::optional<RestoreReport> rollback; ///< set when a failure or cancel triggered a restore

    /// Every key that had to change was written and verified.
    [[nodiscard]] bool succeeded() const
    {
        if (cancelled || error)
            return false;
        for (const KeyOutcome &outcome : outcomes) {
            if (outcome.action == PlannedChange::Action::Change && !outcome.verified)
                return false;
        }
        return true;
    }
};

} // namespace Tunebench
