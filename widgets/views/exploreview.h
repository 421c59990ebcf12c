// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/exploresession.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace Tunebench {

class HostsModel;
class CpuHeatmapsPanel;
class LiveSeriesChart;
class LiveSeriesStore;
class ReplotScheduler;
struct StoredExploration;

/**
 * Explore mode: a continuous test between two hosts while tunables change. Pick the host pair
 * and the test, start; the quick panel shows each host's coalescing, offload, ring, channel and
 * busy-poll values (from the session's snapshots) and applies edits at once; every change is a
 * vertical marker on the charts (failed ones too, with the error); the segments between markers
 * get their statistics, any two can be compared (with the caveat that interim intervals are not
 * independent runs) or turned into an A/B experiment.
 *
 * The view only asks (signals) and shows (setters): the main window's controller runs the
 * ExploreSession on a worker thread.
 */
class ExploreView : public QWidget
{
    Q_OBJECT
public:
    ExploreView(HostsModel *hosts, LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent = nullptr);
    ~ExploreView() override;

    /// The exploration as set up in the form (it may not validate: see problem()).
    [[nodiscard]] ExplorationSpec spec() const;
    [[nodiscard]] QString problem() const;
    void setRunning(bool running);
    [[nodiscard]] bool isRunning() const { return m_running; }

    void setHostState(const Tunebench::ExploreHostState &state);
    void addMarker(const Tunebench::ExploreMarker &marker);
    /// Names the settings that moved with marker @p seq's change (ExploreSession::markerSideEffects).
    void addMarkerSideEffects(int seq, const QStringList &sideEffects);
    void updateSegment(const Tunebench::ExploreSegmentStats &stats);
    void showComparison(const Tunebench::ExploreComparison &comparison);
    void showError(const QString &message);
    void appendMessage(const QString &message);
    void finish(const QString &status);
    /// Shows an exploration from the store (loadExploration): the form as it was set up, the
    /// markers and the segments' statistics; the charts draw what replayExploration() put into the
    /// live store.
    void showStored(const Tunebench::StoredExploration &stored);

    [[nodiscard]] LiveSeriesChart *rateChart() const { return m_rate; }
    [[nodiscard]] QList<LiveSeriesChart *> charts() const;
    [[nodiscard]] CpuHeatmapsPanel *cpuHeatmaps() const { return m_cpuHeatmaps; }
    [[nodiscard]] QTableWidget *segmentsTable() const { return m_segments; }
    [[nodiscard]] QTableWidget *quickPanel(HostRole role) const { return role == HostRole::Client ? m_clientPanel : m_serverPanel; }
    [[nodiscard]] QListWidget *markersList() const { return m_markers; }
    [[nodiscard]] QString comparisonText() const;
    /// The quick panel's edits as change requests (one per host with edits), then cleared.
    [[nodiscard]] QList<ExploreChangeRequest> takeEdits();

Q_SIGNALS:
    void startRequested(const Tunebench::ExplorationSpec &spec);
    void stopRequested();
    void changeRequested(const Tunebench::ExploreChangeRequest &request);
    void comparisonRequested(int a, int b);
    void experimentRequested(int a, int b, int repetitions, int durationSeconds);

private:
    QWidget *buildSetup();
    QWidget *buildQuickPanel();
    QWidget *buildSegments();
    void applyEdits();
    void applyLine();
    [[nodiscard]] QPair<int, int> selectedSegments() const;
    void updateButtons();

    HostsModel *m_hosts;
    LiveSeriesStore *m_store;
    ReplotScheduler *m_scheduler;
    bool m_running = false;
    QComboBox *m_client;
    QComboBox *m_server;
    QLineEdit *m_clientInterface;
    QLineEdit *m_serverInterface;
    QLineEdit *m_dataAddress;
    QComboBox *m_testType;
    QSpinBox *m_request;
    QSpinBox *m_response;
    QDoubleSpinBox *m_interval;
    QDoubleSpinBox *m_settle;
    QPushButton *m_start;
    QPushButton *m_stop;
    QLabel *m_problem;
    LiveSeriesChart *m_rate;
    LiveSeriesChart *m_serviceDemand;
    LiveSeriesChart *m_interrupts;
    LiveSeriesChart *m_contextSwitches;
    CpuHeatmapsPanel *m_cpuHeatmaps = nullptr;
    QTableWidget *m_clientPanel;
    QTableWidget *m_serverPanel;
    QLineEdit *m_changeLine;
    QPushButton *m_apply;
    QListWidget *m_markers;
    QTableWidget *m_segments;
    QPushButton *m_compare;
    QPushButton *m_makeExperiment;
    QSpinBox *m_experimentRepetitions;
    QTextBrowser *m_comparison;
};

} // namespace Tunebench
