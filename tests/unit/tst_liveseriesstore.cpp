// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveseries/liveseriesstore.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Tunebench;
using namespace std::chrono_literals;

namespace {
LiveSeriesKey rateKey(const QString &run, const QString &arm = QStringLiteral("A"))
{
    return {run, arm, 1, QString::fromLatin1(LiveMetric::TransactionRate)};
}

QList<double> ramp(double from, qsizetype count)
{
    QList<double> values;
    for (qsizetype i = 0; i < count; ++i)
        values.append(from + double(i));
    return values;
}
} // namespace

class TestLiveSeriesStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsOnlyWhatTheReaderHasNotSeen()
    {
        LiveSeriesStore store;
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        store.append(id, {0.25, 0.5, 0.75}, {100, 200, 300});
        const auto first = store.readSince(id, 0, 0);
        QVERIFY(!first.reset);
        QCOMPARE(first.keys, QList<double>({0.25, 0.5, 0.75}));
        QCOMPARE(first.end, 3);
        store.append(id, {1.0, 1.25}, {400, 500});
        const auto second = store.readSince(id, first.generation, first.end);
        QVERIFY(!second.reset);
        QCOMPARE(second.keys, QList<double>({1.0, 1.25}));
        QCOMPARE(second.values, QList<double>({400, 500}));
        QCOMPARE(store.size(id), 5);
        QCOMPARE(store.key(id).runId, QStringLiteral("r1"));
    }

    void sameKeyGivesSameSeries()
    {
        LiveSeriesStore store;
        const auto a = store.seriesId(rateKey(QStringLiteral("r1")));
        const auto b = store.seriesId(rateKey(QStringLiteral("r1")));
        const auto c = store.seriesId(rateKey(QStringLiteral("r2")));
        QCOMPARE(a, b);
        QVERIFY(a != c);
        QCOMPARE(store.seriesIds().size(), 2);
    }

    void coalescesManyAppendsIntoOneBurst()
    {
        LiveSeriesStore store;
        store.setBurstInterval(20ms);
        const auto a = store.seriesId(rateKey(QStringLiteral("r1")));
        const auto b = store.seriesId(rateKey(QStringLiteral("r2")));
        QSignalSpy appended(&store, &LiveSeriesStore::seriesAppended);
        QSignalSpy added(&store, &LiveSeriesStore::seriesAdded);
        for (int i = 0; i < 1000; ++i) {
            store.append(a, i * 0.01, i);
            store.append(b, i * 0.01, -i);
        }
        QCOMPARE(appended.size(), 0); // nothing is signalled per point
        QVERIFY(appended.wait(2000));
        QTest::qWait(100);
        QCOMPARE(appended.size(), 1);
        QCOMPARE(appended.at(0).at(0).value<QList<int>>(), QList<int>({a, b}));
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.at(0).at(0).value<QList<int>>(), QList<int>({a, b}));
    }

    void announcesNewSeriesBeforeTheirPoints()
    {
        LiveSeriesStore store;
        QStringList order;
        connect(&store, &LiveSeriesStore::seriesAdded, this, [&] { order << QStringLiteral("added"); });
        connect(&store, &LiveSeriesStore::seriesAppended, this, [&] { order << QStringLiteral("appended"); });
        store.append(rateKey(QStringLiteral("r1")), {0.0}, {1.0});
        store.flush();
        QCOMPARE(order, QStringList({QStringLiteral("added"), QStringLiteral("appended")}));
        store.flush(); // nothing pending: no empty burst
        QCOMPARE(order.size(), 2);
    }

    void boundsEachSeriesAndKeepsSpikesAndTheNewestPoints()
    {
        LiveSeriesStore store;
        store.setCapacity(64);
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        QList<double> values(10000, 5.0);
        values[123] = 1e6; // an old spike
        values[4567] = -1e6;
        store.append(id, ramp(0, 10000), values);
        QVERIFY(store.size(id) <= 64);
        QVERIFY(store.size(id) >= 32);
        QVERIFY(store.generation(id) > 0);
        const auto all = store.readAll(id);
        QVERIFY(all.values.contains(1e6));
        QVERIFY(all.values.contains(-1e6));
        QCOMPARE(all.keys.at(all.values.indexOf(1e6)), 123.0); // a kept point keeps its own time
        QCOMPARE(all.keys.at(all.values.indexOf(-1e6)), 4567.0);
        QCOMPARE(all.keys.last(), 9999.0);
        QVERIFY(std::is_sorted(all.keys.cbegin(), all.keys.cend()));
    }

    void staysBoundedUnderSteadyStreaming()
    {
        LiveSeriesStore store;
        store.setCapacity(1000);
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        qsizetype largest = 0;
        for (int i = 0; i < 200000; ++i) {
            store.append(id, i * 0.25, i % 7);
            largest = std::max(largest, store.size(id));
        }
        QVERIFY(largest <= 1000);
        QCOMPARE(store.readAll(id).keys.last(), 199999 * 0.25);
    }

    void readerResynchronisesAfterDecimation()
    {
        LiveSeriesStore store;
        store.setCapacity(64);
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        store.append(id, ramp(0, 60), ramp(0, 60));
        const auto before = store.readSince(id, 0, 0);
        QCOMPARE(before.end, 60);
        store.append(id, ramp(60, 10), ramp(60, 10));
        const auto after = store.readSince(id, before.generation, before.end);
        QVERIFY(after.reset);
        QCOMPARE(after.end, store.size(id));
        QCOMPARE(after.keys.size(), store.size(id));
        QCOMPARE(after.keys.last(), 69.0);
    }

    void dropsPointsOutOfTimeOrder()
    {
        LiveSeriesStore store;
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        store.append(id, {1.0, 2.0, 1.5, qQNaN(), 3.0}, {1, 2, 99, 98, 3});
        QCOMPARE(store.readAll(id).keys, QList<double>({1.0, 2.0, 3.0}));
        QCOMPARE(store.droppedPoints(id), 2);
    }

    void keepsNaNValuesAsGaps()
    {
        LiveSeriesStore store;
        const auto id = store.seriesId(rateKey(QStringLiteral("r1")));
        store.append(id, {1.0, 2.0}, {qQNaN(), 4.0});
        QCOMPARE(store.size(id), 2);
        QVERIFY(qIsNaN(store.readAll(id).values.first()));
    }

    void acceptsAppendsFromManyThreads()
    {
        LiveSeriesStore store;
        store.setBurstInterval(5ms);
        QSet<int> announced;
        connect(&store, &LiveSeriesStore::seriesAppended, this, [&](const QList<int> &ids) {
            for (const int id : ids) {
                announced.insert(id);
                QVERIFY(store.size(id) > 0);
            }
        });
        constexpr int threads = 8;
        constexpr int batches = 500;
        std::vector<std::unique_ptr<QThread>> workers;
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back(QThread::create([&store, t] {
                const LiveSeriesKey key{QStringLiteral("run%1").arg(t), QStringLiteral("A"), t, QStringLiteral("cpu")};
                for (int b = 0; b < batches; ++b)
                    store.append(key, ramp(b * 20.0, 20), ramp(0, 20));
            }));
            workers.back()->start();
        }
        for (auto &worker : workers) {
            while (!worker->wait(10))
                QCoreApplication::processEvents(); // bursts arrive while producers run
        }
        store.flush();
        QCOMPARE(store.seriesIds().size(), threads);
        for (const int id : store.seriesIds()) {
            QCOMPARE(store.size(id), batches * 20);
            QCOMPARE(store.droppedPoints(id), 0);
            QVERIFY(announced.contains(id));
        }
    }

    void clearRemovesEverything()
    {
        LiveSeriesStore store;
        store.append(rateKey(QStringLiteral("r1")), {1.0}, {2.0});
        QSignalSpy cleared(&store, &LiveSeriesStore::cleared);
        store.clear();
        QCOMPARE(cleared.size(), 1);
        QVERIFY(store.seriesIds().isEmpty());
        QCOMPARE(store.size(0), 0);
        QCOMPARE(store.seriesId(rateKey(QStringLiteral("r2"))), 0);
    }
};

QTEST_GUILESS_MAIN(TestLiveSeriesStore)
#include "tst_liveseriesstore.moc"
