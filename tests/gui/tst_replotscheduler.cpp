// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/qcp.h"
#include "charts/replotscheduler.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Tunebench;

namespace {
// A shown plot whose start-up replots (QCustomPlot replots itself on resize) are over.
std::unique_ptr<QCustomPlot> shownPlot()
{
    auto plot = std::make_unique<QCustomPlot>();
    plot->resize(400, 300);
    plot->show();
    if (!QTest::qWaitForWindowExposed(plot.get()))
        qWarning("plot window not exposed");
    // Until 200 ms pass without a replot (a loaded host delays the start-up ones), at most 10 s.
    QSignalSpy replots(plot.get(), &QCustomPlot::afterReplot);
    for (int i = 0; i < 50 && (i == 0 || !replots.isEmpty()); ++i) {
        replots.clear();
        QTest::qWait(200);
    }
    return plot;
}
} // namespace

class TestReplotScheduler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coalescesManyRequestsIntoOneReplot()
    {
        ReplotScheduler scheduler;
        auto plot = shownPlot();
        QSignalSpy replots(plot.get(), &QCustomPlot::afterReplot);
        for (int i = 0; i < 100; ++i)
            scheduler.schedule(plot.get());
        QVERIFY(scheduler.isDirty(plot.get()));
        QVERIFY(replots.wait(2000));
        QTest::qWait(150);
        QCOMPARE(replots.size(), 1);
        QCOMPARE(scheduler.replotsRequested(), 1);
        QVERIFY(!scheduler.isDirty(plot.get()));
    }

    void replotsAtMostThirtyTimesASecond()
    {
        ReplotScheduler scheduler;
        auto plot = shownPlot();
        QSignalSpy replots(plot.get(), &QCustomPlot::afterReplot);
        QTimer flood; // a request every millisecond, far above the cap
        connect(&flood, &QTimer::timeout, this, [&] { scheduler.schedule(plot.get()); });
        QElapsedTimer clock;
        clock.start();
        flood.start(1);
        QTest::qWait(600);
        flood.stop();
        const double seconds = double(clock.elapsed()) / 1000.0;
        QTest::qWait(100); // let the last queued replot land
        QVERIFY(replots.size() >= 1);
        // One replot may go out at once, then at most one per 1/30 s, and one for the last request.
        QVERIFY2(scheduler.replotsRequested() <= qint64(seconds * ReplotScheduler::defaultMaximumRate) + 2,
                 qPrintable(QStringLiteral("%1 replots in %2 s").arg(scheduler.replotsRequested()).arg(seconds)));
    }

    void lowerRateIsHonouredAndTheCapCannotBeRaised()
    {
        ReplotScheduler scheduler;
        scheduler.setMaximumRate(1000);
        QCOMPARE(scheduler.maximumRate(), ReplotScheduler::defaultMaximumRate);
        scheduler.setMaximumRate(5);
        QCOMPARE(scheduler.maximumRate(), 5);
        auto plot = shownPlot();
        QTimer flood;
        connect(&flood, &QTimer::timeout, this, [&] { scheduler.schedule(plot.get()); });
        QElapsedTimer clock;
        clock.start();
        flood.start(1);
        QTest::qWait(700);
        flood.stop();
        QVERIFY(scheduler.replotsRequested() >= 1);
        const double seconds = double(clock.elapsed()) / 1000.0;
        QTest::qWait(250);
        QVERIFY(scheduler.replotsRequested() <= qint64(seconds * 5) + 2);
    }

    void skipsHiddenPlotsAndReplotsThemWhenShown()
    {
        ReplotScheduler scheduler;
        QCustomPlot plot; // never shown yet
        plot.resize(400, 300);
        QTest::qWait(50); // QCustomPlot's own first replot
        QSignalSpy replots(&plot, &QCustomPlot::afterReplot);
        scheduler.schedule(&plot);
        scheduler.schedule(&plot);
        QTest::qWait(200);
        QCOMPARE(scheduler.replotsRequested(), 0);
        QCOMPARE(replots.size(), 0);
        QVERIFY(scheduler.isDirty(&plot)); // the request is kept, not lost
        plot.show();
        QTRY_COMPARE(scheduler.replotsRequested(), 1);
        QVERIFY(!scheduler.isDirty(&plot));
    }

    void cleanPlotsAreNotReplottedOnShow()
    {
        ReplotScheduler scheduler;
        auto plot = shownPlot();
        scheduler.schedule(plot.get());
        QTRY_COMPARE(scheduler.replotsRequested(), 1);
        plot->hide();
        plot->show();
        QTest::qWait(100);
        QCOMPARE(scheduler.replotsRequested(), 1);
    }

    void forgetsDestroyedPlots()
    {
        ReplotScheduler scheduler;
        auto plot = shownPlot();
        scheduler.schedule(plot.get());
        plot.reset();
        QTest::qWait(100);
        QCOMPARE(scheduler.replotsRequested(), 0);
        auto hidden = std::make_unique<QCustomPlot>();
        scheduler.schedule(hidden.get());
        QTest::qWait(100);
        QVERIFY(scheduler.isDirty(hidden.get()));
        const QCustomPlot *address = hidden.get();
        hidden.reset();
        QVERIFY(!scheduler.isDirty(address));
    }
};

QTEST_MAIN(TestReplotScheduler)
#include "tst_replotscheduler.moc"
