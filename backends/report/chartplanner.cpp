// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chartplanner.h"

#include "report/reportmodel.h"
#include "stats/descriptive.h"

#include <QSet>

#include <cmath>
#include <limits>

namespace Tunebench {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Categories of the distribution and service-demand charts: arms, or arm and sweep value.
struct Category
{
    QString label;
    int arm = 0;
    const ArmPoint *values = nullptr;
};

QList<Category> categories(const ReportModel &model)
{
    QList<Category> out;
    for (const PointDetail &point : model.details.points) {
        for (qsizetype a = 0; a < point.arms.size(); ++a) {
            const QString label = point.sweepValue ? QStringLiteral("%1 @ %2").arg(point.arms.at(a).label).arg(*point.sweepValue)
                                                   : point.arms.at(a).label;
            out << Category{label, int(a), &point.arms.at(a)};
        }
    }
    return out;
}

// netperf prints -1 for service demand it did not measure; such values are no data.
QList<double> measured(const QList<double> &values)
{
    QList<double> out;
    for (double v : values)
        if (std::isfinite(v) && v >= 0)
            out << v;
    return out;
}

// The service demand of one side: netperf's own when recorded, else Tunebench's live estimate.
QList<double> serviceDemandValues(const ArmPoint &arm, const QString &side)
{
    const QList<double> netperf = measured(arm.values.value(QStringLiteral("service_demand.") + side));
    return netperf.isEmpty() ? measured(arm.values.value(QStringLiteral("live_service_demand.") + side)) : netperf;
}

void addMeanWithCi(ChartSeries &series, double x, const QList<double> &values)
{
    series.x << x;
    if (values.isEmpty()) {
        series.y << kNaN;
        series.low << kNaN;
        series.high << kNaN;
        return;
    }
    const double mean = Stats::Descriptive::mean(values);
    const Stats::ConfidenceInterval ci = Stats::Descriptive::meanConfidenceInterval(values, 0.95);
    series.y << mean;
    series.low << (ci.isValid() ? ci.low : mean);
    series.high << (ci.isValid() ? ci.high : mean);
}

} // namespace

QList<ChartSpec> ChartPlanner::plan(const ReportModel &model)
{
    QList<ChartSpec> charts;
    for (ChartSpec chart : {rateTimeSeries(model), rateDistribution(model), serviceDemand(model)})
        if (!chart.series.isEmpty())
            charts << chart;
    if (model.hasSweep()) {
        for (const QString &metric : {QStringLiteral("rate"), QStringLiteral("service_demand.local")}) {
            ChartSpec chart = sweep(model, metric);
            if (!chart.series.isEmpty())
                charts << chart;
        }
    }
    return charts;
}

ChartSpec ChartPlanner::rateTimeSeries(const ReportModel &model)
{
    ChartSpec chart;
    chart.id = QStringLiteral("rate-timeseries");
    chart.title = tr("Interim rate of every run, per arm");
    chart.xLabel = tr("seconds since the run started");
    chart.yLabel = model.rateUnit;
    for (const ArmRecord &arm : model.arms)
        chart.panels << arm.label;
    QList<double> sweepValues;
    if (model.details.sweep)
        sweepValues = model.details.sweep->values;
    QSet<int> inLegend;
    for (const ReportRun &run : model.runs) {
        if (run.interim.isEmpty() || run.detail.armIndex < 0)
            continue;
        ChartSeries series;
        series.panel = run.detail.armIndex;
        const qsizetype point = run.record.sweepValue ? sweepValues.indexOf(*run.record.sweepValue) : -1;
        series.color = point >= 0 ? int(point) : run.detail.armIndex;
        if (!inLegend.contains(series.color)) {
            inLegend.insert(series.color);
            series.name = point >= 0 ? model.pointLabel(model.details.points.value(point)) : run.detail.arm;
        }
        const InterimSampleRow &first = run.interim.constFirst();
        const double start = first.endTime - first.interval;
        for (const InterimSampleRow &row : run.interim) {
            series.x << row.endTime - start;
            series.y << row.value;
        }
        chart.series << series;
    }
    return chart;
}

ChartSpec ChartPlanner::rateDistribution(const ReportModel &model)
{
    ChartSpec chart;
    chart.id = QStringLiteral("rate-distribution");
    chart.title = tr("Rate of each run after warm-up: quartiles and runs");
    chart.yLabel = model.rateUnit;
    chart.yFromZero = false;
    const QList<Category> cats = categories(model);
    for (qsizetype c = 0; c < cats.size(); ++c) {
        chart.categories << cats.at(c).label;
        QList<double> values = cats.at(c).values->values.value(QStringLiteral("rate"));
        if (values.isEmpty())
            continue;
        const double x = double(c + 1);
        QList<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        ChartSeries box;
        box.style = ChartSeries::Style::Boxes;
        box.color = cats.at(c).arm;
        box.x << x;
        box.y << Stats::Descriptive::quantileOfSorted(sorted, 0.5);
        box.lowerQuartile << Stats::Descriptive::quantileOfSorted(sorted, 0.25);
        box.upperQuartile << Stats::Descriptive::quantileOfSorted(sorted, 0.75);
        box.low << sorted.constFirst();
        box.high << sorted.constLast();
        chart.series << box;
        ChartSeries points;
        points.style = ChartSeries::Style::Points;
        points.color = cats.at(c).arm;
        // A small deterministic spread keeps equal values apart.
        for (qsizetype i = 0; i < values.size(); ++i) {
            points.x << x + 0.3 * (double(i) / std::max<qsizetype>(1, values.size() - 1) - 0.5) * (values.size() > 1 ? 1 : 0);
            points.y << values.at(i);
        }
        chart.series << points;
    }
    return chart;
}

ChartSpec ChartPlanner::serviceDemand(const ReportModel &model)
{
    ChartSpec chart;
    chart.id = QStringLiteral("service-demand");
    chart.title = tr("Service demand per arm: mean and 95% CI");
    chart.yLabel = tr("us per transaction");
    ChartSeries local{tr("local (client)"), ChartSeries::Style::Bars, 0, 0, {}, {}, {}, {}, {}, {}};
    ChartSeries remote{tr("remote (server)"), ChartSeries::Style::Bars, 1, 0, {}, {}, {}, {}, {}, {}};
    bool any = false;
    const QList<Category> cats = categories(model);
    for (qsizetype c = 0; c < cats.size(); ++c) {
        chart.categories << cats.at(c).label;
        const QList<double> l = serviceDemandValues(*cats.at(c).values, QStringLiteral("local"));
        const QList<double> r = serviceDemandValues(*cats.at(c).values, QStringLiteral("remote"));
        any = any || !l.isEmpty() || !r.isEmpty();
        addMeanWithCi(local, double(c + 1), l);
        addMeanWithCi(remote, double(c + 1), r);
    }
    if (any)
        chart.series << local << remote;
    return chart;
}

ChartSpec ChartPlanner::sweep(const ReportModel &model, const QString &metricId)
{
    ChartSpec chart;
    const SweepAxis &axis = *model.details.sweep;
    const bool rate = metricId == QLatin1String("rate");
    chart.id = rate ? QStringLiteral("sweep-rate") : QStringLiteral("sweep-service-demand");
    chart.title = rate ? tr("Rate against %1 per arm: mean and 95% CI").arg(axis.label)
                       : tr("Local service demand against %1 per arm: mean and 95% CI").arg(axis.label);
    chart.xLabel = axis.unit.isEmpty() ? axis.label : QStringLiteral("%1 (%2)").arg(axis.label, axis.unit);
    chart.yLabel = rate ? model.rateUnit : tr("us per transaction");
    double low = std::numeric_limits<double>::max(), high = 0;
    for (double v : axis.values) {
        low = std::min(low, v);
        high = std::max(high, v);
    }
    chart.logX = low > 0 && high / low >= 50;
    bool any = false;
    for (qsizetype a = 0; a < model.arms.size(); ++a) {
        ChartSeries series{model.arms.at(a).label, ChartSeries::Style::Line, int(a), 0, {}, {}, {}, {}, {}, {}};
        for (const PointDetail &point : model.details.points) {
            if (!point.sweepValue || a >= point.arms.size())
                continue;
            const QList<double> values = rate ? point.arms.at(a).values.value(metricId)
                                              : serviceDemandValues(point.arms.at(a), QStringLiteral("local"));
            if (values.isEmpty())
                continue;
            any = true;
            addMeanWithCi(series, *point.sweepValue, values);
        }
        chart.series << series;
    }
    if (!any)
        chart.series.clear();
    return chart;
}

} // namespace Tunebench
