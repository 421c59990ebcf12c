// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chartplanner.h"

#include "report/reportmodel.h"
#include "stats/descriptive.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <limits>

namespace Tunebench {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString axisTitle(const QString &label, const QString &unit)
{
    if (unit.isEmpty())
        return label;
    //: axis label: quantity (unit), e.g. "Transaction rate (Trans/s)"
    return ChartPlanner::tr("%1 (%2)").arg(label, unit);
}

// A file-name part for a metric id: "service_demand.local" -> "service-demand-local".
QString slug(QString id)
{
    return id.replace(QLatin1Char('_'), QLatin1Char('-')).replace(QLatin1Char('.'), QLatin1Char('-'));
}

// What charts draw for an arm: the median with its CI, or, with too few runs for a median CI
// (fewer than six at 95%), the mean with its t-interval.
struct Estimate
{
    double value = kNaN;
    double low = kNaN;
    double high = kNaN;
    bool median = true;
};

Estimate estimate(const Stats::ArmSummary &summary)
{
    if (summary.n == 0)
        return {};
    if (summary.medianCi.isValid())
        return {summary.median, summary.medianCi.low, summary.medianCi.high, true};
    if (summary.meanCi.isValid())
        return {summary.mean, summary.meanCi.low, summary.meanCi.high, false};
    return {summary.median, kNaN, kNaN, true};
}

void addEstimate(ChartSeries &series, double x, const Estimate &e)
{
    series.x << x;
    series.y << e.value;
    series.low << e.low;
    series.high << e.high;
}

QString estimateNote(bool means)
{
    return means ? ChartPlanner::tr("Points are medians with their 95% confidence interval, or means with their "
                                    "t-interval where an arm has too few runs for an interval of the median.")
                 : ChartPlanner::tr("Points are medians with their 95% confidence interval.");
}

// The sweep points a chart shows: one, or all of them.
QList<int> selectedPoints(const ExperimentDetails &details, int point)
{
    QList<int> points;
    for (int p = 0; p < int(details.points.size()); ++p)
        if (point == ChartPlanner::AllPoints || p == point)
            points << p;
    return points;
}

QString sweepAxisTitle(const ExperimentDetails &details)
{
    return details.sweep ? axisTitle(capitalized(details.sweep->label), details.sweep->unit) : QString();
}

// Categories of a chart over several sweep points: the swept values.
QStringList pointCategories(const ExperimentDetails &details, const QList<int> &points)
{
    QStringList categories;
    for (int p : points) {
        const std::optional<double> value = details.points.at(p).sweepValue;
        categories << (value ? QString::number(*value) : QString());
    }
    return categories;
}

// Where the @p index-th of @p count series sits in a category @p width wide.
double sideBySide(int index, int count, double width)
{
    return count > 1 ? (double(index) - double(count - 1) / 2.0) * width / double(count) : 0.0;
}

// A low-discrepancy sideways offset in [-width/2, width/2): neighbours in run order land apart.
double jitter(int index, double width)
{
    const double golden = 0.6180339887498949;
    return (std::fmod(index * golden, 1.0) - 0.5) * width;
}

bool hasPoints(const ChartSpec &chart)
{
    for (const ChartSeries &series : chart.series)
        for (double y : series.y)
            if (std::isfinite(y))
                return true;
    return false;
}

struct ArmPlace
{
    int arm = 0;
    double centre = 0; ///< x of the arm's category slot
    double scale = 1; ///< the slot's width as a share of a category's
    QString legend; ///< the arm's name where the categories do not name it; else empty
};

// A box over the quartiles of @p values with Tukey's whiskers: the runs within 1.5 IQR of it.
ChartSeries boxOf(QList<double> values, const ArmPlace &place)
{
    std::sort(values.begin(), values.end());
    const double q1 = Stats::Descriptive::quantileOfSorted(values, 0.25);
    const double q3 = Stats::Descriptive::quantileOfSorted(values, 0.75);
    const double reach = 1.5 * (q3 - q1);
    ChartSeries series;
    series.style = ChartSeries::Style::Boxes;
    series.color = place.arm;
    series.width = 0.5 * place.scale;
    series.x << place.centre;
    series.y << Stats::Descriptive::quantileOfSorted(values, 0.5);
    series.lowerQuartile << q1;
    series.upperQuartile << q3;
    series.low << *std::find_if(values.cbegin(), values.cend(), [&](double v) { return v >= q1 - reach; });
    series.high << *std::find_if(values.crbegin(), values.crend(), [&](double v) { return v <= q3 + reach; });
    return series;
}

// One arm's runs in one point: a box (Box style) or the median with its CI (Strip style), and the
// runs as points, those a stability check flagged as hollow triangles.
void addArmDistribution(ChartSpec &chart, const ExperimentDetails &details, const ArmPoint &arm,
    const QString &metricId, const ArmPlace &place, ChartPlanner::DistributionStyle style)
{
    const QList<double> values = arm.values.value(metricId);
    if (values.isEmpty())
        return;
    const QList<qint64> ids = arm.runIds.value(metricId);
    const bool box = style == ChartPlanner::DistributionStyle::Box;
    if (box)
        chart.series << boxOf(values, place);
    ChartSeries plain, flagged;
    plain.style = flagged.style = ChartSeries::Style::Points;
    plain.color = flagged.color = place.arm;
    plain.name = place.legend;
    plain.marker = ChartSeries::Marker::Disc;
    plain.markerSize = 6;
    flagged.marker = ChartSeries::Marker::Triangle;
    flagged.markerSize = 10;
    const double pointsAt = place.centre + (box ? 0.0 : -0.08 * place.scale);
    for (qsizetype i = 0; i < values.size(); ++i) {
        const RunDetail *run = details.run(ids.value(i));
        ChartSeries &series = run && !run->flags().isEmpty() ? flagged : plain;
        series.x << pointsAt + jitter(int(i), 0.3 * place.scale);
        series.y << values.at(i);
        series.ids << ids.value(i);
        series.labels << (run ? ChartPlanner::tr("%1, run %2").arg(arm.label).arg(run->index + 1) : arm.label);
    }
    for (const ChartSeries *series : {&plain, &flagged})
        if (!series->x.isEmpty())
            chart.series << *series;
    if (!box && arm.summaries.contains(metricId)) {
        const Stats::ArmSummary summary = arm.summaries.value(metricId);
        ChartSeries median;
        median.style = ChartSeries::Style::Points;
        median.marker = ChartSeries::Marker::Diamond;
        median.markerSize = 9;
        median.color = place.arm;
        const bool ci = summary.medianCi.isValid();
        addEstimate(median, place.centre + 0.28 * place.scale,
            {summary.median, ci ? summary.medianCi.low : kNaN, ci ? summary.medianCi.high : kNaN, true});
        median.labels << ChartPlanner::tr("%1, median").arg(arm.label);
        chart.series << median;
    }
}

struct ServiceDemandSource
{
    QString id;
    QString name;
};

QList<ServiceDemandSource> serviceDemandSources(const ExperimentDetails &details, const QList<int> &points)
{
    const QList<ServiceDemandSource> all {
        {QStringLiteral("service_demand.local"), ChartPlanner::tr("netperf, local")},
        {QStringLiteral("service_demand.remote"), ChartPlanner::tr("netperf, remote")},
        {QStringLiteral("live_service_demand.local"), ChartPlanner::tr("live, local")},
        {QStringLiteral("live_service_demand.remote"), ChartPlanner::tr("live, remote")},
    };
    QList<ServiceDemandSource> present;
    for (const ServiceDemandSource &source : all) {
        bool found = false;
        for (int p : points)
            for (const ArmPoint &arm : details.points.at(p).arms)
                found = found || arm.summaries.contains(source.id);
        if (found)
            present << source;
    }
    return present;
}

// The service demand of one arm: per source (one point) or per point in one source's panel.
struct DemandPlace
{
    const QList<int> &points;
    const QList<ServiceDemandSource> &sources;
    bool several = false;
    int source = 0; ///< the panel's, with several points
    int arm = 0;
};

ChartSeries demandSeries(const ExperimentDetails &details, qsizetype categories, const DemandPlace &place, bool &means)
{
    const int arms = int(details.arms.size());
    ChartSeries series;
    series.name = place.source == 0 ? details.arms.at(place.arm) : QString();
    series.style = ChartSeries::Style::Points;
    series.marker = ChartSeries::Marker::Disc;
    series.markerSize = place.several ? 6 : 8;
    series.color = place.arm;
    series.panel = place.source;
    for (qsizetype c = 0; c < categories; ++c) {
        const int p = place.several ? place.points.at(c) : place.points.constFirst();
        const QString &id = place.sources.at(place.several ? place.source : c).id;
        const QList<ArmPoint> &inPoint = details.points.at(p).arms;
        const bool present = place.arm < inPoint.size() && inPoint.at(place.arm).summaries.contains(id);
        const Estimate e = present ? estimate(inPoint.at(place.arm).summaries.value(id)) : Estimate {};
        addEstimate(series, double(c + 1) + sideBySide(place.arm, arms, 0.7), e);
        series.labels << (place.several
                ? details.arms.at(place.arm) + QStringLiteral(", ") + place.sources.at(place.source).name
                : details.arms.at(place.arm));
        means = means || (present && !e.median);
    }
    return series;
}

// Dashed lines at the multiples of the path MSS a packet_byte sweep measured.
void addMssMarkers(ChartSpec &chart, const SweepAxis &axis)
{
    if (!axis.mss || *axis.mss <= 0 || axis.values.isEmpty())
        return;
    const double largest = *std::max_element(axis.values.cbegin(), axis.values.cend());
    for (int k = 1; double(k) * *axis.mss <= largest; ++k)
        chart.markers << ChartMarker {double(k) * *axis.mss,
            k == 1 ? QStringLiteral("MSS") : QString::number(k) + QChar(0x00B7) + QStringLiteral("MSS")};
}

// A band per drop, with one caption for every arm that falls there (both arms falling at 3·MSS+1
// is one drop, not two labels over each other), its arrow at the first such arm's value after it.
void addCliffs(ChartSpec &chart, const ExperimentDetails &details)
{
    QList<ChartBand> bands;
    for (const SweepCliff &cliff : details.cliffs) {
        const qsizetype arm = details.arms.indexOf(cliff.arm);
        double value = kNaN;
        for (qsizetype i = 0; arm >= 0 && i < chart.series.at(arm).x.size(); ++i)
            if (chart.series.at(arm).x.at(i) == cliff.to)
                value = chart.series.at(arm).y.at(i);
        auto same = std::find_if(bands.begin(), bands.end(), [&cliff](const ChartBand &b) { return b.from == cliff.from && b.to == cliff.to; });
        if (same != bands.end()) {
            same->caption += QLatin1Char('\n') + cliff.sentence;
            continue;
        }
        bands << ChartBand {ChartBand::Kind::Warning, cliff.from, cliff.to, cliff.sentence,
                            ChartPlanner::tr("Marked because the 95% intervals of the points on either side do not "
                                             "overlap: the fall is larger than the run-to-run spread."),
                            value};
    }
    chart.bands << bands;
}

} // namespace

QString ChartPlanner::rateUnit(const ExperimentDetails &details)
{
    const QJsonObject test
        = QJsonDocument::fromJson(details.experiment.spec).object().value(QLatin1String("test")).toObject();
    const QString units = test.value(QLatin1String("units")).toString();
    if (!units.isEmpty())
        return units;
    const QString type = test.value(QLatin1String("type")).toString();
    return type.endsWith(QLatin1String("STREAM")) || type.endsWith(QLatin1String("MAERTS"))
        ? QStringLiteral("10^6bits/s")
        : QStringLiteral("Trans/s");
}

ChartAxis ChartPlanner::metricAxis(const ExperimentDetails &details, const QString &metricId)
{
    const Stats::Metric metric = resultMetric(metricId);
    ChartAxis axis;
    axis.unit = metric.kind == Stats::MetricKind::Rate ? rateUnit(details) : metric.unit;
    axis.title = axisTitle(capitalized(metric.label), axis.unit);
    return axis;
}

bool ChartPlanner::suitsLogarithmicAxis(const QList<double> &values)
{
    if (values.isEmpty() || std::any_of(values.cbegin(), values.cend(), [](double v) { return !(v > 0); }))
        return false;
    const auto [low, high] = std::minmax_element(values.cbegin(), values.cend());
    return *high / *low >= 100;
}

QList<ChartSpec> ChartPlanner::plan(const ReportModel &model)
{
    const ExperimentDetails &details = model.details;
    QList<ChartSpec> candidates {rateTimeSeries(model),
        distribution(details, QStringLiteral("rate"), AllPoints, DistributionStyle::Box),
        serviceDemand(details, AllPoints)};
    if (model.hasSweep()) {
        candidates << sweep(details, QStringLiteral("rate"));
        // netperf's local service demand, else Tunebench's live one; one file name for either.
        const bool netperf = details.metricIds().contains(QStringLiteral("service_demand.local"));
        ChartSpec demand = sweep(
            details, netperf ? QStringLiteral("service_demand.local") : QStringLiteral("live_service_demand.local"));
        demand.id = QStringLiteral("sweep-service-demand");
        candidates << demand;
    }
    candidates << cpuHeatmap(model, QStringLiteral("client")) << cpuHeatmap(model, QStringLiteral("server"));
    QList<ChartSpec> charts;
    for (const ChartSpec &chart : std::as_const(candidates))
        if (hasPoints(chart))
            charts << chart;
    return charts;
}

ChartSpec ChartPlanner::distribution(
    const ExperimentDetails &details, const QString &metricId, int point, DistributionStyle style)
{
    ChartSpec chart;
    chart.id = metricId == QLatin1String("rate") ? QStringLiteral("rate-distribution")
                                                 : slug(metricId) + QStringLiteral("-distribution");
    const QString metric = capitalized(resultMetric(metricId).label);
    const bool box = style == DistributionStyle::Box;
    chart.title = box ? tr("%1 of each run after warm-up: quartiles and runs").arg(metric)
                      : tr("%1 of each run after warm-up, with the median and its 95% CI").arg(metric);
    chart.note = box ? tr("Boxes span the quartiles of the runs, whiskers reach the runs within 1.5 box heights of "
                          "them; hollow triangles are runs a stability check flagged.")
                     : tr("Each point is one run; hollow triangles are runs a stability check flagged. The diamond "
                          "and bar beside each arm are the median and its 95% confidence interval.");
    chart.y = metricAxis(details, metricId);
    const QList<int> points = selectedPoints(details, point);
    const bool several = points.size() > 1;
    if (several) {
        chart.x.title = sweepAxisTitle(details);
        chart.x.categories = pointCategories(details, points);
    } else if (!points.isEmpty()) {
        for (const ArmPoint &arm : details.points.at(points.first()).arms)
            chart.x.categories << arm.label;
    }
    QSet<int> named;
    for (qsizetype c = 0; c < points.size(); ++c) {
        const QList<ArmPoint> &arms = details.points.at(points.at(c)).arms;
        for (int a = 0; a < int(arms.size()); ++a) {
            ArmPlace place {a, several ? double(c + 1) + sideBySide(a, int(arms.size()), 0.8) : double(a + 1),
                several ? 1.0 / double(arms.size()) : 1.0, QString()};
            if (several && !named.contains(a) && !arms.at(a).values.value(metricId).isEmpty()) {
                named.insert(a);
                place.legend = arms.at(a).label;
            }
            addArmDistribution(chart, details, arms.at(a), metricId, place, style);
        }
    }
    return chart;
}

ChartSpec ChartPlanner::serviceDemand(const ExperimentDetails &details, int point)
{
    ChartSpec chart;
    chart.id = QStringLiteral("service-demand");
    chart.title = tr("Service demand per arm with 95% confidence intervals");
    chart.y.unit = QStringLiteral("us/Tr");
    chart.y.title = axisTitle(tr("Service demand"), chart.y.unit);
    chart.y.fromZero = true;
    const QList<int> points = selectedPoints(details, point);
    const QList<ServiceDemandSource> sources = serviceDemandSources(details, points);
    if (sources.isEmpty())
        return chart;
    // One point: a category per source. Several: a panel per source and a category per point.
    const bool several = points.size() > 1;
    if (several) {
        chart.x.title = sweepAxisTitle(details);
        chart.x.categories = pointCategories(details, points);
        for (const ServiceDemandSource &source : sources)
            chart.panels << source.name;
        // Two panels in a row leave room for a category per point.
        chart.panelColumns = 2;
        chart.size.setHeight(chart.size.height() * int((sources.size() + 1) / 2) * 4 / 5);
    } else {
        for (const ServiceDemandSource &source : sources)
            chart.x.categories << source.name;
    }
    bool means = false;
    for (int s = 0; s < int(several ? sources.size() : 1); ++s)
        for (int a = 0; a < int(details.arms.size()); ++a)
            chart.series << demandSeries(details, chart.x.categories.size(), {points, sources, several, s, a}, means);
    chart.note = estimateNote(means);
    return chart;
}

ChartSpec ChartPlanner::sweep(const ExperimentDetails &details, const QString &metricId)
{
    ChartSpec chart;
    if (!details.sweep)
        return chart;
    const SweepAxis &axis = *details.sweep;
    chart.id = QStringLiteral("sweep-") + slug(metricId);
    const QString metric = capitalized(resultMetric(metricId).label);
    chart.title = tr("%1 against %2 per arm with 95% confidence intervals").arg(metric, axis.label);
    chart.x.title = sweepAxisTitle(details);
    chart.x.unit = axis.unit;
    if (suitsLogarithmicAxis(axis.values)) {
        // Base 2: sizes from 1 byte to several MSS spread evenly, labelled at powers of two.
        chart.x.scale = ChartAxis::Scale::Logarithmic;
        chart.x.logBase = 2;
    }
    chart.y = metricAxis(details, metricId);
    chart.y.fromZero = true;
    bool means = false;
    for (qsizetype a = 0; a < details.arms.size(); ++a) {
        ChartSeries line;
        line.name = details.arms.at(a);
        line.marker = ChartSeries::Marker::Disc;
        line.markerSize = 6;
        line.lineWidth = 2;
        line.color = int(a);
        for (const PointDetail &p : details.points) {
            if (!p.sweepValue || a >= p.arms.size() || !p.arms.at(a).summaries.contains(metricId))
                continue;
            const Estimate e = estimate(p.arms.at(a).summaries.value(metricId));
            addEstimate(line, *p.sweepValue, e);
            means = means || !e.median;
        }
        chart.series << line;
    }
    addMssMarkers(chart, axis);
    if (metricId == QLatin1String("rate"))
        addCliffs(chart, details);
    chart.note = estimateNote(means);
    return chart;
}

ChartSpec ChartPlanner::runSeries(const RunTrace &trace, const QString &rateUnit)
{
    ChartSpec chart;
    chart.id = QStringLiteral("run-series");
    chart.title = tr("Interim rate of run %1 (%2, repetition %3)")
                      .arg(QString::number(trace.index + 1), trace.arm, QString::number(trace.repetition + 1));
    chart.x.title = tr("seconds since the run started");
    chart.x.unit = QStringLiteral("s");
    chart.x.fromZero = true;
    chart.y.unit = rateUnit;
    chart.y.title = axisTitle(tr("Interim rate"), rateUnit);
    chart.y.fromZero = true;
    chart.emptyText = tr("No interim results for this run");
    ChartSeries series;
    series.style = ChartSeries::Style::Steps;
    series.marker = ChartSeries::Marker::Disc;
    series.markerSize = 5;
    series.lineWidth = 1.5;
    const double start = trace.interim.isEmpty() ? 0 : trace.interim.first().endTime - trace.interim.first().interval;
    for (const InterimSampleRow &row : trace.interim) {
        series.x << row.endTime - start;
        series.y << row.value;
    }
    chart.series << series;
    if (trace.warmupSeconds > 0 && !trace.interim.isEmpty()) {
        chart.bands << ChartBand {ChartBand::Kind::Shade, 0, trace.warmupSeconds};
        chart.markers << ChartMarker {trace.warmupSeconds, tr("warm-up ends")};
    }
    return chart;
}

ChartSpec ChartPlanner::rateTimeSeries(const ReportModel &model)
{
    ChartSpec chart;
    chart.id = QStringLiteral("rate-timeseries");
    chart.title = tr("Interim rate of every run, per arm");
    chart.x.title = tr("seconds since the run started");
    chart.x.unit = QStringLiteral("s");
    chart.x.fromZero = true;
    chart.y.unit = model.rateUnit;
    chart.y.title = axisTitle(tr("Interim rate"), model.rateUnit);
    chart.y.fromZero = true;
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
        series.marker = ChartSeries::Marker::None;
        series.lineWidth = 1.4;
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
    if (model.details.warmupSeconds > 0 && !chart.series.isEmpty()) {
        chart.bands << ChartBand {ChartBand::Kind::Shade, 0, model.details.warmupSeconds};
        chart.markers << ChartMarker {model.details.warmupSeconds, tr("warm-up ends")};
    }
    return chart;
}

} // namespace Tunebench
