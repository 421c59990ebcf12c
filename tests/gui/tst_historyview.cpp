// SPDX-License-Identifier: GPL-3.0-or-later
// The history on a store of 1,000 experiments: listing, searching, sorting, opening, comparing
// arms across experiments, deleting after confirmation; QAbstractItemModelTester on its models.
#include "experiment/experimenthistory.h"
#include "experimentfixture.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "views/verdicttablemodel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestHistoryView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    qint64 m_first = 0; ///< recorded and analysed: GRO on/off
    qint64 m_second = 0; ///< recorded and analysed a day later
    static constexpr int total = 1000;

    QList<HistoryEntry> history()
    {
        auto entries = ExperimentHistory::list(*m_database);
        if (!entries)
            qWarning() << entries.error().toString();
        return entries ? entries.value() : QList<HistoryEntry> {};
    }

    QModelIndex proxyIndexFor(const HistoryView &view, qint64 id, int column = 0)
    {
        return view.proxy()->mapFromSource(view.model()->index(view.model()->rowForId(id), column));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(m_database->open().ok());
        const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-30);
        FixtureExperiment first = twoArmFixture(QStringLiteral("GRO on/off, first day"));
        first.createdAt = start;
        m_first = recordExperiment(*m_database, first);
        FixtureExperiment second = twoArmFixture(QStringLiteral("GRO on/off, next day"));
        second.createdAt = start.addDays(1);
        m_second = recordExperiment(*m_database, second);
        QVERIFY(m_first > 0 && m_second > 0);
        // The rest carry the first one's arms and summary, one a minute apart.
        ExperimentRepository repository(*m_database);
        ExperimentRecord stored = repository.experiment(m_first).value();
        for (int i = 2; i < total; ++i) {
            ExperimentRecord experiment = stored;
            experiment.name = QStringLiteral("fixture-%1").arg(i, 4, 10, QLatin1Char('0'));
            experiment.createdAt = start.addDays(2).addSecs(60 * i);
            experiment.serverHost = i % 2 ? QStringLiteral("tbsudo@198.18.0.2") : QStringLiteral("root@198.18.0.2");
            QList<ArmRecord> arms {ArmRecord {0, 0, QStringLiteral("GRO on"), "{}"},
                ArmRecord {0, 1, i % 3 ? QStringLiteral("GRO off") : QStringLiteral("busy poll"), "{}"}};
            QVERIFY(repository.create(experiment, arms).ok());
            QVERIFY(repository.updateExperiment(experiment).ok());
        }
        QCOMPARE(repository.count().value(), total);
    }

    void listsEveryExperimentWithItsVerdict()
    {
        const QList<HistoryEntry> entries = history();
        QCOMPARE(entries.size(), total);
        HistoryView view;
        view.resize(1200, 700);
        view.setEntries(entries);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.proxy()->rowCount(), total);
        // Newest first by default.
        QCOMPARE(view.proxy()->index(0, HistoryModel::NameColumn).data().toString(), QStringLiteral("fixture-0999"));
        const HistoryEntry *first = view.model()->entry(m_first);
        QVERIFY(first);
        QCOMPARE(first->verdict, HistoryVerdict::Worse);
        QCOMPARE(first->runs, 10);
        QVERIFY2(first->verdictText.startsWith(QStringLiteral("GRO off is ")), qPrintable(first->verdictText));
        QVERIFY(first->verdictText.contains(QStringLiteral("slower")));
        QCOMPARE(proxyIndexFor(view, m_first, HistoryModel::VerdictColumn).data().toString(), first->verdictText);
        QCOMPARE(proxyIndexFor(view, m_first, HistoryModel::ArmsColumn).data().toString(),
            QStringLiteral("GRO on, GRO off"));
    }

    void searchesAndSorts()
    {
        HistoryView view;
        view.setEntries(history());
        view.setSearchText(QStringLiteral("fixture-0042"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        view.setSearchText(QStringLiteral("BUSY poll"));
        QCOMPARE(view.proxy()->rowCount(), 333); // every third of 2..999
        // "root@198" is a server; "root@" alone is also who ran every one of them (root, on this machine).
        view.setSearchText(QStringLiteral("root@198 busy"));
        QCOMPARE(view.proxy()->rowCount(), 166); // every sixth
        view.setSearchText(QStringLiteral("next day"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        QCOMPARE(view.proxy()->index(0, 0).data(HistoryModel::IdRole).toLongLong(), m_second);
        view.setSearchText(QString());
        QCOMPARE(view.proxy()->rowCount(), total);

        view.table()->sortByColumn(HistoryModel::DateColumn, Qt::AscendingOrder);
        QCOMPARE(view.proxy()->index(0, 0).data(HistoryModel::IdRole).toLongLong(), m_first);
        view.table()->sortByColumn(HistoryModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(view.proxy()->index(0, 0).data().toString(), QStringLiteral("fixture-0002"));
        view.table()->sortByColumn(HistoryModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(view.proxy()->index(0, 0).data().toString(), QStringLiteral("GRO on/off, next day"));
        view.table()->sortByColumn(HistoryModel::RunsColumn, Qt::DescendingOrder);
        QCOMPARE(view.proxy()->index(0, HistoryModel::RunsColumn).data().toString(), QStringLiteral("10"));
    }

    void opensAnExperiment()
    {
        HistoryView view;
        view.resize(1200, 700);
        view.setEntries(history());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy opened(&view, &HistoryView::openRequested);
        const QModelIndex index = proxyIndexFor(view, m_second);
        view.table()->scrollTo(index);
        const QRect rect = view.table()->visualRect(index);
        QTest::mouseClick(view.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(view.table()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toLongLong(), m_second);
        view.selectExperiments({m_first});
        view.openCurrent();
        QCOMPARE(opened.size(), 2);
        QCOMPARE(opened.at(1).at(0).toLongLong(), m_first);
    }

    void comparesArmsAcrossExperiments()
    {
        HistoryView view;
        view.setEntries(history());
        view.selectExperiments({m_first, m_second});
        // Defaults: the first arm of each selected experiment.
        QCOMPARE(view.armChooser(0)->currentData().toLongLong(), m_second); // rows are newest first
        QCOMPARE(view.armChooser(1)->currentData().toLongLong(), m_first);
        QSignalSpy requested(&view, &HistoryView::compareRequested);
        const ArmReference a {m_first, QStringLiteral("GRO off")};
        const ArmReference b {m_second, QStringLiteral("GRO on")};
        view.compare(a, b);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).value<ArmReference>(), a);
        QCOMPARE(requested.at(0).at(1).value<ArmReference>(), b);

        auto comparison = ExperimentHistory::compareArms(*m_database, a, b);
        QVERIFY2(comparison.ok(), comparison.ok() ? "" : qPrintable(comparison.error().toString()));
        view.setComparison(comparison.value());
        // The same machinery as within one experiment: Comparisons::compare on the runs' rates.
        const ExperimentDetails first = ExperimentDetailsLoader::load(*m_database, m_first).value();
        const ExperimentDetails second = ExperimentDetailsLoader::load(*m_database, m_second).value();
        Stats::CompareOptions options;
        options.metric = resultMetric(QStringLiteral("rate"));
        options.nameA = comparison->nameA;
        options.nameB = comparison->nameB;
        const auto expected = Stats::Comparisons::compare(first.points.at(0).arms.at(1).values.value("rate"),
            second.points.at(0).arms.at(0).values.value("rate"), options);
        QVERIFY(expected.ok());
        QCOMPARE(view.comparisonSentences().value(0), expected->sentence);
        QCOMPARE(expected->verdict, Stats::Verdict::Better); // 1-byte requests are faster than 1 MB ones
        QCOMPARE(view.comparisonModel()->index(0, VerdictTableModel::VerdictColumn).data().toString(),
            VerdictTableModel::verdictText(Stats::Verdict::Better));
        QVERIFY(comparison->notes.join(' ').contains(QStringLiteral("not interleaved")));

        auto missing = ExperimentHistory::compareArms(*m_database, a, ArmReference {m_second, QStringLiteral("TSO")});
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void deletesOnlyAfterConfirmation()
    {
        HistoryView view;
        view.resize(1200, 700);
        view.setEntries(history());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy deleted(&view, &HistoryView::deleteRequested);
        const qint64 victim = view.proxy()->index(5, 0).data(HistoryModel::IdRole).toLongLong();
        view.selectExperiments({victim});
        view.deleteSelected();
        QMessageBox *box = view.deleteConfirmation();
        QVERIFY(box);
        QVERIFY(box->text().contains(view.model()->entry(victim)->name));
        box->button(QMessageBox::Cancel)->click();
        QCOMPARE(deleted.size(), 0);
        QTRY_VERIFY(!view.deleteConfirmation());

        view.deleteSelected();
        box = view.deleteConfirmation();
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
        QCOMPARE(deleted.size(), 1);
        const QList<qint64> ids = deleted.at(0).at(0).value<QList<qint64>>();
        QCOMPARE(ids, QList<qint64> {victim});
        QVERIFY(ExperimentHistory::remove(*m_database, ids).ok());
        view.removeEntries(ids);
        QCOMPARE(view.proxy()->rowCount(), total - 1);
        QCOMPARE(history().size(), total - 1);
        QVERIFY(!view.model()->entry(victim));
    }

    void modelsPassTheModelTester()
    {
        HistoryModel model;
        HistoryFilterModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<HistoryEntry> entries = history().mid(0, 60);
        model.setEntries(entries);
        proxy.sort(HistoryModel::DateColumn, Qt::AscendingOrder);
        proxy.setSearchText(QStringLiteral("busy"));
        proxy.sort(HistoryModel::VerdictColumn, Qt::DescendingOrder);
        model.removeEntries({entries.at(3).id, entries.at(10).id});
        // Paged loading: a first page, then the next ones appended (one overlapping).
        model.setEntries(ExperimentHistory::list(*m_database, {}, 20, 0).value());
        model.appendEntries(ExperimentHistory::list(*m_database, {}, 30, 19).value());
        QCOMPARE(model.rowCount(), 49);
        QCOMPARE(model.rowForId(entries.at(48).id), 48);
        proxy.setSearchText(QString());
        model.setEntries({});

        HistoryView view;
        QAbstractItemModelTester comparisonTester(
            view.comparisonModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto comparison = ExperimentHistory::compareArms(
            *m_database, {m_first, QStringLiteral("GRO on")}, {m_first, QStringLiteral("GRO off")});
        QVERIFY(comparison.ok());
        view.setComparison(comparison.value());
        view.setComparisonError(QStringLiteral("gone"));
    }
};

QTEST_MAIN(TestHistoryView)
#include "tst_historyview.moc"
