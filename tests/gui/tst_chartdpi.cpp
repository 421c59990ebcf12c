// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/liveserieschart.h"
#include "charts/qcp.h"

#include <QTest>

using namespace Tunebench;

// Runs on a screen scaled by two (QT_SCALE_FACTOR, set before the application exists), as on a
// high-DPI laptop: the chart must paint at device resolution, not upscale a blurry buffer.
class TestChartDpi : public QObject
{
    Q_OBJECT
public:
    static void initMain() { qputenv("QT_SCALE_FACTOR", "2"); }

private Q_SLOTS:
    void paintsAtTheScreensPixelRatio()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({QString::fromLatin1(LiveMetric::TransactionRate)});
        store.append(LiveSeriesKey{QStringLiteral("r1"), QStringLiteral("A"), 1,
                                   QString::fromLatin1(LiveMetric::TransactionRate)},
                     {0, 1, 2}, {1, 2, 3});
        store.flush();
        // As if built while its window sat on a standard screen: QCustomPlot reads the ratio
        // only when constructed, so showing the chart here must bring it up to date.
        chart.plot()->setBufferDevicePixelRatio(1.0);
        chart.resize(400, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(chart.devicePixelRatioF(), 2.0);
        QCOMPARE(chart.plot()->bufferDevicePixelRatio(), 2.0);
    }
};

QTEST_MAIN(TestChartDpi)
#include "tst_chartdpi.moc"
