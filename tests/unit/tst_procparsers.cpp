// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry's parsers of /proc/softirqs, /proc/interrupts, `ethtool -S` and /proc/net/snmp on
// real captures (tests/data/telemetry/proc, provenance in each file's header).
#include "telemetry/procparsers.h"

#include <QFile>
#include <QTest>

using namespace Tunebench;

namespace {

QStringList capture(const char *name)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/telemetry/proc/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", name);
    return ProcParsers::withoutComments(QString::fromUtf8(file.readAll()));
}

QStringList irqNames(const QList<IrqLine> &lines)
{
    QStringList names;
    for (const IrqLine &line : lines)
        names << line.name;
    return names;
}

} // namespace

class TestProcParsers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsNetSoftirqsPerCpu()
    {
        const auto softirqs = ProcParsers::netSoftirqs(capture("tb-server-softirqs.txt"));
        QVERIFY(softirqs);
        QCOMPARE(softirqs->cpus, (QList<int>{0, 1}));
        QCOMPARE(softirqs->netTx, (QList<std::uint64_t>{138, 154}));
        QCOMPARE(softirqs->netRx.size(), 2);
        QVERIFY(softirqs->netRx.at(0) > 100'000'000);
    }

    void refusesSoftirqsWithoutTheNetRows()
    {
        QVERIFY(!ProcParsers::netSoftirqs({QStringLiteral("   CPU0  CPU1"), QStringLiteral(" TIMER: 1 2")}));
        QVERIFY(!ProcParsers::netSoftirqs({QStringLiteral("   CPU0  CPU1"), QStringLiteral("NET_RX: 1"),
                                           QStringLiteral("NET_TX: 1 2")}));
        QVERIFY(!ProcParsers::netSoftirqs({}));
    }

    void readsTheCpuColumnsOfTheHeader()
    {
        QCOMPARE(ProcParsers::cpuHeader(QStringLiteral("           CPU0       CPU3       ")), (QList<int>{0, 3}));
        QVERIFY(ProcParsers::cpuHeader(QStringLiteral(" 24:  1 0 IO-APIC 5-edge ACPI:Ged")).isEmpty());
    }

    // veth, bridges and loopback have no IRQs: no lines, and no error.
    void aVethNicHasNoInterruptLines()
    {
        const QStringList lines = capture("tb-server-interrupts.txt");
        QVERIFY(lines.size() > 10);
        QVERIFY(ProcParsers::nicInterrupts(lines, QStringLiteral("eth0"), {}).isEmpty());
    }

    void findsI40eQueuesByTheInterfaceName()
    {
        const QList<IrqLine> lines = ProcParsers::nicInterrupts(capture("i40e-interrupts-excerpt.txt"),
                                                               QStringLiteral("enP1s15"), {});
        QCOMPARE(irqNames(lines), (QStringList{QStringLiteral("i40e-enP1s15-TxRx-0"), QStringLiteral("i40e-enP1s15-TxRx-1"),
                                               QStringLiteral("i40e-enP1s15-TxRx-2")}));
        QCOMPARE(lines.first().irq, 10);
        QCOMPARE(lines.first().perCpu, (QList<std::uint64_t>{119, 0, 0, 0}));
    }

    // virtio_net's (and mlx5's) IRQ names do not say the interface: the device's msi_irqs do.
    void findsVirtioQueuesByTheDeviceIrqs()
    {
        const QList<IrqLine> lines = ProcParsers::nicInterrupts(capture("build-virtio-interrupts.txt"),
                                                               QStringLiteral("eth0"), {37, 38, 39});
        QCOMPARE(irqNames(lines), (QStringList{QStringLiteral("virtio2-config"), QStringLiteral("virtio2-input.0"),
                                               QStringLiteral("virtio2-output.0")}));
        QCOMPARE(lines.at(1).perCpu, (QList<std::uint64_t>{0, 11359}));
        QCOMPARE(lines.at(2).perCpu, (QList<std::uint64_t>{8327, 0}));

        const QList<IrqLine> one = ProcParsers::nicInterrupts(capture("virtio-1cpu-interrupts-excerpt.txt"),
                                                             QStringLiteral("eth0"), {26, 27, 28});
        QCOMPARE(one.size(), 3);
        QCOMPARE(one.at(1).name, QStringLiteral("virtio1-input.0"));
        QCOMPARE(one.at(1).perCpu, (QList<std::uint64_t>{16839249}));
    }

    void matchesTheInterfaceNameOnlyAsAWord()
    {
        const auto line = ProcParsers::interruptLine(
            QStringLiteral(" 81:  0  954  IR-PCI-MSI 52955139-edge      eth10-TxRx-3"), 2);
        QVERIFY(line);
        QCOMPARE(line->name, QStringLiteral("eth10-TxRx-3"));
        QVERIFY(!ProcParsers::isNicIrq(*line, QStringLiteral("eth1"), {}));
        QVERIFY(ProcParsers::isNicIrq(*line, QStringLiteral("eth10"), {}));
        QVERIFY(ProcParsers::isNicIrq(*line, QStringLiteral("eth1"), {81}));
    }

    void keepsNamesWithSpacesAndSkipsNamedRows()
    {
        const auto pme = ProcParsers::interruptLine(
            QStringLiteral("124:   1  0  IR-PCI-MSI 487424-edge      PCIe PME, aerdrv, pcie-dpc"), 2);
        QVERIFY(pme);
        QCOMPARE(pme->name, QStringLiteral("PCIe PME, aerdrv, pcie-dpc"));
        QVERIFY(!ProcParsers::interruptLine(QStringLiteral("LOC: 2204291700   Local timer interrupts"), 1));
        QVERIFY(!ProcParsers::interruptLine(QStringLiteral(" 12: 5 x IO-APIC 12-edge i8042"), 2));
        QVERIFY(!ProcParsers::interruptLine(QStringLiteral(" 12: 5"), 2));
    }

    void readsEthtoolStatsOfVethAndVirtio()
    {
        const auto veth = ProcParsers::ethtoolStats(capture("tb-server-ethtool-S-eth0.txt"));
        QCOMPARE(veth.size(), 19);
        QCOMPARE(veth.first(), (std::pair<QString, std::uint64_t>{QStringLiteral("peer_ifindex"), 115}));
        QCOMPARE(veth.last().first, QStringLiteral("tx_queue_1_xdp_xmit_errors"));
        const auto virtio = ProcParsers::ethtoolStats(capture("build-virtio-ethtool-S-eth0.txt"));
        QCOMPARE(virtio.size(), 20);
        QCOMPARE(virtio.at(8), (std::pair<QString, std::uint64_t>{QStringLiteral("tx_kicks"), 8356}));
        QVERIFY(ProcParsers::ethtoolStats({QStringLiteral("no stats available"), QStringLiteral("  x: y")}).isEmpty());
    }

    void readsTcpRetransSegsByItsColumn()
    {
        const QStringList lines = capture("tb-server-net-snmp.txt");
        QCOMPARE(ProcParsers::snmpField(lines, QStringLiteral("Tcp"), QStringLiteral("RetransSegs")), 0u);
        QCOMPARE(ProcParsers::snmpField(lines, QStringLiteral("Tcp"), QStringLiteral("PassiveOpens")), 8u);
        QCOMPARE(ProcParsers::snmpField(lines, QStringLiteral("Udp"), QStringLiteral("InDatagrams")), 0u);
        QVERIFY(!ProcParsers::snmpField(lines, QStringLiteral("Tcp"), QStringLiteral("MaxConn"))); // -1 is no counter
        QVERIFY(!ProcParsers::snmpField(lines, QStringLiteral("Tcp"), QStringLiteral("NoSuchField")));
        QVERIFY(!ProcParsers::snmpField({QStringLiteral("Tcp: RetransSegs")}, QStringLiteral("Tcp"), QStringLiteral("RetransSegs")));
    }
};

QTEST_GUILESS_MAIN(TestProcParsers)
#include "tst_procparsers.moc"
