// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTableView;

namespace Tunebench {

class ChartView;
class CpuHeatmapsPanel;
class HighlightedTextView;
class LiveSeriesStore;
class NicCountersPanel;
class ReplotScheduler;
class RunTableModel;

/// The results view's runs: the table of runs with their stability flags and, for the run
/// selected, its interim series, both hosts' CPUs as heatmaps, the NIC's counters and the raw
/// netperf log, which the controller loads on request. The heatmaps and counters are the live
/// view's own charts, fed from the stored series.
class RunsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPage(QWidget *parent = nullptr);

    void setRuns(const QList<RunDetail> &runs, bool sweep);
    /// The unit of the interim rates the trace chart shows ("Trans/s").
    void setRateUnit(const QString &unit);
    /// Selects @p runId's row and asks for its trace.
    void selectRun(qint64 runId);
    void setTrace(const RunTrace &trace);
    void setTraceError(qint64 runId, const QString &message);
    void clearTrace();

    [[nodiscard]] RunTableModel *model() const { return m_model; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] ChartView *seriesChart() const { return m_chart; }
    [[nodiscard]] QTabWidget *traceTabs() const { return m_tabs; }
    [[nodiscard]] CpuHeatmapsPanel *cpuHeatmaps() const { return m_cpuHeatmaps; }
    [[nodiscard]] NicCountersPanel *nicCounters() const { return m_nicCounters; }
    [[nodiscard]] HighlightedTextView *log() const { return m_log; }
    [[nodiscard]] qint64 shownRun() const { return m_shownRun; }

Q_SIGNALS:
    void traceRequested(qint64 runId);

private:
    void onCurrentChanged();
    void showDetails(const RunTrace &trace);

    RunTableModel *m_model;
    QTableView *m_table;
    QLabel *m_traceTitle;
    QLabel *m_flags;
    LiveSeriesStore *m_details;
    ReplotScheduler *m_scheduler;
    QTabWidget *m_tabs;
    ChartView *m_chart;
    CpuHeatmapsPanel *m_cpuHeatmaps;
    NicCountersPanel *m_nicCounters;
    HighlightedTextView *m_log;
    qint64 m_requestedRun = 0;
    qint64 m_shownRun = 0;
    QString m_rateUnit = QStringLiteral("Trans/s");
};

} // namespace Tunebench
