// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"
#include "report/chartspec.h"

#include <QCoreApplication>

namespace Tunebench {

struct ReportModel;

/**
 * Every results chart, as a description, from the analysis: the results view draws these and
 * reports draw the same ones, so a change here reaches both. The runs' distribution (strip or box
 * plot, flagged runs marked), service demand with confidence intervals, a metric against the
 * swept parameter (MSS markers, cliffs), one run's interim series, and for reports the interim
 * rates of every run side by side per arm.
 *
 * Where the view shows one sweep point at a time, a report shows them all: @p point is an index
 * into ExperimentDetails::points, or AllPoints. Estimates with intervals are the medians with
 * their 95% confidence interval, or the means with their t-interval where an arm has too few runs
 * for the median's, as in the verdicts and the report's tables; the chart's note says which.
 */
class ChartPlanner
{
    Q_DECLARE_TR_FUNCTIONS(ChartPlanner)
public:
    static constexpr int AllPoints = -1;

    enum class DistributionStyle
    {
        Strip, ///< the runs, and the median with its CI beside them
        Box, ///< the runs over a box of their quartiles
    };

    /// The charts of a report; charts without data are left out.
    [[nodiscard]] static QList<ChartSpec> plan(const ReportModel &model);

    [[nodiscard]] static ChartSpec distribution(
        const ExperimentDetails &details, const QString &metricId, int point, DistributionStyle style);
    /// netperf's and the live service demand, local and remote, of each arm.
    [[nodiscard]] static ChartSpec serviceDemand(const ExperimentDetails &details, int point);
    /// @p metricId against the swept parameter, one line per arm; for the rate, the cliffs found.
    [[nodiscard]] static ChartSpec sweep(const ExperimentDetails &details, const QString &metricId);
    /// One run's interim values, its warm-up shaded.
    [[nodiscard]] static ChartSpec runSeries(const RunTrace &trace, const QString &rateUnit);
    /// Reports: the interim rates of every run, a panel per arm.
    [[nodiscard]] static ChartSpec rateTimeSeries(const ReportModel &model);
    /// Reports: the busy time of each CPU of the @p role ("client", "server") host as a heatmap,
    /// a panel per arm, each the arm's median run with per-CPU samples; the bound CPU named.
    [[nodiscard]] static ChartSpec cpuHeatmap(const ReportModel &model, const QString &role);

    /// The unit of the rate ("Trans/s", "10^6bits/s") from the experiment's test.
    [[nodiscard]] static QString rateUnit(const ExperimentDetails &details);
    /// "Transaction rate (Trans/s)": the value axis of @p metricId.
    [[nodiscard]] static ChartAxis metricAxis(const ExperimentDetails &details, const QString &metricId);
    /// A logarithmic axis suits positive values spanning two decades or more.
    [[nodiscard]] static bool suitsLogarithmicAxis(const QList<double> &values);
};

} // namespace Tunebench
