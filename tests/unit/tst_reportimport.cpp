// SPDX-License-Identifier: GPL-3.0-or-later
// Importing netperf output (real captures, clean and mangled) as runs of the store, analysed and
// compared like native runs.
#include "experiment/experimentdetails.h"
#include "report/reportimporter.h"
#include "store/database.h"
#include "store/experimentrepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Tunebench;

namespace {

QString reportData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/") + name;
}

QString netperfData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf/") + name;
}

QList<const ImportItem *> items(const ImportSource &source, bool recognised)
{
    QList<const ImportItem *> out;
    for (const ImportItem &item : source.items)
        if (item.recognised == recognised)
            out << &item;
    return out;
}

} // namespace

class TestReportImport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_databases = 0;

    std::unique_ptr<Database> database()
    {
        auto db = std::make_unique<Database>(m_dir.filePath(QStringLiteral("import%1.sqlite").arg(++m_databases)));
        if (!db->open())
            return nullptr;
        return db;
    }

    Result<ImportResult> import(Database &db, const QStringList &files, const ImportOptions &options)
    {
        auto preview = ReportImporter::preview(files, options, &db);
        if (!preview)
            return preview.error();
        return ReportImporter::commit(db, preview.value(), options);
    }

private Q_SLOTS:
    void twoLogsBecomeTwoArmsWithAVerdict()
    {
        auto db = database();
        QVERIFY(db);
        ImportOptions options;
        options.labels = {QStringLiteral("1 byte"), QStringLiteral("4096 bytes")};
        auto result = import(*db, {reportData(QStringLiteral("tcp_rr_1byte.log")), reportData(QStringLiteral("tcp_rr_4096byte.log"))},
                             options);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().toString()));
        QCOMPARE(result->runs, 10);
        QCOMPARE(result->experiments.size(), 1);
        QCOMPARE(result->arms, options.labels);

        ExperimentRepository repository(*db);
        const qint64 id = result->experiments.constFirst();
        const ExperimentRecord experiment = repository.experiment(id).value();
        QCOMPARE(experiment.kind, QStringLiteral("import"));
        QCOMPARE(experiment.status, QStringLiteral("completed"));
        const QList<RunRecord> runs = repository.runs(id).value();
        QCOMPARE(runs.size(), 10);
        for (const RunRecord &run : runs) {
            QCOMPARE(run.status, QStringLiteral("completed"));
            QVERIFY(run.rate && *run.rate > 1000);
            QVERIFY(run.localServiceDemand && *run.localServiceDemand > 0);
            QVERIFY(run.commandLine.startsWith(QLatin1String("netperf -H 198.18.0.2 -t TCP_RR")));
            QVERIFY(run.rawOutput.contains(QLatin1String("MIGRATED TCP REQUEST/RESPONSE TEST")));
            QCOMPARE(repository.interim(run.id)->size(), 8); // 2 s at -D -0.25, as captured
        }

        // Analysed and compared as native runs are: a verdict on the rate with its p-value.
        auto details = ExperimentDetailsLoader::load(*db, id);
        QVERIFY(details.ok());
        QCOMPARE(details->testType, QStringLiteral("TCP_RR"));
        QCOMPARE(details->points.size(), 1);
        const PointDetail &point = details->points.constFirst();
        QCOMPARE(point.arms.size(), 2);
        QCOMPARE(point.arms.at(0).runs(), 5);
        QCOMPARE(point.arms.at(1).runs(), 5);
        const auto rate = std::find_if(point.verdicts.cbegin(), point.verdicts.cend(),
                                       [](const ArmVerdict &v) { return v.comparison.metric.id == QLatin1String("rate"); });
        QVERIFY(rate != point.verdicts.cend());
        QCOMPARE(rate->a, QStringLiteral("1 byte"));
        QCOMPARE(rate->b, QStringLiteral("4096 bytes"));
        QVERIFY(rate->comparison.testPossible); // 5 + 5 runs can reach p < 0.05
        QVERIFY(rate->comparison.verdict != Stats::Verdict::TooFewRuns);
        QVERIFY(rate->comparison.mannWhitney.p > 0 && rate->comparison.mannWhitney.p <= 1);
        QVERIFY(!rate->comparison.sentence.isEmpty());
        QVERIFY(!QJsonDocument::fromJson(experiment.summary).object().isEmpty());
    }

    void twoCapturedOutputsGiveAVerdictOfTooFewRuns()
    {
        auto db = database();
        QVERIFY(db);
        ImportOptions options;
        auto result = import(*db, {netperfData(QStringLiteral("tcp_rr_interim_cpu.txt")), netperfData(QStringLiteral("tcp_rr_cpu.txt"))},
                             options);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().toString()));
        QCOMPARE(result->arms, (QStringList{QStringLiteral("tcp_rr_interim_cpu"), QStringLiteral("tcp_rr_cpu")}));
        auto details = ExperimentDetailsLoader::load(*db, result->experiments.constFirst());
        QVERIFY(details.ok());
        const QList<ArmVerdict> &verdicts = details->points.constFirst().verdicts;
        QVERIFY(!verdicts.isEmpty());
        QCOMPARE(verdicts.constFirst().comparison.verdict, Stats::Verdict::TooFewRuns);
        QVERIFY(verdicts.constFirst().comparison.sentence.contains(QLatin1String("too few runs")));
    }

    void mailArchiveKeepsTheRequestResponseTestsAndSaysWhatItSkipped()
    {
        const ImportSource source = ReportImporter::inspectFile(netperfData(QStringLiteral("mangled/mail_archive.txt")),
                                                                QStringLiteral("mail"));
        QCOMPARE(source.kind, ImportSource::Kind::NetperfText);
        QCOMPARE(source.testType, QStringLiteral("TCP_RR"));
        const QList<const ImportItem *> recognised = items(source, true);
        const QList<const ImportItem *> skipped = items(source, false);
        // tcp_rr_interim, tcp_rr_cpu and the keyval run are TCP_RR; the stream test is not, and
        // the failed run against a missing netserver becomes a failed run.
        int tests = 0;
        for (const ImportItem *item : recognised)
            tests += item->kind == ImportItem::Kind::Test ? 1 : 0;
        QCOMPARE(tests, 4);
        const auto stream = std::find_if(skipped.cbegin(), skipped.cend(), [](const ImportItem *i) {
            return i->kind == ImportItem::Kind::Test && i->description.startsWith(QLatin1String("TCP_STREAM"));
        });
        QVERIFY(stream != skipped.cend());
        QVERIFY((*stream)->reason.contains(QLatin1String("TCP_STREAM")));
        // The mail's prose is skipped, with its lines.
        QVERIFY(std::any_of(skipped.cbegin(), skipped.cend(), [](const ImportItem *i) {
            return i->kind == ImportItem::Kind::Lines && i->description.contains(QLatin1String("From: someone@example.org"));
        }));

        auto db = database();
        QVERIFY(db);
        ImportOptions options;
        options.labels = {QStringLiteral("mail")};
        auto preview = ReportImporter::preview({netperfData(QStringLiteral("mangled/mail_archive.txt"))}, options, db.get());
        QVERIFY(preview.ok());
        auto result = ReportImporter::commit(*db, preview.value(), options);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().toString()));
        ExperimentRepository repository(*db);
        const QList<RunRecord> runs = repository.runs(result->experiments.constFirst()).value();
        QCOMPARE(runs.size(), 4);
        QCOMPARE(std::count_if(runs.cbegin(), runs.cend(), [](const RunRecord &r) { return r.status == QLatin1String("completed"); }), 3);
        const auto failed = std::find_if(runs.cbegin(), runs.cend(), [](const RunRecord &r) { return r.status == QLatin1String("failed"); });
        QVERIFY(failed != runs.cend());
        QVERIFY(failed->error.contains(QLatin1String("netserver")));
        // The quoted, wrapped run came back whole: its service demand is netperf's.
        QVERIFY(std::any_of(runs.cbegin(), runs.cend(), [](const RunRecord &r) {
            return r.localServiceDemand && qFuzzyCompare(*r.localServiceDemand, 64.304);
        }));
    }

    void everyMangledCaptureImportsLikeItsCleanSource_data()
    {
        QTest::addColumn<QString>("mangled");
        QTest::addColumn<QString>("clean");
        QTest::newRow("joined") << "mangled/joined_tcp_rr_interim.txt" << "tcp_rr_interim.txt";
        QTest::newRow("quoted") << "mangled/quoted_tcp_rr_interim_cpu.txt" << "tcp_rr_interim_cpu.txt";
        QTest::newRow("mail wrap") << "mangled/mailwrap_tcp_rr_interim.txt" << "tcp_rr_interim.txt";
        QTest::newRow("terminal wrap") << "mangled/termwrap_tcp_rr_cpu.txt" << "tcp_rr_cpu.txt";
        QTest::newRow("split headers") << "mangled/split_headers_tcp_rr_cpu.txt" << "tcp_rr_cpu.txt";
    }

    void everyMangledCaptureImportsLikeItsCleanSource()
    {
        QFETCH(QString, mangled);
        QFETCH(QString, clean);
        auto db = database();
        QVERIFY(db);
        ImportOptions options;
        options.labels = {QStringLiteral("mangled"), QStringLiteral("clean")};
        auto result = import(*db, {netperfData(mangled), netperfData(clean)}, options);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().toString()));
        ExperimentRepository repository(*db);
        const QList<RunRecord> runs = repository.runs(result->experiments.constFirst()).value();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.at(0).rate, runs.at(1).rate);
        QCOMPARE(runs.at(0).localServiceDemand, runs.at(1).localServiceDemand);
        QCOMPARE(runs.at(0).remoteServiceDemand, runs.at(1).remoteServiceDemand);
        const QList<InterimSampleRow> a = repository.interim(runs.at(0).id).value();
        const QList<InterimSampleRow> b = repository.interim(runs.at(1).id).value();
        QCOMPARE(a.size(), b.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            QCOMPARE(a.at(i).value, b.at(i).value);
            QCOMPARE(a.at(i).endTime, b.at(i).endTime);
        }
    }

    void namedExperimentGrowsArmByArm()
    {
        auto db = database();
        QVERIFY(db);
        ImportOptions a;
        a.experimentName = QStringLiteral("IRQ affinity");
        a.labels = {QStringLiteral("default")};
        auto first = import(*db, {reportData(QStringLiteral("tcp_rr_1byte.log"))}, a);
        QVERIFY(first.ok());
        ImportOptions b = a;
        b.labels = {QStringLiteral("pinned")};
        auto second = import(*db, {reportData(QStringLiteral("tcp_rr_4096byte.log"))}, b);
        QVERIFY(second.ok());
        QCOMPARE(second->experiments, first->experiments);
        ExperimentRepository repository(*db);
        const qint64 id = first->experiments.constFirst();
        const QList<ArmRecord> arms = repository.arms(id).value();
        QCOMPARE(arms.size(), 2);
        QCOMPARE(arms.at(1).label, QStringLiteral("pinned"));
        QCOMPARE(arms.at(1).index, 1);
        const QList<RunRecord> runs = repository.runs(id).value();
        QCOMPARE(runs.size(), 10);
        QCOMPARE(runs.constLast().index, 9);
        QCOMPARE(runs.constLast().repetition, 4);
        const QJsonObject spec = QJsonDocument::fromJson(repository.experiment(id)->spec).object();
        QCOMPARE(spec.value(QLatin1String("sources")).toArray().size(), 2);
        // The stored statistics cover both arms.
        auto details = ExperimentDetailsLoader::load(*db, id);
        QVERIFY(details.ok());
        QCOMPARE(details->points.constFirst().arms.at(1).runs(), 5);
    }

    void skipsWhatIsNotARate()
    {
        const ImportSource mss = ReportImporter::inspectFile(netperfData(QStringLiteral("tcp_mss.txt")), QStringLiteral("x"));
        QVERIFY(mss.importedTests().isEmpty());
        QVERIFY(std::any_of(mss.items.cbegin(), mss.items.cend(),
                            [](const ImportItem &i) { return i.reason.contains(QLatin1String("MSS")); }));
        auto db = database();
        QVERIFY(db);
        auto result = import(*db, {netperfData(QStringLiteral("tcp_mss.txt"))}, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().code, ErrorCode::ParseError);
        ExperimentRepository repository(*db);
        QCOMPARE(repository.count().value(), 0);
    }

    void labelsMustMatchTheFiles()
    {
        ImportOptions options;
        options.labels = {QStringLiteral("a"), QStringLiteral("b")};
        auto preview = ReportImporter::preview({reportData(QStringLiteral("tcp_rr_1byte.log"))}, options);
        QVERIFY(!preview.ok());
        QCOMPARE(preview.error().code, ErrorCode::InvalidArgument);
        const ImportSource missing = ReportImporter::inspectFile(m_dir.filePath(QStringLiteral("nothing.txt")), QStringLiteral("a"));
        QCOMPARE(missing.kind, ImportSource::Kind::Unreadable);
        QVERIFY(missing.error.contains(QLatin1String("nothing.txt")));
    }
};

QTEST_GUILESS_MAIN(TestReportImport)
#include "tst_reportimport.moc"
