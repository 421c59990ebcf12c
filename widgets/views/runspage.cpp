// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/runspage.h"
#include "views/splittermemory.h"

#include "charts/chartview.h"
#include "charts/replotscheduler.h"
#include "liveseries/liveseriesstore.h"
#include "report/chartplanner.h"
#include "text/highlightedtextview.h"
#include "views/hostinsight.h"
#include "views/runtablemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace Tunebench {

RunsPage::RunsPage(QWidget *parent)
    : QWidget(parent)
    , m_model(new RunTableModel(this))
    , m_table(new QTableView(this))
    , m_traceTitle(new QLabel(this))
    , m_flags(new QLabel(this))
    , m_details(new LiveSeriesStore(this))
    , m_scheduler(new ReplotScheduler(this))
    , m_tabs(new QTabWidget(this))
    , m_chart(new ChartView(this))
    , m_cpuHeatmaps(new CpuHeatmapsPanel(m_details, m_scheduler, this))
    , m_nicCounters(new NicCountersPanel(m_details, m_scheduler, this))
    , m_log(new HighlightedTextView(TextLanguage::NetperfOutput, nullptr, this))
{
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunsPage::onCurrentChanged);

    m_flags->setWordWrap(true);
    m_flags->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_log->setPlaceholderText(tr("Select a run to see its raw netperf output."));

    auto *trace = new QWidget(this);
    auto *traceLayout = new QVBoxLayout(trace);
    traceLayout->setContentsMargins(0, 0, 0, 0);
    traceLayout->addWidget(m_traceTitle);
    traceLayout->addWidget(m_flags);
    m_tabs->setObjectName(QStringLiteral("runTraceTabs"));
    m_cpuHeatmaps->setObjectName(QStringLiteral("runCpuHeatmaps"));
    m_nicCounters->setObjectName(QStringLiteral("runNicCounters"));
    m_tabs->addTab(m_chart, tr("Rate"));
    m_tabs->addTab(m_cpuHeatmaps, tr("CPUs"));
    m_tabs->addTab(m_nicCounters, tr("NIC counters"));
    auto *traceSplitter = new QSplitter(Qt::Vertical, trace);
    traceSplitter->addWidget(m_tabs);
    traceSplitter->addWidget(m_log);
    rememberSplitter(traceSplitter, QStringLiteral("runsTrace"));
    traceLayout->addWidget(traceSplitter, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(trace);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    rememberSplitter(splitter, QStringLiteral("runsTable"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    clearTrace();
}

void RunsPage::setRuns(const QList<RunDetail> &runs, bool sweep)
{
    m_model->setRuns(runs, sweep);
    m_table->setColumnHidden(RunTableModel::SweepColumn, !sweep);
    m_table->resizeColumnsToContents();
    m_requestedRun = 0;
    clearTrace();
}

void RunsPage::setRateUnit(const QString &unit)
{
    m_rateUnit = unit;
}

void RunsPage::selectRun(qint64 runId)
{
    const int row = m_model->rowForRun(runId);
    if (row < 0)
        return;
    m_table->setCurrentIndex(m_model->index(row, 0));
    m_table->scrollTo(m_model->index(row, 0));
    if (m_requestedRun != runId) // the current row did not change, so nobody asked yet
        onCurrentChanged();
}

void RunsPage::onCurrentChanged()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return;
    const qint64 runId = current.data(RunTableModel::RunIdRole).toLongLong();
    if (runId == m_requestedRun)
        return;
    m_requestedRun = runId;
    const RunDetail &run = m_model->runs().at(current.row());
    m_traceTitle->setText(tr("Run %1: %2, repetition %3 (loading...)")
                              .arg(QString::number(run.index + 1), run.arm, QString::number(run.repetition + 1)));
    QStringList flags;
    for (const Stats::Diagnostic &flag : run.flags())
        flags << QStringLiteral("\u26a0 ") + flag.sentence;
    m_flags->setText(flags.join(QLatin1Char('\n')));
    m_flags->setVisible(!flags.isEmpty());
    Q_EMIT traceRequested(runId);
}

void RunsPage::setTrace(const RunTrace &trace)
{
    if (trace.runId != m_requestedRun)
        return; // the user moved on; a stale answer
    m_shownRun = trace.runId;
    m_traceTitle->setText(tr("Run %1: %2, repetition %3")
                              .arg(QString::number(trace.index + 1), trace.arm, QString::number(trace.repetition + 1)));
    m_chart->setSpec(ChartPlanner::runSeries(trace, m_rateUnit));
    showDetails(trace);
    QString log = trace.rawOutput;
    if (!trace.commandLine.isEmpty())
        log = QStringLiteral("$ ") + trace.commandLine + QLatin1Char('\n') + log;
    if (!trace.error.isEmpty())
        log += QLatin1Char('\n') + trace.error;
    m_log->setText(log);
}

void RunsPage::setTraceError(qint64 runId, const QString &message)
{
    if (runId != m_requestedRun)
        return;
    m_shownRun = 0;
    m_traceTitle->setText(message);
    m_chart->setSpec(ChartPlanner::runSeries(RunTrace{}, m_rateUnit));
    showDetails(RunTrace {});
    m_log->setText(QString());
}

void RunsPage::clearTrace()
{
    m_shownRun = 0;
    m_traceTitle->setText(tr("Select a run to see its interim results and log."));
    m_flags->clear();
    m_flags->hide();
    m_chart->setSpec(ChartPlanner::runSeries(RunTrace{}, m_rateUnit));
    showDetails(RunTrace {});
    m_log->setText(QString());
}

// The stored per-CPU and counter series go into this page's own series store, where the
// heatmaps and the counter chart read them as they read a running experiment's.
void RunsPage::showDetails(const RunTrace &trace)
{
    m_details->clear();
    const QString runId = QString::number(trace.runId);
    for (const DetailSeries &series : trace.details)
        m_details->append(LiveSeriesKey {runId, trace.arm, trace.repetition, series.metric}, series.times, series.values);
    m_details->flush();
    m_cpuHeatmaps->setArmOrder({trace.arm});
    m_nicCounters->setArmOrder({trace.arm});
    m_cpuHeatmaps->setBoundCpus(trace.clientBoundCpu, trace.serverBoundCpu);
    const bool stored = !trace.details.isEmpty();
    const QString none = trace.runId == 0 ? QString()
                                          : tr("This run has no per-CPU or NIC counter samples: it ran without host "
                                               "telemetry, or was stored before Tunebench kept them.");
    for (int tab : {m_tabs->indexOf(m_cpuHeatmaps), m_tabs->indexOf(m_nicCounters)}) {
        m_tabs->setTabEnabled(tab, stored);
        m_tabs->setTabToolTip(tab, stored ? QString() : none);
    }
    if (!stored)
        m_tabs->setCurrentWidget(m_chart);
}

} // namespace Tunebench
