// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/migration.h"

#include "store/experimentschema.h"
#include "store/explorationschema.h"

namespace Tunebench {

namespace {

// Host snapshots and the tunables journal (issue 5). Timestamps are ISO 8601 UTC text so that
// they sort and read the same in the sqlite3 shell. A journal's changes are written in the same
// transaction as the journal itself, before the first change reaches the host.
Migration tunablesJournal()
{
    return Migration{
        1,
        QStringLiteral("host snapshots and tunables journal"),
        {
            QStringLiteral("CREATE TABLE host_snapshot ("
                           " id INTEGER PRIMARY KEY,"
                           " host TEXT NOT NULL,"
                           " interface TEXT NOT NULL DEFAULT '',"
                           " taken_at TEXT NOT NULL,"
                           " content TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX host_snapshot_host ON host_snapshot(host, taken_at)"),
            QStringLiteral("CREATE TABLE tunables_journal ("
                           " id INTEGER PRIMARY KEY,"
                           " host TEXT NOT NULL,"
                           " interface TEXT NOT NULL DEFAULT '',"
                           " platform TEXT NOT NULL,"
                           " snapshot_id INTEGER NOT NULL REFERENCES host_snapshot(id),"
                           " state TEXT NOT NULL CHECK (state IN ('open', 'closed')),"
                           " opened_at TEXT NOT NULL,"
                           " closed_at TEXT,"
                           " owner TEXT NOT NULL DEFAULT '')"),
            QStringLiteral("CREATE INDEX tunables_journal_open ON tunables_journal(state, host)"),
            QStringLiteral("CREATE TABLE tunables_journal_change ("
                           " journal_id INTEGER NOT NULL REFERENCES tunables_journal(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " key TEXT NOT NULL,"
                           " original TEXT NOT NULL,"
                           " desired TEXT NOT NULL,"
                           " state TEXT NOT NULL"
                           "  CHECK (state IN ('pending', 'applied', 'failed', 'restored')),"
                           " applied TEXT,"
                           " error TEXT,"
                           " PRIMARY KEY (journal_id, seq))"),
        },
    };
}

// The history lists thousands of experiments with their verdicts; a sweep's summary is hundreds of
// kB. experiment.verdicts holds SummaryVerdicts::compact() of the summary, written with it. Rows
// from before this version have none: the history reads their summary instead.
Migration historyVerdicts()
{
    return Migration{
        4,
        QStringLiteral("compact verdicts beside the experiment summary"),
        {QStringLiteral("ALTER TABLE experiment ADD COLUMN verdicts TEXT")},
    };
}

// Several processes share a database (issue 26): a running experiment names the process that runs
// it, so another process's crash recovery leaves it alone; a journal the host closed on its own
// (it restored itself when Tunebench vanished) says so.
Migration sharedStores()
{
    return Migration{
        5,
        QStringLiteral("experiment owner process, journals closed by their host"),
        {QStringLiteral("ALTER TABLE experiment ADD COLUMN owner TEXT"),
         QStringLiteral("ALTER TABLE tunables_journal ADD COLUMN closed_by TEXT")},
    };
}

} // namespace

QList<Migration> schemaMigrations()
{
    return {tunablesJournal(), experimentsMigration(), explorationsMigration(), historyVerdicts(), sharedStores()};
}

} // namespace Tunebench
