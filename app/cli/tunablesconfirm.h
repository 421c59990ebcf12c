// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "signalflag.h"
#include "tunablescli.h"

namespace Tunebench {
class HostLeases;
}

namespace Tunebench::Cli {

/// `tunables apply --confirm SECONDS` after the changes verified (Junos' `commit confirmed`):
/// the host puts them back at the deadline unless they are confirmed (Enter here, or
/// `tunables confirm HOST` from anywhere), also when this connection dies (the change may have
/// been what cut it). Returns the command's exit code.
int awaitConfirmation(HostSession &session, Database &database, HostLeases &leases, SignalFlag &signals,
                      qint64 journalId, int seconds);
/// `tunables confirm HOST`.
int confirmPending(HostSession &session);

} // namespace Tunebench::Cli
