// SPDX-License-Identifier: GPL-3.0-or-later
// Settings -> Results Store (issue 28) against a real PostgreSQL database of the test cluster
// (TUNEBENCH_TEST_PGURI): "Test connection" says what the store holds or why it cannot be
// reached, OK switches the window to it and remembers it, and the history, now everyone's, filters
// by who ran each experiment.
#include "dialogs/storedialog.h"
#include "mainwindow.h"
#include "storesettings.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "teststore.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "workbench.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestStoreSettings : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_team;

    StoreDialog *openDialog(MainWindow &window)
    {
        window.findChild<QAction *>(QStringLiteral("storeAction"))->trigger();
        auto *dialog = window.findChild<StoreDialog *>();
        return dialog && dialog->isVisible() ? dialog : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TUNEBENCH_TEST_BACKEND", "postgresql");
        TUNEBENCH_REQUIRE_TEST_STORE();
        qputenv("TUNEBENCH_LOCAL_STORE", m_dir.filePath(QStringLiteral("local.sqlite")).toUtf8());
        QSettings().remove(QStringLiteral("store/location"));
        // A team store with two people's experiments in it.
        m_team = TestStore::fresh(m_dir, QStringLiteral("team"));
        Database team(m_team);
        QVERIFY(team.open().ok());
        for (const auto &[name, user, machine] : {std::tuple{"TSO on vs off", "alice", "lab-1"}, {"GRO", "bob", "lab-2"}}) {
            ExperimentRecord experiment;
            experiment.name = QString::fromLatin1(name);
            experiment.spec = "{}";
            experiment.status = QStringLiteral("completed");
            experiment.runBy = QString::fromLatin1(user);
            experiment.runOn = QString::fromLatin1(machine);
            QList<ArmRecord> arms{ArmRecord{0, 0, QStringLiteral("A"), "{}"}};
            QVERIFY(ExperimentRepository(team).create(experiment, arms).ok());
        }
    }

    void testConnectionSaysWhatTheStoreHolds()
    {
        MainWindowOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("mine.sqlite"));
        MainWindow window(options);
        window.show();
        StoreDialog *dialog = openDialog(window);
        QVERIFY(dialog);
        dialog->teamChoice()->click();
        QVERIFY(!dialog->testButton()->isEnabled()); // no URI yet
        dialog->uriField()->setText(m_team);
        QVERIFY(dialog->problem().isEmpty());
        dialog->testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->testResult()->text().startsWith(QLatin1String("Connected to PostgreSQL")), 20000);
        QVERIFY2(dialog->testResult()->text().contains(QLatin1String("2 experiment")), qPrintable(dialog->testResult()->text()));
        // Nothing there: the answer says so and why.
        dialog->uriField()->setText(QStringLiteral("postgresql:///postgres?host=%1&user=tunebench")
                                        .arg(m_dir.filePath(QStringLiteral("no-server"))));
        dialog->testButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->testResult()->text().startsWith(QLatin1String("Failed:")), 20000);
        // A password belongs in the keychain, not in the URI the settings keep.
        dialog->uriField()->setText(QStringLiteral("postgresql://me:secret@db.example.org/tunebench"));
        QVERIFY(!dialog->problem().isEmpty());
        QVERIFY(!dialog->testButton()->isEnabled());
        dialog->reject();
        QCOMPARE(window.workbench()->databasePath(), m_dir.filePath(QStringLiteral("mine.sqlite")));
    }

    void okSwitchesToTheTeamStoreAndItsHistoryFiltersByWhoRanIt()
    {
        MainWindowOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("mine.sqlite"));
        MainWindow window(options);
        window.show();
        StoreDialog *dialog = openDialog(window);
        QVERIFY(dialog);
        dialog->teamChoice()->click();
        dialog->uriField()->setText(m_team);
        dialog->accept();
        QTRY_COMPARE(window.workbench()->databasePath(), m_team);
        QCOMPARE(QSettings().value(QStringLiteral("store/location")).toString(), m_team);
        HistoryView *history = window.historyView();
        QTRY_COMPARE_WITH_TIMEOUT(history->model()->rowCount(), 2, 20000);
        QComboBox *runBy = history->runByFilter();
        QVERIFY(runBy->isVisibleTo(history));
        QCOMPARE(runBy->count(), 3); // everyone, alice@lab-1, bob@lab-2
        history->setRunByFilter(QStringLiteral("bob@lab-2"));
        QCOMPARE(history->proxy()->rowCount(), 1);
        QCOMPARE(history->proxy()->index(0, HistoryModel::NameColumn).data().toString(), QStringLiteral("GRO"));
        QCOMPARE(history->proxy()->index(0, HistoryModel::RunByColumn).data().toString(), QStringLiteral("bob@lab-2"));
        history->setRunByFilter(QString());
        QCOMPARE(history->proxy()->rowCount(), 2);
        // The next start uses the store chosen.
        QCOMPARE(StoreSettings::initialLocation(QString()), m_team);
        QCOMPARE(StoreSettings::initialLocation(QStringLiteral("/given.sqlite")), QStringLiteral("/given.sqlite"));
    }
};

QTEST_MAIN(TestStoreSettings)
#include "tst_storesettings.moc"
