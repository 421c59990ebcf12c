// SPDX-License-Identifier: GPL-3.0-or-later
// What an exploration is asked to do: its spec, the change lines people type, and the A/B
// experiment made from two of its segments.
#include "experiment/exploreanalysis.h"
#include "experiment/explorespec.h"

#include <QJsonArray>
#include <QTest>

using namespace Tunebench;

namespace {

ExplorationSpec bedSpec()
{
    ExplorationSpec spec;
    spec.client = ExperimentHost {QStringLiteral("tbsudo@198.18.0.1"), QStringLiteral("eth0"), {}};
    spec.server
        = ExperimentHost {QStringLiteral("tbsudo@198.18.0.2"), QStringLiteral("eth0"), QStringLiteral("198.18.0.2")};
    spec.test = TestParameters {.type = NetperfTestType::TcpRr, .durationSeconds = 10, .interimInterval = 0.25,
        .cpu = true, .requestSize = 64, .responseSize = 64};
    return spec;
}

ExploreMarker change(
    int seq, HostRole role, const QString &key, const QString &original, const QString &verified, bool ok = true)
{
    ExploreMarker marker;
    marker.seq = seq;
    marker.role = role;
    marker.status = ok ? ExploreMarker::Status::Applied : ExploreMarker::Status::Failed;
    marker.changes = {ExploreKeyChange {key, original, verified, verified, ok, {}}};
    return marker;
}

// Baseline; server TSO off; then also the client's rx channels at 1; then a failed coalescing change.
ExploreTimeline threeSegments()
{
    ExploreTimeline timeline;
    const QString tso = QStringLiteral("feature.tcp-segmentation-offload");
    const QString rx = QStringLiteral("channel.rx");
    timeline.addSegment(ExploreSegment {0, QStringLiteral("baseline"), 0, 0, std::nullopt, {}});
    timeline.addMarker(change(1, HostRole::Server, tso, QStringLiteral("on"), QStringLiteral("off")));
    ExploreConfiguration second;
    second.server.insert(tso, QStringLiteral("off"));
    timeline.addSegment(ExploreSegment {1, QStringLiteral("server: tso off"), 1, 10, std::nullopt, second});
    timeline.addMarker(change(2, HostRole::Client, rx, QStringLiteral("2"), QStringLiteral("1")));
    ExploreConfiguration third = second;
    third.client.insert(rx, QStringLiteral("1"));
    timeline.addSegment(ExploreSegment {2, QStringLiteral("client: channel.rx 1"), 2, 20, std::nullopt, third});
    timeline.addMarker(change(3, HostRole::Server, QStringLiteral("coalesce.rx-usecs"), {}, {}, false));
    return timeline;
}

} // namespace

class TestExploreSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changeLinesParse_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("server");
        QTest::addColumn<QString>("settings");
        QTest::newRow("one setting") << "server adaptive-rx=off" << true << "adaptive-rx=off";
        QTest::newRow("client, two settings") << "client  tso=on gro=off " << false << "tso=on gro=off";
        QTest::newRow("plural category") << "server channels.combined=2" << true << "channel.combined=2";
        QTest::newRow("rings and coalescing")
            << "Server rings.rx=512 coalescing.rx-usecs=8" << true << "ring.rx=512 coalesce.rx-usecs=8";
        QTest::newRow("sysctl") << "client net.core.busy_poll=50" << false << "net.core.busy_poll=50";
    }
    void changeLinesParse()
    {
        QFETCH(QString, line);
        QFETCH(bool, server);
        QFETCH(QString, settings);
        auto request = ExploreChangeRequest::parse(line);
        QVERIFY2(request.ok(), request.ok() ? "" : qPrintable(request.error().message));
        QCOMPARE(request->role, server ? HostRole::Server : HostRole::Client);
        QCOMPARE(request->settingsText(), settings);
    }

    void changeLinesRefuseWhatIsNotAChange_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("no host") << "tso=off";
        QTest::newRow("no setting") << "server";
        QTest::newRow("no value") << "server tso=";
        QTest::newRow("no key") << "server =off";
        QTest::newRow("not key=value") << "server tso off";
    }
    void changeLinesRefuseWhatIsNotAChange()
    {
        QFETCH(QString, line);
        QVERIFY(!ExploreChangeRequest::parse(line).ok());
    }

    void labelNamesHostAndSettings()
    {
        const auto request = ExploreChangeRequest::parse(QStringLiteral("server adaptive-rx=off rx-usecs=64"));
        QCOMPARE(request->label(), QStringLiteral("server: adaptive-rx off, rx-usecs 64"));
    }

    void specRoundTripsAndValidates()
    {
        const ExplorationSpec spec = bedSpec();
        QVERIFY(spec.validate().ok());
        const QJsonObject json = spec.toJson();
        QCOMPARE(json.value(QLatin1String("format")).toString(), QStringLiteral("tunebench-exploration"));
        auto back = ExplorationSpec::fromJson(json);
        QVERIFY(back.ok());
        QCOMPARE(back->server.dataAddress, QStringLiteral("198.18.0.2"));
        QCOMPARE(back->settleSeconds, 2.0);
        QCOMPARE(back->displayName(), spec.displayName());
        QVERIFY(spec.displayName().contains(QLatin1String("198.18.0.1")));
    }

    void specRefusesWhatCannotBeExplored_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("no interims") << "interimInterval" << QJsonValue(QJsonValue::Null) << "test.interimInterval";
        QTest::newRow("count run") << "transactions" << QJsonValue(1000) << "test.durationSeconds";
        QTest::newRow("unknown test field") << "bogus" << QJsonValue(1) << "test.bogus";
    }
    void specRefusesWhatCannotBeExplored()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, error);
        // Through the stored form: a typed test cannot hold a field no test has.
        QJsonObject json = bedSpec().toJson();
        QJsonObject test = json.value(QLatin1String("test")).toObject();
        test.insert(field, value);
        json.insert(QStringLiteral("test"), test);
        const auto spec = ExplorationSpec::fromJson(json);
        QVERIFY(!spec.ok());
        QVERIFY2(spec.error().message.startsWith(error), qPrintable(spec.error().message));
    }

    void specRefusesBadHostsAndSettling()
    {
        ExplorationSpec spec = bedSpec();
        spec.client.host.clear();
        QVERIFY(!spec.validate().ok());
        spec = bedSpec();
        spec.server.interfaceName = QStringLiteral("eth0; reboot");
        QVERIFY(!spec.validate().ok());
        spec = bedSpec();
        spec.settleSeconds = -1;
        QVERIFY(!spec.validate().ok());
    }

    void configurationDescribesItselfAndRoundTrips()
    {
        ExploreConfiguration configuration;
        QCOMPARE(configuration.describe(), QStringLiteral("baseline"));
        configuration.server.insert(QStringLiteral("feature.tcp-segmentation-offload"), QStringLiteral("off"));
        configuration.client.insert(QStringLiteral("channel.rx"), QStringLiteral("1"));
        QCOMPARE(configuration.describe(),
            QStringLiteral("server feature.tcp-segmentation-offload=off, client channel.rx=1"));
        QVERIFY(ExploreConfiguration::fromJson(configuration.toJson()) == configuration);
    }

    void experimentSetsEveryKeyInBothArms()
    {
        const ExploreTimeline timeline = threeSegments();
        ExploreExperimentOptions options;
        options.repetitions = 3;
        options.durationSeconds = 2;
        auto spec = experimentFromSegments(bedSpec(), timeline, 0, 2, options, 7);
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        QVERIFY(spec->validate().ok());
        QCOMPARE(spec->name, QStringLiteral("Exploration 7: segment 1 vs segment 3"));
        QCOMPARE(spec->repetitions, 3);
        QCOMPARE(spec->order, RunOrder::Interleaved);
        QCOMPARE(spec->test.durationSeconds, 2);
        QCOMPARE(spec->test.requestSize, 64);
        QCOMPARE(spec->server.dataAddress, QStringLiteral("198.18.0.2"));
        QCOMPARE(spec->arms.size(), 2);
        // The baseline arm names the hosts' original values of what segment 3 changed.
        QCOMPARE(
            spec->arms.at(0).tunables.value(HostRole::Server), QStringList {"feature.tcp-segmentation-offload=on"});
        QCOMPARE(spec->arms.at(0).tunables.value(HostRole::Client), QStringList {"channel.rx=2"});
        QCOMPARE(
            spec->arms.at(1).tunables.value(HostRole::Server), QStringList {"feature.tcp-segmentation-offload=off"});
        QCOMPARE(spec->arms.at(1).tunables.value(HostRole::Client), QStringList {"channel.rx=1"});
        QVERIFY(spec->arms.at(0).label.startsWith(QLatin1String("segment 1")));
        QVERIFY(spec->arms.at(1).label.startsWith(QLatin1String("segment 3")));
        // What it writes reads back as an experiment file.
        auto reread = ExperimentSpec::fromJson(spec->toJson());
        QVERIFY2(reread.ok(), reread.ok() ? "" : qPrintable(reread.error().message));
        QCOMPARE(reread->arms.at(1).tunables, spec->arms.at(1).tunables);
    }

    void experimentKeepsTheExplorationsLength()
    {
        auto spec = experimentFromSegments(bedSpec(), threeSegments(), 1, 2, {});
        QVERIFY(spec.ok());
        QCOMPARE(spec->test.durationSeconds, 10);
        QCOMPARE(spec->repetitions, 10);
        // Both arms turn TSO off; only the client's channels differ.
        QCOMPARE(spec->arms.at(0).tunables.value(HostRole::Server), spec->arms.at(1).tunables.value(HostRole::Server));
        QCOMPARE(spec->arms.at(0).tunables.value(HostRole::Client), QStringList {"channel.rx=2"});
    }

    void experimentRefusesIdenticalOrMissingSegments()
    {
        ExploreTimeline timeline = threeSegments();
        // Back to the original: the same configuration as the baseline.
        timeline.addSegment(ExploreSegment {3, QStringLiteral("back"), 4, 30, std::nullopt, {}});
        auto same = experimentFromSegments(bedSpec(), timeline, 0, 3, {});
        QVERIFY(!same.ok());
        QVERIFY(same.error().message.contains(QLatin1String("same configuration")));
        QVERIFY(!experimentFromSegments(bedSpec(), timeline, 0, 9, {}).ok());
    }

    void armForSegmentListsItsSettings()
    {
        const ExploreTimeline timeline = threeSegments();
        const ExperimentArm arm = armForSegment(timeline.segments().at(2));
        QCOMPARE(arm.tunables.value(HostRole::Client), QStringList {"channel.rx=1"});
        QCOMPARE(arm.tunables.value(HostRole::Server), QStringList {"feature.tcp-segmentation-offload=off"});
    }
};

QTEST_GUILESS_MAIN(TestExploreSpec)
#include "tst_explorespec.moc"
