// SPDX-License-Identifier: GPL-3.0-or-later
// File -> Export Report on a real store: the bed experiment (tests/data/report) read through the
// workbench's store tasks, previewed and written in every format, the files checked with the
// readers the backend's own tests use; the error paths; the main window's menu entry.
#include "dialogs/exportdialog.h"
#include "liveseries/liveseriesstore.h"
#include "mainwindow.h"
#include "report/csvreportwriter.h"
#include "report/reportbuilder.h"
#include "report/reportcomposer.h"
#include "report/reportimporter.h"
#include "report/tunebenchjson.h"
#include "reportchecks.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "views/resultsview.h"
#include "workbench.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace Tunebench;
using namespace Tunebench::Test;

Q_DECLARE_METATYPE(Tunebench::ReportFormat)

namespace {

QString reportData(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/") + name;
}

QMenu *fileMenu(MainWindow &window)
{
    return window.menuBar()->actions().constFirst()->menu();
}

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_database;
    qint64 m_bed = 0; ///< two arms, a sweep over two sizes, three repetitions: 12 runs
    int m_runs = 0;
    int m_samples = 0;
    QString m_title;
    LiveSeriesStore m_live;
    std::unique_ptr<Workbench> m_workbench;

    StoreTask store()
    {
        Workbench *workbench = m_workbench.get();
        return [workbench](std::function<void(Database &)> task, std::function<void(const QString &)> failed) {
            workbench->storeTask(std::move(task), std::move(failed));
        };
    }

    /// A dialog whose model has been read on the workbench's thread.
    std::unique_ptr<ExportDialog> loadedDialog(qint64 id)
    {
        auto dialog = std::make_unique<ExportDialog>(id, store());
        dialog->show();
        QSignalSpy loaded(dialog.get(), &ExportDialog::modelLoaded);
        if (!loaded.wait(60000))
            qWarning("the model was not built in time");
        return dialog;
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ReportFormat>();
        QVERIFY(m_dir.isValid());
        m_database = path(QStringLiteral("results.sqlite"));
        Database database(m_database);
        QVERIFY(database.open().ok());
        auto fixture = TunebenchJson::parse(readAll(reportData(QStringLiteral("bed-experiment.tunebench.json"))));
        QVERIFY(fixture.ok());
        auto bed = TunebenchJson::import(database, fixture.value());
        QVERIFY2(bed.ok(), bed.ok() ? "" : qPrintable(bed.error().toString()));
        m_bed = bed.value();
        auto model = ReportBuilder::build(database, m_bed);
        QVERIFY(model.ok());
        m_runs = int(model->runs.size());
        for (const ReportRun &run : model->runs)
            m_samples += int(run.interim.size());
        m_title = model->title();
        QCOMPARE(m_runs, 12);
        m_workbench = std::make_unique<Workbench>(m_database, &m_live);
    }

    void cleanupTestCase() { m_workbench.reset(); }

    void buildsTheModelOffTheGuiThreadWhileShowingProgress()
    {
        ExportDialog dialog(m_bed, store());
        dialog.show();
        // The store task has only been queued: the dialog is up and says what it waits for.
        QVERIFY(dialog.isBusy());
        QVERIFY(!dialog.hasModel());
        QVERIFY(dialog.findChild<QProgressBar *>(QStringLiteral("busy"))->isVisible());
        QVERIFY(dialog.statusText().contains(QString::number(m_bed)));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("exportButton"))->isEnabled());
        QSignalSpy loaded(&dialog, &ExportDialog::modelLoaded);
        QVERIFY(loaded.wait(60000));
        QCOMPARE(loaded.constFirst().constFirst().toBool(), true);
        QVERIFY(dialog.hasModel());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 60000);
        QVERIFY(!dialog.findChild<QProgressBar *>(QStringLiteral("busy"))->isVisible());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("exportTitle"))->text().contains(m_title.toHtmlEscaped()));
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("exportButton"))->isEnabled());
    }

    void copyForMailPutsTheMailReportOnTheClipboard()
    {
        QGuiApplication::clipboard()->clear();
        auto dialog = loadedDialog(m_bed);
        QVERIFY(dialog->hasModel());
        auto *button = dialog->findChild<QPushButton *>(QStringLiteral("copyForMailButton"));
        QVERIFY(button);
        QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), 60000);
        button->click();
        const QString text = QGuiApplication::clipboard()->text();
        const QString problem = checkMailText(text.toUtf8(), 72);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(text.contains(QLatin1String("rate TSO off vs TSO on: ")), qPrintable(text));
        QVERIFY2(dialog->statusText().contains(QLatin1String("clipboard")), qPrintable(dialog->statusText()));
    }

    void closingWhileReadingDropsTheAnswer()
    {
        for (int i = 0; i < 3; ++i) {
            auto dialog = std::make_unique<ExportDialog>(m_bed, store());
            dialog->show();
        } // gone while their store tasks are queued or running
        QObject context;
        bool drained = false;
        m_workbench->storeTask(
            [&context, &drained](Database &) { QMetaObject::invokeMethod(&context, [&drained] { drained = true; }); });
        QTRY_VERIFY_WITH_TIMEOUT(drained, 60000);
        QCoreApplication::processEvents(); // the answers posted before ours: dropped, not delivered
    }

    void offersEveryFormatWithItsSuffix()
    {
        auto dialog = loadedDialog(m_bed);
        auto *formats = dialog->findChild<QComboBox *>(QStringLiteral("format"));
        QCOMPARE(formats->count(), int(ReportFormats::all().size()));
        auto *help = dialog->findChild<QLabel *>(QStringLiteral("formatHelp"));
        QSet<QString> helps;
        for (ReportFormat format : ReportFormats::all()) {
            dialog->setFormat(format);
            QCOMPARE(dialog->format(), format);
            QVERIFY2(dialog->outputPath().endsWith(ReportFormats::suffix(format)), qPrintable(dialog->outputPath()));
            QVERIFY(!help->text().isEmpty());
            helps.insert(help->text());
        }
        QCOMPARE(helps.size(), int(ReportFormats::all().size()));
        // The file names say which files are written besides the main one.
        dialog->setFormat(ReportFormat::Csv);
        QVERIFY(
            dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text().contains(QLatin1String(".samples.csv")));
        // A PDF named while CSV is chosen: the format follows, and so does the list of files.
        dialog->setOutputPath(path(QStringLiteral("chosen.pdf")));
        QCOMPARE(dialog->format(), ReportFormat::Pdf);
        QVERIFY(
            !dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text().contains(QLatin1String(".samples")));
        dialog->setOutputPath(path(QStringLiteral("chosen.md")));
        QCOMPARE(dialog->format(), ReportFormat::Markdown);
    }

    void previewShowsEachFormat_data()
    {
        QTest::addColumn<ReportFormat>("format");
        for (ReportFormat format : ReportFormats::all())
            QTest::newRow(qPrintable(ReportFormats::name(format))) << format;
    }

    void previewShowsEachFormat()
    {
        QFETCH(ReportFormat, format);
        auto dialog = loadedDialog(m_bed);
        QVERIFY(dialog->hasModel());
        dialog->setFormat(format);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy() && !dialog->previewText().isEmpty(), 60000);
        const QString preview = dialog->previewText();
        QVERIFY(!preview.isEmpty());
        auto *text = dialog->findChild<QPlainTextEdit *>(QStringLiteral("textPreview"));
        if (format != ReportFormat::Html) {
            // What is shown is what will be written (the view has plain line breaks for CRLF).
            QVERIFY(text->isVisible());
            QCOMPARE(text->toPlainText().trimmed(),
                QString(preview).replace(QLatin1String("\r\n"), QLatin1String("\n")).trimmed());
        }
        switch (format) {
        case ReportFormat::Text: {
            const QString problem = checkMailText(preview.toUtf8());
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(text->isVisible());
            QCOMPARE(text->lineWrapMode(), QPlainTextEdit::NoWrap);
            QVERIFY(QFontInfo(text->font()).fixedPitch());
            QVERIFY(preview.contains(QLatin1String("Results per arm")));
            QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("previewNote"))->text().contains(QLatin1String("80")));
            break;
        }
        case ReportFormat::Mail: {
            const QString problem = checkMailText(preview.toUtf8(), 72);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(preview.contains(QLatin1String("rate TSO off vs TSO on: ")));
            QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("previewNote"))->text().contains(QLatin1String("of 72")));
            break;
        }
        case ReportFormat::Markdown:
            QVERIFY(preview.contains(QLatin1String("| Arm |")));
            QVERIFY(preview.contains(QLatin1String(".png)")));
            break;
        case ReportFormat::Csv: {
            const auto rows = parseCsv(preview.toUtf8());
            QVERIFY(rows);
            QCOMPARE(rows->size(), m_runs + 1);
            break;
        }
        case ReportFormat::Json: {
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(preview.toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            QCOMPARE(document.object().value(QLatin1String("format")).toString(), TunebenchJson::formatName());
            QVERIFY(TunebenchJson::parse(preview.toUtf8()).ok());
            break;
        }
        case ReportFormat::Html: {
            // The source is the file; the browser shows it with each inline SVG chart drawn.
            QVERIFY(preview.contains(QLatin1String("<svg")));
            int charts = 0;
            const QString problem = checkSelfContainedHtml(preview.toUtf8(), 5, &charts);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QTextBrowser *browser = dialog->htmlPreview();
            QVERIFY(browser->isVisible());
            QVERIFY(browser->toPlainText().contains(m_title.left(20)));
            for (int chart = 1; chart <= charts; ++chart) {
                const QVariant image = browser->document()->resource(
                    QTextDocument::ImageResource, QUrl(QStringLiteral("tunebench-chart:%1").arg(chart)));
                QVERIFY2(image.canConvert<QImage>(), qPrintable(QString::number(chart)));
                QVERIFY(inkShare(image.value<QImage>()) > 0.01);
            }
            QVERIFY(browser->toHtml().contains(QStringLiteral("tunebench-chart:%1").arg(charts)));
            // The source on request.
            dialog->findChild<QCheckBox *>(QStringLiteral("showSource"))->setChecked(true);
            QVERIFY(text->isVisible());
            QVERIFY(text->toPlainText().contains(QLatin1String("<svg")));
            break;
        }
        case ReportFormat::Pdf: {
            const int charts
                = int(ReportComposer::compose(ReportBuilder::build(*openDatabase(), m_bed).value()).charts.size());
            QVERIFY(preview.contains(QLatin1String("PDF:")));
            static const QRegularExpression pages(QStringLiteral("(\\d+) page"));
            const QRegularExpressionMatch match = pages.match(preview);
            QVERIFY2(match.hasMatch(), qPrintable(preview));
            QVERIFY(match.captured(1).toInt() >= 2);
            QVERIFY(preview.contains(QStringLiteral("%1 chart").arg(charts)));
            QVERIFY(preview.contains(QLatin1String("Results per arm")));
            break;
        }
        case ReportFormat::Flent:
            QVERIFY(preview.contains(QLatin1String("\"ping\"")));
            QVERIFY(preview.contains(QStringLiteral("%1 series").arg(m_runs)));
            QVERIFY(preview.contains(QLatin1String("::1:")));
            break;
        }
    }

    void exportWritesFilesTheReadersAccept_data()
    {
        QTest::addColumn<ReportFormat>("format");
        for (ReportFormat format : ReportFormats::all())
            QTest::newRow(qPrintable(ReportFormats::name(format))) << format;
    }

    void exportWritesFilesTheReadersAccept()
    {
        QFETCH(ReportFormat, format);
        auto dialog = loadedDialog(m_bed);
        QVERIFY(dialog->hasModel());
        dialog->setFormat(format);
        const QString file
            = path(QStringLiteral("export-%1%2").arg(ReportFormats::name(format), ReportFormats::suffix(format)));
        dialog->setOutputPath(file);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 60000);
        QSignalSpy exported(dialog.get(), &ExportDialog::exported);
        QSignalSpy failed(dialog.get(), &ExportDialog::exportFailed);
        dialog->findChild<QPushButton *>(QStringLiteral("exportButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(exported.count() + failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.constFirst().constFirst().toString()));
        const QStringList files = exported.constFirst().constFirst().toStringList();
        QCOMPARE(files.constFirst(), file);
        QVERIFY(dialog->statusText().contains(QDir::toNativeSeparators(file)));
        const QByteArray data = readAll(file);
        QVERIFY(!data.isEmpty());
        switch (format) {
        case ReportFormat::Text: {
            const QString problem = checkMailText(data);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            break;
        }
        case ReportFormat::Mail: {
            QVERIFY(file.endsWith(QLatin1String(".mail.txt")));
            const QString problem = checkMailText(data, 72);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            break;
        }
        case ReportFormat::Html: {
            const QString problem = checkSelfContainedHtml(data, 5);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            break;
        }
        case ReportFormat::Pdf: {
            QVERIFY(data.startsWith("%PDF-"));
            int pages = 0;
            const QString problem = checkPdfPages(file, &pages);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(pages >= 2);
            break;
        }
        case ReportFormat::Markdown:
            QVERIFY(files.size() >= 2);
            for (const QString &image : files.mid(1)) {
                QVERIFY(data.contains(QStringLiteral("](%1)").arg(QFileInfo(image).fileName()).toUtf8()));
                QVERIFY(inkShare(QImage(image)) > 0.01);
            }
            break;
        case ReportFormat::Csv: {
            QCOMPARE(files, (QStringList {file, CsvReportWriter::samplesFileName(file)}));
            const auto runs = parseCsv(data);
            QVERIFY(runs);
            QCOMPARE(runs->size(), m_runs + 1);
            const auto samples = parseCsv(readAll(files.at(1)));
            QVERIFY(samples);
            QCOMPARE(samples->size(), m_samples + 1);
            break;
        }
        case ReportFormat::Json: {
            // The export imports back, into another store, as the experiment it was.
            const ImportSource source = ReportImporter::inspectFile(file, QString());
            QCOMPARE(source.kind, ImportSource::Kind::TunebenchJson);
            Database other(path(QStringLiteral("reimport.sqlite")));
            QVERIFY(other.open().ok());
            auto preview = ReportImporter::preview({file}, {}, &other);
            QVERIFY(preview.ok());
            auto result = ReportImporter::commit(other, preview.value(), {});
            QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().toString()));
            QCOMPARE(result->runs, m_runs);
            QCOMPARE(ExperimentRepository(other).runs(result->experiments.constFirst())->size(), m_runs);
            break;
        }
        case ReportFormat::Flent: {
            QString error;
            const auto stats = flentStats(file, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(stats.size(), m_runs);
            break;
        }
        }
    }

    void chartsCanBeLeftOut()
    {
        auto dialog = loadedDialog(m_bed);
        QVERIFY(dialog->hasModel());
        auto *charts = dialog->findChild<QCheckBox *>(QStringLiteral("charts"));
        QVERIFY(charts);
        QVERIFY(charts->isChecked());
        auto restore = qScopeGuard([charts] { charts->setChecked(true); }); // remembered in the settings
        // Offered for the formats that have charts only.
        dialog->setFormat(ReportFormat::Csv);
        QVERIFY(!charts->isVisibleTo(dialog.get()));
        dialog->setFormat(ReportFormat::Html);
        QVERIFY(charts->isVisibleTo(dialog.get()));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy() && dialog->previewText().contains(QLatin1String("<svg")), 60000);
        const qsizetype withCharts = dialog->previewText().size();

        charts->setChecked(false);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy() && !dialog->previewText().contains(QLatin1String("<svg")), 60000);
        QVERIFY(dialog->previewText().contains(m_title.toHtmlEscaped()));
        QVERIFY(dialog->previewText().size() < withCharts / 2);

        // Written without charts: HTML still self-contained, Markdown without its PNG files.
        for (const ReportFormat format : {ReportFormat::Html, ReportFormat::Markdown}) {
            dialog->setFormat(format);
            const QString file = path(QStringLiteral("nocharts%1").arg(ReportFormats::suffix(format)));
            dialog->setOutputPath(file);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 60000);
            QVERIFY2(!dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text().contains(QLatin1String(".png")),
                qPrintable(dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text()));
            QSignalSpy exported(dialog.get(), &ExportDialog::exported);
            dialog->findChild<QPushButton *>(QStringLiteral("exportButton"))->click();
            QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);
            QCOMPARE(exported.constFirst().constFirst().toStringList(), QStringList {file});
            const QByteArray data = readAll(file);
            if (format == ReportFormat::Html) {
                int found = -1;
                const QString problem = checkSelfContainedHtml(data, 0, &found);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
                QCOMPARE(found, 0);
            } else {
                QVERIFY(!data.contains(".png"));
                QVERIFY(data.contains(m_title.toUtf8()));
            }
        }
        // Charts back on, Markdown still chosen: its images are listed again.
        charts->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 60000);
        QVERIFY2(dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text().contains(QLatin1String("nocharts-")),
            qPrintable(dialog->findChild<QLabel *>(QStringLiteral("outputFiles"))->text()));
    }

    void unwritablePathsSayWhyAndKeepTheDialog_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("expected");
        // A file where a folder should be: caught before writing, even for root.
        QTest::newRow("missing folder") << QStringLiteral("plain-file.txt/report.txt")
                                        << QStringLiteral("does not exist");
        // A folder that takes no files (procfs, even for root): the backend's own error.
        QTest::newRow("unwritable folder")
            << QStringLiteral("/proc/tunebench-report.txt") << QStringLiteral("Cannot write");
        QTest::newRow("a folder") << QString() << QStringLiteral("is a folder");
    }

    void unwritablePathsSayWhyAndKeepTheDialog()
    {
        QFETCH(QString, target);
        QFETCH(QString, expected);
        QFile plain(path(QStringLiteral("plain-file.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        QDir(m_dir.path()).mkpath(QStringLiteral("folder.txt"));
        const QString file = target.isEmpty() ? path(QStringLiteral("folder.txt"))
            : QDir::isAbsolutePath(target)    ? target
                                              : path(target);
        auto dialog = loadedDialog(m_bed);
        QVERIFY(dialog->hasModel());
        dialog->setFormat(ReportFormat::Text);
        dialog->setOutputPath(file);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 60000);
        QSignalSpy failed(dialog.get(), &ExportDialog::exportFailed);
        QSignalSpy exported(dialog.get(), &ExportDialog::exported);
        dialog->exportReport();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY(exported.isEmpty());
        const QString message = failed.constFirst().constFirst().toString();
        QVERIFY2(message.contains(expected), qPrintable(message));
        QCOMPARE(dialog->statusText(), message);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isBusy());
        // Fixing the path makes the same dialog export.
        dialog->setOutputPath(path(QStringLiteral("fixed.txt")));
        dialog->exportReport();
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 30000);
        QVERIFY(QFileInfo::exists(path(QStringLiteral("fixed.txt"))));
    }

    void unknownExperimentSaysSo()
    {
        auto dialog = loadedDialog(987654);
        QVERIFY(!dialog->hasModel());
        QVERIFY(!dialog->isBusy());
        QVERIFY2(dialog->statusText().contains(QLatin1String("cannot be built")), qPrintable(dialog->statusText()));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("exportButton"))->isEnabled());
        QSignalSpy failed(dialog.get(), &ExportDialog::exportFailed);
        dialog->exportReport();
        QVERIFY(dialog->statusText().contains(QLatin1String("no report")));
    }

    void mainWindowExportsTheShownExperiment()
    {
        m_workbench.reset(); // one workbench on the file at a time, as in the application
        MainWindowOptions options;
        options.databasePath = m_database;
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *exportAction = window.findChild<QAction *>(QStringLiteral("exportReportAction"));
        auto *importAction = window.findChild<QAction *>(QStringLiteral("importAction"));
        QVERIFY(exportAction && importAction);
        QVERIFY(fileMenu(window)->actions().contains(exportAction));
        Q_EMIT fileMenu(window)->aboutToShow();
        QVERIFY(!exportAction->isEnabled()); // nothing shown or selected yet
        window.openResults(m_bed);
        QTRY_COMPARE_WITH_TIMEOUT(window.resultsView()->experimentId(), m_bed, 30000);
        Q_EMIT fileMenu(window)->aboutToShow();
        QVERIFY(exportAction->isEnabled());
        exportAction->trigger();
        auto *dialog = window.findChild<ExportDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->experimentId(), m_bed);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->hasModel(), 60000);
        dialog->close();
        importAction->trigger();
        QTRY_VERIFY(window.findChild<QDialog *>(QStringLiteral("importDialog")));
        m_workbench = std::make_unique<Workbench>(m_database, &m_live);
    }

private:
    std::unique_ptr<Database> openDatabase()
    {
        auto database = std::make_unique<Database>(m_database);
        if (!database->open())
            qFatal("cannot open %s", qPrintable(m_database));
        return database;
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
