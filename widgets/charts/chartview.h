// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartspec.h"

#include <QList>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxis;

namespace Tunebench {

struct BuiltChart;

/**
 * A ChartSpec in a widget: the results view's charts. ChartBuilder draws the spec exactly as it
 * does for reports, in the widget's palette (rebuilt on a palette change); the widget adds the
 * interaction: a point's label and value in its tooltip, a click on a point that stands for a run
 * (pointClicked), wheel zoom and drag, a double click back to the whole chart. The replot waits
 * until the chart is visible, so charts on hidden tabs cost nothing.
 */
class ChartView : public QWidget
{
    Q_OBJECT
public:
    /// One point of the spec where it is drawn.
    struct Point
    {
        int series = 0;
        int index = 0; ///< into the series' lists
        qint64 id = 0; ///< ChartSeries::ids, 0 when it has none
        QPointF position; ///< in pixels of plot()
    };

    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    void setSpec(const ChartSpec &spec);
    [[nodiscard]] const ChartSpec &spec() const { return m_spec; }

    /// The plot, for tests; callers must not change it (setSpec() rebuilds it).
    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }
    /// What @p series became in the plot (nullptr for an index out of range).
    [[nodiscard]] QCPAbstractPlottable *plottable(int series) const;
    [[nodiscard]] QCPAxis *keyAxis(int panel = 0) const;
    [[nodiscard]] QCPAxis *valueAxis(int panel = 0) const;
    /// Points the plot draws for @p series.
    [[nodiscard]] int pointCount(int series) const;
    /// Error bars the plot draws for @p series (a side with no interval is not one).
    [[nodiscard]] int errorBarCount(int series) const;
    /// Every drawn point of the spec, where it is in the plot as laid out now.
    [[nodiscard]] QList<Point> points() const;
    /// Where the point standing for @p id is drawn, NaN when none is.
    [[nodiscard]] QPointF pointPosition(qint64 id) const;
    /// Text of the axis titles and of the items (marker labels, captions), for tests.
    [[nodiscard]] QStringList texts() const;
    /// What a tooltip at @p position (pixels of plot()) says: over a marked drop why it is
    /// marked, then the nearest point; empty where neither is near.
    [[nodiscard]] QString toolTipAt(const QPointF &position) const;

Q_SIGNALS:
    /// A click on a point of a series with ids.
    void pointClicked(qint64 id);
    void replotted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void replotWhenVisible();
    [[nodiscard]] QString pointToolTipAt(const QPointF &position) const;
    [[nodiscard]] const Point *nearest(const QList<Point> &points, const QPointF &position, bool withId) const;

    QCustomPlot *m_plot;
    ChartSpec m_spec;
    std::unique_ptr<BuiltChart> m_built;
    QPointF m_pressedAt;
    bool m_dirty = false;
};

} // namespace Tunebench
