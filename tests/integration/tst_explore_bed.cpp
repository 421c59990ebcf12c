// SPDX-License-Identifier: GPL-3.0-or-later
// Interactive exploration on the bed: a continuous TCP_RR between the two namespace hosts over
// SSH (the sudo user), tunables changed while it runs, segments and markers in the store, the
// hosts back as they were, and the A/B experiment made from two segments run for real. Also the
// `explore` command driven through its stdin.
#include "experiment/experimentengine.h"
#include "experiment/exploresession.h"
#include "hosts/hostconnector.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/explorationrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "transport/localrunner.h"
#include "tunables/hostreader.h"
#include "tunablesbedguard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <csignal>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

const QString kTso = QStringLiteral("feature.tcp-segmentation-offload");

QString cliPath()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}

// Differences that matter between two snapshots of a host (not the kernel or driver facts).
QStringList settingDifferences(const HostSnapshot &before, const HostSnapshot &after)
{
    QStringList differences;
    for (const SnapshotDifference &d : diffSnapshots(before, after))
        if (!d.key.startsWith(QLatin1String("info.")))
            differences << QStringLiteral("%1: %2 -> %3").arg(d.key, describeState(d.before), describeState(d.after));
    return differences;
}

} // namespace

class TestExploreBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    std::unique_ptr<HostConnector> m_connector;
    std::unique_ptr<LocalRunner> m_serverNs;

    QString host(const QString &address) const { return m_bed.sudoUser() + QLatin1Char('@') + address; }

    ConnectOptions options() const
    {
        ConnectOptions o;
        o.identityFiles = {m_bed.keyPath()};
        o.knownHostsPath = m_bed.knownHostsPath();
        o.sshConfigPath = QStringLiteral("none");
        o.batchMode = true;
        return o;
    }
    ExploreSession::RunnerFactory factory()
    {
        return [this](const QString &h) { return m_connector->runner(h); };
    }
    ExplorationSpec spec(int runSeconds) const
    {
        ExplorationSpec s;
        s.name = QStringLiteral("explore (test)");
        s.client = ExperimentHost {host(m_bed.clientAddress()), m_bed.interfaceName(), {}};
        s.server = ExperimentHost {host(m_bed.serverAddress()), m_bed.interfaceName(), m_bed.serverAddress()};
        s.test = TestParameters {.type = NetperfTestType::TcpRr, .durationSeconds = runSeconds,
            .interimInterval = 0.25, .cpu = true, .requestSize = 1, .responseSize = 1};
        s.settleSeconds = 1.0;
        return s;
    }
    // The server as the test sees it, read in its namespace (not through the code under test's SSH).
    HostSnapshot serverState()
    {
        HostReader reader(*m_serverNs);
        auto read = reader.read(ReadRequest {m_bed.interfaceName(), {}});
        return read ? read.value() : HostSnapshot {};
    }

    // Kills the sshd processes that serve this process's SSH connections to the server (found by
    // our local ports), so that they drop as if the network had failed.
    int dropServerConnections()
    {
        QProcess ss;
        ss.start(QStringLiteral("ss"),
            {QStringLiteral("-Htnp"), QStringLiteral("state"), QStringLiteral("established"), QStringLiteral("dst"),
                m_bed.serverAddress() + QStringLiteral(":22")});
        ss.waitForFinished(10000);
        QStringList peers;
        const QString ours = QStringLiteral("pid=%1,").arg(QCoreApplication::applicationPid());
        for (const QString &line :
            QString::fromUtf8(ss.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (line.contains(ours))
                peers << line.simplified().section(QLatin1Char(' '), 2, 2); // our address:port
        QString served;
        Testbed::runInNamespace(m_bed.serverNamespace(),
            {QStringLiteral("ss"), QStringLiteral("-Htnp"), QStringLiteral("state"), QStringLiteral("established"),
                QStringLiteral("( sport = :22 )")},
            &served);
        int killed = 0;
        static const QRegularExpression pid(QStringLiteral("pid=(\\d+)"));
        for (const QString &line : served.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (!peers.contains(line.simplified().section(QLatin1Char(' '), 3, 3)))
                continue;
            for (auto match = pid.globalMatch(line); match.hasNext();)
                killed += ::kill(pid_t(match.next().captured(1).toInt()), SIGKILL) == 0;
        }
        return killed;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        if (!m_bed.isUp())
            return;
        m_connector = std::make_unique<HostConnector>(options());
        m_serverNs = std::make_unique<LocalRunner>(QStringList {QStringLiteral("ip"), QStringLiteral("netns"),
                                                       QStringLiteral("exec"), m_bed.serverNamespace()},
            QStringLiteral("tb-server"));
    }

    void changesWhileRunningMakeSegmentsAndTheHostsComeBack()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed); // whatever fails below, the bed's settings come back
        QVERIFY(guard.complete());
        const HostSnapshot before = serverState();
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        const QString channels = guard.otherChannelCount(QStringLiteral("rx"));

        Database database(m_dir.filePath(QStringLiteral("explore.sqlite")));
        QVERIFY(database.open().ok());
        ExploreSession session(database, factory());
        QList<ExploreMarker> markers;
        QList<double> sampleTimes;
        QMap<HostRole, QList<HostSnapshot>> states;
        QStringList messages;
        std::optional<Result<ExploreComparison>> comparison;
        std::optional<Result<ExperimentSpec>> experiment;
        QString tsoDuringRun;
        connect(&session, &ExploreSession::message, this, [&](const QString &m) { messages << m; });
        connect(&session, &ExploreSession::sample, this, [&](double t, double) { sampleTimes << t; });
        connect(&session, &ExploreSession::hostStateChanged, this,
            [&](const ExploreHostState &s) { states[s.role] << s.snapshot; });
        // The script: 4 s of baseline, TSO, a coalescing change the veth refuses, the channels,
        // 4.5 s more; then compare, make the experiment and stop. (Segments this long keep enough
        // settled intervals on a loaded CI host.)
        connect(&session, &ExploreSession::started, this, [&] {
            QTimer::singleShot(4000, &session,
                [&] { session.applyChange(ExploreChangeRequest::parse(QStringLiteral("server tso=") + tso).value()); });
        });
        connect(&session, &ExploreSession::markerAdded, this, [&](const ExploreMarker &marker) {
            markers << marker;
            if (marker.seq == 1) {
                tsoDuringRun = session.timeline().segments().constLast().configuration.server.value(kTso);
                QTimer::singleShot(4000, &session, [&] {
                    session.applyChange(ExploreChangeRequest::parse(QStringLiteral("server rx-usecs=8")).value());
                });
            } else if (marker.seq == 2) {
                session.applyChange(
                    ExploreChangeRequest::parse(QStringLiteral("server channel.rx=%1 channel.tx=%1").arg(channels))
                        .value());
            } else if (marker.seq == 3) {
                QTimer::singleShot(4500, &session, [&] {
                    comparison = session.compareSegments(0, 2);
                    ExploreExperimentOptions options;
                    options.repetitions = 1;
                    options.durationSeconds = 2;
                    options.warmupSeconds = 0.5;
                    options.pauseSeconds = 0;
                    experiment = session.experimentFromSegments(0, 2, options);
                    session.stop();
                });
            }
        });
        QTimer::singleShot(120000, &session, [&] { session.abort(); }); // a hung test still ends, restored
        auto id = session.run(spec(4));
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().toString()));
        const QString log = messages.join(QLatin1Char('\n'));

        ExperimentRepository experiments(database);
        const ExperimentRecord record = experiments.experiment(id.value()).value();
        QVERIFY2(record.status == QLatin1String("completed"), qPrintable(record.error + QLatin1Char('\n') + log));
        QCOMPARE(record.kind, QStringLiteral("exploration"));
        QCOMPARE(tsoDuringRun, tso);

        // Markers: applied, failed (the veth has no coalescing), applied; each with its verified value.
        QCOMPARE(markers.size(), 3);
        QCOMPARE(markers.at(0).status, ExploreMarker::Status::Applied);
        QCOMPARE(markers.at(0).label, QStringLiteral("server: tso ") + tso);
        QCOMPARE(markers.at(0).changes.constFirst().key, kTso);
        QCOMPARE(markers.at(0).changes.constFirst().verified, tso);
        QCOMPARE(markers.at(0).segment, 1);
        QVERIFY(markers.at(0).wrote && markers.at(0).journalId > 0);
        QCOMPARE(markers.at(1).status, ExploreMarker::Status::Failed);
        QVERIFY2(markers.at(1).error.contains(QLatin1String("not supported"), Qt::CaseInsensitive),
            qPrintable(markers.at(1).error));
        QCOMPARE(markers.at(1).segment, -1);
        QVERIFY(!markers.at(1).wrote);
        QCOMPARE(markers.at(2).status, ExploreMarker::Status::Applied);
        QCOMPARE(markers.at(2).segment, 2);
        for (const ExploreKeyChange &change : markers.at(2).changes)
            QVERIFY2(
                change.ok && change.verified == channels, qPrintable(change.key + QLatin1Char('=') + change.verified));
        QVERIFY(markers.at(0).at < markers.at(1).at && markers.at(1).at < markers.at(2).at);

        // The run went on after the failed change, over several back-to-back netperf runs.
        QVERIFY(
            std::any_of(sampleTimes.cbegin(), sampleTimes.cend(), [&](double t) { return t > markers.at(2).at + 2; }));
        const QList<RunRecord> runs = experiments.runs(id.value()).value();
        QVERIFY2(runs.size() >= 3, qPrintable(QString::number(runs.size())));
        for (const RunRecord &run : runs.mid(0, runs.size() - 1))
            QVERIFY2(run.status == QLatin1String("completed"), qPrintable(run.error));
        // The store: three segments as arms, the markers with their verified values.
        ExplorationRepository explorations(database);
        const auto segments = explorations.segments(id.value()).value();
        QCOMPARE(segments.size(), 3);
        QCOMPARE(segments.at(0).label, QStringLiteral("baseline"));
        QCOMPARE(segments.at(1).markerSeq, 1);
        QCOMPARE(segments.at(2).markerSeq, 3);
        for (const ExplorationSegmentRecord &s : segments)
            QVERIFY2(s.end && !s.stats.isEmpty(), qPrintable(s.label));
        const ExploreConfiguration third
            = ExploreConfiguration::fromJson(QJsonDocument::fromJson(segments.at(2).configuration).object());
        QCOMPARE(third.server.value(kTso), tso);
        QCOMPARE(third.server.value(QStringLiteral("channel.rx")), channels);
        const auto storedMarkers = explorations.markers(id.value()).value();
        QCOMPARE(storedMarkers.size(), 3);
        QCOMPARE(storedMarkers.at(1).status, QStringLiteral("failed"));
        const QJsonArray firstChanges = QJsonDocument::fromJson(storedMarkers.at(0).changes).array();
        QCOMPARE(firstChanges.at(0)[QLatin1String("verified")].toString(), tso);
        const auto history = experiments.list().value();
        QCOMPARE(history.constFirst().kind, QStringLiteral("exploration"));
        QCOMPARE(history.constFirst().arms.size(), 3);
        auto stored = loadExploration(database, id.value());
        QVERIFY(stored.ok());
        QCOMPARE(stored->timeline.segments().size(), 3);
        for (int i = 0; i < 3; ++i) {
            const ExploreSegmentStats stats = stored->timeline.stats(i, stored->end);
            QVERIFY2(stats.rate && stats.rate->median > 0 && stats.intervals >= 3,
                qPrintable(QStringLiteral("segment %1: %2 intervals").arg(i + 1).arg(stats.intervals)));
            QVERIFY(stats.client.serviceDemand && stats.server.interrupts && stats.server.contextSwitches);
        }

        // The hosts end as they began: the exploration's own snapshots and an independent read.
        for (HostRole role : {HostRole::Client, HostRole::Server}) {
            QVERIFY(states.value(role).size() >= 2);
            const QStringList differences
                = settingDifferences(states.value(role).constFirst(), states.value(role).constLast());
            QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));
        }
        const QStringList differences = settingDifferences(before, serverState());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());

        // Segments compared with the caveat, and the A/B experiment made from them runs.
        QVERIFY(comparison.has_value());
        QVERIFY2(comparison->ok(), comparison->ok() ? "" : qPrintable(comparison->error().message));
        QVERIFY((*comparison)->caveat.contains(QLatin1String("not independent runs")));
        QVERIFY(experiment.has_value());
        QVERIFY2(experiment->ok(), experiment->ok() ? "" : qPrintable(experiment->error().message));
        const ExperimentSpec ab = experiment->value();
        QVERIFY(ab.validate().ok());
        QCOMPARE(ab.arms.at(1).tunables.value(HostRole::Server).size(), 3); // tso, channel.rx, channel.tx
        // The baseline arm puts back the TSO the server had.
        QVERIFY(ab.arms.at(0)
                    .tunables.value(HostRole::Server)
                    .contains(kTso + QLatin1Char('=') + before.values.value(kTso).value));
        ExperimentEngine engine(database, factory());
        auto abId = engine.run(ab);
        QVERIFY(abId.ok());
        const ExperimentRecord abRecord = experiments.experiment(abId.value()).value();
        QVERIFY2(abRecord.status == QLatin1String("completed"), qPrintable(abRecord.error));
        const QList<RunRecord> abRuns = experiments.runs(abId.value()).value();
        QCOMPARE(abRuns.size(), 2);
        for (const RunRecord &run : abRuns)
            QVERIFY2(run.status == QLatin1String("completed") && run.rate, qPrintable(run.error));
        QVERIFY(settingDifferences(before, serverState()).isEmpty());
    }

    void abortRestoresTheHosts()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = serverState();
        Database database(m_dir.filePath(QStringLiteral("abort.sqlite")));
        QVERIFY(database.open().ok());
        ExploreSession session(database, factory());
        QString gro;
        connect(&session, &ExploreSession::started, this, [&] {
            session.applyChange(ExploreChangeRequest::parse(
                QStringLiteral("server gro=") + guard.opposite(QStringLiteral("generic-receive-offload")))
                                    .value());
        });
        connect(&session, &ExploreSession::markerAdded, this, [&](const ExploreMarker &marker) {
            gro = marker.changes.value(0).verified;
            QTimer::singleShot(1500, &session, [&] { session.abort(); });
        });
        QTimer::singleShot(90000, &session, [&] { session.abort(); });
        auto id = session.run(spec(10));
        QVERIFY(id.ok());
        QCOMPARE(gro, guard.opposite(QStringLiteral("generic-receive-offload")));
        ExperimentRepository experiments(database);
        QCOMPARE(experiments.experiment(id.value())->status, QStringLiteral("aborted"));
        QCOMPARE(experiments.runs(id.value())->constLast().status, QStringLiteral("aborted"));
        const QStringList differences = settingDifferences(before, serverState());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());
    }

    void lostConnectionEndsTheExplorationAndRestores()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = serverState();
        Database database(m_dir.filePath(QStringLiteral("lost.sqlite")));
        QVERIFY(database.open().ok());
        ExploreSession session(database, factory());
        int dropped = 0;
        connect(&session, &ExploreSession::started, this, [&] {
            session.applyChange(ExploreChangeRequest::parse(
                QStringLiteral("server tso=") + guard.opposite(QStringLiteral("tcp-segmentation-offload")))
                                    .value());
        });
        connect(&session, &ExploreSession::markerAdded, this,
            [&] { QTimer::singleShot(1500, &session, [&] { dropped = dropServerConnections(); }); });
        QTimer::singleShot(90000, &session, [&] { session.abort(); });
        auto id = session.run(spec(10));
        QVERIFY(id.ok());
        QVERIFY(dropped > 0);
        ExperimentRepository experiments(database);
        const ExperimentRecord record = experiments.experiment(id.value()).value();
        QCOMPARE(record.status, QStringLiteral("failed"));
        QVERIFY2(record.error.contains(QLatin1String("Lost the connection")), qPrintable(record.error));
        QCOMPARE(session.failure()->code, ErrorCode::ConnectionLost);
        // The runner reconnected for the restore: the server is as it was and no journal is open.
        const QStringList differences = settingDifferences(before, serverState());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());
        ExplorationRepository explorations(database);
        QCOMPARE(explorations.markers(id.value())->size(), 1);
        QCOMPARE(explorations.segments(id.value())->size(), 2);
    }

    // How the GUI drives it: the session on a worker thread, changes and stop from this thread,
    // every signal queued back here.
    void aSessionOnAWorkerThreadIsDrivenFromAnother()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = serverState();
        Database database(m_dir.filePath(QStringLiteral("thread.sqlite")));
        QVERIFY(database.open().ok());
        QThread worker;
        worker.start();
        std::unique_ptr<HostConnector> connector; // made, used and destroyed on the worker thread
        auto *session = new ExploreSession(database, [&](const QString &h) {
            if (!connector)
                connector = std::make_unique<HostConnector>(options());
            return connector->runner(h);
        });
        session->moveToThread(&worker);
        QList<ExploreMarker> markers;
        std::optional<ExploreComparison> comparison;
        QString failedRequest;
        QString status;
        int segmentUpdates = 0;
        QThread *signalThread = nullptr;
        qint64 explorationId = -1;
        // tx-checksumming takes the TCP segmentation features along: side effects of the change,
        // which arrive after its marker (sent as soon as the change is verified).
        const QString tx = guard.opposite(QStringLiteral("tx-checksumming"));
        QMap<int, QStringList> sideEffects;
        int markersBeforeSideEffects = 0;
        connect(session, &ExploreSession::started, this, [&](qint64 id) {
            explorationId = id;
            signalThread = QThread::currentThread();
            QTimer::singleShot(4000, this, [&] {
                session->applyChange(ExploreChangeRequest::parse(QStringLiteral("server feature.tx=") + tx).value());
            });
        });
        connect(session, &ExploreSession::markerSideEffects, this, [&](int seq, const QStringList &effects) {
            sideEffects.insert(seq, effects);
            markersBeforeSideEffects = int(markers.size());
        });
        connect(session, &ExploreSession::markerAdded, this, [&](const ExploreMarker &marker) {
            markers << marker;
            QTimer::singleShot(4500, this, [&] {
                QMetaObject::invokeMethod(session, [&] { session->requestComparison(0, 7); });
                QMetaObject::invokeMethod(session, [&] { session->requestComparison(0, 1); });
            });
        });
        connect(session, &ExploreSession::segmentUpdated, this, [&] { ++segmentUpdates; });
        connect(session, &ExploreSession::message, this, [](const QString &m) { qInfo("%s", qPrintable(m)); });
        connect(session, &ExploreSession::comparisonReady, this, [&](const ExploreComparison &c) {
            comparison = c;
            session->stop();
        });
        // The comparison of a segment that does not exist fails; should the real one fail too
        // (too few settled intervals), the session ends here rather than running on.
        int failedComparisons = 0;
        connect(session, &ExploreSession::requestFailed, this, [&](const QString &request, const Error &error) {
            failedRequest = request;
            qInfo("%s failed: %s", qPrintable(request), qPrintable(error.message));
            if (request == QLatin1String("compare") && ++failedComparisons == 2)
                session->stop();
        });
        connect(
            session, &ExploreSession::finished, this, [&](qint64, const QString &s, const QString &) { status = s; });
        // Whatever fails below, the session ends (hosts restored) and the thread with it.
        auto shutDown = [&] {
            session->stop();
            QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), 180000);
            QMetaObject::invokeMethod(
                session,
                [&] {
                    delete session;
                    connector.reset();
                },
                Qt::BlockingQueuedConnection);
            worker.quit();
            worker.wait();
        };
        auto guardThread = qScopeGuard(shutDown);
        QMetaObject::invokeMethod(session, [&] { (void)session->run(spec(10)); });
        QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), 180000);
        guardThread.dismiss();
        shutDown();

        QCOMPARE(signalThread, QThread::currentThread());
        QCOMPARE(status, QStringLiteral("completed"));
        QCOMPARE(markers.size(), 1);
        QVERIFY2(markers.constFirst().status == ExploreMarker::Status::Applied,
                 qPrintable(ExploreMarker::statusName(markers.constFirst().status) + QLatin1Char(' ') + markers.constFirst().error));
        QVERIFY(markers.constFirst().sideEffects.isEmpty());
        QCOMPARE(sideEffects.keys(), QList<int> {1});
        QCOMPARE(markersBeforeSideEffects, 1);
        const QStringList effects = sideEffects.value(1);
        for (const QString &effect : effects)
            QVERIFY2(effect.startsWith(QLatin1String("feature.")) && !effect.startsWith(QLatin1String("feature.tx-checksumming")),
                     qPrintable(effect));
        if (tx == QLatin1String("off"))
            QVERIFY2(std::any_of(effects.cbegin(), effects.cend(),
                                 [](const QString &e) { return e.startsWith(QLatin1String("feature.tx-tcp-segmentation: on -> off")); }),
                     qPrintable(effects.join(QLatin1String("; "))));
        else
            QVERIFY(!effects.isEmpty());
        // The store has them on the marker too.
        const auto stored = ExplorationRepository(database).markers(explorationId);
        QVERIFY(stored.ok() && stored->size() == 1);
        QCOMPARE(QJsonDocument::fromJson(stored->constFirst().sideEffects).array().size(), effects.size());
        QVERIFY(comparison.has_value());
        QCOMPARE(comparison->b, 1);
        QCOMPARE(failedRequest, QStringLiteral("compare")); // there is no segment 8
        QVERIFY(segmentUpdates >= 4); // opened, about once a second, closed
        const QStringList differences = settingDifferences(before, serverState());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));
    }

    void cliExploresFromStdinLines()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const HostSnapshot before = serverState();
        const QString db = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const QString file = m_dir.filePath(QStringLiteral("ab.json"));
        const QString tso = guard.opposite(QStringLiteral("tcp-segmentation-offload"));
        QProcess cli;
        cli.start(cliPath(),
            {QStringLiteral("explore"), host(m_bed.clientAddress()), host(m_bed.serverAddress()),
                QStringLiteral("--iface"), m_bed.interfaceName(), QStringLiteral("--data-address"),
                m_bed.serverAddress(), QStringLiteral("-r"), QStringLiteral("1,1"), QStringLiteral("-l"),
                QStringLiteral("5"), QStringLiteral("--settle"), QStringLiteral("1"), QStringLiteral("--db"), db,
                QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"), m_bed.knownHostsPath(),
                QStringLiteral("--ssh-config"), QStringLiteral("none"), QStringLiteral("--batch"),
                QStringLiteral("--json")});
        QVERIFY(cli.waitForStarted());
        // Five seconds per segment: about 16 settled intervals each (ten or so on a loaded CI host),
        // and over 20 samples in all.
        cli.write(QStringLiteral("# a scripted exploration\n"
                                 "wait 5\n"
                                 "server tso=%1\n"
                                 "wait 5\n"
                                 "server coalescing.rx-usecs=8\n"
                                 "nonsense here\n"
                                 "compare 1 2\n"
                                 "experiment 1 2 -o %2 -n 2 -l 2\n"
                                 "quit\n")
                      .arg(tso, file)
                      .toUtf8());
        cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(120000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == 0, qPrintable(err + out));
        QMap<QString, QList<QJsonObject>> events;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
            events[object.value(QLatin1String("event")).toString()] << object;
        }
        QCOMPARE(events.value(QStringLiteral("exploration")).size(), 1);
        QVERIFY(events.value(QStringLiteral("sample")).size() > 20);
        const auto markers = events.value(QStringLiteral("marker"));
        QCOMPARE(markers.size(), 2);
        QCOMPARE(markers.at(0).value(QLatin1String("status")).toString(), QStringLiteral("applied"));
        QCOMPARE(
            markers.at(0).value(QLatin1String("changes")).toArray().at(0)[QLatin1String("verified")].toString(), tso);
        QCOMPARE(markers.at(1).value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        // TSO takes its TCP segmentation sub-features along: named in an event after the marker's.
        const auto effects = events.value(QStringLiteral("side_effects"));
        QCOMPARE(effects.size(), 1);
        QCOMPARE(effects.at(0).value(QLatin1String("seq")).toInt(), 1);
        const QJsonArray moved = effects.at(0).value(QLatin1String("sideEffects")).toArray();
        QVERIFY(!moved.isEmpty());
        for (const QJsonValue &effect : moved)
            QVERIFY2(effect.toString().startsWith(QLatin1String("feature.tx-tcp")), qPrintable(effect.toString()));
        QVERIFY(out.indexOf(QLatin1String("\"side_effects\"")) > out.indexOf(QLatin1String("\"marker\"")));
        QCOMPARE(events.value(QStringLiteral("error")).size(), 1); // "nonsense here", and the run went on
        QCOMPARE(events.value(QStringLiteral("error")).at(0).value(QLatin1String("line")).toString(),
            QStringLiteral("nonsense here"));
        QCOMPARE(events.value(QStringLiteral("comparison")).size(), 1);
        QVERIFY(events.value(QStringLiteral("comparison"))
                    .at(0)
                    .value(QLatin1String("caveat"))
                    .toString()
                    .contains(QLatin1String("not independent runs")));
        QCOMPARE(events.value(QStringLiteral("experiment")).size(), 1);
        const QJsonObject summary = events.value(QStringLiteral("summary")).value(0);
        QCOMPARE(summary.value(QLatin1String("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(summary.value(QLatin1String("segments")).toArray().size(), 2);
        auto ab = ExperimentSpec::fromFile(file);
        QVERIFY2(ab.ok(), ab.ok() ? "" : qPrintable(ab.error().message));
        QCOMPARE(ab->repetitions, 2);
        QCOMPARE(ab->test.durationSeconds, 2);
        QCOMPARE(ab->arms.at(1).tunables.value(HostRole::Server), QStringList {kTso + QLatin1Char('=') + tso});
        const QStringList differences = settingDifferences(before, serverState());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1String("; "))));

        // The history lists it.
        QProcess list;
        list.start(cliPath(), {QStringLiteral("list"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QVERIFY(list.waitForFinished(30000));
        const QJsonObject entry = QJsonDocument::fromJson(list.readAllStandardOutput().split('\n').value(0)).object();
        QCOMPARE(entry.value(QLatin1String("kind")).toString(), QStringLiteral("exploration"));
        QCOMPARE(entry.value(QLatin1String("arms")).toArray().size(), 2);

        // 'show' reads it back from the store as the session had it: markers, segments, and
        // comparisons and experiments made afterwards.
        const auto cliJson = [this, &db](const QStringList &arguments, int *exit = nullptr) {
            QProcess show;
            show.start(cliPath(), QStringList {QStringLiteral("show")} + arguments + QStringList {QStringLiteral("--db"), db});
            show.waitForFinished(30000);
            if (exit)
                *exit = show.exitCode();
            return QJsonDocument::fromJson(show.readAllStandardOutput().split('\n').value(0)).object();
        };
        const QString id = QString::number(entry.value(QLatin1String("id")).toInteger());
        const QJsonObject shown = cliJson({id, QStringLiteral("--json")});
        QCOMPARE(shown.value(QLatin1String("kind")).toString(), QStringLiteral("exploration"));
        QCOMPARE(shown.value(QLatin1String("markers")).toArray().size(), 2);
        QCOMPARE(shown.value(QLatin1String("markers")).toArray().at(1)[QLatin1String("status")].toString(), QStringLiteral("failed"));
        QCOMPARE(shown.value(QLatin1String("segments")).toArray().size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject live = summary.value(QLatin1String("segments")).toArray().at(i).toObject();
            const QJsonObject back = shown.value(QLatin1String("segments")).toArray().at(i).toObject();
            QCOMPARE(back.value(QLatin1String("label")).toString(), live.value(QLatin1String("label")).toString());
            QCOMPARE(back.value(QLatin1String("configuration")), live.value(QLatin1String("configuration")));
        }
        QVERIFY(shown.value(QLatin1String("intervals")).toInt() > 20);
        // Each host's clock offset, measured when the connections opened (the bed shares one clock).
        for (const char *role : {"client", "server"}) {
            const auto clock = ClockOffset::fromJson(shown.value(QLatin1String("clockOffsets"))[QLatin1String(role)]);
            QVERIFY2(clock && clock->uncertainty, qPrintable(QJsonDocument(shown).toJson()));
            QCOMPARE(clock->method, ClockOffset::Method::RoundTrip);
            QVERIFY2(std::abs(clock->seconds) <= *clock->uncertainty + 1e-3, qPrintable(QString::number(clock->seconds)));
        }
        const QJsonObject compared = cliJson({id, QStringLiteral("--compare"), QStringLiteral("1,2"), QStringLiteral("--json")});
        QVERIFY(compared.value(QLatin1String("caveat")).toString().contains(QLatin1String("not independent runs")));
        QVERIFY(compared.value(QLatin1String("metrics")).toObject().contains(QLatin1String("rate")));
        QCOMPARE(compared.value(QLatin1String("b")).toInt(), 2);
        const QString again = m_dir.filePath(QStringLiteral("again.json"));
        cliJson({id, QStringLiteral("--experiment"), QStringLiteral("1,2"), QStringLiteral("-o"), again,
            QStringLiteral("--repetitions"), QStringLiteral("3"), QStringLiteral("--json")});
        auto fromStore = ExperimentSpec::fromFile(again);
        QVERIFY2(fromStore.ok(), fromStore.ok() ? "" : qPrintable(fromStore.error().message));
        QCOMPARE(fromStore->repetitions, 3);
        QCOMPARE(fromStore->arms.at(1).tunables, ab->arms.at(1).tunables);
        int exit = 0;
        cliJson({id, QStringLiteral("--compare"), QStringLiteral("1,7")}, &exit);
        QCOMPARE(exit, 2);
    }
};

QTEST_GUILESS_MAIN(TestExploreBed)
#include "tst_explore_bed.moc"
