// SPDX-License-Identifier: GPL-3.0-or-later
// Explorations in the results database (schema 3): stored as experiments of kind 'exploration'
// with segments as arms, read back onto their time axis; schema 5 moves older ones' samples onto
// this machine's clock.
#include "experiment/exploreanalysis.h"
#include "store/database.h"
#include "store/explorationrepository.h"
#include "store/explorationschema.h"
#include "store/storecopy.h"
#include "store/tunablesjournalrepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "teststore.h"
#include <QTest>

using namespace Tunebench;

namespace {

constexpr double kOrigin = 1700000000.0;

ExplorationSpec spec()
{
    ExplorationSpec s;
    s.name = QStringLiteral("veth tuning");
    s.client = ExperimentHost {QStringLiteral("tb-client"), QStringLiteral("eth0"), {}};
    s.server = ExperimentHost {QStringLiteral("tb-server"), QStringLiteral("eth0"), {}};
    s.test = TestParameters {.type = NetperfTestType::TcpRr, .durationSeconds = 10, .interimInterval = 0.25};
    s.settleSeconds = 1.0;
    return s;
}

} // namespace

class TestExplorationStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    int m_files = 0;

    // One exploration: a baseline from 0 to 10 s and a TSO-off segment from 10.5 s, one netperf
    // run in each, the client's clock 3 s behind this machine's (the samples are stored on
    // this machine's clock, as the run sampler writes them).
    /// Into @p into, by default the test's store.
    qint64 storeExploration(Database *into = nullptr)
    {
        Database &database = into ? *into : *m_database;
        ExperimentRepository experiments(database);
        ExplorationRepository explorations(database);
        ExperimentRecord record;
        record.name = spec().displayName();
        record.kind = QStringLiteral("exploration");
        record.spec = QJsonDocument(spec().toJson()).toJson(QJsonDocument::Compact);
        record.clientHost = QStringLiteral("tb-client");
        record.serverHost = QStringLiteral("tb-server");
        record.status = QStringLiteral("running");
        QList<ArmRecord> noArms;
        const qint64 id = experiments.create(record, noArms).value();
        if (!explorations.start(ExplorationRecord {id, kOrigin, 1.0, {}, {}}).ok())
            return -1;
        QList<ExplorationSegmentRecord> segments {
            {0, id, 0, 0, QStringLiteral("baseline"), kOrigin, std::nullopt, "{}", "{\"label\":\"baseline\"}", {}},
            {0, id, 1, 1, QStringLiteral("server: tso off"), kOrigin + 10.5, std::nullopt,
                R"({"server":{"feature.tcp-segmentation-offload":"off"}})", {}, {}}};
        for (ExplorationSegmentRecord &segment : segments)
            if (!explorations.addSegment(segment).ok())
                return -1;
        if (!explorations.closeSegment(id, 0, kOrigin + 10.0, R"({"number":1})").ok())
            return -1;
        ExplorationMarkerRecord marker;
        marker.experimentId = id;
        marker.seq = 1;
        marker.role = QStringLiteral("server");
        marker.request = QStringLiteral("tso=off");
        marker.label = QStringLiteral("server: tso off");
        marker.status = QStringLiteral("applied");
        marker.requestedAt = kOrigin + 9.9;
        marker.writeStarted = kOrigin + 10.0;
        marker.at = kOrigin + 10.5;
        marker.wrote = true;
        marker.changes
            = R"([{"key":"feature.tcp-segmentation-offload","original":"on","desired":"off","verified":"off","ok":true}])";
        marker.sideEffects = R"(["feature.tx-tcp-segmentation: on -> off"])";
        marker.segmentIndex = 1;
        marker.journalId = 0;
        ExplorationMarkerRecord failed = marker;
        failed.seq = 2;
        failed.request = QStringLiteral("rx-usecs=8");
        failed.label = QStringLiteral("server: rx-usecs 8");
        failed.status = QStringLiteral("failed");
        failed.error = QStringLiteral("coalesce.rx-usecs: Operation not supported");
        failed.wrote = false;
        failed.segmentIndex.reset();
        failed.sideEffects.clear();
        if (!explorations.addMarker(marker).ok() || !explorations.addMarker(failed).ok())
            return -1;
        QList<RunRecord> runs;
        for (int i = 0; i < 2; ++i) {
            RunRecord run;
            run.experimentId = id;
            run.armId = segments.at(i).armId;
            run.index = i;
            run.status = QStringLiteral("completed");
            runs << run;
        }
        if (!experiments.addRuns(runs).ok())
            return -1;
        for (int r = 0; r < 2; ++r) {
            QList<InterimSampleRow> rows;
            QList<TelemetrySampleRow> telemetry;
            for (int seq = 0; seq < 20; ++seq) {
                const double end = r * 10.5 + 0.5 + seq * 0.25;
                rows << InterimSampleRow {seq, kOrigin + end, seq == 0 ? 0.5 : 0.25, 1000.0 + 200 * r};
                TelemetrySampleRow row;
                row.role = QStringLiteral("server");
                row.seq = seq;
                row.start = kOrigin + end - 0.25;
                row.end = kOrigin + end;
                row.busyMicroseconds = 250000;
                row.interrupts = 4000;
                telemetry << row;
            }
            if (!experiments.appendInterim(runs.at(r).id, rows).ok()
                || !experiments.appendTelemetry(runs.at(r).id, telemetry).ok())
                return -1;
        }
        if (!explorations
                 .updateClockOffsets(id, ClockOffset {-3.0, 0.004, ClockOffset::Method::RoundTrip},
                     ClockOffset {0.0, 0.004, ClockOffset::Method::RoundTrip})
                 .ok())
            return -1;
        return id;
    }

private Q_SLOTS:
    void initTestCase() { TUNEBENCH_REQUIRE_TEST_STORE(); }
    void init()
    {
        m_database = std::make_unique<Database>(TestStore::fresh(m_dir, QStringLiteral("e%1").arg(++m_files)));
        QVERIFY(m_database->open().ok());
    }
    void cleanup() { m_database.reset(); }

    void schemaThreeAddsTheExplorationTables()
    {
        const QList<Migration> migrations = schemaMigrations();
        QVERIFY(migrations.size() >= 3);
        QCOMPARE(migrations.at(2).version, 3);
        QCOMPARE(migrations.at(2).name, explorationsMigration().name);
        QCOMPARE(m_database->schemaVersion().value(), migrations.constLast().version);
        QSqlQuery query(m_database->connection().value());
        QVERIFY(
            query.exec(TestStore::postgres()
                    ? QStringLiteral("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                                     " AND table_name LIKE 'exploration%' ORDER BY table_name")
                    : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'exploration%'"
                                     " ORDER BY name")));
        QStringList tables;
        while (query.next())
            tables << query.value(0).toString();
        QCOMPARE(tables, (QStringList {"exploration", "exploration_marker", "exploration_segment"}));
    }

    void aVersionTwoDatabaseGainsTheExplorationTables()
    {
        const QString path = TestStore::fresh(m_dir, QStringLiteral("v2"));
        {
            Database v2(path, schemaMigrations().mid(0, 2));
            QVERIFY(v2.open().ok());
            QCOMPARE(v2.schemaVersion().value(), 2);
            // Written as a version 2 Tunebench did: today's repository knows newer columns.
            QSqlQuery insert(v2.connection().value());
            QVERIFY(insert.exec(QStringLiteral("INSERT INTO experiment (name, spec, status, created_at)"
                                               " VALUES ('before the upgrade', '{}', 'pending', '2026-01-01T00:00:00Z')")));
        }
        Database upgraded(path);
        QVERIFY(upgraded.open().ok());
        QVERIFY(upgraded.schemaVersion().value() >= 3);
        ExperimentRepository experiments(upgraded);
        QCOMPARE(experiments.list()->constFirst().name, QStringLiteral("before the upgrade"));
        ExplorationRepository explorations(upgraded);
        QVERIFY(explorations.start(ExplorationRecord {experiments.list()->constFirst().id, kOrigin, 2, {}, {}}).ok());
        QCOMPARE(explorations.exploration(experiments.list()->constFirst().id)->settleSeconds, 2.0);
    }

    void segmentsAreArmsAndTheHistoryListsThem()
    {
        const qint64 id = storeExploration();
        QVERIFY(id > 0);
        ExperimentRepository experiments(*m_database);
        const auto list = experiments.list().value();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.constFirst().kind, QStringLiteral("exploration"));
        QCOMPARE(list.constFirst().arms, (QStringList {"baseline", "server: tso off"}));
        QCOMPARE(list.constFirst().runs, 2);
        ExplorationRepository explorations(*m_database);
        const auto segments = explorations.segments(id).value();
        QCOMPARE(segments.size(), 2);
        QCOMPARE(*segments.at(0).end, kOrigin + 10.0);
        QVERIFY(!segments.at(1).end);
        QCOMPARE(segments.at(0).stats, QByteArray(R"({"number":1})"));
        QCOMPARE(experiments.arms(id)->at(0).spec, QByteArray(R"({"label":"baseline"})"));
        QCOMPARE(experiments.arms(id)->at(1).spec, QByteArray("{}")); // no arm JSON given
        const auto markers = explorations.markers(id).value();
        QCOMPARE(markers.size(), 2);
        QCOMPARE(markers.at(0).segmentIndex, std::optional<int>(1));
        QVERIFY(!markers.at(1).segmentIndex);
        QCOMPARE(markers.at(1).error, QStringLiteral("coalesce.rx-usecs: Operation not supported"));
        QCOMPARE(explorations.exploration(id)->clientClock->seconds, -3.0);
        QCOMPARE(*explorations.exploration(id)->clientClock->uncertainty, 0.004);
        QCOMPARE(explorations.exploration(id)->serverClock->method, ClockOffset::Method::RoundTrip);
    }

    void aPlainExperimentIsNoExploration()
    {
        ExperimentRepository experiments(*m_database);
        ExperimentRecord record;
        record.name = QStringLiteral("A/B");
        record.spec = "{}";
        QList<ArmRecord> arms;
        const qint64 id = experiments.create(record, arms).value();
        ExplorationRepository explorations(*m_database);
        QCOMPARE(explorations.exploration(id).error().code, ErrorCode::NotFound);
        QCOMPARE(loadExploration(*m_database, id).error().code, ErrorCode::NotFound);
    }

    void loadsBackOntoOneTimeAxis()
    {
        const qint64 id = storeExploration();
        auto stored = loadExploration(*m_database, id);
        QVERIFY2(stored.ok(), stored.ok() ? "" : qPrintable(stored.error().toString()));
        QCOMPARE(stored->spec.name, QStringLiteral("veth tuning"));
        QCOMPARE(stored->spec.settleSeconds, 1.0);
        const ExploreTimeline &timeline = stored->timeline;
        QCOMPARE(timeline.segments().size(), 2);
        QCOMPARE(*timeline.segments().at(0).end, 10.0);
        QCOMPARE(timeline.segments().at(1).start, 10.5);
        QCOMPARE(
            timeline.segments().at(1).configuration.server.value(QStringLiteral("feature.tcp-segmentation-offload")),
            QStringLiteral("off"));
        QCOMPARE(timeline.markers().size(), 2);
        QCOMPARE(timeline.markers().at(0).at, 10.5);
        QCOMPARE(timeline.markers().at(0).changes.constFirst().verified, QStringLiteral("off"));
        QCOMPARE(timeline.markers().at(0).sideEffects, QStringList {"feature.tx-tcp-segmentation: on -> off"});
        QCOMPARE(timeline.markers().at(1).status, ExploreMarker::Status::Failed);
        // The first sample ends 0.5 s after the start.
        QCOMPARE(timeline.rates().size(), 40);
        QCOMPARE(timeline.rates().constFirst().end, 0.5);
        QVERIFY(timeline.rates().constFirst().firstOfChunk);
        QVERIFY(!timeline.rates().at(1).firstOfChunk);
        QCOMPARE(timeline.rates().at(20).chunk, 1);
        QCOMPARE(timeline.telemetry(HostRole::Server).size(), 40);
        QCOMPARE(stored->end, 15.75);
        // Statistics from stored data: the baseline's intervals after 1 s of settling, the first
        // of the run left out: ends 1.25 .. 5.25.
        const ExploreSegmentStats baseline = timeline.stats(0, stored->end);
        QCOMPARE(baseline.intervals, 17);
        QCOMPARE(baseline.rate->median, 1000.0);
        QCOMPARE(*baseline.server.interrupts, 4000.0);
        QCOMPARE(timeline.stats(1, stored->end).rate->median, 1200.0);
    }

    // The session stores a marker as soon as its change is verified, and the settings that moved
    // with it once the host has been read again.
    void sideEffectsJoinAStoredMarker()
    {
        const qint64 id = storeExploration();
        ExplorationRepository explorations(*m_database);
        QVERIFY(explorations.setMarkerSideEffects(id, 2, R"(["feature.rx-gro-list: off -> on"])").ok());
        const Status missing = explorations.setMarkerSideEffects(id, 3, "[]");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
        auto stored = loadExploration(*m_database, id);
        QVERIFY(stored.ok());
        QCOMPARE(stored->timeline.markers().size(), 2);
        QCOMPARE(stored->timeline.markers().at(0).sideEffects, QStringList {"feature.tx-tcp-segmentation: on -> off"});
        QCOMPARE(stored->timeline.markers().at(1).sideEffects, QStringList {"feature.rx-gro-list: off -> on"});
    }

    // Before schema 6 an exploration kept its samples on the hosts' clocks, with this machine's
    // clock minus the host's beside them; experiments kept the hosts' times and no offset.
    void aVersionFourExplorationMovesOntoThisMachinesClock()
    {
        const QString path = TestStore::fresh(m_dir, QStringLiteral("v4"));
        {
            Database v4(path, schemaMigrations().mid(0, 4));
            QVERIFY(v4.open().ok());
            QSqlQuery q(v4.connection().value());
            for (const char *sql : {
                     "INSERT INTO experiment (id, name, kind, spec, status, created_at) VALUES"
                     " (1, 'old exploration', 'exploration', '{}', 'completed', '2026-01-01T00:00:00Z'),"
                     " (2, 'old experiment', 'experiment', '{}', 'completed', '2026-01-01T00:00:00Z')",
                     "INSERT INTO arm (id, experiment_id, idx, label, spec) VALUES (1, 1, 0, 'baseline', '{}'),"
                     " (2, 2, 0, 'A', '{}')",
                     "INSERT INTO run (id, experiment_id, arm_id, idx, repetition, status) VALUES"
                     " (1, 1, 1, 0, 0, 'completed'), (2, 2, 2, 0, 0, 'completed')",
                     "INSERT INTO exploration (experiment_id, started_at, settle_seconds, client_clock_offset,"
                     " server_clock_offset) VALUES (1, 1700000000, 1, 3.0, -0.5)",
                     "INSERT INTO interim_sample (run_id, seq, t_end, interval, value) VALUES"
                     " (1, 0, 1699999997.5, 0.5, 1000), (2, 0, 1700000100.5, 0.5, 1000)",
                     "INSERT INTO telemetry_sample (run_id, role, seq, t_start, t_end, cpu, busy_us, interrupts,"
                     " context_switches, softirqs) VALUES (1, 'client', 0, 1699999997.25, 1699999997.5, 1, 1, 1, 1, 1),"
                     " (1, 'server', 0, 1700000000.75, 1700000001.0, 1, 1, 1, 1, 1),"
                     " (2, 'server', 0, 1700000100.25, 1700000100.5, 1, 1, 1, 1, 1)"})
                QVERIFY2(q.exec(QLatin1String(sql)), qPrintable(q.lastQuery()));
        }
        Database upgraded(path);
        QVERIFY(upgraded.open().ok());
        QCOMPARE(upgraded.schemaVersion().value(), schemaMigrations().constLast().version);
        ExperimentRepository experiments(upgraded);
        QCOMPARE(experiments.interim(1)->constFirst().endTime, 1700000000.5);
        QCOMPARE(experiments.telemetry(1)->at(0).start, 1700000000.25); // client: +3 s
        QCOMPARE(experiments.telemetry(1)->at(1).end, 1700000000.5); // server: -0.5 s
        const RunRecord explored = experiments.runs(1)->constFirst();
        QCOMPARE(explored.clientClock->seconds, -3.0); // the host's clock minus this machine's now
        QCOMPARE(explored.clientClock->method, ClockOffset::Method::Arrival);
        QVERIFY(!explored.clientClock->uncertainty);
        QCOMPARE(explored.serverClock->seconds, 0.5);
        const auto exploration = ExplorationRepository(upgraded).exploration(1).value();
        QCOMPARE(exploration.clientClock->seconds, -3.0);
        QCOMPARE(exploration.serverClock->seconds, 0.5);
        // A plain experiment's times stay as they were, with no offset.
        QCOMPARE(experiments.interim(2)->constFirst().endTime, 1700000100.5);
        QCOMPARE(experiments.telemetry(2)->constFirst().start, 1700000100.25);
        QVERIFY(!experiments.runs(2)->constFirst().clientClock);
    }

    // db copy (issue 28): an ended exploration arrives in another store (PostgreSQL in the _pg
    // variant) with its segments, markers, samples and the journal its marker names; again, nothing.
    // It is copied from where it was recorded with its journal: this machine's local store (the
    // test's store itself on SQLite), as a PostgreSQL store's explorations are published from.
    void anExplorationCopiesWithItsMarkersAndJournalOnlyOnce()
    {
        Database &source = m_database->localStore();
        const qint64 id = storeExploration(&source);
        ExperimentRepository experiments(source);
        ExperimentRecord record = experiments.experiment(id).value();
        record.status = QStringLiteral("completed");
        QVERIFY(experiments.updateExperiment(record).ok());
        JournalRecord journal{0, QStringLiteral("tb-server"), QStringLiteral("veth0"), QStringLiteral("linux"), 0, true, {}, {},
                              QStringLiteral("tst_explorationstore"), {}, {}};
        journal.changes = {JournalChangeRecord{0, QStringLiteral("feature.tcp-segmentation-offload"), QStringLiteral("on"),
                                               QStringLiteral("off"), JournalChangeRecord::State::Restored, {}, {}}};
        TunablesJournalRepository journals(source);
        const qint64 journalId
            = journals.open(journal, SnapshotRecord{0, QStringLiteral("tb-server"), QStringLiteral("veth0"),
                                                    QDateTime::currentDateTimeUtc(), QByteArrayLiteral("{\"format\":1}")})
                  .value();
        QVERIFY(journals.close(journalId).ok());
        QVERIFY(source.write([&](QSqlDatabase &db) -> Status {
            QSqlQuery query(db);
            query.prepare(QStringLiteral("UPDATE exploration_marker SET journal_id = ? WHERE experiment_id = ? AND seq = 1"));
            query.addBindValue(journalId);
            query.addBindValue(id);
            return query.exec() ? Status(Ok{}) : Status(makeError(ErrorCode::Database, QStringLiteral("link")));
        }).ok());

        Database target(TestStore::fresh(m_dir, QStringLiteral("copy")));
        QVERIFY(target.open().ok());
        // Something in the target already, so that the copy's ids are the target's own.
        ExperimentRecord other;
        other.name = QStringLiteral("already there");
        other.spec = "{}";
        other.status = QStringLiteral("completed");
        QList<ArmRecord> noArms;
        QVERIFY(ExperimentRepository(target).create(other, noArms).ok());
        auto copied = StoreCopier(source, target).copyAll();
        QVERIFY2(copied.ok(), copied.ok() ? "" : qPrintable(copied.error().toString()));
        QCOMPARE(copied->copied, 1);

        const auto entries = ExperimentRepository(target).list();
        QCOMPARE(entries->size(), 2);
        const qint64 copyId = entries->constFirst().name == other.name ? entries->at(1).id : entries->at(0).id;
        QVERIFY(copyId != id);
        auto original = loadExploration(source, id);
        auto copy = loadExploration(target, copyId);
        QVERIFY2(copy.ok(), copy.ok() ? "" : qPrintable(copy.error().toString()));
        QCOMPARE(copy->timeline.segments().size(), original->timeline.segments().size());
        QCOMPARE(copy->timeline.markers().size(), 2);
        QCOMPARE(copy->timeline.markers().at(0).sideEffects, original->timeline.markers().at(0).sideEffects);
        QCOMPARE(copy->timeline.rates().size(), 40);
        QCOMPARE(copy->timeline.telemetry(HostRole::Server).size(), 40);
        QCOMPARE(copy->end, original->end);
        QCOMPARE(copy->timeline.stats(1, copy->end).rate->median, 1200.0);
        QCOMPARE(copy->clientClock->seconds, -3.0);
        // The marker names the copy of its journal, with the journal's changes and snapshot.
        QSqlQuery query(target.connection().value());
        QVERIFY(query.exec(QStringLiteral("SELECT m.journal_id FROM exploration_marker m WHERE m.experiment_id = %1 AND m.seq = 1")
                               .arg(copyId))
                && query.next());
        // Read with SQL: a journal repository reads this machine's journals (Database::localStore()),
        // and the copy's are the target's own record.
        const qint64 copiedJournal = query.value(0).toLongLong();
        QVERIFY(query.exec(QStringLiteral("SELECT original FROM tunables_journal_change WHERE journal_id = %1").arg(copiedJournal)));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("on"));
        QVERIFY(!query.next());
        QVERIFY(query.exec(QStringLiteral("SELECT state, snapshot_id FROM tunables_journal WHERE id = %1").arg(copiedJournal)));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("closed"));
        QVERIFY(query.value(1).toLongLong() > 0);

        auto again = StoreCopier(source, target).copyAll();
        QVERIFY(again.ok());
        QCOMPARE(again->copied, 0);
        QCOMPARE(again->rows, 0);
        QCOMPARE(ExperimentRepository(target).list()->size(), 2);
    }

    void deletingTheExperimentDeletesTheExploration()
    {
        const qint64 id = storeExploration();
        ExperimentRepository experiments(*m_database);
        QVERIFY(experiments.remove(id).ok());
        ExplorationRepository explorations(*m_database);
        QCOMPARE(explorations.exploration(id).error().code, ErrorCode::NotFound);
        QVERIFY(explorations.segments(id)->isEmpty());
        QVERIFY(explorations.markers(id)->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExplorationStore)
#include "tst_explorationstore.moc"
