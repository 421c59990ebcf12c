// SPDX-License-Identifier: GPL-3.0-or-later
// The Linux provider: name resolution, the read round's argv and its parsing (fed with the
// captured ethtool outputs in the marker protocol), and the write commands.
#include "capturedoutput.h"
#include "tunables/linuxprovider.h"
#include "tunables/scriptsections.h"

#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

// What the read script prints on the bed's server for "eth0", made of the real captures.
QByteArray vethRound(const QStringList &sysctlPaths)
{
    QByteArray out = scriptSection(QStringLiteral("kernel"), "Linux 6.18.44-fc-v657 #1 SMP PREEMPT_DYNAMIC", 0);
    out += scriptSection(QStringLiteral("ethtool-version"), "ethtool version 6.1", 0);
    out += scriptSection(QStringLiteral("interfaces"), "eth0\nlo", 0);
    out += scriptSection(QStringLiteral("driver"), capturedOutput(QStringLiteral("ethtool/veth-i.txt")), 0);
    out += scriptSection(QStringLiteral("features-json"), capturedOutput(QStringLiteral("ethtool/veth-k.json")), 0);
    out += scriptSection(QStringLiteral("coalesce"), capturedOutput(QStringLiteral("ethtool/veth-c-unsupported.txt")), 1);
    out += scriptSection(QStringLiteral("rings"), capturedOutput(QStringLiteral("ethtool/veth-g-unsupported.txt")), 1);
    out += scriptSection(QStringLiteral("channels"), capturedOutput(QStringLiteral("ethtool/veth-l.txt")), 0);
    out += scriptSection(QStringLiteral("link"), "mtu 1500\nspeed 10000\noperstate up", 0);
    out += scriptSection(QStringLiteral("irqs"), "", 0);
    out += scriptSection(QStringLiteral("queues"), "rx-0 0\nrx-1 0\ntx-0 0\ntx-1 !", 0);
    QByteArray values;
    QByteArray modes;
    for (const QString &path : sysctlPaths) {
        const QByteArray p = path.toUtf8();
        if (path == QLatin1String("net/core/busy_poll") || path == QLatin1String("net/core/busy_read")) {
            values += "grep: " + p + ": No such file or directory\n";
            continue;
        }
        if (path == QLatin1String("net/core/rmem_max"))
            values += p + ":4194304\n", modes += "444 " + p + '\n';
        else if (path == QLatin1String("net/ipv4/tcp_rmem"))
            values += p + ":4096\t131072\t6291456\n", modes += "644 " + p + '\n';
        else
            values += p + ":1\n", modes += "644 " + p + '\n';
    }
    out += scriptSection(QStringLiteral("sysctls"), values, 2);
    return out + scriptSection(QStringLiteral("modes"), modes, 0);
}

QStringList resolvedIds(const LinuxProvider &provider, const QString &text)
{
    auto keys = provider.resolveKey(text);
    if (!keys)
        return {QStringLiteral("error: ") + keys.error().message};
    QStringList ids;
    for (const TunableKey &key : keys.value())
        ids << key.id();
    return ids;
}

} // namespace

class TestLinuxProvider : public QObject
{
    Q_OBJECT
    LinuxProvider m_provider;

private Q_SLOTS:
    void resolvesWhatUsersType_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("id");
        QTest::newRow("short feature") << "tso" << "feature.tcp-segmentation-offload";
        QTest::newRow("long feature") << "generic-receive-offload" << "feature.generic-receive-offload";
        QTest::newRow("prefixed short feature") << "feature.gro" << "feature.generic-receive-offload";
        QTest::newRow("kernel feature name") << "rx-gro-list" << "feature.rx-gro-list";
        QTest::newRow("coalescing") << "rx-usecs" << "coalesce.rx-usecs";
        QTest::newRow("display-name trap") << "rx-frame-low" << "coalesce.rx-frames-low";
        QTest::newRow("channels only") << "combined" << "channel.combined";
        QTest::newRow("ring only") << "rx-jumbo" << "ring.rx-jumbo";
        QTest::newRow("prefixed channel") << "channel.rx" << "channel.rx";
        QTest::newRow("prefixed ring") << "ring.tx" << "ring.tx";
        QTest::newRow("sysctl") << "net.core.busy_poll" << "sysctl.net.core.busy_poll";
        QTest::newRow("prefixed sysctl") << "sysctl.net.core.busy_read" << "sysctl.net.core.busy_read";
        QTest::newRow("irq") << "irq.25" << "irq.25";
        QTest::newRow("rps") << "rps.rx-1" << "rps.rx-1";
    }
    void resolvesWhatUsersType()
    {
        QFETCH(QString, typed);
        QFETCH(QString, id);
        QCOMPARE(resolvedIds(m_provider, typed), QStringList{id});
    }

    void refusesAmbiguousAndMalformedKeys()
    {
        for (const QString &typed : {QStringLiteral("rx"), QStringLiteral("tx")}) {
            auto keys = m_provider.resolveKey(typed);
            QVERIFY(!keys.ok());
            QVERIFY2(keys.error().message.contains(QLatin1String("channel.") + typed), qPrintable(keys.error().message));
        }
        QVERIFY(!m_provider.resolveKey(QStringLiteral("coalesce.rx-usec")).ok());
        QVERIFY(!m_provider.resolveKey(QStringLiteral("TSO;reboot")).ok());
        QVERIFY(!m_provider.resolveKey(QStringLiteral("net.core..x")).ok());
    }

    void readRoundPassesNamesAsArgumentsNotAsScript()
    {
        const CommandSpec spec = m_provider.readCommand(ReadRequest{QStringLiteral("eth0"), {QStringLiteral("net.ipv4.conf.all.rp_filter")}});
        QCOMPARE(spec.argv.mid(0, 2), (QStringList{QStringLiteral("sh"), QStringLiteral("-c")}));
        QCOMPARE(spec.argv.at(2), LinuxProvider::readScript());
        QVERIFY(!spec.argv.at(2).contains(QLatin1String("eth0")));
        QCOMPARE(spec.argv.at(4), QStringLiteral("eth0"));
        QVERIFY(spec.argv.contains(QStringLiteral("net/core/busy_poll")));
        QVERIFY(spec.argv.contains(QStringLiteral("net/ipv4/conf/all/rp_filter")));
        QVERIFY(!spec.needsRoot);
    }

    void readsTheCapturedVethRound()
    {
        const ReadRequest request{QStringLiteral("eth0"), {}};
        const CommandSpec spec = m_provider.readCommand(request);
        auto snapshot = m_provider.parseRead(request, vethRound(spec.argv.mid(5)));
        QVERIFY2(snapshot.ok(), qPrintable(snapshot.ok() ? QString() : snapshot.error().toString()));
        QCOMPARE(snapshot->platform, QStringLiteral("linux"));
        QCOMPARE(snapshot->driver.driver, QStringLiteral("veth"));
        QCOMPARE(snapshot->toolVersion, QStringLiteral("ethtool version 6.1"));
        QVERIFY(snapshot->kernel.startsWith(QLatin1String("Linux 6.18.44")));
        QCOMPARE(snapshot->interfaces, (QStringList{QStringLiteral("eth0"), QStringLiteral("lo")}));
        QCOMPARE(snapshot->values.value(QStringLiteral("feature.tcp-segmentation-offload")).value, QStringLiteral("on"));
        QVERIFY(snapshot->values.value(QStringLiteral("feature.large-receive-offload")).fixed);
        QCOMPARE(snapshot->values.value(QStringLiteral("channel.rx")).value, QStringLiteral("2"));
        QCOMPARE(snapshot->limits.value(QStringLiteral("channel.tx")), 2);
        QCOMPARE(snapshot->unsupportedCategories.value(QStringLiteral("coalesce")), QStringLiteral("Operation not supported"));
        QCOMPARE(snapshot->unsupportedCategories.value(QStringLiteral("ring")), QStringLiteral("Operation not supported"));
        QCOMPARE(snapshot->values.value(QStringLiteral("link.mtu")).value, QStringLiteral("1500"));
        QCOMPARE(snapshot->values.value(QStringLiteral("rps.rx-1")).value, QStringLiteral("0"));
        QVERIFY(!snapshot->values.value(QStringLiteral("xps.tx-1")).supported);
        const TunableState busyPoll = snapshot->values.value(QStringLiteral("sysctl.net.core.busy_poll"));
        QVERIFY(!busyPoll.supported);
        QCOMPARE(busyPoll.reason, QStringLiteral("absent on this host"));
        const TunableState rmemMax = snapshot->values.value(QStringLiteral("sysctl.net.core.rmem_max"));
        QVERIFY(!rmemMax.supported);
        QCOMPARE(rmemMax.value, QStringLiteral("4194304"));
        QCOMPARE(snapshot->values.value(QStringLiteral("sysctl.net.ipv4.tcp_rmem")).value,
                 QStringLiteral("4096 131072 6291456"));
    }

    void missingInterfaceIsNotFound()
    {
        const ReadRequest request{QStringLiteral("eth9"), {}};
        QByteArray out = scriptSection(QStringLiteral("interfaces"), "eth0\nlo", 0);
        auto snapshot = m_provider.parseRead(request, out);
        QVERIFY(!snapshot.ok());
        QCOMPARE(snapshot.error().code, ErrorCode::NotFound);
        QVERIFY(snapshot.error().message.contains(QLatin1String("eth0, lo")));
    }

    void cutOutputIsAConnectionLoss()
    {
        const ReadRequest request{QStringLiteral("eth0"), {}};
        QByteArray out = vethRound({});
        out.truncate(out.indexOf("@@tb-end channels"));
        auto snapshot = m_provider.parseRead(request, out);
        QVERIFY(!snapshot.ok());
        QCOMPARE(snapshot.error().code, ErrorCode::ConnectionLost);
    }

    void writeStepsAreGroupedInApplyOrder()
    {
        const auto key = [](const char *id) { return TunableKey::fromId(QString::fromLatin1(id)).value(); };
        const QList<KeyValue> values = {
            {key("sysctl.net.core.somaxconn"), QStringLiteral("1024")},
            {key("feature.tcp-segmentation-offload"), QStringLiteral("off")},
            {key("coalesce.rx-usecs"), QStringLiteral("50")},
            {key("channel.rx"), QStringLiteral("1")},
            {key("feature.generic-receive-offload"), QStringLiteral("on")},
            {key("rps.rx-0"), QStringLiteral("3")},
            {key("channel.tx"), QStringLiteral("1")},
        };
        const QList<CommandStep> steps = m_provider.writeSteps(QStringLiteral("eth0"), values);
        QStringList lines;
        for (const CommandStep &step : steps) {
            lines << step.display();
            QVERIFY(step.spec.needsRoot);
        }
        QCOMPARE(lines, (QStringList{
                            QStringLiteral("ethtool -L eth0 rx 1 tx 1"),
                            QStringLiteral("ethtool -K eth0 tcp-segmentation-offload off generic-receive-offload on"),
                            QStringLiteral("ethtool -C eth0 rx-usecs 50"),
                            QStringLiteral("sh -c 'printf \"%s\\n\" \"$1\" > \"$2\"' tunebench-write 3 "
                                           "/sys/class/net/eth0/queues/rx-0/rps_cpus"),
                            QStringLiteral("sysctl -w net.core.somaxconn=1024"),
                        }));
        QVERIFY(steps.at(2).successCodes.contains(80)); // -C: "no coalesce parameters changed"
        QCOMPARE(steps.at(1).keys.size(), 2);
    }

    void sectionsKeepEachCommandsExitCode()
    {
        const QByteArray out = scriptSection(QStringLiteral("sysctl net/core/x"), "no", 2)
            + scriptSection(QStringLiteral("channels"), "a\nb", 0);
        auto sections = ScriptSections::parse(out);
        QVERIFY(sections.ok());
        QCOMPARE(sections->size(), 2);
        QCOMPARE(sections->find(QStringLiteral("sysctl net/core/x"))->exitCode, 2);
        QCOMPARE(sections->find(QStringLiteral("channels"))->text, QStringLiteral("a\nb"));
        QVERIFY(!ScriptSections::parse("@@tb-begin a\n@@tb-end b 0\n").ok());
    }
};

QTEST_GUILESS_MAIN(TestLinuxProvider)
#include "tst_linuxprovider.moc"
