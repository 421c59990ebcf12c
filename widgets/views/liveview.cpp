// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/liveview.h"
#include "views/splittermemory.h"

#include "charts/liveserieschart.h"
#include "views/hostinsight.h"
#include "liveseries/liveseriesstore.h"
#include "text/highlightedtextview.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

QString formatDuration(double seconds)
{
    const qint64 s = qint64(seconds + 0.5);
    if (s >= 3600)
        return LiveView::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s >= 60)
        return LiveView::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return LiveView::tr("%1 s").arg(s);
}

} // namespace

LiveView::LiveView(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_scheduler(scheduler)
    , m_log(new HighlightedTextView(TextLanguage::NetperfOutput, nullptr, this))
    , m_title(new QLabel(this))
    , m_step(new QLabel(this))
    , m_eta(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_pause(new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("&Pause"), this))
    , m_abort(new QPushButton(QIcon::fromTheme(QStringLiteral("process-stop")), tr("&Abort"), this))
    , m_overlay(new QCheckBox(tr("&Overlay arms"), this))
    , m_cpuHeatmaps(new CpuHeatmapsPanel(store, scheduler, this))
    , m_nicCounters(new NicCountersPanel(store, scheduler, this))
    , m_hostTabs(new QTabWidget(this))
{
    m_rate = makeChart(QStringLiteral("rateChart"), {QLatin1String(LiveMetric::TransactionRate)}, {tr("rate")},
                       tr("Transaction rate"), tr("Tr/s"));
    m_serviceDemand = makeChart(QStringLiteral("serviceDemandChart"),
                                {QLatin1String(LiveMetric::ServiceDemandLocal), QLatin1String(LiveMetric::ServiceDemandRemote)},
                                {tr("local"), tr("remote")}, tr("Service demand"), tr("µs/Tr"));
    m_cpu = makeChart(QStringLiteral("cpuChart"), {QLatin1String(LiveMetric::CpuLocal), QLatin1String(LiveMetric::CpuRemote)},
                      {tr("client"), tr("server")}, tr("CPU utilisation"), tr("%"));
    m_interrupts = makeChart(QStringLiteral("interruptsChart"),
                             {QLatin1String(LiveMetric::InterruptsLocal), QLatin1String(LiveMetric::InterruptsRemote)},
                             {tr("client"), tr("server")}, tr("Interrupts"), tr("/s"));
    m_contextSwitches = makeChart(QStringLiteral("contextSwitchesChart"),
                                  {QLatin1String(LiveMetric::ContextSwitchesLocal), QLatin1String(LiveMetric::ContextSwitchesRemote)},
                                  {tr("client"), tr("server")}, tr("Context switches"), tr("/s"));

    m_log->setObjectName(QStringLiteral("liveLog"));
    m_log->setMaximumLines(20000);
    m_step->setObjectName(QStringLiteral("liveStep"));
    m_progress->setObjectName(QStringLiteral("liveProgress"));
    m_pause->setObjectName(QStringLiteral("pauseExperiment"));
    m_abort->setObjectName(QStringLiteral("abortExperiment"));
    m_overlay->setObjectName(QStringLiteral("overlayArms"));
    m_pause->setToolTip(tr("Pause after the current run (the hosts keep their settings); press again to resume"));
    m_abort->setToolTip(tr("Stop now: netperf is killed and every changed setting is restored"));
    m_overlay->setToolTip(tr("Draw all arms in one panel instead of side by side"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setText(tr("No experiment is running. Choose or edit one in the editor and press Run."));

    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_paused)
            Q_EMIT resumeRequested();
        else
            Q_EMIT pauseRequested();
    });
    connect(m_abort, &QPushButton::clicked, this, &LiveView::abortRequested);
    connect(m_overlay, &QCheckBox::toggled, this, &LiveView::setOverlay);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_title);
    controls->addStretch();
    controls->addWidget(m_overlay);
    controls->addWidget(m_pause);
    controls->addWidget(m_abort);
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_eta);
    auto *stepRow = new QHBoxLayout;
    stepRow->addWidget(m_step, 1);

    auto *small = new QWidget(this);
    auto *grid = new QGridLayout(small);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_serviceDemand, 0, 0);
    grid->addWidget(m_cpu, 0, 1);
    grid->addWidget(m_interrupts, 1, 0);
    grid->addWidget(m_contextSwitches, 1, 1);

    const auto experimentsOnly = [](const LiveSeriesKey &key) { return key.arm != QLatin1String(ExplorationLiveArm); };
    m_cpuHeatmaps->setSeriesFilter(experimentsOnly);
    m_nicCounters->setSeriesFilter(experimentsOnly);
    m_hostTabs->setObjectName(QStringLiteral("liveHostTabs"));
    m_hostTabs->setDocumentMode(true);
    m_hostTabs->addTab(small, tr("Totals"));
    // Both hosts' heatmaps need more height than a 1366×768 screen leaves beside the rate: they
    // scroll there instead of making the window taller than the screen.
    auto *heatmapsScroll = new QScrollArea(this);
    heatmapsScroll->setObjectName(QStringLiteral("liveCpuHeatmapsScroll"));
    heatmapsScroll->setFrameShape(QFrame::NoFrame);
    heatmapsScroll->setWidgetResizable(true);
    heatmapsScroll->setWidget(m_cpuHeatmaps);
    m_hostTabs->addTab(heatmapsScroll, tr("CPUs"));
    m_hostTabs->addTab(m_nicCounters, tr("NIC counters"));
    m_hostTabs->setTabToolTip(1, tr("Each host's CPUs over time: where the interrupts and softirqs land"));
    m_hostTabs->setTabToolTip(2, tr("The test interface's counters per second: drops, misses, per-queue packets"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_rate);
    splitter->addWidget(m_hostTabs);
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);
    rememberSplitter(splitter, QStringLiteral("liveCharts"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(progressRow);
    layout->addLayout(stepRow);
    layout->addWidget(splitter, 1);
    setRunning(false);
}

LiveView::~LiveView() = default;

LiveSeriesChart *LiveView::makeChart(const QString &name, const QStringList &metrics, const QStringList &labels,
                                     const QString &axis, const QString &unit)
{
    auto *chart = new LiveSeriesChart(m_store, m_scheduler, this);
    chart->setObjectName(name);
    chart->setSeriesFilter([](const LiveSeriesKey &key) { return key.arm != QLatin1String(ExplorationLiveArm); });
    chart->setMetrics(metrics, labels);
    chart->setValueAxis(axis, unit);
    chart->setMinimumHeight(140);
    return chart;
}

QList<LiveSeriesChart *> LiveView::charts() const
{
    return {m_rate, m_serviceDemand, m_cpu, m_interrupts, m_contextSwitches, m_nicCounters->chart()};
}

void LiveView::setBoundCpus(std::optional<int> client, std::optional<int> server)
{
    m_cpuHeatmaps->setBoundCpus(client, server);
}

void LiveView::startExperiment(const QString &name, const QStringList &arms, int runCount)
{
    m_title->setText(tr("Running \"%1\"").arg(name));
    for (LiveSeriesChart *chart : charts()) {
        chart->setArmOrder(arms);
        chart->clearMarkers();
    }
    m_cpuHeatmaps->setArmOrder(arms);
    m_progress->setRange(0, std::max(1, runCount));
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of %m runs"));
    m_eta->clear();
    m_step->clear();
    m_log->clear();
    setPaused(false);
    setRunning(true);
}

void LiveView::setProgress(const EngineProgress &progress)
{
    if (progress.runCount > 0)
        m_progress->setRange(0, progress.runCount);
    m_progress->setValue(progress.runsDone);
    QString step = progress.step;
    if (m_paused)
        step = tr("%1 (paused after this run)").arg(step);
    m_step->setText(step);
    m_eta->setText(progress.etaSeconds ? tr("about %1 left").arg(formatDuration(*progress.etaSeconds)) : QString());
}

void LiveView::appendLog(const QStringList &lines)
{
    m_log->appendLines(lines);
}

void LiveView::appendMessage(const QString &message)
{
    QStringList lines;
    for (const QString &line : message.split(QLatin1Char('\n')))
        lines << QStringLiteral("# ") + line;
    m_log->appendLines(lines);
}

void LiveView::setRunning(bool running)
{
    m_running = running;
    m_pause->setEnabled(running);
    m_abort->setEnabled(running);
    if (!running)
        setPaused(false);
}

void LiveView::setPaused(bool paused)
{
    m_paused = paused;
    m_pause->setText(paused ? tr("&Resume") : tr("&Pause"));
    m_pause->setIcon(QIcon::fromTheme(paused ? QStringLiteral("media-playback-start") : QStringLiteral("media-playback-pause")));
}

void LiveView::finishExperiment(const QString &status)
{
    setRunning(false);
    m_title->setText(status);
    m_eta->clear();
}

void LiveView::setOverlay(bool overlay)
{
    if (m_overlay->isChecked() != overlay)
        m_overlay->setChecked(overlay);
    for (LiveSeriesChart *chart : charts())
        chart->setLayoutMode(overlay ? LiveSeriesChart::Layout::Overlay : LiveSeriesChart::Layout::SideBySide);
}

QString LiveView::stepText() const
{
    return m_step->text();
}

int LiveView::progressValue() const
{
    return m_progress->value();
}

} // namespace Tunebench
