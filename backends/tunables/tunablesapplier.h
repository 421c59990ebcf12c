// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/keyoutcome.h"

#include <QCoreApplication>

#include <functional>

namespace Tunebench {

struct ApplyOptions
{
    /// Recorded in the journal so a recovery banner can say who left the changes behind.
    QString owner;
    /// Put the host back when a change fails, does not verify, or is cancelled.
    bool restoreOnFailure = true;
    /// Polled between steps; true stops applying and (with restoreOnFailure) restores.
    std::function<bool()> cancelRequested;
    /// Called once the journal is durable and before the first write (the host agent is armed
    /// with the journal's restore steps here); an error stops the apply with nothing written.
    std::function<Status(qint64 journalId)> journaled;
    /// Called after each write step with what it printed (progress, logs).
    std::function<void(const CommandStep &, const CommandOutput &)> stepFinished;
};

/// Applies a plan the way tuned and Ansible taught us: check for root, re-read the host,
/// journal the originals durably, and only then write; read everything back and verify each
/// key (with the per-key tolerance of TunableCatalog::matches).
class TunablesApplier
{
    Q_DECLARE_TR_FUNCTIONS(TunablesApplier)
public:
    TunablesApplier(HostReader &reader, TunablesJournalRepository &journal, SnapshotRepository &snapshots)
        : m_reader(reader), m_journal(journal), m_snapshots(snapshots)
    {
    }

    /// Fails (with nothing changed) when the host lacks root or cannot be read, or the journal
    /// cannot be written. Once the journal exists the result is always a report, whose journal
    /// stays open until a verified restore.
    [[nodiscard]] Result<ApplyReport> apply(const ChangePlan &plan, const ApplyOptions &options = {});

private:
    [[nodiscard]] Result<qint64> openJournal(const ChangePlan &plan, const ApplyOptions &options);
    /// Runs the steps; returns the error that made it stop early (a lost connection).
    [[nodiscard]] std::optional<Error> writeSteps(const ChangePlan &plan, qint64 journalId, const ApplyOptions &options,
                                                  ApplyReport &report);
    void verify(const ChangePlan &plan, qint64 journalId, ApplyReport &report);
    void journalOutcome(qint64 journalId, const ChangePlan &plan, const KeyOutcome &outcome,
                        JournalChangeRecord::State state);

    HostReader &m_reader;
    TunablesJournalRepository &m_journal;
    SnapshotRepository &m_snapshots;
};

} // namespace Tunebench
