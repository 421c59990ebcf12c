// SPDX-License-Identifier: GPL-3.0-or-later
// The FreeBSD seam: ifconfig capabilities and sysctl(8) parsers on the format samples in
// tests/data/freebsd, key names, and the ifconfig/sysctl write commands.
#include "capturedoutput.h"
#include "tunables/changeplan.h"
#include "tunables/freebsdprovider.h"

#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

QByteArray em0Round()
{
    QByteArray out = scriptSection(QStringLiteral("kernel"), "FreeBSD 14.1-RELEASE amd64", 0);
    out += scriptSection(QStringLiteral("interfaces"), "em0 lo0", 0);
    out += scriptSection(QStringLiteral("ifconfig"), capturedOutput(QStringLiteral("freebsd/ifconfig-m-em0.txt")), 0);
    out += scriptSection(QStringLiteral("sysctl"), capturedOutput(QStringLiteral("freebsd/sysctl-e.txt")), 1);
    return out;
}

} // namespace

class TestFreeBsdProvider : public QObject
{
    Q_OBJECT
    FreeBsdProvider m_provider;

private Q_SLOTS:
    void readsCapabilitiesFromIfconfig()
    {
        auto parsed = FreeBsdProvider::parseIfconfig(capturedText(QStringLiteral("freebsd/ifconfig-m-em0.txt")));
        QVERIFY(parsed.ok());
        const auto value = [&](const char *key) { return parsed->values.value(QString::fromLatin1(key)).value; };
        QCOMPARE(value("feature.tso4"), QStringLiteral("on"));
        QCOMPARE(value("feature.tso6"), QStringLiteral("off")); // capable but not enabled
        QCOMPARE(value("feature.lro"), QStringLiteral("on"));
        QCOMPARE(value("feature.rxcsum6"), QStringLiteral("on"));
        QCOMPARE(value("feature.vlanhwtso"), QStringLiteral("off"));
        QCOMPARE(value("link.mtu"), QStringLiteral("1500"));
        QCOMPARE(value("link.speed"), QStringLiteral("1000"));
        QCOMPARE(value("link.operstate"), QStringLiteral("active"));
        // Capabilities without an ifconfig keyword are not settings.
        QVERIFY(!parsed->values.contains(QStringLiteral("feature.netmap")));
        QVERIFY(!parsed->values.contains(QStringLiteral("feature.hwstats")));
    }

    void readsSysctlValuesAndUnknownOids()
    {
        const QStringList names = {QStringLiteral("kern.ipc.maxsockbuf"), QStringLiteral("net.inet.tcp.cc.algorithm"),
                                   QStringLiteral("dev.ix.0.rx_processing_limit")};
        const auto states = FreeBsdProvider::parseSysctl(capturedText(QStringLiteral("freebsd/sysctl-e.txt")), names);
        QCOMPARE(states.value(names[0]).value, QStringLiteral("2097152"));
        QCOMPARE(states.value(names[1]).value, QStringLiteral("newreno"));
        QVERIFY(!states.value(names[2]).supported);
        QCOMPARE(states.size(), 3);
    }

    void snapshotFlagsWhatFreeBsdHasNoGenericInterfaceFor()
    {
        const ReadRequest request{QStringLiteral("em0"), {QStringLiteral("dev.ix.0.rx_processing_limit")}};
        auto snapshot = m_provider.parseRead(request, em0Round());
        QVERIFY2(snapshot.ok(), qPrintable(snapshot.ok() ? QString() : snapshot.error().toString()));
        QCOMPARE(snapshot->platform, QStringLiteral("freebsd"));
        QCOMPARE(snapshot->driver.driver, QStringLiteral("em"));
        QCOMPARE(snapshot->kernel, QStringLiteral("FreeBSD 14.1-RELEASE amd64"));
        QVERIFY(snapshot->unsupportedCategories.value(QStringLiteral("coalesce")).contains(QLatin1String("dev.em.N")));
        QCOMPARE(snapshot->values.value(QStringLiteral("sysctl.net.isr.dispatch")).value, QStringLiteral("direct"));
        QVERIFY(!snapshot->values.value(QStringLiteral("sysctl.dev.ix.0.rx_processing_limit")).supported);

        const ReadRequest missing{QStringLiteral("ix0"), {}};
        QCOMPARE(m_provider.parseRead(missing, em0Round()).error().code, ErrorCode::NotFound);
    }

    void readRoundPassesNamesAsArguments()
    {
        const CommandSpec spec = m_provider.readCommand(ReadRequest{QStringLiteral("em0"), {}});
        QCOMPARE(spec.argv.at(4), QStringLiteral("em0"));
        QVERIFY(!spec.argv.at(2).contains(QLatin1String("em0")));
        QVERIFY(spec.argv.contains(QStringLiteral("kern.ipc.maxsockbuf")));
    }

    void tsoMeansBothCapabilities()
    {
        for (const QString &typed : {QStringLiteral("tso"), QStringLiteral("tcp-segmentation-offload"),
                                     QStringLiteral("feature.tso")}) {
            auto keys = m_provider.resolveKey(typed);
            QVERIFY2(keys.ok(), qPrintable(typed));
            QCOMPARE(keys->size(), 2);
            QCOMPARE(keys->at(0).id(), QStringLiteral("feature.tso4"));
            QCOMPARE(keys->at(1).id(), QStringLiteral("feature.tso6"));
        }
        QCOMPARE(m_provider.resolveKey(QStringLiteral("lro"))->first().id(), QStringLiteral("feature.lro"));
        QCOMPARE(m_provider.resolveKey(QStringLiteral("txcsum6"))->first().id(), QStringLiteral("feature.txcsum6"));
        QCOMPARE(m_provider.resolveKey(QStringLiteral("kern.ipc.maxsockbuf"))->first().id(),
                 QStringLiteral("sysctl.kern.ipc.maxsockbuf"));
        QVERIFY(!m_provider.resolveKey(QStringLiteral("gro")).ok());
    }

    void writesWithIfconfigKeywordsAndSysctl()
    {
        const QList<KeyValue> values = {
            {TunableKey{Category::Sysctl, QStringLiteral("kern.ipc.maxsockbuf")}, QStringLiteral("4194304")},
            {TunableKey{Category::Features, QStringLiteral("tso4")}, QStringLiteral("off")},
            {TunableKey{Category::Features, QStringLiteral("lro")}, QStringLiteral("on")},
        };
        const QList<CommandStep> steps = m_provider.writeSteps(QStringLiteral("em0"), values);
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps.at(0).display(), QStringLiteral("ifconfig em0 -tso4 lro"));
        QCOMPARE(steps.at(1).display(), QStringLiteral("sysctl kern.ipc.maxsockbuf=4194304"));
        QVERIFY(steps.at(0).spec.needsRoot);
    }

    void planFlagsCoalescingAsUnsupportedOnFreeBsd()
    {
        auto snapshot = m_provider.parseRead(ReadRequest{QStringLiteral("em0"), {}}, em0Round());
        QVERIFY(snapshot.ok());
        auto requested = ChangePlanner::resolve(m_provider, {Setting{QStringLiteral("rx-usecs"), QStringLiteral("50")},
                                                             Setting{QStringLiteral("tso"), QStringLiteral("on")}},
                                                true);
        QVERIFY(requested.ok());
        const ChangePlan plan = ChangePlanner::build(m_provider, snapshot.value(), requested.value());
        QCOMPARE(plan.unsupported().size(), 1);
        QCOMPARE(plan.unsupported().first().key.id(), QStringLiteral("coalesce.rx-usecs"));
        QCOMPARE(plan.changes().size(), 1); // tso4 is already on; tso6 changes
        QCOMPARE(plan.dryRun(), QStringList{QStringLiteral("ifconfig em0 tso6")});
    }
};

QTEST_GUILESS_MAIN(TestFreeBsdProvider)
#include "tst_freebsdprovider.moc"
