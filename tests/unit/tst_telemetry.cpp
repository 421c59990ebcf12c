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

namespace {

QList<TelemetryReading> readCapture(const char *name, TelemetryParser &parser)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/telemetry/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", name);
    QList<TelemetryReading> readings;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        if (line.startsWith(QLatin1Char('#')))
            continue;
        if (auto reading = parser.feed(line))
            readings << *reading;
    }
    return readings;
}

} // namespace

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

    // The bed's server: a veth NIC, so NET_RX softirqs and counters but no NIC IRQs.
    void parsesPerCpuSoftirqsAndCountersOfTheBed()
    {
        TelemetryParser parser;
        const QList<TelemetryReading> readings = readCapture("tb-server-eth0-issue23.txt", parser);
        QCOMPARE(parser.skippedLines(), 0);
        QVERIFY(readings.size() >= 4);
        for (qsizetype i = 0; i < readings.size(); ++i) {
            const TelemetryReading &r = readings.at(i);
            QCOMPARE(r.netSoftirqs.cpus, (QList<int>{0, 1}));
            QVERIFY(r.irqCpus.isEmpty());
            QVERIFY(r.nicIrqs.isEmpty());
            QVERIFY(r.nicStatistics.contains(QStringLiteral("rx_missed_errors")));
            QCOMPARE(r.rxPackets, r.nicStatistics.value(QStringLiteral("rx_packets")));
            QVERIFY(r.tcpRetransSegs.has_value());
            QCOMPARE(r.hasDriverCounters, i % 2 == 0); // ethtool -S every 2nd sample
            QCOMPARE(r.driverCounters.value(QStringLiteral("peer_ifindex")), r.hasDriverCounters ? 115u : 0u);
        }
        const QStringList pinned{QStringLiteral("rx_missed_errors"), QStringLiteral("rx_queue_0_drops")};
        const TelemetryInterval interval = intervalBetween(readings.at(0), readings.at(1), 100, pinned);
        QCOMPARE(interval.cpus.size(), 2);
        for (const CpuInterval &cpu : interval.cpus) {
            QVERIFY(qAbs(cpu.user + cpu.system + cpu.softirq + cpu.irq + cpu.idle - 100) < 1e-6);
            QVERIFY(qAbs(cpu.busy + cpu.idle - 100) < 1e-6);
            QVERIFY(cpu.netRxPerSecond.has_value());
            QVERIFY(!cpu.nicInterruptsPerSecond.has_value()); // veth: unknown, not zero
        }
        QVERIFY(interval.cpus.at(0).netRxPerSecond.value() + interval.cpus.at(1).netRxPerSecond.value() > 100);
        QVERIFY(interval.nicCounters.value(QStringLiteral("rx_packets")) > 1000); // netperf was running
        QCOMPARE(interval.nicCounters.value(QStringLiteral("rx_missed_errors"), -1), 0.0); // pinned
        QVERIFY(!interval.nicCounters.contains(QStringLiteral("rx_crc_errors"))); // did not move
        QVERIFY(interval.queueInterrupts.isEmpty());
        QVERIFY(interval.tcpRetransPerSecond.has_value());
        const double busyUs = cpuBusyMicroseconds(interval.cpus, 1).value();
        QCOMPARE(busyUs, interval.cpus.at(1).busy / 100 * interval.duration() * 1e6);
        QVERIFY(!cpuBusyMicroseconds(interval.cpus, 7));
    }

    void stitchesDriverCountersAcrossTheSamplesWithout()
    {
        TelemetryParser parser;
        QList<TelemetryReading> readings = readCapture("tb-server-eth0-issue23.txt", parser);
        readings[2].driverCounters[QStringLiteral("rx_queue_0_xdp_packets")] = 40;
        TelemetryInterval interval = intervalBetween(readings.at(1), readings.at(2), 100);
        addCounterRates(interval.driverCounters, interval.counterResets, readings.at(0).driverCounters,
                        readings.at(2).driverCounters, readings.at(2).time - readings.at(0).time,
                        {QStringLiteral("rx_queue_0_drops")});
        QCOMPARE(interval.driverCounters.value(QStringLiteral("rx_queue_0_xdp_packets")),
                 40 / (readings.at(2).time - readings.at(0).time));
        QCOMPARE(interval.driverCounters.value(QStringLiteral("rx_queue_0_drops"), -1), 0.0);
        QVERIFY(!interval.driverCounters.contains(QStringLiteral("peer_ifindex")));
        QVERIFY(interval.counterResets.isEmpty());
    }

    // The build machine's virtio_net NIC has queue IRQs (found through its PCI device's msi_irqs).
    void countsNicInterruptsPerCpuAndPerQueue()
    {
        TelemetryParser parser;
        QList<TelemetryReading> readings = readCapture("build-virtio-eth0-issue23.txt", parser);
        QCOMPARE(parser.skippedLines(), 0);
        QVERIFY(readings.size() >= 2);
        QCOMPARE(readings.at(0).irqCpus, (QList<int>{0, 1}));
        QCOMPARE(readings.at(0).nicIrqs.size(), 3);
        QCOMPARE(readings.at(0).nicIrqs.at(1).name, QStringLiteral("virtio2-input.0"));
        // Deliver 25 interrupts to input.0 on CPU1 in the second reading, as a busy NIC would.
        TelemetryReading later = readings.at(1);
        later.nicIrqs[1].perCpu[1] = readings.at(0).nicIrqs.at(1).perCpu.at(1) + 25;
        const TelemetryInterval interval = intervalBetween(readings.at(0), later, 100);
        const double seconds = interval.duration();
        QCOMPARE(interval.queueInterrupts.value(QStringLiteral("virtio2-input.0")), 25 / seconds);
        QCOMPARE(interval.cpus.at(1).nicInterruptsPerSecond.value(), 25 / seconds);
        QCOMPARE(interval.cpus.at(0).nicInterruptsPerSecond.value(), 0.0);
    }

    void countersThatWrapOrResetGiveHonestDeltas()
    {
        const std::uint64_t wrap = std::uint64_t(1) << 32;
        QCOMPARE(counterDelta(100, 250).delta, 150.0);
        const CounterDelta wrapped = counterDelta(wrap - 16, 16);
        QCOMPARE(wrapped.delta, 32.0);
        QVERIFY(!wrapped.reset);
        const CounterDelta reset = counterDelta(5'000'000'000, 10); // a 64-bit counter cannot wrap
        QVERIFY(reset.reset);
        QCOMPARE(reset.delta, 10.0); // counted from zero since the reset
        const CounterDelta small = counterDelta(1000, 5); // far from 2^32: a reset, not a wrap
        QVERIFY(small.reset);
        QCOMPARE(small.delta, 5.0);

        TelemetryReading a, b;
        a.time = 10;
        b.time = 11;
        a.nicStatistics = {{QStringLiteral("rx_dropped"), 900}, {QStringLiteral("rx_packets"), wrap - 100}};
        b.nicStatistics = {{QStringLiteral("rx_dropped"), 3}, {QStringLiteral("rx_packets"), 400}};
        a.tcpRetransSegs = 70;
        b.tcpRetransSegs = 2;
        const TelemetryInterval interval = intervalBetween(a, b, 100);
        QCOMPARE(interval.nicCounters.value(QStringLiteral("rx_dropped")), 3.0);
        QCOMPARE(interval.nicCounters.value(QStringLiteral("rx_packets")), 500.0);
        QCOMPARE(interval.counterResets, QStringList{QStringLiteral("rx_dropped")});
        QCOMPARE(interval.tcpRetransPerSecond.value(), 2.0);
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
                                    QStringLiteral("ctxt"), QStringLiteral("now"), QStringLiteral("name"),
                                    QStringLiteral("for"), QStringLiteral("IFS"), QStringLiteral("n")};
        for (auto it = commandStart.globalMatch(body); it.hasNext();) {
            const QString word = it.next().captured(1);
            QVERIFY2(allowed.contains(word), qPrintable(QStringLiteral("non-builtin in the loop: ") + word));
        }
        // No command substitution ($((…)) is arithmetic, a builtin).
        QVERIFY(!body.contains(QRegularExpression(QStringLiteral(R"(\$\((?!\())"))));
        // The one exception, `ethtool -S`, runs only every `$3` samples (see script()).
        QCOMPARE(body.count(QLatin1String("<(")), 1);
        const qsizetype ethtool = body.indexOf(QLatin1String("< <(\"$ethtool\" -S"));
        QVERIFY(ethtool > 0);
        QVERIFY(body.lastIndexOf(QLatin1String("if [ -n \"$ethtool\" ] && [ $((n % every)) -eq 0 ]; then"), ethtool) > 0);
        QVERIFY(!body.contains(QLatin1Char('`')));
    }
};

QTEST_GUILESS_MAIN(TestTelemetry)
#include "tst_telemetry.moc"
