// SPDX-License-Identifier: GPL-3.0-or-later
// NetperfTestSpec: typed options to argv, validation, the classic command line.
#include "netperf/netperftestspec.h"
#include "netperf/omniselector.h"
#include "netperftestdata.h"

#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

/// The options of an argv as (option, value) pairs, sorted: netperf takes them in any order, the
/// global ones before "--" and the test-specific ones after it.
QStringList optionPairs(const QStringList &argv)
{
    static const QStringList globalValued{"-H", "-p", "-L", "-t", "-l", "-D", "-T", "-I", "-i", "-P"};
    static const QStringList testValued{"-H", "-r", "-b", "-P", "-s", "-S", "-k"};
    QStringList global;
    QStringList test;
    bool afterDashes = false;
    for (qsizetype i = argv.indexOf(QStringLiteral("netperf")) + 1; i < argv.size(); ++i) {
        const QString option = argv.at(i);
        if (option == QLatin1String("--")) {
            afterDashes = true;
            continue;
        }
        const bool valued = (afterDashes ? testValued : globalValued).contains(option);
        const QString pair = option + (valued && i + 1 < argv.size() ? QLatin1Char(' ') + argv.at(++i) : QString());
        (afterDashes ? test : global) << pair;
    }
    global.sort();
    test.sort();
    return global + QStringList{QStringLiteral("--")} + test;
}

QStringList captureArgv(const QString &name)
{
    return sidecarValue(name, QStringLiteral("command")).split(QLatin1Char(' '));
}

NetperfTestSpec server()
{
    NetperfTestSpec spec;
    spec.controlHost = QStringLiteral("198.18.0.2");
    return spec;
}

} // namespace

class TestNetperfTestSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rendersEveryOptionAsTheCapturesUsedThem()
    {
        NetperfTestSpec spec = server();
        spec.count = 5000;
        spec.localCpuBinding = 0;
        spec.remoteCpuBinding = 1;
        spec.family = AddressFamily::IPv4;
        spec.localControlAddress = QStringLiteral("198.18.0.1");
        spec.controlPort = 12865;
        spec.dataAddress = QStringLiteral("198.18.0.2");
        spec.requestSize = 64;
        spec.responseSize = 1024;
        spec.burst = 4;
        spec.noDelay = true;
        spec.localDataPort = 50001;
        spec.remoteDataPort = 50002;
        spec.localSocketBuffer = 65536;
        spec.remoteSocketBuffer = 65536;
        QCOMPARE(optionPairs(spec.toArgv().value()), optionPairs(captureArgv(QStringLiteral("tcp_rr_options"))));

        NetperfTestSpec keyval = NetperfTestSpec::recording(NetperfTestType::TcpRr, QStringLiteral("198.18.0.2"));
        keyval.seconds = 3;
        keyval.interimInterval = 0.25;
        keyval.localCpu = keyval.remoteCpu = true;
        keyval.suppressBanner = true;
        keyval.requestSize = keyval.responseSize = 1;
        QCOMPARE(optionPairs(keyval.toArgv().value()), optionPairs(captureArgv(QStringLiteral("tcp_rr_keyval_interim"))));

        NetperfTestSpec confidence = server();
        confidence.seconds = 1;
        confidence.confidenceLevel = 99;
        confidence.confidenceWidth = 1;
        confidence.maxIterations = confidence.minIterations = 3;
        confidence.localCpu = confidence.remoteCpu = true;
        QCOMPARE(optionPairs(confidence.toArgv().value()), optionPairs(captureArgv(QStringLiteral("tcp_rr_confidence"))));

        NetperfTestSpec udp = server();
        udp.type = NetperfTestType::UdpRr;
        udp.seconds = 2;
        udp.interimInterval = 0.5;
        udp.burst = 8;
        udp.requestSize = udp.responseSize = 32;
        QCOMPARE(optionPairs(udp.toArgv().value()), optionPairs(captureArgv(QStringLiteral("udp_rr_burst_interim"))));

        NetperfTestSpec maerts = server();
        maerts.type = NetperfTestType::TcpMaerts;
        maerts.seconds = 2;
        maerts.interimInterval = 0.5;
        maerts.localSocketBuffer = maerts.remoteSocketBuffer = 131072;
        QCOMPARE(optionPairs(maerts.toArgv().value()), optionPairs(captureArgv(QStringLiteral("tcp_maerts_interim"))));
    }

    void argvIsExactAndStartsWithNetperf()
    {
        NetperfTestSpec spec = NetperfTestSpec::recording(NetperfTestType::UdpRr, QStringLiteral("srv"));
        spec.seconds = 30;
        spec.interimInterval = 0.25;
        spec.remoteCpuBinding = 2;
        const QStringList argv = spec.toArgv().value();
        QCOMPARE(argv.mid(0, 12), (QStringList{"netperf", "-H", "srv", "-t", "UDP_RR", "-l", "30", "-D", "-0.25", "-T", ",2", "-j"}));
        QCOMPARE(argv.at(12), QStringLiteral("--"));
        QCOMPARE(argv.at(13), QStringLiteral("-k"));
        QCOMPARE(argv.at(14), defaultSelectorKeys().join(QLatin1Char(',')));
        spec.preciseInterims = false; // netperf estimates the interval from the rate
        QVERIFY(spec.toArgv().value().contains(QStringLiteral("0.25")));
    }

    void classicCommandLineIsWhatAUserTypes()
    {
        NetperfTestSpec spec = NetperfTestSpec::recording(NetperfTestType::TcpRr, QStringLiteral("198.18.0.2"));
        spec.seconds = 10;
        spec.interimInterval = 1;
        spec.localCpu = spec.remoteCpu = true;
        spec.suppressBanner = true;
        spec.requestSize = 64;
        spec.responseSize = 64;
        QCOMPARE(spec.classicCommandLine().value(),
                 QStringLiteral("netperf -H 198.18.0.2 -t TCP_RR -l 10 -D -1 -c -C -j -- -r 64,64"));
        NetperfTestSpec odd = server();
        odd.controlHost = QStringLiteral("fe80::1%eth0");
        QCOMPARE(odd.classicCommandLine().value(), QStringLiteral("netperf -H fe80::1%eth0 -t TCP_RR -l 10"));
        odd.dataAddress = QStringLiteral("[fe80::2]");
        QCOMPARE(odd.classicCommandLine().value(), QStringLiteral("netperf -H fe80::1%eth0 -t TCP_RR -l 10 -- -H '[fe80::2]'"));
    }

    void validationExplainsTheMistake_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no server") << "noserver" << "Name the server";
        QTest::newRow("option-like host") << "dashhost" << "not a usable server";
        QTest::newRow("comma in host") << "commahost" << "not a usable server";
        QTest::newRow("family mismatch") << "v6of4" << "IPv4 address but IPv6";
        QTest::newRow("port") << "port" << "control port (-p) must be between 1 and 65535";
        QTest::newRow("length") << "length" << "test length (-l)";
        QTest::newRow("interim longer than test") << "interimlong" << "longer than the test";
        QTest::newRow("confidence level") << "level" << "only 95% and 99%";
        QTest::newRow("iterations") << "iterations" << "maximum number of iterations (-i) must be between 3 and 30";
        QTest::newRow("min > max") << "minmax" << "minimum number of iterations (-i) exceeds";
        QTest::newRow("sizes on a stream") << "streamsizes" << "apply to request/response tests, not TCP_STREAM";
        QTest::newRow("burst on TCP_CRR") << "crrburst" << "A burst (-b) needs TCP_RR or UDP_RR";
        QTest::newRow("nodelay on UDP") << "udpnodelay" << "does not apply to UDP_RR";
        QTest::newRow("fixed port on TCP_CRR") << "crrport" << "cannot use a fixed local port";
        QTest::newRow("percentiles without -j") << "nostats" << "P99_LATENCY needs latency statistics";
        QTest::newRow("bad selector") << "selector" << "not a netperf output selector";
        QTest::newRow("zero buffer") << "buffer" << "local socket buffer (-s)";
        QTest::newRow("cpu") << "cpu" << "remote CPU (-T)";
    }
    void validationExplainsTheMistake()
    {
        QFETCH(QString, field);
        QFETCH(QString, expected);
        NetperfTestSpec spec = server();
        if (field == QLatin1String("noserver")) spec.controlHost.clear();
        if (field == QLatin1String("dashhost")) spec.controlHost = QStringLiteral("-H");
        if (field == QLatin1String("commahost")) spec.controlHost = QStringLiteral("a,inet");
        if (field == QLatin1String("v6of4")) spec.family = AddressFamily::IPv6;
        if (field == QLatin1String("port")) spec.controlPort = 70000;
        if (field == QLatin1String("length")) spec.seconds = 0;
        if (field == QLatin1String("interimlong")) spec.interimInterval = 20;
        if (field == QLatin1String("level")) spec.confidenceLevel = 90;
        if (field == QLatin1String("iterations")) spec.maxIterations = 40;
        if (field == QLatin1String("minmax")) { spec.maxIterations = 5; spec.minIterations = 10; }
        if (field == QLatin1String("streamsizes")) { spec.type = NetperfTestType::TcpStream; spec.requestSize = 1; }
        if (field == QLatin1String("crrburst")) { spec.type = NetperfTestType::TcpCrr; spec.burst = 2; }
        if (field == QLatin1String("udpnodelay")) { spec.type = NetperfTestType::UdpRr; spec.noDelay = true; }
        if (field == QLatin1String("crrport")) { spec.type = NetperfTestType::TcpCrr; spec.localDataPort = 5000; }
        if (field == QLatin1String("nostats")) spec.selectors = QStringList{QStringLiteral("P99_LATENCY")};
        if (field == QLatin1String("selector")) spec.selectors = QStringList{QStringLiteral("p99 latency")};
        if (field == QLatin1String("buffer")) spec.localSocketBuffer = 0;
        if (field == QLatin1String("cpu")) spec.remoteCpuBinding = -1;
        const Status status = spec.validate();
        QVERIFY(!status);
        QCOMPARE(status.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(status.error().message.contains(expected, Qt::CaseInsensitive), qPrintable(status.error().message));
        QVERIFY(!spec.toArgv());
        QVERIFY(!spec.classicCommandLine());
    }

    void everyTypeRoundTrips()
    {
        for (auto type : {NetperfTestType::TcpRr, NetperfTestType::TcpCrr, NetperfTestType::UdpRr,
                          NetperfTestType::TcpStream, NetperfTestType::TcpMaerts}) {
            QCOMPARE(testTypeFromName(testTypeName(type)), type);
            QCOMPARE(testTypeFromName(testTypeName(type).toLower()), type);
        }
        QVERIFY(!testTypeFromName(QStringLiteral("TCP_CC")));
    }

    // The parser looks up every -k key and -o header it reads: each name finds its own selector,
    // and a name that differs anywhere (first, middle or last byte, length) finds none.
    void selectorsAreFoundByTheirNamesOnly()
    {
        for (const OmniSelector &selector : omniSelectors()) {
            QCOMPARE(selectorForKey(selector.key), &selector);
            if (!selector.csvHeader.isEmpty())
                QCOMPARE(selectorForCsvHeader(selector.csvHeader), &selector);
            for (const QByteArrayView name : {selector.key, selector.csvHeader}) {
                if (name.isEmpty())
                    continue;
                for (const qsizetype at : {qsizetype(0), name.size() / 2, name.size() - 1}) {
                    QByteArray changed = name.toByteArray();
                    changed[at] = changed[at] == 'x' ? 'y' : 'x';
                    QVERIFY2(!selectorForKey(changed) && !selectorForCsvHeader(changed), changed.constData());
                }
                const QByteArray longer = name.toByteArray() + 'S';
                QVERIFY(!selectorForKey(longer) && !selectorForCsvHeader(longer));
                QVERIFY(!selectorForKey(name.chopped(1)) || selectorForKey(name.chopped(1)) != &selector);
            }
        }
        QVERIFY(!selectorForKey(""));
        QVERIFY(!selectorForKey("THROUGHPUT_UNITS_AND_MORE_THAN_FORTY_EIGHT_BYTES_OF_A_NAME_HERE"));
    }

    void expectedSecondsCountsIterations()
    {
        NetperfTestSpec spec = server();
        spec.seconds = 10;
        QCOMPARE(spec.expectedSeconds(), 10);
        spec.confidenceLevel = 95;
        QCOMPARE(spec.expectedSeconds(), 100); // -I alone: netperf's -i 10,3
        spec.maxIterations = 4;
        QCOMPARE(spec.expectedSeconds(), 40);
        spec.count = 1000;
        QVERIFY(!spec.expectedSeconds());
    }
};

QTEST_GUILESS_MAIN(TestNetperfTestSpec)
#include "tst_netperftestspec.moc"
