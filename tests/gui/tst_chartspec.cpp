// SPDX-License-Identifier: GPL-3.0-or-later
// One chart description, two renderers: the ChartSpecs ChartPlanner makes are what the results
// view shows and what reports draw; ChartBuilder draws a spec alike in the view's widget and in a
// report's plot (only the look differs: colours, fonts, the title); the widget adds tooltips,
// clicks and zoom.
#include "charts/chartview.h"
#include "charts/reportcharts.h"
#include "experimentfixture.h"
#include "report/chartplanner.h"
#include "report/reportbuilder.h"
#include "report/reportcomposer.h"
#include "report/reportexporter.h"
#include "report/reportformat.h"
#include "views/resultsview.h"

#include "charts/qcp.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

QString number(double value)
{
    return std::isnan(value) ? QStringLiteral("nan") : QString::number(value, 'g', 12);
}

QString numbers(const QList<double> &values)
{
    QStringList out;
    for (double v : values)
        out << number(v);
    return out.join(QLatin1Char(' '));
}

// Everything a spec says, NaN equal to NaN.
QStringList describeSpec(const ChartSpec &spec)
{
    QStringList lines {spec.id, spec.title, spec.note, spec.x.title, spec.x.unit, spec.x.categories.join(u'|'),
        spec.y.title, spec.y.unit, spec.panels.join(u'|'), spec.emptyText,
        QStringLiteral("%1 %2 %3 %4")
            .arg(int(spec.x.scale))
            .arg(spec.x.logBase)
            .arg(spec.x.fromZero)
            .arg(spec.y.fromZero)};
    for (const ChartSeries &s : spec.series) {
        QStringList ids;
        for (qint64 id : s.ids)
            ids << QString::number(id);
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6")
                     .arg(s.name)
                     .arg(int(s.style))
                     .arg(int(s.marker))
                     .arg(s.color)
                     .arg(s.panel)
                     .arg(s.width)
              << numbers(s.x) << numbers(s.y) << numbers(s.low) << numbers(s.high) << numbers(s.lowerQuartile)
              << numbers(s.upperQuartile) << ids.join(u' ') << s.labels.join(u'|');
    }
    for (const ChartMarker &m : spec.markers)
        lines << QStringLiteral("marker %1 %2 %3").arg(number(m.x), m.label).arg(m.panel);
    for (const ChartBand &b : spec.bands)
        lines << QStringLiteral("band %1 %2 %3 %4 %5")
                     .arg(int(b.kind))
                     .arg(number(b.from), number(b.to), b.caption, number(b.arrowTo));
    return lines;
}

// What a plot draws, apart from colours, fonts and the size-dependent tick placement.
QStringList describePlot(QCustomPlot *plot)
{
    QStringList lines;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        QString line = QStringLiteral("%1 '%2' %3:")
                           .arg(QString::fromLatin1(p->metaObject()->className()), p->name())
                           .arg(p->interface1D()->dataCount());
        for (int k = 0; k < p->interface1D()->dataCount(); ++k)
            line += QLatin1Char(' ') + number(p->interface1D()->dataMainKey(k)) + QLatin1Char('/')
                + number(p->interface1D()->dataMainValue(k));
        if (auto *bars = qobject_cast<QCPErrorBars *>(p))
            for (int k = 0; k < bars->dataCount(); ++k)
                line += QStringLiteral(" -%1+%2").arg(
                    number(bars->data()->at(k).errorMinus), number(bars->data()->at(k).errorPlus));
        if (auto *graph = qobject_cast<QCPGraph *>(p))
            line += QStringLiteral(" line %1 shape %2")
                        .arg(int(graph->lineStyle()))
                        .arg(int(graph->scatterStyle().shape()));
        lines << line;
    }
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : {rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)}) {
            QString line = QStringLiteral("axis '%1' %2..%3 scale %4")
                               .arg(axis->label(), number(axis->range().lower), number(axis->range().upper))
                               .arg(int(axis->scaleType()));
            if (auto text = axis->ticker().dynamicCast<QCPAxisTickerText>())
                for (auto it = text->ticks().cbegin(); it != text->ticks().cend(); ++it)
                    line += QStringLiteral(" %1=%2").arg(number(it.key()), it.value());
            lines << line;
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        const auto *text = qobject_cast<QCPItemText *>(item);
        lines << QString::fromLatin1(item->metaObject()->className())
                + (text ? QLatin1Char(' ') + text->text() : QString());
    }
    return lines;
}

QStringList legendNames(QCustomPlot *plot)
{
    QStringList names;
    for (QCPLegend *legend : plot->findChildren<QCPLegend *>())
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i)))
                names << item->plottable()->name();
    return names;
}

QStringList textElements(QCustomPlot *plot)
{
    QStringList texts;
    for (QCPTextElement *element : plot->findChildren<QCPTextElement *>())
        texts << element->text();
    return texts;
}

const ChartSpec *chartById(const QList<ChartSpec> &charts, const QString &id)
{
    for (const ChartSpec &chart : charts)
        if (chart.id == id)
            return &chart;
    return nullptr;
}

} // namespace

class TestChartSpec : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    qint64 m_twoArm = 0;
    qint64 m_sweep = 0;

    ReportModel report(qint64 id) { return ReportBuilder::build(*m_db, id).value(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_db = std::make_unique<Database>(m_dir.filePath(QStringLiteral("charts.sqlite")));
        QVERIFY(m_db->open().ok());
        m_twoArm = recordExperiment(*m_db, twoArmFixture());
        m_sweep = recordExperiment(*m_db, sweepFixture());
        QVERIFY(m_twoArm > 0 && m_sweep > 0);
    }

    void viewAndReportDrawTheSameSpecAlike_data()
    {
        QTest::addColumn<bool>("sweep");
        QTest::addColumn<int>("chart");
        for (int chart = 0; chart < 3; ++chart)
            QTest::addRow("two arms, chart %d", chart) << false << chart;
        for (int chart = 0; chart < 5; ++chart)
            QTest::addRow("sweep, chart %d", chart) << true << chart;
    }

    void viewAndReportDrawTheSameSpecAlike()
    {
        QFETCH(bool, sweep);
        QFETCH(int, chart);
        const QList<ChartSpec> charts = ChartPlanner::plan(report(sweep ? m_sweep : m_twoArm));
        QCOMPARE(charts.size(), sweep ? 5 : 3);
        const ChartSpec &spec = charts.at(chart);
        ChartView view;
        view.setSpec(spec);
        const std::unique_ptr<QCustomPlot> paper = QcpChartRenderer::buildPlot(spec);
        const QStringList drawn = describePlot(paper.get());
        QVERIFY(drawn.size() > 3);
        QCOMPARE(describePlot(view.plot()), drawn);
        QCOMPARE(legendNames(view.plot()), legendNames(paper.get()));
        // The look: a report names its chart above it; in the view the page around it does.
        QVERIFY(textElements(paper.get()).contains(spec.title));
        QVERIFY(!textElements(view.plot()).contains(spec.title));
    }

    void resultsViewShowsTheChartsOfTheReport()
    {
        const ReportModel twoArm = report(m_twoArm);
        const QList<ChartSpec> charts = ReportComposer::compose(twoArm).charts;
        ResultsView view;
        view.setDetails(twoArm.details);
        view.setDistributionStyle(ChartPlanner::DistributionStyle::Box);
        QCOMPARE(describeSpec(view.distributionChart()->spec()),
            describeSpec(*chartById(charts, QStringLiteral("rate-distribution"))));
        QCOMPARE(describeSpec(view.serviceDemandChart()->spec()),
            describeSpec(*chartById(charts, QStringLiteral("service-demand"))));

        const ReportModel sweep = report(m_sweep);
        view.setDetails(sweep.details);
        view.setSweepMetric(QStringLiteral("rate"));
        const QList<ChartSpec> sweepCharts = ReportComposer::compose(sweep).charts;
        const ChartSpec *rate = chartById(sweepCharts, QStringLiteral("sweep-rate"));
        QVERIFY(rate);
        QCOMPARE(describeSpec(view.sweepChart()->spec()), describeSpec(*rate));
    }

    // Three runs per arm give no metric a verdict, for one reason: every report says it once per
    // point, not once per metric (HTML and PDF are composed alike; PDF text is compressed).
    void reportsSayTheSharedReasonOnce()
    {
        const ReportModel sweep = report(m_sweep);
        const QString once = QStringLiteral("too few runs for any verdict: n=3+3, at least 4 per arm needed");
        QcpChartRenderer renderer;
        for (const ReportFormat format : {ReportFormat::Text, ReportFormat::Mail, ReportFormat::Html, ReportFormat::Markdown}) {
            const auto bytes = ReportExporter::render(sweep, format, &renderer);
            QVERIFY2(bytes.ok(), qPrintable(ReportFormats::name(format)));
            const QString text = QString::fromUtf8(bytes.value());
            const QString name = ReportFormats::name(format);
            QVERIFY2(text.contains(once), qPrintable(name));
            QVERIFY2(!text.contains(QStringLiteral("too few runs to tell (n=3+3)")), qPrintable(name));
            if (format != ReportFormat::Mail) // the mail has no per-point sections, only the headline
                QCOMPARE(text.count(once), int(sweep.details.points.size()) + 1);
        }
    }

    void reportsDrawTheMarksTheViewHas()
    {
        const ReportModel sweep = report(m_sweep);
        const QList<ChartSpec> charts = ChartPlanner::plan(sweep);
        QcpChartRenderer renderer;
        // The cliff at 3·MSS+1 and the MSS markers, in the SVG as text.
        const QString svg = QString::fromUtf8(renderer.svg(*chartById(charts, QStringLiteral("sweep-rate"))).value());
        QCOMPARE(sweep.details.cliffs.size(), 2);
        for (const SweepCliff &cliff : sweep.details.cliffs)
            QVERIFY2(svg.contains(cliff.sentence.toHtmlEscaped()), qPrintable(cliff.sentence));
        QVERIFY(svg.contains(QStringLiteral("3") + QChar(0x00B7) + QStringLiteral("MSS")));
        // Flagged runs as hollow triangles in the report's distribution too.
        const ReportModel twoArm = report(m_twoArm);
        const QList<ChartSpec> twoArmCharts = ChartPlanner::plan(twoArm);
        const std::unique_ptr<QCustomPlot> plot
            = QcpChartRenderer::buildPlot(*chartById(twoArmCharts, QStringLiteral("rate-distribution")));
        int triangles = 0;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto *graph = qobject_cast<QCPGraph *>(plot->plottable(i)))
                triangles += graph->scatterStyle().shape() == QCPScatterStyle::ssTriangle ? graph->dataCount() : 0;
        const int flagged = int(std::count_if(twoArm.details.runs.cbegin(), twoArm.details.runs.cend(),
            [](const RunDetail &r) { return r.completed() && !r.flags().isEmpty(); }));
        QVERIFY(flagged >= 1);
        QCOMPARE(triangles, flagged);
    }

    // Reports draw each arm's CPUs as a heatmap (issue 23): the arm's median run, CPU 0 on top,
    // the bound CPU named, one colour scale; a host without per-CPU samples has no heatmap.
    void reportsDrawEachArmsCpusAsAHeatmap()
    {
        const qint64 id = recordExperiment(*m_db, twoArmFixture(QStringLiteral("heatmaps")));
        QVERIFY(id > 0);
        ExperimentRepository repository(*m_db);
        const QList<RunRecord> runs = repository.runs(id).value();
        constexpr int cpus = 4, samples = 8;
        // busy = 100 - idle: 50 per arm, 10 per CPU, 1 per run, 0.1 per sample: each cell says whose it is.
        auto busy = [](int arm, int cpu, int runIndex, int sample) { return arm * 50 + cpu * 10 + runIndex + 0.1 * sample; };
        QMap<qint64, int> armOfArmId;
        const QList<ArmRecord> arms = repository.arms(id).value();
        for (const ArmRecord &arm : arms)
            armOfArmId.insert(arm.id, arm.index);
        for (const RunRecord &run : runs) {
            const QList<InterimSampleRow> interim = repository.interim(run.id).value();
            if (interim.isEmpty())
                continue;
            const double start = interim.constFirst().endTime - interim.constFirst().interval;
            QList<TelemetrySampleRow> rows;
            for (int s = 0; s < samples; ++s) {
                TelemetrySampleRow row;
                row.role = QStringLiteral("client");
                row.seq = s;
                row.start = start + 0.25 * s;
                row.end = row.start + 0.25;
                row.boundCpu = 2;
                for (int c = 0; c < cpus; ++c)
                    row.cpus << TelemetryCpuRow {c, 1, 1, 1, 1, 100.0 - busy(armOfArmId.value(run.armId), c, run.index, s)};
                rows << row;
            }
            QVERIFY(repository.appendTelemetry(run.id, rows).ok());
        }
        const ReportModel model = report(id);
        const QList<ChartSpec> charts = ChartPlanner::plan(model);
        QVERIFY(!chartById(charts, QStringLiteral("cpu-heatmap-server"))); // no server samples
        const ChartSpec *heatmap = chartById(charts, QStringLiteral("cpu-heatmap-client"));
        QVERIFY(heatmap);
        QCOMPARE(heatmap->panels, QStringList({model.arms.at(0).label, model.arms.at(1).label}));
        QCOMPARE(heatmap->y.categories, QStringList({"3", "2 (bound)", "1", "0"}));
        QCOMPARE(heatmap->series.size(), 2);

        const std::unique_ptr<QCustomPlot> plot = QcpChartRenderer::buildPlot(*heatmap);
        QList<QCPColorMap *> maps;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
                maps << map;
        QCOMPARE(maps.size(), 2);
        QCOMPARE(plot->findChildren<QCPColorScale *>().size(), 1);
        QCOMPARE(maps.at(0)->colorScale(), maps.at(1)->colorScale());
        for (int arm = 0; arm < 2; ++arm) {
            // The arm's median run by rate (the lower of the middle two), as the note names it.
            QList<const RunDetail *> armRuns;
            for (const RunDetail &run : model.details.runs)
                if (run.armIndex == arm && run.completed() && run.metrics.contains(QStringLiteral("rate")))
                    armRuns << &run;
            std::sort(armRuns.begin(), armRuns.end(), [](const RunDetail *a, const RunDetail *b) {
                return a->metrics.value(QStringLiteral("rate")) < b->metrics.value(QStringLiteral("rate"));
            });
            const RunDetail &median = *armRuns.at((armRuns.size() - 1) / 2);
            QVERIFY2(heatmap->note.contains(QStringLiteral("%1: run %2,").arg(model.arms.at(arm).label).arg(median.index + 1)),
                     qPrintable(heatmap->note));
            QCPColorMapData *data = maps.at(arm)->data();
            for (int s : {0, samples - 1}) {
                for (int c = 0; c < cpus; ++c) {
                    int key = 0, value = 0;
                    // The cell in the middle of sample s, on CPU c's row (CPU 0 the top row: cpus - c).
                    data->coordToCell(0.25 * s + 0.125, double(cpus - c), &key, &value);
                    QCOMPARE(data->cell(key, value), busy(arm, c, median.index, s));
                }
            }
        }
        // The report's HTML carries it as a drawing with its note.
        QcpChartRenderer renderer;
        const auto html = ReportExporter::render(model, ReportFormat::Html, &renderer);
        QVERIFY(html.ok());
        const QString text = QString::fromUtf8(html.value());
        QVERIFY(text.contains(heatmap->title.toHtmlEscaped()));
        QVERIFY(text.contains(QStringLiteral("% busy")));
    }

    void runsAreDrawnInTheCategoryOfTheirArm_data()
    {
        QTest::addColumn<int>("point");
        QTest::newRow("one point: a category per arm") << 0;
        QTest::newRow("all points: a category per point") << int(ChartPlanner::AllPoints);
    }

    void runsAreDrawnInTheCategoryOfTheirArm()
    {
        QFETCH(int, point);
        const ExperimentDetails details = report(m_sweep).details;
        for (auto style : {ChartPlanner::DistributionStyle::Strip, ChartPlanner::DistributionStyle::Box}) {
            const ChartSpec spec = ChartPlanner::distribution(details, QStringLiteral("rate"), point, style);
            int checked = 0;
            for (const ChartSeries &series : spec.series) {
                for (qsizetype i = 0; i < series.ids.size(); ++i) {
                    const RunDetail *run = details.run(series.ids.at(i));
                    QVERIFY(run);
                    const int category = point == ChartPlanner::AllPoints ? run->sweepPoint : run->armIndex;
                    QCOMPARE(std::lround(series.x.at(i)), long(category + 1));
                    QCOMPARE(series.y.at(i), run->metrics.value(QStringLiteral("rate")));
                    ++checked;
                }
            }
            const int expected = point == ChartPlanner::AllPoints ? int(details.runs.size()) : 6; // 2 arms x 3 runs
            QCOMPARE(checked, expected);
        }
    }

    void pointTooltipNamesTheRunAndItsValue()
    {
        const ExperimentDetails details = report(m_twoArm).details;
        ChartView view;
        view.resize(800, 500);
        view.setSpec(
            ChartPlanner::distribution(details, QStringLiteral("rate"), 0, ChartPlanner::DistributionStyle::Strip));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const RunDetail &levelShift = details.runs.at(2);
        const QString tip = view.toolTipAt(view.pointPosition(levelShift.id));
        QVERIFY2(tip.contains(QStringLiteral("GRO on, run 3")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Trans/s")), qPrintable(tip));
        QVERIFY(view.toolTipAt(QPointF(2, 2)).isEmpty());
    }

    void doubleClickShowsTheWholeChartAgain()
    {
        ChartView view;
        view.resize(800, 500);
        view.setSpec(ChartPlanner::sweep(report(m_sweep).details, QStringLiteral("rate")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QCPRange whole = view.valueAxis()->range();
        view.valueAxis()->setRange(whole.lower, whole.lower + whole.size() / 10); // as a wheel zoom leaves it
        QVERIFY(view.valueAxis()->range() != whole);
        QTest::mouseDClick(view.plot(), Qt::LeftButton, {}, QPoint(400, 250));
        QTRY_COMPARE(view.valueAxis()->range(), whole);
    }

    void followsThePalette()
    {
        ChartView view;
        view.setSpec(ChartPlanner::sweep(report(m_sweep).details, QStringLiteral("rate")));
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xea, 0xed));
        view.setPalette(dark);
        QCOMPARE(view.keyAxis()->basePen().color(), QColor(0xe8, 0xea, 0xed));
        QCOMPARE(view.keyAxis()->tickLabelColor(), QColor(0xe8, 0xea, 0xed));
    }
};

QTEST_MAIN(TestChartSpec)
#include "tst_chartspec.moc"
