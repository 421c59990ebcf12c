// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "store/snapshotrepository.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Tunebench {

class Database;

/// One change of a journal: the key in the tunables library's canonical spelling and the
/// value it had before Tunebench touched it.
struct JournalChangeRecord
{
    enum class State { Pending, Applied, Failed, Restored };
    int seq = 0;
    QString key;
    QString original;
    QString desired;
    State state = State::Pending;
    QString applied; ///< the value read back after applying (empty until then)
    QString error;
};

/// What Tunebench changed on one host, written before the first change and closed only once
/// the host is verified to be back where it was.
struct JournalRecord
{
    qint64 id = 0;
    QString host;
    QString interfaceName;
    QString platform;
    qint64 snapshotId = 0;
    bool open = true;
    QDateTime openedAt;
    QDateTime closedAt;
    QString owner; ///< who opened it ("tunebench-cli pid 4242"), for the recovery banner
    /// Empty when Tunebench restored and closed it; otherwise how the host restored itself
    /// ("tb-server restored itself at 14:03:12: no word came from Tunebench for the grace period").
    QString closedBy;
    QList<JournalChangeRecord> changes;
};

/// The tunables journal (tables tunables_journal, tunables_journal_change).
class TunablesJournalRepository
{
    Q_DECLARE_TR_FUNCTIONS(TunablesJournalRepository)
public:
    /// On @p database's local store (Database::localStore()): the store itself for a SQLite
    /// file, a local SQLite file for a PostgreSQL store, so a journal never waits on a server.
    explicit TunablesJournalRepository(Database &database);

    /// Stores @p snapshot, the journal and all its changes in one committed transaction and
    /// returns the journal id. When this returns, the originals are on disk.
    [[nodiscard]] Result<qint64> open(JournalRecord journal, const SnapshotRecord &snapshot);
    /// The snapshot open() stored with a journal (JournalRecord::snapshotId).
    [[nodiscard]] Result<SnapshotRecord> snapshot(qint64 id);
    [[nodiscard]] Status updateChange(qint64 journalId, const JournalChangeRecord &change);
    /// Marks the journal closed: call only after the restore was verified. @p closedBy: see
    /// JournalRecord::closedBy.
    [[nodiscard]] Status close(qint64 journalId, const QString &closedBy = {});

    [[nodiscard]] Result<JournalRecord> journal(qint64 id);
    /// Open journals, newest first; all hosts when @p host is empty.
    [[nodiscard]] Result<QList<JournalRecord>> openJournals(const QString &host = {});

    [[nodiscard]] static QString stateName(JournalChangeRecord::State state);

private:
    [[nodiscard]] Status loadChanges(JournalRecord &journal);

    Database &m_database;
};

} // namespace Tunebench
