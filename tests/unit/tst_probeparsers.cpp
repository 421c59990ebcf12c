// SPDX-License-Identifier: GPL-3.0-or-later
// Parsers of the probe's commands, on output captured from the test bed (tests/data/probe).
#include "hosts/probeparsers.h"

#include <QFile>
#include <QTest>

using namespace Tunebench;

namespace {
QByteArray data(const char *name)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/probe/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", name);
    return file.readAll();
}

const InterfaceInfo *find(const QList<InterfaceInfo> &list, const QString &name)
{
    for (const InterfaceInfo &info : list) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}
} // namespace

class TestProbeParsers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsInterfacesOfABedHost()
    {
        const Result<QList<InterfaceInfo>> parsed = ProbeParsers::interfaces(data("ip-addr-bed-server.json"));
        QVERIFY(parsed.ok());
        const InterfaceInfo *eth0 = find(parsed.value(), QStringLiteral("eth0"));
        QVERIFY(eth0);
        QCOMPARE(eth0->mtu, 1500);
        QCOMPARE(eth0->kind, QStringLiteral("veth"));
        QCOMPARE(eth0->operState, QStringLiteral("UP"));
        QVERIFY(eth0->addresses.contains(QStringLiteral("198.18.0.2/24")));
        QVERIFY(find(parsed.value(), QStringLiteral("lo")));
    }
    void mergesDriverAndSpeedFromSysfs()
    {
        Result<QList<InterfaceInfo>> parsed = ProbeParsers::interfaces(data("ip-addr-root-namespace.json"));
        QVERIFY(parsed.ok());
        QList<InterfaceInfo> list = parsed.value();
        ProbeParsers::mergeSysfs(list, data("sysfs-root-namespace.txt"));
        const InterfaceInfo *eth0 = find(list, QStringLiteral("eth0"));
        QVERIFY(eth0);
        QCOMPARE(eth0->driver, QStringLiteral("virtio_net"));
        QCOMPARE(eth0->speedMbps, qint64(-1)); // virtio reports SPEED_UNKNOWN
        const InterfaceInfo *bridge = find(list, QStringLiteral("tb-br0"));
        QVERIFY(bridge);
        QCOMPARE(bridge->driver, QStringLiteral("bridge")); // virtual: the link kind stands in
        QCOMPARE(bridge->speedMbps, qint64(10000));
    }
    void rejectsOutputThatIsNotIpJson()
    {
        const Result<QList<InterfaceInfo>> parsed = ProbeParsers::interfaces("Object \"addr\" is unknown");
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().code, ErrorCode::ParseError);
    }
    void readsToolsAndDemoMode()
    {
        const QMap<QString, QString> values = ProbeParsers::keyValues(data("tools-bed-server.txt"));
        QCOMPARE(values.value(QStringLiteral("netperf.path")), QStringLiteral("/usr/bin/netperf"));
        QCOMPARE(values.value(QStringLiteral("netperf.demo")), QStringLiteral("yes"));
        QCOMPARE(ProbeParsers::versionNumber(values.value(QStringLiteral("netperf.version"))), QStringLiteral("2.7.0"));
        QCOMPARE(ProbeParsers::versionNumber(values.value(QStringLiteral("ethtool.version"))), QStringLiteral("6.1"));
    }
    void missingToolsHaveEmptyPaths()
    {
        const QMap<QString, QString> values = ProbeParsers::keyValues(data("tools-netperf-missing.txt"));
        QVERIFY(values.contains(QStringLiteral("netperf.path")));
        QVERIFY(values.value(QStringLiteral("netperf.path")).isEmpty());
        QCOMPARE(values.value(QStringLiteral("ethtool.path")), QStringLiteral("/usr/sbin/ethtool"));
    }
    void readsSystemFacts()
    {
        const QMap<QString, QString> values = ProbeParsers::keyValues(data("system-bed-server.txt"));
        QCOMPARE(values.value(QStringLiteral("uid")), QStringLiteral("0"));
        QCOMPARE(values.value(QStringLiteral("os_id")), QStringLiteral("debian"));
        QVERIFY(values.value(QStringLiteral("cpus")).toInt() > 0);
    }
    void installHintsFollowTheDistribution()
    {
        QVERIFY(ProbeParsers::installHint(QStringLiteral("netperf"), QStringLiteral("debian"), {}).contains(QStringLiteral("non-free")));
        QCOMPARE(ProbeParsers::installHint(QStringLiteral("ethtool"), QStringLiteral("ubuntu"), QStringLiteral("debian")),
                 QStringLiteral("apt-get install ethtool"));
        QCOMPARE(ProbeParsers::installHint(QStringLiteral("ethtool"), QStringLiteral("rocky"), QStringLiteral("rhel centos fedora")),
                 QStringLiteral("dnf install ethtool"));
        QVERIFY(ProbeParsers::installHint(QStringLiteral("netserver"), QStringLiteral("arch"), {}).contains(QStringLiteral("--enable-demo")));
    }
};

QTEST_GUILESS_MAIN(TestProbeParsers)
#include "tst_probeparsers.moc"
