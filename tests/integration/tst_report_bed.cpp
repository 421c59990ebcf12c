// SPDX-License-Identifier: GPL-3.0-or-later
// A short real experiment on the bed (sudo user, TSO arms), exported in every format by the
// tunebench-cli binary, each file checked; the JSON export imports back to the same bytes.
#include "reportchecks.h"
#include "testbed.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench::Test;

namespace {

QString cliBinary()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}

QJsonObject experiment(const Testbed &bed)
{
    const QString client = bed.sudoUser() + QLatin1Char('@') + bed.clientAddress();
    const QString server = bed.sudoUser() + QLatin1Char('@') + bed.serverAddress();
    return QJsonObject{
        {"format", "tunebench-experiment"},
        {"version", 1},
        {"name", "Report test: TSO off vs on"},
        {"hosts", QJsonObject{{"client", QJsonObject{{"host", client}, {"interface", bed.interfaceName()}}},
                              {"server", QJsonObject{{"host", server}, {"interface", bed.interfaceName()},
                                                     {"dataAddress", bed.serverAddress()}}}}},
        {"test", QJsonObject{{"type", "TCP_RR"}, {"requestSize", 4345}, {"responseSize", 1}, {"durationSeconds", 2},
                             {"interimInterval", 0.25}, {"localCpu", true}, {"remoteCpu", true}}},
        {"arms", QJsonArray{QJsonObject{{"label", "TSO off"}, {"tunables", QJsonObject{{"server", QJsonArray{"tso=off"}}}}},
                            QJsonObject{{"label", "TSO on"}, {"tunables", QJsonObject{{"server", QJsonArray{"tso=on"}}}}}}},
        {"repetitions", 2},
        {"order", "interleaved"},
        {"warmupSeconds", 0.5},
        {"pauseSeconds", 0}};
}

struct Output
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestReportBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_id = 0;

    Output cli(const QStringList &arguments, int timeoutMs = 120000)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the CLI picks its own platform for charts
        process.setProcessEnvironment(env);
        process.start(cliBinary(), QStringList{QStringLiteral("--db"), m_db, QStringLiteral("-i"), m_bed.keyPath(),
                                               QStringLiteral("--known-hosts"), m_bed.knownHostsPath()}
                                       + arguments);
        Output output;
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
        }
        output.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        output.out = process.readAllStandardOutput();
        output.err = process.readAllStandardError();
        return output;
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        m_db = path(QStringLiteral("bed.sqlite"));
    }

    void runsAShortExperiment()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFile spec(path(QStringLiteral("experiment.json")));
        QVERIFY(spec.open(QIODevice::WriteOnly));
        spec.write(QJsonDocument(experiment(m_bed)).toJson());
        spec.close();
        const Output run = cli({QStringLiteral("run"), spec.fileName(), QStringLiteral("--json")}, 600000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        for (const QByteArray &line : run.out.split('\n')) {
            const QJsonObject event = QJsonDocument::fromJson(line).object();
            if (event.value(QLatin1String("event")).toString() == QLatin1String("experiment"))
                m_id = event.value(QLatin1String("id")).toInteger();
        }
        QVERIFY(m_id > 0);
    }

    void exportsEveryFormat_data()
    {
        QTest::addColumn<QString>("format");
        for (const char *format : {"html", "pdf", "md", "txt", "csv", "json", "flent"})
            QTest::newRow(format) << QString::fromLatin1(format);
    }

    void exportsEveryFormat()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QVERIFY2(m_id > 0, "the experiment did not run");
        QFETCH(QString, format);
        const QString file = path(QStringLiteral("report.") + (format == QLatin1String("flent") ? QStringLiteral("flent.gz") : format));
        const Output report = cli({QStringLiteral("report"), QString::number(m_id), QStringLiteral("--format"), format,
                                   QStringLiteral("-o"), file, QStringLiteral("--json")});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        const QJsonObject event = QJsonDocument::fromJson(report.out.trimmed()).object();
        const QJsonArray files = event.value(QLatin1String("files")).toArray();
        QVERIFY(!files.isEmpty());
        QCOMPARE(files.at(0).toString(), file);
        const QByteArray data = readAll(file);
        QVERIFY(!data.isEmpty());
        QString problem;
        if (format == QLatin1String("html")) {
            problem = checkSelfContainedHtml(data, 3);
            QVERIFY(data.contains("TSO off") && data.contains("feature.tcp-segmentation-offload"));
        } else if (format == QLatin1String("pdf")) {
            int pages = 0;
            problem = checkPdfPages(file, &pages);
            QVERIFY(pdfText(file).contains(QLatin1String("seconds since the run started")));
            // Charts are vector drawings; only the two CPU heatmaps are images (QCustomPlot draws a
            // colour map as one): per heatmap its colour scale, and per arm the cells and their mask.
            QCOMPARE(pdfRasterImages(file), 2 * (1 + 2 * 2));
        } else if (format == QLatin1String("md")) {
            QCOMPARE(files.size(), 6); // the text, three charts and both hosts' CPU heatmaps
            for (qsizetype i = 1; i < files.size(); ++i)
                QVERIFY(inkShare(QImage(files.at(i).toString())) > 0.01);
        } else if (format == QLatin1String("txt")) {
            problem = checkMailText(data);
            // What differs, as verified on the server: TSO off in one arm, on in the other.
            static const QRegularExpression tso(QStringLiteral("\\nserver +feature\\.tcp-segmentation-offload +off +on\\n"));
            QVERIFY2(QString::fromUtf8(data).contains(tso), data.constData());
        } else if (format == QLatin1String("csv")) {
            QCOMPARE(files.size(), 2);
            const auto runs = parseCsv(data);
            QVERIFY(runs);
            QCOMPARE(runs->size(), 5); // header and four runs
            const auto samples = parseCsv(readAll(files.at(1).toString()));
            QVERIFY(samples && samples->size() > 4 * 5);
        } else if (format == QLatin1String("json")) {
            const Output imported = cli({QStringLiteral("import"), file, QStringLiteral("--json")});
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
            qint64 again = 0;
            for (const QByteArray &line : imported.out.split('\n')) {
                const QJsonObject e = QJsonDocument::fromJson(line).object();
                if (e.value(QLatin1String("event")).toString() == QLatin1String("imported"))
                    again = e.value(QLatin1String("experiments")).toArray().at(0).toInteger();
            }
            QVERIFY(again > 0 && again != m_id);
            const QString second = path(QStringLiteral("again.json"));
            QCOMPARE(cli({QStringLiteral("report"), QString::number(again), QStringLiteral("-o"), second}).exitCode, 0);
            QVERIFY2(readAll(second) == data, "export -> import -> export changed the JSON");
        } else if (format == QLatin1String("flent")) {
            QString error;
            const QMap<QString, QMap<QString, double>> stats = flentStats(file, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(stats.size(), 4); // a series per run
            for (const QMap<QString, double> &series : stats)
                QVERIFY(series.value(QStringLiteral("Mean")) > 0);
        }
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestReportBed)
#include "tst_report_bed.moc"
