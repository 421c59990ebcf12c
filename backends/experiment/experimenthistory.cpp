// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimenthistory.h"
#include "experiment/hostleases.h"
#include "experiment/hostrestorecheck.h"

#include "store/database.h"
#include "store/summaryverdicts.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesrestorer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>


namespace Tunebench {

namespace {

struct RateVerdict
{
    QString arm;
    QString verdict; ///< verdictName() of the stats backend
    double estimate = 0;
};

HistoryVerdict combine(const QList<RateVerdict> &verdicts)
{
    bool better = false, worse = false, none = false, tooFew = false;
    for (const RateVerdict &v : verdicts) {
        better = better || v.verdict == QLatin1String("better");
        worse = worse || v.verdict == QLatin1String("worse");
        none = none || v.verdict == QLatin1String("no-difference");
        tooFew = tooFew || v.verdict == QLatin1String("too-few-runs");
    }
    if (better && worse)
        return HistoryVerdict::Mixed;
    if (better)
        return HistoryVerdict::Better;
    if (worse)
        return HistoryVerdict::Worse;
    if (none)
        return HistoryVerdict::NoDifference;
    return tooFew ? HistoryVerdict::TooFewRuns : HistoryVerdict::None;
}

QString singlePointText(const RateVerdict &v)
{
    if (v.verdict == QLatin1String("better") || v.verdict == QLatin1String("worse"))
        return Stats::Comparisons::describeChange(resultMetric(QStringLiteral("rate")), v.arm, v.estimate);
    if (v.verdict == QLatin1String("no-difference"))
        return ExperimentHistory::tr("%1: no significant difference").arg(v.arm);
    return ExperimentHistory::tr("%1: too few runs to tell").arg(v.arm);
}

QString sweepText(const QString &arm, const QList<RateVerdict> &verdicts, int points)
{
    int better = 0, worse = 0, same = 0, tooFew = 0;
    for (const RateVerdict &v : verdicts) {
        if (v.arm != arm)
            continue;
        better += v.verdict == QLatin1String("better");
        worse += v.verdict == QLatin1String("worse");
        same += v.verdict == QLatin1String("no-difference");
        tooFew += v.verdict == QLatin1String("too-few-runs");
    }
    QStringList parts;
    if (better > 0)
        parts << ExperimentHistory::tr("faster at %n", nullptr, better);
    if (worse > 0)
        parts << ExperimentHistory::tr("slower at %n", nullptr, worse);
    if (same > 0)
        parts << ExperimentHistory::tr("no significant difference at %n", nullptr, same);
    if (tooFew > 0)
        parts << ExperimentHistory::tr("too few runs to tell at %n", nullptr, tooFew);
    //: %1 arm, %2 counts per verdict ("faster at 3, slower at 2"); %n sweep points
    return ExperimentHistory::tr("%1 over %n sweep point(s): %2", nullptr, points)
        .arg(arm, parts.join(QLatin1String(", ")));
}

const ArmPoint *findArm(const PointDetail &point, const QString &label)
{
    for (const ArmPoint &arm : point.arms)
        if (arm.label == label)
            return &arm;
    return nullptr;
}

QStringList comparabilityNotes(const ExperimentDetails &first, const ExperimentDetails &second)
{
    QStringList notes;
    const auto test = [](const ExperimentDetails &d) {
        return QJsonDocument::fromJson(d.experiment.spec).object().value(QLatin1String("test")).toObject();
    };
    if (first.experiment.id != second.experiment.id && test(first) != test(second))
        notes << ExperimentHistory::tr("The two experiments ran differently configured tests (%1 and %2): the "
                                       "comparison measures those differences too.")
                     .arg(first.testType, second.testType);
    if (first.experiment.clientHost != second.experiment.clientHost
        || first.experiment.serverHost != second.experiment.serverHost)
        notes << ExperimentHistory::tr("The experiments ran between different hosts (%1 to %2, and %3 to %4).")
                     .arg(first.experiment.clientHost, first.experiment.serverHost, second.experiment.clientHost,
                         second.experiment.serverHost);
    if (first.experiment.id != second.experiment.id)
        notes << ExperimentHistory::tr("Runs of different experiments were not interleaved: drift of the hosts between "
                                       "%1 and %2 counts as a difference.")
                     .arg(first.experiment.createdAt.toLocalTime().toString(Qt::ISODate),
                         second.experiment.createdAt.toLocalTime().toString(Qt::ISODate));
    return notes;
}

} // namespace

QString ExperimentHistory::verdictName(HistoryVerdict verdict)
{
    switch (verdict) {
    case HistoryVerdict::None:
        return tr("no verdict");
    case HistoryVerdict::TooFewRuns:
        return tr("too few runs");
    case HistoryVerdict::NoDifference:
        return tr("no difference");
    case HistoryVerdict::Mixed:
        return tr("mixed");
    case HistoryVerdict::Worse:
        return tr("worse");
    case HistoryVerdict::Better:
        return tr("better");
    }
    return {};
}

void ExperimentHistory::describeVerdict(const QByteArray &summary, HistoryEntry &entry)
{
    entry.verdict = HistoryVerdict::None;
    entry.verdictText.clear();
    entry.sweepPoints = 0;
    QList<RateVerdict> verdicts;
    QStringList compared;
    for (const QByteArrayView text : SummaryVerdicts::rateComparisons(summary, entry.sweepPoints)) {
        const QJsonObject comparison = QJsonDocument::fromJson(text.toByteArray()).object();
        RateVerdict verdict {comparison.value(QLatin1String("b")).toString(),
            comparison.value(QLatin1String("verdict")).toString(),
            comparison.value(QLatin1String("difference")).toObject().value(QLatin1String("estimate")).toDouble()};
        if (!compared.contains(verdict.arm))
            compared << verdict.arm;
        verdicts << verdict;
    }
    entry.verdict = combine(verdicts);
    QStringList parts;
    for (const QString &arm : std::as_const(compared)) {
        if (entry.sweepPoints > 1) {
            parts << sweepText(arm, verdicts, entry.sweepPoints);
            continue;
        }
        for (const RateVerdict &v : std::as_const(verdicts))
            if (v.arm == arm)
                parts << singlePointText(v);
    }
    entry.verdictText = parts.join(QLatin1String("; "));
}

Result<int> ExperimentHistory::count(Database &database)
{
    return ExperimentRepository(database).count();
}

Result<QList<HistoryEntry>> ExperimentHistory::list(Database &database, const QString &search, int limit, int offset)
{
    // Rows come with their whole summary (a sweep's is hundreds of kB), so they are read a page
    // at a time and reduced to entries at once: memory stays at one page of summaries.
    constexpr int page = 500;
    ExperimentRepository repository(database);
    QList<HistoryEntry> entries;
    QSet<qint64> seen; // an experiment stored while paging shifts the pages by one
    for (int read = 0; limit < 0 || read < limit;) {
        const int want = limit < 0 ? page : std::min(page, limit - read);
        auto listed = repository.list(search, want, offset + read);
        if (!listed)
            return listed.error();
        for (const ExperimentListEntry &row : listed.value()) {
            if (seen.contains(row.id))
                continue;
            seen.insert(row.id);
            HistoryEntry entry {row};
            describeVerdict(row.verdicts, entry);
            entry.verdicts.clear(); // read into verdict and verdictText
            entries << std::move(entry);
        }
        read += int(listed->size());
        if (listed->size() < want)
            break;
    }
    return entries;
}

Result<CrossComparison> ExperimentHistory::compareArms(
    const ExperimentDetails &first, const QString &armA, const ExperimentDetails &second, const QString &armB)
{
    CrossComparison result;
    result.a = {first.experiment.id, armA};
    result.b = {second.experiment.id, armB};
    if (result.a == result.b)
        return makeError(ErrorCode::InvalidArgument, tr("Pick two different arms to compare."));
    for (const auto &[details, arm] : {std::pair {&first, armA}, std::pair {&second, armB}})
        if (!details->arms.contains(arm))
            return makeError(ErrorCode::NotFound,
                tr("Experiment %1 (%2) has no arm '%3'.")
                    .arg(QString::number(details->experiment.id), details->experiment.name, arm));
    //: an arm of an experiment: "TSO on (#12)"
    result.nameA = tr("%1 (#%2)").arg(armA, QString::number(first.experiment.id));
    result.nameB = tr("%1 (#%2)").arg(armB, QString::number(second.experiment.id));
    for (const PointDetail &pointA : first.points) {
        const auto match = std::find_if(second.points.cbegin(), second.points.cend(),
            [&pointA](const PointDetail &p) { return p.sweepValue == pointA.sweepValue; });
        if (match == second.points.cend())
            continue;
        const ArmPoint *a = findArm(pointA, armA);
        const ArmPoint *b = findArm(*match, armB);
        if (!a || !b)
            continue;
        CrossComparison::Point point {pointA.sweepValue, {}};
        for (const QString &id : orderedMetricIds(a->values.keys())) {
            if (!b->values.contains(id))
                continue;
            Stats::CompareOptions options;
            options.metric = resultMetric(id);
            options.nameA = result.nameA;
            options.nameB = result.nameB;
            auto comparison = Stats::Comparisons::compare(a->values.value(id), b->values.value(id), options);
            if (comparison)
                point.comparisons << std::move(comparison).value();
        }
        if (!point.comparisons.isEmpty())
            result.points << point;
    }
    if (result.points.isEmpty())
        return makeError(ErrorCode::InvalidArgument,
            tr("%1 and %2 have no completed runs at a common sweep value, so there is nothing to compare.")
                .arg(result.nameA, result.nameB));
    result.notes = comparabilityNotes(first, second);
    return result;
}

Result<CrossComparison> ExperimentHistory::compareArms(Database &database, const ArmReference &a, const ArmReference &b)
{
    auto first = ExperimentDetailsLoader::load(database, a.experimentId);
    if (!first)
        return first.error();
    if (a.experimentId == b.experimentId)
        return compareArms(first.value(), a.arm, first.value(), b.arm);
    auto second = ExperimentDetailsLoader::load(database, b.experimentId);
    if (!second)
        return second.error();
    return compareArms(first.value(), a.arm, second.value(), b.arm);
}

Status ExperimentHistory::remove(Database &database, const QList<qint64> &experimentIds)
{
    ExperimentRepository repository(database);
    for (qint64 id : experimentIds)
        if (Status removed = repository.remove(id); !removed)
            return removed;
    return Ok {};
}

Result<QList<OpenJournalEntry>> ExperimentHistory::openJournals(Database &database)
{
    auto open = TunablesJournalRepository(database).openJournals();
    if (!open)
        return open.error();
    QList<OpenJournalEntry> entries;
    for (const JournalRecord &journal : open.value()) {
        OpenJournalEntry entry {journal.id, journal.host, journal.interfaceName, journal.owner, journal.openedAt, {}};
        for (const JournalChangeRecord &change : journal.changes)
            if (change.state != JournalChangeRecord::State::Restored && !entry.keys.contains(change.key))
                entry.keys << change.key;
        entries << entry;
    }
    return entries;
}

Result<QList<RestoreReport>> ExperimentHistory::restoreHost(Database &database, CommandRunner &runner)
{
    // Not while another Tunebench holds the host: it may be running an experiment on it now.
    LeaseOptions options;
    options.purpose = QObject::tr("restore");
    options.waitSeconds = 0;
    HostLeases lease(options);
    if (Status held = lease.acquire({&runner}); !held)
        return held.error();
    // What the host put back by itself while Tunebench was gone is verified and closed first; its
    // reports carry closedBy.
    QList<RestoreReport> reports;
    auto restoredItself = HostRestoreCheck::reconcile(database, runner);
    if (!restoredItself)
        return restoredItself.error();
    for (const HostRestored &restored : restoredItself.value())
        reports << restored.verification;
    HostReader reader(runner);
    TunablesJournalRepository journal(database);
    SnapshotRepository snapshots(database);
    auto open = TunablesRestorer(reader, journal, snapshots).restoreOpen();
    if (!open)
        return open.error();
    return reports + open.value();
}

} // namespace Tunebench
