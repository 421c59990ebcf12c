// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/migration.h"

#include "store/experimentschema.h"
#include "store/explorationschema.h"
#include "store/storecopy.h"

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

// Each host's clock offset (the host's clock minus this machine's), its uncertainty and how it
// was found, with every run and exploration; the samples' times are on this machine's clock.
// Explorations stored before kept their samples on the hosts' clocks and, in their
// client/server_clock_offset, this machine's clock minus the host's (from arrival times): their
// samples move onto this machine's clock and the offsets take the new sign. Experiments stored
// before never measured an offset (their times stay as the hosts printed them; the offset stays
// null).
Migration hostClockOffsets()
{
    const QString explorationRuns = QStringLiteral(
        "SELECT r.id FROM run r JOIN exploration x ON x.experiment_id = r.experiment_id");
    auto offsetOf = [](const QString &runId, const QString &column) {
        return QStringLiteral("(SELECT x.%2 FROM run r JOIN exploration x ON x.experiment_id = r.experiment_id"
                              " WHERE r.id = %1)")
            .arg(runId, column);
    };
    const QString telemetryOffset = QStringLiteral("(CASE telemetry_sample.role WHEN 'client' THEN %1 ELSE %2 END)")
                                        .arg(offsetOf(QStringLiteral("telemetry_sample.run_id"), QStringLiteral("client_clock_offset")),
                                            offsetOf(QStringLiteral("telemetry_sample.run_id"), QStringLiteral("server_clock_offset")));
    QStringList statements;
    for (const char *table : {"run", "exploration"}) {
        for (const char *role : {"client", "server"}) {
            if (QLatin1String(table) == QLatin1String("run"))
                statements << QStringLiteral("ALTER TABLE run ADD COLUMN %1_clock_offset REAL").arg(QLatin1String(role));
            statements << QStringLiteral("ALTER TABLE %1 ADD COLUMN %2_clock_uncertainty REAL")
                              .arg(QLatin1String(table), QLatin1String(role))
                       << QStringLiteral("ALTER TABLE %1 ADD COLUMN %2_clock_method TEXT"
                                         " CHECK (%2_clock_method IN ('round-trip', 'arrival'))")
                              .arg(QLatin1String(table), QLatin1String(role));
        }
    }
    statements << QStringLiteral("UPDATE interim_sample SET t_end = t_end + %1 WHERE run_id IN (%2)")
                      .arg(offsetOf(QStringLiteral("interim_sample.run_id"), QStringLiteral("client_clock_offset")),
                          explorationRuns)
               << QStringLiteral("UPDATE telemetry_sample SET t_start = t_start + %1, t_end = t_end + %1"
                                 " WHERE run_id IN (%2)")
                      .arg(telemetryOffset, explorationRuns)
               << QStringLiteral("UPDATE run SET client_clock_offset = -%1, client_clock_method = 'arrival',"
                                 " server_clock_offset = -%2, server_clock_method = 'arrival' WHERE id IN (%3)")
                      .arg(offsetOf(QStringLiteral("run.id"), QStringLiteral("client_clock_offset")),
                          offsetOf(QStringLiteral("run.id"), QStringLiteral("server_clock_offset")), explorationRuns)
               << QStringLiteral("UPDATE exploration SET client_clock_offset = -client_clock_offset,"
                                 " client_clock_method = 'arrival', server_clock_offset = -server_clock_offset,"
                                 " server_clock_method = 'arrival'");
    return Migration {6, QStringLiteral("host clock offsets; samples on this machine's clock"), statements};
}

// Per-CPU telemetry and the NIC's counters (issue 23): one row per CPU and one per counter that
// moved for each telemetry_sample (kind nic: sysfs statistics over the sample; driver: `ethtool -S`
// over driver_span seconds, read every few samples; irq: the NIC's IRQs), so that a run's heatmap and counter charts read them back;
// TCP retransmissions and the service demand of the CPU a test is bound to (-T) beside each sample.
// Portable SQL (no WITHOUT ROWID, no SQLite types) for the store dialect seam.
Migration perCpuTelemetry()
{
    return Migration{
        7,
        QStringLiteral("per-CPU telemetry and NIC counters"),
        {QStringLiteral("CREATE TABLE telemetry_cpu ("
                        " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                        " role TEXT NOT NULL CHECK (role IN ('client', 'server')),"
                        " seq INTEGER NOT NULL,"
                        " cpu INTEGER NOT NULL,"
                        " user_pct REAL NOT NULL,"
                        " system_pct REAL NOT NULL,"
                        " softirq_pct REAL NOT NULL,"
                        " irq_pct REAL NOT NULL,"
                        " idle_pct REAL NOT NULL,"
                        " busy_us REAL NOT NULL,"
                        " net_rx REAL,"
                        " net_tx REAL,"
                        " nic_irqs REAL,"
                        " PRIMARY KEY (run_id, role, seq, cpu))"),
         QStringLiteral("CREATE TABLE telemetry_counter ("
                        " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                        " role TEXT NOT NULL CHECK (role IN ('client', 'server')),"
                        " seq INTEGER NOT NULL,"
                        " kind TEXT NOT NULL CHECK (kind IN ('nic', 'driver', 'irq')),"
                        " name TEXT NOT NULL,"
                        " rate REAL NOT NULL,"
                        " was_reset INTEGER NOT NULL DEFAULT 0,"
                        " PRIMARY KEY (run_id, role, seq, kind, name))"),
         QStringLiteral("ALTER TABLE telemetry_sample ADD COLUMN tcp_retrans REAL"),
         QStringLiteral("ALTER TABLE telemetry_sample ADD COLUMN driver_span REAL"),
         QStringLiteral("ALTER TABLE telemetry_sample ADD COLUMN bound_cpu INTEGER"),
         QStringLiteral("ALTER TABLE telemetry_sample ADD COLUMN bound_cpu_service_demand REAL")},
    };
}

// A team store (issue 28): who ran each experiment (the user and the machine), for the history's
// filters; in a local store, the team store an experiment recorded here is still to be published to
// (StorePublisher), cleared once it is there.
Migration teamStores()
{
    return Migration{
        9,
        QStringLiteral("who ran an experiment; experiments waiting to be published to a team store"),
        {QStringLiteral("ALTER TABLE experiment ADD COLUMN run_by TEXT"),
         QStringLiteral("ALTER TABLE experiment ADD COLUMN run_on TEXT"),
         QStringLiteral("ALTER TABLE experiment ADD COLUMN publish_to TEXT")},
    };
}

} // namespace

QList<Migration> schemaMigrations()
{
    return {tunablesJournal(), experimentsMigration(), explorationsMigration(), historyVerdicts(), sharedStores(),
            hostClockOffsets(), perCpuTelemetry(), experimentUidMigration(), teamStores()};
}

} // namespace Tunebench
