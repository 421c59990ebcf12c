// SPDX-License-Identifier: GPL-3.0-or-later
// The history's trend panel (issue 28 part 5): it asks for the selected experiment's pair and
// draws the stored history's medians with their CIs, the change point marked with what changed.
#include "charts/chartview.h"
#include "experiment/experimenthistory.h"
#include "report/trendchart.h"
#include "trendfixture.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "views/trendpanel.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestTrendPanel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    QList<qint64> m_ids;
    const QString m_client = QStringLiteral("tbsudo@198.18.0.1");
    const QString m_server = QStringLiteral("tbsudo@198.18.0.2");

private Q_SLOTS:
    void initTestCase()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("trend.sqlite")));
        QVERIFY(m_database->open().ok());
        m_ids = recordKernelStepHistory(*m_database, m_client, m_server);
        QCOMPARE(m_ids.size(), 12);
    }

    void asksForTheSelectedExperimentsPair()
    {
        HistoryView view;
        view.setEntries(ExperimentHistory::list(*m_database).value());
        QSignalSpy requested(&view, &HistoryView::trendRequested);
        auto *show = view.trendPanel()->findChild<QPushButton *>();
        QVERIFY(show);
        QVERIFY(!show->isEnabled()); // nothing selected
        view.selectExperiments({m_ids.at(3)});
        QVERIFY(show->isEnabled());
        view.trendPanel()->metricChooser()->setCurrentIndex(
            view.trendPanel()->metricChooser()->findData(QStringLiteral("service_demand.local")));
        show->click();
        QCOMPARE(requested.size(), 1);
        const auto query = requested.first().first().value<TrendQuery>();
        QCOMPARE(query.clientHost, m_client);
        QCOMPARE(query.serverHost, m_server);
        QCOMPARE(query.metric, QStringLiteral("service_demand.local"));
        QVERIFY(query.testType.isEmpty()); // the test of the pair's newest experiment
        QVERIFY(view.trendPanel()->summaryText().contains(QStringLiteral("Loading")));
    }

    void drawsTheMediansAndMarksTheKernelChange()
    {
        TrendQuery query;
        query.testType.clear();
        query.clientHost = m_client;
        query.serverHost = m_server;
        auto series = TrendAnalysis::load(*m_database, query);
        QVERIFY2(series.ok(), series.ok() ? "" : qPrintable(series.error().toString()));
        QCOMPARE(series->query.testType, QStringLiteral("TCP_RR"));
        HistoryView view;
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTrend(series.value());
        ChartView *chart = view.trendPanel()->chart();
        const ChartSpec &spec = chart->spec();
        QCOMPARE(spec.series.size(), 2); // arms A and B
        QCOMPARE(spec.x.categories.size(), 12);
        for (int s = 0; s < 2; ++s) {
            QCOMPARE(spec.series.at(s).ids, m_ids);
            QCOMPARE(chart->errorBarCount(s), 12); // every median with its CI
        }
        QCOMPARE(spec.markers.size(), 1);
        QCOMPARE(spec.markers.first().x, 6.5); // between the sixth and the seventh experiment
        const QString label = spec.markers.first().label;
        QVERIFY2(label.startsWith(QStringLiteral("-8."))
                && label.endsWith(QStringLiteral("server kernel 6.1.0-18-amd64 → 6.1.0-21-amd64")),
            qPrintable(label));
        QTRY_VERIFY(chart->texts().contains(label));
        QVERIFY2(view.trendPanel()->summaryText().contains(
                     QStringLiteral("#%1 → #%2: -8.").arg(m_ids.at(5)).arg(m_ids.at(6))),
            qPrintable(view.trendPanel()->summaryText()));
        view.setTrendError(QStringLiteral("No completed TCP_RR experiment is stored"));
        QCOMPARE(view.trendPanel()->summaryText(), QStringLiteral("No completed TCP_RR experiment is stored"));
        QVERIFY(chart->spec().series.isEmpty());
    }
};

QTEST_MAIN(TestTrendPanel)
#include "tst_trendpanel.moc"
