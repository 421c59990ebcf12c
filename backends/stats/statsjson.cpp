// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statsjson.h"

#include <QJsonArray>

#include <cmath>

namespace Tunebench::Stats::Json {

namespace {

QJsonValue number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalInt(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue interval(const ConfidenceInterval &ci)
{
    if (!ci.isValid())
        return QJsonValue::Null;
    return QJsonObject {{QStringLiteral("low"), number(ci.low)}, {QStringLiteral("high"), number(ci.high)},
        {QStringLiteral("level"), number(ci.level)}};
}

QJsonObject weighted(const WeightedSummary &s)
{
    return {{QStringLiteral("intervals"), s.count}, {QStringLiteral("seconds"), number(s.totalWeight)},
        {QStringLiteral("mean"), number(s.mean)}, {QStringLiteral("median"), number(s.median)},
        {QStringLiteral("stddev"), number(s.stddev)}, {QStringLiteral("cv"), number(s.cv)},
        {QStringLiteral("min"), number(s.min)}, {QStringLiteral("max"), number(s.max)}};
}

QJsonObject sampleSize(const SampleSizeEstimate &e)
{
    return {{QStringLiteral("relativeDifference"), number(e.relativeDifference)},
        {QStringLiteral("spread"), number(e.spread)}, {QStringLiteral("alpha"), number(e.alpha)},
        {QStringLiteral("power"), number(e.power)}, {QStringLiteral("runsPerArmTTest"), optionalInt(e.runsPerArmTTest)},
        {QStringLiteral("runsPerArmMannWhitney"), optionalInt(e.runsPerArmRankTest)}};
}

QJsonObject metric(const Metric &m)
{
    return {{QStringLiteral("id"), m.id}, {QStringLiteral("label"), m.label}, {QStringLiteral("unit"), m.unit},
        {QStringLiteral("direction"), directionName(m.direction)}};
}

QJsonObject tests(const Comparison &c)
{
    return {{QStringLiteral("mannWhitney"),
                QJsonObject {{QStringLiteral("uA"), number(c.mannWhitney.uA)},
                    {QStringLiteral("uB"), number(c.mannWhitney.uB)}, {QStringLiteral("p"), number(c.mannWhitney.p)},
                    {QStringLiteral("z"), number(c.mannWhitney.z)}, {QStringLiteral("exact"), c.mannWhitney.exact},
                    {QStringLiteral("ties"), c.mannWhitney.ties}}},
        {QStringLiteral("welch"),
            c.welch.valid ? QJsonValue(QJsonObject {{QStringLiteral("t"), number(c.welch.t)},
                {QStringLiteral("df"), number(c.welch.df)}, {QStringLiteral("p"), number(c.welch.p)},
                {QStringLiteral("meanDifference"), number(c.welch.meanDifference)},
                {QStringLiteral("ci"), interval(c.welch.ci)}})
                          : QJsonValue(QJsonValue::Null)}};
}

} // namespace

QJsonObject toJson(const ArmSummary &arm)
{
    return {{QStringLiteral("n"), arm.n}, {QStringLiteral("median"), number(arm.median)},
        {QStringLiteral("medianCi"), interval(arm.medianCi)}, {QStringLiteral("mean"), number(arm.mean)},
        {QStringLiteral("meanCi"), interval(arm.meanCi)}, {QStringLiteral("stddev"), number(arm.stddev)},
        {QStringLiteral("cv"), number(arm.cv)}, {QStringLiteral("min"), number(arm.min)},
        {QStringLiteral("max"), number(arm.max)}, {QStringLiteral("runsForMedianCi"), arm.runsForMedianCi}};
}

QJsonObject toJson(const Comparison &c)
{
    QJsonObject o {{QStringLiteral("metric"), metric(c.metric)}, {QStringLiteral("alpha"), number(c.alpha)},
        {QStringLiteral("confidence"), number(c.confidence)}, {QStringLiteral("a"), toJson(c.a)},
        {QStringLiteral("b"), toJson(c.b)},
        {QStringLiteral("difference"),
            c.difference.valid ? QJsonValue(QJsonObject {{QStringLiteral("estimate"), number(c.difference.estimate)},
                {QStringLiteral("ci"), interval(c.difference.ci)}, {QStringLiteral("method"), c.difference.method}})
                               : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("testPossible"), c.testPossible}, {QStringLiteral("runsNeededForTest"), c.runsNeededForTest},
        {QStringLiteral("significant"), c.significant}, {QStringLiteral("verdict"), verdictName(c.verdict)},
        {QStringLiteral("spread"), number(c.spread)},
        {QStringLiteral("sampleSizeForObserved"), sampleSize(c.forObserved)},
        {QStringLiteral("sampleSizeForTarget"), sampleSize(c.forTarget)}, {QStringLiteral("sentence"), c.sentence},
        {QStringLiteral("notes"), QJsonArray::fromStringList(c.notes)}};
    const QJsonObject t = tests(c);
    for (auto it = t.begin(); it != t.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonObject toJson(const Diagnostic &d)
{
    QJsonObject numbers;
    for (auto it = d.numbers.cbegin(); it != d.numbers.cend(); ++it)
        numbers.insert(it.key(), number(it.value()));
    return {{QStringLiteral("kind"), diagnosticKindName(d.kind)}, {QStringLiteral("flagged"), d.flagged},
        {QStringLiteral("evaluated"), d.evaluated}, {QStringLiteral("sentence"), d.sentence},
        {QStringLiteral("numbers"), numbers}};
}

QJsonObject toJson(const RunSummary &s)
{
    QJsonArray diagnostics;
    for (const Diagnostic &d : s.diagnostics)
        diagnostics.append(toJson(d));
    QJsonObject latency;
    for (auto it = s.latency.cbegin(); it != s.latency.cend(); ++it)
        latency.insert(it.key(), number(it.value()));
    return {{QStringLiteral("rate"), weighted(s.rate)}, {QStringLiteral("warmupIntervals"), s.warmupIntervals},
        {QStringLiteral("warmupSeconds"), number(s.warmupSeconds)},
        {QStringLiteral("finalRate"), optionalNumber(s.finalRate)},
        {QStringLiteral("localServiceDemand"), optionalNumber(s.localServiceDemand)},
        {QStringLiteral("remoteServiceDemand"), optionalNumber(s.remoteServiceDemand)},
        {QStringLiteral("liveServiceDemandLocal"),
            s.liveServiceDemandLocal ? QJsonValue(weighted(*s.liveServiceDemandLocal)) : QJsonValue()},
        {QStringLiteral("liveServiceDemandRemote"),
            s.liveServiceDemandRemote ? QJsonValue(weighted(*s.liveServiceDemandRemote)) : QJsonValue()},
        {QStringLiteral("liveVsNetperfLocal"), optionalNumber(s.liveVsNetperfLocal)},
        {QStringLiteral("liveVsNetperfRemote"), optionalNumber(s.liveVsNetperfRemote)},
        {QStringLiteral("latency"), latency}, {QStringLiteral("stable"), s.isStable()},
        {QStringLiteral("diagnostics"), diagnostics}};
}

QJsonObject toJson(const SegmentComparison &s)
{
    return {{QStringLiteral("comparison"), toJson(s.comparison)}, {QStringLiteral("intervalsA"), s.intervalsA},
        {QStringLiteral("intervalsB"), s.intervalsB}, {QStringLiteral("autocorrelationA"), number(s.autocorrelationA)},
        {QStringLiteral("autocorrelationB"), number(s.autocorrelationB)},
        {QStringLiteral("effectiveA"), number(s.effectiveA)}, {QStringLiteral("effectiveB"), number(s.effectiveB)},
        {QStringLiteral("adjustedWelchP"), s.adjustedWelch.valid ? number(s.adjustedWelch.p) : QJsonValue()},
        {QStringLiteral("sentence"), s.sentence}};
}

} // namespace Tunebench::Stats::Json
