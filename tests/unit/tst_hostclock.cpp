// SPDX-License-Identifier: GPL-3.0-or-later
// A host's clock offset: the round trip of `date`, the bound from arrivals, and their estimate.
#include "hosts/hostclock.h"
#include "hosts/hostprobe.h"
#include "netperffakerunner.h"

#include <QJsonObject>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

constexpr double kNow = 1795998000.0;

ClockRoundTrip trip(double sent, double hostTime, double received, double resolution = 1e-9)
{
    return ClockRoundTrip {sent, hostTime, received, resolution};
}

} // namespace

class TestHostClock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesWhatDatePrints_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<double>("time");
        QTest::addColumn<double>("resolution");
        QTest::newRow("GNU date") << QByteArray("1795998092.089123456\n") << 1795998092.089123456 << 1e-9;
        QTest::newRow("milliseconds") << QByteArray("1795998092.089") << 1795998092.089 << 1e-3;
        QTest::newRow("no %N: N") << QByteArray("1795998092.N\n") << 1795998092.0 << 1.0;
        QTest::newRow("no %N: kept") << QByteArray("1795998092.%N\n") << 1795998092.0 << 1.0;
        QTest::newRow("whole seconds") << QByteArray("1795998092\n") << 1795998092.0 << 1.0;
    }
    void parsesWhatDatePrints()
    {
        QFETCH(QByteArray, output);
        QFETCH(double, time);
        QFETCH(double, resolution);
        const auto parsed = HostClock::parseTime(output);
        QVERIFY(parsed);
        QVERIFY(std::abs(parsed->first - time) < 1e-6);
        QVERIFY(qFuzzyCompare(parsed->second, resolution));
    }

    void refusesWhatIsNoTime()
    {
        QVERIFY(!HostClock::parseTime("date: invalid date '+%s.%N'\n"));
        QVERIFY(!HostClock::parseTime(""));
        QVERIFY(!HostClock::parseTime("12 34"));
    }

    void aRoundTripBoundsTheOffsetFromBothSides()
    {
        // Sent at 0, the host (30 s ahead) read its clock 8 ms later, its answer took 2 ms back.
        const ClockRoundTrip t = trip(kNow, kNow + 0.008 + 30, kNow + 0.010);
        QVERIFY(std::abs(t.low() - (30 - 0.002)) < 1e-6);
        QVERIFY(std::abs(t.high() - (30 + 0.008)) < 1e-6);
        QVERIFY(std::abs(t.offset() - 29.998) < 1e-6); // late by the answer's way back alone
        QVERIFY(std::abs(t.uncertainty() - 0.010) < 1e-6);
        // Whole seconds: the host's time is somewhere in that second.
        const ClockRoundTrip coarse = trip(kNow + 0.3, kNow + 30, kNow + 0.31, 1.0);
        QVERIFY(coarse.low() <= 29.9 && coarse.high() >= 30.69);
    }

    void clocksThatCannotBeToldApartKeepTheHostsTimestamps()
    {
        ClockOffsetEstimator estimator;
        estimator.addRoundTrip(trip(kNow, kNow + 0.004, kNow + 0.005));
        QCOMPARE(estimator.offset()->seconds, 0.0);
        QCOMPARE(estimator.offset()->method, ClockOffset::Method::RoundTrip);
        QVERIFY(std::abs(*estimator.offset()->uncertainty - 0.004) < 1e-6);
        estimator.observeArrival(kNow + 1.0, kNow + 1.0005);
        QCOMPARE(estimator.seconds(), 0.0);
    }

    void arrivalsTightenTheRoundTrip()
    {
        ClockOffsetEstimator estimator;
        // A slow answer (a 300 ms ~/.bashrc before the host read its clock, 40 ms back).
        estimator.addRoundTrip(trip(kNow, kNow + 0.3 - 2, kNow + 0.34));
        QVERIFY(std::abs(estimator.seconds() - (-2.04)) < 1e-6);
        // A telemetry line that took 1 ms: the offset is at least -2.001.
        estimator.observeArrival(kNow + 5 - 2, kNow + 5.001);
        QVERIFY(std::abs(estimator.seconds() - (-2.001)) < 1e-6);
        QCOMPARE(estimator.offset()->method, ClockOffset::Method::RoundTrip);
        QVERIFY(*estimator.offset()->uncertainty <= 0.301 + 1e-6);
    }

    void keepsTheTightestRoundTrip()
    {
        ClockOffsetEstimator estimator;
        estimator.addRoundTrip(trip(kNow, kNow + 30.2, kNow + 0.25));
        estimator.addRoundTrip(trip(kNow + 1, kNow + 31.003, kNow + 1.004));
        estimator.addRoundTrip(trip(kNow + 2, kNow + 32.5, kNow + 2.6));
        QVERIFY(std::abs(estimator.seconds() - 29.999) < 1e-6);
        // A round trip during which this machine's clock went back says nothing.
        estimator.addRoundTrip(trip(kNow + 3, kNow + 3, kNow + 2.5));
        QVERIFY(std::abs(estimator.seconds() - 29.999) < 1e-6);
    }

    void aHostClockThatSteppedFallsBackToArrivals()
    {
        ClockOffsetEstimator estimator;
        estimator.addRoundTrip(trip(kNow, kNow + 0.01, kNow + 0.02));
        // The host's clock jumped 5 s ahead after the round trip: its lines arrive "before" they
        // were stamped by the round trip's reckoning.
        estimator.observeArrival(kNow + 15, kNow + 10.002);
        QCOMPARE(estimator.offset()->method, ClockOffset::Method::Arrival);
        QVERIFY(std::abs(estimator.seconds() - 4.998) < 1e-6);
        QVERIFY(!estimator.offset()->uncertainty);
    }

    void arrivalsAloneGiveALowerBound()
    {
        ClockOffsetEstimator estimator;
        QVERIFY(!estimator.offset());
        QCOMPARE(estimator.seconds(), 0.0);
        estimator.observeArrival(kNow + 30, kNow + 0.02);
        estimator.observeArrival(kNow + 30.25, kNow + 0.253);
        estimator.observeArrival(kNow + 30.5, kNow + 0.55);
        QVERIFY(std::abs(estimator.seconds() - 29.997) < 1e-6);
        QCOMPARE(estimator.offset()->method, ClockOffset::Method::Arrival);
    }

    void warnsAboveASecond()
    {
        QVERIFY(HostClock::warning(QStringLiteral("h"), ClockOffset {0.9, 0.01, ClockOffset::Method::RoundTrip}).isEmpty());
        const QString ahead = HostClock::warning(QStringLiteral("h"), ClockOffset {30.0123, 0.01, ClockOffset::Method::RoundTrip});
        QVERIFY2(ahead.contains(QLatin1String("30.012 s ahead")), qPrintable(ahead));
        QVERIFY(HostClock::warning(QStringLiteral("h"), ClockOffset {-2, 0.01, ClockOffset::Method::RoundTrip})
                    .contains(QLatin1String("2.000 s behind")));
    }

    // As runs carry them in `show --json` and the Tunebench JSON export, and read them back.
    void offsetsReadBackFromTheirJson()
    {
        const ClockOffset measured {29.9981, 0.0042, ClockOffset::Method::RoundTrip};
        const ClockOffset arrival {-2.0003, std::nullopt, ClockOffset::Method::Arrival};
        QCOMPARE(ClockOffset::fromJson(measured.toJson()), std::optional(measured));
        QCOMPARE(ClockOffset::fromJson(arrival.toJson()), std::optional(arrival));
        QVERIFY(!arrival.toJson().contains(QLatin1String("uncertainty")));
        const QJsonObject pair = ClockOffset::pairJson(measured, std::nullopt);
        QCOMPARE(pair.keys(), QStringList {"client"});
        QCOMPARE(pair.value(QLatin1String("client"))[QLatin1String("method")].toString(), QStringLiteral("round-trip"));
        QVERIFY(!ClockOffset::fromJson(QJsonObject {{"seconds", 1.0}, {"method", "guess"}}));
        QVERIFY(!ClockOffset::fromJson(QJsonValue()));
    }

    void measuresTheRoundTripOfDate()
    {
        QStringList argv;
        FakeRunner runner(QStringLiteral("skewed"), [&argv](const CommandSpec &spec, QObject *parent) {
            argv = spec.argv;
            const QByteArray now = QByteArray::number(epochSecondsNow() + 30, 'f', 9) + '\n';
            return new ScriptedProcess({{5, now, {}}}, exitedWith(0), parent);
        });
        ClockOffsetEstimator clock;
        const QStringList messages = HostClock::measure({{QStringLiteral("skewed"), &runner, &clock}});
        QCOMPARE(argv, (QStringList {"date", "+%s.%N"}));
        QVERIFY(clock.roundTrip());
        QVERIFY2(std::abs(clock.seconds() - 30) <= *clock.offset()->uncertainty + 0.001, qPrintable(QString::number(clock.seconds())));
        QCOMPARE(messages.size(), 1); // 30 s is worth a warning
        QVERIFY(messages.constFirst().contains(QLatin1String("ahead")));
    }

    // probe: the offset in its JSON and, above a second, a problem (netperf's own times mislead).
    void probeReportsTheOffsetAndWarnsAboveASecond_data()
    {
        QTest::addColumn<double>("offset");
        QTest::addColumn<bool>("warned");
        QTest::newRow("30 s ahead") << 30.0 << true;
        QTest::newRow("2 s behind") << -2.0 << true;
        QTest::newRow("0.5 s ahead") << 0.5 << false;
    }

    void probeReportsTheOffsetAndWarnsAboveASecond()
    {
        QFETCH(double, offset);
        QFETCH(bool, warned);
        // Only date answers; every other probe command fails as on a bare host.
        FakeRunner runner(QStringLiteral("skewed"), [offset](const CommandSpec &spec, QObject *parent) {
            if (spec.argv.value(0) != QLatin1String("date"))
                return new ScriptedProcess({{1, {}, "not here\n"}}, exitedWith(127), parent);
            const QByteArray now = QByteArray::number(epochSecondsNow() + offset, 'f', 9) + '\n';
            return new ScriptedProcess({{2, now, {}}}, exitedWith(0), parent);
        });
        const ProbeResult result = HostProbe::run(runner);
        QVERIFY(result.clock);
        QVERIFY2(std::abs(result.clock->seconds - offset) <= *result.clock->uncertainty + 0.001,
            qPrintable(QString::number(result.clock->seconds)));
        const QJsonObject json = result.toJson();
        QCOMPARE(json.value(QLatin1String("clockOffsetSeconds")).toDouble(), result.clock->seconds);
        QCOMPARE(json.value(QLatin1String("clockOffsetUncertaintySeconds")).toDouble(), *result.clock->uncertainty);
        const QStringList clockProblems = result.problems.filter(QStringLiteral("ending at"));
        QCOMPARE(clockProblems.size(), warned ? 1 : 0);
        if (warned)
            QVERIFY(clockProblems.constFirst().contains(QLatin1String(offset > 0 ? "ahead" : "behind")));
    }

    void aHostWithoutDateIsSaidSo()
    {
        FakeRunner runner(QStringLiteral("bare"), [](const CommandSpec &, QObject *parent) {
            return new ScriptedProcess({{1, {}, "sh: 1: date: not found\n"}}, exitedWith(127), parent);
        });
        ClockOffsetEstimator clock;
        const QStringList messages = HostClock::measure({{QStringLiteral("bare"), &runner, &clock}});
        QVERIFY(!clock.offset());
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.constFirst().contains(QLatin1String("could not be read")), qPrintable(messages.constFirst()));
    }
};

QTEST_GUILESS_MAIN(TestHostClock)
#include "tst_hostclock.moc"
