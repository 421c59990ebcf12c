// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/experimentschema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "teststore.h"

using namespace Tunebench;

class TestExperimentRepository : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;

    qint64 makeExperiment(ExperimentRepository &repo, const QString &name, QList<ArmRecord> &arms)
    {
        ExperimentRecord experiment;
        experiment.name = name;
        experiment.spec = "{}";
        experiment.clientHost = QStringLiteral("tb-client");
        experiment.serverHost = QStringLiteral("root@198.18.0.2");
        arms = {ArmRecord{0, 0, QStringLiteral("TSO on"), "{}"}, ArmRecord{0, 1, QStringLiteral("TSO off"), "{}"}};
        auto id = repo.create(experiment, arms);
        return id ? id.value() : -1;
    }

private Q_SLOTS:
    void initTestCase() { TUNEBENCH_REQUIRE_TEST_STORE(); }
    void init()
    {
        m_database = std::make_unique<Database>(TestStore::fresh(m_dir, QStringLiteral("t")));
        QVERIFY(m_database->open().ok());
    }
    void cleanup() { m_database.reset(); }

    void schemaIncludesTheExperimentTables()
    {
        QVERIFY(schemaMigrations().size() >= 2);
        QCOMPARE(schemaMigrations().at(1).version, experimentsMigration().version);
    }

    void storesExperimentsRunsAndSamples()
    {
        ExperimentRepository repo(*m_database);
        QList<ArmRecord> arms;
        const qint64 id = makeExperiment(repo, QStringLiteral("TSO"), arms);
        QVERIFY(id > 0);
        QVERIFY(arms.at(0).id > 0 && arms.at(1).id > arms.at(0).id);
        QList<RunRecord> runs;
        for (int i = 0; i < 4; ++i) {
            RunRecord run;
            run.experimentId = id;
            run.armId = arms.at(i % 2).id;
            run.index = i;
            run.repetition = i / 2;
            runs << run;
        }
        QVERIFY(repo.addRuns(runs).ok());
        RunRecord &first = runs[0];
        first.status = QStringLiteral("completed");
        first.startedAt = QDateTime::currentDateTimeUtc();
        first.rate = 14500.5;
        first.localServiceDemand = 28.1;
        first.rawOutput = QStringLiteral("Interim result: ...");
        const Status updated = repo.updateRun(first);
        QVERIFY2(updated.ok(), updated.ok() ? "" : qPrintable(updated.error().toString()));
        QList<InterimSampleRow> samples;
        for (int i = 0; i < 12; ++i)
            samples << InterimSampleRow{i, 1795995436.0 + 0.25 * i, 0.25, 14000.0 + i};
        QVERIFY(repo.appendInterim(first.id, samples).ok());
        TelemetrySampleRow t;
        t.role = QStringLiteral("server");
        t.seq = 0;
        t.end = 1.0;
        t.cpu = 40;
        t.serviceDemand = 27.5;
        QVERIFY(repo.appendTelemetry(first.id, {t}).ok());

        const auto stored = repo.runs(id);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), 4);
        QCOMPARE(stored->at(0).status, QStringLiteral("completed"));
        QCOMPARE(*stored->at(0).rate, 14500.5);
        QVERIFY(!stored->at(0).remoteServiceDemand.has_value());
        QCOMPARE(stored->at(1).status, QStringLiteral("pending"));
        const auto interim = repo.interim(first.id);
        QCOMPARE(interim->size(), 12);
        QCOMPARE(interim->at(11).value, 14011.0);
        const auto telemetry = repo.telemetry(first.id);
        QCOMPARE(telemetry->size(), 1);
        QCOMPARE(*telemetry->at(0).serviceDemand, 27.5);
        QVERIFY(!telemetry->at(0).rxPackets.has_value());
    }

    void storesPerCpuTelemetryAndNicCountersWithTheRun()
    {
        ExperimentRepository repo(*m_database);
        QList<ArmRecord> arms;
        const qint64 id = makeExperiment(repo, QStringLiteral("per CPU"), arms);
        QList<RunRecord> runs{RunRecord{}};
        runs[0].experimentId = id;
        runs[0].armId = arms.at(0).id;
        QVERIFY(repo.addRuns(runs).ok());
        const qint64 runId = runs.at(0).id;
        QList<TelemetrySampleRow> rows;
        for (const char *role : {"client", "server"}) {
            for (int seq = 0; seq < 2; ++seq) {
                TelemetrySampleRow t;
                t.role = QLatin1String(role);
                t.seq = seq;
                t.cpus = {TelemetryCpuRow{0, 10, 5, 20 + seq, 1, 64 - seq, 9000, 4000, 12, std::nullopt},
                          TelemetryCpuRow{3, 1, 1, 0, 0, 98, 500, 0, 0, std::nullopt}};
                t.nicCounters = {{QStringLiteral("rx_packets"), 12000.0 + seq}, {QStringLiteral("rx_dropped"), 3}};
                t.counterResets = {QStringLiteral("rx_dropped")};
                t.driverCounters = {{QStringLiteral("rx_queue_0_packets"), 6000}};
                t.driverSpan = 2.0;
                t.queueInterrupts = {{QStringLiteral("virtio2-input.0"), 800}};
                t.tcpRetrans = 0.5;
                t.boundCpu = 3;
                t.boundCpuServiceDemand = 41.5;
                rows << t;
            }
        }
        QVERIFY(repo.appendTelemetry(runId, rows).ok());
        // A sample written again (the store's INSERT OR REPLACE) replaces its details, not adds to them.
        QVERIFY(repo.appendTelemetry(runId, {rows.at(3)}).ok());

        const auto stored = repo.telemetry(runId);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), 4);
        const TelemetrySampleRow &server1 = stored->at(3);
        QCOMPARE(server1.role, QStringLiteral("server"));
        QCOMPARE(server1.cpus.size(), 2);
        QCOMPARE(server1.cpus.at(0).softirq, 21.0);
        QCOMPARE(server1.cpus.at(0).netRx, 4000.0);
        QVERIFY(!server1.cpus.at(0).nicInterrupts.has_value());
        QCOMPARE(server1.cpus.at(1).cpu, 3);
        QCOMPARE(server1.nicCounters.value(QStringLiteral("rx_packets")), 12001.0);
        QCOMPARE(server1.counterResets, QStringList{QStringLiteral("rx_dropped")});
        QCOMPARE(server1.driverCounters.value(QStringLiteral("rx_queue_0_packets")), 6000.0);
        QVERIFY(!server1.nicCounters.contains(QStringLiteral("rx_queue_0_packets")));
        QCOMPARE(server1.driverSpan, 2.0);
        QCOMPARE(server1.queueInterrupts.value(QStringLiteral("virtio2-input.0")), 800.0);
        QCOMPARE(server1.tcpRetrans, 0.5);
        QCOMPARE(server1.boundCpu, 3);
        QCOMPARE(server1.boundCpuServiceDemand, 41.5);

        QVERIFY(repo.remove(id).ok());
        QCOMPARE(repo.telemetry(runId)->size(), 0);
    }

    void marksRunningRunsInterruptedAfterACrash()
    {
        ExperimentRepository repo(*m_database);
        QList<ArmRecord> arms;
        const qint64 id = makeExperiment(repo, QStringLiteral("crash"), arms);
        auto experiment = repo.experiment(id);
        ExperimentRecord record = experiment.value();
        record.status = QStringLiteral("running");
        QVERIFY(repo.updateExperiment(record).ok());
        QList<RunRecord> runs{RunRecord{}};
        runs[0].experimentId = id;
        runs[0].armId = arms.at(0).id;
        QVERIFY(repo.addRuns(runs).ok());
        runs[0].status = QStringLiteral("running");
        QVERIFY(repo.updateRun(runs[0]).ok());
        QVERIFY(repo.appendInterim(runs[0].id, {InterimSampleRow{0, 1, 0.25, 100}}).ok());
        // The crash: the process that ran it is gone (a live one's experiment is left alone,
        // tst_storeconcurrency). Rows of Tunebench before schema 5 name no process at all.
        QVERIFY(m_database
                    ->write([id](QSqlDatabase &db) -> Status {
                        QSqlQuery query(db);
                        query.prepare(QStringLiteral("UPDATE experiment SET owner = NULL WHERE id = ?"));
                        query.addBindValue(id);
                        return query.exec() ? Status(Ok{}) : Status(makeError(ErrorCode::Database, query.lastError().text()));
                    })
                    .ok());

        const auto affected = repo.markInterrupted();
        QVERIFY(affected.ok());
        QCOMPARE(affected.value(), QList<qint64>{id});
        QCOMPARE(repo.experiment(id)->status, QStringLiteral("interrupted"));
        QCOMPARE(repo.runs(id)->at(0).status, QStringLiteral("interrupted"));
        QCOMPARE(repo.interim(runs[0].id)->size(), 1); // samples up to the crash are kept
        QVERIFY(repo.markInterrupted()->isEmpty());    // idempotent
    }

    void listsSearchesAndDeletes()
    {
        ExperimentRepository repo(*m_database);
        QList<ArmRecord> arms;
        const qint64 a = makeExperiment(repo, QStringLiteral("adaptive-rx 100%_off"), arms);
        const qint64 b = makeExperiment(repo, QStringLiteral("busy poll"), arms);
        QCOMPARE(repo.count().value(), 2);
        const auto all = repo.list();
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(0).id, b); // newest first
        QCOMPARE(all->at(0).arms, (QStringList{QStringLiteral("TSO on"), QStringLiteral("TSO off")}));
        QCOMPARE(repo.list(QStringLiteral("BUSY"))->size(), 1);
        QCOMPARE(repo.list(QStringLiteral("100%_"))->size(), 1); // wildcards are literal
        QCOMPARE(repo.list(QStringLiteral("%"))->size(), 1); // only the name with a literal %
        QCOMPARE(repo.list(QStringLiteral("x_o"))->size(), 0);
        QCOMPARE(repo.list(QStringLiteral("TSO off"))->size(), 2); // arm labels match
        QCOMPARE(repo.list({}, 1, 1)->at(0).id, a);
        QVERIFY(repo.remove(a).ok());
        QCOMPARE(repo.count().value(), 1);
        QCOMPARE(repo.remove(a).error().code, ErrorCode::NotFound);
        QCOMPARE(repo.experiment(a).error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestExperimentRepository)
#include "tst_experimentrepository.moc"
