// SPDX-License-Identifier: GPL-3.0-or-later
// The outputs of real NIC drivers (tests/data/ethtool/drivers): each parses with nothing left
// unread, the derived ones follow ethtool's format strings (the derivation reproduces real
// captures byte for byte), text and JSON agree, the 6.1 and 6.14 forms agree, and changed
// formats are reported line by line instead of being guessed at.
#include "capturedoutput.h"
#include "tunables/ethtoolparser.h"

#include <QDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

const QStringList &drivers()
{
    static const QStringList names = {QStringLiteral("mlx4_en"),  QStringLiteral("mlx5_core"), QStringLiteral("ixgbe"),
                                      QStringLiteral("i40e"),     QStringLiteral("ice"),       QStringLiteral("bnxt_en"),
                                      QStringLiteral("e1000e"),   QStringLiteral("virtio_net"), QStringLiteral("ena")};
    return names;
}

QString driverFile(const QString &name)
{
    return QStringLiteral("ethtool/drivers/") + name;
}

// The coalescing parameters each driver's supported_coalesce_params allows (the rest are n/a).
QStringList supportedCoalescing(const QString &driver)
{
    static const QMap<QString, QStringList> table = {
        {QStringLiteral("mlx5_core"),
         {"adaptive-rx", "adaptive-tx", "rx-usecs", "rx-frames", "tx-usecs", "tx-frames", "cqe-mode-rx", "cqe-mode-tx"}},
        {QStringLiteral("mlx4_en"),
         {"adaptive-rx", "sample-interval", "pkt-rate-low", "pkt-rate-high", "rx-usecs", "rx-frames", "tx-usecs",
          "tx-frames", "tx-frames-irq", "rx-usecs-low", "rx-usecs-high"}},
        {QStringLiteral("ixgbe"), {"rx-usecs", "tx-usecs", "tx-frames-irq"}},
        {QStringLiteral("i40e"),
         {"adaptive-rx", "adaptive-tx", "rx-usecs", "rx-frames-irq", "tx-usecs", "tx-frames-irq", "rx-usecs-high",
          "tx-usecs-high"}},
        {QStringLiteral("ice"), {"adaptive-rx", "adaptive-tx", "rx-usecs", "tx-usecs", "rx-usecs-high"}},
        {QStringLiteral("bnxt_en"),
         {"adaptive-rx", "stats-block-usecs", "rx-usecs", "rx-frames", "rx-usecs-irq", "rx-frames-irq", "tx-usecs",
          "tx-frames", "tx-usecs-irq", "tx-frames-irq", "cqe-mode-rx", "cqe-mode-tx"}},
        {QStringLiteral("e1000e"), {"rx-usecs"}},
        {QStringLiteral("virtio_net"), {"adaptive-rx", "rx-usecs", "rx-frames", "tx-usecs", "tx-frames"}},
        {QStringLiteral("ena"), {"adaptive-rx", "rx-usecs", "tx-usecs"}},
    };
    return table.value(driver);
}

QStringList supportedNames(const ParsedCategory &parsed)
{
    QStringList names;
    for (auto it = parsed.values.cbegin(); it != parsed.values.cend(); ++it) {
        if (it->supported)
            names << it.key();
    }
    names.sort();
    return names;
}

QString replaced(QString text, const QString &from, const QString &to)
{
    return text.replace(from, to);
}

} // namespace

class TestDriverCaptures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void derivationReproducesRealCaptures_data()
    {
        QTest::addColumn<QString>("derived");
        QTest::addColumn<QString>("captured");
        QTest::newRow("virtio -c, 6.1") << "virtio-c.txt" << "ethtool/virtio-c.txt";
        QTest::newRow("virtio -g, 6.1") << "virtio-g.txt" << "ethtool/virtio-g.txt";
        QTest::newRow("virtio -l") << "virtio-l.txt" << "ethtool/virtio-l.txt";
        QTest::newRow("veth -k text") << "veth-k.txt" << "ethtool/veth-k.txt";
        QTest::newRow("veth -k JSON") << "veth-k.json" << "ethtool/veth-k.json";
        QTest::newRow("virtio -c, 6.10 (VyOS)") << "virtio_net-c-6.10-vyos4919.txt"
                                                << "ethtool/drivers/virtio_net-c-6.10-vyos4919.txt";
        QTest::newRow("-c, 6.2 (tuned #726)") << "tuned726-c-6.2.txt" << "ethtool/drivers/tuned726-c-6.2.txt";
    }
    void derivationReproducesRealCaptures()
    {
        QFETCH(QString, derived);
        QFETCH(QString, captured);
        QCOMPARE(capturedOutput(driverFile(QStringLiteral("formatcheck/") + derived)), capturedOutput(captured));
    }

    void everyDriversCoalescingParsesInBothForms_data()
    {
        QTest::addColumn<QString>("driver");
        for (const QString &driver : drivers())
            QTest::newRow(qPrintable(driver)) << driver;
    }
    void everyDriversCoalescingParsesInBothForms()
    {
        QFETCH(QString, driver);
        auto old = EthtoolParser::coalescing(capturedText(driverFile(driver + QStringLiteral("-c-6.1-derived.txt"))));
        auto later = EthtoolParser::coalescing(capturedText(driverFile(driver + QStringLiteral("-c-6.14-derived.txt"))));
        auto json = EthtoolParser::coalescingJson(capturedOutput(driverFile(driver + QStringLiteral("-c-6.14-derived.json"))));
        QVERIFY2(old.ok() && later.ok() && json.ok(), qPrintable(driver));
        QVERIFY2(old->unrecognised.isEmpty(), qPrintable(old->unrecognised.join(QLatin1Char('\n'))));
        QVERIFY2(later->unrecognised.isEmpty(), qPrintable(later->unrecognised.join(QLatin1Char('\n'))));
        QVERIFY2(json->unrecognised.isEmpty(), qPrintable(json->unrecognised.join(QLatin1Char('\n'))));
        QStringList expected = supportedCoalescing(driver);
        expected.sort();
        QCOMPARE(supportedNames(*old), expected);
        QCOMPARE(supportedNames(*later), expected);
        QCOMPARE(supportedNames(*json), expected);
        for (const QString &name : expected) {
            QCOMPARE(later->values.value(name).value, old->values.value(name).value);
            QCOMPARE(json->values.value(name).value, old->values.value(name).value);
        }
        // 6.1 has no tx-aggr lines; 6.14 prints them as n/a for all nine.
        QVERIFY(!old->values.contains(QStringLiteral("tx-aggr-max-bytes")));
        QCOMPARE(later->values.value(QStringLiteral("tx-aggr-time-usecs")).reason, QStringLiteral("n/a"));
    }

    void readsWhatEachDriverReports()
    {
        auto mlx5 = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("mlx5_core-c-6.1-derived.txt"))));
        QVERIFY(mlx5.ok());
        QCOMPARE(mlx5->values.value(QStringLiteral("adaptive-rx")).value, QStringLiteral("on"));
        QCOMPARE(mlx5->values.value(QStringLiteral("adaptive-tx")).value, QStringLiteral("on"));
        QCOMPARE(mlx5->values.value(QStringLiteral("cqe-mode-rx")).value, QStringLiteral("on"));
        QCOMPARE(mlx5->values.value(QStringLiteral("cqe-mode-tx")).value, QStringLiteral("off"));
        QCOMPARE(mlx5->values.value(QStringLiteral("rx-frames")).value, QStringLiteral("128"));
        auto bnxt = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("bnxt_en-c-6.14-derived.txt"))));
        QVERIFY(bnxt.ok());
        QCOMPARE(bnxt->values.value(QStringLiteral("adaptive-rx")).value, QStringLiteral("on"));
        QVERIFY(!bnxt->values.value(QStringLiteral("adaptive-tx")).supported); // "Adaptive RX: on  TX: n/a"
        QCOMPARE(bnxt->values.value(QStringLiteral("stats-block-usecs")).value, QStringLiteral("1000000"));
        auto i40e = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("i40e-c-6.1-derived.txt"))));
        QVERIFY(i40e.ok());
        QCOMPARE(i40e->values.value(QStringLiteral("rx-usecs-high")).value, QStringLiteral("0"));
        QCOMPARE(i40e->values.value(QStringLiteral("tx-usecs-high")).value, QStringLiteral("0"));
        QVERIFY(!i40e->values.value(QStringLiteral("rx-frames")).supported);
        auto ice = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("ice-c-6.14-derived.txt"))));
        QVERIFY(ice.ok());
        QCOMPARE(ice->values.value(QStringLiteral("rx-usecs-high")).value, QStringLiteral("0"));
        QVERIFY(!ice->values.value(QStringLiteral("tx-usecs-high")).supported);
        auto mlx4 = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("mlx4_en-c-6.1-derived.txt"))));
        QVERIFY(mlx4.ok());
        QCOMPARE(mlx4->values.value(QStringLiteral("pkt-rate-high")).value, QStringLiteral("450000"));
        QCOMPARE(mlx4->values.value(QStringLiteral("rx-usecs-high")).value, QStringLiteral("128"));
        QVERIFY(!mlx4->values.value(QStringLiteral("cqe-mode-rx")).supported);
    }

    void everyDriversRingsChannelsDriverAndFeaturesParse_data()
    {
        QTest::addColumn<QString>("driver");
        for (const QString &driver : drivers())
            QTest::newRow(qPrintable(driver)) << driver;
    }
    void everyDriversRingsChannelsDriverAndFeaturesParse()
    {
        QFETCH(QString, driver);
        auto old = EthtoolParser::rings(capturedText(driverFile(driver + QStringLiteral("-g-6.1-derived.txt"))));
        auto later = EthtoolParser::rings(capturedText(driverFile(driver + QStringLiteral("-g-6.14-derived.txt"))));
        auto json = EthtoolParser::ringsJson(capturedOutput(driverFile(driver + QStringLiteral("-g-6.14-derived.json"))));
        QVERIFY(old.ok() && later.ok() && json.ok());
        QVERIFY2(old->unrecognised.isEmpty() && later->unrecognised.isEmpty() && json->unrecognised.isEmpty(),
                 qPrintable((old->unrecognised + later->unrecognised + json->unrecognised).join(QLatin1Char('\n'))));
        QVERIFY(old->limits.value(QStringLiteral("rx")) > 0);
        QCOMPARE(later->limits, json->limits);
        for (const QString &name : {QStringLiteral("rx"), QStringLiteral("tx"), QStringLiteral("tx-push"),
                                    QStringLiteral("rx-push"), QStringLiteral("tx-push-buf-len")})
            QCOMPARE(json->values.value(name).value, later->values.value(name).value);
        // RX Push and TX push buff len exist only in the later form.
        QVERIFY(!old->values.contains(QStringLiteral("rx-push")));
        QVERIFY(later->values.contains(QStringLiteral("rx-push")));

        auto info6 = EthtoolParser::driverInfo(capturedText(driverFile(driver + QStringLiteral("-i-6.1-derived.txt"))));
        auto info14 = EthtoolParser::driverInfo(capturedText(driverFile(driver + QStringLiteral("-i-6.14-derived.txt"))));
        QVERIFY(info6.ok() && info14.ok());
        QCOMPARE(info6->driver, driver);
        QCOMPARE(info14->busInfo, info6->busInfo);

        if (driver == QLatin1String("e1000e")) {
            const QString refused = capturedText(driverFile(QStringLiteral("e1000e-l-unsupported-derived.txt")));
            QVERIFY(EthtoolParser::isUnsupported(refused));
        } else {
            auto channels = EthtoolParser::channels(capturedText(driverFile(driver + QStringLiteral("-l-derived.txt"))));
            QVERIFY(channels.ok());
            QVERIFY(channels->unrecognised.isEmpty());
            QVERIFY(!channels->values.isEmpty());
        }
        if (driver != QLatin1String("virtio_net")) {
            auto text = EthtoolParser::features(capturedText(driverFile(driver + QStringLiteral("-k-derived.txt"))));
            auto fromJson = EthtoolParser::featuresJson(capturedOutput(driverFile(driver + QStringLiteral("-k-derived.json"))));
            QVERIFY(text.ok() && fromJson.ok());
            QVERIFY(text->unrecognised.isEmpty() && fromJson->unrecognised.isEmpty());
            QCOMPARE(fromJson->values.keys(), text->values.keys());
            for (auto it = text->values.cbegin(); it != text->values.cend(); ++it)
                QVERIFY2(fromJson->values.value(it.key()) == it.value(), qPrintable(it.key()));
        }
    }

    void readsZeroChannelsApartFromNotAvailable()
    {
        // ice: RX/TX have maximums, so their current 0 is a value, not n/a; "Other" is 1.
        auto ice = EthtoolParser::channels(capturedText(driverFile(QStringLiteral("ice-l-derived.txt"))));
        QVERIFY(ice.ok());
        QCOMPARE(ice->values.value(QStringLiteral("rx")).value, QStringLiteral("0"));
        QVERIFY(ice->values.value(QStringLiteral("rx")).supported);
        QCOMPARE(ice->limits.value(QStringLiteral("combined")), 64);
        auto mlx4 = EthtoolParser::channels(capturedText(driverFile(QStringLiteral("mlx4_en-l-derived.txt"))));
        QVERIFY(mlx4.ok());
        QVERIFY(!mlx4->values.value(QStringLiteral("combined")).supported);
        QCOMPARE(mlx4->values.value(QStringLiteral("rx")).value, QStringLiteral("16"));
    }

    void readsTxPushAndItsBufferLengthOfLaterKernels()
    {
        auto ena = EthtoolParser::rings(capturedText(driverFile(QStringLiteral("ena-g-6.14-derived.txt"))));
        QVERIFY(ena.ok());
        QCOMPARE(ena->values.value(QStringLiteral("tx-push")).value, QStringLiteral("on"));
        QCOMPARE(ena->values.value(QStringLiteral("tx-push-buf-len")).value, QStringLiteral("96"));
        QCOMPARE(ena->limits.value(QStringLiteral("tx-push-buf-len")), 224);
        auto json = EthtoolParser::ringsJson(capturedOutput(driverFile(QStringLiteral("ena-g-6.14-derived.json"))));
        QVERIFY(json.ok());
        QCOMPARE(json->limits.value(QStringLiteral("tx-push-buf-len")), 224);
    }

    void readsTheHeaderDataSplitThreshold()
    {
        auto bnxt = EthtoolParser::rings(capturedText(driverFile(QStringLiteral("bnxt_en-g-hds-derived.txt"))));
        QVERIFY(bnxt.ok());
        QVERIFY(bnxt->unrecognised.isEmpty());
        QCOMPARE(bnxt->values.value(QStringLiteral("hds-thresh")).value, QStringLiteral("256"));
        QCOMPARE(bnxt->limits.value(QStringLiteral("hds-thresh")), 1023);
        QCOMPARE(bnxt->values.value(QStringLiteral("tcp-data-split")).value, QStringLiteral("on"));
        QCOMPARE(bnxt->values.value(QStringLiteral("rx-jumbo")).value, QStringLiteral("2044"));
    }

    void readsTheColonlessTxAggrLineOfEthtool63To68()
    {
        auto ixgbe = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("ixgbe-c-6.7-derived.txt"))));
        QVERIFY(ixgbe.ok());
        QVERIFY2(ixgbe->unrecognised.isEmpty(), qPrintable(ixgbe->unrecognised.join(QLatin1Char('\n'))));
        QCOMPARE(ixgbe->values.value(QStringLiteral("tx-aggr-time-usecs")).reason, QStringLiteral("n/a"));
        QCOMPARE(ixgbe->values.value(QStringLiteral("rx-usecs")).value, QStringLiteral("1"));
    }

    void readsTheOldIoctlForm()
    {
        auto mlx4 = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("mlx4_en-c-ioctl-sockperf21.txt"))));
        QVERIFY(mlx4.ok());
        QVERIFY(mlx4->unrecognised.isEmpty());
        QCOMPARE(mlx4->values.value(QStringLiteral("adaptive-rx")).value, QStringLiteral("on"));
        QCOMPARE(mlx4->values.value(QStringLiteral("adaptive-tx")).value, QStringLiteral("off"));
        QCOMPARE(mlx4->values.value(QStringLiteral("rx-frames")).value, QStringLiteral("88"));
        QCOMPARE(mlx4->values.value(QStringLiteral("rx-usecs-high")).value, QStringLiteral("128"));
        QVERIFY(!mlx4->values.contains(QStringLiteral("cqe-mode-rx"))); // the ioctl form has no CQE line
        auto ixgbevf = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("ixgbevf-c-ioctl-scylla1974.txt"))));
        QVERIFY(ixgbevf.ok());
        QVERIFY(ixgbevf->unrecognised.isEmpty());
        QCOMPARE(ixgbevf->values.value(QStringLiteral("rx-usecs")).value, QStringLiteral("1"));
        QCOMPARE(ixgbevf->values.size(), 22);
    }

    void readsTheOutputThatBrokeTuned()
    {
        auto parsed = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("tuned726-c-6.2.txt"))));
        QVERIFY(parsed.ok());
        QVERIFY(parsed->unrecognised.isEmpty());
        QCOMPARE(parsed->values.value(QStringLiteral("rx-usecs")).value, QStringLiteral("3"));
        QCOMPARE(parsed->values.value(QStringLiteral("tx-usecs")).value, QStringLiteral("3"));
        QVERIFY(!parsed->values.value(QStringLiteral("cqe-mode-rx")).supported);
        auto vyos = EthtoolParser::coalescing(capturedText(driverFile(QStringLiteral("virtio_net-c-6.10-vyos4919.txt"))));
        QVERIFY(vyos.ok());
        QCOMPARE(supportedNames(*vyos), QStringList{QStringLiteral("rx-frames")});
    }

    void changedFormatsAreReportedNotGuessed_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("unread");  // the line reported
        QTest::addColumn<QString>("missing"); // the key that is then absent
        QTest::newRow("renamed label") << "rx-usecs:\t8" << "rx-usec:\t8" << "rx-usec:\t8" << "rx-usecs";
        QTest::newRow("unreadable value") << "rx-frames:\t128" << "rx-frames:\tfifty" << "rx-frames:\tfifty"
                                          << "rx-frames";
        QTest::newRow("swapped pair") << "Adaptive RX: on  TX: on" << "Adaptive TX: on  RX: on"
                                      << "Adaptive TX: on  RX: on" << "adaptive-rx";
        QTest::newRow("extra field") << "CQE mode RX: on  TX: off" << "CQE mode RX: on  TX: off\nrx-profile:\t{1,256}"
                                     << "rx-profile:\t{1,256}" << "";
    }
    void changedFormatsAreReportedNotGuessed()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, unread);
        QFETCH(QString, missing);
        const QString original = capturedText(driverFile(QStringLiteral("mlx5_core-c-6.14-derived.txt")));
        QVERIFY(original.contains(from));
        auto parsed = EthtoolParser::coalescing(replaced(original, from, to));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->unrecognised, QStringList{unread});
        if (!missing.isEmpty())
            QVERIFY(!parsed->values.contains(missing));
        // Everything else still reads as before.
        QCOMPARE(parsed->values.value(QStringLiteral("tx-usecs")).value, QStringLiteral("8"));
    }

    void reorderedLinesReadTheSame()
    {
        const QString original = capturedText(driverFile(QStringLiteral("i40e-c-6.14-derived.txt")));
        QStringList lines = original.split(QLatin1Char('\n'));
        const QString header = lines.takeFirst();
        std::reverse(lines.begin(), lines.end());
        auto reordered = EthtoolParser::coalescing(header + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
        auto parsed = EthtoolParser::coalescing(original);
        QVERIFY(reordered.ok() && parsed.ok());
        QVERIFY(reordered->unrecognised.isEmpty());
        QCOMPARE(reordered->values.keys(), parsed->values.keys());
        for (auto it = parsed->values.cbegin(); it != parsed->values.cend(); ++it)
            QVERIFY(reordered->values.value(it.key()) == it.value());
    }

    void coalescingJsonTellsAdaptiveFromCqeByPlace()
    {
        // Only a CQE pair, after the parameters: cqe-mode, and adaptive is n/a.
        auto cqeOnly = EthtoolParser::coalescingJson(
            "[ {\"ifname\": \"x\", \"rx-usecs\": 8, \"rx\": true, \"tx\": false} ]");
        QVERIFY(cqeOnly.ok());
        QCOMPARE(cqeOnly->values.value(QStringLiteral("cqe-mode-rx")).value, QStringLiteral("on"));
        QVERIFY(!cqeOnly->values.value(QStringLiteral("adaptive-rx")).supported);
        // No other parameter: "rx" may be either, so it is reported and nothing is read.
        auto ambiguous = EthtoolParser::coalescingJson("[ {\"ifname\": \"x\", \"rx\": true, \"tx\": true} ]");
        QVERIFY(ambiguous.ok());
        QCOMPARE(ambiguous->unrecognised, (QStringList{QStringLiteral("\"rx\": true"), QStringLiteral("\"tx\": true")}));
        QVERIFY(!ambiguous->values.contains(QStringLiteral("adaptive-rx")));
        QVERIFY(!ambiguous->values.contains(QStringLiteral("cqe-mode-rx")));
        // Two pairs and nothing else: the first is adaptive.
        auto both = EthtoolParser::coalescingJson(
            "[ {\"ifname\": \"x\", \"rx\": true, \"tx\": false, \"rx\": false, \"tx\": true} ]");
        QVERIFY(both.ok());
        QCOMPARE(both->values.value(QStringLiteral("adaptive-rx")).value, QStringLiteral("on"));
        QCOMPARE(both->values.value(QStringLiteral("cqe-mode-tx")).value, QStringLiteral("on"));
        // An unknown member is kept as printed.
        auto extra = EthtoolParser::coalescingJson("[ {\"ifname\": \"x\", \"rx-usecs\": 8, \"rx-profile\": [1, 2]} ]");
        QVERIFY(extra.ok());
        QCOMPARE(extra->unrecognised, QStringList{QStringLiteral("\"rx-profile\": [1,2]")});
    }

    void refusalsCarryTheDriversWordsAndWhereTheyPoint_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("interfaceName");
        QTest::addColumn<int>("parameter"); // the parameter the offset points at, or -1
        QTest::newRow("ixgbe rx-frames") << "ixgbe-set-C-rx-frames-derived.txt"
                                         << "cannot modify an unsupported parameter (offset 36); Invalid argument"
                                         << "ens2f0" << 0;
        QTest::newRow("ixgbe tx-usecs") << "ixgbe-set-C-tx-usecs-derived.txt" << "Invalid argument" << "ens2f0" << -1;
        QTest::newRow("i40e adaptive") << "i40e-set-C-rx-usecs-adaptive-derived.txt" << "Invalid argument" << "ens3f0"
                                       << -1;
        QTest::newRow("ice adaptive") << "ice-set-C-rx-usecs-adaptive-derived.txt" << "Invalid argument" << "ens801f0"
                                      << -1;
        QTest::newRow("mlx5 range") << "mlx5_core-set-C-rx-usecs-range-derived.txt" << "Numerical result out of range"
                                    << "ens1f0np0" << -1;
        QTest::newRow("e1000e 7 usecs") << "e1000e-set-C-rx-usecs-derived.txt" << "Invalid argument" << "eno1" << -1;
        QTest::newRow("bnxt ring beyond max") << "bnxt_en-set-G-rx-beyond-max-derived.txt"
                                              << "requested ring size exceeds maximum (offset 40); Invalid argument"
                                              << "ens5f0np0" << 0;
        QTest::newRow("ena ioctl") << "ena-set-C-adaptive-ioctl-amzn60.txt"
                                   << "Cannot set device coalesce parameters: Operation not supported" << "eth4" << -1;
    }
    void refusalsCarryTheDriversWordsAndWhereTheyPoint()
    {
        QFETCH(QString, file);
        QFETCH(QString, words);
        QFETCH(QString, interfaceName);
        QFETCH(int, parameter);
        const QString output = capturedText(driverFile(file));
        QCOMPARE(EthtoolParser::errorText(output), words);
        QCOMPARE(EthtoolParser::parameterAtOffset(EthtoolParser::errorOffset(output), interfaceName, 1), parameter);
    }

    void offsetsPointAtTheParameterInOrder()
    {
        // 20 bytes of headers, the device-name nest, then 8 bytes per parameter.
        QCOMPARE(EthtoolParser::parameterAtOffset(36, QStringLiteral("eth0"), 3), 0);
        QCOMPARE(EthtoolParser::parameterAtOffset(44, QStringLiteral("eth0"), 3), 1);
        QCOMPARE(EthtoolParser::parameterAtOffset(52, QStringLiteral("eth0"), 3), 2);
        QCOMPARE(EthtoolParser::parameterAtOffset(60, QStringLiteral("eth0"), 3), -1);
        QCOMPARE(EthtoolParser::parameterAtOffset(40, QStringLiteral("eth0"), 3), -1);
        QCOMPARE(EthtoolParser::parameterAtOffset(48, QStringLiteral("ens1f0np0"), 2), 1);
        QCOMPARE(EthtoolParser::warnings(QStringLiteral("netlink warning: coalescing moved to 8 usecs\n")),
                 QStringList{QStringLiteral("coalescing moved to 8 usecs")});
    }
};

QTEST_GUILESS_MAIN(TestDriverCaptures)
#include "tst_drivercaptures.moc"
