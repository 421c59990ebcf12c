// SPDX-License-Identifier: GPL-3.0-or-later
// The experiment editor: inline validation naming the field, arms side by side with the hosts'
// current values (unsupported keys greyed with the reason), the command preview, open/save.
#include "experiment/experimentspec.h"
#include "views/experimenteditor.h"
#include "views/hostsmodel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestExperimentEditor : public QObject
{
    Q_OBJECT

    template<typename T>
    static T *child(QWidget *parent, const char *name)
    {
        auto *w = parent->findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }

private Q_SLOTS:
    void startsWithTheLocalPresetAndItsScript()
    {
        HostsModel hosts;
        QAbstractItemModelTester tester(&hosts, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ExperimentEditor editor(&hosts);
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        const ExperimentSpec spec = editor.spec();
        QCOMPARE(spec.client.host, QStringLiteral("local"));
        QCOMPARE(spec.arms.size(), 2);
        // The arms' test overrides are rows of the arms table, editable like tunables.
        QTableWidget *arms = editor.armsTable();
        QCOMPARE(arms->columnCount(), 4);
        QCOMPARE(arms->item(0, 0)->text(), QStringLiteral("test: requestSize"));
        QCOMPARE(arms->item(0, 3)->text(), QStringLiteral("4096"));
        const QString script = editor.commandPreview();
        QVERIFY(script.startsWith(QLatin1String("#!/usr/bin/env bash")));
        QVERIFY(script.contains(QLatin1String("on \"$CLIENT\" netperf")));
        QVERIFY(script.contains(QLatin1String("-r 4096,1")) || script.contains(QLatin1String("-r 4096,")));
        QVERIFY(script.contains(QStringLiteral("Run %1 of %1").arg(spec.arms.size() * spec.repetitions)));
        // The round trip through the table keeps the arms' overrides.
        QCOMPARE(spec.arms.at(1).test.requestSize, 4096);
    }

    void validationNamesTheFieldAndBlocksRun()
    {
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        auto *run = child<QPushButton>(&editor, "runExperiment");
        QVERIFY(run->isEnabled());
        QSignalSpy validity(&editor, &ExperimentEditor::validityChanged);

        auto *name = child<QLineEdit>(&editor, "experimentName");
        name->clear();
        editor.refresh();
        QVERIFY(!editor.problem().isEmpty());
        QCOMPARE(editor.problemWidget(), name);
        QVERIFY(!run->isEnabled());
        QCOMPARE(validity.size(), 1);
        QCOMPARE(validity.at(0).at(0).toBool(), false);
        name->setText(QStringLiteral("again"));
        editor.refresh();
        QVERIFY(editor.problem().isEmpty());
        QVERIFY(run->isEnabled());

        // A sweep without values is refused, and the sweep's field is marked.
        child<QGroupBox>(&editor, "sweep")->setChecked(true);
        editor.refresh();
        QVERIFY(!editor.problem().isEmpty());
        QCOMPARE(editor.problemWidget(), child<QLineEdit>(&editor, "sweepValues"));
        child<QLineEdit>(&editor, "sweepValues")->setText(QStringLiteral("1 64 1448"));
        editor.refresh();
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        QCOMPARE(editor.spec().sweep->values, (QList<qint64>{1, 64, 1448}));
        QVERIFY(editor.commandPreview().contains(QLatin1String("-r 1448,1")));

        // Two arms with one label cannot be told apart.
        QTableWidget *arms = editor.armsTable();
        arms->horizontalHeaderItem(3)->setText(QStringLiteral("x"));
        ExperimentSpec spec = editor.spec();
        spec.arms[1].label = spec.arms[0].label;
        editor.setSpec(spec);
        QVERIFY(!editor.problem().isEmpty());
        QCOMPARE(editor.problemWidget(), static_cast<QWidget *>(arms));
        QVERIFY(!run->isEnabled());
        QVERIFY(editor.commandPreview().startsWith(QLatin1String("# ")));
    }

    void currentValuesAndUnsupportedKeys()
    {
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        QSignalSpy requested(&editor, &ExperimentEditor::snapshotRequested);
        ExperimentSpec spec = editor.spec();
        spec.server.host = QStringLiteral("root@198.18.0.2");
        spec.server.interfaceName = QStringLiteral("eth0");
        spec.arms[0].tunables[HostRole::Server] = {QStringLiteral("tso=off"), QStringLiteral("adaptive-rx=off")};
        spec.arms[1].tunables[HostRole::Server] = {QStringLiteral("tso=on")};
        editor.setSpec(spec);
        QVERIFY(!requested.isEmpty());
        QCOMPARE(requested.constLast().at(1).toString(), QStringLiteral("root@198.18.0.2"));
        QTableWidget *arms = editor.armsTable();
        int tsoRow = -1;
        int adaptiveRow = -1;
        for (int row = 0; row < arms->rowCount(); ++row) {
            if (arms->item(row, 0)->text() == QLatin1String("server: tso"))
                tsoRow = row;
            if (arms->item(row, 0)->text() == QLatin1String("server: adaptive-rx"))
                adaptiveRow = row;
        }
        QVERIFY(tsoRow >= 0 && adaptiveRow >= 0);
        QCOMPARE(arms->item(tsoRow, 1)->text(), QStringLiteral("…")); // not read yet

        HostSnapshot snapshot;
        snapshot.host = QStringLiteral("root@198.18.0.2");
        snapshot.interfaceName = QStringLiteral("eth0");
        snapshot.platform = QStringLiteral("linux");
        snapshot.takenAt = QDateTime::currentDateTimeUtc();
        snapshot.values.insert(QStringLiteral("feature.tcp-segmentation-offload"), TunableState{QStringLiteral("on")});
        snapshot.unsupportedCategories.insert(QStringLiteral("coalesce"), QStringLiteral("Operation not supported"));
        editor.setSnapshot(HostRole::Server, QStringLiteral("root@198.18.0.2"), snapshot);
        QCOMPARE(arms->item(tsoRow, 1)->text(), QStringLiteral("on"));
        QVERIFY(arms->item(adaptiveRow, 1)->toolTip().contains(QLatin1String("Operation not supported")));
        QCOMPARE(arms->item(adaptiveRow, 2)->foreground().color(), editor.palette().color(QPalette::Disabled, QPalette::Text));
        // With the snapshot the preview writes only what differs: arm 0 turns TSO off, arm 1 back on,
        // and the unsupported key is never written.
        const QString script = editor.commandPreview();
        QVERIFY(script.contains(QLatin1String("on_root \"$SERVER\" ethtool -K eth0 tcp-segmentation-offload off")));
        QVERIFY(script.contains(QLatin1String("on_root \"$SERVER\" ethtool -K eth0 tcp-segmentation-offload on")));
        QVERIFY(!script.contains(QLatin1String("ethtool -C")));
        QVERIFY(script.contains(QLatin1String("coalesce.adaptive-rx is not supported")));
    }

    void saveAndOpenRoundTrip()
    {
        QTemporaryDir dir;
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        child<QSpinBox>(&editor, "repetitions")->setValue(7);
        const QString path = dir.filePath(QStringLiteral("e.json"));
        QVERIFY(editor.saveFile(path).ok());
        ExperimentEditor other(&hosts);
        QVERIFY(other.openFile(path).ok());
        QCOMPARE(other.spec().toJson(), editor.spec().toJson());
        QCOMPARE(other.spec().repetitions, 7);
        QVERIFY(!other.openFile(dir.filePath(QStringLiteral("missing.json"))).ok());
    }

    void hostsModelRefusesBadEntries()
    {
        HostsModel hosts;
        QAbstractItemModelTester tester(&hosts, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(hosts.rowCount(), 1);
        QVERIFY(!hosts.remove(0).ok()); // the built-in local host stays
        HostEntry entry;
        entry.name = QStringLiteral("server");
        entry.address = QStringLiteral("198.18.0.2");
        entry.user = QStringLiteral("tbsudo");
        QVERIFY(hosts.add(entry).ok());
        QCOMPARE(hosts.entry(1).argument(), QStringLiteral("tbsudo@198.18.0.2"));
        QVERIFY(!hosts.add(entry).ok()); // the name is taken
        entry.name = QStringLiteral("local");
        QVERIFY(!hosts.add(entry).ok());
        entry.name = QStringLiteral("other");
        entry.port = 70000;
        QVERIFY(!hosts.add(entry).ok());
        hosts.setState(QStringLiteral("server"), HostsModel::State::Failed, QStringLiteral("refused"));
        QCOMPARE(hosts.data(hosts.index(1, HostsModel::StateColumn), Qt::ToolTipRole).toString(), QStringLiteral("refused"));
        QVERIFY(hosts.remove(1).ok());
        QCOMPARE(hosts.rowCount(), 1);
    }
};

QTEST_MAIN(TestExperimentEditor)
#include "tst_experimenteditor.moc"
