// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/exploresession_p.h"

#include "core/logging.h"
#include "experiment/experimentanalysis.h"
#include "experiment/hostrestorecheck.h"
#include "hosts/hostaddress.h"
#include "liveseries/liveseriesstore.h"
#include "netperf/netperfoutputjson.h"
#include "netperf/netperfprobe.h"
#include "store/database.h"
#include "store/storepublisher.h"
#include "store/explorationrepository.h"
#include "store/snapshotrepository.h"
#include "displaytext/statustext.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace Tunebench {

namespace {

constexpr int kMaxConsecutiveFailures = 3;

} // namespace

ExploreSession::ExploreSession(Database &database, RunnerFactory runners, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, database, std::move(runners)))
{
    qRegisterMetaType<ExploreMarker>();
    qRegisterMetaType<ExploreSegmentStats>();
    qRegisterMetaType<ExploreComparison>();
    qRegisterMetaType<ExploreTelemetryPoint>();
    qRegisterMetaType<ExploreHostState>();
    qRegisterMetaType<ExploreChangeRequest>();
    qRegisterMetaType<Error>();
    // A child, so that it follows the session into its worker thread.
    d->statsTimer = new QTimer(this);
    d->statsTimer->setInterval(1000);
    connect(d->statsTimer, &QTimer::timeout, this, [this] { d->emitCurrentStats(); });
}

ExploreSession::~ExploreSession() = default;

void ExploreSession::setLiveStore(LiveSeriesStore *store)
{
    d->live = store;
}

qint64 ExploreSession::explorationId() const
{
    return d->record.id;
}

bool ExploreSession::isRunning() const
{
    return d->running.load();
}

std::optional<Error> ExploreSession::failure() const
{
    return d->failure;
}

double ExploreSession::now() const
{
    return d->now();
}

const ExploreTimeline &ExploreSession::timeline() const
{
    return d->timeline;
}

const ExplorationSpec &ExploreSession::spec() const
{
    return d->spec;
}

ExploreSegmentStats ExploreSession::segmentStats(int segment) const
{
    return d->timeline.stats(segment, d->now());
}

Result<ExploreComparison> ExploreSession::compareSegments(int a, int b) const
{
    return d->timeline.compare(a, b, d->now());
}

Result<ExperimentSpec> ExploreSession::experimentFromSegments(
    int a, int b, const ExploreExperimentOptions &options) const
{
    return Tunebench::experimentFromSegments(d->spec, d->timeline, a, b, options, d->record.id);
}

void ExploreSession::requestComparison(int a, int b)
{
    auto comparison = compareSegments(a, b);
    if (comparison)
        Q_EMIT comparisonReady(comparison.value());
    else
        Q_EMIT requestFailed(QStringLiteral("compare"), comparison.error());
}

void ExploreSession::requestExperiment(int a, int b, int repetitions, int durationSeconds)
{
    ExploreExperimentOptions options;
    options.repetitions = repetitions;
    options.durationSeconds = durationSeconds;
    auto spec = experimentFromSegments(a, b, options);
    if (spec)
        Q_EMIT experimentReady(a, b, spec.value());
    else
        Q_EMIT requestFailed(QStringLiteral("experiment"), spec.error());
}

int ExploreSession::applyChange(ExploreChangeRequest request)
{
    {
        QMutexLocker lock(&d->mutex);
        if (request.id == 0)
            request.id = d->nextRequestId++;
        d->queue << request;
    }
    QMetaObject::invokeMethod(
        this, [this] { d->processChanges(); }, Qt::QueuedConnection);
    return request.id;
}

void ExploreSession::stop()
{
    d->stopRequested = true;
    QMetaObject::invokeMethod(
        this, [this] { d->quitLoop(); }, Qt::QueuedConnection);
}

void ExploreSession::abort()
{
    d->aborted = true;
    stop();
}

void ExploreSession::setLeaseWait(int seconds)
{
    d->leaseWaitSeconds = seconds;
}

void ExploreSession::setProgramName(const QString &name)
{
    d->programName = name;
}

Result<qint64> ExploreSession::run(const ExplorationSpec &spec)
{
    if (d->record.id != 0)
        return makeError(ErrorCode::InvalidArgument, tr("An exploration session runs once; start a new session."));
    if (const Status valid = spec.validate(); !valid)
        return valid.error();
    d->spec = spec;
    d->test = spec.test.toNetperf().value();
    d->timeline.setSettleSeconds(spec.settleSeconds);
    d->timeline.setRequestedInterval(*d->test.interimInterval);

    ExperimentRepository repository(d->database);
    d->record.name = spec.displayName();
    d->record.kind = QStringLiteral("exploration");
    d->record.spec = QJsonDocument(spec.toJson()).toJson(QJsonDocument::Compact);
    d->record.clientHost = spec.client.host;
    d->record.serverHost = spec.server.host;
    d->record.status = QStringLiteral("running");
    QList<ArmRecord> noArms; // segments are added as arms when they start
    auto id = repository.create(d->record, noArms);
    if (!id)
        return id.error();
    if (d->team.recordsLocally())
        if (Status noted = StorePublisher(d->team).markPending(id.value()); !noted)
            d->step(noted.error().toString());

    Status ready = d->prepare(repository);
    if (ready)
        ready = d->begin();
    if (ready && !d->stopRequested) {
        d->running = true;
        Q_EMIT started(id.value());
        for (ExploreHostContext *host : {&d->client, &d->server})
            Q_EMIT hostStateChanged(ExploreHostState {host->role, host->name, host->interfaceName, host->current});
        d->startSampler();
        d->startChunk();
        d->sampler->startTelemetry();
        d->statsTimer->start();
        QMetaObject::invokeMethod(
            this, [this] { d->processChanges(); }, Qt::QueuedConnection);
        QEventLoop loop;
        d->loop = &loop;
        if (!d->stopRequested)
            loop.exec();
        d->loop = nullptr;
        d->running = false;
        d->ended = d->now(); // the time axis ends here; restoring is not part of it
        d->statsTimer->stop();
        d->sampler->stop();
        d->closeCurrentSegment(d->now());
        int dropped = 0;
        {
            QMutexLocker lock(&d->mutex);
            dropped = int(std::exchange(d->queue, {}).size());
        }
        if (dropped > 0)
            d->step(tr("%n change(s) not applied: the exploration ended first.", nullptr, dropped));
    }
    d->restoreHosts(repository);

    d->record.finishedAt = QDateTime::currentDateTimeUtc();
    if (!ready && !d->failure)
        d->failure = ready.error();
    if (d->failure) {
        d->record.status = QStringLiteral("failed");
        d->record.error = d->failure->toString();
    } else {
        d->record.status = d->aborted ? QStringLiteral("aborted") : QStringLiteral("completed");
    }
    if (d->origin > 0) {
        ExplorationRepository explorations(d->database);
        if (const Status s = explorations.updateClockOffsets(id.value(), d->client.clock.offset(), d->server.clock.offset());
            !s)
            d->step(s.error().toString());
        d->record.summary = d->summaryJson();
    }
    if (const Status stored = repository.updateExperiment(d->record); !stored)
        d->step(stored.error().toString());
    d->step(tr("Exploration %1 %2").arg(id.value()).arg(statusText(d->record.status)));
    const qint64 stored = d->publish(id.value());
    Q_EMIT finished(stored, d->record.status, d->record.error);
    return stored;
}

Database &ExploreSession::resultsStore() const
{
    return *d->resultsStore;
}

qint64 ExploreSession::Private::publish(qint64 localId)
{
    if (!team.recordsLocally())
        return localId;
    step(tr("Publishing exploration %1 to %2").arg(localId).arg(team.path()));
    const EndPublication done = StorePublisher(team).publishEnded(localId);
    if (done.published) {
        resultsStore = &team;
        record.id = done.id;
    }
    for (const QString &sentence : done.sentences)
        step(sentence);
    return done.id;
}

double ExploreSession::Private::now() const
{
    if (ended)
        return *ended;
    return origin > 0 ? exploreEpochNow() - origin : 0;
}

Status ExploreSession::Private::connectHost(ExploreHostContext &host, const ExperimentHost &hostSpec)
{
    host.name = hostSpec.host;
    host.interfaceName = hostSpec.interfaceName;
    auto runner = runners(hostSpec.host);
    if (!runner)
        return runner.error();
    host.runner = runner.value();
    host.reader = std::make_unique<HostReader>(*host.runner);
    // A lost connection ends the exploration and the hosts are restored (the runner reconnects
    // for that when it can), as after an experiment.
    QObject::connect(host.runner.get(), &CommandRunner::connectionLost, q, [this, &host](const Error &reason) {
        if (running && !stopRequested)
            fail(makeError(ErrorCode::ConnectionLost,
                ExploreSession::tr("Lost the connection to %1: %2").arg(host.name, reason.message), reason.detail));
    });
    return Ok {};
}

Status ExploreSession::Private::leaseHosts()
{
    LeaseOptions options;
    options.program = programName.isEmpty() ? QCoreApplication::applicationName() : programName;
    options.purpose = ExploreSession::tr("exploration %1 (%2)").arg(record.id).arg(spec.displayName());
    options.waitSeconds = leaseWaitSeconds;
    options.cancelRequested = [this] { return stopRequested.load(); };
    leases = std::make_unique<HostLeases>(options);
    QObject::connect(leases.get(), &HostLeases::waiting, q, [this](const QString &host, const LeaseHolder &holder) {
        step(ExploreSession::tr("%1 is in use by %2; waiting").arg(host, holder.describe()));
        Q_EMIT q->hostBusy(host, holder.describe());
    });
    QObject::connect(leases.get(), &HostLeases::notice, q, &ExploreSession::message);
    QObject::connect(leases.get(), &HostLeases::lost, q, [this](const QString &host, const QString &why) {
        if (!running || stopRequested)
            return;
        // A lease that ended with its connection is that connection's loss, said as such.
        fail(makeError(ErrorCode::ConnectionLost,
            leases->restoredItself(host) ? why : ExploreSession::tr("Lost the connection to %1: %2").arg(host, why)));
    });
    step(ExploreSession::tr("Leasing %1 and %2").arg(spec.client.host, spec.server.host));
    if (Status leased = leases->acquire({client.runner.get(), server.runner.get()}); !leased)
        return leased;
    for (ExploreHostContext *host : {&client, &server}) {
        if (host == &server && server.name == client.name)
            continue;
        auto found = HostRestoreCheck::reconcile(database, *host->runner);
        if (!found)
            step(found.error().toString());
        else
            for (const HostRestored &restored : found.value())
                step(HostRestoreCheck::describe(restored));
    }
    return Ok {};
}

Status ExploreSession::Private::snapshotHost(
    ExperimentRepository &repository, ExploreHostContext &host, const QString &phase)
{
    auto snapshot = host.reader->read(ReadRequest {host.interfaceName, {}});
    if (!snapshot)
        return snapshot.error();
    SnapshotRepository snapshots(database);
    SnapshotRecord stored {0, host.name, host.interfaceName, QDateTime::currentDateTimeUtc(),
        QJsonDocument(snapshot->toJson()).toJson(QJsonDocument::Compact)};
    auto id = snapshots.save(stored);
    if (!id)
        return id.error();
    if (phase == QLatin1String("before"))
        host.before = snapshot.value();
    host.current = snapshot.value();
    return repository.linkSnapshot(record.id, hostRoleName(host.role), phase, id.value());
}

Status ExploreSession::Private::prepare(ExperimentRepository &repository)
{
    step(ExploreSession::tr("Connecting to %1 and %2").arg(spec.client.host, spec.server.host));
    if (const Status s = connectHost(client, spec.client); !s)
        return s;
    if (const Status s = connectHost(server, spec.server); !s)
        return s;
    if (const Status s = leaseHosts(); !s)
        return s;
    // The address netperf on the client uses to reach netserver, as an experiment does.
    QString serverAddress = spec.server.dataAddress;
    if (serverAddress.isEmpty())
        serverAddress = networkAddress(spec.server.host);
    test.controlHost = serverAddress;
    test.dataAddress = spec.server.dataAddress;

    step(ExploreSession::tr("Checking netserver on %1").arg(spec.server.host));
    netserver = std::make_unique<NetserverManager>(*server.runner, test.controlPort > 0 ? test.controlPort : 12865);
    if (auto status = netserver->ensureRunning(test.family); !status)
        return status.error();
    step(ExploreSession::tr("Checking netperf on %1").arg(spec.client.host));
    const NetperfCapabilities caps = NetperfProbe::probe(*client.runner, nullptr, serverAddress, test.controlPort);
    if (!caps.netperfPresent)
        return caps.problems.isEmpty()
            ? makeError(ErrorCode::NotFound, ExploreSession::tr("netperf is missing on %1").arg(spec.client.host))
            : caps.problems.constFirst();
    if (!caps.demoMode)
        return makeError(ErrorCode::Unsupported,
            ExploreSession::tr("netperf on %1 has no demo mode (-D), so it cannot report interim results: "
                               "install a netperf built with --enable-demo (Debian's netperf has it)")
                .arg(spec.client.host));
    if (!caps.preciseInterims)
        test.preciseInterims = false;
    for (ExploreHostContext *host : {&client, &server}) {
        step(ExploreSession::tr("Snapshot of %1").arg(host->name));
        if (const Status s = snapshotHost(repository, *host, QStringLiteral("before")); !s)
            return s;
    }
    // Both connections are open now: each host's clock takes one command's round trip.
    for (const QString &text : HostClock::measure({{client.name, client.runner.get(), &client.clock},
             {server.name, server.runner.get(), &server.clock}}))
        step(text);
    return Ok {};
}

Status ExploreSession::Private::begin()
{
    origin = exploreEpochNow();
    ExplorationRepository explorations(database);
    if (const Status s = explorations.start(ExplorationRecord {record.id, origin, spec.settleSeconds, {}, {}}); !s)
        return s;
    return addSegment(ExploreSegment {0, ExploreSession::tr("baseline"), 0, 0, std::nullopt, {}}, std::nullopt);
}

void ExploreSession::Private::startChunk()
{
    if (stopRequested) {
        quitLoop();
        return;
    }
    ExperimentRepository repository(database);
    chunk = RunRecord {};
    chunk.experimentId = record.id;
    chunk.armId = segmentArms.constLast();
    chunk.index = chunkCount++;
    chunk.status = QStringLiteral("running");
    QList<RunRecord> runs {chunk};
    if (const Status added = repository.addRuns(runs); !added) {
        fail(added.error());
        return;
    }
    chunk.id = runs.constFirst().id;
    chunk.startedAt = QDateTime::currentDateTimeUtc();
    if (const auto commandLine = test.classicCommandLine())
        chunk.commandLine = commandLine.value();
    (void)repository.updateRun(chunk); // the start time and command line, for crash recovery
    if (const Status started = sampler->startNetperf(chunk.id, chunk.index, test); !started) {
        NetperfRunResult result;
        result.error = started.error();
        QMetaObject::invokeMethod(
            q, [this, result] { onChunkFinished(result); }, Qt::QueuedConnection);
    }
}

void ExploreSession::Private::onChunkFinished(const NetperfRunResult &result)
{
    for (const QString &line : QString::fromUtf8(result.rawOutput).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        Q_EMIT q->logLine(line);
    chunk.finishedAt = QDateTime::currentDateTimeUtc();
    sampler->finishRun(chunk, result, 0); // netperf's result, live service demand, clock offsets; flushed
    const bool cancelled = result.error && result.error->code == ErrorCode::Cancelled;
    if (result.ok()) {
        chunk.status = QStringLiteral("completed");
    } else if (cancelled && stopRequested) {
        chunk.status = QStringLiteral("aborted");
        chunk.error = ExploreSession::tr("ended with the exploration");
    } else {
        chunk.status = QStringLiteral("failed");
        chunk.error = result.error->message;
    }
    if (!sampler->flushErrors().isEmpty() && chunk.error.isEmpty())
        chunk.error = sampler->flushErrors().constFirst();
    ExperimentRepository repository(database);
    if (const Status stored = repository.updateRun(chunk); !stored)
        step(stored.error().toString());
    if (stopRequested) {
        quitLoop();
        return;
    }
    if (!result.ok()) {
        const Error &error = *result.error;
        if (exploreHostLost(error)) {
            fail(makeError(
                error.code, ExploreSession::tr("Lost the connection to %1: %2").arg(client.name, error.message)));
            return;
        }
        if (++consecutiveFailures >= kMaxConsecutiveFailures) {
            fail(makeError(error.code,
                ExploreSession::tr("netperf failed %1 times in a row; the last time: %2")
                    .arg(consecutiveFailures)
                    .arg(error.message)));
            return;
        }
        step(ExploreSession::tr("netperf run %1 failed (%2); starting the next one")
                 .arg(chunk.index + 1)
                 .arg(error.message));
        QTimer::singleShot(1000, q, [this] { startChunk(); });
        return;
    }
    consecutiveFailures = 0;
    startChunk();
}

void ExploreSession::Private::fail(const Error &error)
{
    if (!failure) {
        failure = error;
        step(error.message);
    }
    stopRequested = true;
    quitLoop();
}

// Ends the run loop once netperf has stopped: a running netperf is killed first, and its finished
// run comes back here.
void ExploreSession::Private::quitLoop()
{
    if (sampler && sampler->isNetperfRunning()) {
        sampler->cancelNetperf();
        return;
    }
    if (loop)
        loop->quit();
}

void ExploreSession::Private::emitCurrentStats()
{
    if (currentSegment() >= 0)
        Q_EMIT q->segmentUpdated(timeline.stats(currentSegment(), now()));
}

// Each host's clock minus this machine's, as estimated at the end.
QJsonObject ExploreSession::Private::clockOffsetsJson() const
{
    return ClockOffset::pairJson(client.clock.offset(), server.clock.offset());
}

QByteArray ExploreSession::Private::summaryJson() const
{
    QJsonArray segments, markers;
    for (qsizetype i = 0; i < timeline.segments().size(); ++i)
        segments << timeline.stats(int(i), now()).toJson();
    for (const ExploreMarker &marker : timeline.markers())
        markers << marker.toJson();
    const QJsonObject exploration {{QStringLiteral("settleSeconds"), spec.settleSeconds},
        {QStringLiteral("seconds"), now()}, {QStringLiteral("netperfRuns"), chunkCount},
        {QStringLiteral("segments"), segments}, {QStringLiteral("markers"), markers},
        {QStringLiteral("clockOffsets"), clockOffsetsJson()}};
    // The experiment summary's per-run part, so that views of any experiment show the runs; no
    // "points": segments are not arms of an experiment, and comparing them run by run would
    // pass consecutive runs off as independent repetitions (compare segments, or run the A/B
    // experiment made from them).
    ExperimentRepository repository(database);
    const auto analysed = analyzeExperiment(repository, record.id);
    const QJsonObject summary {{QStringLiteral("kind"), QStringLiteral("exploration")},
        {QStringLiteral("experimentId"), record.id}, {QStringLiteral("warmupSeconds"), spec.settleSeconds},
        {QStringLiteral("runs"), analysed ? analysed->value(QLatin1String("runs")) : QJsonArray()},
        {QStringLiteral("points"), QJsonArray()}, {QStringLiteral("exploration"), exploration}};
    return QJsonDocument(summary).toJson(QJsonDocument::Compact);
}

} // namespace Tunebench
