// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/trendanalysis.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace Tunebench {

class ChartView;

/**
 * The history's trend (issue 28 part 5): one metric of the selected experiment's host pair over
 * every stored experiment of its test, change points marked with what the host snapshots say
 * changed there. The panel asks (trendRequested); the controller loads the series off the GUI
 * thread and answers with setTrend() or setError().
 */
class TrendPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TrendPanel(QWidget *parent = nullptr);

    /// The pair the Show button asks for; empty hosts disable it.
    void setPair(const QString &clientHost, const QString &serverHost);
    void setTrend(const TrendSeries &series);
    void setError(const QString &message);
    /// Asks for the trend of the pair set, with the metric chosen.
    void request();

    [[nodiscard]] ChartView *chart() const { return m_chart; }
    [[nodiscard]] QComboBox *metricChooser() const { return m_metric; }
    [[nodiscard]] QString summaryText() const;

Q_SIGNALS:
    void trendRequested(const Tunebench::TrendQuery &query);

private:
    QString m_client;
    QString m_server;
    QComboBox *m_metric;
    QPushButton *m_show;
    QLabel *m_summary;
    ChartView *m_chart;
};

} // namespace Tunebench
