// SPDX-License-Identifier: GPL-3.0-or-later
// The experiment editor: inline validation naming the field, arms side by side with the hosts'
// current values (unsupported keys greyed with the reason), the command preview, open/save.
#include "experiment/experimentspec.h"
#include "resources.h"
#include "views/editor/armsmodel.h"
#include "views/experimenteditor.h"
#include "views/hostsmodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestExperimentEditor : public QObject
{
    Q_OBJECT

    static QString cell(const QAbstractItemModel *model, int row, int column, int role = Qt::DisplayRole)
    {
        return model->index(row, column).data(role).toString();
    }

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
        QAbstractItemModel *arms = editor.armsTable()->model();
        QCOMPARE(arms->columnCount(), 4);
        QCOMPARE(cell(arms, 0, 0), QStringLiteral("test: requestSize"));
        QCOMPARE(cell(arms, 0, 3), QStringLiteral("4096"));
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
        QTableView *arms = editor.armsTable();
        arms->model()->setHeaderData(3, Qt::Horizontal, QStringLiteral("x"));
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
        QAbstractItemModel *arms = editor.armsTable()->model();
        int tsoRow = -1;
        int adaptiveRow = -1;
        for (int row = 0; row < arms->rowCount(); ++row) {
            if (cell(arms, row, 0) == QLatin1String("server: tso"))
                tsoRow = row;
            if (cell(arms, row, 0) == QLatin1String("server: adaptive-rx"))
                adaptiveRow = row;
        }
        QVERIFY(tsoRow >= 0 && adaptiveRow >= 0);
        QCOMPARE(cell(arms, tsoRow, 1), QStringLiteral("…")); // not read yet

        HostSnapshot snapshot;
        snapshot.host = QStringLiteral("root@198.18.0.2");
        snapshot.interfaceName = QStringLiteral("eth0");
        snapshot.platform = QStringLiteral("linux");
        snapshot.takenAt = QDateTime::currentDateTimeUtc();
        snapshot.values.insert(QStringLiteral("feature.tcp-segmentation-offload"), TunableState{QStringLiteral("on")});
        snapshot.unsupportedCategories.insert(QStringLiteral("coalesce"), QStringLiteral("Operation not supported"));
        editor.setSnapshot(HostRole::Server, QStringLiteral("root@198.18.0.2"), snapshot);
        QCOMPARE(cell(arms, tsoRow, 1), QStringLiteral("on"));
        QVERIFY(cell(arms, adaptiveRow, 1, Qt::ToolTipRole).contains(QLatin1String("Operation not supported")));
        QCOMPARE(arms->index(adaptiveRow, 2).data(Qt::ForegroundRole).value<QBrush>().color(),
                 editor.palette().color(QPalette::Disabled, QPalette::Text));
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

    // The arms model is a well-behaved table model through every edit the form makes, and it
    // edits each arm in place: one cell changes one setting of one arm, in its place.
    void armsModelEditsArmsInPlace()
    {
        ArmsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ExperimentArm a;
        a.label = QStringLiteral("A");
        a.tunables[HostRole::Server] = {QStringLiteral("gro=on"), QStringLiteral("tso=off")};
        a.test.requestSize = 64;
        ExperimentArm b;
        b.label = QStringLiteral("B");
        b.tunables[HostRole::Server] = {QStringLiteral("tso=on"), QStringLiteral("gro=off")};
        b.manual = QStringLiteral("patched kernel");
        model.setArms({a, b});
        QCOMPARE(model.arms(), (QList<ExperimentArm>{a, b}));
        QCOMPARE(model.columnCount(), ArmsModel::FirstArmColumn + 2);
        QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("B"));
        const int tso = model.rowOf({false, HostRole::Server, QStringLiteral("tso")});
        const int gro = model.rowOf({false, HostRole::Server, QStringLiteral("gro")});
        const int request = model.rowOf({true, HostRole::Client, QStringLiteral("requestSize"), TestField::RequestSize});
        QVERIFY(tso >= 0 && gro >= 0 && request >= 0);
        QCOMPARE(cell(&model, gro, 3), QStringLiteral("off"));
        QCOMPARE(cell(&model, request, 3), QString());

        // B's tso changes where it is; A is untouched; an empty cell removes the setting.
        QVERIFY(model.setData(model.index(tso, 3), QStringLiteral("off")));
        QCOMPARE(model.arms().at(1).tunables.value(HostRole::Server), (QStringList{"tso=off", "gro=off"}));
        QCOMPARE(model.arms().at(0), a);
        QVERIFY(model.setData(model.index(gro, 2), QString()));
        QCOMPARE(model.arms().at(0).tunables.value(HostRole::Server), QStringList{"tso=off"});
        QCOMPARE(model.arms().at(1).manual, QStringLiteral("patched kernel"));

        // A test cell is typed: text that is no value of its field is a problem about that cell.
        QVERIFY(!model.problem());
        QVERIFY(model.setData(model.index(request, 3), QStringLiteral("4k")));
        QCOMPARE(cell(&model, request, 3), QStringLiteral("4k"));
        const auto problem = model.problem();
        QVERIFY(problem);
        QCOMPARE(problem->field, SpecField::ArmTest);
        QCOMPARE(problem->arm, 1);
        QCOMPARE(problem->testField, TestField::RequestSize);
        QCOMPARE(problem->message, QStringLiteral("arms[1].test.requestSize: must be a whole number"));
        QVERIFY(model.setData(model.index(request, 3), QStringLiteral("4096")));
        QVERIFY(!model.problem());
        QCOMPARE(model.arms().at(1).test.requestSize, 4096);

        // Arms and rows come and go.
        QCOMPARE(model.addArm(), 2);
        QCOMPARE(model.arms().at(2).label, QStringLiteral("Arm 3"));
        QVERIFY(model.setHeaderData(4, Qt::Horizontal, QStringLiteral("C")));
        QCOMPARE(model.arms().at(2).label, QStringLiteral("C"));
        QVERIFY(!model.setHeaderData(4, Qt::Horizontal, QStringLiteral("  ")));
        QVERIFY(model.addRow({false, HostRole::Client, QStringLiteral("rx-usecs")}));
        QVERIFY(!model.addRow({false, HostRole::Client, QStringLiteral("rx-usecs")}));
        const int rx = model.rowCount() - 1;
        QVERIFY(model.setData(model.index(rx, 4), QStringLiteral("8")));
        QCOMPARE(model.arms().at(2).tunables.value(HostRole::Client), QStringList{"rx-usecs=8"});
        model.removeArm(0);
        QCOMPARE(model.arms().size(), 2);
        QCOMPARE(model.arms().at(0).label, QStringLiteral("B"));
        model.removeSettingRow(model.rowOf({false, HostRole::Server, QStringLiteral("tso")}));
        QCOMPARE(model.arms().at(0).tunables.value(HostRole::Server), QStringList{"gro=off"});

        // The "now" column: the experiment's test value for test rows, the host's for tunables.
        TestParameters base;
        base.requestSize = 1;
        model.setBaseTest(base);
        QCOMPARE(cell(&model, model.rowOf({true, HostRole::Client, QStringLiteral("requestSize"), TestField::RequestSize}), 1),
                 QStringLiteral("1"));
        // What the host's driver does with the key, from its snapshot's driver name.
        HostSnapshot ixgbe;
        ixgbe.host = QStringLiteral("lab-a");
        ixgbe.platform = QStringLiteral("linux");
        ixgbe.driver.driver = QStringLiteral("ixgbe");
        ixgbe.values.insert(QStringLiteral("coalesce.rx-usecs"), TunableState{QStringLiteral("1")});
        ixgbe.values.insert(QStringLiteral("coalesce.adaptive-rx"),
                            TunableState{QString(), false, false, QString(), QStringLiteral("n/a")});
        model.setHostState(HostRole::Client, ixgbe);
        const int usecsRow = model.rowOf({false, HostRole::Client, QStringLiteral("rx-usecs")});
        QCOMPARE(cell(&model, usecsRow, 1), QStringLiteral("1"));
        QVERIFY2(cell(&model, usecsRow, 1, Qt::ToolTipRole).contains(QLatin1String("rx-usecs 1 is its dynamic")),
                 qPrintable(cell(&model, usecsRow, 1, Qt::ToolTipRole)));
        model.setHostState(HostRole::Client, std::nullopt, QStringLiteral("connection refused"));
        QCOMPARE(cell(&model, model.rowOf({false, HostRole::Client, QStringLiteral("rx-usecs")}), 1), QStringLiteral("?"));
        QVERIFY(!model.flags(model.index(0, ArmsModel::CurrentColumn)).testFlag(Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, ArmsModel::FirstArmColumn)).testFlag(Qt::ItemIsEditable));
        model.setArms({});
        QCOMPARE(model.rowCount(), 0);
    }

    // spec -> editor -> spec is the identity for every preset and for a spec that sets what the
    // forms cannot show exactly ("cpu", null interims, 0.125 s, an unsorted arm, a seed).
    void typedSpecPassesThroughTheEditorUnchanged_data()
    {
        QTest::addColumn<ExperimentSpec>("spec");
        for (const QString &name : Resources::presetNames())
            QTest::newRow(qPrintable(name)) << ExperimentSpec::fromFile(Resources::presetPath(name)).value();
        ExperimentSpec rich = ExperimentSpec::fromFile(Resources::presetPath(QStringLiteral("local-loopback"))).value();
        rich.description = QStringLiteral("everything ");
        rich.seed = 99;
        rich.order = RunOrder::Randomized;
        rich.warmupSeconds = 0.125;
        rich.restoreGraceSeconds = 40;
        rich.repetitions = 3;
        rich.test = TestParameters{.type = NetperfTestType::TcpRr, .interimInterval = TestParameters::NoInterims, .cpu = true,
                                   .confidenceLevel = 99, .confidenceWidth = 2.5, .requestSize = 100 * 1024 * 1024};
        rich.arms[0].tunables[HostRole::Server] = {QStringLiteral("tso=off"), QStringLiteral("gro=on")};
        rich.arms[1].tunables[HostRole::Server] = {QStringLiteral("gro=off"), QStringLiteral("tso=on")};
        rich.arms[1].test.selectors = QStringList{QStringLiteral("THROUGHPUT")};
        rich.arms[1].description = QStringLiteral("the second");
        rich.arms[1].manual = QStringLiteral("patched kernel");
        rich.sweep = SweepSpec{SweepSpec::Parameter::Tunable, HostRole::Client, QStringLiteral("rx-usecs"), {0, 8}, {}};
        QTest::newRow("what the forms cannot show") << rich;
    }
    void typedSpecPassesThroughTheEditorUnchanged()
    {
        QFETCH(ExperimentSpec, spec);
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        editor.setSpec(spec);
        QCOMPARE(editor.spec(), spec);
        QCOMPARE(editor.spec().toJson(), spec.toJson());
    }

    // A form writes only what the user changed: unticking local CPU on a "cpu": true test sets
    // localCpu and keeps cpu; turning interims off writes null, not "absent" (which means 0.25 s).
    void formsWriteOnlyWhatTheUserChanged()
    {
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        ExperimentSpec spec = editor.spec();
        spec.test = TestParameters{.type = NetperfTestType::TcpRr, .durationSeconds = 2, .cpu = true};
        editor.setSpec(spec);
        auto *local = child<QCheckBox>(&editor, "localCpu");
        QVERIFY(local->isChecked()); // "cpu" shown as what it means
        QVERIFY(child<QCheckBox>(&editor, "remoteCpu")->isChecked());
        QCOMPARE(child<QDoubleSpinBox>(&editor, "interimInterval")->value(), 0.25); // the default shown
        local->setChecked(false);
        child<QDoubleSpinBox>(&editor, "interimInterval")->setValue(0);
        const TestParameters edited = editor.spec().test;
        QCOMPARE(edited.cpu, true);
        QCOMPARE(edited.localCpu, false);
        QVERIFY(!edited.remoteCpu);
        QCOMPARE(edited.interimInterval, TestParameters::NoInterims);
        QCOMPARE(edited.durationSeconds, 2);
        const NetperfTestSpec netperf = edited.toNetperf().value();
        QVERIFY(!netperf.localCpu && netperf.remoteCpu && !netperf.interimInterval);
        QCOMPARE(editor.spec().warmupSeconds, spec.warmupSeconds);
        QCOMPARE(editor.spec().restoreGraceSeconds, ExperimentSpec::DefaultRestoreGraceSeconds);
        child<QSpinBox>(&editor, "restoreGrace")->setValue(30);
        QCOMPARE(editor.spec().restoreGraceSeconds, 30);
    }

    // Each kind of validation error marks the widget of its field, found from the error's typed
    // field (SpecError), and focusProblem() puts the focus there; in the arms table at the cell.
    void validationErrorLandsOnItsWidget_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::addColumn<QString>("widget");
        QTest::addColumn<QString>("rowLabel"); // for the arms table: the row of the cell, or empty
        QTest::addColumn<int>("column");
        const auto row = [](const char *name, int mutation, const char *widget, const char *rowLabel = "", int column = -1) {
            QTest::newRow(name) << mutation << QString::fromLatin1(widget) << QString::fromUtf8(rowLabel) << column;
        };
        row("name", 0, "experimentName");
        row("client host", 1, "clientHost");
        row("client interface", 2, "clientInterface");
        row("server interface", 3, "serverInterface");
        row("data address", 4, "dataAddress");
        row("sizes of a stream test", 5, "requestSize");
        row("transaction count", 6, "duration");
        row("interval longer than the test", 7, "interimInterval");
        row("local CPU binding", 8, "localCpuBinding");
        row("burst of TCP_CRR", 9, "burst");
        row("confidence level (no widget of its own)", 10, "testType");
        row("repetitions", 11, "repetitions");
        row("warm-up", 12, "warmup");
        row("pause", 13, "pause");
        row("sweep without values", 14, "sweepValues");
        row("sweep without a key", 15, "sweepKey");
        row("packet_byte of a burst", 16, "sweepValues");
        row("one arm", 17, "armsTable");
        row("duplicate label", 18, "armsTable", "test: requestSize", 3);
        row("setting without a value", 19, "armsTable", "server: gro", 2);
        row("arm's test", 20, "armsTable", "test: localCpuBinding", 3);
        row("interface tunable without an interface", 21, "armsTable", "server: tso", 2);
        row("arm's test cell text", 22, "armsTable", "test: requestSize", 3);
        row("remote CPU binding", 23, "remoteCpuBinding");
        row("response size", 24, "responseSize");
        row("restore grace", 25, "restoreGrace");
    }
    void validationErrorLandsOnItsWidget()
    {
        QFETCH(int, mutation);
        QFETCH(QString, widget);
        QFETCH(QString, rowLabel);
        QFETCH(int, column);
        HostsModel hosts;
        ExperimentEditor editor(&hosts);
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        QVERIFY2(editor.problem().isEmpty(), qPrintable(editor.problem()));
        ExperimentSpec spec = editor.spec();
        switch (mutation) {
        case 0: child<QLineEdit>(&editor, "experimentName")->clear(); break;
        case 1: spec.client.host.clear(); break;
        case 2: spec.client.interfaceName = QStringLiteral("eth0 1"); break;
        case 3: spec.server.interfaceName = QStringLiteral("a-very-long-interface"); break;
        case 4: spec.server.dataAddress = QStringLiteral("-H x"); break;
        case 5: spec.test.type = NetperfTestType::TcpStream; break;
        case 6: spec.test.transactions = 0; break;
        case 7: spec.test.interimInterval = 3; break;
        case 8: spec.test.localCpuBinding = 5000; break;
        case 9: spec.test.type = NetperfTestType::TcpCrr; spec.test.burst = 4; break;
        case 10: spec.test.confidenceLevel = 90; break;
        case 11: spec.repetitions = 0; break;
        case 12: spec.warmupSeconds = -1; break;
        case 13: spec.pauseSeconds = 4000; break;
        case 14: spec.sweep = SweepSpec{}; break;
        case 15: spec.sweep = SweepSpec{SweepSpec::Parameter::Tunable, HostRole::Server, {}, {1}, {}}; break;
        case 16: spec.sweep = SweepSpec{SweepSpec::Parameter::Burst, HostRole::Server, {}, {}, QStringLiteral("packet_byte")}; break;
        case 17: spec.arms.removeLast(); break;
        case 18: spec.arms[1].label = spec.arms[0].label; break;
        case 19: spec.arms[0].tunables[HostRole::Server] << QStringLiteral("gro"); break;
        case 20: spec.arms[1].test.localCpuBinding = 9999; break;
        case 21:
            spec.server = ExperimentHost{QStringLiteral("tbsudo@198.18.0.2"), {}, {}}; // not in the hosts list
            spec.arms[0].tunables[HostRole::Server] << QStringLiteral("tso=off");
            break;
        case 22: {
            QAbstractItemModel *arms = editor.armsTable()->model();
            QVERIFY(arms->setData(arms->index(0, 3), QStringLiteral("big")));
            break;
        }
        case 23: spec.test.remoteCpuBinding = -2; break;
        case 24: spec.test.responseSize = 0; break;
        case 25: spec.restoreGraceSeconds = 1; break;
        }
        if (mutation == 0 || mutation == 22) {
            editor.refresh(); // what the debounce timer does after an edit
        } else {
            editor.setSpec(spec);
        }
        QVERIFY(!editor.problem().isEmpty());
        QVERIFY(editor.specError());
        QCOMPARE(editor.specError()->message, editor.problem());
        QWidget *expected = child<QWidget>(&editor, qPrintable(widget));
        QVERIFY2(editor.problemWidget() == expected,
                 qPrintable(QStringLiteral("%1 marked %2").arg(editor.problem(),
                                                           editor.problemWidget() ? editor.problemWidget()->objectName() : QStringLiteral("nothing"))));
        QVERIFY(expected->property("tunebenchInvalid").toBool());
        child<QLineEdit>(&editor, "experimentDescription")->setFocus();
        editor.focusProblem();
        QVERIFY2(expected->hasFocus(), qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString()));
        if (!rowLabel.isEmpty()) {
            const QModelIndex current = editor.armsTable()->currentIndex();
            QCOMPARE(current.column(), column);
            QCOMPARE(current.sibling(current.row(), 0).data().toString(), rowLabel);
        }
        // Fixed, the mark goes.
        QVERIFY(editor.loadPreset(QStringLiteral("local-loopback")).ok());
        QVERIFY(editor.problem().isEmpty());
        QVERIFY(!expected->property("tunebenchInvalid").toBool());
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
