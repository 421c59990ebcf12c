// SPDX-License-Identifier: GPL-3.0-or-later
// Import of saved and pasted netperf output: every mangled copy in tests/data/netperf/mangled
// (made by mangle.py from real captures) must give back what the clean captures give.
#include "netperf/netperfimporter.h"
#include "netperftestdata.h"

#include <QDir>
#include <QHashSeed>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

QByteArray mangled(const QString &name)
{
    return netperfCapture(QStringLiteral("mangled/") + name);
}

/// What the clean sources give, run after run, without line numbers (which mangling moves).
QByteArray sourcesSignature(const QString &mangledName)
{
    NetperfOutput all;
    for (const QString &source : sidecarValue(QStringLiteral("mangled/") + mangledName, QStringLiteral("source")).split(QLatin1Char(' '))) {
        const NetperfOutput output = parseNetperf(netperfCapture(source));
        const int offset = int(all.tests.size());
        for (InterimSample sample : output.samples) {
            sample.test += offset;
            all.samples << sample;
        }
        for (ParsedTest test : output.tests) {
            test.firstSample += test.firstSample >= 0 ? int(all.samples.size() - output.samples.size()) : 0;
            all.tests << test;
        }
        all.failures << output.failures;
    }
    return outputSignature(all, false);
}

} // namespace

class TestNetperfImporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mangledCopiesGiveBackTheSource_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(netperfDataDir() + QStringLiteral("/mangled"));
        for (const QString &file : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(file)) << file.chopped(4);
        QVERIFY(dir.entryList({QStringLiteral("*.txt")}).size() >= 15);
    }
    void mangledCopiesGiveBackTheSource()
    {
        QFETCH(QString, name);
        const ImportReport report = NetperfImporter::importText(mangled(name));
        NetperfOutput recovered = report.output;
        recovered.unparsed.clear(); // prose around the runs; checked below
        QCOMPARE(outputSignature(recovered, false), sourcesSignature(name));
        if (name != QLatin1String("mail_archive"))
            QCOMPARE(report.output.unparsedCount, 0);
    }

    void mailArchiveSkipsOnlyTheProse()
    {
        const ImportReport report = NetperfImporter::importText(mangled(QStringLiteral("mail_archive")));
        QStringList skipped;
        for (const UnparsedLine &line : report.output.unparsed)
            skipped << line.text;
        QCOMPARE(skipped, (QStringList{QStringLiteral("From: someone@example.org"),
                                       QStringLiteral("Subject: Re: TCP_RR numbers after moving IRQs"),
                                       QStringLiteral("On Tuesday you wrote:"), QStringLiteral("Can you send the full output?"),
                                       QStringLiteral("Sure, here they are. First the baseline:"),
                                       QStringLiteral("Then with CPU measurement (quoted from my earlier mail):"),
                                       QStringLiteral("And the stream test, which my terminal wrapped:"),
                                       QStringLiteral("Finally the keyval run:"),
                                       QStringLiteral("The run against the wrong port failed as expected:"),
                                       QStringLiteral("Cheers,"), QStringLiteral("--"), QStringLiteral("Someone")}));
        // Line numbers refer to the mail as it is: the first run's command is on line 9.
        QCOMPARE(report.output.unparsed.first().line, 1);
        QCOMPARE(report.output.tests.first().firstLine, 9);
        QVERIFY(report.output.tests.first().command.startsWith(QLatin1String("ip netns exec tb-client netperf")));
        QCOMPARE(report.sourceLines, qint64(mangled(QStringLiteral("mail_archive")).count('\n')));
    }

    void reportCountsWhatWasRepaired()
    {
        const ImportReport quoted = NetperfImporter::importText(mangled(QStringLiteral("quoted_tcp_rr_interim_cpu")));
        QCOMPARE(quoted.unquotedLines, quoted.sourceLines);
        QCOMPARE(quoted.rejoinedLines, 0);
        const ImportReport joined = NetperfImporter::importText(mangled(QStringLiteral("joined_tcp_rr_interim")));
        QCOMPARE(joined.sourceLines, 1);
        QVERIFY(joined.splitRecords >= 12);
        const ImportReport wrapped = NetperfImporter::importText(mangled(QStringLiteral("mailwrap_tcp_rr_interim")));
        QVERIFY(wrapped.rejoinedLines >= 12);
        QCOMPARE(wrapped.splitRecords, 0);
        QVERIFY(wrapped.summary().contains(QLatin1String("interim samples: 12")));
    }

    void cleanCapturesImportLikeTheyParse()
    {
        for (const QString &name : netperfCaptureNames()) {
            const QByteArray text = netperfCapture(name);
            QCOMPARE(outputSignature(NetperfImporter::importText(text).output), outputSignature(parseNetperf(text)));
        }
    }

    // Quoting changes neither the lines' text nor their numbers, so a text and its quoted copy
    // must import the same, line numbers included: for every capture, every mangled copy and
    // all of them in one log.
    void quotedTextImportsLikeItsSource()
    {
        QStringList names = netperfCaptureNames();
        const QDir mangledDir(netperfDataDir() + QStringLiteral("/mangled"));
        for (const QString &file : mangledDir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
            names << QStringLiteral("mangled/") + file.chopped(4);
        QByteArray everything;
        for (const QString &name : std::as_const(names))
            everything += netperfCapture(name);
        // Lines that look like the plain records a clean log is made of but are not: records glued inside units, end times cut short with their digits on the
        // next line, records cut short before plain ones, CRLF.
        const QByteArray nearlyPlain =
            "Interim result: 1.50 Trans/s over 0.250 seconds ending at 5.250\n"
            "Interim result: 1.50 Trans/s over 0.250 seconds ending at 5.50\n"
            "0\n"
            "Interim result: 1.50 Trans/s over 0.250 seconds ending at 5.750\n"
            "Interim result: 1.50 xMIGRATED over 0.250 seconds ending at 6.000\n"
            "Interim result: 1.50 Trans/sNETPERF_UNITS[0]=x over 0.250 seconds ending at 6.250\n"
            "Interim result: 1.50 THROUGHPUT=5 over 0.250 seconds ending at 6.500\n"
            "Interim result: 1.50 Trans/s!!! over 0.250 seconds ending at 6.750\n"
            "Interim result: 1.50 Alignment over 0.250 seconds ending at 7.000\n"
            "Interim result: 1.50 establish_control over 0.250 seconds ending at 7.250\n"
            "Interim result: 1.50 Trans/s over 0.250 seconds ending at 7.500\r\n"
            "Interim result: 1.50 Trans/s over\n"
            "Interim result: 1.50 Trans/s over 0.250 seconds ending at 7.750\n"
            "NETPERF_INTERIM_RESULT[0]=1.50\nNETPERF_UNITS[0]=Trans/s\nNETPERF_INTERVAL[0]=0.250\nNETPERF_ENDING[0]=8.00\n"
            "0\n"
            "NETPERF_INTERIM_RESULT[1]=1.50\nNETPERF_UNITS[1]=Trans/sNETPERF_INTERVAL[1]=0.250\nNETPERF_ENDING[1]=8.250\n"
            "NETPERF_INTERIM_RESULT[2]=1.50\nNETPERF_UNITS[2]=Trans/s\nNETPERF_INTERVAL[2]=0.250\nNETPERF_ENDING[2]=8.500\n"
            "NETPERF_INTERIM_RESULT[3]=1.50THROUGHPUT=7\nNETPERF_UNITS[3]=Trans/s\nNETPERF_INTERVAL[3]=0.250\n"
            "NETPERF_ENDING[3]=8.750\n";
        QList<QPair<QString, QByteArray>> texts;
        for (const QString &name : std::as_const(names))
            texts.append({name, netperfCapture(name)});
        texts.append({QStringLiteral("everything"), everything});
        texts.append({QStringLiteral("nearly plain"), nearlyPlain});
        texts.append({QStringLiteral("nearly plain, then everything"), nearlyPlain + everything});
        // Found by the fuzzer (CI, seed 3622289325): a number row whose next line starts with a piece
        // of it and then a record; the piece split off must keep the line's quoting depth, or the row
        // is joined to it unquoted and not quoted.
        texts.append({QStringLiteral("a row, then its rest glued to a record"), QByteArray("6 2 1 .0\n0.MIGRATED ")});
        for (const auto &[name, text] : std::as_const(texts)) {
            QByteArray quoted;
            for (const QByteArray &line : text.split('\n'))
                quoted += "> " + line + '\n';
            quoted.chop(text.endsWith('\n') ? 3 : 1); // "> \n" for the split's empty last piece, or the added newline
            const ImportReport plain = NetperfImporter::importText(text);
            const ImportReport lineByLine = NetperfImporter::importText(quoted);
            QCOMPARE(lineByLine.unquotedLines, lineByLine.sourceLines);
            QCOMPARE(plain.sourceLines, lineByLine.sourceLines);
            QCOMPARE(plain.splitRecords, lineByLine.splitRecords);
            QCOMPARE(plain.rejoinedLines, lineByLine.rejoinedLines);
            QVERIFY2(outputSignature(plain.output) == outputSignature(lineByLine.output), qPrintable(name));
        }
    }

    // Records glued onto prose at every offset (the search for record starts reads sixteen bytes
    // at a time, and a line's last bytes apart): each one is split off and read.
    void recordsAreFoundAtEveryOffset()
    {
        const QByteArray records[] = {
            "Interim result: 72595.01 Trans/s over 0.515 seconds ending at 1795995333.811",
            "NETPERF_INTERIM_RESULT[0]=72595.01",
            "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 198.18.0.2 () port 0 AF_INET : demo : first burst 0",
            "THROUGHPUT=37470.76",
            "!!! WARNING",
            "establish control: are you sure there is a netserver listening on 198.18.0.2 at port 12865?",
        };
        const QByteArray prose = "see the run below, it was taken after the change and shows";
        for (const QByteArray &record : records) {
            const ImportReport alone = NetperfImporter::importText(record);
            for (qsizetype offset = 1; offset <= 40; ++offset) {
                const QByteArray line = prose.left(offset) + ' ' + record;
                const ImportReport glued = NetperfImporter::importText(line);
                QVERIFY2(glued.splitRecords == 1, qPrintable(QStringLiteral("%1 at %2").arg(QLatin1String(record)).arg(offset)));
                // The same record at the end of a line of any length, and with more after it.
                const ImportReport twice = NetperfImporter::importText(QByteArray(line + ' ' + record));
                QCOMPARE(twice.splitRecords, 2);
                QCOMPARE(glued.output.samples.size(), alone.output.samples.size());
                QCOMPARE(glued.output.failures.size(), alone.output.failures.size());
                QCOMPARE(glued.output.tests.size(), alone.output.tests.size());
                QCOMPARE(twice.output.samples.size(), 2 * alone.output.samples.size());
            }
        }
    }

    // A paste with two line lengths that look like a terminal's width equally well (one record
    // cut inside a word and one more line at each): which one the repair takes must not depend on
    // the order a QHash, seeded per process, happens to list them in.
    void repairDoesNotDependOnHashOrder()
    {
        const QByteArray text = "Interim result: 72595.01 Trans/s over 0.\n" // 40 characters
                                "515 seconds ending at 1795995333.811\n"
                                "Numbers from the lab, two runs of TCP_RR\n" // 40
                                "and what we changed between them.\n"
                                "Interim result: 61155.99 Trans/s over 0.500 second\n" // 50
                                "s ending at 1795995334.311\n"
                                "The second run was with the NIC tuned as below too\n" // 50
                                "(ethtool -C eth0 rx-usecs 0).\n";
        QHashSeed::setDeterministicGlobalSeed();
        const QByteArray expected = outputSignature(NetperfImporter::importText(text).output);
        for (int seed = 0; seed < 8; ++seed) {
            QHashSeed::resetRandomGlobalSeed();
            QCOMPARE(outputSignature(NetperfImporter::importText(text).output), expected);
        }
        QHashSeed::resetRandomGlobalSeed();
    }

    // -P 0 rows are taken by their shape (sizes printed as integers, times, rates and CPU with
    // decimals), one or several on a line, split over lines by a mail client, or not at all.
    void headerlessRowsAreTakenByTheirShape_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<double>>("rates");
        QTest::addColumn<QList<double>>("requestSizes");
        const QByteArray header = "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 "
                                  "AF_INET : first burst 0\nLocal /Remote\nSocket Size   Request  Resp.   Elapsed  Trans.\n"
                                  "Send   Recv   Size     Size    Time     Rate\nbytes  Bytes  bytes    bytes   secs.    per sec\n\n";
        // The example: the second run of "for r in 2896 2897" folded onto the first's line.
        QTest::newRow("two rows on one line after a header")
            << header + "16384  87380  2896     1       10.00    12011.52   16384  87380 16384  87380  2897     1       10.00    4120.33   16384  87380\n"
            << QList<double>{12011.52, 4120.33} << QList<double>{2896, 2897};
        QTest::newRow("three rows without a header, the last remote row on the next line")
            << QByteArray("16384 87380 1 1 10.00 30001.10 16384 87380 16384 87380 64 1 10.00 29990.01 16384 87380 "
                          "16384 87380 4096 1 10.00 20001.00\n16384 87380\n")
            << QList<double>{30001.10, 29990.01, 20001.00} << QList<double>{1, 64, 4096};
        QTest::newRow("rows with CPU columns")
            << QByteArray("16384 87380 1 1 10.00 30001.10 12.50 13.10 33.321 34.100 16384 87380 "
                          "16384 87380 1 1 10.00 31001.10 12.40 13.00 32.001 33.990 16384 87380\n")
            << QList<double>{30001.10, 31001.10} << QList<double>{1, 1};
        QTest::newRow("a row split by a mail client")
            << QByteArray("16384  87380  2896     1\n10.00    12011.52\n16384  87380\n") << QList<double>{12011.52} << QList<double>{2896};
        QTest::newRow("stream rows with CPU columns")
            << QByteArray("87380 16384 16384 10.00 9387.52 10.10 20.20 0.176 0.353 87380 16384 16384 10.00 9401.11 10.00 20.00 0.174 0.349\n")
            << QList<double>{9387.52, 9401.11} << QList<double>{};
        // Six numbers, but not shaped as a row: sizes with decimals, times without.
        QTest::newRow("numbers of another shape") << QByteArray("1 2 3 4 5 6\n1.5 2.5 3 4 5.0 6.0\n") << QList<double>{}
                                                  << QList<double>{};
    }
    void headerlessRowsAreTakenByTheirShape()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<double>, rates);
        QFETCH(QList<double>, requestSizes);
        const ImportReport report = NetperfImporter::importText(text);
        QList<double> gotRates, gotSizes;
        for (const ParsedTest &test : report.output.tests) {
            QVERIFY(test.result);
            gotRates << test.result->value(ResultField::Throughput).value_or(-1);
            if (const auto size = test.result->value(ResultField::RequestSize))
                gotSizes << *size;
        }
        QCOMPARE(gotRates, rates);
        QCOMPARE(gotSizes, requestSizes);
        QCOMPARE(report.output.unparsedCount, rates.isEmpty() ? 2 : 0);
        for (const ParsedTest &test : report.output.tests)
            if (test.result->form == ResultForm::ClassicRr)
                QCOMPARE(test.result->value(ResultField::RemoteRecvSocketSize), 87380.0);
    }

    void textWithoutRecords_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("lines");
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("newline") << QByteArray("\n") << 1;
        QTest::newRow("blank lines") << QByteArray("\n\n  \r\n\t") << 4;
        QTest::newRow("quote marks only") << QByteArray(">\n> >\n>") << 3;
    }
    void textWithoutRecords()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, lines);
        const ImportReport report = NetperfImporter::importText(text);
        QCOMPARE(report.sourceLines, lines);
        QVERIFY(report.output.tests.isEmpty());
        QVERIFY(report.output.samples.isEmpty());
        QCOMPARE(report.output.unparsedCount, 0);
    }

    void unreadableFileIsAnError()
    {
        const Result<ImportReport> report = NetperfImporter::importFile(QStringLiteral("/nonexistent/netperf.log"));
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::Io);
        QVERIFY(report.error().message.contains(QLatin1String("/nonexistent/netperf.log")));
    }
};

QTEST_GUILESS_MAIN(TestNetperfImporter)
#include "tst_netperfimporter.moc"
