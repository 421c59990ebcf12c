// SPDX-License-Identifier: GPL-3.0-or-later
// File -> Import on a real store: captured netperf output (clean, mangled in a mail, pasted) and
// a Tunebench JSON export previewed and imported through the workbench's store tasks; the main
// window opens what was imported.
#include "dialogs/importarmseditor.h"
#include "dialogs/importarmsmodel.h"
#include "dialogs/importdialog.h"
#include "liveseries/liveseriesstore.h"
#include "mainwindow.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "views/historyview.h"
#include "views/resultsview.h"
#include "workbench.h"

#include <QComboBox>
#include <QMessageBox>
#include <QFile>
#include <QLabel>
#include <QMap>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace Tunebench;

namespace {

QString dataFile(const QString &relative)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/") + relative;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The preview rows of @p tree (children of the sources), recognised or skipped.
QList<QTreeWidgetItem *> rows(QTreeWidget *tree, bool recognised)
{
    QList<QTreeWidgetItem *> found;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *source = tree->topLevelItem(s);
        for (int i = 0; i < source->childCount(); ++i)
            if (source->child(i)->data(0, Qt::UserRole).toBool() == recognised)
                found << source->child(i);
    }
    return found;
}

/// tcp_rr_1byte.log's five runs, the first two after "adaptive-rx off", the others after "on",
/// as a thread tells them: the story makes two arms of 2 and 3 runs.
QString coalescingThread()
{
    QList<QByteArray> runs;
    for (const QByteArray &line : readAll(dataFile(QStringLiteral("report/tcp_rr_1byte.log"))).split('\n')) {
        if (line.startsWith("$ "))
            runs << QByteArray();
        if (!runs.isEmpty())
            runs.last() += line + '\n';
    }
    if (runs.size() != 5)
        return QString();
    return QString::fromUtf8("# ethtool -C eth0 adaptive-rx off\n" + runs.at(0) + runs.at(1)
        + "# ethtool -C eth0 adaptive-rx on\n" + runs.at(2) + runs.at(3) + runs.at(4));
}

QStringList labels(const QList<ImportArm> &arms)
{
    QStringList out;
    for (const ImportArm &arm : arms)
        out << arm.label;
    return out;
}

/// The stored arms of experiment @p id with the indexes of their runs: {"adaptive-rx off": {0, 1}}.
QMap<QString, QList<int>> storedArms(ExperimentRepository &repository, qint64 id)
{
    QMap<QString, QList<int>> out;
    const auto arms = repository.arms(id);
    const auto runs = repository.runs(id);
    if (!arms || !runs)
        return out;
    for (const ArmRecord &arm : arms.value())
        for (const RunRecord &run : runs.value())
            if (run.armId == arm.id)
                out[arm.label] << run.index;
    return out;
}

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_database;
    LiveSeriesStore m_live;
    std::unique_ptr<Workbench> m_workbench;

    StoreTask store()
    {
        Workbench *workbench = m_workbench.get();
        return [workbench](std::function<void(Database &)> task, std::function<void(const QString &)> failed) {
            workbench->storeTask(std::move(task), std::move(failed));
        };
    }

    /// The store, but its tasks wait in m_held until releaseHeld(): the test decides when a read begins.
    QList<std::function<void()>> m_held;
    StoreTask heldStore()
    {
        return [this](std::function<void(Database &)> task, std::function<void(const QString &)> failed) {
            Workbench *workbench = m_workbench.get();
            m_held << [workbench, task, failed] { workbench->storeTask(task, failed); };
        };
    }
    void releaseHeld()
    {
        for (const std::function<void()> &start : std::exchange(m_held, {}))
            start();
    }

    /// netperf/tcp_rr_interim.txt repeated past ImportDialog::bigReadBytes; @p copies says how often.
    QString bigCapture(int *copies = nullptr)
    {
        const QByteArray capture = readAll(dataFile(QStringLiteral("netperf/tcp_rr_interim.txt")));
        const QString path = m_dir.filePath(QStringLiteral("big.txt"));
        QFile file(path);
        int written = 0;
        if (!capture.isEmpty() && file.open(QIODevice::WriteOnly)) {
            for (; file.size() < ImportDialog::bigReadBytes + capture.size(); ++written)
                file.write(capture);
        }
        if (copies)
            *copies = written;
        return path;
    }

    int storedExperiments()
    {
        Database database(m_database);
        return database.open().ok() ? ExperimentRepository(database).count().value() : -1;
    }

    /// Waits until the dialog has previewed what it was given.
    static bool previewed(ImportDialog &dialog)
    {
        return QTest::qWaitFor([&dialog] { return !dialog.isBusy(); }, 30000);
    }

    /// Imports what the dialog shows; the result, or an empty one with the failure as a warning.
    static ImportResult importAll(ImportDialog &dialog)
    {
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        QSignalSpy failed(&dialog, &ImportDialog::importFailed);
        dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->click();
        if (!QTest::qWaitFor([&] { return imported.count() + failed.count() > 0; }, 60000) || imported.isEmpty()) {
            qWarning("import failed: %s",
                failed.isEmpty() ? "timed out" : qPrintable(failed.constFirst().constFirst().toString()));
            return {};
        }
        return imported.constFirst().constFirst().value<ImportResult>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<ImportResult>();
        QVERIFY(m_dir.isValid());
        m_database = m_dir.filePath(QStringLiteral("results.sqlite"));
        m_workbench = std::make_unique<Workbench>(m_database, &m_live);
    }

    void cleanupTestCase() { m_workbench.reset(); }

    void previewOfACaptureCountsItsInterimSamples()
    {
        ImportDialog dialog(store());
        dialog.show();
        dialog.addFiles({dataFile(QStringLiteral("netperf/tcp_rr_interim.txt"))});
        QVERIFY(dialog.isBusy());
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        const ImportSource &source = dialog.preview()->sources.constFirst();
        QCOMPARE(source.kind, ImportSource::Kind::NetperfText);
        QCOMPARE(source.armLabel, QStringLiteral("tcp_rr_interim"));
        QCOMPARE(source.testType, QStringLiteral("TCP_RR"));
        const QList<QTreeWidgetItem *> recognised = rows(dialog.previewTree(), true);
        QCOMPARE(recognised.size(), 1);
        QVERIFY2(recognised.constFirst()->text(0).startsWith(QLatin1String("TCP_RR test, 12 interim sample")),
            qPrintable(recognised.constFirst()->text(0)));
        QVERIFY(recognised.constFirst()->text(0).contains(QLatin1String("Trans/s")));
        QVERIFY(!recognised.constFirst()->text(1).isEmpty()); // its lines
        QCOMPARE(recognised.constFirst()->text(2), QStringLiteral("imported"));
        QVERIFY2(dialog.summaryText().contains(QLatin1String("1 netperf run")), qPrintable(dialog.summaryText()));
        QVERIFY(dialog.summaryText().contains(QLatin1String("new experiment")));
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
    }

    void previewOfAMailSaysWhatItSkippedAndWhere()
    {
        ImportDialog dialog(store());
        dialog.addFiles({dataFile(QStringLiteral("netperf/mangled/mail_archive.txt"))});
        dialog.setArmLabel(0, QStringLiteral("mail"));
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        QCOMPARE(dialog.preview()->sources.constFirst().armLabel, QStringLiteral("mail"));
        QCOMPARE(dialog.preview()->runs(), 4);
        // By default the arms come from the story (the mail's lead-ins differ); by file there is one.
        QVERIFY(dialog.preview()->arms.size() > 1);
        QCOMPARE(dialog.armsEditor()->model()->rowCount(), dialog.preview()->arms.size());
        QVERIFY(!dialog.previewTree()->topLevelItem(0)->text(0).contains(QStringLiteral("arm “mail”")));
        dialog.armsEditor()->setGroupBy(ImportGroupBy::File);
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.preview()->arms.size(), 1);
        QCOMPARE(dialog.preview()->arms.constFirst().label, QStringLiteral("mail"));
        QCOMPARE(dialog.armsEditor()->model()->rowCount(), 1);
        const QList<QTreeWidgetItem *> recognised = rows(dialog.previewTree(), true);
        const QList<QTreeWidgetItem *> skipped = rows(dialog.previewTree(), false);
        QCOMPARE(recognised.size(), 4);
        QVERIFY(!skipped.isEmpty());
        // The mail's header lines, with their line numbers and why.
        const auto header = std::find_if(skipped.cbegin(), skipped.cend(),
            [](QTreeWidgetItem *row) { return row->text(0).contains(QLatin1String("From: someone@example.org")); });
        QVERIFY(header != skipped.cend());
        QVERIFY2((*header)->text(1).startsWith(QLatin1String("1")), qPrintable((*header)->text(1)));
        QVERIFY((*header)->text(2).startsWith(QLatin1String("skipped: not netperf output")));
        // The stream test among request/response tests, with its reason.
        QVERIFY(std::any_of(skipped.cbegin(), skipped.cend(), [](QTreeWidgetItem *row) {
            return row->text(0).startsWith(QLatin1String("TCP_STREAM"))
                && row->text(2).contains(QLatin1String("TCP_STREAM"));
        }));
        QVERIFY(dialog.previewTree()->topLevelItem(0)->text(0).contains(QStringLiteral("arm “mail”")));
    }

    void pastedTextIsPreviewedLikeAFile()
    {
        ImportDialog dialog(store());
        dialog.setPastedText(
            QString::fromUtf8(readAll(dataFile(QStringLiteral("netperf/mangled/quoted_tcp_rr_interim_cpu.txt")))),
            QStringLiteral("pasted A"));
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        const ImportSource &source = dialog.preview()->sources.constFirst();
        QCOMPARE(source.name, QStringLiteral("pasted text"));
        QCOMPARE(source.armLabel, QStringLiteral("pasted A"));
        QCOMPARE(source.importedTests().size(), 1);
        QVERIFY(
            dialog.previewTree()->topLevelItem(0)->text(0).startsWith(QStringLiteral("pasted text — netperf output")));
        // Text that is not netperf output: nothing to import, and the button says so.
        dialog.setPastedText(QStringLiteral("hello\nthis is not netperf\n"));
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        QCOMPARE(dialog.preview()->runs(), 0);
        QVERIFY(dialog.summaryText().startsWith(QLatin1String("Nothing to import")));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        QCOMPARE(rows(dialog.previewTree(), false).size(), 1);
        QCOMPARE(rows(dialog.previewTree(), false).constFirst()->text(1), QStringLiteral("1–2"));
    }

    void importStoresTheRunsAsArmsOfAnExperiment()
    {
        ImportDialog dialog(store());
        dialog.addFiles({dataFile(QStringLiteral("report/tcp_rr_1byte.log")),
            dataFile(QStringLiteral("report/tcp_rr_4096byte.log"))});
        dialog.setArmLabel(0, QStringLiteral("1 byte"));
        dialog.setArmLabel(1, QStringLiteral("4096 bytes"));
        dialog.setExperimentName(QStringLiteral("Request sizes"));
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.preview()->runs(), 10);
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("“Request sizes”")), qPrintable(dialog.summaryText()));
        dialog.show();
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        dialog.importNow();
        // Closing now would lose the result: the dialog stays until the import has finished.
        dialog.reject();
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.statusText().contains(QLatin1String("import is running")));
        QVERIFY(imported.wait(60000));
        QVERIFY(!dialog.isVisible());
        const ImportResult result = imported.constFirst().constFirst().value<ImportResult>();
        QCOMPARE(result.runs, 10);
        QCOMPARE(result.arms, (QStringList {QStringLiteral("1 byte"), QStringLiteral("4096 bytes")}));
        QCOMPARE(dialog.importResult().runs, 10);
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));

        Database database(m_database);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        const qint64 id = result.experiments.constFirst();
        QCOMPARE(repository.experiment(id)->name, QStringLiteral("Request sizes"));
        QCOMPARE(repository.experiment(id)->kind, QStringLiteral("import"));
        QCOMPARE(repository.runs(id)->size(), 10);
        QCOMPARE(repository.arms(id)->size(), 2);

        // The same name again adds an arm to that experiment, as --experiment does.
        ImportDialog again(store());
        again.addFiles({dataFile(QStringLiteral("netperf/tcp_rr_interim.txt"))});
        again.setArmLabel(0, QStringLiteral("interim"));
        again.setExperimentName(QStringLiteral("Request sizes"));
        QVERIFY(previewed(again));
        QCOMPARE(again.preview()->existingExperiment, id);
        QVERIFY2(again.summaryText().contains(
                     QStringLiteral("added to the imported experiment “Request sizes” (id %1)").arg(id)),
            qPrintable(again.summaryText()));
        const ImportResult added = importAll(again);
        QCOMPARE(added.experiments, QList<qint64> {id});
        QCOMPARE(repository.runs(id)->size(), 11);
        QCOMPARE(repository.arms(id)->size(), 3);
    }

    void movingARunBetweenArmsChangesThePreviewAndTheStoredExperiment()
    {
        ImportDialog dialog(store());
        dialog.show();
        dialog.setPastedText(coalescingThread());
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        const QString off = QStringLiteral("adaptive-rx off");
        const QString on = QStringLiteral("adaptive-rx on");
        QCOMPARE(labels(dialog.preview()->arms), (QStringList{off, on}));
        ImportArmsEditor *editor = dialog.armsEditor();
        const QString before = editor->comparisonText();
        QVERIFY2(before.contains(off + QStringLiteral(": 2 run")), qPrintable(before));
        QVERIFY2(before.contains(on + QStringLiteral(": 3 run")), qPrintable(before));

        // The first run of "on" (the text's third) goes to "off", as the user does it.
        ImportArmsModel *model = editor->model();
        const QModelIndex third = model->index(0, 0, model->armIndex(on));
        const ImportRunRef moved = *model->runAt(third);
        QCOMPARE(moved.test, 2);
        editor->view()->selectionModel()->select(third, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        auto *target = editor->findChild<QComboBox *>(QStringLiteral("moveTarget"));
        QCOMPARE(target->count(), 2);
        target->setCurrentIndex(target->findText(off));
        auto *move = editor->findChild<QPushButton *>(QStringLiteral("moveRuns"));
        QVERIFY(move->isEnabled());
        move->click();

        QCOMPARE(model->rowCount(model->armIndex(off)), 3);
        QCOMPARE(model->rowCount(model->armIndex(on)), 2);
        QVERIFY(model->runIndex(moved).parent() == model->armIndex(off));
        const QString after = editor->comparisonText();
        QVERIFY2(after.contains(off + QStringLiteral(": 3 run")), qPrintable(after));
        QVERIFY2(after.contains(on + QStringLiteral(": 2 run")), qPrintable(after));
        QVERIFY(after != before);
        // Service demand beside the rate (the runs measured CPU), and the verdicts in the results
        // view's words: the metric, then the sentence.
        QVERIFY2(after.contains(off + QStringLiteral(": 3 run")) && after.contains(QLatin1String(", service demand local ")),
                 qPrintable(after));
        QVERIFY2(after.contains(QLatin1String("\nTransaction rate: ")), qPrintable(after));
        QVERIFY2(after.contains(QLatin1String("\nLocal service demand: ")), qPrintable(after));
        QVERIFY2(after.contains(QLatin1String("\nRemote service demand: ")), qPrintable(after));
        QCOMPARE(dialog.preview()->arms.constFirst().runs.size(), 3);
        // Naming the experiment now previews again; the arms stay as arranged.
        dialog.setExperimentName(QStringLiteral("Coalescing moved"));
        QVERIFY(previewed(dialog));
        QCOMPARE(model->rowCount(model->armIndex(off)), 3);
        QCOMPARE(editor->comparisonText(), after);

        const ImportResult result = importAll(dialog);
        QCOMPARE(result.runs, 5);
        Database database(m_database);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        const QMap<QString, QList<int>> stored = storedArms(repository, result.experiments.constFirst());
        QCOMPARE(stored.keys(), (QStringList{off, on}));
        QCOMPARE(stored.value(off), (QList<int>{0, 1, 2}));
        QCOMPARE(stored.value(on), (QList<int>{3, 4}));
    }

    void regroupingAsksBeforeItDropsArrangedArms()
    {
        ImportDialog dialog(store());
        dialog.show();
        dialog.setPastedText(coalescingThread());
        QVERIFY(previewed(dialog));
        ImportArmsEditor *editor = dialog.armsEditor();
        ImportArmsModel *model = editor->model();
        auto *groupBy = editor->findChild<QComboBox *>(QStringLiteral("importGroupBy"));
        const QString off = QStringLiteral("adaptive-rx off");
        const QString on = QStringLiteral("adaptive-rx on");

        // Nothing arranged yet: another grouping needs no question.
        groupBy->setCurrentIndex(groupBy->findData(int(ImportGroupBy::None)));
        QVERIFY(!editor->regroupQuestion());
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.preview()->arms.size(), 1);
        groupBy->setCurrentIndex(groupBy->findData(int(ImportGroupBy::Auto)));
        QVERIFY(previewed(dialog));
        QCOMPARE(labels(dialog.preview()->arms), (QStringList{off, on}));

        // The user moves a run and renames an arm: regrouping now asks first.
        QVERIFY(model->moveRuns({*model->runAt(model->index(0, 0, model->armIndex(on)))}, off));
        QVERIFY(model->setData(model->armIndex(on), QStringLiteral("coalescing on")));
        QVERIFY(editor->isArranged());
        const QList<ImportArm> arranged = dialog.preview()->arms;
        groupBy->setCurrentIndex(groupBy->findData(int(ImportGroupBy::None)));
        QMessageBox *question = editor->regroupQuestion();
        QVERIFY(question);
        QVERIFY(question->isVisible());
        QVERIFY2(question->text().contains(QLatin1String("replaced")), qPrintable(question->text()));
        // Keep My Arms: the grouping goes back, nothing is previewed anew, the arms stay.
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(!dialog.isBusy());
        QCOMPARE(editor->groupBy(), ImportGroupBy::Auto);
        QCOMPARE(dialog.preview()->arms, arranged);
        QCOMPARE(labels(model->arms()), (QStringList{off, QStringLiteral("coalescing on")}));

        // Regroup: the new grouping's arms replace them, and stay replaced going back.
        groupBy->setCurrentIndex(groupBy->findData(int(ImportGroupBy::None)));
        question = editor->regroupQuestion();
        QVERIFY(question);
        question->button(QMessageBox::Yes)->click();
        QVERIFY(previewed(dialog));
        QCOMPARE(editor->groupBy(), ImportGroupBy::None);
        QCOMPARE(dialog.preview()->arms.size(), 1);
        QCOMPARE(dialog.preview()->arms.constFirst().runs.size(), 5);
        QVERIFY(!editor->isArranged());
        groupBy->setCurrentIndex(groupBy->findData(int(ImportGroupBy::Auto)));
        QVERIFY(!editor->regroupQuestion());
        QVERIFY(previewed(dialog));
        QCOMPARE(labels(dialog.preview()->arms), (QStringList{off, on}));
        QCOMPARE(dialog.preview()->arms.at(0).runs.size(), 2);
    }

    void mergedAndRenamedArmsAreStoredSo()
    {
        ImportDialog dialog(store());
        dialog.setPastedText(coalescingThread());
        dialog.setExperimentName(QStringLiteral("Coalescing merged"));
        QVERIFY(previewed(dialog));
        ImportArmsEditor *editor = dialog.armsEditor();
        ImportArmsModel *model = editor->model();
        QCOMPARE(model->rowCount(), 2);
        // A label another arm has is refused, and says why; the arms stay.
        QVERIFY(!model->setData(model->index(1, 0), QStringLiteral("adaptive-rx off")));
        QVERIFY(editor->findChild<QLabel *>(QStringLiteral("armsProblem"))->text().contains(QLatin1String("already")));
        QVERIFY(model->setData(model->index(1, 0), QStringLiteral("coalescing on")));
        QCOMPARE(labels(dialog.preview()->arms), (QStringList{QStringLiteral("adaptive-rx off"), QStringLiteral("coalescing on")}));
        QVERIFY(editor->comparisonText().contains(QLatin1String("coalescing on: 3 run")));
        // Both arms selected: Merge makes one, named as the first; no comparison is left.
        auto *merge = editor->findChild<QPushButton *>(QStringLiteral("mergeArms"));
        editor->view()->selectionModel()->select(model->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(!merge->isEnabled());
        editor->view()->selectionModel()->select(model->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(merge->isEnabled());
        merge->click();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->rowCount(model->index(0, 0)), 5);
        const QString merged = editor->comparisonText();
        QVERIFY2(merged.contains(QLatin1String("adaptive-rx off: 5 run")), qPrintable(merged));
        QVERIFY(!merged.contains(QLatin1String("coalescing on")));

        const ImportResult result = importAll(dialog);
        QCOMPARE(result.runs, 5);
        Database database(m_database);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        const QMap<QString, QList<int>> stored = storedArms(repository, result.experiments.constFirst());
        QCOMPARE(stored.keys(), QStringList{QStringLiteral("adaptive-rx off")});
        QCOMPARE(stored.first().size(), 5);
    }

    void tunebenchExportImportsAsTheExperimentItWas()
    {
        ImportDialog dialog(store());
        dialog.addFiles({dataFile(QStringLiteral("report/bed-experiment.tunebench.json"))});
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        const ImportSource &source = dialog.preview()->sources.constFirst();
        QCOMPARE(source.kind, ImportSource::Kind::TunebenchJson);
        QCOMPARE(dialog.preview()->runs(), 12);
        QVERIFY(dialog.summaryText().contains(QLatin1String("Tunebench export")));
        QVERIFY(dialog.previewTree()->topLevelItem(0)->text(0).startsWith(
            QStringLiteral("bed-experiment.tunebench.json — Tunebench export")));
        QCOMPARE(rows(dialog.previewTree(), true).size(), 1);
        const ImportResult result = importAll(dialog);
        QCOMPARE(result.runs, 12);
        Database database(m_database);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        const qint64 id = result.experiments.constFirst();
        QCOMPARE(repository.runs(id)->size(), 12);
        QCOMPARE(repository.arms(id)->size(), 2);
        QVERIFY(repository.experiment(id)->kind != QLatin1String("import"));
    }

    void nothingImportableStoresNothing()
    {
        Database database(m_database);
        QVERIFY(database.open().ok());
        const int before = ExperimentRepository(database).count().value();
        ImportDialog dialog(store());
        dialog.addFiles({dataFile(QStringLiteral("netperf/tcp_mss.txt"))});
        QVERIFY(previewed(dialog));
        QCOMPARE(dialog.preview()->runs(), 0);
        const QList<QTreeWidgetItem *> skipped = rows(dialog.previewTree(), false);
        QVERIFY(std::any_of(skipped.cbegin(), skipped.cend(),
            [](QTreeWidgetItem *row) { return row->text(2).contains(QLatin1String("MSS")); }));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        dialog.importNow();
        QVERIFY(dialog.statusText().contains(QLatin1String("nothing to import")));
        // An empty label is refused before anything is read.
        dialog.setArmLabel(0, QString());
        QVERIFY(previewed(dialog));
        QVERIFY(!dialog.preview());
        QVERIFY2(dialog.summaryText().contains(QLatin1String("arm label")), qPrintable(dialog.summaryText()));
        QCOMPARE(ExperimentRepository(database).count().value(), before);
    }

    void bigFileIsReadWithProgress()
    {
        int copies = 0;
        const QString big = bigCapture(&copies);
        ImportDialog dialog(store());
        dialog.show();
        QSignalSpy progress(&dialog, &ImportDialog::readProgress);
        dialog.addFiles({big});
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        // Every copy is read; all after the first repeat its numbers, so they are quotations of it.
        QCOMPARE(dialog.preview()->runs(), 1);
        const QList<ImportItem> &items = dialog.preview()->sources.constFirst().items;
        const auto repeats = std::count_if(items.cbegin(), items.cend(), [](const ImportItem &item) {
            return item.kind == ImportItem::Kind::Test && item.reason.startsWith(QStringLiteral("repeats lines 1–"));
        });
        QCOMPARE(int(repeats), copies - 1);
        // Told more than once, in bytes of the file, forward only, up to all of it.
        QVERIFY2(progress.count() > 1, qPrintable(QString::number(progress.count())));
        const qint64 size = QFileInfo(big).size();
        for (qsizetype i = 0; i < progress.count(); ++i) {
            QCOMPARE(progress.at(i).at(1).toLongLong(), size);
            if (i > 0)
                QVERIFY(progress.at(i).at(0).toLongLong() >= progress.at(i - 1).at(0).toLongLong());
        }
        QCOMPARE(progress.last().at(0).toLongLong(), size);
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("stopReading"))->isVisible());
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
    }

    void stoppingABigReadImportsNothing()
    {
        const int before = storedExperiments();
        ImportDialog dialog(heldStore());
        dialog.show();
        dialog.addFiles({bigCapture()});
        // The read is asked for (after the dialog's pause for typing) and held: stopped before it begins.
        QTRY_COMPARE_WITH_TIMEOUT(m_held.size(), 1, 30000);
        auto *stop = dialog.findChild<QPushButton *>(QStringLiteral("stopReading"));
        QVERIFY(stop->isVisible());
        stop->click();
        releaseHeld();
        QVERIFY(previewed(dialog));
        QVERIFY(!dialog.preview());
        QVERIFY2(dialog.statusText().contains(QLatin1String("nothing was imported")), qPrintable(dialog.statusText()));
        QVERIFY(!stop->isVisible());
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
        QCOMPARE(storedExperiments(), before);
        // The dialog goes on: other text is read and imported.
        dialog.setPastedText(QString::fromUtf8(readAll(dataFile(QStringLiteral("netperf/tcp_rr_interim.txt")))),
            QStringLiteral("after"));
        QTRY_COMPARE_WITH_TIMEOUT(m_held.size(), 1, 30000);
        releaseHeld();
        QVERIFY(previewed(dialog));
        QVERIFY(dialog.preview());
        QCOMPARE(dialog.preview()->runs(), 1);
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        dialog.importNow();
        QTRY_COMPARE_WITH_TIMEOUT(m_held.size(), 1, 30000);
        releaseHeld();
        QVERIFY(imported.wait(60000));
        QCOMPARE(imported.constFirst().constFirst().value<ImportResult>().runs, 1);
        QCOMPARE(storedExperiments(), before + 1);
    }

    void closingWhileReadingIsSafe()
    {
        const int before = storedExperiments();
        auto dialog = std::make_unique<ImportDialog>(heldStore());
        dialog->show();
        dialog->addFiles({bigCapture()});
        QTRY_COMPARE_WITH_TIMEOUT(m_held.size(), 1, 30000);
        dialog->reject();
        dialog.reset();
        releaseHeld();
        // The store runs its tasks in order: once a later preview is shown, the stopped read is done.
        ImportDialog later(store());
        later.addFiles({dataFile(QStringLiteral("netperf/tcp_rr_interim.txt"))});
        QVERIFY(previewed(later));
        QVERIFY(later.preview());
        QCOMPARE(storedExperiments(), before);
    }

    void mainWindowOpensWhatWasImported()
    {
        m_workbench.reset(); // one workbench on the file at a time, as in the application
        MainWindowOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("window.sqlite"));
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *importAction = window.findChild<QAction *>(QStringLiteral("importAction"));
        QVERIFY(importAction);
        importAction->trigger();
        auto *dialog = window.findChild<ImportDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->addFiles({dataFile(QStringLiteral("report/tcp_rr_1byte.log"))});
        QVERIFY(previewed(*dialog));
        const ImportResult result = importAll(*dialog);
        QCOMPARE(result.runs, 5);
        const qint64 id = result.experiments.constFirst();
        QTRY_COMPARE_WITH_TIMEOUT(window.resultsView()->experimentId(), id, 30000);
        QCOMPARE(window.tabs()->currentWidget(), window.resultsView());
        QTRY_COMPARE_WITH_TIMEOUT(window.historyView()->table()->model()->rowCount(), 1, 30000);
        m_workbench = std::make_unique<Workbench>(m_database, &m_live);
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
