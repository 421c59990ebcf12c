// SPDX-License-Identifier: GPL-3.0-or-later
// ethtool readers on real captures (tests/data/ethtool, ethtool 6.1 on the bed's veth, loopback
// and the build machine's virtio_net NIC) and on >= 6.2 samples derived from them.
#include "capturedoutput.h"
#include "tunables/ethtoolparser.h"

#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestEthtoolParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsVethFeaturesFromEthtool61Text()
    {
        auto parsed = EthtoolParser::features(capturedText(QStringLiteral("ethtool/veth-k.txt")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        QCOMPARE(parsed->values.size(), 63); // 64 lines minus the "Features for eth0:" header
        QCOMPARE(parsed->values.value(QStringLiteral("tcp-segmentation-offload")).value, QStringLiteral("on"));
        QCOMPARE(parsed->values.value(QStringLiteral("generic-receive-offload")).value, QStringLiteral("off"));
        const TunableState lro = parsed->values.value(QStringLiteral("large-receive-offload"));
        QCOMPARE(lro.value, QStringLiteral("off"));
        QVERIFY(lro.fixed);
        QVERIFY(!lro.writable());
        // A tab-indented child feature.
        QVERIFY(parsed->values.value(QStringLiteral("tx-checksum-ipv4")).fixed);
        QCOMPARE(parsed->values.value(QStringLiteral("tx-tcp-segmentation")).value, QStringLiteral("on"));
    }

    void readsRequestedStateOfFeatures()
    {
        auto parsed = EthtoolParser::features(capturedText(QStringLiteral("ethtool/veth-k-tx-off.txt")));
        QVERIFY(parsed.ok());
        const TunableState tso = parsed->values.value(QStringLiteral("tx-tcp-segmentation"));
        QCOMPARE(tso.value, QStringLiteral("off"));
        QCOMPARE(tso.requested, QStringLiteral("on"));
        QVERIFY(!tso.fixed);
    }

    void featuresJsonAgreesWithText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("json");
        QTest::newRow("veth") << "ethtool/veth-k.txt" << "ethtool/veth-k.json";
        QTest::newRow("veth tx off") << "ethtool/veth-k-tx-off.txt" << "ethtool/veth-k-tx-off.json";
        QTest::newRow("loopback") << "ethtool/lo-k.txt" << "ethtool/lo-k.json";
    }
    void featuresJsonAgreesWithText()
    {
        QFETCH(QString, text);
        QFETCH(QString, json);
        auto fromText = EthtoolParser::features(capturedText(text));
        auto fromJson = EthtoolParser::featuresJson(capturedOutput(json));
        QVERIFY(fromText.ok());
        QVERIFY(fromJson.ok());
        QCOMPARE(fromJson->values.keys(), fromText->values.keys());
        for (auto it = fromText->values.cbegin(); it != fromText->values.cend(); ++it) {
            const TunableState other = fromJson->values.value(it.key());
            QVERIFY2(other == it.value() && other.requested == it.value().requested, qPrintable(it.key()));
        }
    }

    void readsCoalescingInBothTextGenerations_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("6.1 space") << "ethtool/virtio-c.txt";
        QTest::newRow(">=6.2 tab (derived)") << "ethtool/virtio-c-6.2-derived.txt";
    }
    void readsCoalescingInBothTextGenerations()
    {
        QFETCH(QString, file);
        auto parsed = EthtoolParser::coalescing(capturedText(file));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->values.value(QStringLiteral("rx-usecs")).value, QStringLiteral("0"));
        QCOMPARE(parsed->values.value(QStringLiteral("rx-frames")).value, QStringLiteral("1"));
        QCOMPARE(parsed->values.value(QStringLiteral("tx-frames")).value, QStringLiteral("1"));
        QCOMPARE(parsed->values.value(QStringLiteral("adaptive-rx")).value, QStringLiteral("off"));
        QVERIFY(!parsed->values.value(QStringLiteral("adaptive-tx")).supported);
        QVERIFY(!parsed->values.value(QStringLiteral("rx-usecs-irq")).supported);
        QCOMPARE(parsed->values.value(QStringLiteral("rx-usecs-irq")).reason, QStringLiteral("n/a"));
        QVERIFY(parsed->values.contains(QStringLiteral("cqe-mode-rx")));
        QCOMPARE(parsed->values.size(), 24);
    }

    void coalescingUsesTheSetNamesNotTheDisplayNames()
    {
        // -c prints rx-frame-low; -C only accepts rx-frames-low.
        auto parsed = EthtoolParser::coalescing(capturedText(QStringLiteral("ethtool/virtio-c.txt")));
        QVERIFY(parsed.ok());
        for (const QString &name : {QStringLiteral("rx-frames-low"), QStringLiteral("tx-frames-low"),
                                    QStringLiteral("rx-frames-high"), QStringLiteral("tx-frames-high")})
            QVERIFY2(parsed->values.contains(name), qPrintable(name));
        for (const QString &name : {QStringLiteral("rx-frame-low"), QStringLiteral("rx-frame-high")})
            QVERIFY2(!parsed->values.contains(name), qPrintable(name));
        for (const QString &name : parsed->values.keys())
            QVERIFY2(TunableCatalog::coalescingParameters().contains(name), qPrintable(name));
    }

    void readsRingsFromTextAndJson_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("json");
        QTest::newRow("6.1 text") << "ethtool/virtio-g.txt" << false;
        QTest::newRow("later text, three tabs (derived)") << "ethtool/virtio-g-later-derived.txt" << false;
        QTest::newRow(">=6.2 json (derived)") << "ethtool/virtio-g-6.2-derived.json" << true;
    }
    void readsRingsFromTextAndJson()
    {
        QFETCH(QString, file);
        QFETCH(bool, json);
        auto parsed = json ? EthtoolParser::ringsJson(capturedOutput(file)) : EthtoolParser::rings(capturedText(file));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->limits.value(QStringLiteral("rx")), 256);
        QCOMPARE(parsed->limits.value(QStringLiteral("tx")), 256);
        QVERIFY(!parsed->limits.contains(QStringLiteral("rx-mini")));
        QCOMPARE(parsed->values.value(QStringLiteral("rx")).value, QStringLiteral("256"));
        QCOMPARE(parsed->values.value(QStringLiteral("tx")).value, QStringLiteral("256"));
        QCOMPARE(parsed->values.value(QStringLiteral("tx-push")).value, QStringLiteral("off"));
        QVERIFY(!parsed->values.value(QStringLiteral("rx-mini")).supported);
        QVERIFY(!parsed->values.value(QStringLiteral("tcp-data-split")).supported);
        QVERIFY(!parsed->values.value(QStringLiteral("rx-buf-len")).supported);
    }

    void readsChannelsAndTheirMaximums()
    {
        auto veth = EthtoolParser::channels(capturedText(QStringLiteral("ethtool/veth-l.txt")));
        QVERIFY(veth.ok());
        QCOMPARE(veth->limits.value(QStringLiteral("rx")), 2);
        QCOMPARE(veth->values.value(QStringLiteral("rx")).value, QStringLiteral("2"));
        QCOMPARE(veth->values.value(QStringLiteral("tx")).value, QStringLiteral("2"));
        QVERIFY(!veth->values.value(QStringLiteral("combined")).supported);
        QVERIFY(!veth->limits.contains(QStringLiteral("combined")));
        auto virtio = EthtoolParser::channels(capturedText(QStringLiteral("ethtool/virtio-l.txt")));
        QVERIFY(virtio.ok());
        QCOMPARE(virtio->values.value(QStringLiteral("combined")).value, QStringLiteral("1"));
        QVERIFY(!virtio->values.value(QStringLiteral("rx")).supported);
    }

    void readsDriverInformation()
    {
        auto veth = EthtoolParser::driverInfo(capturedText(QStringLiteral("ethtool/veth-i.txt")));
        QVERIFY(veth.ok());
        QCOMPARE(veth->driver, QStringLiteral("veth"));
        QCOMPARE(veth->version, QStringLiteral("1.0"));
        QVERIFY(veth->firmware.isEmpty());
        auto virtio = EthtoolParser::driverInfo(capturedText(QStringLiteral("ethtool/virtio-i.txt")));
        QVERIFY(virtio.ok());
        QCOMPARE(virtio->driver, QStringLiteral("virtio_net"));
        QCOMPARE(virtio->busInfo, QStringLiteral("0000:00:03.0"));
        QVERIFY(!EthtoolParser::driverInfo(capturedText(QStringLiteral("ethtool/lo-i-unsupported.txt"))).ok());
    }

    void tellsUnsupportedFromOtherFailures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("unsupported");
        QTest::addColumn<QString>("message");
        QTest::newRow("veth -c") << "ethtool/veth-c-unsupported.txt" << true << "Operation not supported";
        QTest::newRow("veth -g") << "ethtool/veth-g-unsupported.txt" << true << "Operation not supported";
        QTest::newRow("veth -C") << "ethtool/veth-set-C-unsupported.txt" << true << "Operation not supported";
        QTest::newRow("lo -l") << "ethtool/lo-l-unsupported.txt" << true << "Operation not supported";
        QTest::newRow("lo -i") << "ethtool/lo-i-unsupported.txt" << true
                               << "Cannot get driver information: Operation not supported";
        QTest::newRow("veth -L beyond max") << "ethtool/veth-set-L-exceeds-max.txt" << false
                                            << "requested channel count exceeds maximum (offset 36); Invalid argument";
    }
    void tellsUnsupportedFromOtherFailures()
    {
        QFETCH(QString, file);
        QFETCH(bool, unsupported);
        QFETCH(QString, message);
        const QString output = capturedText(file);
        QCOMPARE(EthtoolParser::isUnsupported(output), unsupported);
        QCOMPARE(EthtoolParser::errorText(output), message);
    }

    void rejectsOutputOfTheWrongCommand()
    {
        const QString channels = capturedText(QStringLiteral("ethtool/veth-l.txt"));
        QCOMPARE(EthtoolParser::coalescing(channels).error().code, ErrorCode::ParseError);
        QCOMPARE(EthtoolParser::features(channels).error().code, ErrorCode::ParseError);
        QCOMPARE(EthtoolParser::rings(channels).error().code, ErrorCode::ParseError);
        QCOMPARE(EthtoolParser::featuresJson("ethtool: bad command line argument(s)").error().code,
                 ErrorCode::ParseError);
    }
};

QTEST_GUILESS_MAIN(TestEthtoolParser)
#include "tst_ethtoolparser.moc"
