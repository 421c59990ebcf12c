// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/hostinsight.h"

#include "charts/cpuheatmapchart.h"
#include "charts/liveserieschart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

constexpr int minimumHeatmapHeight = 150;

/// "nic.local.rx_packets" -> "rx_packets"; empty for other metrics.
QString counterName(const QString &metric)
{
    for (const QLatin1String prefix : {QLatin1String("nic.local."), QLatin1String("nic.remote.")})
        if (metric.startsWith(prefix))
            return metric.mid(prefix.size());
    return {};
}

} // namespace

CpuHeatmapsPanel::CpuHeatmapsPanel(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_metric(new QComboBox(this))
    , m_client(new CpuHeatmapChart(store, scheduler, this))
    , m_server(new CpuHeatmapChart(store, scheduler, this))
{
    m_metric->setObjectName(QStringLiteral("cpuHeatmapMetric"));
    m_client->setObjectName(QStringLiteral("clientCpuHeatmap"));
    m_server->setObjectName(QStringLiteral("serverCpuHeatmap"));
    m_metric->addItem(tr("Busy (user + system + irq + softirq)"), QStringLiteral("cpu_busy"));
    m_metric->addItem(tr("Softirq only (NET_RX, NET_TX…)"), QStringLiteral("cpu_softirq"));
    m_metric->setToolTip(tr("What each cell's colour shows: the share of that CPU's time in the sample interval"));
    for (CpuHeatmapChart *chart : {m_client, m_server})
        chart->setMinimumHeight(minimumHeatmapHeight);

    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Per CPU:"), this));
    row->addWidget(m_metric);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(new QLabel(tr("Client"), this));
    layout->addWidget(m_client, 1);
    layout->addWidget(new QLabel(tr("Server"), this));
    layout->addWidget(m_server, 1);
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] { setMetric(metric()); });
    setMetric(QStringLiteral("cpu_busy"));
}

void CpuHeatmapsPanel::setSeriesFilter(const std::function<bool(const LiveSeriesKey &)> &filter)
{
    m_client->setSeriesFilter(filter);
    m_server->setSeriesFilter(filter);
}

void CpuHeatmapsPanel::setArmOrder(const QStringList &arms)
{
    m_client->setArmOrder(arms);
    m_server->setArmOrder(arms);
}

void CpuHeatmapsPanel::setBoundCpus(std::optional<int> client, std::optional<int> server)
{
    m_client->setBoundCpu(client);
    m_server->setBoundCpu(server);
}

void CpuHeatmapsPanel::setMetric(const QString &what)
{
    const int index = m_metric->findData(what);
    if (index >= 0 && index != m_metric->currentIndex())
        m_metric->setCurrentIndex(index); // comes back here through the signal
    m_client->setSource(what, true);
    m_server->setSource(what, false);
}

QString CpuHeatmapsPanel::metric() const
{
    return m_metric->currentData().toString();
}

NicCountersPanel::NicCountersPanel(LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_picker(new QComboBox(this))
    , m_empty(new QLabel(this))
    , m_chart(new LiveSeriesChart(store, scheduler, this))
{
    m_picker->setObjectName(QStringLiteral("nicCounterPicker"));
    m_chart->setObjectName(QStringLiteral("nicCountersChart"));
    m_picker->setMinimumContentsLength(24);
    m_picker->setToolTip(tr("Counters of the test interface that moved during the runs, and the pinned ones"));
    m_empty->setText(tr("No NIC counter has moved yet."));
    m_chart->setMinimumHeight(160);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Counter:"), this));
    row->addWidget(m_picker);
    row->addWidget(m_empty);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_chart, 1);
    connect(m_picker, &QComboBox::currentTextChanged, this, &NicCountersPanel::showCounter);
    connect(store, &LiveSeriesStore::seriesAdded, this, &NicCountersPanel::take);
    connect(store, &LiveSeriesStore::cleared, this, [this] {
        m_picker->clear();
        m_empty->show();
    });
    take(store->seriesIds());
}

void NicCountersPanel::setSeriesFilter(const std::function<bool(const LiveSeriesKey &)> &filter)
{
    m_filter = filter;
    m_chart->setSeriesFilter(filter);
    m_picker->clear();
    take(m_store->seriesIds());
}

void NicCountersPanel::setArmOrder(const QStringList &arms)
{
    m_chart->setArmOrder(arms);
}

QStringList NicCountersPanel::counters() const
{
    QStringList names;
    for (int i = 0; i < m_picker->count(); ++i)
        names << m_picker->itemText(i);
    return names;
}

void NicCountersPanel::showCounter(const QString &name)
{
    if (name.isEmpty())
        return;
    if (m_picker->currentText() != name)
        m_picker->setCurrentText(name); // comes back here through the signal
    m_chart->setMetrics({LiveMetric::nicCounter(true, name), LiveMetric::nicCounter(false, name)},
                        {tr("client"), tr("server")});
    m_chart->setValueAxis(name, tr("/s"));
}

QString NicCountersPanel::shownCounter() const
{
    return m_picker->currentText();
}

void NicCountersPanel::take(const QList<int> &ids)
{
    for (const int id : ids) {
        const LiveSeriesKey key = m_store->key(id);
        const QString name = counterName(key.metric);
        if (name.isEmpty() || (m_filter && !m_filter(key)) || m_picker->findText(name) >= 0)
            continue;
        // Sorted, so a counter is found where one looks for it; the shown one stays shown.
        int at = 0;
        while (at < m_picker->count() && m_picker->itemText(at) < name)
            ++at;
        const QSignalBlocker quiet(m_picker);
        const QString shown = m_picker->currentText();
        m_picker->insertItem(at, name);
        m_picker->setCurrentText(shown.isEmpty() ? name : shown);
        if (shown.isEmpty())
            showCounter(name);
    }
    m_empty->setVisible(m_picker->count() == 0);
}

} // namespace Tunebench
