// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/trendanalysis.h"

#include "experiment/experimentdetails.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/snapshotrepository.h"
#include "tunables/hostsnapshot.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Tunebench {

namespace {

double medianOf(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

QString roleName(const QString &role)
{
    return role == QLatin1String("client") ? TrendAnalysis::tr("client") : TrendAnalysis::tr("server");
}

// The experiments of the test between the pair, oldest first: the pair is the query's, and a host
// the query leaves open is the newest matching experiment's.
Result<QList<ExperimentRecord>> matchingExperiments(Database &database, TrendQuery &query)
{
    ExperimentRepository repository(database);
    auto entries = repository.list();
    if (!entries)
        return entries.error();
    QList<ExperimentRecord> matching;
    for (const ExperimentListEntry &entry : entries.value()) {
        if (entry.kind == QLatin1String("exploration") || entry.status != QLatin1String("completed"))
            continue;
        if ((!query.clientHost.isEmpty() && entry.clientHost != query.clientHost)
            || (!query.serverHost.isEmpty() && entry.serverHost != query.serverHost))
            continue;
        auto record = repository.experiment(entry.id);
        if (!record)
            return record.error();
        const QJsonObject spec = QJsonDocument::fromJson(record->spec).object();
        const QString testType = spec.value(QLatin1String("test")).toObject().value(QLatin1String("type")).toString();
        if (query.testType.isEmpty())
            query.testType = testType;
        if (testType != query.testType)
            continue;
        if (query.clientHost.isEmpty())
            query.clientHost = record->clientHost;
        if (query.serverHost.isEmpty())
            query.serverHost = record->serverHost;
        matching << record.value();
    }
    std::reverse(matching.begin(), matching.end());
    return matching;
}

// The state of @p role's host at the edge of an experiment: after it for the one before a change,
// before it for the one after, and the other phase when only that one is stored.
Result<std::optional<HostSnapshot>> snapshotAt(
    Database &database, qint64 experimentId, const QString &role, const QString &phase)
{
    auto links = ExperimentRepository(database).snapshotLinks(experimentId);
    if (!links)
        return links.error();
    std::optional<qint64> chosen;
    for (const ExperimentSnapshotLink &link : links.value())
        if (link.role == role && (link.phase == phase || !chosen))
            chosen = link.snapshotId;
    if (!chosen)
        return std::optional<HostSnapshot>();
    auto record = SnapshotRepository(database).load(*chosen);
    if (!record)
        return record.error();
    auto snapshot = HostSnapshot::fromJson(QJsonDocument::fromJson(record->content).object());
    if (!snapshot)
        return snapshot.error();
    return std::optional<HostSnapshot>(snapshot.value());
}

Status compareSnapshots(Database &database, TrendChange &change)
{
    for (const QString &role : {QStringLiteral("client"), QStringLiteral("server")}) {
        auto before = snapshotAt(database, change.experimentBefore, role, QStringLiteral("after"));
        if (!before)
            return before.error();
        auto after = snapshotAt(database, change.experimentAfter, role, QStringLiteral("before"));
        if (!after)
            return after.error();
        if (!before.value() || !after.value())
            continue;
        change.snapshotsCompared = true;
        for (const SnapshotDifference &difference : diffSnapshots(*before.value(), *after.value()))
            change.snapshotChanges << TrendSnapshotChange {
                role, difference.key, describeState(difference.before), describeState(difference.after)};
    }
    return Ok {};
}

} // namespace

QList<TrendPoint> TrendSeries::tested() const
{
    QList<TrendPoint> out;
    for (const TrendPoint &point : points)
        if (point.tested)
            out << point;
    return out;
}

QString TrendChange::describeSnapshots() const
{
    QStringList sentences;
    for (const TrendSnapshotChange &change : snapshotChanges)
        //: a setting that changed between two experiments: "server kernel 6.1.0-18 → 6.1.0-21"
        sentences << TrendAnalysis::tr("%1 %2 → %3")
                         .arg(TrendAnalysis::keyName(change.role, change.key), change.before, change.after);
    return sentences.join(QLatin1String("; "));
}

QString TrendAnalysis::keyName(const QString &role, const QString &key)
{
    const QString who = roleName(role);
    if (key == QLatin1String("info.kernel"))
        //: "server kernel"
        return tr("%1 kernel").arg(who);
    if (key == QLatin1String("info.driver"))
        //: "server driver" (its name and version)
        return tr("%1 driver").arg(who);
    if (key == QLatin1String("info.firmware"))
        //: "server firmware"
        return tr("%1 firmware").arg(who);
    //: a tunable of a host: "client gro", "server coalesce.rx-usecs"
    return tr("%1 %2").arg(who, key);
}

void TrendAnalysis::findChanges(TrendSeries &series)
{
    series.changes.clear();
    const QList<TrendPoint> tested = series.tested();
    QList<double> medians;
    for (const TrendPoint &point : tested)
        medians << point.median;
    const QList<Stats::ChangePoint> found = Stats::ChangePoints::eDivisive(medians, series.query.options);
    for (qsizetype c = 0; c < found.size(); ++c) {
        const qsizetype start = c > 0 ? found.at(c - 1).index : 0;
        const qsizetype index = found.at(c).index;
        const qsizetype end = c + 1 < found.size() ? found.at(c + 1).index : medians.size();
        TrendChange change;
        change.seriesIndex = int(index);
        change.experimentBefore = tested.at(index - 1).experimentId;
        change.experimentAfter = tested.at(index).experimentId;
        change.at = tested.at(index).at;
        change.medianBefore = medianOf(medians.mid(start, index - start));
        change.medianAfter = medianOf(medians.mid(index, end - index));
        change.relativeChange = change.medianBefore != 0 ? change.medianAfter / change.medianBefore - 1.0 : 0.0;
        change.p = found.at(c).p;
        series.changes << change;
    }
}

Result<TrendSeries> TrendAnalysis::load(Database &database, const TrendQuery &query)
{
    TrendSeries series;
    series.query = query;
    auto experiments = matchingExperiments(database, series.query);
    if (!experiments)
        return experiments.error();
    if (experiments->isEmpty()) {
        const bool pair = !query.clientHost.isEmpty() || !query.serverHost.isEmpty();
        return makeError(ErrorCode::NotFound,
            pair ? tr("No completed %1 experiment between %2 and %3 is stored; 'tunebench-cli list' shows the stored "
                      "experiments and their hosts.")
                       .arg(query.testType, query.clientHost.isEmpty() ? tr("any client") : query.clientHost,
                           query.serverHost.isEmpty() ? tr("any server") : query.serverHost)
                 : tr("No completed %1 experiment is stored; run one, or choose another test with --test.")
                       .arg(query.testType));
    }
    QStringList metrics;
    for (const ExperimentRecord &record : experiments.value()) {
        auto details = ExperimentDetailsLoader::load(database, record.id);
        if (!details)
            return details.error();
        if (details->sweep || details->points.size() != 1) {
            series.notes
                << tr("Experiment %1 is a sweep: its points are not one value each, so it is left out.").arg(record.id);
            continue;
        }
        metrics << details->metricIds();
        const QList<ArmPoint> &arms = details->points.constFirst().arms;
        const qsizetype testedArm = query.arm.isEmpty()
            ? 0
            : std::find_if(arms.cbegin(), arms.cend(), [&](const ArmPoint &a) { return a.label == query.arm; })
                - arms.cbegin();
        bool anyTested = false;
        for (qsizetype a = 0; a < arms.size(); ++a) {
            const auto summary = arms.at(a).summaries.constFind(query.metric);
            if (summary == arms.at(a).summaries.cend() || summary->n == 0)
                continue;
            TrendPoint point;
            point.experimentId = record.id;
            point.experimentName = record.name;
            point.at = record.createdAt;
            point.arm = arms.at(a).label;
            point.tested = a == testedArm;
            point.runs = summary->n;
            point.median = summary->median;
            point.ciLow = summary->medianCi.isValid() ? summary->medianCi.low : summary->median;
            point.ciHigh = summary->medianCi.isValid() ? summary->medianCi.high : summary->median;
            anyTested = anyTested || point.tested;
            series.points << point;
        }
        if (!anyTested)
            series.notes << (query.arm.isEmpty() || testedArm < arms.size()
                    ? tr("Experiment %1 has no completed run with %2 in the tested arm.")
                          .arg(record.id)
                          .arg(query.metric)
                    : tr("Experiment %1 has no arm '%2'.").arg(record.id).arg(query.arm));
    }
    if (series.points.isEmpty())
        return makeError(ErrorCode::NotFound,
            tr("None of the %n %1 experiment(s) between %2 and %3 measured '%4'; they measured: %5.", nullptr,
                int(experiments->size()))
                .arg(query.testType, series.query.clientHost, series.query.serverHost, query.metric,
                    orderedMetricIds(metrics).join(QLatin1String(", "))));
    findChanges(series);
    for (TrendChange &change : series.changes) {
        if (const Status compared = compareSnapshots(database, change); !compared)
            series.notes << tr("The host snapshots of experiments %1 and %2 could not be read: %3")
                                .arg(change.experimentBefore)
                                .arg(change.experimentAfter)
                                .arg(compared.error().message);
    }
    return series;
}

} // namespace Tunebench
