// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/keyoutcome.h"

#include <QCoreApplication>
#include <QSet>

namespace Tunebench {

/// Puts a host back from its journals: every journaled key to its original value in reverse
/// order, plus keys of the same categories that moved as a side effect (tx-checksumming off
/// also turns TSO off; changing channels re-creates RPS/XPS masks) back to the journal's
/// snapshot. Verifies by reading back, retries once what did not stick (re-creating queues
/// can reset settings restored before it), and closes the journal only when all is verified.
/// Restoring a closed journal, or a key already at its original, does nothing.
class TunablesRestorer
{
    Q_DECLARE_TR_FUNCTIONS(TunablesRestorer)
public:
    TunablesRestorer(HostReader &reader, TunablesJournalRepository &journal, SnapshotRepository &snapshots)
        : m_reader(reader), m_journal(journal), m_snapshots(snapshots)
    {
    }

    /// Restores one journal of this reader's host.
    [[nodiscard]] Result<RestoreReport> restore(qint64 journalId);
    /// Restores a stack of journals of one interface (e.g. every arm an experiment applied) in
    /// one pass: each key goes back to its value before the oldest of them, and all close
    /// together once that is verified. One read, one write per category and one read back,
    /// however many journals there are. Closed journals among @p journalIds are skipped.
    [[nodiscard]] Result<RestoreReport> restore(const QList<qint64> &journalIds);
    /// Restores every open journal of this reader's host, one stack per interface.
    [[nodiscard]] Result<QList<RestoreReport>> restoreOpen();

    /// What the host must run to put itself back from @p journalIds (open ones of this host and
    /// one interface) when Tunebench is gone: every journaled key to its value before the oldest
    /// journal, newest first, as fixed commands (HostAgent::arm). Side effects need the host's
    /// current state, so they are left to the verifying restore at the next connection.
    [[nodiscard]] Result<QList<CommandStep>> unattendedSteps(const QList<qint64> &journalIds);
    /// Journals closed from now on say the host restored itself (JournalRecord::closedBy).
    void setClosedBy(const QString &closedBy) { m_closedBy = closedBy; }

private:
    struct Target
    {
        TunableKey key;
        QString value;
        int seq = -1; ///< journal change number; -1 for a side effect
    };

    /// The open journals among @p journalIds, newest first, checked to be of this host and of
    /// one interface; fills the report's host, interface and journal ids.
    [[nodiscard]] Result<QList<JournalRecord>> openStack(const QList<qint64> &journalIds, RestoreReport &report);
    [[nodiscard]] QList<Target> targets(const QList<JournalRecord> &newestFirst, const HostSnapshot &before,
                                        const HostSnapshot &current) const;
    /// The journaled keys of the stack, each at its oldest original, newest journal's reverse order.
    [[nodiscard]] static QList<Target> journaledTargets(const QList<JournalRecord> &newestFirst, QSet<Category> *touched);
    /// Writes the targets that differ from @p current, in reverse apply order.
    [[nodiscard]] std::optional<Error> writeDifferences(const PlatformProvider &provider, const QString &interfaceName,
                                                        const QList<Target> &targets, const HostSnapshot &current,
                                                        QHash<QString, QString> &errors);
    /// Writes and re-reads (twice at most) until @p latest reaches every target; returns the
    /// error that stopped it (a lost connection).
    [[nodiscard]] std::optional<Error> converge(const PlatformProvider &provider, const ReadRequest &request,
                                                const QList<Target> &targets, HostSnapshot &latest,
                                                QHash<QString, QString> &errors);
    /// Marks every change restored and closes the journal.
    [[nodiscard]] Status close(const JournalRecord &journal, const HostSnapshot &latest);
    void recordOutcome(RestoreReport &report, const QList<Target> &targets,
                       const HostSnapshot &first, const HostSnapshot &last, const QHash<QString, QString> &errors);

    HostReader &m_reader;
    TunablesJournalRepository &m_journal;
    SnapshotRepository &m_snapshots;
    QString m_closedBy;
};

} // namespace Tunebench
