// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming netperf parser on real netperf 2.7.0 captures (tests/data/netperf; the expected
// values are read off those files; re-capturing means updating them here).
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/netperftext.h"
#include "netperftestdata.h"

#include <QRandomGenerator>

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

    void samplesArriveWithTheirLine()
    {
        NetperfOutputParser parser;
        const QList<QByteArray> lines = netperfCapture(QStringLiteral("tcp_rr_keyval_interim_banner")).split('\n');
        qsizetype expected = 0;
        for (const QByteArray &line : lines) {
            parser.feed(QByteArray(line + '\n'));
            if (line.startsWith("NETPERF_ENDING"))
                ++expected;
            QCOMPARE(parser.output().samples.size(), expected);
        }
        QCOMPARE(expected, 4);
    }

    // The runner and the GUI copy output() while a test runs: the copy shares the parser's lists,
    // and samples the parser adds later must go to its own list, not into the copy's.
    void copiesOfTheOutputKeepWhatTheyHad()
    {
        const QByteArray text = netperfCapture(QStringLiteral("tcp_rr_interim"));
        NetperfOutputParser parser;
        QList<NetperfOutput> copies;
        QList<qsizetype> sizes;
        for (QByteArrayView rest(text); !rest.isEmpty();) {
            const qsizetype size = std::min<qsizetype>(rest.size(), 200);
            parser.feed(rest.first(size));
            rest = rest.sliced(size);
            copies << parser.output();
            sizes << parser.output().samples.size();
        }
        parser.finish();
        const QList<InterimSample> &all = parser.output().samples;
        QVERIFY(all.size() >= 4);
        QVERIFY(sizes.first() < all.size());
        for (qsizetype i = 0; i < copies.size(); ++i) {
            const QList<InterimSample> &copy = copies.at(i).samples;
            QCOMPARE(copy.size(), sizes.at(i));
            for (qsizetype k = 0; k < copy.size(); ++k) {
                QCOMPARE(copy.at(k).line, all.at(k).line);
                QCOMPARE(copy.at(k).rate, all.at(k).rate);
            }
        }
        QCOMPARE(outputSignature(parser.takeOutput()), outputSignature(parseNetperf(text)));
    }

    void chunkingDoesNotMatter_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"tcp_rr_interim", "tcp_rr_keyval_interim", "tcp_rr_cpu", "tcp_rr_csv_all", "err_send"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void chunkingDoesNotMatter()
    {
        QFETCH(QString, name);
        const QByteArray text = netperfCapture(name);
        const QByteArray whole = outputSignature(parseNetperf(text));
        NetperfOutputParser bytewise;
        for (char c : text)
            bytewise.feed(QByteArrayView(&c, 1));
        QCOMPARE(outputSignature(bytewise.takeOutput()), whole);
        // Chunks that end inside a record, and chunks that hold runs of records and end inside one.
        for (const int most : {40, 2000}) {
            NetperfOutputParser random;
            for (qsizetype pos = 0; pos < text.size();) {
                const qsizetype size = QRandomGenerator::global()->bounded(1, most);
                random.feed(QByteArrayView(text).sliced(pos, std::min(size, text.size() - pos)));
                pos += size;
            }
            QCOMPARE(outputSignature(random.takeOutput()), whole);
        }
        QByteArray crlf = text;
        crlf.replace("\n", "\r\n");
        QCOMPARE(outputSignature(parseNetperf(crlf)), whole);
    }

    // feed() takes bytes in any chunking, feedLine() one line at a time (the runner's way): both
    // must give the same output, for netperf's own layout and for every variation of it.
    void feedAgreesWithFeedLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QByteArray captures;
        for (const QString &name : netperfCaptureNames())
            captures += netperfCapture(name);
        QTest::newRow("every capture") << captures;
        // Many tests, samples and failures in one buffer.
        QTest::newRow("every capture, 40 times") << captures.repeated(40);
        QByteArray crlf = captures;
        crlf.replace("\n", "\r\n");
        QTest::newRow("every capture, CRLF") << crlf;
        QTest::newRow("interim variations") << QByteArray(
            "Interim result:   72.00 Trans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72.00\tTrans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72.00 Trans/s  over 0.500 seconds ending at 1795995333.811 \n"
            "Interim result: 7.2e1 Trans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72 Trans/s over .5 seconds ending at 1795995333.\n"
            "Interim result: -72.00 Trans/s over 0.500 seconds ending at 1795995333.811\r\r\n"
            "Interim result: 1234567890123456.5 Trans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72.00 Trans/s over 0.500 seconds ending at 1795995333.811 late\n"
            "Interim result: 72.00 Tr\x01ans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72.00 Trans/s over 0.500 seconds ending at 1795995333.811");
        // Indexes no interval count can be (found by the fuzz target: a qint64 cannot hold 2e127).
        QTest::newRow("keyval huge indexes") << QByteArray(
            "NETPERF_INTERIM_RESULT[2e127]=1.5\nNETPERF_UNITS[2e127]=Trans/s\nNETPERF_INTERVAL[2e127]=0.25\n"
            "NETPERF_ENDING[2e127]=9.25\nNETPERF_INTERIM_RESULT[99999999999999999999]=1.5\n"
            "NETPERF_INTERIM_RESULT[999999999999999]=1.5\nNETPERF_UNITS[999999999999999]=Trans/s\n"
            "NETPERF_INTERVAL[999999999999999]=0.25\nNETPERF_ENDING[999999999999999]=9.5\n");
        // -k results read with the key that followed the line before last time tried first: keys in
        // another order, a key that is another's start, a blank or a colon where the '=' was.
        {
            const QByteArray keyval = netperfCapture(QStringLiteral("tcp_rr_keyval"));
            QList<QByteArray> lines = keyval.split('\n');
            std::reverse(lines.begin() + 1, lines.end() - 1);
            QByteArray bent = keyval;
            bent.replace("RT_LATENCY=", "RT_LATENCYX=").replace("P50_LATENCY=", "P50_LATENCY =");
            bent.replace("LOCAL_SD=", "LOCAL_SD_UNITS=").replace("P99_LATENCY=", "P99_LATENCY=P").replace("MIN_LATENCY=", "MIN_LATENCY:");
            QByteArray swapped = keyval; // keys of the same length as the one expected
            swapped.replace("P90_LATENCY=", "P9X_LATENCY=").replace("P99_LATENCY=", "P90_LATENCY=").replace("P9X_LATENCY=", "P99_LATENCY=");
            QTest::newRow("-k keys in other orders")
                << keyval + keyval + lines.join('\n') + keyval + bent + keyval + bent + keyval + swapped + keyval;
        }
        QTest::newRow("keyval variations") << QByteArray(
            "NETPERF_INTERIM_RESULT[0]=25114.54\nNETPERF_UNITS[0]=Trans/s\nNETPERF_INTERVAL[0]=0.500\n"
            "NETPERF_ENDING[0]=1795998156.437\n"
            "NETPERF_INTERIM_RESULT[1]= 2.5e4 \nNETPERF_UNITS[1]= Trans/s \nNETPERF_INTERVAL[1]=0.5\n"
            "NETPERF_ENDING[1]=1795998156.937\r\n"
            "NETPERF_INTERIM_RESULT[2]=25114.54\nNETPERF_UNITS[3]=Trans/s\nNETPERF_INTERVAL[2]=x\n"
            "NETPERF_ENDING[2]=1795998157.437\n"
            "NETPERF_INTERIM_RESULT[0012]=1.5\nNETPERF_INTERVAL[12]=0.25\nNETPERF_ENDING[12]=9.75\n"
            "NETPERF_INTERIM_RESULT[1]]=1.5\nNETPERF_ENDING[-1]=2.0\nNETPERF_ENDING[1]=\n"
            "NETPERF_INTERIM_RESULT[0]=25114.54\nNETPERF_ENDING[0]=1795998158.437");
        // Empty units before any test (found by the fuzzer: the first sample has no test to join).
        QTest::newRow("keyval empty units first") << QByteArray(
            "NETPERF_INTERIM_RESULT[0]=1.5\nNETPERF_UNITS[0]=\nNETPERF_INTERVAL[0]=0.25\nNETPERF_ENDING[0]=9.25\n"
            "NETPERF_INTERIM_RESULT[1]=1.5\nNETPERF_UNITS[1]=\nNETPERF_INTERVAL[1]=0.25\nNETPERF_ENDING[1]=9.5\n"
            "NETPERF_INTERIM_RESULT[2]=1.5\nNETPERF_UNITS[2]=Trans/s\nNETPERF_INTERVAL[2]=0.25\nNETPERF_ENDING[2]=9.75\n"
            "NETPERF_INTERIM_RESULT[3]=1.5\nNETPERF_UNITS[3]=\nNETPERF_INTERVAL[3]=0.25\nNETPERF_ENDING[3]=10.0\n");
        // Whole four-line records next to ones that are not.
        QTest::newRow("keyval records") << QByteArray(
            "NETPERF_INTERIM_RESULT[0]=1.50\nNETPERF_UNITS[0]=Trans/s\nNETPERF_INTERVAL[0]=0.250\nNETPERF_ENDING[0]=9.250\n"
            "NETPERF_INTERIM_RESULT[1]=2.50\nNETPERF_UNITS[1]=10^6bits/s\nNETPERF_INTERVAL[1]=0.250\nNETPERF_ENDING[1]=9.500\n"
            "NETPERF_INTERIM_RESULT[2]=3.50\nNETPERF_UNITS[02]=10^6bits/s\nNETPERF_INTERVAL[2]=0.250\nNETPERF_ENDING[2]=9.750\n"
            "NETPERF_INTERIM_RESULT[3]=4.50\nNETPERF_UNITS[3]=Trans/s \nNETPERF_INTERVAL[3]=0.250\nNETPERF_ENDING[3]=10.000\n"
            "NETPERF_INTERIM_RESULT[4]=5.50\nNETPERF_UNITS[4]=Trans/s\nNETPERF_INTERVAL[4]=0.250\nNETPERF_ENDING[4]=10.250\n"
            "NETPERF_INTERIM_RESULT[0]=6.50\nNETPERF_UNITS[0]=Trans/s\nNETPERF_INTERVAL[0]=0.250\nNETPERF_ENDING[0]=10.500\n"
            "NETPERF_INTERIM_RESULT[1]=7.50\nNETPERF_UNITS[1]=Trans/s\nNETPERF_INTERVAL[1]=0.250\n"
            "NETPERF_INTERIM_RESULT[2]=8.50\nNETPERF_UNITS[2]=Trans/s\r\nNETPERF_INTERVAL[2]=0.250\r\nNETPERF_ENDING[2]=11.000\r\n"
            "NETPERF_INTERIM_RESULT[3]=9.50\nNETPERF_UNITS[3]=Trans/s\nNETPERF_INTERVAL[3]=0.250\nNETPERF_ENDING[3]=11.250");
        // Units that change, short and long.
        QTest::newRow("interim units") << QByteArray(
            "Interim result: 72.00 Trans/s over 0.500 seconds ending at 1795995333.811\n"
            "Interim result: 72.00 10^6bits/s over 0.500 seconds ending at 1795995334.311\n"
            "Interim result: 72.00 10^6bits/s over 0.500 seconds ending at 1795995334.811\n"
            "Interim result: 72.00 Trans/sec/connection over 0.500 seconds ending at 1795995335.311\n"
            "Interim result: 72.00 Trans/sec/connection over 0.500 seconds ending at 1795995335.811\n"
            "Interim result: 72.00 Trans/sec/connectio over 0.500 seconds ending at 1795995336.311\n"
            "Interim result: 72.00 Trans/sec/connecti over 0.500 seconds ending at 1795995336.811\n"
            "Interim result: 72.00 Trans/sec/connecti over 0.500 seconds ending at 1795995337.311\n"
            "Interim result: 72.00 Trans/s over 0.500 seconds ending at 1795995337.811\n"
            "Interim result: 72.00 Trans over 0.500 seconds ending at 1795995338.311\n");
        // -k results: the plain "KEY=number" lines of a result being read
        // among everything that is not one (the first key, units, repeated keys, odd values).
        QTest::newRow("keyval results") << QByteArray(
            "P50_LATENCY=12\nSD_UNITS=2.5\nTHROUGHPUT_UNITS=3.5\nTHROUGHPUT=1.0\n"
            "THROUGHPUT=45095.55\nTHROUGHPUT_UNITS=Trans/s\nLOCAL_SD=-1.000\nREMOTE_SD=1e3\nP50_LATENCY=12\n"
            "P90_LATENCY= 14\nP99_LATENCY=15 \nMIN_LATENCY=\"8\"\nMAX_LATENCY=9x\nMEAN_LATENCY=\nSTDDEV_LATENCY=1.5\r\n"
            "LOCAL_VERSION=2.7.0\nTRANSPORT_MSS=1448\nTHROUGHPUT=46000.00\nRT_LATENCY=21.7\nRT_LATENCY=22.7\n"
            "REQUEST_SIZE=1e400\nRESPONSE_SIZE=1\nTHROUGHPUT_CONFID=-1.000\nLOCAL_CPU_UTIL=100.00\n"
            "Interim result: 72.00 Trans/s over 0.500 seconds ending at 1795995333.811\nLOCAL_CPU_UTIL=50.00\n"
            "establish control: are you sure there is a netserver listening on 198.18.0.2 at port 12865?\n"
            "ELAPSED_TIME=2.00\nTHROUGHPUT=1.5\nSD_UNITS=2.5\nELAPSED_TIME=2.00\n"
            // A result of another form (here -v 0's one number) is not extended by keys.
            "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 198.18.0.2 () port 0 AF_INET : demo\n"
            "45095.55\nP50_LATENCY=12\nP90_LATENCY=14");
        // Units and indexes of many lengths, each followed by one
        // of the same length that differs in a single byte in the middle (and the end, the start).
        {
            QByteArray text;
            int second = 0;
            const auto human = [&text, &second](const QByteArray &units) {
                text += "Interim result: 1.50 " + units + " over 0.250 seconds ending at " + QByteArray::number(++second) + ".250\n";
            };
            for (const QByteArray &units : {QByteArray("T"), QByteArray("Tr"), QByteArray("Tra"), QByteArray("Trans"),
                                            QByteArray("Trans/s"), QByteArray("Trans/sec"), QByteArray("Trans/second"),
                                            QByteArray("Transactions/sec"), QByteArray("Transactions/secs")}) {
                for (const qsizetype at : {units.size() / 2, units.size() - 1, qsizetype(0)}) {
                    QByteArray changed = units;
                    changed[at] = '#';
                    human(units);
                    human(units);
                    human(changed);
                    human(units);
                }
            }
            QTest::newRow("units that differ inside") << text;
            QByteArray records;
            const auto record = [&records](const QByteArray &index, const QByteArray &unitsIndex, const QByteArray &units) {
                records += "NETPERF_INTERIM_RESULT[" + index + "]=1.50\nNETPERF_UNITS[" + unitsIndex + "]=" + units
                    + "\nNETPERF_INTERVAL[" + index + "]=0.250\nNETPERF_ENDING[" + index + "]=9.250\n";
            };
            record("101", "101", "Trans/s");
            record("102", "112", "Trans/s");
            record("103", "104", "Trans/s");
            record("105", "105", "Tra#s/s");
            record("106", "106", "Trans/#");
            record("107", "107", "Trans/s");
            record("1000000000", "1000010000", "Trans/s");
            record("1000000001", "1000000002", "Trans/s");
            record("1000000003", "1000000003", "10^6bits/s");
            record("1000000004", "1000000004", "10^6bi#s/s");
            record("1000000005", "1000000005", "10^6bits/#");
            record("1000000006", "1000000006", "10^6bits/s");
            QTest::newRow("keyval indexes and units that differ inside") << records;
        }
        // Table headers a log repeats and rows of numbers alone, next to everything that takes other
        // steps: rows with more numbers than the table takes, exponents, tabs, words, a header that
        // ends a table and begins another in one line, a pending -k interim record it drops.
        {
            const QByteArray banner = "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to "
                                      "198.18.0.2 () port 0 AF_INET : demo : first burst 0\n";
            const QByteArray header = "Local /Remote\nSocket Size   Request  Resp.   Elapsed  Trans.\n"
                                      "Send   Recv   Size     Size    Time     Rate         \n"
                                      "bytes  Bytes  bytes    bytes   secs.    per sec   \n\n";
            const QByteArray stream = "Recv   Send    Send                          \nSocket Socket  Message  Elapsed              \n"
                                      "Size   Size    Size     Time     Throughput  \nbytes  bytes   bytes    secs.    10^6bits/sec  \n\n";
            QByteArray text;
            for (const QByteArray &rows : {QByteArray("16384  131072 1        1       2.00     33494.91   \n16384  131072\n"),
                                           QByteArray("16384  131072 1 1 2.00 33494.91 16384 131072\n"),
                                           QByteArray("16384  131072 1 1 2.00 33494.91 16384 131072 99\n"),
                                           QByteArray("16384  131072 1 1 2.00 3.3e4\n16384\t131072\n"),
                                           QByteArray("16384  131072 1 1\n2.00 33494.91\n16384\n131072\n\n"),
                                           QByteArray("16384  131072 1 1 2.00 -1.0\r\n16384  131072 \r\n"),
                                           QByteArray("16384  131072 1 1 2.00 33494.91x\n16384  131072\n"),
                                           QByteArray("16384 -131072 1 1 2..00 33494.91\n16384 131072\n"),
                                           QByteArray("16384  131072 1 1 2.00\nestablish control: are you sure\n"),
                                           QByteArray("NETPERF_INTERIM_RESULT[0]=1.5\n16384 131072 1 1 2.00 7.5\n\n"),
                                           QByteArray("16384  131072 1 1 2.00 33494.91\n\n16384  131072\n")}) {
                text += banner + header + rows;
                text += banner + header + rows;
                text += banner + stream + "131072  16384  16384    1.00     5000.00   \n";
            }
            for (int i = 0; i < 2; ++i) // twice: the same header again
                text += "NETPERF_INTERIM_RESULT[0]=1.5\n" + header.chopped(1) + "Alignment      Offset\n" + header + "1 2 3 4 5 6\n1 2\n";
            text += banner + header + QByteArray(header).replace("\n", "\r\n") + "1 2 3 4 5 6\r\n1 2\r\n" + header + "1 2 3 4 5 6\n";
            text += banner.trimmed() + "  \n" + banner.trimmed() + "\r\n" + banner + "  " + banner + "MIGRATED=1 TEST from a to b\n" + banner;
            QTest::newRow("tables and banners") << text;
        }
        // Numbers of every width up to 14 digits and just beyond.
        QTest::newRow("interim numbers") << QByteArray(
            "Interim result: 0.1 Trans/s over 9.9 seconds ending at 1.5\n"
            "Interim result: 1.23456789012 Trans/s over 0.0000000001 seconds ending at 17959953.33811111\n"
            "Interim result: 12345678901234.5 Trans/s over 1.2345678901234 seconds ending at 9999999999999.9\n"
            "Interim result: 123456789012345.6 Trans/s over 0.00000000000001 seconds ending at 0.12345678901234\n"
            "Interim result: 99999999.99 Trans/s over 0.250 seconds ending at 1795995333.999\n"
            "Interim result: 00000072.50 Trans/s over 000.250 seconds ending at 0001795995334.249\n"
            "NETPERF_INTERIM_RESULT[7]=0.1\nNETPERF_UNITS[7]=Trans/s\nNETPERF_INTERVAL[7]=1.2345678901234\n"
            "NETPERF_ENDING[7]=9999999999999.9\n"
            "NETPERF_INTERIM_RESULT[8]=123456789012345.6\nNETPERF_UNITS[8]=Trans/s\nNETPERF_INTERVAL[8]=0.25\n"
            "NETPERF_ENDING[8]=0.12345678901234\n");
        // Records like the one before, and records that differ from the one before in one place only: a non-digit where a digit
        // was (in any number, and in a -k index), a number one digit wider or narrower, other
        // units with digits in the same places, one line's -k index, a '\r', a digit where a
        // blank was.
        {
            const QByteArray human = "Interim result: 44476.41 Trans/s over 0.250 seconds ending at 1795998169.303\n";
            QByteArray text = human + "Interim result: 44711.78 Trans/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result: 44711.78 Trans/s over 0.251 seconds ending at 1795998169.5x4\n" + human;
            text += "Interim result: 44711.7 Trans/s over 0.251 seconds ending at 1795998169.554\n" + human;
            text += "Interim result: 4711.78 Trans/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result: 44711.78 Trans/s over 0.251 seconds ending at 1795998169.5545\n" + human;
            text += "Interim result: 44711.78 10^6bits/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result: 44711.78 10^3bits/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result: 44711.78 10^3bits/s over 0.251 seconds ending at 1795998169.555\n" + human;
            text += "Interim result: 44711.78 Trans/s over 0.251 seconds ending at 1795998169.554\r\n";
            text += "Interim result: 44711.79 Trans/s over 0.251 seconds ending at 1795998169.554\r\n";
            text += "Interim result: 44711.79 Trans/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result:  4711.79 Trans/s over 0.251 seconds ending at 1795998169.554\n";
            text += "Interim result: 144711.79 Trans/s over 0.251 seconds ending at 1795998169.554\n";
            const auto record = [](const QByteArray &rate, const QByteArray &index, const QByteArray &units,
                                   const QByteArray &intervalIndex = {}, const QByteArray &interval = "0.202",
                                   const QByteArray &ending = "1795998156.437") -> QByteArray {
                return "NETPERF_INTERIM_RESULT[" + index + "]=" + rate + "\nNETPERF_UNITS[" + index + "]=" + units
                    + "\nNETPERF_INTERVAL[" + (intervalIndex.isEmpty() ? index : intervalIndex) + "]=" + interval
                    + "\nNETPERF_ENDING[" + index + "]=" + ending + "\n";
            };
            text += record("25114.54", "7", "Trans/s") + record("25114.55", "8", "Trans/s") + record("9114.54", "9", "Trans/s");
            text += record("25114.54", "1", "Trans/s", "2") + record("25114.54", "3", "Trans/s");
            text += record("25114.54", "0", "Trans/s") + record("25114.54", "1", "Trans/s") + record("25114.54", "0", "Trans/s");
            text += record("5.4", "1", "10^6bits/s") + record("5.4", "2", "10^6bits/s") + record("5.4", "3", "10^3bits/s");
            text += record("5.4", "4", "10^3bits/s") + record("5.4", "5", "10^3bits/x") + record("5.4", "6", "10^3bits/x");
            text += record("25114.54", "10", "Trans/s") + record("25114.54", "11", "Trans/s") + record("25114.5", "12", "Trans/s");
            text += record("1e3", "13", "Trans/s") + record("25114.54", "14", "Trans/s") + human + record("25114.54", "15", "Trans/s");
            text += record("25114.54", "16", "Trans/s", {}, "0.2x2") + record("25114.54", "17", "Trans/s");
            text += record("25114.54", "18", "Trans/s", {}, "0.202", "1795998156.4 7") + record("25114.54", "19", "Trans/s");
            text += record("25114.54", "2x", "Trans/s") + record("25114.54", "21", "Trans/s") + record("25114.54", " 2", "Trans/s");
            // -o interim lines, plain and not.
            text += "78417.53,Trans/s,0.500,1795995773.608\n78417.53,Trans/s,0.500,1795995774.108\n"
                    "78417.53, Trans/s,0.500,1795995774.608\n78417.53,\"Trans/s\",0.500,1795995775.108\n"
                    "7.8e4,Trans/s,0.500,1795995775.608\n78417,Trans/s,0.500,1795995776.108\n"
                    "78417.53,Trans/s,0.500,1795995776.608,1\n78417.53,Trans,0.500,1795995777.108\n"
                    "78417.53,10^6bits/s,0.500,1795995777.608\n78417.53,Trans/s,0.500,1795995778.108 \n"
                    "78417.53,Trans/s,,1795995778.608\n78417.53,Trans/s,0.500\n"
                    "Throughput,Throughput Units,50th Percentile Latency Microseconds,99th Percentile Latency Microseconds\n"
                    "78417.53,Trans/s,12.00,61.00\n78417.53,Trans/s,0.500,1795995779.108\n";
            QTest::newRow("records like the one before") << text;
            QTest::newRow("records like the one before, CRLF") << QByteArray(text).replace("\n", "\r\n");
        }
    }
    void feedAgreesWithFeedLine()
    {
        QFETCH(QByteArray, text);
        NetperfOutputParser lineByLine;
        QList<QByteArray> lines = text.split('\n');
        const QByteArray last = lines.takeLast();
        for (const QByteArray &line : std::as_const(lines))
            lineByLine.feedLine(line);
        if (!last.isEmpty())
            lineByLine.feedLine(last);
        QCOMPARE(outputSignature(parseNetperf(text)), outputSignature(lineByLine.takeOutput()));
    }

    // Table headers re-wrapped at every word (as mail and narrow terminals do) give the result of
    // the header as netperf prints it, also for a "%" that ends one line and the method letter
    // that starts the next.
    void rewrappedHeadersGiveTheSameResult_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"tcp_rr_cpu", "tcp_stream_cpu", "tcp_maerts_cpu", "tcp_stream", "tcp_rr_interim_cpu"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void rewrappedHeadersGiveTheSameResult()
    {
        QFETCH(QString, name);
        const QByteArray text = netperfCapture(name);
        const NetperfOutput reference = parseNetperf(text);
        QVERIFY(!reference.tests.isEmpty() && reference.tests.last().result);
        const QByteArray expected = outputSignature(reference, false);
        const QList<QByteArray> lines = text.split('\n');
        NetperfOutputParser all; // every variant in one parser: nothing carries over between them
        int variants = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> words = lines.at(i).simplified().split(' ');
            // A table's first line stays whole: it is what starts the table.
            const bool headerLine = words.size() > 1 && !lines.at(i).startsWith("MIGRATED") && !lines.at(i).contains("Interim")
                && !lines.at(i).startsWith("!!!") && !NetperfText::toNumber(words.first())
                && ClassicTableReader::headerKind(lines.at(i).trimmed()) == ClassicTableReader::Kind::None;
            for (qsizetype split = 1; headerLine && split < words.size(); ++split) {
                QList<QByteArray> wrapped = lines;
                wrapped[i] = words.first(split).join(' ');
                wrapped.insert(i + 1, words.sliced(split).join(' '));
                const QByteArray variant = wrapped.join('\n');
                QCOMPARE(outputSignature(parseNetperf(variant), false), expected);
                all.feed(variant);
                ++variants;
            }
        }
        QVERIFY(variants >= 8);
        const NetperfOutput together = all.takeOutput();
        QCOMPARE(together.tests.size(), reference.tests.size() * variants);
        QCOMPARE(together.tests.last().result->cpuMethod, reference.tests.last().result->cpuMethod);
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

    void lastLineWithoutNewlineIsParsedAtFinish()
    {
        QByteArray text = netperfCapture(QStringLiteral("mss_keyval"));
        text.chop(1);
        NetperfOutputParser parser;
        parser.feed(text);
        QVERIFY(parser.output().tests.isEmpty());
        parser.finish();
        QCOMPARE(parser.output().tests.first().result->value(ResultField::TransportMss), 1448.0);
    }
};

QTEST_GUILESS_MAIN(TestNetperfParser)
#include "tst_netperfparser.moc"
