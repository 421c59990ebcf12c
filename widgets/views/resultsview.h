// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"
#include "report/chartplanner.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace Tunebench {

class ChartView;
class RunsPage;
class SettingsDiffModel;
class VerdictTableModel;

/**
 * What an experiment taught and whether to trust it: the verdicts of the stats backend (table
 * and sentences), each arm's distribution of run values (strip or box plot, flagged runs marked),
 * the runs with their stability flags (a run's interim series and log on request), service
 * demand from netperf and from live telemetry with CI bars, the sweep curves with MSS markers
 * and the cliffs found, and the settings that differed between the arms.
 *
 * The view only gets value types: the controller loads ExperimentDetails (ExperimentDetailsLoader,
 * off the GUI thread) and calls setDetails(); a click on a run emits runTraceRequested, and the
 * controller answers with setRunTrace() or setRunTraceError().
 */
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    enum Page
    {
        VerdictPage,
        RunsPageIndex,
        ServiceDemandPage,
        SweepPage,
        SettingsPage
    };
    Q_ENUM(Page)

    explicit ResultsView(QWidget *parent = nullptr);
    ~ResultsView() override;

    void setDetails(const ExperimentDetails &details);
    /// No experiment: shows @p message ("Loading...", an error) instead of the pages.
    void showMessage(const QString &message);
    void setRunTrace(const RunTrace &trace);
    void setRunTraceError(qint64 runId, const QString &message);

    [[nodiscard]] qint64 experimentId() const { return m_details.experiment.id; }
    [[nodiscard]] const ExperimentDetails &details() const { return m_details; }
    /// The sweep point shown on the verdict and service demand pages (index into details().points).
    void setCurrentPoint(int point);
    [[nodiscard]] int currentPoint() const { return m_point; }
    void setDistributionMetric(const QString &metricId);
    void setSweepMetric(const QString &metricId);
    void setDistributionStyle(ChartPlanner::DistributionStyle style);
    void showPage(Page page);
    [[nodiscard]] bool isPageAvailable(Page page) const;

    /// The verdict sentences shown for the current point.
    [[nodiscard]] QStringList verdictSentences() const;
    [[nodiscard]] QString headerText() const;
    [[nodiscard]] VerdictTableModel *verdictModel() const { return m_verdicts; }
    [[nodiscard]] SettingsDiffModel *settingsModel() const { return m_settings; }
    [[nodiscard]] ChartView *distributionChart() const { return m_distribution; }
    [[nodiscard]] ChartView *serviceDemandChart() const { return m_serviceDemand; }
    [[nodiscard]] ChartView *sweepChart() const { return m_sweep; }
    [[nodiscard]] RunsPage *runsPage() const { return m_runs; }
    [[nodiscard]] QString cliffText() const;
    /// What the settings page says about the hosts' state before and after.
    [[nodiscard]] QString hostCheckText() const;

Q_SIGNALS:
    /// The user opened a run: load its interim series and log, then call setRunTrace().
    void runTraceRequested(qint64 experimentId, qint64 runId);

private:
    QWidget *makeVerdictPage();
    QWidget *makeServiceDemandPage();
    QWidget *makeSweepPage();
    QWidget *makeSettingsPage();
    void fillHeader();
    void fillPointChooser();
    void fillHostChecks();
    void showPoint();
    void showDistribution();
    void showServiceDemand();
    void showSweep();
    void openRun(qint64 runId);
    [[nodiscard]] const PointDetail *point() const;
    [[nodiscard]] QString metricTitle(const QString &id) const;
    [[nodiscard]] QString pointLabel(const PointDetail &point) const;

    ExperimentDetails m_details;
    int m_point = 0;
    QString m_distributionMetric = QStringLiteral("rate");
    QString m_sweepMetric = QStringLiteral("rate");
    ChartPlanner::DistributionStyle m_distributionStyle = ChartPlanner::DistributionStyle::Strip;

    QStackedWidget *m_stack;
    QLabel *m_message;
    QLabel *m_title;
    QLabel *m_facts;
    QLabel *m_notes;
    QWidget *m_pointRow;
    QComboBox *m_pointChooser;
    QTabWidget *m_tabs;
    QLabel *m_sentences;
    VerdictTableModel *m_verdicts;
    QTableView *m_verdictTable;
    QComboBox *m_distributionMetricChooser;
    QComboBox *m_distributionMode;
    ChartView *m_distribution;
    RunsPage *m_runs;
    ChartView *m_serviceDemand;
    QLabel *m_serviceDemandNote;
    QWidget *m_sweepPage;
    QComboBox *m_sweepMetricChooser;
    ChartView *m_sweep;
    QLabel *m_cliffs;
    SettingsDiffModel *m_settings;
    QCheckBox *m_onlyDifferences;
    QLabel *m_hostChecks;
};

} // namespace Tunebench
