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

} // namespace

ImportComparison ImportComparison::of(const ImportPreview &preview, double warmupSeconds)
{
    ImportComparison comparison;
    for (const ImportSource &source : preview.sources)
        if (source.kind == ImportSource::Kind::NetperfText && comparison.units.isEmpty())
            comparison.units = source.units;
    QList<QList<double>> all;
    for (const ImportArm &arm : preview.arms) {
        ImportArmFigures figures;
        figures.label = arm.label;
        for (const ImportRunRef &ref : arm.runs)
            if (const auto rate = rateOf(preview.sources.at(ref.source), ref.test, warmupSeconds))
                figures.rates << *rate;
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
        out << line;
    }
    for (qsizetype b = 0; b < vsFirst.size(); ++b) {
        if (vsFirst.at(b))
            //: an arm of an import against the first: "adaptive-rx on vs adaptive-rx off: no difference (…)"
            out << tr("%1 vs %2: %3").arg(arms.at(b + 1).label, arms.constFirst().label, vsFirst.at(b)->sentence);
        else
            out << tr("%1 cannot be compared with %2: one of them has no run with a rate.")
                       .arg(arms.at(b + 1).label, arms.constFirst().label);
    }
    return out;
}

} // namespace Tunebench
