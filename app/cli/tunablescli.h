// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicontext.h"
#include "clihost.h"
#include "signalflag.h"
#include "store/database.h"
#include "tunables/hostsnapshot.h"
#include "tunables/keyoutcome.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QSocketNotifier>

#include <memory>
#include <optional>

namespace Tunebench {
struct HostRestored;
class HostLeases;
} // namespace Tunebench

namespace Tunebench::Cli {

/// The results database of --db (or the default path), opened and migrated.
[[nodiscard]] QString databasePath(const CliContext &context);
[[nodiscard]] Result<std::unique_ptr<Database>> openDatabase(CliContext &context);

[[nodiscard]] QString actionName(PlannedChange::Action action);
[[nodiscard]] QJsonObject outcomeJson(const KeyOutcome &outcome);
void printOutcome(QTextStream &out, const KeyOutcome &outcome);
/// Per key what the host's driver supports (KeySupportTable), as `tunables show --json` lists it.
[[nodiscard]] QJsonArray supportJson(const HostSnapshot &snapshot);
/// Prints a restore as text or JSON; returns whether the host is back (journal closed).
bool printRestore(CliContext &context, const RestoreReport &report);
void printSnapshot(QTextStream &out, const HostSnapshot &snapshot);
/// A note on stderr when @p host has open journals (changes a crash or a kill left behind).
void warnAboutOpenJournals(CliContext &context, const QString &host);
/// After a crash or a kill: experiments and explorations still marked running become
/// interrupted (their samples up to the last flush stay), and the hosts they left changed are
/// put back before anything new starts: first what each host did on its own (HostRestoreCheck),
/// then a restore of what is still open. A host another Tunebench holds right now is left alone
/// (its holder is alive). Returns ExitOk, or the exit code of a failed restore.
int recoverFromCrash(CliContext &context, Database &database, CliHosts &hosts);

/// `--wait SECONDS` of the commands that lease hosts (run, explore, tunables apply, restore).
void addWaitOption(QCommandLineParser &parser);
/// The --wait value (-1: wait as long as it takes); nullopt and an error line when malformed.
[[nodiscard]] std::optional<int> waitSeconds(CliContext &context, const QCommandLineParser &parser);
/// Prints a lease's waiting ("tb-server is in use by ...; waiting") as text or a JSON event.
void connectLeasePrinting(CliContext &context, HostLeases &leases);
/// Prints what a host did on its own while Tunebench was gone: text, or a `hostRestored` event.
void printHostRestored(CliContext &context, const HostRestored &restored);
/// Reads and closes what @p runner's host restored on its own; prints each; errors as notes.
void reconcileAndPrint(CliContext &context, Database &database, CommandRunner &runner);

/// A host runner built from the host options, with the CLI's exit codes for failures.
struct HostSession
{
    explicit HostSession(CliContext &c) : context(c), hosts(c) { }
    CliContext &context;
    CliHosts hosts;
    std::shared_ptr<CommandRunner> runner;

    /// Takes the host options; an exit code when they are wrong.
    [[nodiscard]] std::optional<int> configure(const QCommandLineParser &parser);
    /// Makes the runner for @p host (after configure); an exit code for a malformed host.
    [[nodiscard]] std::optional<int> connect(const QString &host);
    int fail(const Error &error) { return context.fail(error, CliHosts::exitCodeFor(error, false)); }
};

} // namespace Tunebench::Cli
