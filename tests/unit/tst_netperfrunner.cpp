// SPDX-License-Identifier: GPL-3.0-or-later
// NetperfRunner against a scripted CommandRunner replaying real captures line by line.
#include "netperf/netperfprobe.h"
#include "netperf/netperfrunner.h"
#include "netperffakerunner.h"
#include "netperftestdata.h"

#include <QSignalSpy>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

NetperfTestSpec rrSpec()
{
    NetperfTestSpec spec = NetperfTestSpec::recording(NetperfTestType::TcpRr, QStringLiteral("198.18.0.2"));
    spec.seconds = 2;
    spec.interimInterval = 0.5;
    return spec;
}

/// Runs @p spec on @p runner and waits for finished().
NetperfRunResult runToEnd(NetperfRunner &runner, const NetperfTestSpec &spec, int graceSeconds = 20)
{
    QSignalSpy finished(&runner, &NetperfRunner::finished);
    const Status started = runner.start(spec, graceSeconds);
    if (!started)
        qFatal("start failed: %s", qPrintable(started.error().message));
    if (!finished.wait(10000))
        qFatal("the run did not finish");
    return finished.first().first().value<NetperfRunResult>();
}

std::optional<Error> diagnoseCapture(const QString &name, const CommandExit &exit)
{
    return NetperfRunner::diagnose(exit, parseNetperf(netperfCapture(name)), QStringLiteral("tb-client"),
                                   QStringLiteral("198.18.0.2"), 40000);
}

} // namespace

class TestNetperfRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<InterimSample>();
        qRegisterMetaType<NetperfRunResult>();
    }

    void emitsEachSampleAsItsLineArrives()
    {
        const QByteArray capture = netperfCapture(QStringLiteral("tcp_rr_keyval_interim_banner"));
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            return replay(capture, 5, exitedWith(0), parent);
        });
        NetperfRunner runner(client);
        QList<InterimSample> samples;
        connect(&runner, &NetperfRunner::sampleReady, this, [&](const InterimSample &sample, const QString &units) {
            QCOMPARE(units, QStringLiteral("Trans/s"));
            samples << sample;
        });
        QSignalSpy finished(&runner, &NetperfRunner::finished);
        QVERIFY(runner.start(rrSpec()));
        // The runner connected first, so by the time this sees a line the runner has handled it.
        QList<QPair<QString, qsizetype>> lines;
        connect(client.processes.last(), &CommandProcess::stdoutLine, this,
                [&](const QString &line) { lines.append({line, samples.size()}); });
        QVERIFY(finished.wait(10000));
        int endings = 0;
        for (const auto &[line, seen] : std::as_const(lines)) {
            if (line.startsWith(QLatin1String("NETPERF_INTERIM_RESULT")))
                QCOMPARE(seen, qsizetype(endings)); // not before its record is complete
            if (line.startsWith(QLatin1String("NETPERF_ENDING")))
                QCOMPARE(seen, qsizetype(++endings)); // but as soon as it is
        }
        QCOMPARE(endings, 4);
        QCOMPARE(samples.first().rate, 34274.0);
        QVERIFY(finished.first().first().value<NetperfRunResult>().ok());
    }

    void finishedCarriesResultRawOutputAndArgv()
    {
        const QByteArray capture = netperfCapture(QStringLiteral("tcp_rr_keyval_interim_banner"));
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            return replay(capture, 0, exitedWith(0), parent);
        });
        NetperfRunner runner(client);
        const NetperfRunResult result = runToEnd(runner, rrSpec());
        QVERIFY(result.ok());
        QVERIFY(result.result);
        QCOMPARE(result.result->form, ResultForm::KeyValue);
        QCOMPARE(result.output.samples.size(), 4);
        QCOMPARE(result.rawOutput, capture);
        QCOMPARE(result.argv, rrSpec().toArgv().value());
        QCOMPARE(client.specs.first().argv, rrSpec().toArgv().value());
        QVERIFY(!runner.isRunning());
    }

    void timeoutIsTheTestsLengthPlusGrace()
    {
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            return replay(netperfCapture(QStringLiteral("mss_keyval")), 0, exitedWith(0), parent);
        });
        NetperfRunner runner(client);
        NetperfTestSpec spec = rrSpec();
        spec.seconds = 5;
        (void)runToEnd(runner, spec, 20);
        QCOMPARE(client.specs.last().timeoutMs, 25000);
        spec.confidenceLevel = 99;
        spec.maxIterations = 10;
        (void)runToEnd(runner, spec, 20);
        QCOMPARE(client.specs.last().timeoutMs, (5 * 10 + 20) * 1000);
        spec = rrSpec();
        spec.count = 100000;
        spec.interimInterval.reset();
        (void)runToEnd(runner, spec, 20);
        QCOMPARE(client.specs.last().timeoutMs, (NetperfRunner::countRunLimitSeconds + 20) * 1000);
    }

    void cancelKillsNetperfAndKeepsWhatArrived()
    {
        const QByteArray capture = netperfCapture(QStringLiteral("tcp_rr_interim"));
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            ScriptedProcess *process = replay(capture.left(capture.indexOf("Local /Remote")), 1, exitedWith(0), parent);
            process->holdOpen();
            return process;
        });
        NetperfRunner runner(client);
        QSignalSpy samples(&runner, &NetperfRunner::sampleReady);
        QSignalSpy finished(&runner, &NetperfRunner::finished);
        QVERIFY(runner.start(rrSpec()));
        QTRY_COMPARE(samples.size(), 12);
        QVERIFY(finished.isEmpty());
        runner.cancel();
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(client.processes.last()->cancelled);
        const NetperfRunResult result = finished.first().first().value<NetperfRunResult>();
        QCOMPARE(result.error->code, ErrorCode::Cancelled);
        QCOMPARE(result.output.samples.size(), 12);
    }

    void invalidSpecStartsNothing()
    {
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            return replay({}, 0, exitedWith(0), parent);
        });
        NetperfRunner runner(client);
        NetperfTestSpec spec = rrSpec();
        spec.controlHost.clear();
        const Status started = runner.start(spec);
        QVERIFY(!started);
        QCOMPARE(started.error().code, ErrorCode::InvalidArgument);
        QVERIFY(client.specs.isEmpty());
    }

    void secondStartWhileRunningIsRefused()
    {
        FakeRunner client(QStringLiteral("tb-client"), [&](const CommandSpec &, QObject *parent) {
            auto *process = replay(netperfCapture(QStringLiteral("mss_keyval")), 0, exitedWith(0), parent);
            process->holdOpen();
            return process;
        });
        NetperfRunner runner(client);
        QVERIFY(runner.start(rrSpec()));
        QVERIFY(!runner.start(rrSpec()));
        QCOMPARE(client.specs.size(), 1);
        runner.cancel();
    }

    void diagnosesNoNetserverWithHostAndPort()
    {
        const std::optional<Error> error = diagnoseCapture(QStringLiteral("err_no_netserver"), exitedWith(255));
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::ConnectionFailed);
        QVERIFY(error->message.contains(QLatin1String("198.18.0.2 port 12999")));
        QVERIFY(error->detail.contains(QLatin1String("establish control")));
    }

    void diagnosesMissingNetperfWithTheInstallHint_data()
    {
        QTest::addColumn<QString>("capture");
        QTest::addColumn<CommandExit>("exit");
        QTest::newRow("bash") << "err_absent_bash" << exitedWith(127);
        QTest::newRow("dash") << "err_absent_sh" << exitedWith(127);
        QTest::newRow("env") << "err_absent_env" << exitedWith(127);
        QTest::newRow("ip netns exec") << "err_absent_ipnetns" << exitedWith(1);
        QTest::newRow("not started") << "version"
                                     << failedWith(ErrorCode::NotFound, QStringLiteral("cannot run 'netperf' on local: No such file or directory"));
    }
    void diagnosesMissingNetperfWithTheInstallHint()
    {
        QFETCH(QString, capture);
        QFETCH(CommandExit, exit);
        const std::optional<Error> error = diagnoseCapture(capture, exit);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::NotFound);
        QVERIFY(error->message.contains(QLatin1String("netperf is not installed on tb-client")));
        QVERIFY(error->message.contains(QLatin1String("apt-get install netperf")));
    }

    void diagnosesOtherEndings()
    {
        const auto timeout = diagnoseCapture(QStringLiteral("err_killed"), failedWith(ErrorCode::Timeout, QStringLiteral("killed")));
        QCOMPARE(timeout->code, ErrorCode::Timeout);
        QVERIFY(timeout->message.contains(QLatin1String("40 s")));
        const auto noResult = diagnoseCapture(QStringLiteral("netserver_start"), exitedWith(0));
        QCOMPARE(noResult->code, ErrorCode::ParseError);
        CommandExit killed;
        killed.kind = CommandExit::Kind::Signalled;
        killed.signalName = QStringLiteral("KILL");
        QCOMPARE(diagnoseCapture(QStringLiteral("err_killed"), killed)->code, ErrorCode::CommandFailed);
        QCOMPARE(diagnoseCapture(QStringLiteral("err_send"), exitedWith(1))->code, ErrorCode::ConnectionLost);
        QCOMPARE(diagnoseCapture(QStringLiteral("err_unknown_test"), exitedWith(1))->code, ErrorCode::Unsupported);
        QVERIFY(!diagnoseCapture(QStringLiteral("tcp_rr_cpu"), exitedWith(0)));
    }

    // The path MSS from "-k TRANSPORT_MSS": the captured answer, then output netperf would not
    // print (a stray line after the result, a number no MSS can be), which must give an error or
    // the real value, never a crash or a wrapped int.
    void pathMssFromKeyvalOutput_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<int>("mss");
        QTest::newRow("capture") << netperfCapture(QStringLiteral("mss_keyval")) << 1448;
        QTest::newRow("banner after the result")
            << QByteArray("TRANSPORT_MSS=1448\nMIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET "
                          "to 198.18.0.2 () port 0 AF_INET : first burst 0\n")
            << 1448;
        QTest::newRow("huge") << QByteArray("TRANSPORT_MSS=1e300\n") << -1;
        QTest::newRow("beyond 16 bits") << QByteArray("TRANSPORT_MSS=65536\n") << -1;
        QTest::newRow("zero") << QByteArray("TRANSPORT_MSS=0\n") << -1;
    }
    void pathMssFromKeyvalOutput()
    {
        QFETCH(QByteArray, output);
        QFETCH(int, mss);
        FakeRunner client(QStringLiteral("client"), [&output](const CommandSpec &, QObject *parent) {
            return new ScriptedProcess({{0, output, {}}}, exitedWith(0), parent);
        });
        const Result<int> found = queryPathMss(client, QStringLiteral("198.18.0.2"), QString(), 12865);
        if (mss < 0) {
            QVERIFY(!found);
            QCOMPARE(found.error().code, ErrorCode::ParseError);
        } else {
            QVERIFY2(found, found ? "" : qPrintable(found.error().message));
            QCOMPARE(found.value(), mss);
        }
    }
};

QTEST_GUILESS_MAIN(TestNetperfRunner)
#include "tst_netperfrunner.moc"
