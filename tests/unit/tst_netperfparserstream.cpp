// SPDX-License-Identifier: GPL-3.0-or-later
// The netperf parser as a stream: samples as their lines arrive, copies of the output while it
// grows, and feed() in any chunking giving what feedLine() gives line by line (the runner's way),
// on real captures (tests/data/netperf) and on every variation of netperf's layout.
#include "netperf/netperftext.h"
#include "netperftestdata.h"

#include <QRandomGenerator>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestNetperfParserStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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

QTEST_GUILESS_MAIN(TestNetperfParserStream)
#include "tst_netperfparserstream.moc"
