// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartview.h"

#include "charts/chartbuilder.h"
#include "charts/qcp.h"
#include "charts/siformat.h"

#include <QHelpEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace Tunebench {

namespace {

constexpr double pointRadius = 10; // pixels: how near the pointer must be to a point
constexpr double clickSlack = 4; // pixels the pointer may move between press and release

QString number(double value, const QString &unit)
{
    const QString text = QLocale().toString(value, 'g', 6);
    return unit.isEmpty() ? text : text + QLatin1Char(' ') + unit;
}

} // namespace

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_built(std::make_unique<BuiltChart>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setPlottingHints(QCP::phCacheLabels);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->installEventFilter(this);
    connect(m_plot, &QCustomPlot::afterReplot, this, &ChartView::replotted);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) { m_pressedAt = event->position(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent *event) {
        if ((event->position() - m_pressedAt).manhattanLength() > clickSlack)
            return;
        const QList<Point> all = points();
        if (const Point *point = nearest(all, event->position(), true))
            Q_EMIT pointClicked(point->id);
    });
    // Zoomed or dragged away: a double click shows the whole chart again. Queued: QCustomPlot
    // still hands the event to the layerable under the pointer, which rebuild() deletes.
    connect(
        m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { rebuild(); }, Qt::QueuedConnection);
    setMinimumSize(240, 180);
    rebuild();
}

ChartView::~ChartView() = default;

void ChartView::setSpec(const ChartSpec &spec)
{
    m_spec = spec;
    rebuild();
}

void ChartView::rebuild()
{
    *m_built = ChartBuilder::build(m_plot, m_spec, ChartLook::screen(palette()));
    replotWhenVisible();
}

QCPAbstractPlottable *ChartView::plottable(int series) const
{
    return m_built->plottables.value(series, nullptr);
}

QCPAxis *ChartView::keyAxis(int panel) const
{
    QCPAxisRect *rect = m_built->panels.value(panel, nullptr);
    return rect ? rect->axis(QCPAxis::atBottom) : nullptr;
}

QCPAxis *ChartView::valueAxis(int panel) const
{
    QCPAxisRect *rect = m_built->panels.value(panel, nullptr);
    return rect ? rect->axis(QCPAxis::atLeft) : nullptr;
}

int ChartView::pointCount(int series) const
{
    QCPAbstractPlottable *drawn = plottable(series);
    return drawn ? drawn->interface1D()->dataCount() : 0;
}

int ChartView::errorBarCount(int series) const
{
    const QCPErrorBars *bars = m_built->errorBars.value(series, nullptr);
    int count = 0;
    for (int i = 0; bars && i < bars->dataCount(); ++i) {
        const QCPErrorBarsData &bar = bars->data()->at(i);
        count += std::isfinite(bar.errorMinus) || std::isfinite(bar.errorPlus) ? 1 : 0;
    }
    return count;
}

QList<ChartView::Point> ChartView::points() const
{
    QList<Point> points;
    for (int s = 0; s < int(m_spec.series.size()); ++s) {
        const ChartSeries &series = m_spec.series.at(s);
        const QCPAbstractPlottable *drawn = plottable(s);
        if (!drawn)
            continue;
        for (int i = 0; i < int(std::min(series.x.size(), series.y.size())); ++i) {
            const double x = series.x.at(i), y = series.y.at(i);
            if (!std::isfinite(x) || !std::isfinite(y))
                continue;
            const QPointF at(drawn->keyAxis()->coordToPixel(x), drawn->valueAxis()->coordToPixel(y));
            if (std::isfinite(at.x()) && std::isfinite(at.y()))
                points << Point {s, i, series.ids.value(i, 0), at};
        }
    }
    return points;
}

QPointF ChartView::pointPosition(qint64 id) const
{
    for (const Point &point : points())
        if (point.id == id)
            return point.position;
    return {qQNaN(), qQNaN()};
}

const ChartView::Point *ChartView::nearest(const QList<Point> &points, const QPointF &position, bool withId) const
{
    const Point *best = nullptr;
    double distance = pointRadius;
    for (const Point &point : points) {
        const double d = std::hypot(point.position.x() - position.x(), point.position.y() - position.y());
        if ((!withId || point.id != 0) && d <= distance) {
            distance = d;
            best = &point;
        }
    }
    return best;
}

QString ChartView::toolTipAt(const QPointF &position) const
{
    // Over a marked drop, why it is marked comes first.
    QStringList marks;
    for (const ChartBand &band : m_spec.bands) {
        if (band.kind != ChartBand::Kind::Warning || band.detail.isEmpty() || m_built->panels.isEmpty())
            continue;
        const QCPAxis *keys = keyAxis(std::clamp(band.panel, 0, int(m_built->panels.size()) - 1));
        const double from = keys->coordToPixel(band.from), to = keys->coordToPixel(band.to);
        if (position.x() >= std::min(from, to) - 6.0 && position.x() <= std::max(from, to) + 6.0)
            marks << band.caption + QLatin1Char('\n') + band.detail;
    }
    const QString point = pointToolTipAt(position);
    if (!marks.isEmpty())
        return point.isEmpty() ? marks.join(QLatin1Char('\n')) : marks.join(QLatin1Char('\n')) + QLatin1Char('\n') + point;
    return point;
}

QString ChartView::pointToolTipAt(const QPointF &position) const
{
    const QList<Point> all = points();
    const Point *point = nearest(all, position, false);
    if (!point)
        return {};
    const ChartSeries &series = m_spec.series.at(point->series);
    const int i = point->index;
    const double x = series.x.at(i), y = series.y.at(i);
    QString label = series.labels.value(i, series.name);
    const qsizetype category = qsizetype(std::lround(x)) - 1;
    if (label.isEmpty())
        label = m_spec.x.categories.value(category);
    const QString unit = m_spec.y.unit;
    QString value;
    const double low = series.low.value(i, qQNaN()), high = series.high.value(i, qQNaN());
    if (series.style == ChartSeries::Style::Boxes)
        //: a box plot's tooltip: median, then its quartiles
        value = tr("median %1, quartiles %2 to %3")
                    .arg(formatSi(y, unit), formatSi(series.lowerQuartile.value(i), unit),
                        formatSi(series.upperQuartile.value(i), unit));
    else if (std::isfinite(low) && std::isfinite(high))
        //: a point's tooltip: its value, then the bounds of its confidence interval
        value = tr("%1 (95% CI %2 to %3)").arg(formatSi(y, unit), formatSi(low, unit), formatSi(high, unit));
    else
        value = formatSi(y, unit);
    if (m_spec.x.categories.isEmpty())
        //: a point's tooltip: its value, then where on the x axis it is ("at 4345 bytes")
        value = tr("%1 at %2").arg(value, number(x, m_spec.x.unit));
    return label.isEmpty() ? value : tr("%1: %2").arg(label, value);
}

QStringList ChartView::texts() const
{
    QStringList texts;
    for (int p = 0; p < int(m_built->panels.size()); ++p)
        texts << keyAxis(p)->label() << valueAxis(p)->label();
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(m_plot->item(i)))
            texts << text->text();
    return texts;
}

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (!text.isEmpty()) {
            QToolTip::showText(help->globalPos(), text, m_plot);
            return true;
        }
        QToolTip::hideText();
        return false; // the chart's own tooltip, if it has one, explains the chart
    }
    return QWidget::eventFilter(watched, event);
}

void ChartView::replotWhenVisible()
{
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    m_dirty = false;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        rebuild();
    QWidget::changeEvent(event);
}

void ChartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // QCustomPlot reads the screen's pixel ratio only when it is made.
    m_plot->setBufferDevicePixelRatio(devicePixelRatioF());
    if (m_dirty)
        replotWhenVisible();
}

} // namespace Tunebench
