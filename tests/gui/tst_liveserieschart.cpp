// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/liveserieschart.h"
#include "charts/qcp.h"
#include "charts/replotscheduler.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Tunebench;

namespace {
const QString rate = QString::fromLatin1(LiveMetric::TransactionRate);
const QString sdLocal = QString::fromLatin1(LiveMetric::ServiceDemandLocal);
const QString sdRemote = QString::fromLatin1(LiveMetric::ServiceDemandRemote);

LiveSeriesKey key(const QString &run, const QString &arm, int repetition, const QString &metric = rate)
{
    return {run, arm, repetition, metric};
}

// Appends @p count points of @p value, continuing the series' time axis at 4 points a second.
void feed(LiveSeriesStore &store, const LiveSeriesKey &k, qsizetype count, double value)
{
    const auto id = store.seriesId(k);
    const QList<double> seen = store.readAll(id).keys;
    const double start = seen.isEmpty() ? 0.0 : seen.last() + 0.25;
    QList<double> times;
    QList<double> values;
    for (qsizetype i = 0; i < count; ++i) {
        times.append(start + double(i) * 0.25);
        values.append(value);
    }
    store.append(id, times, values);
}

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    return palette;
}

QPalette lightPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::WindowText, Qt::black);
    return palette;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestLiveSeriesChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pointCountGrowsAsTheStoreGrows()
    {
        LiveSeriesStore store;
        ReplotScheduler scheduler;
        LiveSeriesChart chart(&store, &scheduler);
        chart.setMetrics({rate});
        chart.resize(800, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy replotted(&chart, &LiveSeriesChart::replotted);

        feed(store, key(QStringLiteral("r1"), QStringLiteral("A"), 1), 100, 5000);
        store.flush();
        QCOMPARE(chart.graphCount(), 1);
        QCOMPARE(chart.pointCount(), 100);
        feed(store, key(QStringLiteral("r1"), QStringLiteral("A"), 1), 50, 6000);
        QTRY_COMPARE(chart.pointCount(), 150); // through the store's own burst timer
        QVERIFY(replotted.wait(2000) || !replotted.isEmpty());
        QVERIFY(chart.timeRange(0).second >= 149 * 0.25);
    }

    void bindsSeriesThatExistedBeforeTheChartAndIgnoresOtherMetrics()
    {
        LiveSeriesStore store;
        feed(store, key(QStringLiteral("r1"), QStringLiteral("A"), 1), 40, 100);
        feed(store, key(QStringLiteral("r1"), QStringLiteral("A"), 1, sdLocal), 40, 12);
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        QCOMPARE(chart.graphCount(), 1);
        QCOMPARE(chart.pointCount(), 40);
        chart.setMetrics({sdLocal, sdRemote}, {QStringLiteral("local"), QStringLiteral("remote")});
        QCOMPARE(chart.graphCount(), 1);
        feed(store, key(QStringLiteral("r1"), QStringLiteral("A"), 1, sdRemote), 10, 14);
        store.flush();
        QCOMPARE(chart.graphCount(), 2);
        QCOMPARE(chart.graphStyle(QStringLiteral("r1"), sdLocal)->penStyle, Qt::SolidLine);
        QCOMPARE(chart.graphStyle(QStringLiteral("r1"), sdRemote)->penStyle, Qt::DashLine);
        QCOMPARE(chart.legendEntries(0), QStringList({QStringLiteral("local"), QStringLiteral("remote")}));
    }

    void sideBySidePanelsShareTheValueScale()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 20, 100);
        feed(store, key(QStringLiteral("b1"), QStringLiteral("B"), 1), 20, 1000);
        store.flush();
        QCOMPARE(chart.panelCount(), 2);
        QCOMPARE(chart.panelArms(), QStringList({QStringLiteral("A"), QStringLiteral("B")}));
        QCOMPARE(chart.valueRange(0), chart.valueRange(1));
        QCOMPARE(chart.valueRange(0).first, 0.0); // rates are drawn from zero
        QVERIFY(chart.valueRange(0).second >= 1000);
        QCOMPARE(chart.timeRange(0), chart.timeRange(1));

        feed(store, key(QStringLiteral("a2"), QStringLiteral("A"), 2), 20, 5000);
        store.flush();
        QVERIFY(chart.valueRange(1).second >= 5000); // B's panel follows A's new peak
        QCOMPARE(chart.valueRange(0), chart.valueRange(1));
    }

    void panelsFollowTheArmOrder()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        chart.setArmOrder({QStringLiteral("B"), QStringLiteral("A")});
        QCOMPARE(chart.panelCount(), 2); // panels exist before their arms have data
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 5, 1);
        feed(store, key(QStringLiteral("c1"), QStringLiteral("C"), 1), 5, 1);
        store.flush();
        QCOMPARE(chart.panelArms(), QStringList({QStringLiteral("B"), QStringLiteral("A"), QStringLiteral("C")}));
    }

    void overlayPutsAllArmsInOnePanelAndBack()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 30, 100);
        feed(store, key(QStringLiteral("b1"), QStringLiteral("B"), 1), 30, 200);
        store.flush();
        QVERIFY(chart.legendEntries(0).isEmpty()); // side by side, the panel titles name the arms
        chart.setLayoutMode(LiveSeriesChart::Layout::Overlay);
        QCOMPARE(chart.panelCount(), 1);
        QCOMPARE(chart.graphCount(), 2);
        QCOMPARE(chart.legendEntries(0), QStringList({QStringLiteral("A"), QStringLiteral("B")}));
        QCOMPARE(chart.pointCount(), 60);
        QVERIFY(chart.valueRange(0).second >= 200);
        chart.setLayoutMode(LiveSeriesChart::Layout::SideBySide);
        QCOMPARE(chart.panelCount(), 2);
        QCOMPARE(chart.pointCount(), 60);
    }

    void currentRunIsBoldAndEarlierRepetitionsFaint()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setPalette(lightPalette());
        chart.setMetrics({rate});
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 10, 100);
        feed(store, key(QStringLiteral("b1"), QStringLiteral("B"), 1), 10, 100);
        feed(store, key(QStringLiteral("a2"), QStringLiteral("A"), 2), 10, 100);
        store.flush();
        QCOMPARE(chart.currentRun(), QStringLiteral("a2"));
        const auto a2 = *chart.graphStyle(QStringLiteral("a2"), rate);
        const auto a1 = *chart.graphStyle(QStringLiteral("a1"), rate);
        const auto b1 = *chart.graphStyle(QStringLiteral("b1"), rate);
        QCOMPARE(a2.emphasis, LiveSeriesChart::Emphasis::Current);
        QCOMPARE(a1.emphasis, LiveSeriesChart::Emphasis::Earlier);
        QCOMPARE(b1.emphasis, LiveSeriesChart::Emphasis::Latest);
        QVERIFY(a2.width > b1.width);
        QVERIFY(a1.color != a2.color); // faded towards the background
        QVERIFY(a1.color.lightness() > a2.color.lightness()); // ... which is white here
        QVERIFY(b1.color != a2.color); // arms differ in colour

        chart.setCurrentRun(QStringLiteral("b1"));
        QCOMPARE(chart.graphStyle(QStringLiteral("b1"), rate)->emphasis, LiveSeriesChart::Emphasis::Current);
        QCOMPARE(chart.graphStyle(QStringLiteral("a2"), rate)->emphasis, LiveSeriesChart::Emphasis::Latest);
    }

    void followsPaletteChanges()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        chart.setPalette(lightPalette());
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 10, 100);
        store.flush();
        const QColor lightSeries = chart.graphStyle(QStringLiteral("a1"), rate)->color;
        QCOMPARE(chart.plot()->toPixmap(200, 100).toImage().pixelColor(2, 2), QColor(Qt::white));

        chart.setPalette(darkPalette()); // arrives as QEvent::PaletteChange
        QCOMPARE(chart.plot()->toPixmap(200, 100).toImage().pixelColor(2, 2), QColor(0x1e, 0x1e, 0x1e));
        const QColor darkSeries = chart.graphStyle(QStringLiteral("a1"), rate)->color;
        QVERIFY(darkSeries != lightSeries);
        QVERIFY(darkSeries.lightness() > lightSeries.lightness());
    }

    void dropsAntialiasingAndWidePensOnDenseCharts()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 100, 1);
        store.flush();
        QVERIFY(chart.isAntialiased());
        QCOMPARE(chart.graphStyle(QStringLiteral("a1"), rate)->width, 2.0);
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), LiveSeriesChart::densePointCount, 1);
        store.flush();
        QVERIFY(!chart.isAntialiased());
        const auto dense = *chart.graphStyle(QStringLiteral("a1"), rate);
        QCOMPARE(dense.emphasis, LiveSeriesChart::Emphasis::Current);
        QCOMPARE(dense.width, 1.0); // wide pens are slow on dense lines
        store.clear();
        QVERIFY(chart.isAntialiased());
    }

    void refillsWhenTheStoreDecimates()
    {
        LiveSeriesStore store;
        store.setCapacity(256);
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        const auto k = key(QStringLiteral("a1"), QStringLiteral("A"), 1);
        for (int burst = 0; burst < 20; ++burst) {
            feed(store, k, 100, burst);
            store.flush();
            QCOMPARE(chart.pointCount(), store.size(store.seriesId(k)));
        }
        QVERIFY(store.generation(store.seriesId(k)) > 0);
        QVERIFY(chart.timeRange(0).second >= 1999 * 0.25);
        QCOMPARE(store.droppedPoints(store.seriesId(k)), 0);
    }

    void panningStopsFollowingAndDoubleClickResumes()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        chart.resize(800, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 100, 10);
        feed(store, key(QStringLiteral("b1"), QStringLiteral("B"), 1), 100, 10);
        store.flush();
        QVERIFY(chart.isFollowingLiveData());

        chart.plot()->axisRect(0)->axis(QCPAxis::atBottom)->setRange(5, 10); // as a drag would
        QVERIFY(!chart.isFollowingLiveData());
        QCOMPARE(chart.timeRange(1), qMakePair(5.0, 10.0)); // the other panel moves along
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 100, 10);
        store.flush();
        QCOMPARE(chart.timeRange(0), qMakePair(5.0, 10.0)); // new data does not yank the view away

        QTest::mouseDClick(chart.plot(), Qt::LeftButton, {}, chart.plot()->rect().center());
        QVERIFY(chart.isFollowingLiveData());
        QVERIFY(chart.timeRange(0).second >= 199 * 0.25);
        QCOMPARE(chart.timeRange(0), chart.timeRange(1));
    }

    void hiddenChartIsReplottedOnlyOnceShown()
    {
        LiveSeriesStore store;
        ReplotScheduler scheduler;
        LiveSeriesChart chart(&store, &scheduler);
        chart.setMetrics({rate});
        chart.resize(600, 300);
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 50, 1);
        store.flush();
        QTest::qWait(100);
        QCOMPARE(scheduler.replotsRequested(), 0);
        QCOMPARE(chart.pointCount(), 50); // data keeps flowing while hidden
        chart.show();
        QTRY_VERIFY(scheduler.replotsRequested() >= 1);
    }

    void markersAppearInTheirPanels()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        chart.setArmOrder({QStringLiteral("A"), QStringLiteral("B")});
        chart.addMarker(1.0, QStringLiteral("tunables applied"), QStringLiteral("A"));
        QCOMPARE(chart.markerCount(), 2); // a line and its label, in A only
        chart.addMarker(2.0, QStringLiteral("warm-up over"));
        QCOMPARE(chart.markerCount(), 6); // plus one in each panel
        chart.setLayoutMode(LiveSeriesChart::Layout::Overlay);
        QCOMPARE(chart.markerCount(), 4);
        chart.setLayoutMode(LiveSeriesChart::Layout::SideBySide);
        feed(store, key(QStringLiteral("c1"), QStringLiteral("C"), 1), 5, 1);
        store.flush();
        QCOMPARE(chart.markerCount(), 8); // the new panel gets the all-panel marker
        chart.clearMarkers();
        QCOMPARE(chart.markerCount(), 0);
    }

    void savesPngPdfAndSvg()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        chart.setValueAxis(QStringLiteral("Transactions/s"), QStringLiteral("Tr/s"));
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 200, 25000);
        feed(store, key(QStringLiteral("b1"), QStringLiteral("B"), 1), 200, 27000);
        store.flush();
        chart.addMarker(10, QStringLiteral("marker"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const QString png = dir.filePath(QStringLiteral("chart.png"));
        QVERIFY(chart.save(png, QSize(800, 450), 2.0).ok());
        QVERIFY(readFile(png).startsWith("\x89PNG\r\n\x1a\n"));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 900));

        const QString pdf = dir.filePath(QStringLiteral("chart.pdf"));
        QVERIFY(chart.save(pdf, QSize(800, 450)).ok());
        const QByteArray pdfData = readFile(pdf);
        QVERIFY(pdfData.startsWith("%PDF-"));
        QVERIFY(pdfData.trimmed().endsWith("%%EOF"));
        QVERIFY(pdfData.size() > 1000);

        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(chart.save(svg, QSize(800, 450)).ok());
        QXmlStreamReader xml(readFile(svg));
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
        int paths = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement
                && (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline")))
                ++paths;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(paths >= 2); // at least the two series
        const QByteArray svgData = readFile(svg);
        QVERIFY(svgData.contains("25 k")); // SI tick labels stay text in the SVG
        QVERIFY(svgData.contains("Transactions/s (Tr/s)"));
    }

    void refusesUnknownFormatsAndUnwritablePaths()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        const Status unknown = chart.save(QStringLiteral("/tmp/chart.bmp"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().code, ErrorCode::Unsupported);
        for (const char *suffix : {"png", "pdf", "svg"}) {
            const Status unwritable =
                chart.save(QStringLiteral("/nonexistent-dir/chart.") + QLatin1String(suffix), QSize(200, 100));
            QVERIFY(!unwritable.ok());
            QCOMPARE(unwritable.error().code, ErrorCode::Io);
        }
    }

    void storeClearEmptiesTheChart()
    {
        LiveSeriesStore store;
        LiveSeriesChart chart(&store, nullptr);
        chart.setMetrics({rate});
        feed(store, key(QStringLiteral("a1"), QStringLiteral("A"), 1), 10, 1);
        store.flush();
        store.clear();
        QCOMPARE(chart.graphCount(), 0);
        QCOMPARE(chart.pointCount(), 0);
        feed(store, key(QStringLiteral("x1"), QStringLiteral("A"), 1), 3, 1);
        store.flush();
        QCOMPARE(chart.pointCount(), 3);
    }
};

QTEST_MAIN(TestLiveSeriesChart)
#include "tst_liveserieschart.moc"
