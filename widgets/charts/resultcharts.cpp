// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/resultcharts.h"

#include "charts/chartexport.h"
#include "charts/chartstyle.h"
#include "charts/siaxisticker.h"

#include "charts/qcp.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Tunebench {

namespace {

constexpr double clickRadius = 10; // pixels

// A low-discrepancy sideways offset in [-width/2, width/2): neighbours in run order land apart.
double jitter(int index, double width)
{
    const double golden = 0.6180339887498949;
    return (std::fmod(index * golden, 1.0) - 0.5) * width;
}

double quantile(QList<double> sorted, double p)
{
    if (sorted.isEmpty())
        return qQNaN();
    const double position = p * double(sorted.size() - 1);
    const auto low = qsizetype(std::floor(position));
    const auto high = qsizetype(std::ceil(position));
    return sorted.at(low) + (sorted.at(high) - sorted.at(low)) * (position - double(low));
}

void include(DataBounds &bounds, double value)
{
    if (std::isfinite(value))
        bounds.include(value);
}

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (qsizetype i = 0; i < labels.size(); ++i)
        ticker->addTick(double(i), labels.at(i));
    return ticker;
}

} // namespace

ResultChart::ResultChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setPlottingHints(QCP::phCacheLabels);
    m_plot->yAxis->setTicker(QSharedPointer<SiAxisTicker>::create());
    m_plot->legend->setVisible(false);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_colors = ChartPalette::fromPalette(palette());
    m_plot->setBackground(m_colors.background);
    connect(m_plot, &QCustomPlot::afterReplot, this, &ResultChart::replotted);
    setMinimumSize(240, 180);
}

ResultChart::~ResultChart() = default;

void ResultChart::setValueAxis(const QString &label, const QString &unit)
{
    m_valueLabel = label;
    m_valueUnit = unit;
    refresh();
}

QString ResultChart::valueAxisTitle() const
{
    if (m_valueUnit.isEmpty())
        return m_valueLabel;
    //: axis label: quantity (unit), e.g. "Transaction rate (Trans/s)"
    return tr("%1 (%2)").arg(m_valueLabel, m_valueUnit);
}

Status ResultChart::save(const QString &fileName, QSize size, double scale) const
{
    return saveChart(m_plot, fileName, size, scale);
}

QStringList ResultChart::texts() const
{
    QStringList texts {m_plot->xAxis->label(), m_plot->yAxis->label()};
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(m_plot->item(i)))
            texts << text->text();
    return texts;
}

void ResultChart::refresh()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->xAxis->setScaleType(QCPAxis::stLinear);
    rebuild();
    m_plot->yAxis->setLabel(valueAxisTitle());
    styleAxes();
    replotWhenVisible();
}

void ResultChart::styleAxes()
{
    styleAxisRect(m_plot->axisRect(), m_colors);
    styleLegend(m_plot->legend, m_colors);
}

QCPGraph *ResultChart::addPoints(
    const QVector<double> &keys, const QVector<double> &values, const QColor &color, int shape, double size)
{
    QCPGraph *graph = m_plot->addGraph();
    graph->setLineStyle(QCPGraph::lsNone);
    const auto scatter = QCPScatterStyle::ScatterShape(shape);
    const bool hollow = scatter == QCPScatterStyle::ssTriangle || scatter == QCPScatterStyle::ssCircle;
    graph->setScatterStyle(
        QCPScatterStyle(scatter, QPen(color, 1.5), hollow ? QBrush(Qt::NoBrush) : QBrush(color), size));
    graph->setPen(QPen(color, 1.5));
    graph->setData(keys, values, true);
    return graph;
}

void ResultChart::addErrorBars(
    QCPGraph *graph, const QVector<double> &minus, const QVector<double> &plus, const QColor &color)
{
    auto *bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    bars->removeFromLegend();
    bars->setDataPlottable(graph);
    bars->setErrorType(QCPErrorBars::etValueError);
    bars->setData(minus, plus);
    bars->setPen(QPen(color, 1.2));
    bars->setWhiskerWidth(8);
}

void ResultChart::replotWhenVisible()
{
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    m_dirty = false;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ResultChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_colors = ChartPalette::fromPalette(palette());
        m_plot->setBackground(m_colors.background);
        refresh();
    }
    QWidget::changeEvent(event);
}

void ResultChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        replotWhenVisible();
}

// --- DistributionChart ---------------------------------------------------------------------

DistributionChart::DistributionChart(QWidget *parent)
    : ResultChart(parent)
{
    auto pressed = std::make_shared<QPointF>();
    connect(m_plot, &QCustomPlot::mousePress, this, [pressed](QMouseEvent *event) { *pressed = event->position(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this, pressed](QMouseEvent *event) {
        if ((event->position() - *pressed).manhattanLength() <= 4)
            onClick(event->position());
    });
    refresh();
}

void DistributionChart::setGroups(const QList<DistributionGroup> &groups)
{
    m_groups = groups;
    refresh();
}

void DistributionChart::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    refresh();
}

int DistributionChart::pointCount(int group) const
{
    int count = 0;
    for (const PointGraph &points : m_pointGraphs)
        if (points.group == group)
            count += points.graph->dataCount();
    return count;
}

int DistributionChart::flaggedCount(int group) const
{
    int count = 0;
    for (const PointGraph &points : m_pointGraphs)
        if (points.group == group && points.flagged)
            count += points.graph->dataCount();
    return count;
}

QPointF DistributionChart::pointPosition(int group, int index) const
{
    for (const Drawn &drawn : m_drawn)
        if (drawn.group == group && drawn.index == index)
            return {m_plot->xAxis->coordToPixel(drawn.key), m_plot->yAxis->coordToPixel(drawn.value)};
    return {qQNaN(), qQNaN()};
}

void DistributionChart::onClick(const QPointF &position)
{
    const Drawn *nearest = nullptr;
    double best = clickRadius;
    for (const Drawn &drawn : m_drawn) {
        const QPointF at(m_plot->xAxis->coordToPixel(drawn.key), m_plot->yAxis->coordToPixel(drawn.value));
        const double distance = std::hypot(at.x() - position.x(), at.y() - position.y());
        if (distance <= best) {
            best = distance;
            nearest = &drawn;
        }
    }
    if (nearest)
        Q_EMIT pointClicked(nearest->group, nearest->index);
}

void DistributionChart::rebuild()
{
    m_drawn.clear();
    m_pointGraphs.clear();
    DataBounds bounds;
    QStringList labels;
    const double pointsAt = m_mode == Mode::Strip ? -0.08 : 0.0;
    for (qsizetype g = 0; g < m_groups.size(); ++g) {
        const DistributionGroup &group = m_groups.at(g);
        labels << group.label;
        const QColor color = colors().series(int(g));
        QList<double> sorted = group.values;
        std::sort(sorted.begin(), sorted.end());
        if (m_mode == Mode::Box && !sorted.isEmpty()) {
            const double q1 = quantile(sorted, 0.25), q3 = quantile(sorted, 0.75), iqr = q3 - q1;
            const auto low
                = std::find_if(sorted.cbegin(), sorted.cend(), [&](double v) { return v >= q1 - 1.5 * iqr; });
            const auto high
                = std::find_if(sorted.crbegin(), sorted.crend(), [&](double v) { return v <= q3 + 1.5 * iqr; });
            auto *box = new QCPStatisticalBox(m_plot->xAxis, m_plot->yAxis);
            box->removeFromLegend();
            box->addData(double(g), *low, q1, quantile(sorted, 0.5), q3, *high);
            box->setWidth(0.5);
            box->setPen(QPen(color, 1.2));
            box->setBrush(colors().faint(color));
            box->setWhiskerPen(QPen(color, 1.0, Qt::DashLine));
            box->setMedianPen(QPen(color, 2.5));
        }
        std::vector<Drawn> plain, flagged;
        for (qsizetype i = 0; i < group.values.size(); ++i) {
            const Drawn drawn {int(g), int(i), double(g) + pointsAt + jitter(int(i), 0.3), group.values.at(i)};
            (group.flagged.value(i) ? flagged : plain).push_back(drawn);
            m_drawn.push_back(drawn);
            include(bounds, drawn.value);
        }
        for (auto *points : {&plain, &flagged}) {
            if (points->empty())
                continue;
            std::sort(points->begin(), points->end(), [](const Drawn &a, const Drawn &b) { return a.key < b.key; });
            QVector<double> keys, values;
            for (const Drawn &drawn : *points) {
                keys << drawn.key;
                values << drawn.value;
            }
            const bool isFlagged = points == &flagged;
            QCPGraph *graph = addPoints(keys, values, color,
                isFlagged ? QCPScatterStyle::ssTriangle : QCPScatterStyle::ssDisc, isFlagged ? 10 : 6);
            m_pointGraphs.push_back({graph, int(g), isFlagged});
        }
        if (m_mode == Mode::Strip && std::isfinite(group.median)) {
            QCPGraph *median = addPoints({double(g) + 0.28}, {group.median}, color, QCPScatterStyle::ssDiamond, 9);
            include(bounds, group.ciLow);
            include(bounds, group.ciHigh);
            if (std::isfinite(group.ciLow) && std::isfinite(group.ciHigh))
                addErrorBars(median, {group.median - group.ciLow}, {group.ciHigh - group.median}, color);
        }
    }
    m_plot->xAxis->setTicker(textTicker(labels));
    m_plot->xAxis->setLabel(QString());
    m_plot->xAxis->setRange(-0.6, std::max<double>(double(m_groups.size()) - 0.4, 0.6));
    m_plot->yAxis->setRange(paddedValueRange(bounds, false));
}

// --- IntervalChart -------------------------------------------------------------------------

IntervalChart::IntervalChart(QWidget *parent)
    : ResultChart(parent)
{
    refresh();
}

void IntervalChart::setData(const QStringList &categories, const QList<IntervalSeries> &series)
{
    m_categories = categories;
    m_series = series;
    refresh();
}

int IntervalChart::pointCount(int series) const
{
    return series >= 0 && size_t(series) < m_graphs.size() ? m_graphs[size_t(series)]->dataCount() : 0;
}

int IntervalChart::errorBarCount(int series) const
{
    return series >= 0 && size_t(series) < m_bars.size() ? m_bars[size_t(series)] : 0;
}

void IntervalChart::rebuild()
{
    m_graphs.clear();
    m_bars.clear();
    DataBounds bounds;
    const double slot = 0.7 / double(std::max<qsizetype>(m_series.size(), 1));
    for (qsizetype s = 0; s < m_series.size(); ++s) {
        const IntervalSeries &series = m_series.at(s);
        const QColor color = colors().series(int(s));
        const double offset = (double(s) - double(m_series.size() - 1) / 2.0) * slot;
        QVector<double> keys, values, minus, plus;
        int bars = 0;
        for (qsizetype c = 0; c < m_categories.size(); ++c) {
            const double value = series.values.value(c, qQNaN());
            if (!std::isfinite(value))
                continue;
            const double low = series.lows.value(c, qQNaN()), high = series.highs.value(c, qQNaN());
            const bool ci = std::isfinite(low) && std::isfinite(high);
            keys << double(c) + offset;
            values << value;
            minus << (ci ? value - low : 0.0);
            plus << (ci ? high - value : 0.0);
            bars += ci ? 1 : 0;
            include(bounds, value);
            include(bounds, low);
            include(bounds, high);
        }
        QCPGraph *graph = addPoints(keys, values, color, QCPScatterStyle::ssDisc, 8);
        graph->setName(series.label);
        addErrorBars(graph, minus, plus, color);
        m_graphs.push_back(graph);
        m_bars.push_back(bars);
    }
    m_plot->legend->setVisible(m_series.size() > 1);
    m_plot->xAxis->setTicker(textTicker(m_categories));
    m_plot->xAxis->setLabel(QString());
    m_plot->xAxis->setRange(-0.6, std::max<double>(double(m_categories.size()) - 0.4, 0.6));
    m_plot->yAxis->setRange(paddedValueRange(bounds, true));
}

// --- SweepChart ----------------------------------------------------------------------------

SweepChart::SweepChart(QWidget *parent)
    : ResultChart(parent)
{
    refresh();
}

void SweepChart::setLines(const QList<SweepLine> &lines)
{
    m_lines = lines;
    refresh();
}

void SweepChart::setParameterAxis(const QString &label, const QString &unit, bool logarithmic)
{
    m_parameterLabel = label;
    m_parameterUnit = unit;
    m_logarithmic = logarithmic;
    refresh();
}

void SweepChart::setMarkers(const QList<SweepMarker> &markers)
{
    m_markers = markers;
    refresh();
}

void SweepChart::setHighlights(const QList<SweepHighlight> &highlights)
{
    m_highlights = highlights;
    refresh();
}

bool SweepChart::suitsLogarithmicAxis(const QList<double> &values)
{
    if (values.isEmpty() || std::any_of(values.cbegin(), values.cend(), [](double v) { return !(v > 0); }))
        return false;
    const auto [low, high] = std::minmax_element(values.cbegin(), values.cend());
    return *high / *low >= 100;
}

int SweepChart::pointCount(int line) const
{
    return line >= 0 && size_t(line) < m_graphs.size() ? m_graphs[size_t(line)]->dataCount() : 0;
}

int SweepChart::errorBarCount(int line) const
{
    return line >= 0 && size_t(line) < m_bars.size() ? m_bars[size_t(line)] : 0;
}

QStringList SweepChart::lineLabels() const
{
    QStringList labels;
    for (const QCPGraph *graph : m_graphs)
        labels << graph->name();
    return labels;
}

void SweepChart::rebuild()
{
    m_graphs.clear();
    m_bars.clear();
    DataBounds keyBounds, valueBounds;
    for (const SweepMarker &marker : std::as_const(m_markers)) {
        addMarkerItems(m_plot->axisRect(), marker.x, marker.label, colors(), QStringLiteral("grid"));
        include(keyBounds, marker.x);
    }
    for (qsizetype l = 0; l < m_lines.size(); ++l) {
        const SweepLine &line = m_lines.at(l);
        const QColor color = colors().series(int(l));
        std::vector<qsizetype> order(size_t(line.x.size()));
        std::iota(order.begin(), order.end(), 0);
        std::sort(
            order.begin(), order.end(), [&line](qsizetype a, qsizetype b) { return line.x.at(a) < line.x.at(b); });
        QVector<double> keys, values, minus, plus;
        int bars = 0;
        for (qsizetype i : order) {
            const double y = line.y.value(i, qQNaN());
            if (!std::isfinite(y))
                continue;
            const double low = line.lows.value(i, qQNaN()), high = line.highs.value(i, qQNaN());
            const bool ci = std::isfinite(low) && std::isfinite(high);
            keys << line.x.at(i);
            values << y;
            minus << (ci ? y - low : 0.0);
            plus << (ci ? high - y : 0.0);
            bars += ci ? 1 : 0;
            include(keyBounds, line.x.at(i));
            include(valueBounds, y);
            include(valueBounds, low);
            include(valueBounds, high);
        }
        QCPGraph *graph = addPoints(keys, values, color, QCPScatterStyle::ssDisc, 6);
        graph->setLineStyle(QCPGraph::lsLine);
        graph->setPen(QPen(color, 2));
        graph->setName(line.label);
        addErrorBars(graph, minus, plus, color);
        m_graphs.push_back(graph);
        m_bars.push_back(bars);
    }
    const QColor warning = colors().series(1);
    for (qsizetype h = 0; h < m_highlights.size(); ++h) {
        const SweepHighlight &highlight = m_highlights.at(h);
        auto *band = new QCPItemRect(m_plot);
        band->setLayer(QStringLiteral("grid"));
        for (QCPItemPosition *corner : {band->topLeft, band->bottomRight})
            corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
        band->topLeft->setCoords(highlight.from, 0);
        band->bottomRight->setCoords(highlight.to, 1);
        band->setPen(QPen(warning, 2));
        band->setBrush(colors().faint(warning));
        // Captions stack in the lower half, clear of the curves above and of the legend at the left.
        auto *caption = new QCPItemText(m_plot);
        caption->position->setTypeX(QCPItemPosition::ptPlotCoords);
        caption->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        caption->position->setCoords(highlight.to, 0.45 + 0.1 * double(h));
        const bool rightHalf = keyBounds.valid
            && highlight.to > (m_logarithmic ? std::sqrt(keyBounds.lower * keyBounds.upper)
                                             : (keyBounds.lower + keyBounds.upper) / 2);
        caption->setPositionAlignment(Qt::AlignVCenter | (rightHalf ? Qt::AlignRight : Qt::AlignLeft));
        caption->setText(highlight.label);
        caption->setColor(colors().foreground);
        caption->setBrush(colors().background);
        caption->setPen(QPen(warning, 1.5));
        caption->setPadding(QMargins(6, 3, 6, 3));
        if (std::isfinite(highlight.value)) {
            auto *arrow = new QCPItemLine(m_plot);
            arrow->start->setParentAnchor(rightHalf ? caption->right : caption->left);
            arrow->end->setCoords(highlight.to, highlight.value);
            arrow->setHead(QCPLineEnding::esSpikeArrow);
            arrow->setPen(QPen(warning, 1.5));
        }
    }
    m_plot->legend->setVisible(!m_lines.isEmpty());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignLeft);
    m_plot->xAxis->setLabel(
        m_parameterUnit.isEmpty() ? m_parameterLabel : tr("%1 (%2)").arg(m_parameterLabel, m_parameterUnit));
    if (m_logarithmic && keyBounds.valid && keyBounds.lower > 0) {
        m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(2);
        ticker->setSubTickCount(0);
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setNumberFormat(QStringLiteral("f"));
        m_plot->xAxis->setNumberPrecision(0);
        m_plot->xAxis->setRange(keyBounds.lower / 1.4, keyBounds.upper * 1.8); // room for the last marker label
    } else {
        m_plot->xAxis->setTicker(QSharedPointer<SiAxisTicker>::create());
        m_plot->xAxis->setRange(paddedValueRange(keyBounds, false));
    }
    m_plot->yAxis->setRange(paddedValueRange(valueBounds, true));
}

// --- RunSeriesChart ------------------------------------------------------------------------

RunSeriesChart::RunSeriesChart(QWidget *parent)
    : ResultChart(parent)
{
    refresh();
}

void RunSeriesChart::setSeries(const QList<double> &seconds, const QList<double> &values, double warmupSeconds)
{
    m_seconds = seconds;
    m_values = values;
    m_warmup = warmupSeconds;
    refresh();
}

void RunSeriesChart::clear()
{
    setSeries({}, {}, 0);
}

int RunSeriesChart::pointCount() const
{
    return m_graph ? m_graph->dataCount() : 0;
}

void RunSeriesChart::rebuild()
{
    DataBounds keys, values;
    QVector<double> x, y;
    for (qsizetype i = 0; i < std::min(m_seconds.size(), m_values.size()); ++i) {
        x << m_seconds.at(i);
        y << m_values.at(i);
        include(keys, m_seconds.at(i));
        include(values, m_values.at(i));
    }
    const QColor color = colors().series(0);
    if (m_warmup > 0 && !x.isEmpty()) {
        auto *band = new QCPItemRect(m_plot);
        band->setLayer(QStringLiteral("grid"));
        for (QCPItemPosition *corner : {band->topLeft, band->bottomRight})
            corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
        band->topLeft->setCoords(0, 0);
        band->bottomRight->setCoords(m_warmup, 1);
        band->setPen(Qt::NoPen);
        band->setBrush(colors().subGrid);
        addMarkerItems(m_plot->axisRect(), m_warmup, tr("warm-up ends"), colors(), QStringLiteral("grid"));
    }
    m_graph = addPoints(x, y, color, QCPScatterStyle::ssDisc, 5);
    m_graph->setLineStyle(QCPGraph::lsStepRight);
    m_graph->setPen(QPen(color, 1.5));
    if (x.isEmpty()) {
        auto *empty = new QCPItemText(m_plot);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(tr("No interim results for this run"));
        empty->setColor(colors().foreground);
    }
    keys.include(0);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    m_plot->xAxis->setLabel(tr("seconds since the run started"));
    m_plot->xAxis->setRange(paddedValueRange(keys, true));
    m_plot->yAxis->setRange(paddedValueRange(values, true));
}

} // namespace Tunebench
