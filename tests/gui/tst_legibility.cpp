// SPDX-License-Identifier: GPL-3.0-or-later
// The views at a laptop's 1366×768: in the window as a user sees it, every chart of the live,
// explore and results views is at least 240 px wide, and no two tick labels of an axis collide.
// tst_legibility_200pct runs the same at 200% scaling (TUNEBENCH_TEST_SCALE=2: QT_SCALE_FACTOR,
// as on a 2732×1536 panel): the same logical room, and every chart painting at the screen's pixels.
#include "experiment/experimentdetails.h"
#include "experimentfixture.h"
#include "mainwindow.h"
#include "charts/chartview.h"
#include "charts/cpuheatmapchart.h"
#include "charts/liveserieschart.h"
#include "views/exploreview.h"
#include "views/liveview.h"
#include "views/resultsview.h"
#include "views/splittermemory.h"

#include "charts/qcp.h"

#include <QFontMetricsF>
#include <QTabWidget>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

constexpr int kMinimumWidth = 240;

// The rectangles QCustomPlot draws an axis's tick labels in, from its ticks and the labels' font.
QList<QRectF> tickLabelRects(const QCPAxis *axis)
{
    QList<QRectF> rects;
    if (!axis->visible() || !axis->tickLabels())
        return rects;
    const QFontMetricsF metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (!axis->range().contains(ticks.at(i)) || labels.at(i).isEmpty())
            continue;
        const double at = axis->coordToPixel(ticks.at(i));
        const QSizeF size = metrics.boundingRect(QRectF(), Qt::AlignCenter, labels.at(i)).size();
        rects << (axis->orientation() == Qt::Horizontal ? QRectF(at - size.width() / 2, 0, size.width(), size.height())
                                                         : QRectF(0, at - size.height() / 2, size.width(), size.height()));
    }
    return rects;
}

// "" when no two tick labels of @p plot overlap, else which do.
QString tickCollisions(QCustomPlot *plot, const QString &name)
{
    plot->replot(QCustomPlot::rpImmediateRefresh);
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            const QList<QRectF> rects = tickLabelRects(axis);
            for (qsizetype i = 1; i < rects.size(); ++i)
                if (rects.at(i).intersects(rects.at(i - 1)))
                    return QStringLiteral("%1: tick labels '%2' and '%3' overlap")
                        .arg(name, axis->tickVectorLabels().value(i - 1), axis->tickVectorLabels().value(i));
        }
    }
    return {};
}

} // namespace

class TestLegibility : public QObject
{
    Q_OBJECT
public:
    static void initMain()
    {
        if (qEnvironmentVariableIsSet("TUNEBENCH_TEST_SCALE"))
            qputenv("QT_SCALE_FACTOR", qgetenv("TUNEBENCH_TEST_SCALE"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("results.sqlite")));
        QVERIFY(m_database->open().ok());
        m_twoArm = recordExperiment(*m_database, twoArmFixture());
        m_sweep = recordExperiment(*m_database, sweepFixture());
        QVERIFY(m_twoArm > 0 && m_sweep > 0);
    }

    void chartsAreWideEnoughAndTheirTicksReadable_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<int>("page");
        QTest::newRow("live") << QStringLiteral("live") << -1;
        QTest::newRow("explore") << QStringLiteral("explore") << -1;
        QTest::newRow("results: verdict") << QStringLiteral("results") << int(ResultsView::VerdictPage);
        QTest::newRow("results: service demand") << QStringLiteral("results") << int(ResultsView::ServiceDemandPage);
        QTest::newRow("results: sweep") << QStringLiteral("sweep") << int(ResultsView::SweepPage);
        QTest::newRow("results: runs") << QStringLiteral("results") << int(ResultsView::RunsPageIndex);
    }
    void chartsAreWideEnoughAndTheirTicksReadable()
    {
        QFETCH(QString, view);
        QFETCH(int, page);
        MainWindowOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("results.sqlite"));
        MainWindow window(options);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The window fits the screen: no part of it needs more height or width than 1366×768.
        QVERIFY2(window.height() <= 768 && window.width() <= 1366,
                 qPrintable(QStringLiteral("the window is %1×%2").arg(window.width()).arg(window.height())));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QVERIFY(tabs);
        QWidget *shown = view == QLatin1String("live") ? static_cast<QWidget *>(window.liveView())
            : view == QLatin1String("explore")          ? static_cast<QWidget *>(window.exploreView())
                                                        : static_cast<QWidget *>(window.resultsView());
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i) == shown || tabs->widget(i)->isAncestorOf(shown))
                tabs->setCurrentIndex(i);
        if (page >= 0) {
            const auto details = ExperimentDetailsLoader::load(*m_database, view == QLatin1String("sweep") ? m_sweep : m_twoArm);
            QVERIFY(details.ok());
            window.resultsView()->setDetails(details.value());
            window.resultsView()->showPage(ResultsView::Page(page));
        }
        QTest::qWait(50);
        int charts = 0;
        QList<std::pair<QWidget *, QCustomPlot *>> plots;
        for (ChartView *chart : shown->findChildren<ChartView *>())
            plots << std::pair<QWidget *, QCustomPlot *> {chart, chart->plot()};
        for (LiveSeriesChart *chart : shown->findChildren<LiveSeriesChart *>())
            plots << std::pair<QWidget *, QCustomPlot *> {chart, chart->plot()};
        for (CpuHeatmapChart *chart : shown->findChildren<CpuHeatmapChart *>())
            plots << std::pair<QWidget *, QCustomPlot *> {chart, chart->plot()};
        for (const auto &[chart, plot] : plots) {
            if (!chart->isVisibleTo(&window))
                continue;
            ++charts;
            QVERIFY2(chart->width() >= kMinimumWidth, qPrintable(QStringLiteral("%1 is %2 px wide").arg(chart->objectName()).arg(chart->width())));
            const QString collision = tickCollisions(plot, chart->objectName());
            QVERIFY2(collision.isEmpty(), qPrintable(collision));
            QCOMPARE(plot->bufferDevicePixelRatio(), plot->devicePixelRatioF()); // crisp at 200%
        }
        QVERIFY(charts > 0);
    }

    // A splitter dragged once comes back where it was left, in the next window too.
    void splittersRememberWhereTheyWereLeft()
    {
        QSettings().remove(QStringLiteral("splitters/testSplitter"));
        QList<int> left;
        {
            QSplitter splitter;
            splitter.addWidget(new QWidget);
            splitter.addWidget(new QWidget);
            rememberSplitter(&splitter, QStringLiteral("testSplitter"));
            splitter.resize(600, 200);
            splitter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&splitter));
            splitter.setSizes({100, 500});
            Q_EMIT splitter.splitterMoved(100, 1); // what a drag of the handle sends
            left = splitter.sizes();
        }
        QSplitter again;
        again.addWidget(new QWidget);
        again.addWidget(new QWidget);
        again.resize(600, 200);
        rememberSplitter(&again, QStringLiteral("testSplitter"));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.sizes(), left);
        QVERIFY(left.first() < left.last());
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    qint64 m_twoArm = 0;
    qint64 m_sweep = 0;
};

QTEST_MAIN(TestLegibility)
#include "tst_legibility.moc"
