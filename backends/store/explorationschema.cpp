// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/explorationschema.h"

namespace Tunebench {

// An exploration is an experiment of kind 'exploration' (so history, show and reports list it):
// each segment is an arm (its label and configuration), each back-to-back netperf run a run of the
// segment it started in, and samples go to the usual sample tables. These tables add what an
// experiment has not: the time axis (origin and the hosts' clock offsets), when each segment began
// and ended, and the markers. Times are epoch seconds on the machine that ran Tunebench.
Migration explorationsMigration()
{
    return Migration {
        3,
        QStringLiteral("explorations: segments and markers"),
        {
            QStringLiteral("CREATE TABLE exploration ("
                           " experiment_id INTEGER PRIMARY KEY REFERENCES experiment(id) ON DELETE CASCADE,"
                           " started_at REAL NOT NULL,"
                           " settle_seconds REAL NOT NULL,"
                           " client_clock_offset REAL NOT NULL DEFAULT 0,"
                           " server_clock_offset REAL NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE TABLE exploration_segment ("
                           " arm_id INTEGER PRIMARY KEY REFERENCES arm(id) ON DELETE CASCADE,"
                           " experiment_id INTEGER NOT NULL REFERENCES experiment(id) ON DELETE CASCADE,"
                           " idx INTEGER NOT NULL,"
                           " marker_seq INTEGER NOT NULL DEFAULT 0,"
                           " t_start REAL NOT NULL,"
                           " t_end REAL,"
                           " configuration TEXT NOT NULL,"
                           " stats TEXT,"
                           " UNIQUE (experiment_id, idx))"),
            QStringLiteral("CREATE TABLE exploration_marker ("
                           " experiment_id INTEGER NOT NULL REFERENCES experiment(id) ON DELETE CASCADE,"
                           " seq INTEGER NOT NULL,"
                           " role TEXT NOT NULL CHECK (role IN ('client', 'server')),"
                           " request TEXT NOT NULL,"
                           " label TEXT NOT NULL,"
                           " status TEXT NOT NULL CHECK (status IN ('applied', 'partial', 'unchanged', 'failed')),"
                           " error TEXT,"
                           " requested_at REAL NOT NULL,"
                           " write_started REAL NOT NULL,"
                           " t REAL NOT NULL,"
                           " wrote INTEGER NOT NULL DEFAULT 0,"
                           " changes TEXT NOT NULL,"
                           " side_effects TEXT,"
                           " segment_idx INTEGER,"
                           " journal_id INTEGER,"
                           " PRIMARY KEY (experiment_id, seq))"),
        },
    };
}

} // namespace Tunebench
