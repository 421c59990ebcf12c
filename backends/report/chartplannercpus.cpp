// SPDX-License-Identifier: GPL-3.0-or-later
// The report's per-CPU heatmaps: one run per arm, its host's CPUs over time.
#include "report/chartplanner.h"

#include "report/reportmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace Tunebench {

namespace {

// The completed runs of @p arm with per-CPU samples of @p role, at the sweep point @p point (-1:
// any), ordered by their rate.
QList<const ReportRun *> runsWithCpus(const ReportModel &model, int arm, int point, const QString &role)
{
    QList<const ReportRun *> runs;
    for (const ReportRun &run : model.runs) {
        if (run.detail.armIndex != arm || !run.detail.completed() || !run.detail.metrics.contains(QStringLiteral("rate")))
            continue;
        if (point >= 0 && run.detail.sweepPoint != point)
            continue;
        if (std::any_of(run.telemetry.cbegin(), run.telemetry.cend(),
                        [&role](const TelemetrySampleRow &row) { return row.role == role && !row.cpus.isEmpty(); }))
            runs << &run;
    }
    std::stable_sort(runs.begin(), runs.end(), [](const ReportRun *a, const ReportRun *b) {
        return a->detail.metrics.value(QStringLiteral("rate")) < b->detail.metrics.value(QStringLiteral("rate"));
    });
    return runs;
}

// The sweep point every arm's heatmap shows: the first where each arm has a run with per-CPU
// samples, so the panels compare like with like; -1 without a sweep (or when none has them all).
int commonPoint(const ReportModel &model, const QString &role)
{
    if (!model.hasSweep())
        return -1;
    for (int p = 0; p < int(model.details.points.size()); ++p) {
        bool all = !model.arms.isEmpty();
        for (int a = 0; all && a < int(model.arms.size()); ++a)
            all = !runsWithCpus(model, a, p, role).isEmpty();
        if (all)
            return p;
    }
    return -1;
}

// Seconds since the run's first interim interval began (else its first sample of @p role).
double runOrigin(const ReportRun &run, const QString &role)
{
    if (!run.interim.isEmpty())
        return run.interim.constFirst().endTime - run.interim.constFirst().interval;
    double origin = std::numeric_limits<double>::infinity();
    for (const TelemetrySampleRow &row : run.telemetry)
        if (row.role == role)
            origin = std::min(origin, row.start);
    return std::isfinite(origin) ? origin : 0.0;
}

} // namespace

ChartSpec ChartPlanner::cpuHeatmap(const ReportModel &model, const QString &role)
{
    const bool client = role == QLatin1String("client");
    ChartSpec chart;
    chart.id = client ? QStringLiteral("cpu-heatmap-client") : QStringLiteral("cpu-heatmap-server");
    QString host;
    for (const ReportHost &h : model.hosts)
        if (h.role == role)
            host = h.host;
    chart.title = client ? tr("Busy time of each CPU of the client %1, one run per arm").arg(host)
                         : tr("Busy time of each CPU of the server %1, one run per arm").arg(host);
    chart.x.title = tr("seconds since the run started");
    chart.x.unit = QStringLiteral("s");
    chart.x.fromZero = true;
    chart.y.title = tr("CPU");
    chart.colourScale = {tr("% busy"), 0, 100};
    const int point = commonPoint(model, role);

    int cpuCount = 0;
    std::optional<int> bound;
    QStringList chosen;
    for (int a = 0; a < int(model.arms.size()); ++a) {
        chart.panels << model.arms.at(a).label;
        const QList<const ReportRun *> runs = runsWithCpus(model, a, point, role);
        if (runs.isEmpty())
            continue;
        // The arm's median run (the lower of the middle two): the arm as it typically ran.
        const ReportRun &run = *runs.at((runs.size() - 1) / 2);
        //: which run a heatmap panel shows: arm, the run's number in the experiment, runs it was chosen from
        chosen << tr("%1: run %2, of %n run(s) with CPU samples", nullptr, int(runs.size()))
                      .arg(model.arms.at(a).label)
                      .arg(run.detail.index + 1);
        ChartSeries series;
        series.style = ChartSeries::Style::Cells;
        series.panel = a;
        series.name = model.arms.at(a).label;
        const double origin = runOrigin(run, role);
        QList<double> widths;
        for (const TelemetrySampleRow &row : run.telemetry) {
            if (row.role != role)
                continue;
            widths << row.end - row.start;
            if (row.boundCpu)
                bound = row.boundCpu;
            for (const TelemetryCpuRow &cpu : row.cpus) {
                cpuCount = std::max(cpuCount, cpu.cpu + 1);
                series.x << (row.start + row.end) / 2.0 - origin;
                series.y << double(cpu.cpu); // turned into rows below, when the CPU count is known
                series.z << std::clamp(100.0 - cpu.idle, 0.0, 100.0);
                series.ids << run.record.id;
            }
        }
        std::sort(widths.begin(), widths.end());
        series.width = widths.isEmpty() ? 0 : widths.at(widths.size() / 2);
        chart.series << series;
    }
    // CPU 0 on top, as top(1) and the live heatmap list them: row n - cpu of n.
    for (ChartSeries &series : chart.series)
        for (double &y : series.y)
            y = double(cpuCount) - y;
    for (int row = 1; row <= cpuCount; ++row) {
        const int cpu = cpuCount - row;
        chart.y.categories << (bound == cpu ? tr("%1 (bound)").arg(cpu) : QString::number(cpu));
    }
    chart.size.setHeight(std::clamp(140 + 18 * cpuCount, 330, 900));
    if (model.details.warmupSeconds > 0 && !chart.series.isEmpty())
        chart.bands << ChartBand {ChartBand::Kind::Shade, 0, model.details.warmupSeconds};
    const QString colour = tr("Colour is the share of each sample interval the CPU was not idle (user, system, irq "
                              "and softirq).");
    chart.note = point >= 0 ? tr("Each panel shows the run of its arm with the arm's median rate at %1 (%2). %3")
                                  .arg(model.pointLabel(model.details.points.at(point)), chosen.join(QStringLiteral("; ")), colour)
                            : tr("Each panel shows the run of its arm with the arm's median rate (%1). %2")
                                  .arg(chosen.join(QStringLiteral("; ")), colour);
    return chart;
}

} // namespace Tunebench
