// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/importcomparison.h"

#include "report/reportimporter.h"
#include "stats/numberformat.h"
#include "stats/runsummary.h"

#include <cmath>

namespace Tunebench {

namespace {

std::optional<double> rateOf(const ImportSource &source, int testIndex, double warmupSeconds)
{
    const NetperfOutput &output = source.netperf.output;
    const ParsedTest &test = output.tests.at(testIndex);
    Stats::RunInput input;
    for (int k = 0; k < test.sampleCount; ++k) {
        const InterimSample &sample = output.samples.at(test.firstSample + k);
        input.interim << Stats::IntervalSample{sample.rate, sample.interval, sample.endTime};
    }
    input.warmupSeconds = warmupSeconds;
    if (test.result)
        input.finalRate = test.result->measured(ResultField::Throughput);
    const auto summary = Stats::RunSummaries::summarize(input);
    std::optional<double> rate = summary && summary->rate.count > 0 ? std::optional<double>(summary->rate.mean)
                                                                     : input.finalRate;
    return rate && std::isfinite(*rate) ? rate : std::nullopt;
}

/// What the results view calls a metric: its label, capitalised.
QString metricTitle(const QString &id)
{
    QString title = resultMetric(id).label;
    if (!title.isEmpty())
        title[0] = title.at(0).toUpper();
    return title;
}

void addServiceDemand(ImportArmFigures &figures, RunDetail &run, const ParsedTest &test)
{
    if (!test.result)
        return;
    const auto local = test.result->measured(ResultField::LocalServiceDemand);
    const auto remote = test.result->measured(ResultField::RemoteServiceDemand);
    if (local && std::isfinite(*local)) {
        figures.localServiceDemand << *local;
        run.metrics.insert(QStringLiteral("service_demand.local"), *local);
    }
    if (remote && std::isfinite(*remote)) {
        figures.remoteServiceDemand << *remote;
        run.metrics.insert(QStringLiteral("service_demand.remote"), *remote);
    }
}

QString serviceDemandText(const ImportArmFigures &arm, const QString &units)
{
    const QString unit = units.startsWith(QLatin1String("Trans")) ? QStringLiteral("us/Tr") : QStringLiteral("us/KB");
    QStringList sides;
    if (!arm.localServiceDemand.isEmpty())
        sides << ImportComparison::tr("local %1").arg(Stats::NumberFormat::si(Stats::ArmSummaries::summarize(arm.localServiceDemand).median));
    if (!arm.remoteServiceDemand.isEmpty())
        sides << ImportComparison::tr("remote %1").arg(Stats::NumberFormat::si(Stats::ArmSummaries::summarize(arm.remoteServiceDemand).median));
    if (sides.isEmpty())
        return QString();
    //: after an arm's median rate: "…, service demand local 50.2, remote 49.8 us/Tr"
    return ImportComparison::tr(", service demand %1 %2").arg(sides.join(QStringLiteral(", ")), unit);
}

} // namespace

ImportComparison ImportComparison::of(const ImportPreview &preview, double warmupSeconds)
{
    ImportComparison comparison;
    for (const ImportSource &source : preview.sources)
        if (source.kind == ImportSource::Kind::NetperfText && comparison.units.isEmpty())
            comparison.units = source.units;
    QList<QList<double>> all;
    QList<RunDetail> runs;
    QStringList labels;
    for (const ImportArm &arm : preview.arms) {
        ImportArmFigures figures;
        figures.label = arm.label;
        labels << arm.label;
        for (const ImportRunRef &ref : arm.runs) {
            const auto rate = rateOf(preview.sources.at(ref.source), ref.test, warmupSeconds);
            if (!rate)
                continue;
            figures.rates << *rate;
            RunDetail run;
            run.armIndex = int(labels.size() - 1);
            run.status = QStringLiteral("completed");
            run.metrics.insert(QStringLiteral("rate"), *rate);
            addServiceDemand(figures, run, preview.sources.at(ref.source).netperf.output.tests.at(ref.test));
            runs << run;
        }
        if (!figures.rates.isEmpty())
            figures.rate = Stats::ArmSummaries::summarize(figures.rates);
        all << figures.rates;
        comparison.arms << figures;
    }
    const double spread = Stats::Comparisons::pooledSpread(all);
    for (qsizetype b = 1; b < comparison.arms.size(); ++b) {
        const ImportArmFigures &first = comparison.arms.constFirst();
        const ImportArmFigures &other = comparison.arms.at(b);
        Stats::CompareOptions options;
        options.metric = Stats::Metric::forId(QStringLiteral("rate"));
        options.nameA = first.label;
        options.nameB = other.label;
        options.knownSpread = spread;
        const auto compared = first.rates.isEmpty() || other.rates.isEmpty()
            ? Result<Stats::Comparison>(makeError(ErrorCode::InvalidArgument, QString()))
            : Stats::Comparisons::compare(first.rates, other.rates, options);
        comparison.vsFirst << (compared ? std::optional<Stats::Comparison>(compared.value()) : std::nullopt);
    }
    if (!labels.isEmpty()) {
        const QList<PointDetail> points = ExperimentDetailsLoader::buildPoints(runs, labels);
        if (!points.isEmpty())
            comparison.point = points.constFirst();
    }
    return comparison;
}

QStringList ImportComparison::lines() const
{
    QStringList out;
    for (const ImportArmFigures &arm : arms) {
        if (arm.rates.isEmpty()) {
            out << tr("%1: no run with a rate").arg(arm.label);
            continue;
        }
        QString line = tr("%1: %n run(s), median %2 %3", nullptr, int(arm.rates.size()))
                           .arg(arm.label, Stats::NumberFormat::si(arm.rate.median), units);
        if (arm.rate.medianCi.isValid())
            line += QStringLiteral(" ± ") + Stats::NumberFormat::percent(arm.rate.relativeCiHalfWidth());
        out << line + serviceDemandText(arm, units);
    }
    // The verdicts in the results view's words: the metric's title, then the sentence; with more
    // than two arms the title also says which arm is set against the first.
    for (const ArmVerdict &verdict : point.verdicts) {
        if (point.arms.size() > 2)
            //: a verdict of an import's preview: "Transaction rate (gro off vs gro on): …"
            out << tr("%1 (%2 vs %3): %4").arg(metricTitle(verdict.comparison.metric.id), verdict.b, verdict.a,
                                               verdict.comparison.sentence);
        else
            out << tr("%1: %2").arg(metricTitle(verdict.comparison.metric.id), verdict.comparison.sentence);
    }
    for (qsizetype b = 0; b < vsFirst.size(); ++b)
        if (!vsFirst.at(b))
            out << tr("%1 cannot be compared with %2: one of them has no run with a rate.")
                       .arg(arms.at(b + 1).label, arms.constFirst().label);
    return out;
}

} // namespace Tunebench
