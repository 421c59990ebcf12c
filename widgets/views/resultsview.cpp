// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/resultsview.h"

#include "charts/chartview.h"
#include "displaytext/statustext.h"
#include "report/chartplanner.h"
#include "views/runspage.h"
#include "views/runtablemodel.h"
#include "views/settingsdiffmodel.h"
#include "views/verdicttablemodel.h"
#include "views/wrappinglabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace Tunebench {

namespace {

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QComboBox *metricChooser(QWidget *parent)
{
    auto *chooser = new QComboBox(parent);
    chooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return chooser;
}

} // namespace

ResultsView::ResultsView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_message(new QLabel(this))
    , m_title(new QLabel(this))
    , m_facts(wrappingLabel(this))
    , m_notes(wrappingLabel(this))
    , m_pointRow(new QWidget(this))
    , m_pointChooser(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_sentences(wrappingLabel(this))
    , m_verdicts(new VerdictTableModel(this))
    , m_verdictTable(new QTableView(this))
    , m_distributionMetricChooser(metricChooser(this))
    , m_distributionMode(new QComboBox(this))
    , m_distribution(new ChartView(this))
    , m_runs(new RunsPage(this))
    , m_serviceDemand(new ChartView(this))
    , m_serviceDemandNote(wrappingLabel(this))
    , m_sweepPage(nullptr)
    , m_sweepMetricChooser(metricChooser(this))
    , m_sweep(new ChartView(this))
    , m_cliffs(wrappingLabel(this))
    , m_settings(new SettingsDiffModel(this))
    , m_onlyDifferences(new QCheckBox(tr("Only settings that differ"), this))
    , m_hostChecks(wrappingLabel(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *pointLayout = new QHBoxLayout(m_pointRow);
    pointLayout->setContentsMargins(0, 0, 0, 0);
    pointLayout->addWidget(new QLabel(tr("Sweep point:"), m_pointRow));
    pointLayout->addWidget(m_pointChooser);
    pointLayout->addStretch(1);
    connect(m_pointChooser, &QComboBox::activated, this, &ResultsView::setCurrentPoint);

    m_tabs->addTab(makeVerdictPage(), tr("Verdict"));
    m_tabs->addTab(m_runs, tr("Runs"));
    m_tabs->addTab(makeServiceDemandPage(), tr("Service demand"));
    m_tabs->addTab(makeSweepPage(), tr("Sweep"));
    m_tabs->addTab(makeSettingsPage(), tr("Settings"));
    connect(m_runs, &RunsPage::traceRequested, this,
        [this](qint64 runId) { Q_EMIT runTraceRequested(m_details.experiment.id, runId); });

    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->addWidget(m_title);
    pageLayout->addWidget(m_facts);
    pageLayout->addWidget(m_notes);
    pageLayout->addWidget(m_pointRow);
    pageLayout->addWidget(m_tabs, 1);

    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_stack->addWidget(m_message);
    m_stack->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    showMessage(tr("Open an experiment from the history to see its results."));
}

ResultsView::~ResultsView() = default;

QWidget *ResultsView::makeVerdictPage()
{
    auto *page = new QWidget(this);
    m_verdictTable->setModel(m_verdicts);
    m_verdictTable->verticalHeader()->hide();
    m_verdictTable->horizontalHeader()->setStretchLastSection(true);
    m_verdictTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_verdictTable->setWordWrap(false);

    m_distributionMode->addItem(tr("Strip plot"), int(ChartPlanner::DistributionStyle::Strip));
    m_distributionMode->addItem(tr("Box plot"), int(ChartPlanner::DistributionStyle::Box));
    connect(m_distributionMode, &QComboBox::activated, this, [this] {
        setDistributionStyle(ChartPlanner::DistributionStyle(m_distributionMode->currentData().toInt()));
    });
    connect(m_distributionMetricChooser, &QComboBox::activated, this,
        [this] { setDistributionMetric(m_distributionMetricChooser->currentData().toString()); });
    connect(m_distribution, &ChartView::pointClicked, this, &ResultsView::openRun);
    m_distribution->setToolTip(tr("Each point is one run; hollow triangles are runs a stability check flagged. "
                                  "The diamond and bar beside each arm are the median and its 95% confidence "
                                  "interval. Click a point to open the run."));

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Distribution of:"), page));
    controls->addWidget(m_distributionMetricChooser);
    controls->addWidget(m_distributionMode);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    m_sentences->setObjectName(QStringLiteral("verdictSentences"));
    layout->addWidget(m_sentences);
    layout->addWidget(m_verdictTable, 1);
    layout->addLayout(controls);
    layout->addWidget(m_distribution, 2);
    return page;
}

QWidget *ResultsView::makeServiceDemandPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_serviceDemandNote);
    layout->addWidget(m_serviceDemand, 1);
    return page;
}

QWidget *ResultsView::makeSweepPage()
{
    m_sweepPage = new QWidget(this);
    connect(m_sweepMetricChooser, &QComboBox::activated, this,
        [this] { setSweepMetric(m_sweepMetricChooser->currentData().toString()); });
    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Metric:"), m_sweepPage));
    controls->addWidget(m_sweepMetricChooser);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(m_sweepPage);
    layout->addLayout(controls);
    layout->addWidget(m_sweep, 1);
    layout->addWidget(m_cliffs);
    return m_sweepPage;
}

QWidget *ResultsView::makeSettingsPage()
{
    auto *page = new QWidget(this);
    auto *table = new QTableView(page);
    table->setModel(m_settings);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    connect(m_onlyDifferences, &QCheckBox::toggled, m_settings, &SettingsDiffModel::setOnlyDifferences);
    auto *note = wrappingLabel(page);
    note->setText(tr("The values each arm's runs verified on the hosts after applying the arm's settings."));
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(note);
    layout->addWidget(m_onlyDifferences);
    layout->addWidget(table, 1);
    layout->addWidget(m_hostChecks);
    return page;
}

void ResultsView::showMessage(const QString &message)
{
    m_message->setText(message);
    m_stack->setCurrentWidget(m_message);
}

void ResultsView::setDetails(const ExperimentDetails &details)
{
    m_details = details;
    m_point = 0;
    fillHeader();
    fillPointChooser();
    const QStringList metrics = m_details.metricIds();
    for (QComboBox *chooser : {m_distributionMetricChooser, m_sweepMetricChooser}) {
        chooser->clear();
        for (const QString &id : metrics)
            chooser->addItem(metricTitle(id), id);
    }
    if (!metrics.contains(m_distributionMetric))
        m_distributionMetric = metrics.value(0, QStringLiteral("rate"));
    if (!metrics.contains(m_sweepMetric))
        m_sweepMetric = metrics.value(0, QStringLiteral("rate"));
    m_distributionMetricChooser->setCurrentIndex(m_distributionMetricChooser->findData(m_distributionMetric));
    m_sweepMetricChooser->setCurrentIndex(m_sweepMetricChooser->findData(m_sweepMetric));
    m_runs->setRateUnit(ChartPlanner::rateUnit(m_details));
    m_runs->setRuns(m_details.runs, m_details.sweep.has_value());
    m_settings->setSettings(m_details.arms, m_details.settings);
    m_tabs->setTabVisible(SweepPage, m_details.sweep.has_value());
    fillHostChecks();
    m_tabs->setTabVisible(SettingsPage, !m_details.settings.isEmpty() || !m_details.hosts.isEmpty());
    showPoint();
    showSweep();
    m_stack->setCurrentIndex(1);
}

void ResultsView::fillHeader()
{
    const ExperimentRecord &e = m_details.experiment;
    m_title->setText(e.name);
    const int completed = int(std::count_if(
        m_details.runs.cbegin(), m_details.runs.cend(), [](const RunDetail &r) { return r.completed(); }));
    //: experiment facts: id, test, client, server, start time, status, completed runs / all runs
    m_facts->setText(tr("Experiment #%1 · %2 from %3 to %4 · %5 · %6 · %7 of %8 runs completed")
                         .arg(QString::number(e.id), m_details.testType, e.clientHost, e.serverHost,
                             QLocale().toString(e.createdAt.toLocalTime(), QLocale::ShortFormat),
                             statusText(e.status), QString::number(completed),
                             QString::number(m_details.runs.size())));
    QStringList notes = m_details.notes;
    if (!e.error.isEmpty())
        notes.prepend(e.error);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
}

void ResultsView::fillPointChooser()
{
    m_pointChooser->clear();
    for (const PointDetail &point : std::as_const(m_details.points))
        m_pointChooser->addItem(pointLabel(point));
    m_pointRow->setVisible(m_details.points.size() > 1);
}

void ResultsView::fillHostChecks()
{
    QStringList lines;
    for (const HostSnapshotCheck &host : std::as_const(m_details.hosts)) {
        const QString role = host.role == QLatin1String("client") ? tr("Client") : tr("Server");
        lines << tr("%1 %2: %3.").arg(role, host.host, host.description);
        if (!host.compared)
            lines << tr("No snapshot after the experiment: whether the host came back was not checked.");
        else if (host.changes.isEmpty())
            lines << tr("After the experiment it was back in its state before (the snapshots agree).");
        for (const SettingComparison &change : host.changes)
            //: a setting that differs after the experiment: key, value before, value after
            lines << tr("%1 was %2 before and is %3 after the experiment.")
                         .arg(change.key, change.values.value(0), change.values.value(1));
    }
    m_hostChecks->setText(lines.join(QLatin1Char('\n')));
    m_hostChecks->setVisible(!lines.isEmpty());
}

QString ResultsView::hostCheckText() const
{
    return m_hostChecks->text();
}

QString ResultsView::pointLabel(const PointDetail &point) const
{
    if (!point.sweepValue || !m_details.sweep)
        return tr("all runs");
    const SweepAxis &axis = *m_details.sweep;
    const QString position = axis.mss ? ExperimentDetailsLoader::mssPosition(*point.sweepValue, *axis.mss) : QString();
    QString label;
    if (axis.unit.isEmpty())
        //: a sweep point without a unit: parameter = value, e.g. "burst = 4"
        label = tr("%1 = %2").arg(axis.label, QString::number(*point.sweepValue));
    else if (axis.parameter.endsWith(QLatin1String("Size")) && *point.sweepValue == 1)
        //: a sweep point of one byte: "request size = 1 byte"
        label = tr("%1 = 1 byte").arg(axis.label);
    else
        //: a sweep point: parameter = value unit, e.g. "request size = 4345 bytes"
        label = tr("%1 = %2 %3").arg(axis.label, QString::number(*point.sweepValue), axis.unit);
    //: a sweep point and its size relative to the MSS: "request size = 4345 bytes (3·MSS+1)"
    return position.isEmpty() ? label : tr("%1 (%2)").arg(label, position);
}

QString ResultsView::metricTitle(const QString &id) const
{
    return capitalized(resultMetric(id).label);
}

const PointDetail *ResultsView::point() const
{
    return m_point >= 0 && m_point < m_details.points.size() ? &m_details.points.at(m_point) : nullptr;
}

void ResultsView::setCurrentPoint(int point)
{
    if (point < 0 || point >= m_details.points.size())
        return;
    m_point = point;
    m_pointChooser->setCurrentIndex(point);
    showPoint();
}

void ResultsView::setDistributionMetric(const QString &metricId)
{
    m_distributionMetric = metricId;
    m_distributionMetricChooser->setCurrentIndex(m_distributionMetricChooser->findData(metricId));
    showDistribution();
}

void ResultsView::setSweepMetric(const QString &metricId)
{
    m_sweepMetric = metricId;
    m_sweepMetricChooser->setCurrentIndex(m_sweepMetricChooser->findData(metricId));
    showSweep();
}

void ResultsView::setDistributionStyle(ChartPlanner::DistributionStyle style)
{
    m_distributionStyle = style;
    m_distributionMode->setCurrentIndex(m_distributionMode->findData(int(style)));
    showDistribution();
}

void ResultsView::showPage(Page page)
{
    m_tabs->setCurrentIndex(page);
}

bool ResultsView::isPageAvailable(Page page) const
{
    return m_tabs->isTabVisible(page);
}

void ResultsView::showPoint()
{
    const PointDetail *current = point();
    m_verdicts->setVerdicts(current ? current->verdicts : QList<ArmVerdict> {});
    m_verdictTable->resizeColumnsToContents();
    // Ten bullets that each say "too few runs" hide that one more run per arm is all it takes.
    const QString shared = current ? sharedVerdict({*current}) : QString();
    QStringList lines;
    for (const ArmVerdict &verdict : current && shared.isEmpty() ? current->verdicts : QList<ArmVerdict> {})
        lines << QStringLiteral("<li><b>%1:</b> %2</li>")
                     .arg(metricTitle(verdict.comparison.metric.id).toHtmlEscaped(),
                         verdict.comparison.sentence.toHtmlEscaped());
    if (!shared.isEmpty())
        m_sentences->setText(QStringLiteral("<p>%1</p>").arg(shared.toHtmlEscaped()));
    else if (lines.isEmpty())
        m_sentences->setText(m_details.arms.size() < 2 ? tr("One arm: there is nothing to compare.")
                                                       : tr("No arm has completed runs to compare."));
    else
        m_sentences->setText(QStringLiteral("<ul style=\"margin-left:0\">%1</ul>").arg(lines.join(QString())));
    showDistribution();
    showServiceDemand();
}

QStringList ResultsView::verdictSentences() const
{
    QStringList sentences;
    const PointDetail *current = point();
    if (const QString shared = current ? sharedVerdict({*current}) : QString(); !shared.isEmpty())
        return {shared};
    if (current)
        for (const ArmVerdict &verdict : current->verdicts)
            sentences << verdict.comparison.sentence;
    return sentences;
}

QString ResultsView::headerText() const
{
    return m_title->text() + QLatin1Char('\n') + m_facts->text();
}

QString ResultsView::cliffText() const
{
    return m_cliffs->text();
}

void ResultsView::showDistribution()
{
    m_distribution->setSpec(ChartPlanner::distribution(m_details, m_distributionMetric, m_point, m_distributionStyle));
}

void ResultsView::showServiceDemand()
{
    const ChartSpec chart = ChartPlanner::serviceDemand(m_details, m_point);
    m_serviceDemand->setSpec(chart);
    m_serviceDemandNote->setText(chart.series.isEmpty()
            ? tr("This experiment recorded no service demand: netperf measured no CPU (-c/-C) and no "
                 "telemetry was recorded.")
            : tr("CPU time per transaction of each arm with its 95% confidence interval: netperf's own "
                 "figure and Tunebench's live estimate from host telemetry, for the client (local) and the "
                 "server (remote). Lower is better; the verdict table compares them.")
                + QLatin1Char(' ') + chart.note);
    m_tabs->setTabVisible(ServiceDemandPage, !chart.series.isEmpty());
}

void ResultsView::showSweep()
{
    const ChartSpec chart = ChartPlanner::sweep(m_details, m_sweepMetric);
    m_sweep->setSpec(chart);
    if (!m_details.sweep) {
        m_cliffs->clear();
        return;
    }
    QStringList sentences;
    for (const ChartBand &band : chart.bands)
        if (band.kind == ChartBand::Kind::Warning)
            sentences << band.caption;
    if (m_sweepMetric == QLatin1String("rate") && sentences.isEmpty())
        sentences << tr("No cliff: no arm's rate falls by 20% or more from one sweep value to the next.");
    sentences << chart.note;
    m_cliffs->setText(sentences.join(QLatin1Char('\n')));
}

void ResultsView::openRun(qint64 runId)
{
    if (!m_details.run(runId))
        return;
    // Select first: the table may take the focus when its page shows, and an item view that gets
    // the focus without a current row makes the first row current (a request for the wrong run).
    m_runs->selectRun(runId);
    m_tabs->setCurrentIndex(RunsPageIndex);
}

void ResultsView::setRunTrace(const RunTrace &trace)
{
    if (trace.experimentId == m_details.experiment.id)
        m_runs->setTrace(trace);
}

void ResultsView::setRunTraceError(qint64 runId, const QString &message)
{
    m_runs->setTraceError(runId, message);
}

} // namespace Tunebench
