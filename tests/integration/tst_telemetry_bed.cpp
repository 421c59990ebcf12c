// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry sampler on a real bed host while real netperf traffic crosses its veth NIC.
#include "telemetry/telemetrysampler.h"
#include "testbed.h"
#include "transport/localrunner.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

// The "cpuN" lines of /proc/stat, which the sampler reads: not QThread::idealThreadCount(), which
// follows this process's CPU affinity (a CI job may be pinned to fewer CPUs).
qsizetype onlineCpus()
{
    QFile stat(QStringLiteral("/proc/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    qsizetype count = 0;
    for (const QByteArray &line : stat.readAll().split('\n'))
        count += line.size() > 3 && line.startsWith("cpu") && line[3] >= '0' && line[3] <= '9';
    return count;
}

} // namespace

class TestTelemetryBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void samplesCountersAtTheIntervalDuringTraffic()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        LocalRunner server({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
                           m_bed.serverNamespace());
        TelemetrySampler sampler(&server, m_bed.interfaceName(), 0.25);
        QSignalSpy intervals(&sampler, &TelemetrySampler::intervalReady);
        QSignalSpy failed(&sampler, &TelemetrySampler::failed);
        sampler.start();

        QProcess netperf;
        netperf.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), m_bed.clientNamespace(),
                                             QStringLiteral("netperf"), QStringLiteral("-H"), m_bed.serverAddress(),
                                             QStringLiteral("-t"), QStringLiteral("TCP_RR"), QStringLiteral("-l"),
                                             QStringLiteral("4"), QStringLiteral("-P"), QStringLiteral("0")});
        QVERIFY(netperf.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(netperf.state() == QProcess::NotRunning, 60000);
        QVERIFY(netperf.exitCode() == 0);
        sampler.stop();
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().value<Error>().toString()));

        const QList<TelemetryInterval> &all = sampler.intervals();
        // Four seconds of sampling at 0.25 s is about 15 intervals; six leaves room for a loaded CI host.
        QVERIFY2(all.size() >= 6, qPrintable(QString::number(all.size())));
        double maxPps = 0;
        for (const TelemetryInterval &interval : all) {
            // read -t waits 0.25 s after each sample; the reading itself adds a little (more under load).
            QVERIFY2(interval.duration() > 0.2 && interval.duration() < 2.0, qPrintable(QString::number(interval.duration())));
            QVERIFY(interval.contextSwitchesPerSecond > 0);
            QCOMPARE(interval.perCpuUtilisation.size(), onlineCpus());
            QVERIFY(interval.rxPacketsPerSecond.has_value());
            maxPps = std::max(maxPps, *interval.rxPacketsPerSecond);
        }
        // TCP_RR at thousands of transactions per second is thousands of packets per second.
        QVERIFY2(maxPps > 1000, qPrintable(QString::number(maxPps)));
        qInfo("sampler cost: %.2f %% of one CPU (last interval)", all.last().samplerCpuPercent);
    }

    void reportsAMissingInterfaceAsNoNicCounters()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        LocalRunner server({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()},
                           m_bed.serverNamespace());
        TelemetrySampler sampler(&server, QStringLiteral("nosuchnic0"), 0.1);
        QSignalSpy intervals(&sampler, &TelemetrySampler::intervalReady);
        sampler.start();
        QVERIFY(intervals.wait(30000));
        const auto interval = intervals.first().first().value<TelemetryInterval>();
        QVERIFY(!interval.rxPacketsPerSecond.has_value());
        QVERIFY(interval.contextSwitchesPerSecond > 0);
    }

    void failsWithAMessageWhenTheHostCannotRunIt()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        LocalRunner broken({QStringLiteral("env"), QStringLiteral("PATH=/nonexistent")}, QStringLiteral("broken-host"));
        TelemetrySampler sampler(&broken, m_bed.interfaceName(), 0.25);
        QSignalSpy failed(&sampler, &TelemetrySampler::failed);
        sampler.start();
        QVERIFY(failed.wait(30000));
        const Error error = failed.first().first().value<Error>();
        QVERIFY(error.message.contains(QStringLiteral("broken-host")));
        QVERIFY(error.message.contains(QStringLiteral("bash")));
    }
};

QTEST_GUILESS_MAIN(TestTelemetryBed)
#include "tst_telemetry_bed.moc"
