// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/trendchart.h"

#include "experiment/experimentdetails.h"
#include "stats/numberformat.h"

#include <QHash>
#include <QLocale>

#include <cmath>
#include <limits>

namespace Tunebench {

namespace {

QString valueUnit(const TrendSeries &series, const Stats::Metric &metric)
{
    if (metric.kind != Stats::MetricKind::Rate)
        return metric.unit;
    const QString &type = series.query.testType;
    return type.endsWith(QLatin1String("STREAM")) || type.endsWith(QLatin1String("MAERTS"))
        ? QStringLiteral("10^6bits/s")
        : QStringLiteral("Trans/s");
}

} // namespace

QString TrendChart::changeLabel(const TrendChange &change)
{
    const QString size = Stats::NumberFormat::percent(change.relativeChange, 1, true);
    const QString changed = change.describeSnapshots();
    if (!change.snapshotsCompared)
        //: a change point's marker: "-8.3%: no host snapshots to compare"
        return tr("%1: no host snapshots to compare").arg(size);
    if (changed.isEmpty())
        //: a change point's marker: "-8.3%: the hosts show no change"
        return tr("%1: the hosts show no change").arg(size);
    //: a change point's marker: "-8.3%: server kernel 6.1.0-18 → 6.1.0-21"
    return tr("%1: %2").arg(size, changed);
}

ChartSpec TrendChart::spec(const TrendSeries &series)
{
    ChartSpec chart;
    chart.id = QStringLiteral("trend");
    const Stats::Metric metric = resultMetric(series.query.metric);
    //: chart title: "TCP_RR transaction rate, client -> server"
    chart.title = tr("%1 %2, %3 → %4")
                      .arg(series.query.testType, metric.label, series.query.clientHost, series.query.serverHost);
    chart.note = tr("Each experiment's arm medians with their 95% confidence intervals, oldest first; a dashed "
                    "line marks a change point and what the host snapshots say changed there.");
    chart.emptyText = tr("No experiment of this pair measured %1.").arg(series.query.metric);
    chart.y.unit = valueUnit(series, metric);
    QString label = metric.label;
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    chart.y.title = chart.y.unit.isEmpty() ? label : tr("%1 (%2)").arg(label, chart.y.unit);
    chart.x.title = tr("Experiment, oldest first");

    // One position per experiment (1, 2, ...), in the series' order.
    QHash<qint64, int> position;
    for (const TrendPoint &point : series.points) {
        if (position.contains(point.experimentId))
            continue;
        position.insert(point.experimentId, int(position.size()) + 1);
        chart.x.categories << QStringLiteral("#%1").arg(point.experimentId);
    }
    QStringList arms;
    for (const TrendPoint &point : series.points)
        if (!arms.contains(point.arm))
            arms << point.arm;
    const double none = std::numeric_limits<double>::quiet_NaN();
    for (qsizetype a = 0; a < arms.size(); ++a) {
        ChartSeries line;
        line.name = arms.at(a);
        line.style = ChartSeries::Style::Points;
        line.color = int(a);
        for (const TrendPoint &point : series.points) {
            if (point.arm != arms.at(a))
                continue;
            line.x << position.value(point.experimentId);
            line.y << point.median;
            const bool interval = point.ciLow < point.ciHigh;
            line.low << (interval ? point.ciLow : none);
            line.high << (interval ? point.ciHigh : none);
            line.ids << point.experimentId;
            //: a point of the trend: "#12 nightly 12 (2026-09-12 02:00), A: 9.795k (7 runs)"
            line.labels << tr("#%1 %2 (%3), %4: %5 (%n run(s))", nullptr, point.runs)
                               .arg(QString::number(point.experimentId), point.experimentName,
                                   QLocale().toString(point.at.toLocalTime(), QLocale::ShortFormat), point.arm,
                                   Stats::NumberFormat::si(point.median));
        }
        chart.series << line;
    }
    for (const TrendChange &change : series.changes) {
        const int before = position.value(change.experimentBefore), after = position.value(change.experimentAfter);
        if (before > 0 && after > 0)
            chart.markers << ChartMarker {(before + after) / 2.0, changeLabel(change)};
    }
    return chart;
}

} // namespace Tunebench
