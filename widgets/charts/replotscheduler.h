// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

class QCustomPlot;

namespace Tunebench {

/**
 * Coalesces replot requests of many charts, as Wireshark's I/O graph does with its dirty flags:
 * schedule() only marks a plot dirty, and a timer replots every dirty plot at most maxRate() times
 * a second, however often data arrives. A plot that is not visible (a hidden dock, another tab)
 * keeps its dirty flag and is replotted when it is shown. Replots are queued
 * (QCustomPlot::rpQueuedReplot), so they also merge with QCustomPlot's own requests.
 */
class ReplotScheduler : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultMaximumRate = 30;

    explicit ReplotScheduler(QObject *parent = nullptr);

    /// Replots per second at most, 1 to defaultMaximumRate.
    void setMaximumRate(int perSecond);
    [[nodiscard]] int maximumRate() const { return m_maximumRate; }

    /// Marks @p plot dirty; it is replotted on the next tick if it is visible then.
    void schedule(QCustomPlot *plot);
    [[nodiscard]] bool isDirty(const QCustomPlot *plot) const;
    /// Replots requested so far (for the live view's diagnostics and the tests).
    [[nodiscard]] qint64 replotsRequested() const { return m_replotsRequested; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void watch(QCustomPlot *plot);
    void drain();

    QTimer m_timer;
    QElapsedTimer m_sinceDrain;
    QList<QPointer<QCustomPlot>> m_dirty; // in request order
    QSet<const QCustomPlot *> m_hiddenDirty; // waiting for a Show event
    QSet<const QCustomPlot *> m_watched;
    int m_maximumRate = defaultMaximumRate;
    qint64 m_replotsRequested = 0;
};

} // namespace Tunebench
