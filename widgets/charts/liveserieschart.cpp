// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/liveserieschart.h"

#include "charts/chartexport.h"
#include "charts/chartstyle.h"
#include "charts/liveseriesadapter.h"
#include "charts/replotscheduler.h"
#include "charts/siaxisticker.h"

#include "charts/qcp.h"

#include <QShowEvent>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>
#include <array>

namespace Tunebench {

namespace {

const QString faintLayer = QStringLiteral("faint");
const QString mainLayer = QStringLiteral("main");
const QString currentLayer = QStringLiteral("current");
const QString markerLayer = QStringLiteral("markers");

constexpr double boldWidth = 2.0;
constexpr double normalWidth = 1.0;

} // namespace

LiveSeriesChart::LiveSeriesChart(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_scheduler(scheduler ? scheduler : new ReplotScheduler(this))
    , m_plot(new QCustomPlot(this))
    , m_marginGroup(new QCPMarginGroup(m_plot))
{
    // As ChartView: narrower than this, tick labels and legends no longer fit.
    setMinimumWidth(240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    m_plot->setPlottingHints(QCP::phFastPolylines | QCP::phCacheLabels);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->addLayer(faintLayer, m_plot->layer(mainLayer), QCustomPlot::limBelow);
    m_plot->addLayer(currentLayer, m_plot->layer(mainLayer), QCustomPlot::limAbove);
    m_plot->addLayer(markerLayer, m_plot->layer(currentLayer), QCustomPlot::limAbove);
    m_plot->setCurrentLayer(mainLayer);

    connect(m_plot, &QCustomPlot::afterReplot, this, &LiveSeriesChart::replotted);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] {
        m_followLive = true;
        rescale();
        requestReplot();
    });
    connect(m_store, &LiveSeriesStore::seriesAdded, this, &LiveSeriesChart::bindSeries);
    connect(m_store, &LiveSeriesStore::seriesAppended, this, &LiveSeriesChart::syncSeries);
    connect(m_store, &LiveSeriesStore::cleared, this, [this] {
        unbindAll();
        rebuild();
        requestReplot();
    });

    m_colors = ChartPalette::fromPalette(palette());
    m_plot->setBackground(m_colors.background);
    rebuild();
}

LiveSeriesChart::~LiveSeriesChart() = default;

void LiveSeriesChart::setMetrics(const QStringList &metrics, const QStringList &labels)
{
    unbindAll();
    m_metrics = metrics;
    m_metricLabels = labels;
    rebuild();
    bindExistingSeries();
    requestReplot();
}

void LiveSeriesChart::setSeriesFilter(std::function<bool(const LiveSeriesKey &)> filter)
{
    unbindAll();
    m_filter = std::move(filter);
    m_arms.clear();
    rebuild();
    bindExistingSeries();
    requestReplot();
}

void LiveSeriesChart::setValueAxis(const QString &label, const QString &unit)
{
    m_valueLabel = label;
    m_valueUnit = unit;
    for (size_t i = 0; i < m_panels.size(); ++i)
        m_panels[i].rect->axis(QCPAxis::atLeft)->setLabel(i == 0 ? valueAxisLabel() : QString());
    requestReplot();
}

QString LiveSeriesChart::valueAxisLabel() const
{
    if (m_valueUnit.isEmpty())
        return m_valueLabel;
    //: axis label: quantity (unit), e.g. "Transaction rate (Tr/s)"
    return tr("%1 (%2)").arg(m_valueLabel, m_valueUnit);
}

void LiveSeriesChart::setArmOrder(const QStringList &arms)
{
    QStringList order = arms;
    for (const QString &arm : std::as_const(m_arms)) {
        if (!order.contains(arm))
            order.append(arm);
    }
    m_arms = order;
    rebuild();
    requestReplot();
}

void LiveSeriesChart::setLayoutMode(Layout layout)
{
    if (m_layout == layout)
        return;
    m_layout = layout;
    rebuild();
    requestReplot();
}

void LiveSeriesChart::setCurrentRun(const QString &runId)
{
    m_currentRun = runId;
    applyStyles();
    updateLegends();
    requestReplot();
}

QString LiveSeriesChart::currentRun() const
{
    if (!m_currentRun.isEmpty())
        return m_currentRun;
    // Series ids grow as series appear, so the highest id belongs to the newest run.
    const auto newest = std::max_element(m_bound.cbegin(), m_bound.cend(), [](const Bound &a, const Bound &b) {
        return a.adapter->seriesId() < b.adapter->seriesId();
    });
    return newest == m_bound.cend() ? QString() : newest->key.runId;
}

void LiveSeriesChart::setIncludeZero(bool include)
{
    m_includeZero = include;
    rescale();
    requestReplot();
}

void LiveSeriesChart::addMarker(double time, const QString &label, const QString &arm)
{
    m_markers.push_back({time, label, arm});
    placeMarkers();
    requestReplot();
}

QList<double> LiveSeriesChart::markerTimes() const
{
    QList<double> times;
    for (const Marker &marker : m_markers)
        times << marker.time;
    return times;
}

void LiveSeriesChart::clearMarkers()
{
    m_markers.clear();
    placeMarkers();
    requestReplot();
}

Status LiveSeriesChart::save(const QString &fileName, QSize size, double scale) const
{
    return saveChart(m_plot, fileName, size, scale);
}

QStringList LiveSeriesChart::panelArms() const
{
    QStringList arms;
    for (const Panel &panel : m_panels)
        arms.append(panel.arm);
    return arms;
}

qsizetype LiveSeriesChart::pointCount() const
{
    qsizetype count = 0;
    for (const Bound &bound : m_bound) {
        if (const QCPGraph *graph = bound.adapter->graph())
            count += graph->dataCount();
    }
    return count;
}

QPair<double, double> LiveSeriesChart::valueRange(int panel) const
{
    const QCPRange range = m_panels.at(size_t(panel)).rect->axis(QCPAxis::atLeft)->range();
    return {range.lower, range.upper};
}

QPair<double, double> LiveSeriesChart::timeRange(int panel) const
{
    const QCPRange range = m_panels.at(size_t(panel)).rect->axis(QCPAxis::atBottom)->range();
    return {range.lower, range.upper};
}

std::optional<LiveSeriesChart::GraphStyle> LiveSeriesChart::graphStyle(const QString &runId,
                                                                       const QString &metric) const
{
    for (const Bound &bound : m_bound) {
        if (bound.key.runId == runId && bound.key.metric == metric)
            return styleFor(bound);
    }
    return std::nullopt;
}

QStringList LiveSeriesChart::legendEntries(int panel) const
{
    QStringList entries;
    const QCPLegend *legend = m_panels.at(size_t(panel)).legend;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i)))
            entries.append(item->plottable()->name());
    }
    return entries;
}

bool LiveSeriesChart::isAntialiased() const
{
    return !m_plot->notAntialiasedElements().testFlag(QCP::aePlottables);
}

void LiveSeriesChart::bindExistingSeries()
{
    bindSeries(m_store->seriesIds());
}

void LiveSeriesChart::bindSeries(const QList<int> &ids)
{
    bool added = false;
    for (const int id : ids) {
        const LiveSeriesKey key = m_store->key(id);
        const bool known = std::any_of(m_bound.cbegin(), m_bound.cend(),
                                       [id](const Bound &bound) { return bound.adapter->seriesId() == id; });
        if (known || !m_metrics.contains(key.metric) || (m_filter && !m_filter(key)))
            continue;
        if (!m_arms.contains(key.arm))
            m_arms.append(key.arm);
        m_bound.push_back({key, std::make_unique<LiveSeriesAdapter>(m_store, id)});
        createGraph(m_bound.back());
        added = true;
    }
    if (!added)
        return;
    applyStyles();
    updateLegends();
    rescale();
    updateAntialiasing();
    requestReplot();
}

void LiveSeriesChart::syncSeries(const QList<int> &ids)
{
    qsizetype received = 0;
    for (Bound &bound : m_bound) {
        if (std::binary_search(ids.cbegin(), ids.cend(), bound.adapter->seriesId()))
            received += bound.adapter->sync();
    }
    if (received == 0)
        return;
    rescale();
    updateAntialiasing();
    requestReplot();
}

void LiveSeriesChart::unbindAll()
{
    for (Panel &panel : m_panels) {
        if (panel.legend)
            panel.legend->clearItems();
    }
    m_plot->clearGraphs();
    m_bound.clear();
}

void LiveSeriesChart::rebuild()
{
    // Legend items point at graphs, graphs and items at axes: tear down in that order.
    for (Panel &panel : m_panels) {
        if (panel.legend)
            panel.legend->clearItems();
    }
    m_plot->clearItems();
    m_markerItems.clear();
    m_plot->clearGraphs();
    m_plot->plotLayout()->clear(); // also deletes the default axis rect: m_plot->xAxis is null now
    m_panels.clear();

    if (m_layout == Layout::SideBySide) {
        for (const QString &arm : std::as_const(m_arms))
            m_panels.push_back(makePanel(arm, int(m_panels.size())));
    }
    if (m_panels.empty()) // an empty chart still shows its axes
        m_panels.push_back(makePanel({}, 0));
    for (Bound &bound : m_bound)
        createGraph(bound);
    applyStyles();
    updateLegends();
    placeMarkers();
    rescale();
    updateAntialiasing();
}

int LiveSeriesChart::panelIndexFor(const QString &arm)
{
    if (m_layout == Layout::Overlay)
        return 0;
    for (size_t i = 0; i < m_panels.size(); ++i) {
        if (m_panels[i].arm == arm)
            return int(i);
    }
    if (m_panels.size() == 1 && m_panels.front().arm.isEmpty()) { // the placeholder takes the first arm
        m_panels.front().arm = arm;
        if (m_panels.front().title)
            m_panels.front().title->setText(arm);
        return 0;
    }
    m_panels.push_back(makePanel(arm, int(m_panels.size())));
    placeMarkers();
    return int(m_panels.size()) - 1;
}

LiveSeriesChart::Panel LiveSeriesChart::makePanel(const QString &arm, int column)
{
    Panel panel;
    panel.arm = arm;
    panel.rect = new QCPAxisRect(m_plot);
    const bool titled = m_layout == Layout::SideBySide;
    m_plot->plotLayout()->addElement(titled ? 1 : 0, column, panel.rect);
    if (titled) {
        QFont font = this->font();
        font.setBold(true);
        panel.title = new QCPTextElement(m_plot, arm, font);
        m_plot->plotLayout()->addElement(0, column, panel.title);
    }
    // Equal margins give every panel the same plot area, so equal values line up across panels.
    panel.rect->setMarginGroup(QCP::msLeft | QCP::msRight | QCP::msTop | QCP::msBottom, m_marginGroup);
    panel.rect->axis(QCPAxis::atTop)->setVisible(false);
    panel.rect->axis(QCPAxis::atRight)->setVisible(false);
    panel.rect->setRangeDrag(Qt::Horizontal);
    panel.rect->setRangeZoom(Qt::Horizontal);

    QCPAxis *valueAxis = panel.rect->axis(QCPAxis::atLeft);
    // The unit goes into the axis label once, the ticks only carry the prefix ("25 k").
    valueAxis->setTicker(QSharedPointer<SiAxisTicker>::create());
    valueAxis->setLabel(column == 0 ? valueAxisLabel() : QString());
    QCPAxis *timeAxis = panel.rect->axis(QCPAxis::atBottom);
    timeAxis->setLabel(tr("Time since run start (s)"));
    QCPAxisRect *rect = panel.rect;
    connect(timeAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
            [this, rect] { onTimeRangeChanged(rect); });

    panel.legend = new QCPLegend;
    panel.rect->insetLayout()->addElement(panel.legend, Qt::AlignTop | Qt::AlignRight);
    panel.legend->setLayer(QStringLiteral("legend"));
    panel.legend->setVisible(false);
    stylePanel(panel);
    return panel;
}

void LiveSeriesChart::createGraph(Bound &bound)
{
    const Panel &panel = m_panels.at(size_t(panelIndexFor(bound.key.arm)));
    QCPGraph *graph = m_plot->addGraph(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
    graph->setAdaptiveSampling(true); // the default, but everything here depends on it
    graph->setLineStyle(QCPGraph::lsLine);
    bound.adapter->bind(graph);
    bound.adapter->sync();
}

LiveSeriesChart::Emphasis LiveSeriesChart::emphasisFor(const Bound &bound) const
{
    if (bound.key.runId == currentRun())
        return Emphasis::Current;
    const Bound *latest = nullptr;
    for (const Bound &other : m_bound) {
        if (other.key.arm != bound.key.arm || other.key.metric != bound.key.metric)
            continue;
        if (!latest || std::pair(other.key.repetition, other.adapter->seriesId())
                > std::pair(latest->key.repetition, latest->adapter->seriesId()))
            latest = &other;
    }
    return latest == &bound ? Emphasis::Latest : Emphasis::Earlier;
}

LiveSeriesChart::GraphStyle LiveSeriesChart::styleFor(const Bound &bound) const
{
    static constexpr std::array<Qt::PenStyle, 4> metricStyles = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                                 Qt::DashDotLine};
    GraphStyle style;
    style.emphasis = emphasisFor(bound);
    style.color = m_colors.series(int(m_arms.indexOf(bound.key.arm)));
    if (style.emphasis == Emphasis::Earlier)
        style.color = m_colors.faint(style.color);
    // Wide pens leave QPainter's fast 1-pixel polyline path: on a dense chart a 2-pixel line costs
    // more than all other drawing together (bench_livechart), so there the current run stands out
    // by colour and drawing order alone.
    style.width = style.emphasis == Emphasis::Current && !m_dense ? boldWidth : normalWidth;
    style.penStyle = metricStyles[size_t(std::max<qsizetype>(0, m_metrics.indexOf(bound.key.metric)))
                                  % metricStyles.size()];
    return style;
}

void LiveSeriesChart::applyStyles()
{
    for (const Bound &bound : m_bound) {
        QCPGraph *graph = bound.adapter->graph();
        if (!graph)
            continue;
        const GraphStyle style = styleFor(bound);
        graph->setPen(QPen(style.color, style.width, style.penStyle));
        // Layers order the drawing: earlier runs below, the current run above everything else.
        graph->setLayer(style.emphasis == Emphasis::Current ? currentLayer
                            : style.emphasis == Emphasis::Earlier ? faintLayer
                                                                  : mainLayer);
    }
}

void LiveSeriesChart::updateLegends()
{
    for (Panel &panel : m_panels)
        panel.legend->clearItems();
    const bool severalMetrics = m_metrics.size() > 1;
    if (m_layout == Layout::SideBySide && !severalMetrics)
        return; // the panel titles already name the arms
    // One entry per arm and metric, in panel order, drawn like the arm's current or latest run.
    for (const QString &arm : std::as_const(m_arms)) {
        for (qsizetype m = 0; m < m_metrics.size(); ++m) {
            const Bound *shown = representative(arm, m_metrics[m]);
            if (!shown || !shown->adapter->graph())
                continue;
            const QString metricLabel = m_metricLabels.value(m, m_metrics[m]);
            QString name = metricLabel;
            if (m_layout == Layout::Overlay)
                name = severalMetrics ? tr("%1: %2").arg(arm, metricLabel) : arm;
            QCPGraph *graph = shown->adapter->graph();
            graph->setName(name);
            QCPLegend *legend = m_panels.at(size_t(panelIndexFor(arm))).legend;
            legend->addItem(new QCPPlottableLegendItem(legend, graph));
        }
    }
    for (Panel &panel : m_panels)
        panel.legend->setVisible(panel.legend->itemCount() > 0);
}

const LiveSeriesChart::Bound *LiveSeriesChart::representative(const QString &arm, const QString &metric) const
{
    const Bound *shown = nullptr;
    for (const Bound &bound : m_bound) {
        if (bound.key.arm != arm || bound.key.metric != metric)
            continue;
        const Emphasis emphasis = emphasisFor(bound);
        if (emphasis == Emphasis::Current)
            return &bound;
        if (emphasis == Emphasis::Latest)
            shown = &bound;
    }
    return shown;
}

void LiveSeriesChart::applyPalette()
{
    m_colors = ChartPalette::fromPalette(palette());
    m_plot->setBackground(m_colors.background);
    for (Panel &panel : m_panels)
        stylePanel(panel);
    applyStyles();
    placeMarkers();
    requestReplot();
}

void LiveSeriesChart::stylePanel(Panel &panel)
{
    styleAxisRect(panel.rect, m_colors);
    styleLegend(panel.legend, m_colors);
    if (panel.title)
        panel.title->setTextColor(m_colors.foreground);
}

void LiveSeriesChart::placeMarkers()
{
    for (QCPAbstractItem *item : m_markerItems)
        m_plot->removeItem(item);
    m_markerItems.clear();
    for (const Marker &marker : m_markers) {
        for (const Panel &panel : m_panels) {
            if (m_layout == Layout::SideBySide && !marker.arm.isEmpty() && marker.arm != panel.arm)
                continue;
            for (QCPAbstractItem *item : addMarkerItems(panel.rect, marker.time, marker.label, m_colors, markerLayer))
                m_markerItems.push_back(item);
        }
    }
}

void LiveSeriesChart::rescale()
{
    DataBounds keys;
    DataBounds values;
    for (const Bound &bound : m_bound) {
        keys.unite(bound.adapter->keyBounds());
        values.unite(bound.adapter->valueBounds());
    }
    // One value range for every panel: side-by-side arms are compared by eye, so they must share it.
    const QCPRange valueRange = paddedValueRange(values, m_includeZero);
    for (const Panel &panel : m_panels)
        panel.rect->axis(QCPAxis::atLeft)->setRange(valueRange);
    if (!m_followLive || m_panels.empty())
        return;
    keys.include(0);
    const QCPRange timeRange(keys.lower, keys.upper > keys.lower ? keys.upper : keys.lower + 1);
    m_rescaling = true;
    m_panels.front().rect->axis(QCPAxis::atBottom)->setRange(timeRange);
    syncTimeRanges(m_panels.front().rect);
    m_rescaling = false;
}

void LiveSeriesChart::onTimeRangeChanged(const QCPAxisRect *source)
{
    // A change we did not make is the user panning or zooming: stop following the live edge
    // until a double click asks for it again.
    if (!m_rescaling && !m_syncingRanges)
        m_followLive = false;
    syncTimeRanges(source);
}

void LiveSeriesChart::syncTimeRanges(const QCPAxisRect *source)
{
    if (m_syncingRanges)
        return;
    m_syncingRanges = true;
    const QCPRange range = source->axis(QCPAxis::atBottom)->range();
    for (const Panel &panel : m_panels)
        panel.rect->axis(QCPAxis::atBottom)->setRange(range);
    m_syncingRanges = false;
}

void LiveSeriesChart::updateAntialiasing()
{
    const bool dense = pointCount() > densePointCount;
    if (dense == m_dense)
        return;
    m_dense = dense;
    m_plot->setNotAntialiasedElements(dense ? QCP::aePlottables : QCP::aeNone);
    applyStyles();
}

void LiveSeriesChart::updateDevicePixelRatio()
{
    const double ratio = devicePixelRatioF();
    if (qFuzzyCompare(m_plot->bufferDevicePixelRatio(), ratio))
        return;
    m_plot->setBufferDevicePixelRatio(ratio);
    requestReplot();
}

void LiveSeriesChart::requestReplot()
{
    if (m_scheduler)
        m_scheduler->schedule(m_plot);
}

void LiveSeriesChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void LiveSeriesChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // QCustomPlot reads the pixel ratio once, at construction; a window moved to another
    // screen needs it again (Qt 6.6 also sends DevicePixelRatioChange, handled in event()).
    updateDevicePixelRatio();
    if (QWindow *handle = window()->windowHandle(); handle && !m_screenConnected) {
        connect(handle, &QWindow::screenChanged, this, &LiveSeriesChart::updateDevicePixelRatio);
        m_screenConnected = true;
    }
}

bool LiveSeriesChart::event(QEvent *event)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 6, 0)
    if (event->type() == QEvent::DevicePixelRatioChange)
        updateDevicePixelRatio();
#endif
    return QWidget::event(event);
}

} // namespace Tunebench
