// SPDX-License-Identifier: GPL-3.0-or-later
// Every report format from recorded experiments: a bed experiment (captured as Tunebench JSON by
// tests/data/report/capture.sh: tunables, snapshots, telemetry, a sweep) and two netperf logs
// imported as two arms.
#include "charts/reportcharts.h"
#include "report/csvreportwriter.h"
#include "report/flentwriter.h"
#include "report/reportbuilder.h"
#include "report/reportcomposer.h"
#include "report/reportexporter.h"
#include "report/reportimporter.h"
#include "report/textreportwriter.h"
#include "report/tunebenchjson.h"
#include "reportchecks.h"
#include "store/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

QString reportData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/") + name;
}

} // namespace

class TestReportFormats : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    qint64 m_bed = 0;  ///< the bed experiment: two arms, a sweep over two sizes, three repetitions
    qint64 m_logs = 0; ///< the two netperf logs as two arms
    QcpChartRenderer m_renderer;

    ReportModel model(qint64 id)
    {
        auto built = ReportBuilder::build(*m_db, id);
        if (!built)
            qFatal("%s", qPrintable(built.error().toString()));
        return built.value();
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        m_db = std::make_unique<Database>(path(QStringLiteral("reports.sqlite")));
        QVERIFY(m_db->open().ok());
        auto fixture = TunebenchJson::parse(readAll(reportData(QStringLiteral("bed-experiment.tunebench.json"))));
        QVERIFY2(fixture.ok(), fixture.ok() ? "" : qPrintable(fixture.error().toString()));
        auto bed = TunebenchJson::import(*m_db, fixture.value());
        QVERIFY2(bed.ok(), bed.ok() ? "" : qPrintable(bed.error().toString()));
        m_bed = bed.value();
        ImportOptions options;
        options.labels = {QStringLiteral("1 byte"), QStringLiteral("4096 bytes")};
        auto preview = ReportImporter::preview({reportData(QStringLiteral("tcp_rr_1byte.log")),
                                                reportData(QStringLiteral("tcp_rr_4096byte.log"))},
                                               options, m_db.get());
        QVERIFY(preview.ok());
        auto logs = ReportImporter::commit(*m_db, preview.value(), options);
        QVERIFY(logs.ok());
        m_logs = logs->experiments.constFirst();
    }

    void modelHoldsWhatTheBedRecorded()
    {
        const ReportModel bed = model(m_bed);
        QCOMPARE(bed.arms.size(), 2);
        QCOMPARE(bed.runs.size(), 12);
        QVERIFY(bed.hasSweep());
        QCOMPARE(bed.details.points.size(), 2);
        QCOMPARE(bed.hosts.size(), 2);
        for (const ReportHost &host : bed.hosts) {
            QVERIFY(host.fromSnapshot);
            QVERIFY(!host.kernel.isEmpty());
            QCOMPARE(host.driver, QStringLiteral("veth"));
            QVERIFY(host.cpus > 0);
        }
        // What differs: TSO on both hosts, verified; adaptive-rx is unsupported on veth.
        const auto tso = std::find_if(bed.differences.cbegin(), bed.differences.cend(), [](const SettingComparison &row) {
            return row.role == QLatin1String("server") && row.key == QLatin1String("feature.tcp-segmentation-offload");
        });
        QVERIFY(tso != bed.differences.cend());
        QVERIFY(tso->differs);
        QCOMPARE(tso->values, (QStringList{QStringLiteral("on"), QStringLiteral("off")}));
        QVERIFY(std::any_of(bed.warnings.cbegin(), bed.warnings.cend(), [](const ReportWarning &w) {
            return w.kind == ReportWarning::Kind::TunableUnsupported && w.text.contains(QLatin1String("adaptive-rx"));
        }));
        QCOMPARE(bed.commands.size(), 4); // two arms times two request sizes
        for (const ReportCommand &command : bed.commands)
            QVERIFY(command.commandLine.startsWith(QLatin1String("netperf ")));
    }

    void textFitsAMailingList_data()
    {
        QTest::addColumn<bool>("bed");
        QTest::newRow("bed experiment") << true;
        QTest::newRow("imported logs") << false;
    }

    void textFitsAMailingList()
    {
        QFETCH(bool, bed);
        const ReportModel m = model(bed ? m_bed : m_logs);
        auto text = ReportExporter::render(m, ReportFormat::Text, nullptr);
        QVERIFY(text.ok());
        const QString problem = checkMailText(text.value());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString report = QString::fromUtf8(text.value());
        for (const QString &expected : {QStringLiteral("What differs between the arms"), QStringLiteral("netperf command lines"),
                                        QStringLiteral("Results per arm"), QStringLiteral("Runs")})
            QVERIFY2(report.contains(expected), qPrintable(expected));
        for (const ArmRecord &arm : m.arms)
            QVERIFY(report.contains(arm.label));
        if (bed) {
            QVERIFY(report.contains(QLatin1String("adaptive-rx")));
            QVERIFY(report.contains(QLatin1String("request size 4345 bytes")));
        }
        // The netperf command lines survive the 80 columns: joined back as a shell would.
        QString joined = report;
        joined.replace(QStringLiteral(" \\\n    "), QStringLiteral(" ")).replace(QStringLiteral("\\\n    "), QString());
        for (const ReportCommand &command : m.commands)
            QVERIFY2(joined.contains(command.commandLine), qPrintable(command.commandLine));
    }

    void textTablesWrapToTheWidth()
    {
        ReportTable table{{QStringLiteral("Setting"), QStringLiteral("A"), QStringLiteral("B")},
                          {{QStringLiteral("coalesce"), QString(70, QLatin1Char('x')), QStringLiteral("n/a (unsupported: Operation not supported)")}},
                          {false, false, false}};
        const QStringList lines = TextReportWriter::renderTable(table, 60);
        for (const QString &line : lines)
            QVERIFY2(line.size() <= 60, qPrintable(line));
        QVERIFY(lines.join(QString()).contains(QLatin1String("unsupported")));
        const QStringList command = TextReportWriter::breakCommand(QStringLiteral("netperf ") + QString(100, QLatin1Char('k')), 40);
        for (const QString &line : command)
            QVERIFY(line.size() <= 40);
        QCOMPARE(command.join(QString()).remove(QLatin1Char('\\')).remove(QLatin1Char(' ')),
                 QStringLiteral("netperf") + QString(100, QLatin1Char('k')));
    }

    void htmlIsOneSelfContainedFileWithSvgCharts()
    {
        const ReportModel m = model(m_bed);
        auto files = ReportExporter::write(m, ReportFormat::Html, path(QStringLiteral("bed.html")), &m_renderer);
        QVERIFY2(files.ok(), files.ok() ? "" : qPrintable(files.error().toString()));
        QCOMPARE(files.value(), QStringList{path(QStringLiteral("bed.html"))});
        const int charts = int(ReportComposer::compose(m).charts.size());
        QCOMPARE(charts, 5); // time series, distribution, service demand, two sweep curves
        int found = 0;
        const QString problem = checkSelfContainedHtml(readAll(files->constFirst()), charts, &found);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(found, charts);
        const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
        if (!xmllint.isEmpty()) {
            QProcess lint;
            lint.start(xmllint, {QStringLiteral("--noout"), files->constFirst()});
            QVERIFY(lint.waitForFinished(60000));
            QVERIFY2(lint.exitCode() == 0, lint.readAllStandardError().constData());
        }
    }

    void pdfPagesHaveInkAndVectorCharts()
    {
        const ReportModel m = model(m_bed);
        const QString file = path(QStringLiteral("bed.pdf"));
        auto files = ReportExporter::write(m, ReportFormat::Pdf, file, &m_renderer);
        QVERIFY2(files.ok(), files.ok() ? "" : qPrintable(files.error().toString()));
        QVERIFY(readAll(file).startsWith("%PDF-"));
        int pages = 0;
        const QString problem = checkPdfPages(file, &pages);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(pages >= 2);
        // Chart text is text in the PDF, not pixels: the charts are vectors.
        const QString text = pdfText(file);
        QVERIFY(text.contains(m.title().left(20)));
        QVERIFY2(text.contains(QLatin1String("seconds since the run started")), "the time-series chart's axis label");
        QVERIFY(text.contains(QLatin1String("TSO off")));
        QCOMPARE(pdfRasterImages(file), 0);
    }

    void markdownHasItsChartImagesBesideIt()
    {
        const ReportModel m = model(m_logs);
        const QString file = path(QStringLiteral("logs.md"));
        auto files = ReportExporter::write(m, ReportFormat::Markdown, file, &m_renderer);
        QVERIFY2(files.ok(), files.ok() ? "" : qPrintable(files.error().toString()));
        QCOMPARE(files.value(), ReportExporter::outputFiles(m, ReportFormat::Markdown, file));
        QVERIFY(files->size() >= 4); // the text, time series, distribution, service demand
        const QString markdown = QString::fromUtf8(readAll(file));
        for (const QString &image : files->mid(1)) {
            const QString name = QFileInfo(image).fileName();
            QVERIFY2(markdown.contains(QStringLiteral("](%1)").arg(name)), qPrintable(name));
            const QImage png(image);
            QVERIFY(!png.isNull());
            QVERIFY(inkShare(png) > 0.01);
        }
        QVERIFY(markdown.contains(QLatin1String("| Arm |")));
    }

    void csvParsesBackWithOneRowPerRunAndPerSample()
    {
        const ReportModel m = model(m_bed);
        const QString file = path(QStringLiteral("bed.csv"));
        auto files = ReportExporter::write(m, ReportFormat::Csv, file, nullptr);
        QVERIFY(files.ok());
        QCOMPARE(files.value(), (QStringList{file, CsvReportWriter::samplesFileName(file)}));
        const auto runs = parseCsv(readAll(file));
        QVERIFY(runs);
        QCOMPARE(runs->size(), m.runs.size() + 1);
        const QStringList header = runs->constFirst();
        for (const QStringList &row : *runs)
            QCOMPARE(row.size(), header.size());
        const qsizetype command = header.indexOf(QStringLiteral("command"));
        QVERIFY(command >= 0);
        QCOMPARE(runs->at(1).at(command), m.runs.constFirst().record.commandLine);
        const auto samples = parseCsv(readAll(files->at(1)));
        QVERIFY(samples);
        qsizetype expected = 0;
        for (const ReportRun &run : m.runs)
            expected += run.interim.size();
        QCOMPARE(samples->size(), expected + 1);
        const qsizetype rate = samples->constFirst().indexOf(QStringLiteral("rate"));
        QCOMPARE(samples->at(1).at(rate).toDouble(), m.runs.constFirst().interim.constFirst().value);
    }

    void jsonExportImportExportIsByteIdentical()
    {
        const QByteArray first = TunebenchJson::write(model(m_bed));
        auto parsed = TunebenchJson::parse(first);
        QVERIFY(parsed.ok());
        auto again = TunebenchJson::import(*m_db, parsed.value());
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().toString()));
        QVERIFY(again.value() != m_bed);
        const QByteArray second = TunebenchJson::write(model(again.value()));
        QCOMPARE(second.size(), first.size());
        QVERIFY(second == first);
        // The raw outputs are in it.
        QVERIFY(first.contains("MIGRATED TCP REQUEST/RESPONSE TEST") || first.contains("THROUGHPUT="));
    }

    void capturedExportSurvivesImport()
    {
        // Everything stored comes back as it was captured; only the derived analysis may differ
        // when the statistics code changes.
        QJsonObject captured = TunebenchJson::parse(readAll(reportData(QStringLiteral("bed-experiment.tunebench.json")))).value();
        QJsonObject exported = TunebenchJson::toJson(model(m_bed));
        captured.remove(QStringLiteral("analysis"));
        exported.remove(QStringLiteral("analysis"));
        QCOMPARE(QJsonDocument(exported).toJson(), QJsonDocument(captured).toJson());
    }

    void flentReadsTheExportAndReportsTheSameMeans_data()
    {
        QTest::addColumn<bool>("bed");
        QTest::newRow("bed experiment") << true;
        QTest::newRow("imported logs") << false;
    }

    void flentReadsTheExportAndReportsTheSameMeans()
    {
        QFETCH(bool, bed);
        const ReportModel m = model(bed ? m_bed : m_logs);
        const QString file = path(bed ? QStringLiteral("bed.flent.gz") : QStringLiteral("logs.flent.gz"));
        QVERIFY(ReportExporter::write(m, ReportFormat::Flent, file, nullptr).ok());
        QString error;
        const QMap<QString, QMap<QString, double>> stats = flentStats(file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int compared = 0;
        // Flent prints 6 decimals.
        const auto same = [](double a, double b) { return std::abs(a - b) <= 1e-6 * std::abs(b) + 2e-6; };
        for (const ReportRun &run : m.runs) {
            QList<double> values;
            for (const InterimSampleRow &row : run.interim)
                values << row.value;
            std::sort(values.begin(), values.end());
            const QString series = FlentWriter::seriesName(run);
            QVERIFY2(stats.contains(series), qPrintable(series));
            const QMap<QString, double> s = stats.value(series);
            // The mean Flent reports is netperf's, as for Flent's own netperf runs; the rest is the
            // run's interim samples.
            QVERIFY(run.record.rate);
            QVERIFY2(same(s.value(QStringLiteral("Mean")), *run.record.rate),
                     qPrintable(QStringLiteral("%1: flent mean %2, netperf %3").arg(series).arg(s.value(QStringLiteral("Mean"))).arg(*run.record.rate)));
            const qsizetype n = values.size();
            const double median = n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
            QVERIFY2(same(s.value(QStringLiteral("Median")), median), qPrintable(series));
            QVERIFY(same(s.value(QStringLiteral("Min")), values.constFirst()));
            QVERIFY(same(s.value(QStringLiteral("Max")), values.constLast()));
            ++compared;
        }
        QCOMPARE(compared, int(m.runs.size()));
    }

    void chartFormatsNeedARenderer()
    {
        auto html = ReportExporter::render(model(m_logs), ReportFormat::Html, nullptr);
        QVERIFY(!html.ok());
        QCOMPARE(html.error().code, ErrorCode::Unsupported);
    }
};

QTEST_MAIN(TestReportFormats)
#include "tst_reportformats.moc"
