// SPDX-License-Identifier: GPL-3.0-or-later
// The results view on experiments recorded into a temporary store: verdicts from the stats
// backend, points per arm, flagged runs and their traces, service demand, the sweep chart with
// its cliff at 3·MSS+1, the settings diff, and QAbstractItemModelTester on its models.
#include "charts/chartview.h"
#include "experiment/experimentdetails.h"
#include "experimentfixture.h"
#include "report/chartplanner.h"
#include "displaytext/statustext.h"
#include "text/highlightedtextview.h"
#include "charts/cpuheatmapchart.h"
#include "views/hostinsight.h"
#include "views/resultsview.h"
#include "views/runspage.h"
#include "views/runtablemodel.h"
#include "views/settingsdiffmodel.h"
#include "views/verdicttablemodel.h"

#include "charts/qcp.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestResultsView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    qint64 m_twoArm = 0;
    qint64 m_sweep = 0;

    ExperimentDetails load(qint64 id)
    {
        auto details = ExperimentDetailsLoader::load(*m_database, id);
        if (!details)
            qWarning() << details.error().toString();
        return details ? details.value() : ExperimentDetails {};
    }

    // The sentence analyzeExperiment stored for B against A on the rate.
    QString storedRateSentence(qint64 id)
    {
        const auto experiment = ExperimentRepository(*m_database).experiment(id);
        const QJsonObject summary = QJsonDocument::fromJson(experiment->summary).object();
        const QJsonArray comparisons
            = summary.value("points").toArray().at(0).toObject().value("comparisons").toArray();
        for (const QJsonValue &c : comparisons)
            if (c.toObject().value("metricId").toString() == QLatin1String("rate"))
                return c.toObject().value("sentence").toString();
        return {};
    }

    // The points a chart draws for @p runIds (only those drawn as flagged runs, hollow triangles).
    static int drawnRuns(const ChartView *chart, const QList<qint64> &runIds, bool flaggedOnly = false)
    {
        int count = 0;
        for (const ChartView::Point &point : chart->points()) {
            const auto *graph = qobject_cast<const QCPGraph *>(chart->plottable(point.series));
            const bool flagged = graph && graph->scatterStyle().shape() == QCPScatterStyle::ssTriangle;
            count += runIds.contains(point.id) && (flagged || !flaggedOnly) ? 1 : 0;
        }
        return count;
    }

    static QList<qint64> runIds(const ExperimentDetails &details, int point, int arm)
    {
        return details.points.at(point).arms.at(arm).runIds.value(QStringLiteral("rate"));
    }

    static int itemRects(const ChartView *chart)
    {
        int count = 0;
        for (int i = 0; i < chart->plot()->itemCount(); ++i)
            count += qobject_cast<QCPItemRect *>(chart->plot()->item(i)) ? 1 : 0;
        return count;
    }

    QMap<QString, int> completedRunsPerArm(qint64 id)
    {
        ExperimentRepository repository(*m_database);
        QMap<qint64, QString> labels;
        const QList<ArmRecord> arms = repository.arms(id).value();
        for (const ArmRecord &arm : arms)
            labels.insert(arm.id, arm.label);
        QMap<QString, int> counts;
        const QList<RunRecord> runs = repository.runs(id).value();
        for (const RunRecord &run : runs)
            if (run.status == QLatin1String("completed"))
                ++counts[labels.value(run.armId)];
        return counts;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("results.sqlite")));
        QVERIFY(m_database->open().ok());
        FixtureExperiment twoArm = twoArmFixture();
        twoArm.runs[9].status = QStringLiteral("failed"); // the last GRO off run: listed, not counted
        twoArm.runs[9].error = QStringLiteral("netperf exited with code 1");
        twoArm.runs[9].interim.clear();
        m_twoArm = recordExperiment(*m_database, twoArm);
        QVERIFY(m_twoArm > 0);
        m_sweep = recordExperiment(*m_database, sweepFixture());
        QVERIFY(m_sweep > 0);
    }

    void showsTheVerdictSentenceOfTheStatsBackend()
    {
        const ExperimentDetails details = load(m_twoArm);
        const QString stored = storedRateSentence(m_twoArm);
        QVERIFY(!stored.isEmpty());
        ResultsView view;
        view.resize(1100, 800);
        view.setDetails(details);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(view.verdictSentences().contains(stored), qPrintable(view.verdictSentences().join('\n')));
        QCOMPARE(view.verdictModel()->index(0, VerdictTableModel::MetricColumn).data(VerdictTableModel::MetricIdRole),
            QVariant(QStringLiteral("rate")));
        QCOMPARE(view.verdictModel()->index(0, 0).data(VerdictTableModel::SentenceRole).toString(), stored);
        // The 1 MB requests are far slower: the stats backend's verdict is "worse".
        QCOMPARE(view.verdictModel()->index(0, VerdictTableModel::VerdictColumn).data().toString(),
            VerdictTableModel::verdictText(Stats::Verdict::Worse));
        bool shown = false;
        for (const QLabel *label : view.findChildren<QLabel *>())
            shown = shown || (label->isVisible() && label->text().contains(stored.toHtmlEscaped()));
        QVERIFY2(shown, "the verdict sentence is not on screen");
        QVERIFY(view.headerText().contains(QStringLiteral("GRO on/off")));
        QVERIFY(view.headerText().contains(QStringLiteral("9 of 10")));
    }

    void drawsOnePointPerCompletedRunOfEachArm()
    {
        const ExperimentDetails details = load(m_twoArm);
        ResultsView view;
        view.setDetails(details);
        ChartView *chart = view.distributionChart();
        const QMap<QString, int> expected = completedRunsPerArm(m_twoArm);
        QCOMPARE(expected.value(QStringLiteral("GRO on")), 5);
        QCOMPARE(expected.value(QStringLiteral("GRO off")), 4);
        QCOMPARE(chart->spec().x.categories.size(), 2);
        QCOMPARE(drawnRuns(chart, runIds(details, 0, 0)), expected.value(QStringLiteral("GRO on")));
        QCOMPARE(drawnRuns(chart, runIds(details, 0, 1)), expected.value(QStringLiteral("GRO off")));
        view.setDistributionStyle(ChartPlanner::DistributionStyle::Box);
        QCOMPARE(drawnRuns(chart, runIds(details, 0, 0)), 5);
        QCOMPARE(drawnRuns(chart, runIds(details, 0, 1)), 4);
        // Flagged runs (the captured level-shift run among them) are marked where they are drawn.
        for (int arm = 0; arm < 2; ++arm) {
            const int flagged = int(std::count_if(details.runs.cbegin(), details.runs.cend(),
                [&](const RunDetail &r) { return r.armIndex == arm && r.completed() && !r.flags().isEmpty(); }));
            QCOMPARE(drawnRuns(chart, runIds(details, 0, arm), true), flagged);
        }
        QVERIFY(drawnRuns(chart, runIds(details, 0, 0), true) >= 1);
    }

    void flaggedRunIsMarkedAndClickingItShowsItsTrace()
    {
        const ExperimentDetails details = load(m_twoArm);
        ResultsView view;
        view.resize(1100, 800);
        view.setDetails(details);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const RunDetail &levelShift = details.runs.at(2); // second repetition of GRO on
        QCOMPARE(levelShift.flags().size(), 1);
        QCOMPARE(levelShift.flags().first().kind, Stats::DiagnosticKind::LevelShift);
        RunTableModel *runs = view.runsPage()->model();
        const int row = runs->rowForRun(levelShift.id);
        QCOMPARE(runs->index(row, RunTableModel::FlagsColumn).data().toString(),
            RunTableModel::flagName(Stats::DiagnosticKind::LevelShift));
        QVERIFY(runs->index(row, RunTableModel::FlagsColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(levelShift.flags().first().sentence));
        QCOMPARE(runs->index(9, RunTableModel::StatusColumn).data().toString(), statusText(QStringLiteral("failed")));

        QSignalSpy requested(&view, &ResultsView::runTraceRequested);
        ChartView *chart = view.distributionChart();
        chart->plot()->replot();
        const QPointF at = chart->pointPosition(runIds(details, 0, 0).at(1));
        QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toLongLong(), m_twoArm);
        QCOMPARE(requested.at(0).at(1).toLongLong(), levelShift.id);

        auto trace = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, levelShift.id);
        QVERIFY(trace.ok());
        view.setRunTrace(trace.value());
        QCOMPARE(view.runsPage()->shownRun(), levelShift.id);
        QCOMPARE(view.runsPage()->seriesChart()->pointCount(0), 31);
        QVERIFY(view.runsPage()->log()->toPlainText().contains(QStringLiteral("Interim result: 94242.49")));
        // A late answer for another run is dropped.
        RunTrace stale = trace.value();
        stale.runId = details.runs.at(0).id;
        view.setRunTrace(stale);
        QCOMPARE(view.runsPage()->shownRun(), levelShift.id);
    }

    // A stored run's per-CPU and NIC counter series reach the same heatmaps and counter chart
    // the live view draws; a run stored without them says so instead of showing empty charts.
    void storedRunShowsItsCpuHeatmapsAndNicCounters()
    {
        const ExperimentDetails details = load(m_twoArm);
        const RunDetail &run = details.runs.at(0);
        auto before = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, run.id);
        QVERIFY(before.ok());
        QVERIFY(!before->interim.isEmpty());
        const double start = before->interim.first().endTime - before->interim.first().interval;
        QList<TelemetrySampleRow> rows;
        for (const QString role : {QStringLiteral("client"), QStringLiteral("server")}) {
            for (int seq = 0; seq < 12; ++seq) {
                TelemetrySampleRow row;
                row.role = role;
                row.seq = seq;
                row.start = start + seq * 0.25;
                row.end = row.start + 0.25;
                row.boundCpu = role == QLatin1String("client") ? 1 : 0;
                for (int cpu = 0; cpu < 2; ++cpu)
                    row.cpus << TelemetryCpuRow {cpu, 10, 20, 30.0 + cpu, 1, 39, 1000, 5000.0, 10.0, 20.0};
                row.nicCounters.insert(QStringLiteral("rx_packets"), 90000 + seq);
                if (seq == 5)
                    row.driverCounters.insert(QStringLiteral("rx_missed_errors"), 3);
                rows << row;
            }
        }
        QVERIFY(ExperimentRepository(*m_database).appendTelemetry(run.id, rows).ok());
        auto trace = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, run.id);
        QVERIFY(trace.ok());
        QCOMPARE(trace->clientBoundCpu, std::optional<int>(1));
        QCOMPARE(trace->serverBoundCpu, std::optional<int>(0));

        ResultsView view;
        view.resize(1366, 768);
        view.setDetails(details);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        RunsPage *page = view.runsPage();
        page->selectRun(run.id);
        view.setRunTrace(trace.value());
        QCOMPARE(page->shownRun(), run.id);
        QTabWidget *tabs = page->traceTabs();
        QVERIFY(tabs->isTabEnabled(tabs->indexOf(page->cpuHeatmaps())));
        tabs->setCurrentWidget(page->cpuHeatmaps());
        for (CpuHeatmapChart *chart : {page->cpuHeatmaps()->clientChart(), page->cpuHeatmaps()->serverChart()}) {
            QTRY_COMPARE(chart->panelCount(), 1);
            QCOMPARE(chart->panelArms(), QStringList {run.arm});
            QCOMPARE(chart->cpuCount(0), 2);
            QVERIFY(chart->timeCells(0) >= 12);
        }
        QCOMPARE(page->cpuHeatmaps()->clientChart()->boundCpu(), std::optional<int>(1));
        QCOMPARE(page->cpuHeatmaps()->serverChart()->boundCpu(), std::optional<int>(0));
        // The kernel's counter every interval, the driver's where it moved.
        QCOMPARE(page->nicCounters()->counters(), (QStringList {QStringLiteral("rx_missed_errors"), QStringLiteral("rx_packets")}));

        // Another run, stored without telemetry: the tabs are off and say why.
        const RunDetail &bare = details.runs.at(1);
        page->selectRun(bare.id);
        auto bareTrace = ExperimentDetailsLoader::runTrace(*m_database, m_twoArm, bare.id);
        QVERIFY(bareTrace.ok());
        view.setRunTrace(bareTrace.value());
        QCOMPARE(page->shownRun(), bare.id);
        QVERIFY(!tabs->isTabEnabled(tabs->indexOf(page->cpuHeatmaps())));
        QVERIFY(!tabs->isTabEnabled(tabs->indexOf(page->nicCounters())));
        QVERIFY(!tabs->tabToolTip(tabs->indexOf(page->cpuHeatmaps())).isEmpty());
        QCOMPARE(tabs->currentWidget(), page->seriesChart());
        QCOMPARE(page->cpuHeatmaps()->clientChart()->panelCount(), 0);
    }

    void serviceDemandHasNetperfAndLiveWithCiBars()
    {
        ResultsView view;
        view.setDetails(load(m_twoArm));
        ChartView *chart = view.serviceDemandChart();
        QCOMPARE(chart->spec().series.size(), 2);
        for (int arm = 0; arm < 2; ++arm) {
            QCOMPARE(chart->pointCount(arm), 4); // netperf local/remote, live local/remote
            QCOMPARE(chart->errorBarCount(arm), 4);
        }
        QVERIFY(view.isPageAvailable(ResultsView::ServiceDemandPage));
    }

    void sweepChartHasOneLinePerArmAndShowsTheCliff()
    {
        const ExperimentDetails details = load(m_sweep);
        const QList<qint64> sizes = packetByteSizes(1448);
        QVERIFY(details.sweep.has_value());
        QCOMPARE(details.sweep->values.size(), sizes.size());
        ResultsView view;
        view.resize(1100, 800);
        view.setDetails(details);
        view.showPage(ResultsView::SweepPage);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        ChartView *chart = view.sweepChart();
        QCOMPARE(chart->spec().series.size(), details.arms.size());
        QStringList lineLabels;
        for (int line = 0; line < int(chart->spec().series.size()); ++line)
            lineLabels << chart->plottable(line)->name();
        QCOMPARE(lineLabels, details.arms);
        for (int line = 0; line < int(chart->spec().series.size()); ++line) {
            QCOMPARE(chart->pointCount(line), int(sizes.size()));
            QCOMPARE(chart->errorBarCount(line), int(sizes.size()));
        }
        QCOMPARE(chart->keyAxis()->scaleType(), QCPAxis::stLogarithmic);
        // Both arms fall at 3·MSS+1, and the chart says so where it happens.
        QCOMPARE(details.cliffs.size(), 2);
        for (const SweepCliff &cliff : details.cliffs) {
            QCOMPARE(cliff.from, 4344.0);
            QCOMPARE(cliff.to, 4345.0);
            QCOMPARE(cliff.position, QStringLiteral("3") + QChar(0x00B7) + QStringLiteral("MSS+1"));
        }
        QCOMPARE(itemRects(chart), 1); // both arms fall at one place: one band, one caption
        const QString caption = details.cliffs.first().sentence;
        QVERIFY(chart->texts().contains(caption + QLatin1Char('\n') + details.cliffs.last().sentence));
        QVERIFY(view.cliffText().contains(caption));
        QVERIFY(chart->texts().contains(QStringLiteral("3") + QChar(0x00B7) + QStringLiteral("MSS")));
        // Another metric has no cliff captions.
        view.setSweepMetric(QStringLiteral("service_demand.local"));
        QCOMPARE(itemRects(chart), 0);
        QCOMPARE(chart->pointCount(0), int(sizes.size()));
    }

    // The captions of the drops the sweep chart marks, and the warning bands under them.
    static QList<QCPItemText *> dropCaptions(const ChartView *chart)
    {
        QList<QCPItemText *> captions;
        for (int i = 0; i < chart->plot()->itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(chart->plot()->item(i)); text && text->text().contains(QLatin1String("falls")))
                captions << text;
        return captions;
    }

    // How many neighbouring points of an arm have a median at least 20% below the one before:
    // what a chart without the interval check would mark.
    static int steepMedianFalls(const ExperimentDetails &details)
    {
        int falls = 0;
        for (qsizetype a = 0; a < details.arms.size(); ++a)
            for (qsizetype p = 1; p < details.points.size(); ++p)
                falls += details.points.at(p).arms.at(a).summaries.value(QStringLiteral("rate")).median
                        <= 0.8 * details.points.at(p - 1).arms.at(a).summaries.value(QStringLiteral("rate")).median
                    ? 1 : 0;
        return falls;
    }

    ChartView *shownSweepChart(ResultsView &view, const ExperimentDetails &details)
    {
        view.resize(1366, 768);
        view.setDetails(details);
        view.showPage(ResultsView::SweepPage);
        view.setSweepMetric(QStringLiteral("rate"));
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return nullptr;
        view.sweepChart()->plot()->replot(); // lays the captions out
        return view.sweepChart();
    }

    // A noisy bed (runs scattered by ±40%) moves medians by a fifth and more from point to point, but every step
    // stays inside its neighbour's interval: nothing is marked, and every point has its error bar.
    void noiseOnlySweepMarksNoDrop()
    {
        const qint64 id = recordExperiment(*m_database, sweepFixture(1448, 1.0, 0.4, 4));
        const ExperimentDetails details = load(id);
        QVERIFY2(steepMedianFalls(details) > 0, "the noise should move some medians by 20% or more");
        QVERIFY(details.cliffs.isEmpty());
        ResultsView view;
        ChartView *chart = shownSweepChart(view, details);
        QVERIFY(chart);
        QCOMPARE(itemRects(chart), 0);
        QVERIFY(dropCaptions(chart).isEmpty());
        for (int line = 0; line < int(chart->spec().series.size()); ++line)
            QCOMPARE(chart->errorBarCount(line), chart->pointCount(line));
    }

    // A real 70% fall at 3·MSS+1 in both arms, under the same noise: one band, one caption inside
    // the panel, and its tooltip says why it is marked.
    void seventyPercentCliffIsMarkedOnce()
    {
        const qint64 id = recordExperiment(*m_database, sweepFixture(1448, 0.3, 0.03, 4));
        const ExperimentDetails details = load(id);
        QCOMPARE(details.cliffs.size(), 2); // one per arm, at the same place
        for (const SweepCliff &cliff : details.cliffs) {
            QCOMPARE(cliff.to, 4345.0);
            QVERIFY(cliff.relativeChange < -0.65 && cliff.relativeChange > -0.75);
        }
        ResultsView view;
        ChartView *chart = shownSweepChart(view, details);
        QVERIFY(chart);
        QCOMPARE(itemRects(chart), 1);
        const QList<QCPItemText *> captions = dropCaptions(chart);
        QCOMPARE(captions.size(), 1);
        const QRectF panel = chart->plot()->axisRect()->rect();
        const QRectF box(captions.first()->topLeft->pixelPosition(), captions.first()->bottomRight->pixelPosition());
        QVERIFY2(panel.contains(box), qPrintable(QStringLiteral("caption %1,%2 %3x%4 outside the panel")
                                                    .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())));
        const double x = chart->keyAxis()->coordToPixel(4345.0);
        const QString tip = chart->toolTipAt(QPointF(x, panel.center().y()));
        QVERIFY2(tip.contains(QLatin1String("intervals of the points on either side do not overlap")), qPrintable(tip));
    }

    // Drops close together get captions that do not cover each other.
    void dropCaptionsDoNotOverlap()
    {
        const ExperimentDetails twoArm = load(m_sweep);
        ChartSpec spec = ChartPlanner::sweep(twoArm, QStringLiteral("rate"));
        QVERIFY(!spec.bands.isEmpty());
        ChartBand second = spec.bands.constFirst();
        second.from = second.to + 1;
        second.to = second.from + 1;
        second.caption = QStringLiteral("GRO off: the rate falls by 40% from 4346 to 4347 bytes");
        spec.bands << second;
        ChartView chart;
        chart.resize(700, 400);
        chart.setSpec(spec);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.plot()->replot();
        const QList<QCPItemText *> captions = dropCaptions(&chart);
        QCOMPARE(captions.size(), 2);
        const QRectF a(captions.at(0)->topLeft->pixelPosition(), captions.at(0)->bottomRight->pixelPosition());
        const QRectF b(captions.at(1)->topLeft->pixelPosition(), captions.at(1)->bottomRight->pixelPosition());
        QVERIFY(a.intersects(b.translated(0, a.center().y() - b.center().y()))); // they would collide at one height
        QVERIFY(!a.intersects(b));
    }

    void sweepPointsEachHaveTheirVerdicts()
    {
        const ExperimentDetails details = load(m_sweep);
        ResultsView view;
        view.setDetails(details);
        QCOMPARE(details.points.size(), packetByteSizes(1448).size());
        view.setCurrentPoint(int(details.points.size()) - 1);
        QCOMPARE(drawnRuns(view.distributionChart(), runIds(details, int(details.points.size()) - 1, 0)), 3);
        // Three runs per arm: every metric lacks a verdict for the same reason, said once.
        QVERIFY(details.points.last().verdicts.size() > 1);
        const QString once = QStringLiteral("too few runs for any verdict: n=3+3, at least 4 per arm needed");
        QCOMPARE(view.verdictSentences(), QStringList{once});
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("verdictSentences"))->text(), QStringLiteral("<p>%1</p>").arg(once));
        // The point chooser names each point with its unit, in the singular for one byte.
        QStringList labels;
        for (const QComboBox *box : view.findChildren<QComboBox *>()) {
            for (int i = 0; i < box->count(); ++i)
                labels << box->itemText(i);
        }
        QVERIFY2(labels.contains(QStringLiteral("request size = 1 byte")), qPrintable(labels.join(u'|')));
        QVERIFY2(labels.contains(QStringLiteral("request size = 2 bytes")), qPrintable(labels.join(u'|')));
        QVERIFY2(labels.contains(QStringLiteral("request size = 4345 bytes (3·MSS+1)")), qPrintable(labels.join(u'|')));
    }

    void settingsDiffShowsWhatDiffersBetweenArms()
    {
        ResultsView view;
        view.setDetails(load(m_twoArm));
        SettingsDiffModel *model = view.settingsModel();
        QCOMPARE(model->columnCount(), 4);
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("GRO on"));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(0, SettingsDiffModel::KeyColumn).data().toString(), QStringLiteral("gro"));
        QCOMPARE(model->index(0, 2).data().toString(), QStringLiteral("on"));
        QCOMPARE(model->index(0, 3).data().toString(), QStringLiteral("off"));
        QVERIFY(model->index(0, 0).data(SettingsDiffModel::DiffersRole).toBool());
        QVERIFY(!model->index(1, 0).data(SettingsDiffModel::DiffersRole).toBool());
        model->setOnlyDifferences(true);
        QCOMPARE(model->rowCount(), 1);
    }

    void listsTheSettingsAHostDidNotTakeAsAsked()
    {
        // The GRO-off arm's write was taken but rounded by the driver (its note), as the engine
        // stores it; the results view says so with the driver's words, like the reports.
        ExperimentRepository repository(*m_database);
        const QList<ArmRecord> arms = repository.arms(m_twoArm).value();
        QList<RunRecord> runs = repository.runs(m_twoArm).value();
        QJsonArray settings = QJsonDocument::fromJson(runs.last().settings).array();
        QJsonObject gro = settings.first().toObject();
        gro.insert(QStringLiteral("note"), QStringLiteral("accepted, but it has no effect on this driver"));
        settings.replace(0, gro);
        runs.last().settings = QJsonDocument(settings).toJson(QJsonDocument::Compact);
        ExperimentDetails details = load(m_twoArm);
        QVERIFY(details.settingProblems.isEmpty()); // as stored: every setting verified as set
        details.settingProblems = SettingProblems::find(runs, arms);
        QCOMPARE(details.settingProblems.size(), 1);
        ResultsView view;
        view.setDetails(details);
        const auto *notes = view.findChild<QLabel *>(QStringLiteral("resultsNotes"));
        QVERIFY(notes);
        QVERIFY2(notes->text().contains(QLatin1String("gro=off on the server in the arms GRO off was not taken as set: "
                                                      "accepted, but it has no effect on this driver.")),
                 qPrintable(notes->text()));
    }

    void modelsPassTheModelTester()
    {
        ResultsView view;
        QAbstractItemModelTester verdicts(view.verdictModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester runs(view.runsPage()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester settings(view.settingsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setDetails(load(m_twoArm));
        view.setDetails(load(m_sweep));
        for (int point = 0; point < 3; ++point)
            view.setCurrentPoint(point);
        view.settingsModel()->setOnlyDifferences(true);
        view.settingsModel()->setOnlyDifferences(false);
        view.setDetails(ExperimentDetails {});
    }
};

QTEST_MAIN(TestResultsView)
#include "tst_resultsview.moc"
