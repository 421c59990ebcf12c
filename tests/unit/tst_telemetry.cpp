// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetryparser.h"
#include "telemetry/telemetrysampler.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Tunebench;

class TestTelemetry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesCapturedSamplerOutput()
    {
        QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/telemetry/tb-server-eth0-0.25s.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        TelemetryParser parser;
        QList<TelemetryReading> readings;
        while (!file.atEnd())
            if (auto reading = parser.feed(QString::fromUtf8(file.readLine()).trimmed()))
                readings << *reading;
        QCOMPARE(parser.ticksPerSecond(), 100.0);
        QCOMPARE(parser.skippedLines(), 0);
        QVERIFY(readings.size() >= 4);
        const TelemetryReading &first = readings.first();
        QCOMPARE(first.time, 1795995436.181392);
        QCOMPARE(first.all.user, 36252u);
        QCOMPARE(first.perCpu.size(), 2);
        QCOMPARE(first.interrupts, 1192357u);
        QCOMPARE(first.contextSwitches, 4711993u);
        QVERIFY(first.rxPackets.has_value());
        for (qsizetype i = 1; i < readings.size(); ++i) {
            const TelemetryInterval interval = intervalBetween(readings.at(i - 1), readings.at(i), 100);
            QVERIFY(interval.duration() > 0.2 && interval.duration() < 0.5);
            QVERIFY(interval.cpuUtilisation >= 0 && interval.cpuUtilisation <= 100);
            QVERIFY(interval.contextSwitchesPerSecond > 0);
        }
    }

    void computesRatesAndServiceDemand()
    {
        TelemetryReading a;
        a.time = 100.0;
        a.all = {QStringLiteral("cpu"), 1000, 0, 500, 8000, 0, 0, 100, 0};
        a.perCpu = {{QStringLiteral("cpu0"), 500, 0, 250, 4000, 0, 0, 50, 0}, {QStringLiteral("cpu1"), 500, 0, 250, 4000, 0, 0, 50, 0}};
        a.interrupts = 10000;
        a.contextSwitches = 20000;
        a.rxPackets = 100;
        a.selfTicks = 3;
        TelemetryReading b = a;
        b.time = 100.5;
        b.all.user += 30; // 30 + 10 + 10 busy ticks, 50 idle: 50 % busy
        b.all.system += 10;
        b.all.softirq += 10;
        b.all.idle += 50;
        b.interrupts += 500;
        b.contextSwitches += 1000;
        b.rxPackets = 1100;
        b.selfTicks = 4;
        const TelemetryInterval interval = intervalBetween(a, b, 100);
        QCOMPARE(interval.cpuUtilisation, 50.0);
        QCOMPARE(interval.busyCpuMicroseconds, 500000.0); // 50 ticks at 100 Hz
        QCOMPARE(interval.interruptsPerSecond, 1000.0);
        QCOMPARE(interval.contextSwitchesPerSecond, 2000.0);
        QCOMPARE(*interval.rxPacketsPerSecond, 2000.0);
        QCOMPARE(interval.samplerCpuPercent, 2.0);
        // 5000 transactions in that interval: 100 µs of CPU each, netperf's S.dem definition.
        QCOMPARE(*serviceDemand(interval.busyCpuMicroseconds, 5000), 100.0);
        QVERIFY(!serviceDemand(interval.busyCpuMicroseconds, 0));

        // A kernel that accounts fewer ticks than elapse (a VM: 80 of 100 here) keeps the busy
        // share; the busy time is that share of both CPUs' 0.5 s, as netperf computes it.
        TelemetryReading lossy = a;
        lossy.time = 100.5;
        lossy.all.user += 40;
        lossy.all.idle += 40;
        const TelemetryInterval lost = intervalBetween(a, lossy, 100);
        QCOMPARE(lost.cpuUtilisation, 50.0);
        QCOMPARE(lost.busyCpuMicroseconds, 500000.0);
        // Without per-CPU lines the ticks themselves are all there is.
        TelemetryReading noCpus = a;
        noCpus.perCpu.clear();
        TelemetryReading noCpusLater = lossy;
        noCpusLater.perCpu.clear();
        QCOMPARE(intervalBetween(noCpus, noCpusLater, 100).busyCpuMicroseconds, 400000.0);
    }

    void countersThatGoBackwardsGiveNoNegativeRates()
    {
        TelemetryReading a;
        a.time = 1;
        a.contextSwitches = 1000;
        TelemetryReading b = a;
        b.time = 2;
        b.contextSwitches = 10; // reset
        QCOMPARE(intervalBetween(a, b, 100).contextSwitchesPerSecond, 0.0);
    }

    void skipsGarbageWithoutLosingTheReading()
    {
        TelemetryParser parser;
        QVERIFY(!parser.feed(QStringLiteral("S 12.5")));
        QVERIFY(!parser.feed(QStringLiteral("cpu 1 2 3")));         // too short
        QVERIFY(!parser.feed(QStringLiteral("ctxt notanumber")));
        QVERIFY(!parser.feed(QStringLiteral("bogus 1")));
        QVERIFY(!parser.feed(QStringLiteral("ctxt 77")));
        const auto reading = parser.feed(QStringLiteral("E"));
        QVERIFY(reading);
        QCOMPARE(reading->contextSwitches, 77u);
        QCOMPARE(parser.skippedLines(), 3);
        QVERIFY(!parser.feed(QStringLiteral("E"))); // E without S
    }

    // bash before 5 has no EPOCHREALTIME: the sampler stamps uptimes and ties them to the epoch
    // once, so that its times are on the host's epoch clock as netperf's are.
    void uptimeStampsOfOldBashAreTiedToTheEpoch()
    {
        TelemetryParser parser;
        QVERIFY(!parser.feed(QStringLiteral("H 100")));
        QVERIFY(!parser.feed(QStringLiteral("B 1795998092.500000000 1000.25")));
        QVERIFY(!parser.feed(QStringLiteral("S 1001.25")));
        QCOMPARE(parser.feed(QStringLiteral("E"))->time, 1795998093.5);
        TelemetryParser noNanoseconds;
        QVERIFY(!noNanoseconds.feed(QStringLiteral("B 1795998092.N 1000.25")));
        QVERIFY(!noNanoseconds.feed(QStringLiteral("S 1000.25")));
        QCOMPARE(noNanoseconds.feed(QStringLiteral("E"))->time, 1795998092.0);
        QCOMPARE(noNanoseconds.skippedLines(), 0);
        QVERIFY(TelemetrySampler::script().indexOf(QLatin1String("printf 'B ")) < TelemetrySampler::script().indexOf(QLatin1String("while :; do")));
    }

    // The script itself, run by this machine's bash as if it were bash 4 (unset, EPOCHREALTIME
    // loses its special meaning): its readings carry this machine's epoch time all the same.
    void theUptimeFallbackStampsEpochTimes()
    {
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("unset EPOCHREALTIME; ") + TelemetrySampler::script(),
                                            QStringLiteral("tunebench-telemetry"), QString(), QStringLiteral("0.05")});
        QVERIFY(bash.waitForStarted());
        QTest::qWait(400);
        bash.kill();
        bash.waitForFinished();
        const double now = double(QDateTime::currentMSecsSinceEpoch()) / 1000;
        TelemetryParser parser;
        QList<TelemetryReading> readings;
        const QString output = QString::fromUtf8(bash.readAllStandardOutput());
        for (const QString &line : output.split(QLatin1Char('\n')))
            if (const auto reading = parser.feed(line))
                readings << *reading;
        QVERIFY2(output.contains(QLatin1String("\nB ")), qPrintable(output.left(200)));
        QVERIFY2(readings.size() >= 2, qPrintable(output.left(200)));
        QVERIFY2(std::abs(readings.constLast().time - now) < 30, qPrintable(QString::number(readings.constLast().time - now)));
    }

    // The sampling loop must fork nothing: every command in it is a bash builtin or keyword.
    void samplingLoopUsesOnlyBuiltins()
    {
        const QString script = TelemetrySampler::script();
        const qsizetype loop = script.indexOf(QLatin1String("while :; do"));
        QVERIFY(loop > 0);
        const QString body = script.mid(loop);
        static const QRegularExpression commandStart(
            QStringLiteral(R"((?:^|;|\bdo\b|\bthen\b|\belse\b|&&|\|\||\)|\|)\s*([A-Za-z_][A-Za-z0-9_-]*))"),
            QRegularExpression::MultilineOption);
        const QSet<QString> allowed{QStringLiteral("while"), QStringLiteral("do"), QStringLiteral("done"),
                                    QStringLiteral("if"), QStringLiteral("then"), QStringLiteral("else"),
                                    QStringLiteral("fi"), QStringLiteral("case"), QStringLiteral("esac"),
                                    QStringLiteral("in"), QStringLiteral("read"), QStringLiteral("printf"),
                                    QStringLiteral("cpu"), QStringLiteral("intr"), QStringLiteral("softirq"),
                                    QStringLiteral("ctxt"), QStringLiteral("now"), QStringLiteral("name")};
        for (auto it = commandStart.globalMatch(body); it.hasNext();) {
            const QString word = it.next().captured(1);
            QVERIFY2(allowed.contains(word), qPrintable(QStringLiteral("non-builtin in the loop: ") + word));
        }
        QVERIFY(!body.contains(QLatin1String("$(")));
        QVERIFY(!body.contains(QLatin1Char('`')));
    }
};

QTEST_GUILESS_MAIN(TestTelemetry)
#include "tst_telemetry.moc"
