// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "tunables/hostsnapshot.h"

#include <QCoreApplication>
#include <QMap>

namespace Tunebench {

/**
 * The exact commands an experiment runs, per host and step, as a Bash script a user can read,
 * copy into a terminal or attach to a bug (the editor's command preview and
 * `tunebench-cli run --script`).
 *
 * With snapshots of the hosts (what the editor shows as "current"), the tunables steps are the
 * ones the engine will run: per run only the keys that differ from the state the previous run
 * left, and at the end the restore of every changed key to its original value. Without a
 * snapshot of a host, each run writes the arm's own settings and the script says which keys are
 * reset to the values read at the start. The script runs each command with one `ssh` per
 * command (Tunebench keeps one connection per host instead).
 */
class ExperimentScript
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentScript)
public:
    /// @p snapshots: the hosts' current state by role, where known. Fails only for a spec that
    /// does not validate or whose tunables do not resolve (the error names the arm and key).
    [[nodiscard]] static Result<QString> build(const ExperimentSpec &spec,
                                               const QMap<HostRole, HostSnapshot> &snapshots = {});
    /// What build() would refuse, with the field it is about: the spec's own check, then each
    /// arm's tunables and a swept tunable resolved on the hosts' platforms.
    [[nodiscard]] static std::optional<SpecError> check(const ExperimentSpec &spec,
                                                        const QMap<HostRole, HostSnapshot> &snapshots = {});

    /// The address netperf on the client uses to reach netserver: the server's data address,
    /// else its host name (through ~/.ssh/config's HostName for an alias), 127.0.0.1 for local.
    [[nodiscard]] static QString serverControlAddress(const ExperimentHost &server);
};

} // namespace Tunebench
