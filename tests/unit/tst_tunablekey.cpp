// SPDX-License-Identifier: GPL-3.0-or-later
// Key names, the safety checks on interface and sysctl names, value validation and the
// per-key verification tolerance.
#include "tunables/tunablekey.h"

#include <QTest>

using namespace Tunebench;

class TestTunableKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void interfaceNamesFollowTheAllowlist_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("eth0") << "eth0" << true;
        QTest::newRow("vlan") << "eth0.100" << true;
        QTest::newRow("15 chars") << "abcdefghijklmno" << true;
        QTest::newRow("veth-style") << "tbs-br_1" << true;
        QTest::newRow("injection") << "eth0;touch /tmp/x" << false;
        QTest::newRow("command substitution") << "$(id)" << false;
        QTest::newRow("quote") << "eth0'" << false;
        QTest::newRow("space") << "eth 0" << false;
        QTest::newRow("16 chars") << "abcdefghijklmnop" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("dot") << "." << false;
        QTest::newRow("dotdot") << ".." << false;
        QTest::newRow("slash") << "eth0/x" << false;
        QTest::newRow("peer suffix") << "tbs-br@if2" << false;
    }
    void interfaceNamesFollowTheAllowlist()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        const Status status = TunableCatalog::validateInterfaceName(name);
        QCOMPARE(status.ok(), valid);
        if (!valid)
            QCOMPARE(status.error().code, ErrorCode::InvalidArgument);
    }

    void sysctlNamesMapToPathsBelowProcSys_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path"); // empty: refused
        QTest::newRow("busy_poll") << "net.core.busy_poll" << "net/core/busy_poll";
        QTest::newRow("vlan interface") << "net.ipv4.conf.eth0/100.rp_filter" << "net/ipv4/conf/eth0.100/rp_filter";
        QTest::newRow("freebsd oid") << "dev.em.0.rx_int_delay" << "dev/em/0/rx_int_delay";
        QTest::newRow("parent escape") << "net.core.//.x" << "";
        QTest::newRow("empty component") << "net..core" << "";
        QTest::newRow("shell") << "net.core.x;rm" << "";
        QTest::newRow("no dot") << "somaxconn" << "";
        QTest::newRow("absolute") << "/etc/passwd" << "";
    }
    void sysctlNamesMapToPathsBelowProcSys()
    {
        QFETCH(QString, name);
        QFETCH(QString, path);
        const Status status = TunableCatalog::validateSysctlName(name);
        QCOMPARE(status.ok(), !path.isEmpty());
        if (status.ok()) {
            QCOMPARE(TunableCatalog::sysctlPath(name), path);
            QCOMPARE(TunableCatalog::sysctlNameFromPath(path), name);
        }
    }

    void valuesAreValidatedAndSpelledCanonically_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("canonical"); // empty: refused
        QTest::newRow("on") << "feature.tcp-segmentation-offload" << "on" << "on";
        QTest::newRow("1 is on") << "feature.tcp-segmentation-offload" << "1" << "on";
        QTest::newRow("maybe") << "feature.tcp-segmentation-offload" << "maybe" << "";
        QTest::newRow("usecs") << "coalesce.rx-usecs" << "050" << "50";
        QTest::newRow("negative") << "coalesce.rx-usecs" << "-1" << "";
        QTest::newRow("too big") << "coalesce.rx-usecs" << "4294967296" << "";
        QTest::newRow("adaptive") << "coalesce.adaptive-rx" << "off" << "off";
        QTest::newRow("data split") << "ring.tcp-data-split" << "auto" << "auto";
        QTest::newRow("channels") << "channel.combined" << "4" << "4";
        QTest::newRow("rmem triple") << "sysctl.net.ipv4.tcp_rmem" << "4096  131072\t6291456" << "4096 131072 6291456";
        QTest::newRow("rmem injection") << "sysctl.net.ipv4.tcp_rmem" << "4096 $(reboot)" << "";
        QTest::newRow("congestion control") << "sysctl.net.ipv4.tcp_congestion_control" << "bbr" << "bbr";
        QTest::newRow("unknown sysctl") << "sysctl.net.ipv4.conf.all.rp_filter" << "2" << "2";
        QTest::newRow("unknown sysctl shell") << "sysctl.net.ipv4.conf.all.rp_filter" << "2;reboot" << "";
        QTest::newRow("cpu list") << "irq.24" << "0-3,8" << "0-3,8";
        QTest::newRow("cpu list bad") << "irq.24" << "3-1" << "";
        QTest::newRow("mask grouped") << "rps.rx-0" << "00000000,0000000F" << "f";
        QTest::newRow("mask zero") << "xps.tx-1" << "0" << "0";
        QTest::newRow("mask bad") << "rps.rx-0" << "0xg" << "";
        QTest::newRow("mtu is read-only") << "link.mtu" << "9000" << "";
    }
    void valuesAreValidatedAndSpelledCanonically()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, canonical);
        auto parsed = TunableKey::fromId(key);
        QVERIFY(parsed.ok());
        auto normalized = TunableCatalog::normalizeValue(parsed.value(), value);
        QCOMPARE(normalized.ok(), !canonical.isEmpty());
        if (normalized.ok())
            QCOMPARE(normalized.value(), canonical);
        else
            QCOMPARE(normalized.error().code, ErrorCode::InvalidArgument);
    }

    void canonicalIdsRoundTrip()
    {
        for (const QString &id : {QStringLiteral("coalesce.rx-frames-low"), QStringLiteral("ring.tx"),
                                  QStringLiteral("channel.combined"), QStringLiteral("feature.rx-gro-list"),
                                  QStringLiteral("sysctl.net.core.busy_read"), QStringLiteral("irq.31"),
                                  QStringLiteral("rps.rx-3"), QStringLiteral("xps.tx-0"), QStringLiteral("link.speed")}) {
            auto key = TunableKey::fromId(id);
            QVERIFY2(key.ok(), qPrintable(id));
            QCOMPARE(key->id(), id);
        }
        QVERIFY(!TunableKey::fromId(QStringLiteral("coalesce.rx-frame-low")).ok()); // display name, not a -C name
        QVERIFY(!TunableKey::fromId(QStringLiteral("ring.bogus")).ok());
        QVERIFY(!TunableKey::fromId(QStringLiteral("irq.24;x")).ok());
        QVERIFY(!TunableKey::fromId(QStringLiteral("nocategory")).ok());
        QCOMPARE(TunableKey::fromId(QStringLiteral("sysctl.net.core.somaxconn"))->scope(), Scope::Global);
        QCOMPARE(TunableKey::fromId(QStringLiteral("channel.rx"))->scope(), Scope::Interface);
    }

    void verificationAllowsOnlyDocumentedRounding_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("desired");
        QTest::addColumn<QString>("actual");
        QTest::addColumn<bool>("matches");
        QTest::newRow("ring rounded up to power of two") << "ring.rx" << "1000" << "1024" << true;
        QTest::newRow("ring rounded up to 32") << "ring.tx" << "4000" << "4032" << true;
        QTest::newRow("ring doubled") << "ring.rx" << "1024" << "2048" << false;
        QTest::newRow("ring rounded down") << "ring.rx" << "1000" << "992" << false;
        QTest::newRow("usecs 2us step") << "coalesce.rx-usecs" << "51" << "52" << true;
        QTest::newRow("usecs 10%") << "coalesce.tx-usecs" << "200" << "190" << true;
        QTest::newRow("usecs too far") << "coalesce.rx-usecs" << "50" << "60" << false;
        QTest::newRow("frames exact") << "coalesce.rx-frames" << "32" << "33" << false;
        QTest::newRow("channels exact") << "channel.rx" << "1" << "2" << false;
        QTest::newRow("cpu list as set") << "irq.24" << "0,1" << "0-1" << true;
        QTest::newRow("cpu list differs") << "irq.24" << "0-1" << "0-2" << false;
        QTest::newRow("mask grouping") << "rps.rx-0" << "3" << "00000000,00000003" << true;
        QTest::newRow("sysctl exact") << "sysctl.net.core.somaxconn" << "1024" << "1025" << false;
        QTest::newRow("sysctl vector spacing") << "sysctl.net.ipv4.tcp_rmem" << "1 2 3" << "1\t2\t3" << true;
        QTest::newRow("feature") << "feature.generic-receive-offload" << "on" << "off" << false;
    }
    void verificationAllowsOnlyDocumentedRounding()
    {
        QFETCH(QString, key);
        QFETCH(QString, desired);
        QFETCH(QString, actual);
        QFETCH(bool, matches);
        QCOMPARE(TunableCatalog::matches(TunableKey::fromId(key).value(), desired, actual), matches);
    }

    void planningComparesWithoutTolerance()
    {
        const TunableKey ring = TunableKey::fromId(QStringLiteral("ring.rx")).value();
        QVERIFY(TunableCatalog::matches(ring, QStringLiteral("1000"), QStringLiteral("1024"), true));
        QVERIFY(!TunableCatalog::matches(ring, QStringLiteral("1000"), QStringLiteral("1024"), false));
    }

    void applyOrderPutsStructuralChangesFirst()
    {
        const QList<Category> order = applyOrder();
        QCOMPARE(order.first(), Category::Channels);
        QVERIFY(order.indexOf(Category::Rings) < order.indexOf(Category::Coalescing));
        QVERIFY(order.indexOf(Category::Channels) < order.indexOf(Category::RpsMask));
        QVERIFY(!order.contains(Category::Link));
    }
};

QTEST_GUILESS_MAIN(TestTunableKey)
#include "tst_tunablekey.moc"
