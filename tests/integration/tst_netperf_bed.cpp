// SPDX-License-Identifier: GPL-3.0-or-later
// The netperf runner, probe, path MSS and `tunebench-cli rr` with a real netperf 2.7.0 between the
// test bed's namespace hosts.
#include "clicontext.h"
#include "commands.h"
#include "netperf/netperfprobe.h"
#include "netperf/netperfrunner.h"
#include "testbed.h"
#include "transport/localrunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct TimedRun
{
    QList<InterimSample> samples;
    QList<qint64> arrivalMs; ///< when each sample reached us, from the start
    qint64 finishedMs = 0;
    NetperfRunResult result;
};

TimedRun runTimed(CommandRunner &client, const NetperfTestSpec &spec, int graceSeconds = NetperfRunner::defaultGraceSeconds)
{
    TimedRun run;
    NetperfRunner runner(client);
    QElapsedTimer clock;
    QObject::connect(&runner, &NetperfRunner::sampleReady, &runner, [&](const InterimSample &sample, const QString &) {
        run.samples << sample;
        run.arrivalMs << clock.elapsed();
    });
    QSignalSpy finished(&runner, &NetperfRunner::finished);
    clock.start();
    if (!runner.start(spec, graceSeconds))
        qFatal("the runner refused the spec");
    if (!finished.wait(spec.expectedSeconds().value_or(60) * 1000 + 60000))
        qFatal("netperf did not finish");
    run.finishedMs = clock.elapsed();
    run.result = finished.first().first().value<NetperfRunResult>();
    return run;
}

/// netperf processes running in network namespace @p ns.
int netperfProcessesIn(const QString &ns)
{
    QProcess ip;
    ip.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("pids"), ns});
    ip.waitForFinished();
    int count = 0;
    for (const QByteArray &pid : ip.readAllStandardOutput().split('\n')) {
        QFile comm(QStringLiteral("/proc/%1/comm").arg(QString::fromLatin1(pid.trimmed())));
        if (!pid.trimmed().isEmpty() && comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "netperf")
            ++count;
    }
    return count;
}

/// How far netperf's own clock says the samples spread, in ms.
qint64 netperfSpanMs(const QList<InterimSample> &samples)
{
    return qint64((samples.last().endTime - samples.first().endTime) * 1000);
}

} // namespace

class TestNetperfBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    std::unique_ptr<LocalRunner> m_client;
    std::unique_ptr<LocalRunner> m_server;

    NetperfTestSpec rr(int seconds, double interim) const
    {
        NetperfTestSpec spec = NetperfTestSpec::recording(NetperfTestType::TcpRr, m_bed.serverAddress());
        spec.seconds = seconds;
        spec.interimInterval = interim;
        return spec;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<InterimSample>();
        qRegisterMetaType<NetperfRunResult>();
        m_bed = Testbed::load();
        m_client = std::make_unique<LocalRunner>(
            QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.clientNamespace()},
            m_bed.clientNamespace());
        m_server = std::make_unique<LocalRunner>(
            QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
            m_bed.serverNamespace());
    }

    void samplesArriveWhileTheTestRuns()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const TimedRun run = runTimed(*m_client, rr(5, 0.25));
        QVERIFY2(run.result.ok(), qPrintable(run.result.error ? run.result.error->toString() : QString()));
        QVERIFY2(run.samples.size() >= 8, qPrintable(QString::number(run.samples.size())));
        // Spread out as netperf measured them, not bunched at the end: the arrival times span at
        // least half of what netperf's own timestamps span, and the first sample came that long
        // before the run ended.
        const qint64 span = netperfSpanMs(run.samples);
        QVERIFY(span > 0);
        QVERIFY2(run.arrivalMs.last() - run.arrivalMs.first() >= span / 2,
                 qPrintable(QStringLiteral("arrivals spread %1 ms, netperf span %2 ms")
                                .arg(run.arrivalMs.last() - run.arrivalMs.first())
                                .arg(span)));
        QVERIFY(run.finishedMs - run.arrivalMs.first() >= span / 2);
    }

    void finalRateMatchesTheTimeWeightedInterimMean()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const TimedRun run = runTimed(*m_client, rr(5, 0.25));
        QVERIFY(run.result.ok());
        const double rate = *run.result.result->value(ResultField::Throughput);
        const int test = int(run.result.output.tests.size() - 1);
        const double mean = *run.result.output.timeWeightedInterimMean(test);
        QVERIFY2(std::abs(rate - mean) <= 0.05 * rate, qPrintable(QStringLiteral("final %1, interim mean %2").arg(rate).arg(mean)));
        QVERIFY(run.result.result->has(ResultField::P99Latency));
        QVERIFY(run.result.rawOutput.contains("NETPERF_INTERIM_RESULT[0]="));
    }

    void everyTestTypeRunsWithItsOptions_data()
    {
        QTest::addColumn<int>("type");
        QTest::newRow("TCP_RR") << int(NetperfTestType::TcpRr);
        QTest::newRow("TCP_CRR") << int(NetperfTestType::TcpCrr);
        QTest::newRow("UDP_RR") << int(NetperfTestType::UdpRr);
        QTest::newRow("TCP_STREAM") << int(NetperfTestType::TcpStream);
        QTest::newRow("TCP_MAERTS") << int(NetperfTestType::TcpMaerts);
    }
    void everyTestTypeRunsWithItsOptions()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(int, type);
        NetperfTestSpec spec;
        spec.type = NetperfTestType(type);
        spec.controlHost = m_bed.serverAddress();
        spec.dataAddress = m_bed.serverAddress();
        spec.seconds = 2;
        spec.interimInterval = 0.5;
        spec.localCpu = spec.remoteCpu = true;
        spec.localCpuBinding = 0;
        spec.remoteCpuBinding = 0;
        spec.family = AddressFamily::IPv4;
        spec.localSocketBuffer = spec.remoteSocketBuffer = 131072;
        spec.selectors = QStringList{QStringLiteral("THROUGHPUT"), QStringLiteral("THROUGHPUT_UNITS"), QStringLiteral("LOCAL_SD"),
                                     QStringLiteral("REMOTE_SD"), QStringLiteral("TRANSPORT_MSS"), QStringLiteral("ELAPSED_TIME")};
        if (isRequestResponse(spec.type)) {
            spec.requestSize = 64;
            spec.responseSize = 128;
            spec.latencyStatistics = true;
            spec.selectors << QStringLiteral("P99_LATENCY") << QStringLiteral("REQUEST_SIZE");
        }
        if (spec.type == NetperfTestType::TcpRr || spec.type == NetperfTestType::UdpRr)
            spec.burst = 2;
        if (spec.type != NetperfTestType::UdpRr)
            spec.noDelay = true;
        const TimedRun run = runTimed(*m_client, spec);
        QVERIFY2(run.result.ok(), qPrintable(run.result.error ? run.result.error->toString() : QString()));
        QVERIFY(!run.samples.isEmpty());
        QVERIFY(run.result.result->value(ResultField::Throughput).value_or(0) > 0);
        QVERIFY(run.result.result->has(ResultField::LocalServiceDemand));
        if (isRequestResponse(spec.type))
            QCOMPARE(run.result.result->value(ResultField::RequestSize), 64.0);
    }

    void cancelStopsNetperf()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        NetperfRunner runner(*m_client);
        QSignalSpy samples(&runner, &NetperfRunner::sampleReady);
        QSignalSpy finished(&runner, &NetperfRunner::finished);
        QVERIFY(runner.start(rr(60, 0.2)));
        QVERIFY(samples.wait(30000));
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        const NetperfRunResult result = finished.first().first().value<NetperfRunResult>();
        QCOMPARE(result.error->code, ErrorCode::Cancelled);
        QVERIFY(!result.output.samples.isEmpty());
        QCOMPARE(netperfProcessesIn(m_bed.clientNamespace()), 0);
    }

    void aSilentNetserverRunsIntoTheTimeout()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        // A listener that accepts netperf's control connection and never answers.
        QProcess silent;
        silent.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace(), QStringLiteral("python3"),
                                            QStringLiteral("-c"),
                                            QStringLiteral("import socket,time\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)\n"
                                                           "s.bind(('0.0.0.0',12878))\ns.listen(4)\nprint('up',flush=True)\ntime.sleep(60)")});
        auto cleanup = qScopeGuard([&silent] {
            silent.kill();
            silent.waitForFinished();
        });
        QVERIFY(silent.waitForReadyRead(30000));
        NetperfTestSpec spec = rr(1, 0.5);
        spec.controlPort = 12878;
        const TimedRun run = runTimed(*m_client, spec, 2);
        QVERIFY(run.result.error);
        QCOMPARE(run.result.error->code, ErrorCode::Timeout);
        QVERIFY(run.result.error->message.contains(QLatin1String("within 3 s")));
    }

    void probeFindsNetperfDemoModeAndOutputForms()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const NetperfCapabilities caps = NetperfProbe::probe(*m_client, m_server.get(), m_bed.serverAddress());
        QVERIFY(caps.netperfPresent);
        QCOMPARE(caps.netperfVersion, QStringLiteral("2.7.0"));
        QCOMPARE(caps.netserverPresent, true);
        QCOMPARE(caps.netserverVersion, QStringLiteral("2.7.0"));
        QVERIFY(caps.serverReachable);
        QVERIFY(caps.demoMode && caps.demoVerified && caps.preciseInterims && caps.latencyStatistics);
        for (const char *form : {"classic", "keyval", "csv", "interim-human", "interim-keyval"})
            QVERIFY2(caps.outputForms.contains(QLatin1String(form)), form);
        QVERIFY(caps.problems.isEmpty());

        const NetperfCapabilities unreachable = NetperfProbe::probe(*m_client, nullptr, m_bed.serverAddress(), 12999);
        QVERIFY(unreachable.netperfPresent && !unreachable.serverReachable);
        QVERIFY(unreachable.demoMode && !unreachable.demoVerified);
        QCOMPARE(unreachable.problems.size(), 1);
        QVERIFY(unreachable.problems.first().message.contains(QLatin1String("port 12999")));
    }

    void pathMssFollowsTheLinkMtu()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QString link;
        QCOMPARE(Testbed::runInNamespace(m_bed.clientNamespace(), {QStringLiteral("cat"), QStringLiteral("/sys/class/net/") + m_bed.interfaceName() + QStringLiteral("/mtu")}, &link), 0);
        const Result<int> mss = queryPathMss(*m_client, m_bed.serverAddress());
        QVERIFY2(mss, qPrintable(mss ? QString() : mss.error().toString()));
        // IPv4 and TCP headers take 40 bytes, Linux's TCP timestamps 12 more.
        QCOMPARE(*mss, link.trimmed().toInt() - 52);
        QVERIFY(!queryPathMss(*m_client, m_bed.serverAddress(), {}, 12999));
    }

    void netperfAbsentGivesTheInstallHint()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        // netperf hidden from this runner alone: its commands search an empty PATH, as on a host
        // without netperf. The shared /usr/bin/netperf stays untouched for everyone else.
        QTemporaryDir empty;
        LocalRunner noNetperf({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.clientNamespace(),
                               QStringLiteral("env"), QStringLiteral("PATH=") + empty.path()},
                              QStringLiteral("tb-client"));
        const TimedRun run = runTimed(noNetperf, rr(2, 0.5));
        QVERIFY(run.result.error);
        QCOMPARE(run.result.error->code, ErrorCode::NotFound);
        QVERIFY(run.result.error->message.contains(QLatin1String("netperf is not installed on tb-client")));
        QVERIFY(run.result.error->message.contains(QLatin1String("apt-get install netperf")));
        const NetperfCapabilities caps = NetperfProbe::probe(noNetperf, nullptr, m_bed.serverAddress());
        QVERIFY(!caps.netperfPresent);
        QVERIFY(caps.problems.first().message.contains(QLatin1String("apt-get install netperf")));
    }

    void rrCommandPrintsSamplesAsTheyArrive()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QProcess cli;
        cli.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                  {QStringLiteral("rr"), QStringLiteral("netns:") + m_bed.clientNamespace(), m_bed.serverAddress(),
                   QStringLiteral("-D"), QStringLiteral("0.25"), QStringLiteral("-l"), QStringLiteral("5"), QStringLiteral("--json")});
        QElapsedTimer clock;
        clock.start();
        QList<QPair<qint64, QJsonObject>> events;
        while (cli.state() != QProcess::NotRunning || cli.canReadLine()) {
            if (!cli.canReadLine() && !cli.waitForReadyRead(60000) && cli.state() != QProcess::NotRunning)
                QFAIL("tunebench-cli rr printed nothing for a minute");
            while (cli.canReadLine())
                events.append({clock.elapsed(), QJsonDocument::fromJson(cli.readLine()).object()});
        }
        QCOMPARE(cli.exitCode(), 0);
        QList<qint64> sampleTimes;
        double span = 0;
        double firstEnd = 0;
        for (const auto &[at, event] : std::as_const(events)) {
            if (event.value(QStringLiteral("event")).toString() != QLatin1String("sample"))
                continue;
            sampleTimes << at;
            firstEnd = sampleTimes.size() == 1 ? event.value(QStringLiteral("end_time")).toDouble() : firstEnd;
            span = event.value(QStringLiteral("end_time")).toDouble() - firstEnd;
        }
        QVERIFY(sampleTimes.size() >= 8);
        QVERIFY(sampleTimes.last() - sampleTimes.first() >= qint64(span * 1000) / 2);
        const QJsonObject result = events.last().second;
        QCOMPARE(result.value(QStringLiteral("event")).toString(), QStringLiteral("result"));
        const double rate = result.value(QStringLiteral("result")).toObject().value(QStringLiteral("throughput")).toDouble();
        QVERIFY(std::abs(rate - result.value(QStringLiteral("interim_mean")).toDouble()) <= 0.05 * rate);
    }

    void rrCommandReachesTheClientOverSsh()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        Cli::CliContext context(outStream, errStream);
        const int exit = Cli::runCli({QStringLiteral("tunebench-cli"), QStringLiteral("rr"), m_bed.clientNamespace(), m_bed.serverAddress(),
                                      QStringLiteral("-l"), QStringLiteral("2"), QStringLiteral("-D"), QStringLiteral("0.5"),
                                      QStringLiteral("--ssh-config"), m_bed.value(QStringLiteral("SSH_CONFIG")), QStringLiteral("--batch"),
                                      QStringLiteral("--json")},
                                     context);
        outStream.flush();
        errStream.flush();
        QVERIFY2(exit == 0, qPrintable(err));
        QVERIFY(out.count(QLatin1String("\"event\":\"sample\"")) >= 2);
        QVERIFY(out.contains(QLatin1String("\"event\":\"result\"")));
    }
};

QTEST_GUILESS_MAIN(TestNetperfBed)
#include "tst_netperf_bed.moc"
