// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentengine.h"

#include <QElapsedTimer>
#include <optional>
#include <QWidget>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace Tunebench {

class CpuHeatmapsPanel;
class HighlightedTextView;
class LiveSeriesChart;
class NicCountersPanel;
class LiveSeriesStore;
class ReplotScheduler;

/**
 * What people watch while an experiment runs: the arms side by side in panels that share the
 * value scale (or overlaid): interim transaction rate per repetition (the current run bold,
 * earlier ones faint), live service demand local/remote, CPU utilisation, interrupts/s and
 * context switches/s, or each host's CPUs as heatmaps, or the NIC's counters; a progress bar with the ETA and the current step; pause, resume, abort;
 * and the live log of netperf's raw output, highlighted.
 *
 * The charts observe a LiveSeriesStore (filled by the engine on its worker thread); the view
 * itself only gets progress, log lines and state from the main window's controller.
 */
class LiveView : public QWidget
{
    Q_OBJECT
public:
    LiveView(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);
    ~LiveView() override;

    /// Prepares for a new experiment: panels in the arms' order, progress reset, log cleared.
    void startExperiment(const QString &name, const QStringList &arms, int runCount);
    void setProgress(const Tunebench::EngineProgress &progress);
    void appendLog(const QStringList &lines);
    /// Engine steps, warnings and restore results; shown in the log as comments.
    void appendMessage(const QString &message);
    void setRunning(bool running);
    void setPaused(bool paused);
    /// The experiment ended: @p status is a sentence ("finished", "aborted: hosts restored").
    void finishExperiment(const QString &status);

    void setOverlay(bool overlay);
    /// The CPUs the test is bound to (netperf -T) on the client and the server, outlined in the heatmaps.
    void setBoundCpus(std::optional<int> client, std::optional<int> server);
    [[nodiscard]] bool isRunning() const { return m_running; }

    [[nodiscard]] LiveSeriesChart *rateChart() const { return m_rate; }
    [[nodiscard]] LiveSeriesChart *serviceDemandChart() const { return m_serviceDemand; }
    [[nodiscard]] LiveSeriesChart *cpuChart() const { return m_cpu; }
    [[nodiscard]] LiveSeriesChart *interruptsChart() const { return m_interrupts; }
    [[nodiscard]] LiveSeriesChart *contextSwitchesChart() const { return m_contextSwitches; }
    [[nodiscard]] QList<LiveSeriesChart *> charts() const;
    [[nodiscard]] CpuHeatmapsPanel *cpuHeatmaps() const { return m_cpuHeatmaps; }
    [[nodiscard]] NicCountersPanel *nicCounters() const { return m_nicCounters; }
    /// Totals, CPUs (heatmaps) and NIC counters, below the rate chart.
    [[nodiscard]] QTabWidget *hostTabs() const { return m_hostTabs; }
    [[nodiscard]] HighlightedTextView *log() const { return m_log; }
    [[nodiscard]] QString stepText() const;
    [[nodiscard]] int progressValue() const;

Q_SIGNALS:
    void pauseRequested();
    void resumeRequested();
    void abortRequested();

private:
    LiveSeriesChart *makeChart(const QString &name, const QStringList &metrics, const QStringList &labels,
                               const QString &axis, const QString &unit);

    LiveSeriesStore *m_store;
    ReplotScheduler *m_scheduler;
    LiveSeriesChart *m_rate;
    LiveSeriesChart *m_serviceDemand;
    LiveSeriesChart *m_cpu;
    LiveSeriesChart *m_interrupts;
    LiveSeriesChart *m_contextSwitches;
    CpuHeatmapsPanel *m_cpuHeatmaps;
    NicCountersPanel *m_nicCounters;
    QTabWidget *m_hostTabs;
    HighlightedTextView *m_log;
    QLabel *m_title;
    QLabel *m_step;
    QLabel *m_eta;
    QProgressBar *m_progress;
    QPushButton *m_pause;
    QPushButton *m_abort;
    QCheckBox *m_overlay;
    bool m_running = false;
    bool m_paused = false;
};

} // namespace Tunebench
