// SPDX-License-Identifier: GPL-3.0-or-later
// The results backend: per-run values and verdicts of a stored experiment, sweep cliffs, MSS
// positions, settings per arm, history verdicts, cross-experiment comparisons, open journals.
#include "experiment/experimentdetails.h"
#include "experiment/experimenthistory.h"
#include "experimentfixture.h"
#include "store/snapshotrepository.h"
#include "store/summaryverdicts.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostsnapshot.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestExperimentDetails : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    qint64 m_twoArm = 0;

private Q_SLOTS:
    void initTestCase()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("details.sqlite")));
        QVERIFY(m_database->open().ok());
        m_twoArm = recordExperiment(*m_database, twoArmFixture());
        QVERIFY(m_twoArm > 0);
    }

    void runValuesAndVerdictsMatchTheStoredAnalysis()
    {
        ExperimentDetailsLoader::StoredRows rows;
        auto details = ExperimentDetailsLoader::load(*m_database, m_twoArm, &rows);
        QVERIFY2(details.ok(), details.ok() ? "" : qPrintable(details.error().toString()));
        QCOMPARE(details->arms, (QStringList {QStringLiteral("GRO on"), QStringLiteral("GRO off")}));
        QCOMPARE(details->runs.size(), 10);
        // The rows read on the way are handed back (reports use them rather than reading again).
        QCOMPARE(rows.arms.size(), 2);
        QCOMPARE(rows.arms.at(1).label, QStringLiteral("GRO off"));
        QCOMPARE(rows.runs.size(), 10);
        QCOMPARE(rows.runs.at(3).id, details->runs.at(3).id);
        QCOMPARE(details->points.size(), 1);
        QVERIFY(details->notes.isEmpty());
        const QJsonObject summary = QJsonDocument::fromJson(details->experiment.summary).object();
        const QJsonObject point = summary.value("points").toArray().at(0).toObject();
        // The per-run values are the ones the analysis counted, arm by arm and in run order.
        for (int arm = 0; arm < 2; ++arm) {
            const QJsonObject stored = point.value("arms").toArray().at(arm).toObject().value("values").toObject();
            const ArmPoint &loaded = details->points.at(0).arms.at(arm);
            QCOMPARE(loaded.values.keys(), stored.keys());
            for (const QString &metric : stored.keys()) {
                QList<double> expected;
                for (const QJsonValue &v : stored.value(metric).toArray())
                    expected << v.toDouble();
                QCOMPARE(loaded.values.value(metric), expected);
            }
        }
        // Verdicts recomputed from them read as the stored ones (for the metrics the stats backend knows).
        QHash<QString, QString> storedSentences;
        for (const QJsonValue &c : point.value("comparisons").toArray())
            storedSentences.insert(
                c.toObject().value("metricId").toString(), c.toObject().value("sentence").toString());
        for (const ArmVerdict &verdict : details->points.at(0).verdicts) {
            const QString id = verdict.comparison.metric.id;
            if (!id.startsWith(QLatin1String("live_")) && id != QLatin1String("final_rate"))
                QCOMPARE(verdict.comparison.sentence, storedSentences.value(id));
        }
        QCOMPARE(details->points.at(0).verdicts.first().comparison.metric.id, QStringLiteral("rate"));
        // The level-shift capture is flagged on the run it concerns, and only there among GRO on's runs.
        QVERIFY(!details->runs.at(2).flags().isEmpty());
        QCOMPARE(details->run(details->runs.at(2).id)->repetition, 1);
    }

    void liveServiceDemandIsLowerIsBetter()
    {
        for (const char *id : {"live_service_demand.local", "live_service_demand.remote", "service_demand.local"}) {
            const Stats::Metric metric = resultMetric(QLatin1String(id));
            QCOMPARE(metric.direction, Stats::Direction::LowerIsBetter);
            QCOMPARE(metric.kind, Stats::MetricKind::ServiceDemand);
        }
        QCOMPARE(resultMetric(QStringLiteral("final_rate")).kind, Stats::MetricKind::Rate);
        // The stored analysis judges them the same way (it once took live service demand as
        // higher-is-better, so a costlier arm read as "better").
        const QJsonObject summary
            = QJsonDocument::fromJson(ExperimentRepository(*m_database).experiment(m_twoArm)->summary).object();
        int live = 0;
        for (const QJsonValue &point : summary.value("points").toArray())
            for (const QJsonValue &c : point.toObject().value("comparisons").toArray()) {
                if (!c.toObject().value("metricId").toString().startsWith(QLatin1String("live_service_demand.")))
                    continue;
                ++live;
                QCOMPARE(c.toObject().value("metric").toObject().value("direction").toString(),
                    QStringLiteral("lower-is-better"));
            }
        QVERIFY(live > 0);
        QCOMPARE(orderedMetricIds({QStringLiteral("latency.p99"), QStringLiteral("live_service_demand.local"),
                     QStringLiteral("rate"), QStringLiteral("service_demand.remote")}),
            (QStringList {QStringLiteral("rate"), QStringLiteral("service_demand.remote"),
                QStringLiteral("live_service_demand.local"), QStringLiteral("latency.p99")}));
    }

    void mssPositions_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("position");
        const QString dot = QString(QChar(0x00B7));
        QTest::newRow("MSS") << 1448.0 << QStringLiteral("MSS");
        QTest::newRow("MSS+1") << 1449.0 << QStringLiteral("MSS+1");
        QTest::newRow("3MSS") << 4344.0 << QStringLiteral("3") + dot + QStringLiteral("MSS");
        QTest::newRow("3MSS+1") << 4345.0 << QStringLiteral("3") + dot + QStringLiteral("MSS+1");
        QTest::newRow("3MSS+2") << 4346.0 << QString();
        QTest::newRow("below") << 1024.0 << QString();
        QTest::newRow("fraction") << 1448.5 << QString();
    }
    void mssPositions()
    {
        QFETCH(double, value);
        QFETCH(QString, position);
        QCOMPARE(ExperimentDetailsLoader::mssPosition(value, 1448), position);
    }

    void findsTheCliffAtThreeMssPlusOne()
    {
        const qint64 id = recordExperiment(*m_database, sweepFixture(1448, 0.45));
        auto details = ExperimentDetailsLoader::load(*m_database, id);
        QVERIFY(details.ok());
        QVERIFY(details->sweep);
        QCOMPARE(details->sweep->unit, QStringLiteral("bytes"));
        QCOMPARE(details->sweep->mss, std::optional<int>(1448));
        QCOMPARE(details->cliffs.size(), 2);
        QCOMPARE(details->cliffs.at(0).arm, QStringLiteral("GRO on"));
        QVERIFY(details->cliffs.at(0).relativeChange < -0.5 && details->cliffs.at(0).relativeChange > -0.6);
        QVERIFY(details->cliffs.at(0).sentence.contains(QStringLiteral("4345")));
        // A gentle slope is no cliff.
        const qint64 gentle = recordExperiment(*m_database, sweepFixture(1448, 0.9));
        QVERIFY(ExperimentDetailsLoader::load(*m_database, gentle)->cliffs.isEmpty());
    }

    void settingsDifferBetweenArms()
    {
        auto details = ExperimentDetailsLoader::load(*m_database, m_twoArm);
        QCOMPARE(details->settings.size(), 2);
        const SettingComparison &gro = details->settings.at(0);
        QCOMPARE(gro.role, QStringLiteral("server"));
        QCOMPARE(gro.key, QStringLiteral("gro"));
        QCOMPARE(gro.values, (QStringList {QStringLiteral("on"), QStringLiteral("off")}));
        QVERIFY(gro.differs && !gro.varies);
        QVERIFY(!details->settings.at(1).differs);
    }

    void analysesWhenNoSummaryIsStored()
    {
        FixtureExperiment fixture = twoArmFixture(QStringLiteral("no summary"));
        const qint64 id = recordExperiment(*m_database, fixture);
        ExperimentRepository repository(*m_database);
        ExperimentRecord record = repository.experiment(id).value();
        const QByteArray stored = record.summary;
        record.summary.clear();
        QVERIFY(repository.updateExperiment(record).ok());
        auto details = ExperimentDetailsLoader::load(*m_database, id);
        QVERIFY(details.ok());
        QCOMPARE(details->notes.size(), 1);
        QCOMPARE(details->points.at(0).arms.at(0).values.value("rate").size(), 5);
        HistoryEntry entry;
        ExperimentHistory::describeVerdict(stored, entry);
        QCOMPARE(entry.verdict, HistoryVerdict::Worse);
        ExperimentHistory::describeVerdict({}, entry);
        QCOMPARE(entry.verdict, HistoryVerdict::None);
    }

    void hostSnapshotsShowWhatDidNotComeBack()
    {
        const qint64 id = recordExperiment(*m_database, twoArmFixture(QStringLiteral("snapshots")));
        ExperimentRepository experiments(*m_database);
        SnapshotRepository snapshots(*m_database);
        HostSnapshot before;
        before.host = QStringLiteral("tbsudo@198.18.0.2");
        before.interfaceName = QStringLiteral("eth0");
        before.platform = QStringLiteral("linux");
        before.kernel = QStringLiteral("6.1.0-18-amd64");
        before.driver = DriverInfo {QStringLiteral("veth"), QStringLiteral("1.0"), {}, {}};
        before.values.insert(QStringLiteral("gro"), TunableState {QStringLiteral("on")});
        before.values.insert(QStringLiteral("tso"), TunableState {QStringLiteral("on")});
        HostSnapshot after = before;
        after.values[QStringLiteral("gro")].value = QStringLiteral("off");
        for (const auto &[phase, snapshot] :
            {std::pair {QStringLiteral("before"), &before}, std::pair {QStringLiteral("after"), &after}}) {
            auto saved = snapshots.save(SnapshotRecord {0, snapshot->host, snapshot->interfaceName,
                QDateTime::currentDateTimeUtc(), QJsonDocument(snapshot->toJson()).toJson(QJsonDocument::Compact)});
            QVERIFY(saved.ok());
            QVERIFY(experiments.linkSnapshot(id, QStringLiteral("server"), phase, saved.value()).ok());
        }
        auto details = ExperimentDetailsLoader::load(*m_database, id);
        QVERIFY(details.ok());
        QCOMPARE(details->hosts.size(), 1);
        const HostSnapshotCheck &server = details->hosts.first();
        QVERIFY(server.compared);
        QVERIFY(server.description.contains(QStringLiteral("veth")));
        QCOMPARE(server.changes.size(), 1);
        QCOMPARE(server.changes.first().key, QStringLiteral("gro"));
        QCOMPARE(server.changes.first().values, (QStringList {QStringLiteral("on"), QStringLiteral("off")}));
        QVERIFY(details->notes.join(' ').contains(QStringLiteral("did not come back")));
    }

    void historyReadsTheRateVerdictsOfSummaries()
    {
        const qint64 sweep = recordExperiment(*m_database, sweepFixture());
        FixtureExperiment hostile = twoArmFixture(QStringLiteral("hostile labels"));
        hostile.arms = {QStringLiteral(R"(A ]}"comparisons":[ {)"), QStringLiteral(R"(B "x" \ [ "metricId":"rate")")};
        const qint64 tricky = recordExperiment(*m_database, hostile);
        auto entries = ExperimentHistory::list(*m_database);
        QVERIFY(entries.ok());
        QCOMPARE(ExperimentHistory::count(*m_database).value(), int(entries->size()));
        const auto find = [&](qint64 id) {
            return *std::find_if(
                entries->cbegin(), entries->cend(), [id](const HistoryEntry &e) { return e.id == id; });
        };
        // The scan finds what a full parse of the stored summary finds.
        for (qint64 id : {sweep, tricky, m_twoArm}) {
            const HistoryEntry entry = find(id);
            const QJsonObject summary
                = QJsonDocument::fromJson(ExperimentRepository(*m_database).experiment(id)->summary).object();
            int points = 0;
            QStringList verdicts;
            for (const QJsonValue &point : summary.value("points").toArray()) {
                points += point.toObject().value("sweepValue").isDouble();
                for (const QJsonValue &c : point.toObject().value("comparisons").toArray())
                    if (c.toObject().value("metricId").toString() == QLatin1String("rate"))
                        verdicts << c.toObject().value("verdict").toString();
            }
            QCOMPARE(entry.sweepPoints, points);
            QVERIFY(!verdicts.isEmpty());
            const HistoryVerdict expected = verdicts.contains("worse") ? HistoryVerdict::Worse
                : verdicts.contains("no-difference")                   ? HistoryVerdict::NoDifference
                                                                       : HistoryVerdict::TooFewRuns;
            QCOMPARE(entry.verdict, expected);
            // The list reads the compact verdicts stored beside the summary: the same words.
            const QByteArray stored = ExperimentRepository(*m_database).experiment(id)->summary;
            const QByteArray compact = SummaryVerdicts::compact(stored);
            QVERIFY(!compact.isEmpty());
            QVERIFY2(compact.size() * 4 < stored.size(), qPrintable(QString::number(compact.size())));
            QVERIFY(QJsonDocument::fromJson(compact).isObject());
            HistoryEntry fromSummary;
            ExperimentHistory::describeVerdict(stored, fromSummary);
            QCOMPARE(entry.verdictText, fromSummary.verdictText);
            QCOMPARE(entry.verdict, fromSummary.verdict);
            QCOMPARE(entry.sweepPoints, fromSummary.sweepPoints);
        }
        QVERIFY(SummaryVerdicts::compact("{\"points\":[{\"comparisons\":[{\"a\":1}").isEmpty());
        QCOMPARE(find(sweep).sweepPoints, 17);
        QVERIFY2(find(sweep).verdictText.contains(QStringLiteral("17")), qPrintable(find(sweep).verdictText));
        QVERIFY2(find(tricky).verdictText.startsWith(hostile.arms.at(1) + QStringLiteral(" is ")),
            qPrintable(find(tricky).verdictText));
        auto page = ExperimentHistory::list(*m_database, {}, 2, 1);
        QCOMPARE(page->size(), 2);
        QCOMPARE(page->at(0).id, entries->at(1).id);
    }

    void runTraceHasTheRunsSamplesAndLog()
    {
        auto details = ExperimentDetailsLoader::load(*m_database, m_twoArm);
        auto trace = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, details->runs.at(2).id);
        QVERIFY(trace.ok());
        QCOMPARE(trace->interim.size(), 31);
        QVERIFY(trace->rawOutput.startsWith(QStringLiteral("MIGRATED TCP REQUEST/RESPONSE TEST")));
        QCOMPARE(trace->arm, QStringLiteral("GRO on"));
        auto missing = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, 999999);
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void openJournalsListUnrestoredKeys()
    {
        JournalRecord journal;
        journal.host = QStringLiteral("tb-server");
        journal.interfaceName = QStringLiteral("eth0");
        journal.platform = QStringLiteral("linux");
        journal.owner = QStringLiteral("experiment 3 (TSO)");
        journal.changes << JournalChangeRecord {0, QStringLiteral("tso"), QStringLiteral("on"), QStringLiteral("off"),
            JournalChangeRecord::State::Applied, QStringLiteral("off"), {}}
                        << JournalChangeRecord {1, QStringLiteral("gso"), QStringLiteral("on"), QStringLiteral("off"),
                               JournalChangeRecord::State::Restored, QStringLiteral("on"), {}};
        const auto id
            = TunablesJournalRepository(*m_database).open(journal, SnapshotRecord {0, journal.host, "eth0", {}, "{}"});
        QVERIFY(id.ok());
        auto open = ExperimentHistory::openJournals(*m_database);
        QVERIFY(open.ok());
        QCOMPARE(open->size(), 1);
        QCOMPARE(open->first().keys, QStringList {QStringLiteral("tso")});
        QCOMPARE(open->first().owner, journal.owner);
    }
};

QTEST_GUILESS_MAIN(TestExperimentDetails)
#include "tst_experimentdetails.moc"
