// SPDX-License-Identifier: GPL-3.0-or-later
// The import dialog's arms model: the contract of QAbstractItemModel through every change
// (move, rename, merge, refusal, drag and drop), on the story of a real capture.
#include "dialogs/importarmsmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace Tunebench;

namespace {

/// tcp_rr_1byte.log's five runs, two after "adaptive-rx off", three after "on".
QByteArray coalescingThread()
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/report/tcp_rr_1byte.log"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> runs;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("$ "))
            runs << QByteArray();
        if (!runs.isEmpty())
            runs.last() += line + '\n';
    }
    if (runs.size() != 5)
        return {};
    return "# ethtool -C eth0 adaptive-rx off\n" + runs.at(0) + runs.at(1) + "# ethtool -C eth0 adaptive-rx on\n"
        + runs.at(2) + runs.at(3) + runs.at(4);
}

} // namespace

class TestImportArmsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void armsModelKeepsTheModelContract()
    {
        ImportArmsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ImportPreview preview;
        preview.sources << ReportImporter::inspectText(coalescingThread(), QStringLiteral("thread"),
            QStringLiteral("thread"));
        preview.arms = ImportGrouping::propose(preview.sources, ImportGroupBy::Auto);
        model.setPreview(preview);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.index(1, 0)), 3);
        QCOMPARE(model.rowCount(model.index(0, 1)), 0);
        QVERIFY(model.index(0, 0, model.index(0, 0)).data().toString().startsWith(QLatin1String("TCP_RR test")));
        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, 0, model.index(0, 0))) & Qt::ItemIsEditable));
        QSignalSpy changed(&model, &ImportArmsModel::armsChanged);
        const ImportRunRef run = *model.runAt(model.index(2, 0, model.index(1, 0)));
        QVERIFY(model.moveRuns({run}, QStringLiteral("a new arm")));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.armAt(model.runIndex(run)), QStringLiteral("a new arm"));
        QVERIFY(model.renameArm(QStringLiteral("a new arm"), QStringLiteral("the last run")));
        QVERIFY(model.mergeArms({QStringLiteral("adaptive-rx on"), QStringLiteral("the last run")}, QStringLiteral("on")));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.armIndex(QStringLiteral("on"))), 3);
        QVERIFY(!model.moveRuns({run}, QStringLiteral("  ")));
        QCOMPARE(changed.count(), 3);
    }

    void runsAreDraggedToAnotherArm()
    {
        ImportArmsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ImportPreview preview;
        preview.sources << ReportImporter::inspectText(coalescingThread(), QStringLiteral("thread"),
            QStringLiteral("thread"));
        preview.arms = ImportGrouping::propose(preview.sources, ImportGroupBy::Auto);
        model.setPreview(preview);
        // An arm is no run to drag; runs are, and go where they are dropped, as the view drops them.
        QVERIFY(!model.mimeData({model.index(0, 0)}));
        const QModelIndex on = model.armIndex(QStringLiteral("adaptive-rx on"));
        const ImportRunRef first = *model.runAt(model.index(0, 0, on));
        const ImportRunRef second = *model.runAt(model.index(1, 0, on));
        std::unique_ptr<QMimeData> dragged(model.mimeData({model.index(0, 0, on), model.index(1, 0, on)}));
        QVERIFY(dragged);
        QVERIFY(!model.canDropMimeData(dragged.get(), Qt::MoveAction, 0, 0, QModelIndex())); // not between arms
        QVERIFY(!model.canDropMimeData(dragged.get(), Qt::MoveAction, -1, -1, model.index(0, 0, on))); // not onto a run
        const QModelIndex off = model.armIndex(QStringLiteral("adaptive-rx off"));
        QVERIFY(model.dropMimeData(dragged.get(), Qt::MoveAction, -1, -1, off));
        QCOMPARE(model.rowCount(model.armIndex(QStringLiteral("adaptive-rx off"))), 4);
        QCOMPARE(model.rowCount(model.armIndex(QStringLiteral("adaptive-rx on"))), 1);
        QCOMPARE(model.armAt(model.runIndex(first)), QStringLiteral("adaptive-rx off"));
        QCOMPARE(model.armAt(model.runIndex(second)), QStringLiteral("adaptive-rx off"));
        QMimeData garbage;
        garbage.setData(model.mimeTypes().constFirst(), "not,a,run");
        QVERIFY(!model.dropMimeData(&garbage, Qt::MoveAction, -1, -1, model.index(0, 0)));
    }

};

QTEST_MAIN(TestImportArmsModel)
#include "tst_importarmsmodel.moc"
