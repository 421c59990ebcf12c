// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/replotscheduler.h"

#include "charts/qcp.h"

#include <QEvent>

#include <algorithm>
#include <cmath>

namespace Tunebench {

ReplotScheduler::ReplotScheduler(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ReplotScheduler::drain);
}

void ReplotScheduler::setMaximumRate(int perSecond)
{
    m_maximumRate = std::clamp(perSecond, 1, defaultMaximumRate);
}

void ReplotScheduler::schedule(QCustomPlot *plot)
{
    if (!plot)
        return;
    watch(plot);
    if (m_hiddenDirty.contains(plot))
        return; // its Show event brings it back
    if (!isDirty(plot))
        m_dirty.append(plot);
    if (m_timer.isActive())
        return;
    // The first request after a quiet period goes out at once; later ones wait for the next slot.
    const qint64 period = qint64(std::ceil(1000.0 / m_maximumRate));
    const qint64 since = m_sinceDrain.isValid() ? m_sinceDrain.elapsed() : period;
    m_timer.start(int(std::max<qint64>(0, period - since)));
}

bool ReplotScheduler::isDirty(const QCustomPlot *plot) const
{
    return m_hiddenDirty.contains(plot)
        || std::any_of(m_dirty.cbegin(), m_dirty.cend(), [plot](const QPointer<QCustomPlot> &p) { return p == plot; });
}

void ReplotScheduler::watch(QCustomPlot *plot)
{
    if (m_watched.contains(plot))
        return;
    m_watched.insert(plot);
    plot->installEventFilter(this);
    connect(plot, &QObject::destroyed, this, [this, plot] {
        m_watched.remove(plot);
        m_hiddenDirty.remove(plot);
    });
}

void ReplotScheduler::drain()
{
    m_sinceDrain.start();
    const QList<QPointer<QCustomPlot>> dirty = std::exchange(m_dirty, {});
    for (const QPointer<QCustomPlot> &plot : dirty) {
        if (!plot)
            continue;
        if (!plot->isVisible()) {
            m_hiddenDirty.insert(plot.data());
            continue;
        }
        plot->replot(QCustomPlot::rpQueuedReplot);
        ++m_replotsRequested;
    }
}

bool ReplotScheduler::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show) {
        auto *plot = static_cast<QCustomPlot *>(watched);
        if (m_hiddenDirty.remove(plot))
            schedule(plot);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Tunebench
