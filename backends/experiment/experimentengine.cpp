// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentengine.h"
#include "experiment/experimentengine_p.h"

#include "core/logging.h"
#include "experiment/armsettings.h"
#include "experiment/experimentanalysis.h"
#include "experiment/hostleases.h"
#include "experiment/hostrestorecheck.h"
#include "liveseries/liveseriesstore.h"
#include "experiment/runrecorder.h"
#include "hosts/hostclock.h"
#include "hosts/hostconnector.h"
#include "hosts/hostaddress.h"
#include "netperf/netperfprobe.h"
#include "netperf/netperfrunner.h"
#include "netperf/netservermanager.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/snapshotrepository.h"
#include "store/storepublisher.h"
#include "displaytext/statustext.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTimer>

namespace Tunebench {

namespace {

QJsonObject outcomeToJson(HostRole role, const KeyOutcome &outcome)
{
    static const char *const actions[] = {"change", "unchanged", "unsupported"};
    return QJsonObject{{QStringLiteral("host"), hostRoleName(role)},
                       {QStringLiteral("key"), outcome.key.id()},
                       {QStringLiteral("action"), QLatin1String(actions[int(outcome.action)])},
                       {QStringLiteral("original"), outcome.original},
                       {QStringLiteral("desired"), outcome.desired},
                       {QStringLiteral("applied"), outcome.applied},
                       {QStringLiteral("verified"), outcome.verified},
                       {QStringLiteral("error"), outcome.error},
                       {QStringLiteral("answer"), driverAnswerName(outcome.answer)},
                       {QStringLiteral("note"), outcome.note}};
}

} // namespace

ExperimentEngine::ExperimentEngine(Database &database, RunnerFactory runners, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
    , m_team(database)
    , m_database(database.localStore())
    , m_resultsStore(&m_database)
    , m_runners(std::move(runners))
{
    d->q = this;
    qRegisterMetaType<EngineProgress>();
}

ExperimentEngine::~ExperimentEngine() = default;

void ExperimentEngine::abort()
{
    m_abort = true;
    m_paused = false;
}

void ExperimentEngine::pause()
{
    m_paused = true;
}

void ExperimentEngine::resume()
{
    m_paused = false;
}

namespace {

// Waits without blocking the thread's event loop; returns false when aborted meanwhile.
bool waitFor(double seconds, const std::atomic<bool> &abort)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < qint64(seconds * 1000)) {
        if (abort.load())
            return false;
        QEventLoop loop;
        QTimer::singleShot(std::min<qint64>(100, qint64(seconds * 1000) - timer.elapsed()), &loop, &QEventLoop::quit);
        loop.exec();
    }
    return !abort.load();
}

QString sweepLabel(const SweepSpec &sweep)
{
    switch (sweep.parameter) {
    case SweepSpec::Parameter::RequestSize:
        return QObject::tr("request size");
    case SweepSpec::Parameter::ResponseSize:
        return QObject::tr("response size");
    case SweepSpec::Parameter::Burst:
        return QObject::tr("burst");
    case SweepSpec::Parameter::Tunable:
        return sweep.tunableKey;
    }
    return {};
}

} // namespace

Result<qint64> ExperimentEngine::run(const ExperimentSpec &spec)
{
    m_abort = false;
    d->spec = spec;
    d->client = EngineHost{HostRole::Client};
    d->server = EngineHost{HostRole::Server};
    d->runs.clear();
    d->secondsPerRun = 0;
    if (const Status valid = spec.validate(); !valid)
        return valid.error();
    auto test = spec.test.toNetperf();
    if (!test)
        return test.error();
    d->test = test.value();
    d->armTests.clear();
    for (qsizetype i = 0; i < spec.arms.size(); ++i) {
        auto armTest = spec.testFor(int(i)).toNetperf();
        if (!armTest)
            return makeError(ErrorCode::InvalidArgument,
                             QStringLiteral("arms[%1].").arg(i) + armTest.error().message, armTest.error().detail);
        d->armTests << armTest.value();
    }
    if (d->spec.order == RunOrder::Randomized && d->spec.seed == 0)
        d->spec.seed = QRandomGenerator::global()->generate64() >> 11; // fits a JSON number exactly

    ExperimentRepository repository(m_database);
    d->record = ExperimentRecord{};
    d->record.name = spec.name;
    d->record.spec = QJsonDocument(d->spec.toJson()).toJson(QJsonDocument::Compact);
    d->record.clientHost = spec.client.host;
    d->record.serverHost = spec.server.host;
    d->record.status = QStringLiteral("running");
    d->record.seed = d->spec.seed;
    d->arms.clear();
    for (qsizetype i = 0; i < spec.arms.size(); ++i) {
        ExperimentSpec one;
        one.arms = {spec.arms.at(i)};
        const QJsonObject armJson = one.toJson().value(QLatin1String("arms")).toArray().at(0).toObject();
        d->arms << ArmRecord{0, int(i), spec.arms.at(i).label, QJsonDocument(armJson).toJson(QJsonDocument::Compact)};
    }
    auto id = repository.create(d->record, d->arms);
    if (!id)
        return id.error();
    m_resultsStore = &m_database;
    if (m_team.recordsLocally())
        if (Status noted = StorePublisher(m_team).markPending(id.value()); !noted)
            Q_EMIT message(noted.error().toString());
    Q_EMIT experimentCreated(id.value());

    const Status prepared = prepare(repository);
    if (prepared.ok())
        runAll(repository);
    restoreHosts(repository);

    d->record.finishedAt = QDateTime::currentDateTimeUtc();
    if (!prepared) {
        d->record.status = QStringLiteral("failed");
        d->record.error = prepared.error().toString();
    } else {
        d->record.status = m_abort.load() ? QStringLiteral("aborted") : QStringLiteral("completed");
    }
    if (auto summary = analyzeExperiment(repository, id.value()))
        d->record.summary = QJsonDocument(summary.value()).toJson(QJsonDocument::Compact);
    if (const Status stored = repository.updateExperiment(d->record); !stored)
        Q_EMIT message(stored.error().toString());
    d->step(tr("Experiment %1 %2").arg(id.value()).arg(statusText(d->record.status)));
    return publish(id.value());
}

qint64 ExperimentEngine::publish(qint64 localId)
{
    if (!m_team.recordsLocally())
        return localId;
    d->step(tr("Publishing experiment %1 to %2").arg(localId).arg(m_team.path()));
    const EndPublication done = StorePublisher(m_team).publishEnded(localId);
    if (done.published) {
        m_resultsStore = &m_team;
        Q_EMIT experimentPublished(localId, done.id);
    }
    for (const QString &sentence : done.sentences)
        Q_EMIT message(sentence);
    return done.id;
}

Status ExperimentEngine::prepare(ExperimentRepository &repository)
{
    QElapsedTimer timer;
    timer.start();
    d->step(tr("Connecting to %1 and %2").arg(d->spec.client.host, d->spec.server.host));
    for (auto [role, host] : {std::pair{HostRole::Client, &d->spec.client}, std::pair{HostRole::Server, &d->spec.server}})
        if (const Status connected = connectHost(role, *host); !connected)
            return connected;
    if (const Status leased = leaseHosts(); !leased)
        return leased;
    for (HostRole role : {HostRole::Client, HostRole::Server})
        reconcileHost(role);

    // The address netperf on the client uses to reach netserver.
    QString serverAddress = d->spec.server.dataAddress;
    if (serverAddress.isEmpty())
        serverAddress = networkAddress(d->spec.server.host);
    d->test.controlHost = serverAddress;
    d->test.dataAddress = d->spec.server.dataAddress;

    // netperf's checks on the client run while netserver is made ready on the server and both
    // hosts are snapshotted: the client's first command also opens its connection meanwhile.
    // Only the network test waits for netserver. A probe of the same client, server and netperf
    // version earlier in this process is reused; otherwise one transaction with -D answers
    // everything the engine needs (demo mode, precise interims, a reachable netserver).
    d->step(tr("Checking netperf on %1").arg(d->spec.client.host));
    NetperfProbeJob::Options probeOptions;
    probeOptions.length = ProbeLength::OneTransaction;
    probeOptions.useCache = true;
    probeOptions.waitForServer = true;
    NetperfProbeJob probe(*d->client.runner, nullptr, serverAddress, d->test.controlPort, probeOptions);
    probe.start();

    d->step(tr("Checking netserver on %1").arg(d->spec.server.host));
    d->netserver = std::make_unique<NetserverManager>(*d->server.runner, d->test.controlPort > 0 ? d->test.controlPort : 12865);
    if (auto status = d->netserver->ensureRunning(d->test.family); !status)
        return status.error();
    probe.setServerReady();
    qCDebug(lcExperiment) << "netserver ready after" << timer.elapsed() << "ms";

    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        d->step(tr("Snapshot of %1").arg(d->host(role).name));
        if (const Status snap = snapshotHost(repository, role, QStringLiteral("before")); !snap)
            return snap;
        EngineHost &host = d->host(role);
        auto provider = host.reader->provider();
        if (!provider)
            return provider.error();
        auto settings = ArmSettings::resolve(d->spec.arms, role, *provider.value(), !host.interfaceName.isEmpty());
        if (!settings)
            return settings.error();
        host.settings = settings.value();
        if (!host.settings->isEmpty())
            if (const Status root = host.reader->requireRoot(); !root)
                return root;
    }
    qCDebug(lcExperiment) << "snapshots taken after" << timer.elapsed() << "ms";

    const NetperfCapabilities &caps = probe.waitForFinished();
    qCDebug(lcExperiment) << "netperf" << caps.netperfVersion << "probed after" << timer.elapsed() << "ms"
                          << (caps.fromCache ? "(known from an earlier probe)" : "");
    if (!caps.netperfPresent)
        return caps.problems.isEmpty() ? makeError(ErrorCode::NotFound, tr("netperf is missing on %1").arg(d->spec.client.host))
                                       : caps.problems.constFirst();
    if (d->test.interimInterval && !caps.demoMode)
        return makeError(ErrorCode::Unsupported,
                         tr("netperf on %1 has no demo mode (-D), so it cannot report interim results: install a "
                            "netperf built with --enable-demo (Debian's netperf has it)")
                             .arg(d->spec.client.host));
    if (d->test.interimInterval && !caps.preciseInterims)
        d->test.preciseInterims = false;
    d->interimsChecked = caps.demoVerified;
    // Both connections are open now: each host's clock takes one command's round trip.
    for (const QString &text : HostClock::measure({{d->client.name, d->client.runner.get(), &d->client.clock},
                                                   {d->server.name, d->server.runner.get(), &d->server.clock}}))
        Q_EMIT message(text);

    d->sweepValues.clear();
    if (d->spec.sweep) {
        d->sweepValues = d->spec.sweep->values;
        if (d->spec.sweep->preset == QLatin1String("packet_byte")) {
            d->step(tr("Measuring the path MSS from %1 to %2").arg(d->spec.client.host, serverAddress));
            auto mss = queryPathMss(*d->client.runner, serverAddress, d->spec.server.dataAddress, d->test.controlPort);
            if (!mss)
                return mss.error();
            d->record.mss = mss.value();
            d->sweepValues = packetByteSizes(mss.value());
            Q_EMIT message(tr("MSS %1: sweeping %2 over %3").arg(mss.value()).arg(sweepLabel(*d->spec.sweep)).arg(d->sweepValues.size()));
        }
    }

    const QList<ScheduledRun> schedule = buildSchedule(int(d->spec.arms.size()), d->spec.repetitions,
                                                       int(d->sweepValues.size()), d->spec.order, d->spec.seed);
    for (const ScheduledRun &scheduled : schedule) {
        RunRecord run;
        run.experimentId = d->record.id;
        run.armId = d->arms.at(scheduled.arm).id;
        run.index = scheduled.index;
        run.repetition = scheduled.repetition;
        run.sweepPoint = scheduled.sweepPoint;
        if (scheduled.sweepPoint >= 0)
            run.sweepValue = double(d->sweepValues.at(scheduled.sweepPoint));
        d->runs << run;
    }
    if (const Status stored = repository.addRuns(d->runs); !stored)
        return stored;
    const Status stored = repository.updateExperiment(d->record);
    qCDebug(lcExperiment) << "prepared in" << timer.elapsed() << "ms";
    return stored;
}

NetperfTestSpec ExperimentEngine::testFor(const RunRecord &run) const
{
    const auto arm = std::find_if(d->arms.begin(), d->arms.end(), [&run](const ArmRecord &a) { return a.id == run.armId; });
    NetperfTestSpec test = d->armTests.value(int(arm - d->arms.begin()), d->test);
    // Addresses are the experiment's, whatever the arm changes.
    test.controlHost = d->test.controlHost;
    test.dataAddress = d->test.dataAddress;
    if (d->spec.sweep && run.sweepValue) {
        const int value = int(*run.sweepValue);
        switch (d->spec.sweep->parameter) {
        case SweepSpec::Parameter::RequestSize:
            test.requestSize = value;
            break;
        case SweepSpec::Parameter::ResponseSize:
            test.responseSize = value;
            break;
        case SweepSpec::Parameter::Burst:
            test.burst = value;
            break;
        case SweepSpec::Parameter::Tunable:
            break;
        }
    }
    return test;
}

Result<QJsonArray> ExperimentEngine::applyArm(const RunRecord &run)
{
    QJsonArray settings;
    const int arm = int(std::find_if(d->arms.begin(), d->arms.end(), [&run](const ArmRecord &a) { return a.id == run.armId; })
                        - d->arms.begin());
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        EngineHost &host = d->host(role);
        QList<KeyValue> desired = host.settings ? host.settings->desiredFor(arm, *host.before) : QList<KeyValue>{};
        if (d->spec.sweep && d->spec.sweep->parameter == SweepSpec::Parameter::Tunable && d->spec.sweep->tunableHost == role
            && run.sweepValue) {
            auto provider = host.reader->provider();
            auto swept = ArmSettings::resolveOne(*provider.value(), d->spec.sweep->tunableKey,
                                                 QString::number(qint64(*run.sweepValue)), !host.interfaceName.isEmpty());
            if (!swept)
                return swept.error();
            desired.removeIf([&swept](const KeyValue &kv) { return kv.first == swept->first; });
            desired << swept.value();
        }
        if (desired.isEmpty())
            continue;
        ReadRequest request;
        request.interfaceName = host.interfaceName;
        request.extraSysctls = ChangePlanner::sysctlNames(desired);
        auto current = host.reader->read(request);
        if (!current)
            return current.error();
        const ChangePlan plan = ChangePlanner::build(*host.reader->provider().value(), current.value(), desired);
        if (plan.changes().isEmpty()) {
            for (const PlannedChange &item : plan.items)
                settings << outcomeToJson(role, KeyOutcome{item.key, item.action, item.original, item.desired,
                                                           item.original, item.action == PlannedChange::Action::Unchanged,
                                                           item.reason});
            continue;
        }
        d->step(tr("Applying %1 on %2").arg(d->spec.arms.at(arm).label, host.name));
        TunablesJournalRepository journal(m_database);
        SnapshotRepository snapshots(m_database);
        TunablesApplier applier(*host.reader, journal, snapshots);
        ApplyOptions options;
        options.owner = tr("experiment %1 (%2)").arg(d->record.id).arg(d->spec.name);
        options.restoreOnFailure = false; // the final restore puts everything back, in order
        options.cancelRequested = [this] { return m_abort.load(); };
        // The host holds the whole stack's restore before the first write of this journal.
        options.journaled = [this, &host](qint64 journalId) {
            return d->leases->arm(host.name, m_database, *host.reader, QList<qint64>(host.journals) << journalId);
        };
        auto report = applier.apply(plan, options);
        if (!report)
            return report.error();
        if (report->journalId > 0)
            host.journals << report->journalId;
        for (const KeyOutcome &outcome : report->outcomes) {
            settings << outcomeToJson(role, outcome);
            if (outcome.action == PlannedChange::Action::Unsupported)
                Q_EMIT message(tr("%1 on %2 is not supported (%3): the arm runs without it")
                                   .arg(outcome.key.id(), host.name, outcome.error));
            else if (outcome.verified && !outcome.note.isEmpty())
                Q_EMIT message(tr("%1=%2 on %3 was not taken as set: %4")
                                   .arg(outcome.key.id(), outcome.desired, host.name, outcome.note));
        }
        if (!report->succeeded()) {
            QStringList failed;
            for (const KeyOutcome &outcome : report->outcomes)
                if (outcome.action == PlannedChange::Action::Change && !outcome.verified)
                    failed << tr("%1=%2 (got %3%4)").arg(outcome.key.id(), outcome.desired, outcome.applied,
                                                        outcome.error.isEmpty() ? QString() : QStringLiteral(": ") + outcome.error);
            return makeError(ErrorCode::CommandFailed,
                             report->error ? report->error->message
                                           : tr("on %1 these settings did not verify: %2").arg(host.name, failed.join(QLatin1String(", "))));
        }
    }
    return settings;
}

void ExperimentEngine::runAll(ExperimentRepository &repository)
{
    RunRecorder recorder(m_database, m_live);
    connect(&recorder, &RunRecorder::logLine, this, &ExperimentEngine::logLine);
    d->progress.runCount = int(d->runs.size());
    d->clock.start();
    for (RunRecord &run : d->runs) {
        while (m_paused.load() && !m_abort.load()) {
            d->step(tr("Paused before run %1 of %2").arg(run.index + 1).arg(d->runs.size()));
            waitFor(0.2, m_abort);
        }
        if (m_abort.load())
            break;
        const QString arm = std::find_if(d->arms.begin(), d->arms.end(), [&run](const ArmRecord &a) { return a.id == run.armId; })->label;
        d->progress.runIndex = run.index;
        d->progress.arm = arm;
        d->progress.repetition = run.repetition;
        d->progress.sweepValue = run.sweepValue;
        QElapsedTimer runClock;
        runClock.start();
        qint64 recordStart = 0, recordEnd = 0;
        const auto applied = applyArm(run);
        if (applied)
            run.settings = QJsonDocument(applied.value()).toJson(QJsonDocument::Compact);
        if (!applied) {
            run.status = QStringLiteral("failed");
            run.error = applied.error().message;
        } else {
            run.status = QStringLiteral("running");
            (void)repository.updateRun(run); // marks the run for crash recovery
            d->step(tr("Run %1 of %2: %3, repetition %4").arg(run.index + 1).arg(d->runs.size()).arg(arm).arg(run.repetition + 1));
            Q_EMIT runStarted(run.index, arm, run.repetition);
            const int index = run.index;
            int samples = 0;
            QMetaObject::Connection c = connect(&recorder, &RunRecorder::sample, this, [this, index, &samples](double t, double rate) {
                ++samples;
                Q_EMIT interimSample(index, t, rate);
            });
            const NetperfTestSpec test = testFor(run);
            recordStart = runClock.elapsed();
            recorder.record(run, arm, test,
                            RunRecorder::Hosts{{d->client.runner.get(), d->client.interfaceName, &d->client.clock,
                                                d->client.pinnedCounters},
                                               {d->server.runner.get(), d->server.interfaceName, &d->server.clock,
                                                d->server.pinnedCounters}},
                            d->spec.warmupSeconds, m_abort);
            recordEnd = runClock.elapsed();
            disconnect(c);
            if (samples > 0) {
                d->interimsChecked = true;
            } else if (test.interimInterval && !d->interimsChecked && run.status == QLatin1String("completed")) {
                d->interimsChecked = true;
                Q_EMIT message(tr("netperf on %1 accepted -D but printed no interim results: live charts and live "
                                  "service demand stay empty (is it built with --enable-demo?)")
                                   .arg(d->client.name));
            }
        }
        if (const Status stored = repository.updateRun(run); !stored)
            Q_EMIT message(stored.error().toString());
        Q_EMIT runFinished(run.index, run.status, run.rate.value_or(0), run.error);
        if (!run.error.isEmpty())
            Q_EMIT message(tr("Run %1 %2: %3").arg(run.index + 1).arg(run.status, run.error));
        qCDebug(lcExperiment).nospace() << "run " << run.index + 1 << ": set-up " << recordStart << " ms, recorded in "
                                        << recordEnd - recordStart << " ms, stored after " << runClock.elapsed() - recordEnd << " ms";
        ++d->progress.runsDone;
        const double elapsed = double(d->clock.elapsed()) / 1000.0;
        d->progress.etaSeconds = elapsed / d->progress.runsDone * (d->runs.size() - d->progress.runsDone);
        Q_EMIT progressChanged(d->progress);
        if (run.status == QLatin1String("failed") && d->spec.stopOnFailure) {
            Q_EMIT message(tr("Stopping: run %1 failed and the experiment stops on failure").arg(run.index + 1));
            break;
        }
        if (&run != &d->runs.last() && d->spec.pauseSeconds > 0)
            waitFor(d->spec.pauseSeconds, m_abort);
    }
    // Runs that never started (abort, stop on failure) stay visible as such.
    for (RunRecord &run : d->runs) {
        if (run.status == QLatin1String("pending")) {
            run.status = QStringLiteral("aborted");
            run.error = tr("not run");
            (void)repository.updateRun(run);
        }
    }
}

} // namespace Tunebench
