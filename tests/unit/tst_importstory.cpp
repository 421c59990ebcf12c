// SPDX-License-Identifier: GPL-3.0-or-later
// What an import reads from a thread's story: configuration commands, quoted repeats, and the arms
// it proposes from what differs between tests (real captures, and texts made of them as mail
// threads make them).
#include "experiment/experimentanalysis.h"
#include "report/importcomparison.h"
#include "report/importgrouping.h"
#include "report/importstory.h"
#include "report/reportimporter.h"
#include "report/storycommands.h"
#include "store/database.h"
#include "store/experimentrepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

namespace {

QString reportData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/") + name;
}

QByteArray netperfCapture(const QString &name)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// @p text with "> " before every line, as a reply quotes it.
QByteArray quoted(const QByteArray &text)
{
    QByteArray out;
    for (const QByteArray &line : text.trimmed().split('\n'))
        out += "> " + line + '\n';
    return out;
}

/// The runs of a terminal log, each from its "$ netperf" line to the next.
QList<QByteArray> logRuns(const QString &name)
{
    QFile file(reportData(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> runs;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("$ "))
            runs << QByteArray();
        if (!runs.isEmpty())
            runs.last() += line + '\n';
    }
    return runs;
}

QStringList labels(const QList<ImportArm> &arms)
{
    QStringList out;
    for (const ImportArm &arm : arms)
        out << arm.label;
    return out;
}

const ImportArm *arm(const QList<ImportArm> &arms, const QString &label)
{
    for (const ImportArm &a : arms)
        if (a.label == label)
            return &a;
    return nullptr;
}

QList<ImportArm> propose(const QByteArray &text, const QList<ImportArmRange> &ranges = {})
{
    const QList<ImportSource> sources{ReportImporter::inspectText(text, QStringLiteral("thread"), QStringLiteral("thread"))};
    return ImportGrouping::propose(sources, ImportGroupBy::Auto, ranges);
}

} // namespace

class TestImportStory : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void configurationCommandsAreReadAsSettings_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("ethtool -C") << "# ethtool -C eth0 adaptive-rx off" << "" << "coalesce.adaptive-rx" << "off";
        QTest::newRow("ethtool -K short name") << "$ sudo ethtool -K eth0 tso off" << ""
                                               << "feature.tcp-segmentation-offload" << "off";
        QTest::newRow("sysctl -w on a host") << "root@server:~# sysctl -w net.core.busy_poll=50" << "server"
                                             << "sysctl.net.core.busy_poll" << "50";
        QTest::newRow("sysctl's echo") << "net.core.busy_read = 50" << "" << "sysctl.net.core.busy_read" << "50";
        QTest::newRow("echo into /proc/sys") << "echo 1 > /proc/sys/net/ipv4/tcp_low_latency" << ""
                                             << "sysctl.net.ipv4.tcp_low_latency" << "1";
        QTest::newRow("FreeBSD ifconfig") << "ifconfig ix0 -tso" << "" << "feature.tso" << "off";
        QTest::newRow("loader tunable") << "hw.ixgbe.max_interrupt_rate=0" << "" << "sysctl.hw.ixgbe.max_interrupt_rate"
                                        << "0";
        QTest::newRow("FreeBSD sysctl change") << "dev.ix.0.enable_aim: 1 -> 0" << "" << "sysctl.dev.ix.0.enable_aim" << "0";
        QTest::newRow("over ssh") << "ssh root@tb-server ethtool -G eth0 rx 4096" << "tb-server" << "ring.rx" << "4096";
    }

    void configurationCommandsAreReadAsSettings()
    {
        QFETCH(QString, line);
        QFETCH(QString, host);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const QList<StorySetting> settings = StoryCommands::read(line);
        QCOMPARE(settings.size(), 1);
        QCOMPARE(settings.constFirst().host, host);
        QCOMPARE(settings.constFirst().key, key);
        QCOMPARE(settings.constFirst().value, value);
    }

    void proseIsNeverASetting()
    {
        for (const char *line : {"I set busy_poll to 50 on the server.", "With adaptive-rx off it is worse:",
                                 "ethtool -C eth0 adaptive-rx", "net.core.busy_poll is 50 here", "sysctl -a | grep busy"})
            QVERIFY2(StoryCommands::read(QString::fromLatin1(line)).isEmpty(), line);
    }

    void aQuotedResultIsSkippedAsARepeat()
    {
        const QByteArray first = netperfCapture(QStringLiteral("tcp_rr_cpu.txt"));
        const QByteArray second = netperfCapture(QStringLiteral("tcp_rr_interim.txt"));
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        const QByteArray text = first + "\nOn Monday you wrote:\n" + quoted(first) + "\nNow with interim results:\n" + second;
        const ImportSource source = ReportImporter::inspectText(text, QStringLiteral("thread"), QStringLiteral("thread"));
        QCOMPARE(source.recognisedCount(), 2);
        const QList<ParsedTest> &tests = source.netperf.output.tests;
        QCOMPARE(tests.size(), 3);
        const auto repeat = std::find_if(source.items.cbegin(), source.items.cend(), [](const ImportItem &item) {
            return item.kind == ImportItem::Kind::Test && !item.recognised;
        });
        QVERIFY(repeat != source.items.cend());
        QCOMPARE(repeat->firstLine, tests.at(1).firstLine);
        QCOMPARE(repeat->reason, QStringLiteral("repeats lines %1–%2").arg(tests.at(0).firstLine).arg(tests.at(0).lastLine));
    }

    void aPZeroLoopBecomesOneArmPerRequestSize()
    {
        QFile file(reportData(QStringLiteral("tcp_rr_ploop.log")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<ImportArm> arms = propose(file.readAll());
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("request 1 B"), QStringLiteral("request 1448 B"),
                                            QStringLiteral("request 1449 B"), QStringLiteral("request 4096 B")}));
        // Each of the three loops ran every size once: the rows without a banner (-P 0) are
        // placed by the loop's variable, in the order the loop lists the sizes.
        for (const ImportArm &a : arms)
            QCOMPARE(a.runs.size(), 3);
    }

    void aRunCutShortStaysInTheArmOfItsCommand()
    {
        QFile file(reportData(QStringLiteral("tcp_rr_cut_short.log")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<ImportArm> arms = propose(file.readAll());
        QCOMPARE(arms.size(), 1);
        QCOMPARE(arms.constFirst().runs.size(), 3);
        QCOMPARE(arms.constFirst().label, QStringLiteral("thread"));
    }

    void configurationCommandsBeforeTestsMakeArms()
    {
        const QList<QByteArray> runs = logRuns(QStringLiteral("tcp_rr_1byte.log"));
        QCOMPARE(runs.size(), 5);
        // A setting holds for the tests after it until changed again.
        const QByteArray text = "# ethtool -C eth0 adaptive-rx off\n" + runs.at(0) + runs.at(1)
            + "# ethtool -C eth0 adaptive-rx on\n" + runs.at(2) + runs.at(3) + runs.at(4);
        const QList<ImportArm> arms = propose(text);
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("adaptive-rx off"), QStringLiteral("adaptive-rx on")}));
        QCOMPARE(arms.at(0).runs.size(), 2);
        QCOMPARE(arms.at(1).runs.size(), 3);
        const QList<ImportSource> sources{ReportImporter::inspectText(text, QStringLiteral("thread"), QStringLiteral("thread"))};
        const QList<StorySetting> settings = ImportGrouping::commonSettings(sources, arms.at(1));
        QCOMPARE(settings.size(), 1);
        QCOMPARE(settings.constFirst().key, QStringLiteral("coalesce.adaptive-rx"));
        QCOMPARE(settings.constFirst().value, QStringLiteral("on"));
    }

    void leadInsNameTheArmsOfAMail()
    {
        const QList<QByteArray> runs = logRuns(QStringLiteral("tcp_rr_1byte.log"));
        QCOMPARE(runs.size(), 5);
        // A lead-in goes on for the tests after it; the same words again are the same arm. The
        // attribution is no lead-in.
        const QByteArray text = "On Tuesday, Alice wrote:\n> any numbers?\n\nBusy poll off:\n" + runs.at(0)
            + "\nEnabled busy poll only on server, patched:\n" + runs.at(1) + runs.at(2) + "\nBusy poll off:\n" + runs.at(3);
        const QList<ImportArm> arms = propose(text);
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("Busy poll off"),
                                            QStringLiteral("Enabled busy poll only on server, patched")}));
        QCOMPARE(arms.at(0).runs.size(), 2);
        QCOMPARE(arms.at(1).runs.size(), 2);
    }

    void severalFilesAreNamedByTheirLabels()
    {
        const QList<ImportSource> sources{
            ReportImporter::inspectFile(reportData(QStringLiteral("tcp_rr_1byte.log")), QStringLiteral("1 byte")),
            ReportImporter::inspectFile(reportData(QStringLiteral("tcp_rr_4096byte.log")), QStringLiteral("4096 bytes"))};
        // Each file's runs are alike: the label is the file's, the request size it also differs in
        // is said by the label already.
        QList<ImportArm> arms = ImportGrouping::propose(sources, ImportGroupBy::Auto);
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("1 byte"), QStringLiteral("4096 bytes")}));
        QCOMPARE(arms.at(0).runs.size(), 5);
        QCOMPARE(ImportGrouping::commonParameters(sources, arms.at(1)).value(QLatin1String("requestSize")).toInt(), 4096);
        arms = ImportGrouping::propose(sources, ImportGroupBy::File);
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("1 byte"), QStringLiteral("4096 bytes")}));
        arms = ImportGrouping::propose(sources, ImportGroupBy::None);
        QCOMPARE(labels(arms), QStringList{QStringLiteral("all runs")});
        QCOMPARE(arms.constFirst().runs.size(), 10);
        QVERIFY(ImportGrouping::commonParameters(sources, arms.constFirst()).value(QLatin1String("requestSize")).isUndefined());
    }

    void byFileEachTestTypeOfAFileIsAnArmOfItsOwn()
    {
        const QByteArray rr = netperfCapture(QStringLiteral("tcp_rr.txt"));
        const QByteArray crr = netperfCapture(QStringLiteral("tcp_crr.txt"));
        const QByteArray rrCpu = netperfCapture(QStringLiteral("tcp_rr_cpu.txt"));
        QVERIFY(!rr.isEmpty() && !crr.isEmpty() && !rrCpu.isEmpty());
        const QByteArray text = rr + '\n' + crr + '\n' + rrCpu;
        const QList<ImportSource> byFile{
            ReportImporter::inspectText(text, QStringLiteral("mail"), QStringLiteral("mail"), {}, ImportGroupBy::File)};
        // Nothing skipped: the TCP_CRR run is not dropped for not being the file's first type.
        QCOMPARE(byFile.constFirst().recognisedCount(), 3);
        QCOMPARE(byFile.constFirst().skippedCount(), 0);
        const QList<ImportArm> arms = ImportGrouping::propose(byFile, ImportGroupBy::File);
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("mail · TCP_RR"), QStringLiteral("mail · TCP_CRR")}));
        QCOMPARE(arms.at(0).runs.size(), 2);
        QCOMPARE(arms.at(1).runs.size(), 1);
        QCOMPARE(ImportGrouping::commonParameters(byFile, arms.at(1)).value(QLatin1String("type")).toString(),
                 QStringLiteral("TCP_CRR"));

        // In the one arm of --group-by none it cannot be compared: skipped, and said why.
        const QList<ImportSource> none{
            ReportImporter::inspectText(text, QStringLiteral("mail"), QStringLiteral("mail"), {}, ImportGroupBy::None)};
        QCOMPARE(none.constFirst().recognisedCount(), 2);
        const auto skipped = std::find_if(none.constFirst().items.cbegin(), none.constFirst().items.cend(),
                                          [](const ImportItem &item) { return item.kind == ImportItem::Kind::Test && !item.recognised; });
        QVERIFY(skipped != none.constFirst().items.cend());
        QVERIFY2(skipped->reason.contains(QLatin1String("TCP_CRR test among TCP_RR")), qPrintable(skipped->reason));
        QCOMPARE(ImportGrouping::propose(none, ImportGroupBy::None).size(), 1);
    }

    void armRangesMoveTheTestsThatStartInThem()
    {
        QFile file(reportData(QStringLiteral("tcp_rr_ploop.log")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        // Lines 12-15 hold the 1448 and 1449-byte rows of the first loop, 28-31 those of the
        // second; the third loop's stay where the story put them.
        auto first = ImportArmRange::parse(QStringLiteral("12-15=around the MSS"));
        auto second = ImportArmRange::parse(QStringLiteral("28-31=around the MSS"));
        QVERIFY(first.ok() && second.ok());
        const QList<ImportArm> arms = propose(text, {first.value(), second.value()});
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("request 1 B"), QStringLiteral("around the MSS"),
                                            QStringLiteral("request 4096 B"), QStringLiteral("request 1448 B"),
                                            QStringLiteral("request 1449 B")}));
        QCOMPARE(arm(arms, QStringLiteral("around the MSS"))->runs.size(), 4);
        QCOMPARE(arm(arms, QStringLiteral("request 1448 B"))->runs.size(), 1);
        QCOMPARE(arm(arms, QStringLiteral("request 1449 B"))->runs.size(), 1);
        QCOMPARE(arm(arms, QStringLiteral("request 4096 B"))->runs.size(), 3);
    }

    void armRangesThatMakeNoSenseAreRefused()
    {
        for (const char *text : {"12-40", "=label", "40-12=x", "0-3=x", "a-b=x", "12-40= "})
            QVERIFY2(!ImportArmRange::parse(QLatin1String(text)).ok(), text);
        auto range = ImportArmRange::parse(QStringLiteral("mail.txt:7=baseline"));
        QVERIFY(range.ok());
        QCOMPARE(range->file, QStringLiteral("mail.txt"));
        QCOMPARE(range->first, 7);
        QCOMPARE(range->last, 7);
        QCOMPARE(range->label, QStringLiteral("baseline"));
    }

    void movingMergingAndRenamingArms()
    {
        QFile file(reportData(QStringLiteral("tcp_rr_ploop.log")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<ImportArm> arms = propose(file.readAll());
        QCOMPARE(arms.size(), 4);
        const QList<ImportRunRef> largest = arms.constLast().runs;
        QCOMPARE(largest.size(), 3);
        QVERIFY(ImportGrouping::move(arms, largest.at(0), QStringLiteral("request 1449 B")).ok());
        QVERIFY(ImportGrouping::move(arms, largest.at(1), QStringLiteral("request 1449 B")).ok());
        QCOMPARE(arms.size(), 4); // one 4096-byte run is left in its arm
        QVERIFY(ImportGrouping::move(arms, largest.at(2), QStringLiteral("request 1449 B")).ok());
        QCOMPARE(arms.size(), 3); // the 4096-byte arm, left empty, went
        QCOMPARE(arm(arms, QStringLiteral("request 1449 B"))->runs.size(), 6);
        QVERIFY(ImportGrouping::merge(arms, {QStringLiteral("request 1448 B"), QStringLiteral("request 1449 B")},
                                      QStringLiteral("big")).ok());
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("request 1 B"), QStringLiteral("big")}));
        QCOMPARE(arm(arms, QStringLiteral("big"))->runs.size(), 9);
        QVERIFY(!ImportGrouping::rename(arms, QStringLiteral("big"), QStringLiteral("request 1 B")).ok());
        QVERIFY(!ImportGrouping::rename(arms, QStringLiteral("big"), QStringLiteral("  ")).ok());
        QVERIFY(ImportGrouping::rename(arms, QStringLiteral("big"), QStringLiteral("large")).ok());
        QCOMPARE(labels(arms), (QStringList{QStringLiteral("request 1 B"), QStringLiteral("large")}));
    }

    void theStoredArmsKeepTheirSettingsAndRuns()
    {
        const QByteArray text = "root@server:~# sysctl -w net.core.busy_poll=0\n" + netperfCapture(QStringLiteral("tcp_rr.txt"))
            + "\nroot@server:~# sysctl -w net.core.busy_poll=50\n" + netperfCapture(QStringLiteral("tcp_rr_cpu.txt"));
        const QString path = m_dir.filePath(QStringLiteral("busypoll.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        Database db(m_dir.filePath(QStringLiteral("story.sqlite")));
        QVERIFY(db.open().ok());
        ImportOptions options;
        auto preview = ReportImporter::preview({path}, options, &db);
        QVERIFY(preview.ok());
        QCOMPARE(labels(preview->arms), (QStringList{QStringLiteral("busy_poll 0 on server"),
                                                     QStringLiteral("busy_poll 50 on server")}));
        auto result = ReportImporter::commit(db, preview.value(), options);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
        QCOMPARE(result->runs, 2);
        ExperimentRepository repository(db);
        const auto arms = repository.arms(result->experiments.constFirst());
        QVERIFY(arms.ok());
        QCOMPARE(arms->size(), 2);
        const QJsonObject spec = QJsonDocument::fromJson(arms->at(1).spec).object();
        const QJsonArray settings = spec.value(QLatin1String("story")).toObject().value(QLatin1String("settings")).toArray();
        QCOMPARE(settings.size(), 1);
        QCOMPARE(settings.at(0).toObject().value(QLatin1String("key")).toString(), QStringLiteral("sysctl.net.core.busy_poll"));
        QCOMPARE(settings.at(0).toObject().value(QLatin1String("value")).toString(), QStringLiteral("50"));
        const auto runs = repository.runs(result->experiments.constFirst());
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2);
        QCOMPARE(runs->at(1).armId, arms->at(1).id);
        QVERIFY(runs->at(1).settings.contains("\"desired\":\"50\""));
    }

    void theComparisonBeforeStoringIsTheStoredOne()
    {
        const QList<QByteArray> runs = logRuns(QStringLiteral("tcp_rr_1byte.log"));
        QCOMPARE(runs.size(), 5);
        const QString path = m_dir.filePath(QStringLiteral("coalescing.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# ethtool -C eth0 adaptive-rx off\n" + runs.at(0) + runs.at(1) + "# ethtool -C eth0 adaptive-rx on\n"
                   + runs.at(2) + runs.at(3) + runs.at(4));
        file.close();
        Database db(m_dir.filePath(QStringLiteral("comparison.sqlite")));
        QVERIFY(db.open().ok());
        ImportOptions options;
        options.warmupSeconds = 0.5;
        auto read = ReportImporter::preview({path}, options, &db);
        QVERIFY(read.ok());
        ImportPreview preview = read.value();
        // The user moves the third run to the first arm: 3 runs against 2.
        QVERIFY(ImportGrouping::move(preview.arms, preview.arms.at(1).runs.constFirst(), QStringLiteral("adaptive-rx off")).ok());
        const ImportComparison before = ImportComparison::of(preview, options.warmupSeconds);
        QCOMPARE(before.units, QStringLiteral("Trans/s"));
        QCOMPARE(before.arms.size(), 2);
        QCOMPARE(before.arms.at(0).rates.size(), 3);
        QCOMPARE(before.arms.at(1).rates.size(), 2);
        QCOMPARE(before.vsFirst.size(), 1);
        QVERIFY(before.vsFirst.constFirst().has_value());
        // The runs measured CPU (-c -C): service demand is shown beside the rate, and the
        // verdicts are the results view's, rate first.
        const QStringList lines = before.lines();
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines.at(0).startsWith(QLatin1String("adaptive-rx off: 3 run")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(0).contains(QLatin1String(", service demand local ")) && lines.at(0).endsWith(QLatin1String(" us/Tr")),
                 qPrintable(lines.at(0)));
        QCOMPARE(before.arms.at(0).localServiceDemand.size(), 3);
        QCOMPARE(before.arms.at(1).remoteServiceDemand.size(), 2);
        QCOMPARE(lines.at(2), QStringLiteral("Transaction rate: ") + before.vsFirst.constFirst()->sentence);
        QVERIFY2(lines.at(3).startsWith(QLatin1String("Local service demand: ")), qPrintable(lines.at(3)));
        QVERIFY2(lines.at(4).startsWith(QLatin1String("Remote service demand: ")), qPrintable(lines.at(4)));

        // What the preview says is what the stored experiment's analysis says.
        auto result = ReportImporter::commit(db, preview, options);
        QVERIFY(result.ok());
        ExperimentRepository repository(db);
        auto stored = analyzeExperiment(repository, result->experiments.constFirst());
        QVERIFY(stored.ok());
        const QJsonObject point = stored->value(QLatin1String("points")).toArray().at(0).toObject();
        const QJsonArray arms = point.value(QLatin1String("arms")).toArray();
        QCOMPARE(arms.size(), 2);
        for (qsizetype a = 0; a < arms.size(); ++a) {
            const QJsonArray rates =
                arms.at(a).toObject().value(QLatin1String("values")).toObject().value(QLatin1String("rate")).toArray();
            QCOMPARE(rates.size(), before.arms.at(a).rates.size());
            for (qsizetype r = 0; r < rates.size(); ++r)
                QCOMPARE(rates.at(r).toDouble(), before.arms.at(a).rates.at(r));
        }
        int compared = 0;
        for (const QJsonValue &comparison : point.value(QLatin1String("comparisons")).toArray()) {
            const QString id = comparison.toObject().value(QLatin1String("metricId")).toString();
            for (const ArmVerdict &verdict : before.point.verdicts) {
                if (verdict.comparison.metric.id != id)
                    continue;
                ++compared;
                QCOMPARE(comparison.toObject().value(QLatin1String("sentence")).toString(), verdict.comparison.sentence);
            }
        }
        QCOMPARE(compared, 3); // rate, service demand local and remote
    }
};

QTEST_GUILESS_MAIN(TestImportStory)
#include "tst_importstory.moc"
