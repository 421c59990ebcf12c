// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics on real measurements from the bed: netperf TCP_RR interim rates captured now,
// compared by tunebench-cli as a process, summarised and split by the stats library.
#include "testbed.h"

#include "stats/runsummary.h"
#include "stats/segmentcomparison.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <optional>

using namespace Tunebench::Test;
using namespace Tunebench::Stats;
using Tunebench::Result;

namespace {

struct Capture
{
    IntervalSeries interim;
    std::optional<double> finalRate;
    QString text;
};

// Parses "Interim result: V Trans/s over S seconds ending at E" lines and the -P 0 result line
// "16384  131072 1  1  3.00  23431.39".
Capture parseNetperf(const QString &text)
{
    static const QRegularExpression interim(
        QStringLiteral(R"(Interim result:\s+([0-9.]+) \S+ over ([0-9.]+) seconds ending at ([0-9.]+))"));
    static const QRegularExpression result(QStringLiteral(R"(^\s*\d+\s+\d+\s+\d+\s+\d+\s+[0-9.]+\s+([0-9.]+)\s*$)"));
    Capture capture;
    capture.text = text;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (const QRegularExpressionMatch m = interim.match(line); m.hasMatch())
            capture.interim.append({m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble()});
        else if (const QRegularExpressionMatch r = result.match(line); r.hasMatch())
            capture.finalRate = r.captured(1).toDouble();
    }
    return capture;
}

struct CliRun
{
    int exitCode = -1;
    QJsonObject json;
    QString err;
};

CliRun compareFiles(const QStringList &arguments)
{
    QProcess process;
    process.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
        QStringList {QStringLiteral("compare"), QStringLiteral("--json")} + arguments);
    CliRun run;
    if (!process.waitForFinished(30000))
        return run;
    run.exitCode = process.exitCode();
    run.json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestCompareBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QList<Capture> m_small; // -r 1,1
    QList<Capture> m_large; // -r 1048576,1

    Capture netperf(const QString &requestResponse, const QString &seconds = QStringLiteral("3"))
    {
        QString output;
        const int exit = Testbed::runInNamespace(m_bed.clientNamespace(),
            {QStringLiteral("netperf"), QStringLiteral("-P"), QStringLiteral("0"), QStringLiteral("-H"),
                m_bed.serverAddress(), QStringLiteral("-t"), QStringLiteral("TCP_RR"), QStringLiteral("-l"),
                seconds, QStringLiteral("-D"), QStringLiteral("-0.25"), QStringLiteral("--"),
                QStringLiteral("-r"), requestResponse},
            &output, 60000);
        Capture capture = parseNetperf(output);
        if (exit != 0)
            capture.interim.clear();
        return capture;
    }

    QString ratesFile(const QString &name, const QList<Capture> &captures)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            return {};
        for (const Capture &capture : captures) {
            for (const IntervalSample &sample : capture.interim)
                file.write(QByteArray::number(sample.value, 'f', 2) + '\n');
        }
        return file.fileName();
    }

    // A capture with at least four interim intervals. "-D -0.25" makes netperf read the clock on
    // every transaction, as the engine does; with "-D 0.25" it guesses how many transactions make
    // an interval and, on a busy CI host, one interval stretched over most of a 3 s test. One retry
    // covers a run that still came out short.
    Capture capture(const QString &requestResponse)
    {
        Capture first = netperf(requestResponse);
        if (first.interim.size() >= 4)
            return first;
        qWarning("retrying a netperf capture with %lld interim intervals:\n%s", qlonglong(first.interim.size()),
            qPrintable(first.text));
        return netperf(requestResponse);
    }

    // Runs both request sizes interleaved, twice, so a burst of load on the shared host hits both.
    bool captureBothArms()
    {
        if (!m_small.isEmpty())
            return true;
        for (int i = 0; i < 2; ++i) {
            m_small.append(capture(QStringLiteral("1,1")));
            m_large.append(capture(QStringLiteral("1048576,1")));
        }
        for (const auto *arm : {&m_small, &m_large}) {
            for (const Capture &capture : *arm) {
                if (capture.interim.size() < 4) {
                    qWarning("netperf output without interim results:\n%s", qPrintable(capture.text));
                    return false;
                }
            }
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void compareCommandSeesThatMebibyteRequestsAreSlower()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QVERIFY(captureBothArms());
        // A 1 MiB request costs a memory copy of 1 MiB per transaction; 1-byte requests do not.
        // The gap (tens of times) dwarfs the load-induced spread seen on this shared host.
        const QString small = ratesFile(QStringLiteral("small.txt"), m_small);
        const QString large = ratesFile(QStringLiteral("large.txt"), m_large);
        const CliRun higher = compareFiles({small, large});
        QCOMPARE(higher.exitCode, 0);
        QVERIFY2(higher.err.isEmpty(), qPrintable(higher.err));
        QCOMPARE(higher.json.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));
        QVERIFY(higher.json.value(QStringLiteral("significant")).toBool());
        QVERIFY(higher.json.value(QStringLiteral("difference")).toObject().value(QStringLiteral("estimate")).toDouble()
            < 0.0);
        const QString sentence = higher.json.value(QStringLiteral("sentence")).toString();
        QVERIFY2(sentence.startsWith(QStringLiteral("B is ")) && sentence.contains(QStringLiteral("lower (worse)")),
            qPrintable(sentence));

        const CliRun lower = compareFiles({QStringLiteral("--lower-is-better"), small, large});
        QCOMPARE(lower.json.value(QStringLiteral("verdict")).toString(), QStringLiteral("better"));
        const CliRun swapped = compareFiles({large, small});
        QCOMPARE(swapped.json.value(QStringLiteral("verdict")).toString(), QStringLiteral("better"));
    }

    void timeWeightedInterimMeanIsNetperfsFinalRate()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QVERIFY(captureBothArms());
        // netperf's final rate is transactions / elapsed time, and the interim intervals tile the
        // test, so the time-weighted mean of all intervals must agree closely.
        for (const Capture &capture : m_small + m_large) {
            QVERIFY2(capture.finalRate.has_value(), qPrintable(capture.text));
            RunInput input;
            input.interim = capture.interim;
            input.finalRate = capture.finalRate;
            input.requestedIntervalSeconds = 0.25;
            const Result<RunSummary> summary = RunSummaries::summarize(input);
            QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().message));
            const double relative = std::abs(summary->rate.mean - *capture.finalRate) / *capture.finalRate;
            QVERIFY2(relative < 0.01,
                qPrintable(QStringLiteral("%1 vs %2").arg(summary->rate.mean).arg(*capture.finalRate)));
            QCOMPARE(summary->diagnostics.size(), 3);
        }
    }

    void segmentsOfARealRunAreNotCalledIndependentRuns()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QVERIFY(captureBothArms());
        // The halves of one 1-byte run share a timeline: they are segments, not runs. netperf
        // stretches its demo intervals when the host is busy (CI runs tests side by side), so this
        // uses a longer run of its own, retried once, rather than a 3 s capture that may hold
        // only a handful of intervals.
        IntervalSeries run;
        for (int attempt = 0; attempt < 2 && run.size() < 10; ++attempt)
            run = netperf(QStringLiteral("1,1"), QStringLiteral("8")).interim;
        QVERIFY2(run.size() >= 8, qPrintable(QStringLiteral("only %1 interim intervals in 8 s").arg(run.size())));
        SegmentOptions options;
        options.settleSeconds = 0.5;
        options.compare.metric = Metric::forId(QStringLiteral("rate"));
        const Result<SegmentComparison> result = SegmentComparisons::compare(run, options);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
        QVERIFY(result->effectiveA <= result->intervalsA);
        QVERIFY(result->effectiveB <= result->intervalsB);
        QVERIFY2(result->sentence.startsWith(QStringLiteral("Two segments of one run, not independent runs: ")),
            qPrintable(result->sentence));
        QVERIFY2(result->sentence.contains(QStringLiteral("the p-value is optimistic")), qPrintable(result->sentence));
    }
};

QTEST_GUILESS_MAIN(TestCompareBed)
#include "tst_compare_bed.moc"
