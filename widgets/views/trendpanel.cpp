// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/trendpanel.h"

#include "charts/chartview.h"
#include "experiment/experimentdetails.h"
#include "report/trendchart.h"
#include "views/wrappinglabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tunebench {

TrendPanel::TrendPanel(QWidget *parent)
    : QWidget(parent)
    , m_metric(new QComboBox(this))
    , m_show(new QPushButton(tr("Show &trend"), this))
    , m_summary(wrappingLabel(this))
    , m_chart(new ChartView(this))
{
    for (const QString &id : {QStringLiteral("rate"), QStringLiteral("service_demand.local"),
             QStringLiteral("service_demand.remote"), QStringLiteral("latency.p50"), QStringLiteral("latency.p99")})
        m_metric->addItem(resultMetric(id).label, id);
    connect(m_show, &QPushButton::clicked, this, &TrendPanel::request);
    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Metric"), this));
    controls->addWidget(m_metric);
    controls->addWidget(m_show);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    setPair({}, {});
}

void TrendPanel::setPair(const QString &clientHost, const QString &serverHost)
{
    m_client = clientHost;
    m_server = serverHost;
    m_show->setEnabled(!m_client.isEmpty() && !m_server.isEmpty());
    if (m_client.isEmpty())
        m_summary->setText(tr("Select an experiment to see how its host pair changed over time."));
}

void TrendPanel::request()
{
    if (m_client.isEmpty() || m_server.isEmpty())
        return;
    TrendQuery query;
    query.testType.clear(); // the newest experiment of the pair's test
    query.metric = m_metric->currentData().toString();
    query.clientHost = m_client;
    query.serverHost = m_server;
    m_summary->setText(tr("Loading the trend of %1 → %2…").arg(m_client, m_server));
    Q_EMIT trendRequested(query);
}

void TrendPanel::setTrend(const TrendSeries &series)
{
    m_chart->setSpec(TrendChart::spec(series));
    QStringList lines;
    lines << (series.changes.isEmpty() ? tr("%n experiment(s), no change point.", nullptr, int(series.tested().size()))
                                       : tr("%n experiment(s), change points:", nullptr, int(series.tested().size())));
    for (const TrendChange &change : series.changes)
        //: "#24 → #25: -8.3%: server kernel 6.1.0-18 → 6.1.0-21"
        lines << tr("#%1 → #%2: %3")
                     .arg(change.experimentBefore)
                     .arg(change.experimentAfter)
                     .arg(TrendChart::changeLabel(change));
    lines << series.notes;
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

void TrendPanel::setError(const QString &message)
{
    m_chart->setSpec(ChartSpec {});
    m_summary->setText(message);
}

QString TrendPanel::summaryText() const
{
    return m_summary->text();
}

} // namespace Tunebench
