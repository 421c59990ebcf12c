// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/cpuheatmapchart.h"

#include "charts/chartstyle.h"
#include "charts/replotscheduler.h"

#include "charts/qcp.h"

#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace Tunebench {

namespace {

constexpr double defaultCellSeconds = 0.25; // the sampler's default interval
constexpr int maximumCpuTicks = 16;

/// The sampling interval of @p keys: the median step between points (robust to one late sample).
double cellWidth(const QList<double> &keys)
{
    std::vector<double> steps;
    for (qsizetype i = 1; i < keys.size(); ++i)
        if (const double step = keys.at(i) - keys.at(i - 1); step > 0)
            steps.push_back(step);
    if (steps.empty())
        return defaultCellSeconds;
    std::nth_element(steps.begin(), steps.begin() + qsizetype(steps.size() / 2), steps.end());
    return steps.at(steps.size() / 2);
}

} // namespace

CpuHeatmapChart::CpuHeatmapChart(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_scheduler(scheduler ? scheduler : new ReplotScheduler(this))
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setPlottingHints(QCP::phCacheLabels);
    connect(m_plot, &QCustomPlot::afterReplot, this, &CpuHeatmapChart::replotted);
    connect(m_store, &LiveSeriesStore::seriesAdded, this, &CpuHeatmapChart::take);
    connect(m_store, &LiveSeriesStore::seriesAppended, this, &CpuHeatmapChart::take);
    connect(m_store, &LiveSeriesStore::cleared, this, [this] {
        m_panels.clear();
        rebuild();
        requestReplot();
    });
    m_colors = ChartPalette::fromPalette(palette());
    rebuild();
}

CpuHeatmapChart::~CpuHeatmapChart() = default;

void CpuHeatmapChart::setSource(const QString &what, bool local)
{
    m_what = what;
    m_local = local;
    m_panels.clear();
    rebuild();
    take(m_store->seriesIds());
}

void CpuHeatmapChart::setSeriesFilter(std::function<bool(const LiveSeriesKey &)> filter)
{
    m_filter = std::move(filter);
    m_panels.clear();
    rebuild();
    take(m_store->seriesIds());
}

void CpuHeatmapChart::setArmOrder(const QStringList &arms)
{
    m_arms = arms;
    rebuild();
    requestReplot();
}

void CpuHeatmapChart::setBoundCpu(std::optional<int> cpu)
{
    m_boundCpu = cpu;
    for (Panel &panel : m_panels)
        if (panel.rect)
            placeAxes(panel); // the outline, and the CPU axis naming the bound CPU
    requestReplot();
}

QStringList CpuHeatmapChart::panelArms() const
{
    QStringList arms;
    for (const Panel &panel : m_panels)
        arms << panel.arm;
    return arms;
}

QString CpuHeatmapChart::panelRun(int panel) const
{
    return panel >= 0 && panel < panelCount() ? m_panels.at(size_t(panel)).runId : QString();
}

int CpuHeatmapChart::cpuCount(int panel) const
{
    if (panel < 0 || panel >= panelCount() || !m_panels.at(size_t(panel)).map)
        return 0;
    return m_panels.at(size_t(panel)).map->data()->valueSize();
}

int CpuHeatmapChart::timeCells(int panel) const
{
    return panel >= 0 && panel < panelCount() ? m_panels.at(size_t(panel)).cells : 0;
}

std::optional<double> CpuHeatmapChart::valueAt(int panel, double time, int cpu) const
{
    if (panel < 0 || panel >= panelCount() || m_panels.at(size_t(panel)).cells == 0)
        return std::nullopt;
    // QCPColorMapData::cell() is not const in QCustomPlot 2.1.
    QCPColorMapData *data = m_panels.at(size_t(panel)).map->data();
    int key = 0;
    int value = 0;
    data->coordToCell(time, cpu, &key, &value);
    if (key < 0 || key >= data->keySize() || value < 0 || value >= data->valueSize() || value != cpu)
        return std::nullopt;
    const double cell = data->cell(key, value);
    return std::isnan(cell) ? std::nullopt : std::optional<double>(cell);
}

bool CpuHeatmapChart::marksBoundCpu(int panel) const
{
    return panel >= 0 && panel < panelCount() && m_panels.at(size_t(panel)).bound != nullptr;
}

void CpuHeatmapChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_colors = ChartPalette::fromPalette(palette());
        styleAll();
        requestReplot();
    }
}

std::optional<int> CpuHeatmapChart::cpuOf(const LiveSeriesKey &key) const
{
    // LiveMetric::perCpu: "WHAT.local.N" / "WHAT.remote.N".
    const QString prefix = m_what + (m_local ? QStringLiteral(".local.") : QStringLiteral(".remote."));
    if (!key.metric.startsWith(prefix) || (m_filter && !m_filter(key)))
        return std::nullopt;
    bool ok = false;
    const int cpu = QStringView(key.metric).mid(prefix.size()).toInt(&ok);
    return ok && cpu >= 0 ? std::optional<int>(cpu) : std::nullopt;
}

CpuHeatmapChart::Panel &CpuHeatmapChart::panelFor(const QString &arm)
{
    for (Panel &panel : m_panels)
        if (panel.arm == arm)
            return panel;
    Panel panel;
    panel.arm = arm;
    m_panels.push_back(panel);
    // Listed arms first, in their order; the others as they appear.
    std::stable_sort(m_panels.begin(), m_panels.end(), [this](const Panel &a, const Panel &b) {
        const auto rank = [this](const QString &name) {
            const qsizetype index = m_arms.indexOf(name);
            return index < 0 ? m_arms.size() : index;
        };
        return rank(a.arm) < rank(b.arm);
    });
    rebuild();
    for (Panel &existing : m_panels)
        if (existing.arm == arm)
            return existing;
    return m_panels.back();
}

void CpuHeatmapChart::take(const QList<int> &ids)
{
    for (const int id : ids) {
        const LiveSeriesKey key = m_store->key(id);
        const std::optional<int> cpu = cpuOf(key);
        if (!cpu)
            continue;
        Panel &panel = panelFor(key.arm);
        if (key.runId != panel.runId) {
            // A run that appeared after the one shown takes the panel; an older one is ignored.
            if (!panel.runId.isEmpty() && id < panel.runOrder)
                continue;
            panel.runId = key.runId;
            panel.runOrder = id;
            panel.cpus.clear();
            panel.allocatedCells = 0; // a fill, not an update
        }
        const auto known = std::find_if(panel.cpus.cbegin(), panel.cpus.cend(), [id](const Panel::Feed &f) { return f.id == id; });
        if (known == panel.cpus.cend()) {
            panel.cpus.append({*cpu, id});
            panel.allocatedCells = 0;
        }
        panel.dirty = true;
    }
    bool any = false;
    for (Panel &panel : m_panels) {
        if (!panel.dirty)
            continue;
        // Live, only the new points go into the map; it is refilled when it must grow.
        if (!update(panel))
            fill(panel);
        any = true;
    }
    if (any)
        requestReplot();
}

void CpuHeatmapChart::rebuild()
{
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_plot->plotLayout()->clear();
    m_scale = nullptr;
    const int columns = std::max(1, panelCount());
    for (int i = 0; i < panelCount(); ++i) {
        Panel &panel = m_panels.at(size_t(i));
        panel.title = new QCPTextElement(m_plot, panel.arm);
        m_plot->plotLayout()->addElement(0, i, panel.title);
        panel.rect = new QCPAxisRect(m_plot);
        m_plot->plotLayout()->addElement(1, i, panel.rect);
        panel.rect->setupFullAxesBox(false);
        panel.rect->axis(QCPAxis::atBottom)->setLabel(tr("Time (s)"));
        panel.rect->axis(QCPAxis::atLeft)->setLabel(i == 0 ? tr("CPU") : QString());
        panel.map = new QCPColorMap(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
        panel.map->setInterpolate(false);
        panel.map->setTightBoundary(true);
        panel.bound = nullptr;
        panel.dirty = true;
    }
    if (panelCount() == 0) {
        // Nothing to draw yet: say so instead of showing an empty axis box.
        m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, tr("No per-CPU samples yet")));
    } else {
        m_scale = new QCPColorScale(m_plot);
        m_plot->plotLayout()->addElement(1, columns, m_scale);
        m_scale->setType(QCPAxis::atRight);
        m_scale->setDataRange(QCPRange(0, 100));
        m_scale->axis()->setLabel(m_what == QLatin1String("cpu_softirq") ? tr("% in softirq") : tr("% busy"));
        m_scale->setGradient(heatmapGradient());
        auto *margins = new QCPMarginGroup(m_plot);
        m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
        for (Panel &panel : m_panels) {
            panel.map->setColorScale(m_scale);
            panel.rect->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
            fill(panel);
        }
    }
    styleAll();
}

void CpuHeatmapChart::fill(Panel &panel)
{
    panel.dirty = false;
    if (!panel.map)
        return;
    int cpus = 0;
    double end = 0;
    QList<LiveSeriesStore::Delta> series;
    for (Panel::Feed &feed : panel.cpus) {
        series << m_store->readAll(feed.id);
        feed.generation = series.last().generation;
        feed.end = series.last().end;
        cpus = std::max(cpus, feed.cpu + 1);
        if (!series.last().keys.isEmpty())
            end = std::max(end, series.last().keys.last());
    }
    panel.cellWidth = series.isEmpty() ? defaultCellSeconds : cellWidth(series.first().keys);
    // Each sample covers the interval before its time: the cell that ends there.
    panel.cells = end > 0 ? int(std::ceil(end / panel.cellWidth - 1e-9)) : 0;
    panel.cpuRows = std::max(1, cpus);
    // Twice the cells there are (at least a minute's): a live run grows into them, point by point.
    panel.allocatedCells = std::max({1, 2 * panel.cells, int(60 / panel.cellWidth)});
    QCPColorMapData *data = panel.map->data();
    data->setSize(panel.allocatedCells, panel.cpuRows);
    data->setRange(QCPRange(panel.cellWidth / 2, (panel.allocatedCells - 0.5) * panel.cellWidth),
                   QCPRange(0, panel.cpuRows - 1));
    data->fill(std::numeric_limits<double>::quiet_NaN());
    for (qsizetype s = 0; s < series.size(); ++s) {
        const int cpu = panel.cpus.at(s).cpu;
        const LiveSeriesStore::Delta &points = series.at(s);
        for (qsizetype i = 0; i < points.keys.size(); ++i) {
            const int cell = std::clamp(int(std::ceil(points.keys.at(i) / panel.cellWidth - 1e-9)) - 1, 0,
                                        std::max(0, panel.cells - 1));
            data->setCell(cell, cpu, std::clamp(points.values.at(i), 0.0, 100.0));
        }
    }
    panel.map->setDataRange(QCPRange(0, 100));
    placeAxes(panel);
}

bool CpuHeatmapChart::update(Panel &panel)
{
    if (!panel.map || panel.allocatedCells == 0)
        return false;
    QList<LiveSeriesStore::Delta> deltas;
    int cells = panel.cells;
    for (const Panel::Feed &feed : std::as_const(panel.cpus)) {
        deltas << m_store->readSince(feed.id, feed.generation, feed.end);
        if (deltas.last().reset || feed.cpu >= panel.cpuRows)
            return false;
        if (!deltas.last().keys.isEmpty())
            cells = std::max(cells, int(std::ceil(deltas.last().keys.last() / panel.cellWidth - 1e-9)));
    }
    if (cells > panel.allocatedCells)
        return false;
    panel.dirty = false;
    panel.cells = cells;
    QCPColorMapData *data = panel.map->data();
    for (qsizetype s = 0; s < deltas.size(); ++s) {
        Panel::Feed &feed = panel.cpus[s];
        const LiveSeriesStore::Delta &points = deltas.at(s);
        feed.generation = points.generation;
        feed.end = points.end;
        for (qsizetype i = 0; i < points.keys.size(); ++i) {
            const int cell = std::clamp(int(std::ceil(points.keys.at(i) / panel.cellWidth - 1e-9)) - 1, 0, cells - 1);
            data->setCell(cell, feed.cpu, std::clamp(points.values.at(i), 0.0, 100.0));
        }
    }
    placeAxes(panel);
    return true;
}

void CpuHeatmapChart::placeAxes(Panel &panel)
{
    const int cpus = panel.cpuRows;
    QCPAxis *cpuAxis = panel.rect->axis(QCPAxis::atLeft);
    cpuAxis->setRange(-0.5, cpus - 0.5);
    cpuAxis->setRangeReversed(true); // CPU 0 on top, as top and sar list them
    // The time axis ends with the data; the map's spare cells beyond it stay out of sight.
    panel.rect->axis(QCPAxis::atBottom)->setRange(0, std::max(1, panel.cells) * panel.cellWidth);
    // At most maximumCpuTicks labels, always including the bound CPU.
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int step = std::max(1, int(std::ceil(double(cpus) / maximumCpuTicks)));
    for (int cpu = 0; cpu < cpus; cpu += step)
        if (cpu != m_boundCpu)
            ticker->addTick(cpu, QString::number(cpu));
    if (m_boundCpu && *m_boundCpu < cpus)
        ticker->addTick(*m_boundCpu, tr("%1 (bound)").arg(*m_boundCpu));
    cpuAxis->setTicker(ticker);
    cpuAxis->setSubTicks(false);
    placeBound(panel);
}

void CpuHeatmapChart::placeBound(Panel &panel)
{
    if (panel.bound) {
        m_plot->removeItem(panel.bound);
        panel.bound = nullptr;
    }
    if (!panel.rect || !m_boundCpu || *m_boundCpu >= cpuCount(int(&panel - m_panels.data())) || panel.cells == 0)
        return;
    panel.bound = new QCPItemRect(m_plot);
    panel.bound->setClipAxisRect(panel.rect);
    for (QCPItemPosition *corner : {panel.bound->topLeft, panel.bound->bottomRight})
        corner->setAxes(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
    panel.bound->topLeft->setCoords(0, *m_boundCpu - 0.5);
    panel.bound->bottomRight->setCoords(panel.cells * panel.cellWidth, *m_boundCpu + 0.5);
    panel.bound->setPen(QPen(m_colors.marker, 2));
    panel.bound->setBrush(Qt::NoBrush);
}

void CpuHeatmapChart::styleAll()
{
    m_plot->setBackground(m_colors.background);
    for (Panel &panel : m_panels) {
        if (panel.rect)
            styleAxisRect(panel.rect, m_colors);
        if (panel.title)
            panel.title->setTextColor(m_colors.foreground);
        if (panel.bound)
            panel.bound->setPen(QPen(m_colors.marker, 2));
    }
    if (m_scale) {
        QCPAxis *axis = m_scale->axis();
        axis->setBasePen(QPen(m_colors.foreground));
        axis->setTickPen(QPen(m_colors.foreground));
        axis->setTickLabelColor(m_colors.foreground);
        axis->setLabelColor(m_colors.foreground);
    }
}

void CpuHeatmapChart::requestReplot()
{
    if (m_scheduler)
        m_scheduler->schedule(m_plot);
}

} // namespace Tunebench
