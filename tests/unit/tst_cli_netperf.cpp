// SPDX-License-Identifier: GPL-3.0-or-later
// `tunebench-cli parse` on captures, and the argument checks of `tunebench-cli rr`.
#include "clicapture.h"
#include "netperftestdata.h"

#include "netperf/netperfimporter.h"
#include "netperf/netperfoutputjson.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

using namespace Tunebench;
using namespace Tunebench::Cli;
using namespace Tunebench::Test;

namespace {
using Tunebench::Test::Captured;

Captured cli(const QStringList &args)
{
    return Tunebench::Test::runCliCaptured(args);
}

QString dataFile(const QString &name)
{
    return netperfDataDir() + QLatin1Char('/') + name + QStringLiteral(".txt");
}
} // namespace

class TestCliNetperf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseJsonPrintsEverythingParsed()
    {
        const Captured result = cli({QStringLiteral("parse"), dataFile(QStringLiteral("tcp_rr_keyval_interim")), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QList<QJsonObject> samples = result.events(QStringLiteral("sample"));
        QCOMPARE(samples.size(), 12);
        QCOMPARE(samples.first().value(QStringLiteral("rate")).toDouble(), 44411.21);
        QCOMPARE(samples.first().value(QStringLiteral("units")).toString(), QStringLiteral("Trans/s"));
        const QList<QJsonObject> tests = result.events(QStringLiteral("test"));
        QCOMPARE(tests.size(), 1);
        const QJsonObject testResult = tests.first().value(QStringLiteral("result")).toObject();
        QCOMPARE(testResult.value(QStringLiteral("throughput")).toDouble(), 36476.66);
        QCOMPARE(testResult.value(QStringLiteral("p99_latency")).toDouble(), 38.0);
        QCOMPARE(testResult.value(QStringLiteral("form")).toString(), QStringLiteral("keyval"));
        QVERIFY(tests.first().contains(QStringLiteral("interim_mean")));
        const QJsonObject summary = result.events(QStringLiteral("summary")).value(0);
        QCOMPARE(summary.value(QStringLiteral("samples")).toInt(), 12);
        QCOMPARE(summary.value(QStringLiteral("skipped")).toInt(), 0);
    }

    // Every sample of a log of many tests (in different units) as the library's JSON form of it:
    // the CLI reuses each test's object for its samples.
    void parseJsonSamplesAreTheLibrarys()
    {
        QByteArray everything;
        for (const QString &name : netperfCaptureNames())
            everything += netperfCapture(name);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("everything.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(everything);
        file.close();
        const Captured result = cli({QStringLiteral("parse"), path, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const NetperfOutput output = NetperfImporter::importText(everything).output;
        const QList<QJsonObject> samples = result.events(QStringLiteral("sample"));
        QCOMPARE(samples.size(), output.samples.size());
        QSet<QString> units;
        for (qsizetype i = 0; i < samples.size(); ++i) {
            const InterimSample &sample = output.samples.at(i);
            QJsonObject expected = sampleToJson(sample, output.tests.at(sample.test).interimUnits);
            expected.insert(QStringLiteral("event"), QStringLiteral("sample"));
            QCOMPARE(samples.at(i), expected);
            units << expected.value(QStringLiteral("units")).toString();
        }
        QVERIFY(units.size() >= 2);
    }

    void parseReportsFailuresAndSkippedLines()
    {
        const Captured archive = cli({QStringLiteral("parse"), dataFile(QStringLiteral("mangled/mail_archive"))});
        QCOMPARE(archive.exitCode, 0);
        QVERIFY(archive.out.contains(QLatin1String("skipped line 1: From: someone@example.org")));
        QVERIFY(archive.out.contains(QLatin1String("failure (no-netserver): establish control")));
        QVERIFY(archive.out.contains(QLatin1String("tests: 5, interim samples: 24, results: 4, failures: 1; lines skipped: 12")));
        const Captured json = cli({QStringLiteral("parse"), QStringLiteral("--json"), dataFile(QStringLiteral("err_no_netserver"))});
        const QJsonObject failure = json.events(QStringLiteral("failure")).value(0);
        QCOMPARE(failure.value(QStringLiteral("kind")).toString(), QStringLiteral("no-netserver"));
        QCOMPARE(failure.value(QStringLiteral("port")).toInt(), 12999);
        QCOMPARE(failure.value(QStringLiteral("host")).toString(), QStringLiteral("198.18.0.2"));
    }

    void parseOfAMissingFileFails()
    {
        const Captured result = cli({QStringLiteral("parse"), QStringLiteral("/nonexistent/run.log")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.err.contains(QLatin1String("Cannot read /nonexistent/run.log")));
        QCOMPARE(cli({QStringLiteral("parse"), QStringLiteral("a"), QStringLiteral("b")}).exitCode, int(ExitUsage));
    }

    void rrRejectsBadArgumentsBeforeRunningAnything_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no server") << QStringList{"rr", "local"} << "rr needs CLIENT and SERVER";
        QTest::newRow("unknown test") << QStringList{"rr", "local", "198.18.0.2", "-t", "TCP_XX"} << "Unknown test 'TCP_XX'";
        QTest::newRow("sizes") << QStringList{"rr", "local", "198.18.0.2", "-r", "big"} << "REQ,RESP";
        QTest::newRow("sizes on a stream") << QStringList{"rr", "local", "198.18.0.2", "-t", "TCP_STREAM", "-r", "1,1"}
                                           << "apply to request/response tests";
        QTest::newRow("binding") << QStringList{"rr", "local", "198.18.0.2", "-T", "x,1"} << "L,R";
        QTest::newRow("length") << QStringList{"rr", "local", "198.18.0.2", "-l", "1.5"} << "whole seconds";
        QTest::newRow("interim") << QStringList{"rr", "local", "198.18.0.2", "-D", "20"} << "longer than the test";
        QTest::newRow("namespace server") << QStringList{"rr", "local", "netns:tb-server"} << "--server-address";
    }
    void rrRejectsBadArgumentsBeforeRunningAnything()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Captured result = cli(args);
        QCOMPARE(result.exitCode, int(ExitUsage));
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliNetperf)
#include "tst_cli_netperf.moc"
