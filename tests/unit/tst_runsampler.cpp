// SPDX-License-Identifier: GPL-3.0-or-later
// The run sampler (issue 26): hosts whose clocks are off (+30 s, -2 s, with jitter on arrival)
// give the same live service demand and chart times as hosts in step, and an exploration gives
// the numbers an experiment gives for the same samples. First by feeding recorded samples to the
// sampler as each caller sets it up, then through the engines with fake hosts (FakeLab).
#include "experiment/testspecjson.h"
#include "clicapture.h"
#include "experiment/experimentengine.h"
#include "experiment/exploresession.h"
#include "experiment/runsampler.h"
#include "fakelab.h"
#include "hosts/hostclock.h"
#include "store/database.h"
#include "store/explorationrepository.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

constexpr double kT0 = 1795998000.0; // this machine's clock when the recorded run starts
constexpr double kSlot = 0.1; // netperf's -D
constexpr double kTelemetry = 0.25;
constexpr int kSlots = 30;

/// One line as it arrived: an interim sample (client) or a telemetry interval (a host).
struct Arrival
{
    double at = 0;
    std::optional<InterimSample> interim;
    HostRole role = HostRole::Client;
    TelemetryInterval telemetry;
};

/// A recorded 3 s run of FakeLab's process, stamped with clocks @p clientOffset and
/// @p serverOffset, each line arriving 0-20 ms after its stamp (the same delays whatever the clocks).
QList<Arrival> recordedRun(double clientOffset, double serverOffset)
{
    FakeLab lab;
    lab.server.serviceDemand = 15;
    lab.addRun(kT0, kSlot, kSlots);
    QList<Arrival> arrivals;
    for (int k = 0; k < kSlots; ++k) {
        const double end = kT0 + (k + 1) * kSlot;
        arrivals << Arrival {end + lab.jitterMs() / 1000.0, InterimSample {lab.rate(k), kSlot, end + clientOffset, 0, k + 1}};
    }
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        const double offset = role == HostRole::Client ? clientOffset : serverOffset;
        const double sd = role == HostRole::Client ? lab.client.serviceDemand : lab.server.serviceDemand;
        for (double start = kT0 - 0.2; start + kTelemetry < kT0 + kSlots * kSlot + 0.3; start += kTelemetry) {
            TelemetryInterval interval;
            interval.start = start + offset;
            interval.end = start + kTelemetry + offset;
            interval.busyCpuMicroseconds = sd * (lab.transactionsUntil(start + kTelemetry) - lab.transactionsUntil(start));
            interval.cpuUtilisation = interval.busyCpuMicroseconds / (kTelemetry * 1e4);
            arrivals << Arrival {start + kTelemetry + lab.jitterMs() / 1000.0, std::nullopt, role, interval};
        }
    }
    std::stable_sort(arrivals.begin(), arrivals.end(), [](const Arrival &a, const Arrival &b) { return a.at < b.at; });
    return arrivals;
}

/// What one sampler made of a recorded run.
struct Sampled
{
    RunRecord run;
    QList<InterimSampleRow> interim;
    QList<TelemetrySampleRow> telemetry;
    QList<ExploreRatePoint> rates;
    QList<double> clientDemand, serverDemand; ///< per telemetry interval
    QList<double> serverBoundDemand; ///< per telemetry interval, of the server's bound CPU
    std::shared_ptr<LiveSeriesStore> live = std::make_shared<LiveSeriesStore>();
};

} // namespace

class TestRunSampler : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<Database> m_database;
    qint64 m_armId = 0;
    qint64 m_experimentId = 0;
    int m_runs = 0;

    qint64 addRun(int index)
    {
        ExperimentRepository experiments(*m_database);
        QList<RunRecord> runs(1);
        runs[0].experimentId = m_experimentId;
        runs[0].armId = m_armId;
        runs[0].index = index;
        if (!experiments.addRuns(runs).ok())
            return -1;
        return runs.constFirst().id;
    }

    /// Feeds @p arrivals to a sampler set up as an experiment does (origin = the run's start,
    /// its own timeline) or as an exploration does (its time axis began earlier, the run is its
    /// fifth, the exploration's timeline). Both measured each host's clock once, with a command
    /// whose answer took 2 ms back from the client and 1 ms from the server (sent 10 ms before
    /// the host read its clock).
    Sampled sample(const QList<Arrival> &arrivals, double clientOffset, double serverOffset, bool asExploration,
                   std::optional<int> serverBoundCpu = std::nullopt)
    {
        ClockOffsetEstimator clientClock, serverClock;
        clientClock.addRoundTrip(ClockRoundTrip {kT0 - 1.01, kT0 - 1 + clientOffset, kT0 - 0.998, 1e-9});
        serverClock.addRoundTrip(ClockRoundTrip {kT0 - 1.01, kT0 - 1 + serverOffset, kT0 - 0.999, 1e-9});
        ExploreTimeline explorationTimeline;
        RunSampler::Options options;
        options.telemetryInterval = kTelemetry;
        options.origin = asExploration ? kT0 - 50 : kT0;
        options.timeline = asExploration ? &explorationTimeline : nullptr;
        Sampled result;
        options.live = result.live.get();
        options.liveKey = LiveSeriesKey {QStringLiteral("1"), QStringLiteral("A"), 0, {}};
        RunSampler sampler(*m_database, SampledHost {nullptr, {}, &clientClock}, SampledHost {nullptr, {}, &serverClock},
            options);
        connect(&sampler, &RunSampler::telemetrySample, this, [&result](const ExploreTelemetryPoint &p) {
            if (p.serviceDemand)
                (p.role == HostRole::Client ? result.clientDemand : result.serverDemand) << *p.serviceDemand;
            if (p.role == HostRole::Server && p.boundCpuServiceDemand)
                result.serverBoundDemand << *p.boundCpuServiceDemand;
        });
        const int index = asExploration ? 4 : 0;
        result.run.id = addRun(m_runs++);
        sampler.beginRun(result.run.id, index);
        sampler.setBoundCpus(std::nullopt, serverBoundCpu);
        for (const Arrival &a : arrivals) {
            if (a.interim)
                sampler.addInterim(*a.interim, a.at);
            else
                sampler.addTelemetry(a.role, a.telemetry, a.at);
        }
        sampler.endRun();
        sampler.finishRun(result.run, NetperfRunResult {}, 0.5);
        sampler.stop();
        ExperimentRepository experiments(*m_database);
        result.interim = experiments.interim(result.run.id).value();
        result.telemetry = experiments.telemetry(result.run.id).value();
        result.rates = sampler.timeline().rates();
        for (ExploreRatePoint &p : result.rates)
            p.end -= kT0 - options.origin; // onto the experiment's axis
        return result;
    }

    static void compareWithin(double value, double expected, double relative, const char *what)
    {
        QVERIFY2(std::abs(value - expected) <= relative * std::abs(expected),
            qPrintable(QStringLiteral("%1: %2, expected %3").arg(QLatin1String(what)).arg(value).arg(expected)));
    }

private Q_SLOTS:
    void init()
    {
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("s%1.sqlite").arg(++m_files)));
        QVERIFY(m_database->open().ok());
        ExperimentRepository experiments(*m_database);
        ExperimentRecord record;
        record.name = QStringLiteral("recorded");
        record.spec = "{}";
        QList<ArmRecord> arms {ArmRecord {0, 0, QStringLiteral("A"), "{}"}};
        m_experimentId = experiments.create(record, arms).value();
        m_armId = arms.constFirst().id;
    }
    void cleanup() { m_database.reset(); }

    void skewedClocksGiveTheServiceDemandOfClocksInStep()
    {
        const Sampled inStep = sample(recordedRun(0, 0), 0, 0, false);
        const Sampled skewed = sample(recordedRun(30, -2), 30, -2, false);
        QVERIFY(inStep.run.liveServiceDemandLocal && inStep.run.liveServiceDemandRemote);
        QVERIFY(skewed.run.liveServiceDemandLocal && skewed.run.liveServiceDemandRemote);
        // The lab's busy time is exactly 10 and 15 µs per transaction.
        compareWithin(*inStep.run.liveServiceDemandLocal, 10, 0.01, "in step, client");
        compareWithin(*inStep.run.liveServiceDemandRemote, 15, 0.01, "in step, server");
        compareWithin(*skewed.run.liveServiceDemandLocal, *inStep.run.liveServiceDemandLocal, 0.01, "skewed, client");
        compareWithin(*skewed.run.liveServiceDemandRemote, *inStep.run.liveServiceDemandRemote, 0.01, "skewed, server");
        qInfo("whole-run live service demand: client %.4f (in step %.4f), server %.4f (in step %.4f) us/Tr",
            *skewed.run.liveServiceDemandLocal, *inStep.run.liveServiceDemandLocal, *skewed.run.liveServiceDemandRemote,
            *inStep.run.liveServiceDemandRemote);
        // Interval by interval too, and as many intervals.
        QCOMPARE(skewed.serverDemand.size(), inStep.serverDemand.size());
        QCOMPARE(skewed.clientDemand.size(), inStep.clientDemand.size());
        QVERIFY(inStep.serverDemand.size() >= 10);
        double worst = 0;
        for (qsizetype i = 0; i < inStep.serverDemand.size(); ++i)
            worst = std::max(worst, std::abs(skewed.serverDemand.at(i) / inStep.serverDemand.at(i) - 1));
        // Each server interval moves by the offsets' difference in error (1 ms), against a rate
        // that changes by up to 80% from one 0.1 s slot to the next.
        qInfo("largest per-interval difference (server, -2 s): %.2f%%", 100 * worst);
        QVERIFY2(worst < 0.02, qPrintable(QString::number(worst)));
    }

    // netperf -T ,1: CPU 1 of the server does 60% of its busy work, 9 of its 15 µs per transaction.
    void theBoundCpusServiceDemandIsItsOwnBusyTimePerTransaction()
    {
        QList<Arrival> arrivals = recordedRun(0, 0);
        for (Arrival &a : arrivals) {
            if (a.interim || a.role != HostRole::Server)
                continue;
            const double busy = a.telemetry.busyCpuMicroseconds;
            const double wall = a.telemetry.duration() * 1e6;
            a.telemetry.cpus = {CpuInterval {0, 0, 0, 0, 0, 0, 100 * 0.4 * busy / wall, 0.4 * busy, 100.0, 0, std::nullopt},
                                CpuInterval {1, 0, 0, 0, 0, 0, 100 * 0.6 * busy / wall, 0.6 * busy, 900.0, 0, 50.0}};
            a.telemetry.nicCounters = {{QStringLiteral("rx_packets"), 2000}};
        }
        const Sampled bound = sample(arrivals, 0, 0, false, 1);
        QVERIFY(bound.serverBoundDemand.size() >= 10);
        QCOMPARE(bound.serverBoundDemand.size(), bound.serverDemand.size());
        for (qsizetype i = 0; i < bound.serverDemand.size(); ++i)
            compareWithin(bound.serverBoundDemand.at(i), 0.6 * bound.serverDemand.at(i), 1e-9, "bound CPU");
        int stored = 0;
        for (const TelemetrySampleRow &row : bound.telemetry) {
            if (row.role != QLatin1String("server"))
                continue;
            QCOMPARE(row.cpus.size(), 2);
            QCOMPARE(row.cpus.at(1).nicInterrupts, 50.0);
            QCOMPARE(row.nicCounters.value(QStringLiteral("rx_packets")), 2000.0);
            if (row.boundCpuServiceDemand) {
                QCOMPARE(row.boundCpu, 1);
                ++stored;
            }
        }
        QCOMPARE(stored, bound.serverBoundDemand.size());
        // The live store gets one series per CPU and counter, beside the total CPU series.
        const QStringList metrics = [&] {
            QStringList out;
            for (const LiveSeriesStore::SeriesId id : bound.live->seriesIds())
                out << bound.live->key(id).metric;
            return out;
        }();
        for (const char *metric : {"cpu.remote", "cpu_busy.remote.0", "cpu_busy.remote.1", "cpu_softirq.remote.1",
                                   "net_rx.remote.1", "nic.remote.rx_packets", "service_demand.bound_cpu.remote"})
            QVERIFY2(metrics.contains(QLatin1String(metric)), metric);
    }

    void timesAreOnThisMachinesClockAndChartsStartAtZero()
    {
        const Sampled skewed = sample(recordedRun(30, -2), 30, -2, false);
        QCOMPARE(skewed.run.clientClock->method, ClockOffset::Method::RoundTrip);
        QVERIFY(std::abs(skewed.run.clientClock->seconds - 30) <= *skewed.run.clientClock->uncertainty);
        QVERIFY(std::abs(skewed.run.serverClock->seconds + 2) <= *skewed.run.serverClock->uncertainty);
        // Stored with the run's first rows, before the run ends (a crash keeps them).
        const QList<RunRecord> stored = ExperimentRepository(*m_database).runs(m_experimentId).value();
        QCOMPARE(stored.constFirst().clientClock, skewed.run.clientClock);
        QCOMPARE(stored.constFirst().serverClock, skewed.run.serverClock);
        QCOMPARE(skewed.interim.size(), kSlots);
        for (int k = 0; k < kSlots; ++k) // netperf's "ending at" less the client's 30 s
            QVERIFY2(std::abs(skewed.interim.at(k).endTime - (kT0 + (k + 1) * kSlot)) < 0.005,
                qPrintable(QString::number(skewed.interim.at(k).endTime - kT0, 'f', 4)));
        for (const TelemetrySampleRow &row : skewed.telemetry)
            QVERIFY2(row.start > kT0 - 0.3 && row.end < kT0 + kSlots * kSlot + 0.6, qPrintable(QString::number(row.start - kT0)));
        const double firstStart = skewed.rates.constFirst().start();
        QVERIFY2(std::abs(firstStart) < 0.005, qPrintable(QString::number(firstStart)));
        // Hosts in step keep their timestamps as printed: the offset is 0.
        const Sampled inStep = sample(recordedRun(0, 0), 0, 0, false);
        QCOMPARE(inStep.run.clientClock->seconds, 0.0);
        QCOMPARE(inStep.interim.at(3).endTime, kT0 + 4 * kSlot);
    }

    void anExplorationGivesTheNumbersOfAnExperiment()
    {
        const QList<Arrival> arrivals = recordedRun(30, -2);
        const Sampled experiment = sample(arrivals, 30, -2, false);
        const Sampled exploration = sample(arrivals, 30, -2, true);
        QCOMPARE(exploration.run.liveServiceDemandLocal.has_value(), true);
        QVERIFY(qFuzzyCompare(*exploration.run.liveServiceDemandLocal, *experiment.run.liveServiceDemandLocal));
        QVERIFY(qFuzzyCompare(*exploration.run.liveServiceDemandRemote, *experiment.run.liveServiceDemandRemote));
        QCOMPARE(exploration.interim.size(), experiment.interim.size());
        for (qsizetype i = 0; i < experiment.interim.size(); ++i)
            QCOMPARE(exploration.interim.at(i).endTime, experiment.interim.at(i).endTime);
        QCOMPARE(exploration.telemetry.size(), experiment.telemetry.size());
        for (qsizetype i = 0; i < experiment.telemetry.size(); ++i) {
            const TelemetrySampleRow &a = experiment.telemetry.at(i), &b = exploration.telemetry.at(i);
            QCOMPARE(b.role, a.role);
            QCOMPARE(b.start, a.start);
            QCOMPARE(b.serviceDemand.has_value(), a.serviceDemand.has_value());
            if (a.serviceDemand)
                QVERIFY(qFuzzyCompare(*b.serviceDemand, *a.serviceDemand));
        }
        for (qsizetype i = 0; i < experiment.rates.size(); ++i)
            QVERIFY(qFuzzyCompare(1 + exploration.rates.at(i).end, 1 + experiment.rates.at(i).end));
    }

    void telemetryWaitsForTheInterimsThatCoverIt()
    {
        // All of a host's telemetry before any interim: it waits while the run is active, and
        // gets its service demand once netperf's samples arrive.
        QList<Arrival> arrivals = recordedRun(0, 0);
        std::stable_partition(arrivals.begin(), arrivals.end(), [](const Arrival &a) { return !a.interim; });
        for (qsizetype i = 0; i < arrivals.size(); ++i)
            arrivals[i].at = kT0 + 3 + 0.001 * i; // within the wait
        const Sampled late = sample(arrivals, 0, 0, false);
        QVERIFY(late.serverDemand.size() >= 10);
        compareWithin(*late.run.liveServiceDemandRemote, 15, 0.01, "server");
    }

    void enginesOnHostsWithSkewedClocks_data()
    {
        QTest::addColumn<double>("clientOffset");
        QTest::addColumn<double>("serverOffset");
        QTest::newRow("in step") << 0.0 << 0.0;
        QTest::newRow("client +30 s, server -2 s") << 30.0 << -2.0;
    }

    // The whole path: fake hosts behind CommandRunner, the clock's round trip when the
    // connections open, netperf's and the telemetry's own output, the store.
    void enginesOnHostsWithSkewedClocks()
    {
        QFETCH(double, clientOffset);
        QFETCH(double, serverOffset);
        FakeLab lab;
        lab.client.clockOffset = clientOffset;
        lab.server.clockOffset = serverOffset;
        lab.server.serviceDemand = 15;
        auto client = std::make_shared<FakeLabHost>(lab, true, QStringLiteral("fake-client"));
        auto server = std::make_shared<FakeLabHost>(lab, false, QStringLiteral("fake-server"));
        auto runners = [&](const QString &name) -> Result<std::shared_ptr<CommandRunner>> {
            return std::shared_ptr<CommandRunner>(name == QLatin1String("fake-client") ? client : server);
        };
        const QJsonObject test {{"type", "TCP_RR"}, {"durationSeconds", 1}, {"interimInterval", kSlot},
            {"localCpu", true}, {"remoteCpu", true}};

        // An experiment of two 1 s runs.
        const QJsonObject json {{"format", "tunebench-experiment"}, {"version", 1}, {"name", "skew (test)"},
            {"hosts", QJsonObject {{"client", QJsonObject {{"host", "fake-client"}, {"interface", "eth0"}}},
                          {"server", QJsonObject {{"host", "fake-server"}, {"interface", "eth0"}, {"dataAddress", "198.18.0.2"}}}}},
            {"test", test}, {"arms", QJsonArray {QJsonObject {{"label", "A"}}, QJsonObject {{"label", "B"}}}}, {"repetitions", 1},
            {"warmupSeconds", 0}, {"pauseSeconds", 0}};
        auto spec = ExperimentSpec::fromJson(json);
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        ExperimentEngine engine(*m_database, runners);
        QStringList messages;
        connect(&engine, &ExperimentEngine::message, this, [&messages](const QString &m) { messages << m; });
        QList<double> chartStarts;
        connect(&engine, &ExperimentEngine::interimSample, this,
            [&chartStarts](int, double t, double) { chartStarts << t - kSlot; });
        auto id = engine.run(spec.value());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().toString()));
        ExperimentRepository experiments(*m_database);
        const RunRecord run = experiments.runs(id.value())->constFirst();
        QVERIFY2(run.status == QLatin1String("completed"), qPrintable(run.error + messages.join(QLatin1Char('\n'))));
        QVERIFY(run.liveServiceDemandLocal && run.liveServiceDemandRemote);
        compareWithin(*run.liveServiceDemandLocal, 10, 0.01, "experiment, client");
        compareWithin(*run.liveServiceDemandRemote, 15, 0.01, "experiment, server");
        QVERIFY(run.clientClock && run.serverClock);
        QCOMPARE(run.clientClock->method, ClockOffset::Method::RoundTrip);
        QVERIFY(std::abs(run.clientClock->seconds - clientOffset) <= *run.clientClock->uncertainty);
        QVERIFY(std::abs(run.serverClock->seconds - serverOffset) <= *run.serverClock->uncertainty);
        QVERIFY(!chartStarts.isEmpty());
        // Chart times start at 0 (not at +30 or -2): netperf started just after the run did.
        QVERIFY2(chartStarts.constFirst() > -0.05 && chartStarts.constFirst() < 1.0,
            qPrintable(QString::number(chartStarts.constFirst())));
        const double started = double(run.startedAt.toMSecsSinceEpoch()) / 1000;
        const double finished = double(run.finishedAt.toMSecsSinceEpoch()) / 1000;
        const QList<InterimSampleRow> rows = experiments.interim(run.id).value();
        QVERIFY(rows.size() >= 8);
        for (const InterimSampleRow &row : rows)
            QVERIFY(row.endTime > started && row.endTime < finished + 0.05);
        if (clientOffset > 1)
            QVERIFY2(messages.join(QLatin1Char('\n')).contains(QLatin1String("s ahead of this machine's")), qPrintable(messages.join('\n')));

        // An exploration: one 1 s netperf run, then stopped during the second.
        ExplorationSpec exploreSpec;
        exploreSpec.client = ExperimentHost {QStringLiteral("fake-client"), QStringLiteral("eth0"), {}};
        exploreSpec.server = ExperimentHost {QStringLiteral("fake-server"), QStringLiteral("eth0"), QStringLiteral("198.18.0.2")};
        exploreSpec.test = testParametersFromJson(test).value();
        exploreSpec.settleSeconds = 0.5;
        ExploreSession session(*m_database, runners);
        QList<double> exploreStarts;
        connect(&session, &ExploreSession::sample, this, [&exploreStarts](double t, double) { exploreStarts << t - kSlot; });
        connect(&session, &ExploreSession::started, this, [&session] { QTimer::singleShot(1600, &session, [&session] { session.stop(); }); });
        auto exploration = session.run(exploreSpec);
        QVERIFY2(exploration.ok() && !session.failure(), session.failure() ? qPrintable(session.failure()->message) : "");
        const RunRecord chunk = experiments.runs(exploration.value())->constFirst();
        QVERIFY2(chunk.status == QLatin1String("completed"), qPrintable(chunk.error));
        compareWithin(*chunk.liveServiceDemandLocal, *run.liveServiceDemandLocal, 0.01, "exploration against experiment, client");
        compareWithin(*chunk.liveServiceDemandRemote, *run.liveServiceDemandRemote, 0.01, "exploration against experiment, server");
        const ExploreSegmentStats stats = session.segmentStats(0);
        compareWithin(*stats.server.serviceDemand, 15, 0.01, "exploration segment, server");
        QVERIFY2(exploreStarts.constFirst() > -0.05 && exploreStarts.constFirst() < 1.0,
            qPrintable(QString::number(exploreStarts.constFirst())));
        const auto stored = ExplorationRepository(*m_database).exploration(exploration.value()).value();
        QVERIFY(stored.serverClock && stored.serverClock->uncertainty);
        QVERIFY2(std::abs(stored.serverClock->seconds - serverOffset) <= *stored.serverClock->uncertainty,
            qPrintable(QStringLiteral("%1 ± %2").arg(stored.serverClock->seconds).arg(*stored.serverClock->uncertainty)));
        // 'show' says them, for the experiment's runs and the exploration.
        const QString db = m_dir.filePath(QStringLiteral("s%1.sqlite").arg(m_files));
        for (const qint64 shownId : {id.value(), exploration.value()}) {
            const Captured text = runCliCaptured({QStringLiteral("show"), QString::number(shownId), QStringLiteral("--db"), db});
            QCOMPARE(text.exitCode, 0);
            // "clocks: client +29.999 s ± 0.012 s, server -2.002 s ± 0.015 s (...)", a range where runs differ
            static const QRegularExpression line(QStringLiteral(
                "[Cc]locks: client ([-+][0-9.]+)(?: to ([-+][0-9.]+))? s ± ([0-9.]+) s, server ([-+][0-9.]+)(?: to ([-+][0-9.]+))? s ± ([0-9.]+) s"));
            const QRegularExpressionMatch m = line.match(text.out);
            QVERIFY2(m.hasMatch(), qPrintable(text.out));
            qInfo("show %lld: %s", shownId, qPrintable(m.captured(0)));
            for (auto [value, expected, uncertainty] : {std::tuple {1, clientOffset, 3}, std::tuple {2, clientOffset, 3},
                     std::tuple {4, serverOffset, 6}, std::tuple {5, serverOffset, 6}})
                if (!m.captured(value).isEmpty())
                    QVERIFY2(std::abs(m.captured(value).toDouble() - expected) <= m.captured(uncertainty).toDouble() + 0.001,
                        qPrintable(m.captured(0)));
        }
        const Captured shownExperiment = runCliCaptured({QStringLiteral("show"), QString::number(id.value()), QStringLiteral("--db"), db, QStringLiteral("--json")});
        const QJsonObject shownRun = QJsonDocument::fromJson(shownExperiment.out.toUtf8()).object()[QLatin1String("runs")][0].toObject();
        QCOMPARE(ClockOffset::fromJson(shownRun[QLatin1String("clockOffsets")][QLatin1String("server")]), run.serverClock);
        const Captured explored =
            runCliCaptured({QStringLiteral("show"), QString::number(exploration.value()), QStringLiteral("--db"), db, QStringLiteral("--json")});
        const QJsonObject shownExploration = QJsonDocument::fromJson(explored.out.toUtf8()).object();
        QCOMPARE(ClockOffset::fromJson(shownExploration[QLatin1String("clockOffsets")][QLatin1String("client")]), stored.clientClock);
        qInfo("client %+.0f s, server %+.0f s: live service demand experiment %.4f / %.4f, exploration %.4f / %.4f us/Tr "
              "(the lab's: 10 / 15); measured offsets %+.4f ± %.4f, %+.4f ± %.4f s",
            clientOffset, serverOffset, *run.liveServiceDemandLocal, *run.liveServiceDemandRemote,
            *chunk.liveServiceDemandLocal, *chunk.liveServiceDemandRemote, run.clientClock->seconds,
            *run.clientClock->uncertainty, run.serverClock->seconds, *run.serverClock->uncertainty);
    }
};

QTEST_GUILESS_MAIN(TestRunSampler)
#include "tst_runsampler.moc"
