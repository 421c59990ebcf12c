// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 23 end to end on the bed: an experiment of two short runs stores per-CPU telemetry and
// NIC counters of both hosts, and `show --json --telemetry` prints them.
#include "testbed.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench::Test;

namespace {

// The "cpuN" lines of /proc/stat: the bed's hosts are namespaces of this machine.
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

QJsonObject experiment(const Testbed &bed)
{
    const QString client = bed.sudoUser() + QLatin1Char('@') + bed.clientAddress();
    const QString server = bed.sudoUser() + QLatin1Char('@') + bed.serverAddress();
    const QJsonArray pinned{QStringLiteral("rx_missed_errors"), QStringLiteral("rx_queue_0_drops")};
    return QJsonObject{
        {"format", "tunebench-experiment"},
        {"version", 1},
        {"name", "telemetry (test)"},
        {"hosts", QJsonObject{{"client", QJsonObject{{"host", client}, {"interface", bed.interfaceName()}}},
                              {"server", QJsonObject{{"host", server}, {"interface", bed.interfaceName()},
                                                     {"dataAddress", bed.serverAddress()}, {"pinnedCounters", pinned}}}}},
        {"test", QJsonObject{{"type", "TCP_RR"}, {"durationSeconds", 3}, {"interimInterval", 0.25},
                             {"localCpuBinding", 0}, {"remoteCpuBinding", 1}}},
        {"arms", QJsonArray{QJsonObject{{"label", "A"}}, QJsonObject{{"label", "B"}}}},
        {"repetitions", 1},
        {"warmupSeconds", 0},
        {"pauseSeconds", 0}};
}

} // namespace

class TestTelemetryCliBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;

    QByteArray cli(const QStringList &arguments, bool hosts)
    {
        QStringList common{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("t.sqlite")), QStringLiteral("--json")};
        if (hosts)
            common << QStringLiteral("-i") << m_bed.keyPath() << QStringLiteral("--known-hosts") << m_bed.knownHostsPath()
                   << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--batch");
        QProcess process;
        process.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"), arguments + common);
        if (!process.waitForFinished(240000) || process.exitCode() != 0)
            qWarning("tunebench-cli %s: %s", qPrintable(arguments.join(QLatin1Char(' '))),
                     process.readAllStandardError().constData());
        return process.exitCode() == 0 ? process.readAllStandardOutput() : QByteArray();
    }

    static void checkHost(const QJsonObject &host, const char *role, bool pinned)
    {
        QVERIFY2(host.value(QLatin1String("samples")).toInt() >= 6, role);
        const QJsonArray perCpu = host.value(QLatin1String("perCpu")).toArray();
        QCOMPARE(perCpu.size(), onlineCpus());
        double netRx = 0;
        for (const QJsonValue &value : perCpu) {
            const QJsonObject cpu = value.toObject();
            double sum = 0;
            for (const char *part : {"user", "system", "softirq", "irq", "idle"})
                sum += cpu.value(QLatin1String(part)).toDouble(-1000);
            QVERIFY2(qAbs(sum - 100) < 0.5, qPrintable(QString::number(sum)));
            netRx += cpu.value(QLatin1String("netRxPerSecond")).toDouble();
            QVERIFY(cpu.value(QLatin1String("nicInterruptsPerSecond")).isNull()); // veth has no IRQs
            QVERIFY(cpu.value(QLatin1String("series")).toArray().size() >= 6);
        }
        QVERIFY2(netRx > 100, qPrintable(QString::number(netRx))); // TCP_RR's receive path is NET_RX work
        const QJsonObject counters = host.value(QLatin1String("nicCounters")).toObject();
        QVERIFY2(counters.value(QLatin1String("rx_packets")).toDouble() > 1000, qPrintable(QJsonDocument(counters).toJson()));
        QVERIFY2(counters.value(QLatin1String("tx_packets")).toDouble() > 1000, role);
        // Pinned: present although they never move on the bed; rx_queue_0_drops is an ethtool -S one.
        QCOMPARE(counters.contains(QLatin1String("rx_missed_errors")), pinned);
        QCOMPARE(counters.contains(QLatin1String("rx_queue_0_drops")), pinned);
        QVERIFY(host.value(QLatin1String("queueInterrupts")).toObject().isEmpty());
        QVERIFY(host.value(QLatin1String("tcpRetransPerSecond")).isDouble());
    }

private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void anExperimentStoresPerCpuTelemetryAndNicCountersOfBothHosts()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString file = m_dir.filePath(QStringLiteral("telemetry.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(experiment(m_bed)).toJson());
        f.close();
        QVERIFY(!cli({QStringLiteral("run"), file}, true).isEmpty());
        const QByteArray shown = cli({QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--telemetry")}, false);
        const QJsonObject object = QJsonDocument::fromJson(shown).object();
        const QJsonArray runs = object.value(QLatin1String("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        for (const QJsonValue &run : runs) {
            const QJsonObject telemetry = run.toObject().value(QLatin1String("telemetry")).toObject();
            checkHost(telemetry.value(QLatin1String("client")).toObject(), "client", false);
            checkHost(telemetry.value(QLatin1String("server")).toObject(), "server", true);
            // -T 0,1: each side's bound CPU and its share of the work per transaction.
            const QJsonObject client = telemetry.value(QLatin1String("client")).toObject();
            const QJsonObject server = telemetry.value(QLatin1String("server")).toObject();
            QCOMPARE(client.value(QLatin1String("boundCpu")).toInt(-1), 0);
            QCOMPARE(server.value(QLatin1String("boundCpu")).toInt(-1), 1);
            QVERIFY(client.value(QLatin1String("boundCpuServiceDemand")).toDouble() > 0);
            QVERIFY(server.value(QLatin1String("boundCpuServiceDemand")).toDouble() > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestTelemetryCliBed)
#include "tst_telemetry_cli_bed.moc"
