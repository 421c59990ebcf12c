// SPDX-License-Identifier: GPL-3.0-or-later
// The netperf parser on real netperf 2.7.0 captures (tests/data/netperf; the expected values are
// read off those files; re-capturing means updating them here). As a stream: tst_netperfparserstream.
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperftestdata.h"

using namespace Tunebench;
using namespace Tunebench::Test;

Q_DECLARE_METATYPE(Tunebench::ResultForm)
Q_DECLARE_METATYPE(Tunebench::FailureKind)

namespace {
const ParsedTest &onlyTest(const NetperfOutput &output)
{
    if (output.tests.size() != 1)
        qFatal("expected one test, got %d", int(output.tests.size()));
    return output.tests.first();
}
} // namespace

class TestNetperfParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCaptureParsesWithoutLeftovers_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : netperfCaptureNames())
            QTest::newRow(qPrintable(name)) << name;
    }
    void everyCaptureParsesWithoutLeftovers()
    {
        QFETCH(QString, name);
        const NetperfOutput output = parseNetperf(netperfCapture(name));
        QVERIFY2(output.unparsedCount == 0,
                 qPrintable(output.unparsed.isEmpty() ? QString() : output.unparsed.first().text));
        const bool failed = sidecarValue(name, QStringLiteral("exit")) != QLatin1String("0");
        const bool anyResult = std::any_of(output.tests.cbegin(), output.tests.cend(),
                                           [](const ParsedTest &test) { return test.result.has_value(); });
        // A run that exited 0 printed a result (or is netserver's or -V's own chatter); a failed one a failure.
        if (failed)
            QVERIFY(!output.failures.isEmpty() || name == QLatin1String("err_killed"));
        else if (!name.startsWith(QLatin1String("netserver")) && name != QLatin1String("version"))
            QVERIFY(anyResult);
    }

    void classicResults_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<ResultForm>("form");
        QTest::addColumn<double>("throughput");
        QTest::addColumn<QString>("units");
        QTest::addColumn<double>("elapsed");
        QTest::addColumn<double>("localCpu");  // -1: no CPU columns
        QTest::addColumn<double>("remoteSd");
        QTest::addColumn<double>("requestSize");
        QTest::addColumn<double>("responseSize");
        QTest::addColumn<double>("remoteRecvSocket");
        const auto rr = ResultForm::ClassicRr;
        const auto stream = ResultForm::ClassicStream;
        const QString tps = QStringLiteral("Trans/s");
        const QString mbps = QStringLiteral("10^6bits/s");
        QTest::newRow("tcp_rr") << "tcp_rr" << rr << 33494.91 << tps << 2.0 << -1.0 << -1.0 << 1.0 << 1.0 << 131072.0;
        QTest::newRow("tcp_rr_cpu") << "tcp_rr_cpu" << rr << 31102.43 << tps << 2.0 << 100.0 << 64.304 << 1.0 << 1.0 << 131072.0;
        QTest::newRow("udp_rr_cpu") << "udp_rr_cpu" << rr << 3168.31 << tps << 1.01 << 100.0 << 631.250 << 64.0 << 64.0 << 212992.0;
        QTest::newRow("tcp_crr") << "tcp_crr" << rr << 11786.22 << tps << 1.0 << -1.0 << -1.0 << 1.0 << 1.0 << 131072.0;
        QTest::newRow("options") << "tcp_rr_options" << rr << 37319.28 << tps << 0.13 << -1.0 << -1.0 << 64.0 << 1024.0 << 131072.0;
        QTest::newRow("ipv6") << "tcp_rr_ipv6" << rr << 61155.99 << tps << 1.0 << -1.0 << -1.0 << 1.0 << 1.0 << 131072.0;
        QTest::newRow("no header (-P 0)") << "tcp_rr_noheader" << rr << 36715.27 << tps << 1.0 << -1.0 << -1.0 << 1.0 << 1.0 << 131072.0;
        QTest::newRow("tcp_stream_cpu") << "tcp_stream_cpu" << stream << 3623.71 << mbps << 1.0 << 100.0 << 4.521 << -1.0 << -1.0 << 131072.0;
        QTest::newRow("stream, no header") << "tcp_stream_noheader" << stream << 2917.02 << QString() << 1.01 << -1.0 << -1.0 << -1.0 << -1.0 << 131072.0;
        // TCP_MAERTS: the receiving socket is the local one.
        QTest::newRow("tcp_maerts_cpu") << "tcp_maerts_cpu" << stream << 1956.22 << mbps << 1.01 << 100.0 << 8.375 << -1.0 << -1.0 << -1.0;
    }
    void classicResults()
    {
        QFETCH(QString, name);
        QFETCH(ResultForm, form);
        QFETCH(double, throughput);
        QFETCH(QString, units);
        QFETCH(double, elapsed);
        QFETCH(double, localCpu);
        QFETCH(double, remoteSd);
        QFETCH(double, requestSize);
        QFETCH(double, responseSize);
        QFETCH(double, remoteRecvSocket);
        const NetperfOutput output = parseNetperf(netperfCapture(name));
        const ParsedTest &test = onlyTest(output);
        QVERIFY(test.result);
        const TestResult &result = *test.result;
        QCOMPARE(result.form, form);
        QCOMPARE(result.value(ResultField::Throughput), throughput);
        QCOMPARE(result.throughputUnits, units);
        QCOMPARE(result.value(ResultField::ElapsedTime), elapsed);
        QCOMPARE(result.value(ResultField::LocalCpuUtil).value_or(-1), localCpu);
        QCOMPARE(result.value(ResultField::RemoteServiceDemand).value_or(-1), remoteSd);
        QCOMPARE(result.value(ResultField::RequestSize).value_or(-1), requestSize);
        QCOMPARE(result.value(ResultField::ResponseSize).value_or(-1), responseSize);
        QCOMPARE(result.value(ResultField::RemoteRecvSocketSize).value_or(-1), remoteRecvSocket);
        if (localCpu >= 0)
            QCOMPARE(result.cpuMethod, QStringLiteral("S"));
    }

    void bannersAreRecognised_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("banner");
        QTest::newRow("migrated") << QByteArray("MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET") << true;
        QTest::newRow("not migrated") << QByteArray("  TCP REQUEST/RESPONSE TEST from 0.0.0.0 () port 0 AF_INET") << true;
        QTest::newRow("after one without a blank") << QByteArray("XTEST from a, UDP TEST from b") << true;
        QTest::newRow("no blank before") << QByteArray("XTEST from a") << false;
        QTest::newRow("at the start") << QByteArray("TEST from a") << false;
        QTest::newRow("cut short") << QByteArray("UDP TEST fro") << false;
        QTest::newRow("table header") << QByteArray("Socket Size   Request  Resp.   Elapsed  Trans.") << false;
        QTest::newRow("empty") << QByteArray() << false;
    }
    void bannersAreRecognised()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, banner);
        QCOMPARE(looksLikeBanner(line), banner);
    }

    // The importer takes a banner with an annotation netperf does not print for one cut short.
    void annotationsNetperfPrintsAreKnown_data()
    {
        QTest::addColumn<QString>("annotation");
        QTest::addColumn<bool>("known");
        for (const char *known : {"demo", "nodelay", "copy avoidance", "no control", "histogram", "interval", "spin interval",
                                  "dirty data", "cpu bind", "first burst 0", "first burst 12", "+/-2.500% @ 99% conf.",
                                  "+/-0.5% @ 95% conf. on result only"})
            QTest::newRow(known) << QString::fromLatin1(known) << true;
        for (const char *cut : {"de", "Demo", "demo x", "first burst", "first burst ", "first burst 1x", "+/-% @ 99% conf.",
                                "+/-2.5% @ % conf.", "+/-2.5% @ 99% conf", "+/-2.5% @ 99% conf. on result", "+/-2.5% @ 99% conf.x", ""})
            QTest::newRow(cut) << QString::fromLatin1(cut) << false;
    }
    void annotationsNetperfPrintsAreKnown()
    {
        QFETCH(QString, annotation);
        QFETCH(bool, known);
        QCOMPARE(isKnownAnnotation(annotation), known);
    }

    void bannerCarriesEndpointsAndAnnotations()
    {
        const ParsedTest test = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_options"))));
        QVERIFY(test.banner);
        QCOMPARE(test.banner->testName, QStringLiteral("TCP REQUEST/RESPONSE"));
        QVERIFY(test.banner->migrated);
        QCOMPARE(test.banner->localPort, 50001);
        QCOMPARE(test.banner->remoteHost, QStringLiteral("198.18.0.2"));
        QCOMPARE(test.banner->remotePort, 50002);
        QCOMPARE(test.banner->remoteFamily, QStringLiteral("AF_INET"));
        QVERIFY(test.banner->noDelay);
        QVERIFY(test.banner->cpuBind);
        QVERIFY(test.banner->demo);
        QCOMPARE(test.banner->firstBurst, 4);

        const ParsedTest confidence = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_confidence"))));
        QCOMPARE(confidence.banner->confidenceLevel, 99.0);
        QCOMPARE(confidence.banner->confidenceHalfWidth, 0.5);
        const ParsedTest ipv6 = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_ipv6"))));
        QCOMPARE(ipv6.banner->remoteHost, QStringLiteral("::1"));
        QCOMPARE(ipv6.banner->localFamily, QStringLiteral("AF_INET6"));
    }

    void humanInterimsBecomeSamples()
    {
        const NetperfOutput output = parseNetperf(netperfCapture(QStringLiteral("tcp_rr_interim")));
        const ParsedTest &test = onlyTest(output);
        QCOMPARE(test.sampleCount, 12);
        QCOMPARE(test.interimUnits, QStringLiteral("Trans/s"));
        QCOMPARE(output.samples.first().rate, 2285.32);
        QCOMPARE(output.samples.first().interval, 0.252);
        QCOMPARE(output.samples.first().endTime, 1795998085.741);
        QCOMPARE(output.samples.first().line, 2);
        QCOMPARE(output.samples.last().rate, 30253.13);
        QCOMPARE(output.samples.last().interval, 0.224);
        double weighted = 0;
        double seconds = 0;
        for (const InterimSample &sample : output.samples) {
            weighted += sample.rate * sample.interval;
            seconds += sample.interval;
        }
        QCOMPARE(*output.timeWeightedInterimMean(0), weighted / seconds);
        QVERIFY(test.result);

        const NetperfOutput stream = parseNetperf(netperfCapture(QStringLiteral("tcp_stream_interim")));
        QCOMPARE(stream.tests.first().interimUnits, QStringLiteral("10^6bits/s"));
        QCOMPARE(stream.samples.first().rate, 3672.01);
    }

    void keyvalInterimsAndResults()
    {
        const NetperfOutput output = parseNetperf(netperfCapture(QStringLiteral("tcp_rr_keyval_interim")));
        const ParsedTest &test = onlyTest(output);
        QVERIFY(!test.banner); // -P 0
        QCOMPARE(test.sampleCount, 12);
        QCOMPARE(output.samples.first().rate, 44411.21);
        QCOMPARE(output.samples.first().interval, 0.251);
        QCOMPARE(output.samples.first().endTime, 1795998096.917);
        QCOMPARE(output.samples.first().line, 4); // complete with NETPERF_ENDING[0]
        QVERIFY(test.result);
        QCOMPARE(test.result->form, ResultForm::KeyValue);
        QCOMPARE(test.result->value(ResultField::Throughput), 36476.66);
        QCOMPARE(test.result->value(ResultField::P99Latency), 38.0);
        QCOMPARE(test.result->value(ResultField::LocalServiceDemand), 54.830);
        QCOMPARE(test.result->serviceDemandUnits, QStringLiteral("usec/Tran"));
        QCOMPARE(test.result->value(ResultField::TransportMss), 1448.0);
        QCOMPARE(test.result->throughputUnits, QStringLiteral("Trans/s"));
        QCOMPARE(test.result->measured(ResultField::LocalServiceDemand), 54.830);

        // Without -c netperf prints LOCAL_SD=-1.000: a value, but not a measurement.
        const NetperfOutput crr = parseNetperf(netperfCapture(QStringLiteral("tcp_crr_keyval")));
        const ParsedTest &unmeasured = onlyTest(crr);
        QVERIFY(unmeasured.result);
        QCOMPARE(unmeasured.result->value(ResultField::LocalServiceDemand), -1.0);
        QVERIFY(!unmeasured.result->measured(ResultField::LocalServiceDemand));
        QVERIFY(unmeasured.result->measured(ResultField::Throughput));
    }

    void csvInterimsAndResult()
    {
        const NetperfOutput output = parseNetperf(netperfCapture(QStringLiteral("tcp_rr_csv_all")));
        const ParsedTest &test = onlyTest(output);
        QCOMPARE(test.sampleCount, 4);
        QCOMPARE(output.samples.first().rate, 43185.74);
        QCOMPARE(output.samples.first().endTime, 1795998116.841);
        QCOMPARE(test.result->form, ResultForm::Csv);
        QCOMPARE(test.result->value(ResultField::Throughput), 45054.99);
        QCOMPARE(test.result->value(ResultField::RtLatency), 22.195);
        QCOMPARE(test.result->value(ResultField::P50Latency), 9.0);
        QCOMPARE(test.result->serviceDemandUnits, QStringLiteral("usec/Tran"));
    }

    void confidenceWarningAndKeyvalConfidence()
    {
        const ParsedTest test = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_confidence"))));
        QVERIFY(test.confidenceWarning);
        QCOMPARE(test.confidenceWarning->throughputWidth, 75.397);
        QCOMPARE(test.confidenceWarning->localCpuWidth, 0.0);
        QCOMPARE(test.confidenceWarning->remoteCpuWidth, 0.0);
        QCOMPARE(test.confidenceWarning->lines.size(), 7);
        QVERIFY(test.result);

        const ParsedTest met = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_confidence_met"))));
        QVERIFY(!met.confidenceWarning);
        const ParsedTest keyval = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_confidence_keyval"))));
        QCOMPARE(keyval.result->value(ResultField::ConfidenceLevel), 99.0);
        QCOMPARE(keyval.result->value(ResultField::ConfidenceIterations), 3.0);
        QCOMPARE(keyval.result->value(ResultField::ThroughputConfidence), 57.498);
    }

    // A big log repeats the same warnings and failures thousands of times: each time they read the
    // same as in a log that has them once.
    void repeatedTextsReadTheSame()
    {
        const QByteArray warning = netperfCapture(QStringLiteral("tcp_rr_confidence"));
        const QByteArray failure = netperfCapture(QStringLiteral("err_unknown_test"));
        const QByteArray units = "Interim result: 25114.54 Trans/s over 0.250 seconds ending at 1795998169.303\n"
                                 "MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 198.18.0.2 () port 0 AF_INET : demo\n"
                                 "Interim result: 5.41 10^6bits/s over 0.250 seconds ending at 1795998169.553\n";
        const NetperfOutput once = parseNetperf(warning + failure);
        const NetperfOutput output = parseNetperf(warning + failure + units + warning + failure + units + warning + failure);
        QCOMPARE(output.failures.size(), 3);
        const QList<const ParsedTest *> warned = [&output] {
            QList<const ParsedTest *> tests;
            for (const ParsedTest &test : output.tests)
                if (test.confidenceWarning)
                    tests << &test;
            return tests;
        }();
        QCOMPARE(warned.size(), 3);
        const QStringList &lines = warned.first()->confidenceWarning->lines;
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines, once.tests.first().confidenceWarning->lines);
        QVERIFY(output.failures.first().text.contains(QLatin1Char('\n'))); // its lines joined
        QCOMPARE(output.failures.first().text, once.failures.first().text);
        for (qsizetype k = 1; k < 3; ++k) {
            for (qsizetype i = 0; i < lines.size(); ++i) {
                QCOMPARE(warned.at(k)->confidenceWarning->lines.at(i), lines.at(i));
            }
            QCOMPARE(output.failures.at(k).text, output.failures.first().text);
        }
        // The interim units of tests that alternate between two.
        QStringList interimUnits;
        for (const ParsedTest &test : output.tests) {
            if (!test.interimUnits.isEmpty())
                interimUnits << test.interimUnits;
        }
        QCOMPARE(interimUnits, QStringList({QStringLiteral("Trans/s"), QStringLiteral("10^6bits/s"),
                                            QStringLiteral("Trans/s"), QStringLiteral("10^6bits/s")}));
    }

    void verboseTerseAndMssForms()
    {
        const ParsedTest verbose = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_verbose"))));
        QCOMPARE(verbose.result->value(ResultField::RtLatency), 20.638);
        QVERIFY(verbose.result->has(ResultField::Throughput));
        const ParsedTest terse = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_rr_terse"))));
        QCOMPARE(terse.result->form, ResultForm::Terse);
        QCOMPARE(terse.result->value(ResultField::Throughput), 4235.16);
        const ParsedTest mss = onlyTest(parseNetperf(netperfCapture(QStringLiteral("tcp_mss"))));
        QCOMPARE(mss.result->value(ResultField::TransportMss), 1448.0);
        const ParsedTest mssKeyval = onlyTest(parseNetperf(netperfCapture(QStringLiteral("mss_keyval"))));
        QCOMPARE(mssKeyval.result->value(ResultField::TransportMss), 1448.0);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<FailureKind>("kind");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no netserver") << "err_no_netserver" << FailureKind::NoNetserver << "198.18.0.2" << 12999 << QString();
        QTest::newRow("no route") << "err_no_route" << FailureKind::NoNetserver << "198.18.0.77" << 12865 << QString();
        QTest::newRow("unresolvable") << "err_unresolvable" << FailureKind::CannotResolve << "nosuchhost.invalid" << -1 << QString();
        QTest::newRow("unknown test") << "err_unknown_test" << FailureKind::UnknownTest << QString() << -1 << "FOO_RR";
        QTest::newRow("bad confidence") << "err_bad_confidence" << FailureKind::InvalidOption << QString() << -1 << QString();
        QTest::newRow("invalid option") << "err_invalid_option" << FailureKind::InvalidOption << QString() << -1 << QString();
        QTest::newRow("connect refused") << "err_connect_refused" << FailureKind::ConnectError << QString() << -1 << "Connection refused";
        QTest::newRow("send error") << "err_send" << FailureKind::SendError << QString() << -1 << "Invalid argument";
        QTest::newRow("reset") << "err_reset_fixed_ports" << FailureKind::SendError << QString() << -1 << "Connection reset by peer";
        QTest::newRow("netserver killed") << "err_netserver_killed" << FailureKind::RecvError << QString() << -1 << "0 bytes";
        QTest::newRow("absent: ip netns") << "err_absent_ipnetns" << FailureKind::CommandNotFound << QString() << -1 << "netperf";
        QTest::newRow("absent: bash") << "err_absent_bash" << FailureKind::CommandNotFound << QString() << -1 << "netperf";
        QTest::newRow("absent: dash") << "err_absent_sh" << FailureKind::CommandNotFound << QString() << -1 << "netperf";
        QTest::newRow("absent: env") << "err_absent_env" << FailureKind::CommandNotFound << QString() << -1 << "netperf";
        QTest::newRow("netserver port busy") << "netserver_port_busy" << FailureKind::NetserverStart << QString() << -1 << QString();
    }
    void failures()
    {
        QFETCH(QString, name);
        QFETCH(FailureKind, kind);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, reason);
        const NetperfOutput output = parseNetperf(netperfCapture(name));
        QVERIFY(!output.failures.isEmpty());
        const NetperfFailure &failure = output.failures.first();
        QCOMPARE(failure.kind, kind);
        QCOMPARE(failure.host, host);
        QCOMPARE(failure.port, port);
        QCOMPARE(failure.reason, reason);
        QCOMPARE(output.unparsedCount, 0);
    }

    void messagesThisNetperfBuildCannotPrint()
    {
        // Debian's netperf 2.7.0 has demo mode and no remote error came up on the bed, so these
        // are netperf's own words from its source (src/netsh.c scan_cmd_line; nettest_omni.c prints
        // "netperf: remote error %d" and then perror("") on stderr) and from Flent's probe.
        const NetperfOutput demo = parseNetperf("Sorry, Demo Mode not configured into this netperf.\n"
                                                "Please consider reconfiguring netperf with\n"
                                                "--enable-demo=yes and recompiling\n");
        QCOMPARE(demo.failures.size(), 1);
        QCOMPARE(demo.failures.first().kind, FailureKind::DemoUnsupported);
        QCOMPARE(demo.unparsedCount, 0);
        const Error demoError = failureToError(demo.failures.first(), QStringLiteral("tb-client"));
        QCOMPARE(demoError.code, ErrorCode::Unsupported);
        QVERIFY(demoError.message.contains(QLatin1String("--enable-demo")));
        QCOMPARE(parseNetperf("netperf: invalid option -- '0'\n").failures.first().kind, FailureKind::OldNetperf);
        const NetperfOutput remote = parseNetperf("netperf: remote error 99Cannot assign requested address\n");
        QCOMPARE(remote.failures.first().kind, FailureKind::RemoteError);
        QCOMPARE(remote.failures.first().errorNumber, 99);
        QCOMPARE(remote.failures.first().reason, QStringLiteral("Cannot assign requested address"));
    }

    void failureMessagesOfOneEventAreJoined()
    {
        const NetperfOutput output = parseNetperf(netperfCapture(QStringLiteral("err_no_netserver")));
        QCOMPARE(output.failures.size(), 1);
        QVERIFY(output.failures.first().text.contains(QLatin1String("establish_control could not establish")));
        const Error error = failureToError(output.failures.first(), QStringLiteral("tb-client"));
        QCOMPARE(error.code, ErrorCode::ConnectionFailed);
        QVERIFY(error.message.contains(QLatin1String("198.18.0.2")));
        QVERIFY(error.message.contains(QLatin1String("12999")));
    }


    // The CPU method is the letter after the first "%" of the header, also when the two are on
    // different lines; a capital letter without a "%" before it is no method.
    void cpuMethodLetterAcrossLines_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("method");
        const QByteArray first = "Local /Remote\nSocket Size   Request Resp.  Elapsed Trans.   CPU    CPU    S.dem   S.dem\n";
        const QByteArray row = "\n16384  131072 1       1      5.00    31102.43  3.14   3.36   20.218  21.633\n16384  131072\n";
        QTest::newRow("one line") << first + "Send   Recv   Size    Size   Time    Rate     local  remote local   remote\n"
                "bytes  bytes  bytes   bytes  secs.   per sec  % P    % U    us/Tr   us/Tr\n" + row << QStringLiteral("P");
        QTest::newRow("split after %") << first + "Send   Recv   Size    Size   Time    Rate     local  remote local   remote\n"
                "bytes  bytes  bytes   bytes  secs.   per sec  %\nP    % U    us/Tr   us/Tr\n" + row << QStringLiteral("P");
        QTest::newRow("letter without %") << first + "Send   Recv   Size    Size   Time    Rate     local  remote local   remote\n"
                "X bytes  bytes  bytes   bytes  secs.   per sec  % P    % U    us/Tr   us/Tr\n" + row << QStringLiteral("P");
        QTest::newRow("letter without %, next line") << first + "Send   Recv   Size    Size   Time    Rate     local  remote local   remote\n"
                "X\nbytes  bytes  bytes   bytes  secs.   per sec  % P    % U    us/Tr   us/Tr\n" + row << QStringLiteral("P");
    }
    void keyvalIndexesBeyondACountAreKept()
    {
        const NetperfOutput output = parseNetperf("NETPERF_INTERIM_RESULT[2e127]=1.5\nNETPERF_ENDING[1e300]=2.0\n"
                                                  "NETPERF_INTERIM_RESULT[99999999999999999999]=1.5\n"
                                                  "NETPERF_INTERIM_RESULT[999999999999999]=1.5\nNETPERF_UNITS[999999999999999]=Trans/s\n"
                                                  "NETPERF_INTERVAL[999999999999999]=0.25\nNETPERF_ENDING[999999999999999]=9.5\n");
        QCOMPARE(output.unparsedCount, 3);
        QCOMPARE(output.unparsed.at(0).line, 1);
        QCOMPARE(output.unparsed.at(2).line, 3);
        QCOMPARE(output.samples.size(), 1); // 15 digits are still an index
    }

    void cpuMethodLetterAcrossLines()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, method);
        // Twice in one parser: the second table reads as the first.
        const NetperfOutput output = parseNetperf(header + header);
        QCOMPARE(output.tests.size(), 2);
        for (const ParsedTest &test : output.tests) {
            QVERIFY(test.result);
            QCOMPARE(test.result->cpuMethod, method);
            QCOMPARE(test.result->value(ResultField::LocalServiceDemand), 20.218);
        }
    }

    void severalRunsInOneStreamBecomeSeveralTests()
    {
        const QByteArray text = netperfCapture(QStringLiteral("tcp_rr_interim")) + netperfCapture(QStringLiteral("tcp_rr_keyval_interim"))
            + netperfCapture(QStringLiteral("tcp_rr_keyval_interim")) + netperfCapture(QStringLiteral("tcp_rr_cpu"))
            + netperfCapture(QStringLiteral("err_no_netserver")) + netperfCapture(QStringLiteral("tcp_rr_noheader"));
        const NetperfOutput output = parseNetperf(text);
        QCOMPARE(output.tests.size(), 6);
        const int samples[] = {12, 12, 12, 0, 0, 0};
        for (int i = 0; i < 6; ++i)
            QCOMPARE(output.tests.at(i).sampleCount, samples[i]);
        QCOMPARE(output.tests.at(1).result->value(ResultField::Throughput), 36476.66);
        QCOMPARE(output.tests.at(3).result->value(ResultField::Throughput), 31102.43);
        QVERIFY(!output.tests.at(4).result);
        QCOMPARE(output.failures.first().test, 4);
        QCOMPARE(output.tests.at(5).result->value(ResultField::Throughput), 36715.27);
        QCOMPARE(output.unparsedCount, 0);
    }

    void unknownLinesAreKeptWithTheirLineNumbers()
    {
        QByteArray text = netperfCapture(QStringLiteral("tcp_rr_interim"));
        text.insert(0, "some prose before the run\n");
        text.replace("Local /Remote", "PATH=/usr/bin\nInterim result: lots Trans/s over 0.25 seconds ending at 1\nLocal /Remote");
        const NetperfOutput output = parseNetperf(text);
        QCOMPARE(output.samples.size(), 12); // the malformed interim is not guessed at
        QCOMPARE(output.unparsedCount, 3);
        QCOMPARE(output.unparsed.at(0).line, 1);
        QCOMPARE(output.unparsed.at(0).text, QStringLiteral("some prose before the run"));
        QCOMPARE(output.unparsed.at(1).line, 15);
        QCOMPARE(output.unparsed.at(1).text, QStringLiteral("PATH=/usr/bin"));
        QCOMPARE(output.unparsed.at(2).line, 16);
        QVERIFY(output.tests.first().result);
    }

    void incompleteKeyvalInterimIsReportedNotGuessed()
    {
        const NetperfOutput output = parseNetperf("NETPERF_INTERIM_RESULT[0]=100.0\nNETPERF_UNITS[0]=Trans/s\n"
                                                  "NETPERF_INTERIM_RESULT[1]=200.0\nNETPERF_UNITS[1]=Trans/s\n"
                                                  "NETPERF_INTERVAL[1]=0.5\nNETPERF_ENDING[1]=1000.5\n");
        QCOMPARE(output.samples.size(), 1);
        QCOMPARE(output.samples.first().rate, 200.0);
        QCOMPARE(output.unparsedCount, 1);
        QCOMPARE(output.unparsed.first().line, 1);
    }

    void commandLinesInLogsStartTests()
    {
        const QByteArray text = "$ netperf -H 198.18.0.2 -t TCP_RR -l 1 -P 0\n"
            + netperfCapture(QStringLiteral("tcp_rr_noheader")) + "root@box:~# sudo netperf -H 198.18.0.2 -P 0\n"
            + netperfCapture(QStringLiteral("tcp_rr_noheader"));
        const NetperfOutput output = parseNetperf(text);
        QCOMPARE(output.tests.size(), 2);
        QCOMPARE(output.tests.at(0).command, QStringLiteral("netperf -H 198.18.0.2 -t TCP_RR -l 1 -P 0"));
        QCOMPARE(output.tests.at(1).command, QStringLiteral("sudo netperf -H 198.18.0.2 -P 0"));
        QVERIFY(output.tests.at(1).result);
    }
};

QTEST_GUILESS_MAIN(TestNetperfParser)
#include "tst_netperfparser.moc"
