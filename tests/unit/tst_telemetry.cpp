// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetryparser.h"
#include "telemetry/telemetrysampler.h"

#include <QFile>
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
