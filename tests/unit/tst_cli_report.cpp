// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli import and report: in process for what needs no charts, and as the real binary
// for the formats with charts (which makes its own offscreen QApplication).
#include "clicapture.h"
#include "i18n.h"
#include "reportchecks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench::Test;

namespace {

QString reportData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/") + name;
}

QString cliBinary()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}

} // namespace

class TestCliReport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_id = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        // As tunebench-cli's main() does: English plural forms ("1 run", "4 runs").
        QVERIFY(Tunebench::installTranslations(*QCoreApplication::instance(), QLocale::c()));
        m_db = path(QStringLiteral("cli.sqlite"));
        const Captured r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_1byte.log")),
                                           reportData(QStringLiteral("tcp_rr_4096byte.log")), QStringLiteral("--label"),
                                           QStringLiteral("1 byte"), QStringLiteral("--label"), QStringLiteral("4096 bytes"),
                                           QStringLiteral("--experiment"), QStringLiteral("request sizes"),
                                           QStringLiteral("--db"), m_db, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QList<QJsonObject> sources = r.events(QStringLiteral("source"));
        QCOMPARE(sources.size(), 2);
        QCOMPARE(sources.at(0).value(QLatin1String("arm")).toString(), QStringLiteral("1 byte"));
        QCOMPARE(sources.at(0).value(QLatin1String("recognised")).toArray().size(), 5);
        QCOMPARE(sources.at(0).value(QLatin1String("skipped")).toArray().size(), 1); // the two comment lines
        const QList<QJsonObject> imported = r.events(QStringLiteral("imported"));
        QCOMPARE(imported.size(), 1);
        QCOMPARE(imported.constFirst().value(QLatin1String("runs")).toInt(), 10);
        m_id = imported.constFirst().value(QLatin1String("experiments")).toArray().at(0).toInteger();
        QVERIFY(m_id > 0);
        // The verdict comes with the import, as with `run`.
        const QList<QJsonObject> summary = r.events(QStringLiteral("summary"));
        QCOMPARE(summary.size(), 1);
        const QJsonArray comparisons = summary.constFirst()["summary"]["points"][0]["comparisons"].toArray();
        QVERIFY(!comparisons.isEmpty());
    }

    void importPreviewShowsRecognisedAndSkipped()
    {
        const Captured r = runCliCaptured({QStringLiteral("import"), QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf/mangled/mail_archive.txt"),
                                           QStringLiteral("--dry-run")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("4 runs recognised")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QLatin1String("(s)")), qPrintable(r.out));
        QCOMPARE(QCoreApplication::translate("ReportImporter", "%n run(s) recognised", nullptr, 1),
            QStringLiteral("1 run recognised"));
        QCOMPARE(QCoreApplication::translate("ReportImporter", "%n run(s) recognised", nullptr, 0),
            QStringLiteral("0 runs recognised"));
        QVERIFY2(r.out.contains(QLatin1String("  + ")) && r.out.contains(QLatin1String("  - ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("TCP_STREAM test")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1String("Imported")));
    }

    void textReportGoesToStandardOutput()
    {
        const Captured r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("--format"),
                                           QStringLiteral("txt"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 0);
        const QString problem = checkMailText(r.out.toUtf8());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(r.out.startsWith(QLatin1String("request sizes\n=============")));
    }

    void mailReportFitsAReply()
    {
        const Captured r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("--format"),
                                           QStringLiteral("mail"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 0);
        const QString problem = checkMailText(r.out.toUtf8(), 72);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QLatin1Char('\n') + r.out));
        // One results table, one rate verdict line with the runs per arm, and only the setting that differs.
        QVERIFY2(r.out.contains(QLatin1String("Runs")), qPrintable(r.out));
        QCOMPARE(r.out.count(QLatin1String("rate 4096 bytes vs 1 byte: ")), 1);
        QVERIFY2(r.out.contains(QLatin1String("(n=5+5)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("request size (-r)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("more settings alike in every arm")), qPrintable(r.out));
        // Nothing said twice: the spread is named once per verdict.
        for (const QString &line : r.out.split(QLatin1Char('\n')))
            QVERIFY2(line.count(QLatin1Char('±')) <= 1, qPrintable(line));
    }

    void mailReportOfTheBedExperimentKeepsSettingNamesWhole()
    {
        const Captured imported = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("bed-experiment.tunebench.json")),
                                                  QStringLiteral("--db"), m_db, QStringLiteral("--json")});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const qint64 id = imported.events(QStringLiteral("imported")).constFirst()["experiments"][0].toInteger();
        const QString file = path(QStringLiteral("bed.mail.txt"));
        Captured r = runCliCaptured({QStringLiteral("report"), QString::number(id), QStringLiteral("-o"), file,
                                     QStringLiteral("--db"), m_db});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = QString::fromUtf8(readAll(file));
        const QString problem = checkMailText(text.toUtf8(), 72);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QLatin1Char('\n') + text));
        QVERIFY2(text.contains(QLatin1String("client tcp-segmentation-offload")), qPrintable(text));
        // Two sweep points, neither with enough runs for a verdict: the reason once per point,
        // and how many runs would settle the rate; the unsupported setting said once.
        QCOMPARE(text.count(QLatin1String("too few runs for any verdict: n=")), 2);
        QCOMPARE(text.count(QLatin1String("rate TSO off vs TSO on: ")), 2);
        QCOMPARE(text.count(QLatin1String("adaptive-rx is not supported")), 1);
        QVERIFY2(text.contains(QLatin1String("runs per arm would detect")), qPrintable(text));
    }

    void importGroupsAPZeroLoopIntoArms()
    {
        Captured r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_ploop.log")),
                                     QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QList<QJsonObject> arms = r.events(QStringLiteral("arms"));
        QCOMPARE(arms.size(), 1);
        QCOMPARE(arms.constFirst()["groupBy"].toString(), QStringLiteral("auto"));
        QJsonArray list = arms.constFirst()["arms"].toArray();
        QCOMPARE(list.size(), 4);
        QCOMPARE(list.at(2)["label"].toString(), QStringLiteral("request 1449 B"));
        QCOMPARE(list.at(2)["test"]["requestSize"].toInt(), 1449);
        QCOMPARE(list.at(0)["runs"].toArray().size(), 3); // three loops

        // Lines 12-15 and 28-31: the first two loops' 1448 and 1449-byte rows; line 16: the
        // first loop's 4096-byte row. The third loop's rows stay in the arms of their sizes.
        r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_ploop.log")), QStringLiteral("--dry-run"),
                            QStringLiteral("--json"), QStringLiteral("--arm"), QStringLiteral("12-15=around the MSS"),
                            QStringLiteral("--arm"), QStringLiteral("28-31=around the MSS"),
                            QStringLiteral("--arm"), QStringLiteral("16=big")});
        QCOMPARE(r.exitCode, 0);
        list = r.events(QStringLiteral("arms")).constFirst()["arms"].toArray();
        QStringList names;
        for (const QJsonValue &a : list)
            names << a["label"].toString();
        QCOMPARE(names, (QStringList{QStringLiteral("request 1 B"), QStringLiteral("around the MSS"), QStringLiteral("big"),
                                     QStringLiteral("request 4096 B"), QStringLiteral("request 1448 B"),
                                     QStringLiteral("request 1449 B")}));
        QCOMPARE(list.at(1)["runs"].toArray().size(), 4);
        QCOMPARE(list.at(2)["runs"].toArray().size(), 1);
        QCOMPARE(list.at(3)["runs"].toArray().size(), 2);

        // By file: the one arm is the file's; a wrong mode or range is a usage error.
        r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_ploop.log")), QStringLiteral("--dry-run"),
                            QStringLiteral("--group-by"), QStringLiteral("file")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("(arm \"tcp_rr_ploop\")")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QLatin1String("Arms (")), qPrintable(r.out));
        r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_ploop.log")), QStringLiteral("--dry-run"),
                            QStringLiteral("--group-by"), QStringLiteral("story")});
        QCOMPARE(r.exitCode, 2);
        r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_ploop.log")), QStringLiteral("--dry-run"),
                            QStringLiteral("--arm"), QStringLiteral("12-15")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--arm takes")), qPrintable(r.err));
    }

    void jsonReportImportsBackAsTheSameBytes()
    {
        const QString first = path(QStringLiteral("first.json"));
        Captured r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("-o"), first,
                                     QStringLiteral("--db"), m_db});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCliCaptured({QStringLiteral("import"), first, QStringLiteral("--db"), m_db, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const qint64 again = r.events(QStringLiteral("imported")).constFirst()["experiments"][0].toInteger();
        QVERIFY(again != m_id);
        const QString second = path(QStringLiteral("second.json"));
        r = runCliCaptured({QStringLiteral("report"), QString::number(again), QStringLiteral("--format"), QStringLiteral("json"),
                            QStringLiteral("-o"), second, QStringLiteral("--db"), m_db, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.events(QStringLiteral("report")).constFirst()["files"][0].toString(), second);
        QVERIFY(readAll(first) == readAll(second));
    }

    void usageErrors()
    {
        Captured r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("--format"),
                                     QStringLiteral("docx"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 2);
        r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("--format"), QStringLiteral("pdf"),
                            QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("-o PATH")));
        r = runCliCaptured({QStringLiteral("report"), QStringLiteral("999"), QStringLiteral("--format"), QStringLiteral("txt"),
                            QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("999")));
        r = runCliCaptured({QStringLiteral("import"), reportData(QStringLiteral("tcp_rr_1byte.log")), QStringLiteral("--label"),
                            QStringLiteral("a"), QStringLiteral("--label"), QStringLiteral("b"), QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 2);
        // Charts need a QApplication, which only the binary makes.
        r = runCliCaptured({QStringLiteral("report"), QString::number(m_id), QStringLiteral("-o"), path(QStringLiteral("x.html")),
                            QStringLiteral("--db"), m_db});
        QCOMPARE(r.exitCode, 1);
    }

    void binaryDrawsChartsWithoutADisplay_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("html") << "html";
        QTest::newRow("pdf") << "pdf";
        QTest::newRow("md") << "md";
    }

    void binaryDrawsChartsWithoutADisplay()
    {
        QFETCH(QString, format);
        const QString file = path(QStringLiteral("binary.") + format);
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // No session at all, as under cron or ssh: nothing but the result is printed (no warning
        // from Qt about a missing runtime directory).
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
            env.remove(QLatin1String(name));
        process.setProcessEnvironment(env);
        process.start(cliBinary(), {QStringLiteral("--db"), m_db, QStringLiteral("report"), QString::number(m_id),
                                    QStringLiteral("--format"), format, QStringLiteral("-o"), file});
        QVERIFY(process.waitForFinished(120000));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, err.constData());
        QVERIFY2(err.isEmpty(), err.constData());
        const QByteArray data = readAll(file);
        if (format == QLatin1String("html")) {
            const QString problem = checkSelfContainedHtml(data, 3);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        } else if (format == QLatin1String("pdf")) {
            int pages = 0;
            const QString problem = checkPdfPages(file, &pages);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        } else {
            QVERIFY(data.contains("![") && data.contains(".png)"));
            QVERIFY(QFile::exists(path(QStringLiteral("binary-rate-timeseries.png"))));
        }
    }

    void noChartsLeavesThemOut_data() { binaryDrawsChartsWithoutADisplay_data(); }

    void noChartsLeavesThemOut()
    {
        QFETCH(QString, format);
        const QString file = path(QStringLiteral("plain.") + format);
        QProcess process;
        process.start(cliBinary(), {QStringLiteral("--db"), m_db, QStringLiteral("report"), QString::number(m_id),
                                    QStringLiteral("--no-charts"), QStringLiteral("-o"), file, QStringLiteral("--json")});
        QVERIFY(process.waitForFinished(120000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const QJsonObject event = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(event.value(QLatin1String("files")).toArray(), QJsonArray {file}); // no PNG beside a Markdown report
        const QByteArray data = readAll(file);
        if (format == QLatin1String("html")) {
            int charts = -1;
            const QString problem = checkSelfContainedHtml(data, 0, &charts);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QCOMPARE(charts, 0);
        } else if (format == QLatin1String("pdf")) {
            int pages = 0;
            const QString problem = checkPdfPages(file, &pages);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // The same report with its charts is longer.
            const QString charted = path(QStringLiteral("charted.pdf"));
            QProcess full;
            full.start(cliBinary(), {QStringLiteral("--db"), m_db, QStringLiteral("report"), QString::number(m_id),
                                     QStringLiteral("-o"), charted});
            QVERIFY(full.waitForFinished(120000));
            int chartPages = 0;
            QVERIFY(checkPdfPages(charted, &chartPages).isEmpty());
            QVERIFY2(pages < chartPages, qPrintable(QStringLiteral("%1 vs %2 pages").arg(pages).arg(chartPages)));
        } else {
            QVERIFY(!data.contains("!["));
            QVERIFY(!QFile::exists(path(QStringLiteral("plain-rate-timeseries.png"))));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
