// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/experimentschema.h"

namespace Tunebench {

// Samples are the bulk of the data (4 per second per run and host), so their tables are
// WITHOUT ROWID with the natural key as primary key: one B-tree, no second index.
Migration experimentsMigration()
{
    return Migration{
        2,
        QStringLiteral("experiments, runs and samples"),
        {
            QStringLiteral("CREATE TABLE experiment ("
                           " id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL,"
                           " kind TEXT NOT NULL DEFAULT 'experiment'"
                           "  CHECK (kind IN ('experiment', 'exploration', 'import')),"
                           " spec TEXT NOT NULL,"
                           " client_host TEXT NOT NULL DEFAULT '',"
                           " server_host TEXT NOT NULL DEFAULT '',"
                           " status TEXT NOT NULL"
                           "  CHECK (status IN ('pending', 'running', 'completed', 'aborted', 'failed', 'interrupted')),"
                           " seed INTEGER NOT NULL DEFAULT 0,"
                           " mss INTEGER,"
                           " created_at TEXT NOT NULL,"
                           " finished_at TEXT,"
                           " error TEXT,"
                           " summary TEXT)"),
            QStringLiteral("CREATE INDEX experiment_created ON experiment(created_at)"),
            QStringLiteral("CREATE TABLE arm ("
                           " id INTEGER PRIMARY KEY,"
                           " experiment_id INTEGER NOT NULL REFERENCES experiment(id) ON DELETE CASCADE,"
                           " idx INTEGER NOT NULL,"
                           " label TEXT NOT NULL,"
                           " spec TEXT NOT NULL,"
                           " UNIQUE (experiment_id, idx))"),
            QStringLiteral("CREATE TABLE run ("
                           " id INTEGER PRIMARY KEY,"
                           " experiment_id INTEGER NOT NULL REFERENCES experiment(id) ON DELETE CASCADE,"
                           " arm_id INTEGER NOT NULL REFERENCES arm(id) ON DELETE CASCADE,"
                           " idx INTEGER NOT NULL,"
                           " repetition INTEGER NOT NULL,"
                           " sweep_point INTEGER NOT NULL DEFAULT -1,"
                           " sweep_value REAL,"
                           " status TEXT NOT NULL"
                           "  CHECK (status IN ('pending', 'running', 'completed', 'failed', 'interrupted', 'aborted')),"
                           " started_at TEXT,"
                           " finished_at TEXT,"
                           " command_line TEXT NOT NULL DEFAULT '',"
                           " raw_output TEXT NOT NULL DEFAULT '',"
                           " error TEXT,"
                           " rate REAL,"
                           " local_sd REAL,"
                           " remote_sd REAL,"
                           " live_sd_local REAL,"
                           " live_sd_remote REAL,"
                           " result TEXT,"
                           " settings TEXT,"
                           " UNIQUE (experiment_id, idx))"),
            QStringLiteral("CREATE INDEX run_arm ON run(arm_id)"),
            QStringLiteral("CREATE TABLE interim_sample ("
                           " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " t_end REAL NOT NULL,"
                           " interval REAL NOT NULL,"
                           " value REAL NOT NULL,"
                           " PRIMARY KEY (run_id, seq)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE telemetry_sample ("
                           " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                           " role TEXT NOT NULL CHECK (role IN ('client', 'server')),"
                           " seq INTEGER NOT NULL,"
                           " t_start REAL NOT NULL,"
                           " t_end REAL NOT NULL,"
                           " cpu REAL NOT NULL,"
                           " busy_us REAL NOT NULL,"
                           " interrupts REAL NOT NULL,"
                           " context_switches REAL NOT NULL,"
                           " softirqs REAL NOT NULL,"
                           " rx_pps REAL,"
                           " tx_pps REAL,"
                           " service_demand REAL,"
                           " per_cpu TEXT,"
                           " PRIMARY KEY (run_id, role, seq)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE experiment_snapshot ("
                           " experiment_id INTEGER NOT NULL REFERENCES experiment(id) ON DELETE CASCADE,"
                           " role TEXT NOT NULL CHECK (role IN ('client', 'server')),"
                           " phase TEXT NOT NULL CHECK (phase IN ('before', 'after')),"
                           " snapshot_id INTEGER NOT NULL REFERENCES host_snapshot(id),"
                           " PRIMARY KEY (experiment_id, role, phase))"),
        },
    };
}

} // namespace Tunebench
