// SPDX-License-Identifier: GPL-3.0-or-later
// ExploreSession: applying changes while netperf runs, markers and segments, and the restore.
#include "experiment/exploresession_p.h"

#include "core/logging.h"
#include "experiment/hostrestorecheck.h"
#include "store/database.h"
#include "store/explorationrepository.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Tunebench {

namespace {

QStringList sysctlNames(const QStringList &keyIds)
{
    QStringList names;
    for (const QString &id : keyIds)
        if (id.startsWith(QLatin1String("sysctl.")))
            names << id.mid(7);
    return names;
}

} // namespace

void ExploreSession::Private::processChanges()
{
    if (applying || !running)
        return;
    applying = true;
    while (!stopRequested) {
        ExploreChangeRequest request;
        {
            QMutexLocker lock(&mutex);
            if (queue.isEmpty())
                break;
            request = queue.takeFirst();
        }
        Q_EMIT q->changeStarted(request.id, request.label());
        ExploreMarker marker = applyOne(request);
        qCInfo(lcExperiment) << "exploration" << record.id << "marker" << marker.seq << marker.label
                             << ExploreMarker::statusName(marker.status) << marker.error;
        recordMarker(marker);
    }
    applying = false;
}

ExploreMarker ExploreSession::Private::applyOne(const ExploreChangeRequest &request)
{
    ExploreMarker marker;
    marker.seq = ++markerCount;
    marker.requestId = request.id;
    marker.role = request.role;
    marker.request = request.settingsText();
    marker.label = request.label();
    marker.requestedAt = marker.writeStarted = marker.at = now();
    ExploreHostContext &target = host(request.role);
    auto failed = [&](const Error &error) {
        marker.status = ExploreMarker::Status::Failed;
        marker.error = error.message;
        if (!marker.wrote)
            marker.writeStarted = marker.at = now();
        if (exploreHostLost(error))
            fail(makeError(
                error.code, ExploreSession::tr("Lost the connection to %1: %2").arg(target.name, error.message)));
        return marker;
    };

    auto provider = target.reader->provider();
    if (!provider)
        return failed(provider.error());
    auto resolved = ChangePlanner::resolve(*provider.value(), request.settings, !target.interfaceName.isEmpty());
    if (!resolved)
        return failed(resolved.error());
    auto current
        = target.reader->read(ReadRequest {target.interfaceName, ChangePlanner::sysctlNames(resolved.value())});
    if (!current)
        return failed(current.error());
    const ChangePlan plan = ChangePlanner::build(*provider.value(), current.value(), resolved.value());
    if (plan.changes().isEmpty()) {
        QStringList problems;
        for (const PlannedChange &item : plan.items) {
            const bool ok = item.action == PlannedChange::Action::Unchanged;
            marker.changes << ExploreKeyChange {
                item.key.id(), item.original, item.desired, item.original, ok, item.reason};
            if (!ok)
                problems << QStringLiteral("%1: %2").arg(item.key.id(), item.reason);
        }
        marker.status = problems.isEmpty() ? ExploreMarker::Status::Unchanged : ExploreMarker::Status::Failed;
        marker.error = problems.join(QLatin1String("; "));
        return marker;
    }
    if (const Status root = target.reader->requireRoot(); !root)
        return failed(root.error());

    TunablesJournalRepository journal(database);
    SnapshotRepository snapshots(database);
    TunablesApplier applier(*target.reader, journal, snapshots);
    ApplyOptions options;
    options.owner = ExploreSession::tr("exploration %1 (%2)").arg(record.id).arg(spec.displayName());
    // A change that does not verify is rolled back at once, so a failed marker means the
    // configuration (and the segment) stayed as it was.
    options.restoreOnFailure = true;
    options.cancelRequested = [this] { return stopRequested.load(); };
    options.journaled = [this, &target](qint64 journalId) {
        return leases->arm(target.name, database, *target.reader, QList<qint64>(target.journals) << journalId);
    };
    double lastWrite = -1;
    options.stepFinished = [&](const CommandStep &, const CommandOutput &) { lastWrite = now(); };
    marker.writeStarted = now();
    auto report = applier.apply(plan, options);
    marker.wrote = lastWrite >= 0;
    marker.at = marker.wrote ? lastWrite : now();
    if (!report)
        return failed(report.error());
    marker.journalId = report->journalId;
    if (report->journalId > 0)
        target.journals << report->journalId;
    QStringList problems;
    for (const KeyOutcome &outcome : report->outcomes) {
        const bool ok = outcome.action == PlannedChange::Action::Unchanged
            || (outcome.action == PlannedChange::Action::Change && outcome.verified);
        marker.changes << ExploreKeyChange {
            outcome.key.id(), outcome.original, outcome.desired, outcome.applied, ok, outcome.error};
        if (!ok)
            problems << QStringLiteral("%1: %2").arg(outcome.key.id(),
                outcome.error.isEmpty() ? ExploreSession::tr("reads back %1").arg(outcome.applied) : outcome.error);
    }
    if (report->succeeded()) {
        marker.status = problems.isEmpty() ? ExploreMarker::Status::Applied : ExploreMarker::Status::Partial;
        marker.error = problems.join(QLatin1String("; "));
        return marker;
    }
    marker.status = ExploreMarker::Status::Failed;
    marker.error = report->error ? report->error->message
        : report->cancelled      ? ExploreSession::tr("cancelled: the exploration was ending")
                                 : problems.join(QLatin1String("; "));
    if (report->rollback && report->rollback->closed)
        marker.error += ExploreSession::tr(" (rolled back)");
    else if (report->rollback)
        step(ExploreSession::tr("%1 could not be rolled back at once; it is restored when the exploration ends.")
                 .arg(marker.label));
    if (report->error && exploreHostLost(*report->error))
        fail(makeError(report->error->code,
            ExploreSession::tr("Lost the connection to %1: %2").arg(target.name, report->error->message)));
    return marker;
}

ExploreConfiguration ExploreSession::Private::configurationAfter(const ExploreMarker &marker) const
{
    ExploreConfiguration configuration = timeline.segments().constLast().configuration;
    if (marker.status != ExploreMarker::Status::Applied && marker.status != ExploreMarker::Status::Partial)
        return configuration;
    const ExploreHostContext &target = marker.role == HostRole::Client ? client : server;
    QMap<QString, QString> &values = configuration.of(marker.role);
    for (const ExploreKeyChange &change : marker.changes) {
        if (!change.ok || change.verified == change.original)
            continue;
        // Back at the value the host had before the exploration: no longer a change.
        const QString before = target.before ? target.before->values.value(change.key).value : QString();
        if (change.verified == before)
            values.remove(change.key);
        else
            values.insert(change.key, change.verified);
    }
    return configuration;
}

// The marker is stored and sent as soon as the change is verified, so that it reaches the charts
// within the interval it happened in; the host is read again afterwards.
void ExploreSession::Private::recordMarker(ExploreMarker &marker)
{
    const ExploreConfiguration configuration = configurationAfter(marker);
    const bool opensSegment = !(configuration == timeline.segments().constLast().configuration);
    if (opensSegment)
        marker.segment = int(timeline.segments().size());
    timeline.addMarker(marker);

    ExplorationMarkerRecord stored;
    stored.experimentId = record.id;
    stored.seq = marker.seq;
    stored.role = hostRoleName(marker.role);
    stored.request = marker.request;
    stored.label = marker.label;
    stored.status = ExploreMarker::statusName(marker.status);
    stored.error = marker.error;
    stored.requestedAt = origin + marker.requestedAt;
    stored.writeStarted = origin + marker.writeStarted;
    stored.at = origin + marker.at;
    stored.wrote = marker.wrote;
    stored.changes = QJsonDocument(marker.changesJson()).toJson(QJsonDocument::Compact);
    stored.sideEffects = QJsonDocument(QJsonArray::fromStringList(marker.sideEffects)).toJson(QJsonDocument::Compact);
    if (opensSegment)
        stored.segmentIndex = marker.segment;
    stored.journalId = marker.journalId;
    ExplorationRepository explorations(database);
    if (const Status s = explorations.addMarker(stored); !s)
        step(s.error().toString());

    if (opensSegment) {
        const ExploreSegment segment {marker.segment, marker.label, marker.seq, marker.at, std::nullopt, configuration};
        if (const Status s = addSegment(segment, marker.writeStarted); !s)
            fail(s.error());
    }
    Q_EMIT q->markerAdded(marker);
    if (marker.wrote && !stopRequested)
        readBackAfter(marker);
}

// Reads the host again after a write: the quick panel shows what it has now, and settings that
// moved with the change (tx-checksumming takes TSO along) are named on the marker.
void ExploreSession::Private::readBackAfter(ExploreMarker &marker)
{
    ExploreHostContext &target = host(marker.role);
    QStringList keys = timeline.segments().constLast().configuration.of(marker.role).keys();
    for (const ExploreKeyChange &change : marker.changes)
        keys << change.key;
    auto after = target.reader->read(ReadRequest {target.interfaceName, sysctlNames(keys)});
    if (!after) {
        step(ExploreSession::tr("Could not read %1 after the change: %2").arg(target.name, after.error().message));
        return;
    }
    for (const SnapshotDifference &difference : diffSnapshots(target.current, after.value())) {
        const bool requested = std::any_of(marker.changes.cbegin(), marker.changes.cend(),
            [&](const ExploreKeyChange &c) { return c.key == difference.key; });
        if (!requested && !difference.key.startsWith(QLatin1String("info.")))
            marker.sideEffects << QStringLiteral("%1: %2 -> %3")
                                      .arg(difference.key, describeState(difference.before),
                                          describeState(difference.after));
    }
    target.current = after.value();
    Q_EMIT q->hostStateChanged(ExploreHostState {target.role, target.name, target.interfaceName, target.current});
    if (marker.sideEffects.isEmpty())
        return;
    timeline.setMarkerSideEffects(marker.seq, marker.sideEffects);
    ExplorationRepository explorations(database);
    const QByteArray json = QJsonDocument(QJsonArray::fromStringList(marker.sideEffects)).toJson(QJsonDocument::Compact);
    if (const Status s = explorations.setMarkerSideEffects(record.id, marker.seq, json); !s)
        step(s.error().toString());
    Q_EMIT q->markerSideEffects(marker.seq, marker.sideEffects);
}

Status ExploreSession::Private::addSegment(const ExploreSegment &segment, std::optional<double> previousEnd)
{
    if (currentSegment() >= 0)
        closeCurrentSegment(previousEnd.value_or(segment.start));
    ExplorationSegmentRecord stored;
    stored.experimentId = record.id;
    stored.index = segment.index;
    stored.markerSeq = segment.markerSeq;
    stored.label = segment.label;
    stored.start = origin + segment.start;
    stored.configuration = QJsonDocument(segment.configuration.toJson()).toJson(QJsonDocument::Compact);
    ExperimentSpec one;
    one.arms = {armForSegment(segment)};
    one.arms.first().label = segment.label;
    stored.armSpec = QJsonDocument(one.toJson().value(QLatin1String("arms")).toArray().at(0).toObject())
                         .toJson(QJsonDocument::Compact);
    ExplorationRepository explorations(database);
    if (const Status s = explorations.addSegment(stored); !s)
        return s;
    segmentArms << stored.armId;
    timeline.addSegment(segment);
    Q_EMIT q->segmentUpdated(timeline.stats(segment.index, now()));
    return Ok {};
}

void ExploreSession::Private::closeCurrentSegment(double end)
{
    const int index = currentSegment();
    if (index < 0 || timeline.segments().at(index).end)
        return;
    timeline.closeSegment(end);
    const ExploreSegmentStats stats = timeline.stats(index, now());
    ExplorationRepository explorations(database);
    if (const Status s = explorations.closeSegment(
            record.id, index, origin + end, QJsonDocument(stats.toJson()).toJson(QJsonDocument::Compact));
        !s)
        step(s.error().toString());
    Q_EMIT q->segmentUpdated(stats);
}

void ExploreSession::Private::restoreHosts(ExperimentRepository &repository)
{
    for (ExploreHostContext *target : {&client, &server}) {
        if (!target->reader)
            continue;
        if (!target->journals.isEmpty()) {
            // A host whose lease ended during the session may have put itself back already.
            if (leases && (leases->lostHosts().contains(target->name) || !leases->confirmHeld(target->name))) {
                if (auto found = HostRestoreCheck::reconcile(database, *target->runner); found)
                    for (const HostRestored &restored : found.value())
                        step(HostRestoreCheck::describe(restored));
            }
            step(ExploreSession::tr("Restoring %1").arg(target->name));
            TunablesJournalRepository journal(database);
            SnapshotRepository snapshots(database);
            TunablesRestorer restorer(*target->reader, journal, snapshots);
            // One pass over the stack of this exploration's journals, as after an experiment.
            auto report = restorer.restore(target->journals);
            if (!report || !report->closed) {
                const QString why = !report
                    ? report.error().toString()
                    : (report->error ? report->error->toString() : ExploreSession::tr("not verified"));
                step(
                    ExploreSession::tr("Could not restore %1 (%2): run 'tunebench-cli restore %1' when it is reachable "
                                       "again")
                        .arg(target->name, why));
            } else {
                if (!report->alreadyClosed)
                    step(ExploreSession::tr("%1 restored and verified").arg(target->name));
                if (leases && leases->isHeld(target->name))
                    if (Status disarmed = leases->arm(target->name, database, *target->reader, {}); !disarmed)
                        step(disarmed.error().toString());
            }
        }
        if (target->before) {
            if (const Status after = snapshotHost(repository, *target, QStringLiteral("after")); !after)
                step(after.error().toString());
            else
                Q_EMIT q->hostStateChanged(
                    ExploreHostState {target->role, target->name, target->interfaceName, target->current});
        }
    }
    if (netserver && netserver->startedByUs())
        (void)netserver->stop();
    if (leases)
        leases->detach(); // a host still armed (its restore failed) now puts itself back
    leases.reset();
}

} // namespace Tunebench
