// SPDX-License-Identifier: GPL-3.0-or-later
// A live chart of 4 graphs x 1,000,000 points at 1600x900 (offscreen) while a producer thread
// appends 400 points a second in total (100 per graph, through the LiveSeriesStore): replot time
// (median, p99) and peak memory (VmHWM), against the same chart driven naively: every appended
// point goes straight into its graph with addData(key, value) followed by a replot, and adaptive
// sampling is off. Each mode runs in its own process so VmHWM belongs to that mode alone.
// Tunebench runs twice: as shipped (the store's default cap decimates old points, so the chart
// holds far fewer than a million per graph) and uncapped (every point in QCustomPlot).
// A third mode adds what the live view shows beside the rate since issue 23: both hosts' per-CPU
// heatmaps (busy, 16 CPUs each, A | B) and the NIC counters chart, fed at 4 Hz per series from the
// same store after a minute of prefilled samples; all charts share the ReplotScheduler, and the
// figure is the replot time of a whole frame (every chart replotted in one scheduler tick).
// BENCH_SECONDS sets the measuring time of each mode (default 10).
#include "benchsupport.h"
#include "charts/cpuheatmapchart.h"
#include "charts/liveserieschart.h"
#include "charts/qcp.h"
#include "charts/replotscheduler.h"
#include "views/hostinsight.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cmath>
#include <ctime>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

constexpr int graphs = 4;
constexpr qsizetype pointsPerGraph = 1000000;
constexpr int pointsPerSecond = 400; // in total, spread evenly over the graphs
constexpr double sampleInterval = 0.25; // seconds between points of one graph (netperf -D 0.25)
const QSize chartSize(1600, 900);

LiveSeriesKey keyFor(int graph)
{
    const QString arm = graph < 2 ? QStringLiteral("A") : QStringLiteral("B");
    return {QStringLiteral("run%1").arg(graph), arm, graph % 2 + 1, QString::fromLatin1(LiveMetric::TransactionRate)};
}

double valueAt(int graph, qsizetype i)
{
    // A noisy rate around 25 k, different per graph, cheap and deterministic.
    const auto noise = double((i * 2654435761u + graph * 40503u) % 1000u);
    return 25000.0 + 1000.0 * graph + 1500.0 * std::sin(double(i) * 0.01) + noise;
}

void columns(int graph, qsizetype points, QList<double> &keys, QList<double> &values)
{
    keys.resize(points);
    values.resize(points);
    for (qsizetype i = 0; i < points; ++i) {
        keys[i] = double(i) * sampleInterval;
        values[i] = valueAt(graph, i);
    }
}

void prefill(LiveSeriesStore &store, qsizetype points)
{
    for (int g = 0; g < graphs; ++g) {
        QList<double> keys;
        QList<double> values;
        columns(g, points, keys, values);
        store.append(store.seriesId(keyFor(g)), keys, values);
    }
    store.flush();
}

qint64 peakResidentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Durations of every replot of @p plot from now on, in milliseconds: wall time, and the GUI
// thread's CPU time, which other processes on a busy machine do not inflate.
class ReplotTimes : public QObject
{
public:
    explicit ReplotTimes(QCustomPlot *plot)
    {
        connect(plot, &QCustomPlot::beforeReplot, this, [this] {
            m_cpuStart = threadCpuMs();
            m_clock.start();
        });
        connect(plot, &QCustomPlot::afterReplot, this, [this] {
            times.append(double(m_clock.nsecsElapsed()) / 1e6);
            cpuTimes.append(threadCpuMs() - m_cpuStart);
        });
    }
    QList<double> times;
    QList<double> cpuTimes;

private:
    QElapsedTimer m_clock;
    double m_cpuStart = 0;
};

// Replot time per frame over several plots: replots that start within 2 ms of the previous one's
// end belong to the same frame (the scheduler replots every dirty plot in one pass).
class FrameTimes : public QObject
{
public:
    explicit FrameTimes(const QList<QCustomPlot *> &plots)
    {
        m_sinceEnd.start();
        for (QCustomPlot *plot : plots) {
            connect(plot, &QCustomPlot::beforeReplot, this, [this] {
                if (frames.isEmpty() || m_sinceEnd.nsecsElapsed() > 2000000) {
                    frames.append(0);
                    plotsInFrame.append(0);
                }
                ++plotsInFrame.last();
                m_clock.start();
            });
            connect(plot, &QCustomPlot::afterReplot, this, [this] {
                frames.last() += double(m_clock.nsecsElapsed()) / 1e6;
                m_sinceEnd.start();
            });
        }
    }
    QList<double> frames;
    QList<int> plotsInFrame;

    /// The frames in which at least @p plots charts were replotted.
    [[nodiscard]] QList<double> framesOf(int plots) const
    {
        QList<double> out;
        for (qsizetype i = 0; i < frames.size(); ++i)
            if (plotsInFrame.at(i) >= plots)
                out << frames.at(i);
        return out;
    }

private:
    QElapsedTimer m_clock;
    QElapsedTimer m_sinceEnd;
};

constexpr int insightCpus = 16;
const QStringList insightCounters {QStringLiteral("rx_packets"), QStringLiteral("tx_packets"),
                                   QStringLiteral("rx_queue_0_packets"), QStringLiteral("tx_queue_0_packets")};

// The per-CPU and counter series of the runs the heatmaps show (the latest of each arm: graphs 1
// and 3), both hosts: @p samples of them from sample @p from on, 0.25 s apart.
void appendInsight(LiveSeriesStore &store, qsizetype from, qsizetype samples)
{
    for (int graph : {1, 3}) {
        const LiveSeriesKey rate = keyFor(graph);
        for (bool local : {true, false}) {
            QList<double> keys(samples), busy(samples), softirq(samples);
            for (qsizetype i = 0; i < samples; ++i)
                keys[i] = double(from + i + 1) * sampleInterval;
            for (int cpu = 0; cpu < insightCpus; ++cpu) {
                for (qsizetype i = 0; i < samples; ++i) {
                    busy[i] = std::fmod(valueAt(graph + cpu, from + i) / 300.0, 100.0);
                    softirq[i] = busy[i] / 4;
                }
                store.append(store.seriesId({rate.runId, rate.arm, rate.repetition, LiveMetric::perCpu("cpu_busy", local, cpu)}), keys, busy);
                store.append(store.seriesId({rate.runId, rate.arm, rate.repetition, LiveMetric::perCpu("cpu_softirq", local, cpu)}), keys, softirq);
            }
            for (const QString &counter : insightCounters) {
                QList<double> values(samples);
                for (qsizetype i = 0; i < samples; ++i)
                    values[i] = valueAt(graph, from + i) * (local ? 1.0 : 1.01);
                store.append(store.seriesId({rate.runId, rate.arm, rate.repetition, LiveMetric::nicCounter(local, counter)}), keys, values);
            }
        }
    }
}

QJsonObject summary(const ReplotTimes &replots, qint64 appended, double seconds)
{
    const QList<double> &times = replots.times;
    return {{QStringLiteral("median_ms"), median(times)},
            {QStringLiteral("p99_ms"), percentile(times, 99)},
            {QStringLiteral("cpu_median_ms"), median(replots.cpuTimes)},
            {QStringLiteral("cpu_p99_ms"), percentile(replots.cpuTimes, 99)},
            {QStringLiteral("replots"), times.size()},
            {QStringLiteral("appended"), double(appended)},
            {QStringLiteral("seconds"), seconds},
            {QStringLiteral("vmhwm_kib"), double(peakResidentKiB())}};
}

std::unique_ptr<LiveSeriesChart> shownChart(LiveSeriesStore &store, ReplotScheduler *scheduler)
{
    auto chart = std::make_unique<LiveSeriesChart>(&store, scheduler);
    chart->setMetrics({QString::fromLatin1(LiveMetric::TransactionRate)});
    chart->setValueAxis(QStringLiteral("Transaction rate"), QStringLiteral("Tr/s"));
    chart->resize(chartSize);
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        qFatal("chart window was not exposed");
    return chart;
}

// Tunebench's path: a producer thread appends to the store; bursts, bulk adds and <= 30 Hz replots.
QJsonObject runLive(double seconds, bool capped, bool insight = false)
{
    LiveSeriesStore store;
    if (!capped) // every point stays: QCustomPlot's adaptive sampling alone against a million points
        store.setCapacity(2 * pointsPerGraph);
    prefill(store, pointsPerGraph);
    ReplotScheduler scheduler;
    auto chart = shownChart(store, &scheduler);
    std::unique_ptr<CpuHeatmapsPanel> heatmaps;
    std::unique_ptr<NicCountersPanel> counters;
    QList<QCustomPlot *> plots {chart->plot()};
    constexpr qsizetype insightPrefill = 240; // a minute at 4 Hz
    if (insight) {
        appendInsight(store, 0, insightPrefill);
        store.flush();
        heatmaps = std::make_unique<CpuHeatmapsPanel>(&store, &scheduler);
        counters = std::make_unique<NicCountersPanel>(&store, &scheduler);
        for (QWidget *widget : {static_cast<QWidget *>(heatmaps.get()), static_cast<QWidget *>(counters.get())}) {
            widget->resize(chartSize);
            widget->show();
            if (!QTest::qWaitForWindowExposed(widget))
                qFatal("insight window was not exposed");
        }
        plots << heatmaps->clientChart()->plot() << heatmaps->serverChart()->plot() << counters->chart()->plot();
    }
    QTest::qWait(200); // the first full replot is start-up, not streaming
    ReplotTimes replots(chart->plot());
    FrameTimes frames(plots);

    std::atomic<bool> stop = false;
    std::atomic<qint64> appended = 0;
    std::unique_ptr<QThread> producer(QThread::create([&] {
        QList<LiveSeriesStore::SeriesId> ids;
        for (int g = 0; g < graphs; ++g)
            ids.append(store.seriesId(keyFor(g)));
        QElapsedTimer clock;
        clock.start();
        qint64 sent = 0;
        qsizetype insightSent = 0;
        while (!stop) {
            // Telemetry arrives at 4 Hz, one sample per series each time.
            for (const auto due = qsizetype(double(clock.nsecsElapsed()) / 1e9 / sampleInterval);
                 insight && insightSent < due; ++insightSent)
                appendInsight(store, insightPrefill + insightSent, 1);
            const auto due = qint64(double(clock.nsecsElapsed()) / 1e9 * pointsPerSecond);
            for (; sent < due; ++sent) {
                const int g = int(sent % graphs);
                const qsizetype i = pointsPerGraph + sent / graphs;
                store.append(ids[g], double(i) * sampleInterval, valueAt(g, i));
            }
            appended = sent;
            QThread::msleep(2);
        }
    }));
    QElapsedTimer clock;
    clock.start();
    producer->start();
    QTest::qWait(int(seconds * 1000));
    stop = true;
    producer->wait();
    QJsonObject result = summary(replots, appended, double(clock.elapsed()) / 1000.0);
    result.insert(QStringLiteral("points_held_per_graph"), double(chart->pointCount()) / graphs);
    if (insight) {
        result.insert(QStringLiteral("median_ms"), median(frames.frames)); // a frame: every chart
        result.insert(QStringLiteral("p99_ms"), percentile(frames.frames, 99));
        result.insert(QStringLiteral("rate_chart_median_ms"), median(replots.times));
        result.insert(QStringLiteral("frames"), frames.frames.size());
        // The frames that replotted the heatmaps and counters too (a sample arrived: 4 a second).
        const QList<double> full = frames.framesOf(int(plots.size()));
        result.insert(QStringLiteral("full_frames"), full.size());
        result.insert(QStringLiteral("full_frame_median_ms"), median(full));
        result.insert(QStringLiteral("heatmap_cells"), heatmaps->clientChart()->timeCells(0));
    }
    return result;
}

// The naive driver: the same chart, but each point is added on its own and replotted at once.
QJsonObject runNaive(double seconds, int minReplots)
{
    // The store only lays the chart out (panels, graphs, pens); the points bypass it, so the
    // naive process holds each point once, in QCustomPlot.
    LiveSeriesStore store;
    prefill(store, 1);
    auto chart = shownChart(store, nullptr);
    QCustomPlot *plot = chart->plot();
    for (int g = 0; g < plot->graphCount(); ++g) {
        QList<double> keys;
        QList<double> values;
        columns(g, pointsPerGraph, keys, values);
        plot->graph(g)->setData(keys, values, true);
        plot->graph(g)->setAdaptiveSampling(false);
    }
    plot->setNotAntialiasedElements(QCP::aePlottables); // as the live chart does for dense graphs
    plot->rescaleAxes();
    plot->replot();
    ReplotTimes replots(plot);

    QElapsedTimer clock;
    clock.start();
    qint64 sent = 0;
    const auto running = [&] {
        return clock.elapsed() < qint64(seconds * 1000) || replots.times.size() < minReplots;
    };
    while (running()) {
        const auto due = qint64(double(clock.nsecsElapsed()) / 1e9 * pointsPerSecond);
        for (; sent < due && running(); ++sent) {
            const int g = int(sent % graphs);
            const qsizetype i = pointsPerGraph + sent / graphs;
            plot->graph(g)->addData(double(i) * sampleInterval, valueAt(g, i));
            plot->replot();
        }
        QCoreApplication::processEvents();
    }
    QJsonObject result = summary(replots, sent, double(clock.elapsed()) / 1000.0);
    result.insert(QStringLiteral("points_held_per_graph"), double(plot->graph(0)->dataCount()));
    return result;
}

QJsonObject runChild(const QString &mode, double seconds)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--mode"), mode, QStringLiteral("--seconds"), QString::number(seconds)});
    if (!child.waitForFinished(600000) || child.exitCode() != 0)
        qFatal("bench_livechart: the %s run failed", qPrintable(mode));
    return QJsonDocument::fromJson(child.readAllStandardOutput().trimmed()).object();
}

// The 1-minute load average: replot wall times on a shared machine mean little without it.
double loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().split(' ').value(0).toDouble() : -1;
}

void report(const QString &mode, const QJsonObject &live, const QJsonObject &naive, const QString &prefix)
{
    const auto value = [](const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toDouble(); };
    QJsonObject context{{QStringLiteral("mode"), mode},
                              {QStringLiteral("graphs"), graphs},
                              {QStringLiteral("points_appended_per_graph"), double(pointsPerGraph)},
                              {QStringLiteral("append_rate_per_s"), pointsPerSecond},
                              {QStringLiteral("size"), QStringLiteral("1600x900")},
                              {QStringLiteral("points_held_per_graph"), live.value(QStringLiteral("points_held_per_graph"))},
                              {QStringLiteral("baseline_points_held_per_graph"),
                               naive.value(QStringLiteral("points_held_per_graph"))},
                              {QStringLiteral("replots"), live.value(QStringLiteral("replots"))},
                              {QStringLiteral("baseline_replots"), naive.value(QStringLiteral("replots"))},
                              {QStringLiteral("seconds"), live.value(QStringLiteral("seconds"))},
                              {QStringLiteral("baseline_seconds"), naive.value(QStringLiteral("seconds"))},
                              {QStringLiteral("appended"), live.value(QStringLiteral("appended"))},
                              {QStringLiteral("loadavg"), loadAverage()}};
    for (const char *key : {"frames", "full_frames", "rate_chart_median_ms", "heatmap_cells"}) // the insight mode's
        if (live.contains(QLatin1String(key)))
            context.insert(QLatin1String(key), live.value(QLatin1String(key)));
    reportRatio(prefix + QStringLiteral("_replot_median"), value(live, "median_ms"), value(naive, "median_ms"),
                QStringLiteral("ms"), context);
    if (live.contains(QLatin1String("full_frame_median_ms")))
        reportRatio(prefix + QStringLiteral("_full_frame_median"), value(live, "full_frame_median_ms"),
                    value(naive, "median_ms"), QStringLiteral("ms"), context);
    reportRatio(prefix + QStringLiteral("_replot_p99"), value(live, "p99_ms"), value(naive, "p99_ms"),
                QStringLiteral("ms"), context);
    reportRatio(prefix + QStringLiteral("_replot_cpu_median"), value(live, "cpu_median_ms"),
                value(naive, "cpu_median_ms"), QStringLiteral("ms"), context);
    reportRatio(prefix + QStringLiteral("_replot_cpu_p99"), value(live, "cpu_p99_ms"), value(naive, "cpu_p99_ms"),
                QStringLiteral("ms"), context);
    reportRatio(prefix + QStringLiteral("_peak_memory"), value(live, "vmhwm_kib") / 1024.0,
                value(naive, "vmhwm_kib") / 1024.0, QStringLiteral("MiB"), context);
    // Replots a second each driver managed while 400 points a second arrived.
    reportRatio(prefix + QStringLiteral("_replots_per_second"), value(live, "replots") / value(live, "seconds"),
                value(naive, "replots") / value(naive, "seconds"), QStringLiteral("1/s"), context);
}

} // namespace

int main(int argc, char **argv)
{
    const QStringList args = [&] {
        QStringList list;
        for (int i = 1; i < argc; ++i)
            list.append(QString::fromLocal8Bit(argv[i]));
        return list;
    }();
    const double seconds = args.contains(QStringLiteral("--seconds"))
        ? args.value(args.indexOf(QStringLiteral("--seconds")) + 1).toDouble()
        : (qEnvironmentVariableIsSet("BENCH_SECONDS") ? qEnvironmentVariable("BENCH_SECONDS").toDouble() : 10.0);
    const QString mode = args.value(args.indexOf(QStringLiteral("--mode")) + 1);
    if (args.contains(QStringLiteral("--mode"))) {
        QApplication app(argc, argv);
        // A naive replot of 4 million points takes seconds; a few give its median and spread.
        const QJsonObject result = mode == QLatin1String("naive")
            ? runNaive(seconds, 5)
            : runLive(seconds, mode != QLatin1String("live-uncapped"), mode == QLatin1String("live-insight"));
        std::fputs(QJsonDocument(result).toJson(QJsonDocument::Compact).constData(), stdout);
        return 0;
    }

    QCoreApplication app(argc, argv);
    const QJsonObject naive = runChild(QStringLiteral("naive"), seconds);
    for (const QString &mode : {QStringLiteral("live"), QStringLiteral("live-uncapped"), QStringLiteral("live-insight")}) {
        const QJsonObject live = runChild(mode, seconds);
        const QString prefix = mode == QLatin1String("live")   ? QStringLiteral("livechart")
            : mode == QLatin1String("live-uncapped")            ? QStringLiteral("livechart_uncapped")
                                                               : QStringLiteral("livechart_insight");
        report(mode, live, naive, prefix);
    }
    return 0;
}
