// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/hostagent.h"
#include "tunables/keyoutcome.h"

#include <QCoreApplication>

namespace Tunebench {

class CommandRunner;
class Database;

/// A host that restored itself while Tunebench was gone, as the next connection found it.
struct HostRestored
{
    QString host;
    QList<qint64> journalIds; ///< this database's journals the host's record covers
    AgentRecord record;
    int failedSteps = 0;
    RestoreReport verification; ///< Tunebench's read-back against the journals' originals
    QString note;               ///< what the closed journals now say (JournalRecord::closedBy)

    [[nodiscard]] bool closed() const { return verification.closed; }
};

/// The next connection after a host restored itself (HostAgent): reads the host's records,
/// verifies the host against the journals' originals (fixing what the host's fixed commands
/// could not, e.g. side effects), closes the journals as restored by the host, and removes the
/// records it has dealt with. The local journal stays the record; the host's is only a report.
class HostRestoreCheck
{
    Q_DECLARE_TR_FUNCTIONS(HostRestoreCheck)
public:
    /// Nothing is run on the host when @p database has no open journal of it.
    [[nodiscard]] static Result<QList<HostRestored>> reconcile(Database &database, CommandRunner &runner,
                                                              const HostAgentOptions &options = {});
    /// "tb-server restored itself at 14:03:12 (no word came from Tunebench for the grace period):
    /// journals 3, 4 verified and closed."
    [[nodiscard]] static QString describe(const HostRestored &restored);
};

} // namespace Tunebench
