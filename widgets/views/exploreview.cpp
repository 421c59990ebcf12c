// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/exploreview.h"

#include "charts/liveserieschart.h"
#include "views/hostinsight.h"
#include "views/splittermemory.h"
#include "experiment/exploreanalysis.h"
#include "tunables/driverknowledge.h"
#include "liveseries/liveseriesstore.h"
#include "views/hostsmodel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QScrollArea>
#include <QTabWidget>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

constexpr int OriginalRole = Qt::UserRole + 1;

/// The keys the quick panel offers: what RR tuning turns most.
bool quickKey(const QString &id)
{
    static const QStringList features{QStringLiteral("feature.tcp-segmentation-offload"),
                                      QStringLiteral("feature.generic-segmentation-offload"),
                                      QStringLiteral("feature.generic-receive-offload"),
                                      QStringLiteral("feature.large-receive-offload")};
    return id.startsWith(QLatin1String("coalesce.")) || id.startsWith(QLatin1String("ring.")) || id.startsWith(QLatin1String("channel."))
        || features.contains(id) || id == QLatin1String("sysctl.net.core.busy_poll") || id == QLatin1String("sysctl.net.core.busy_read");
}

QString number(const std::optional<double> &value, int precision = 3)
{
    return value ? QString::number(*value, 'g', precision) : QStringLiteral("–");
}

} // namespace

ExploreView::ExploreView(HostsModel *hosts, LiveSeriesStore *store, ReplotScheduler *scheduler, QWidget *parent)
    : QWidget(parent)
    , m_hosts(hosts)
    , m_store(store)
    , m_scheduler(scheduler)
{
    auto chart = [this](const QString &name, const QStringList &metrics, const QStringList &labels, const QString &axis,
                        const QString &unit) {
        auto *c = new LiveSeriesChart(m_store, m_scheduler, this);
        c->setObjectName(name);
        c->setSeriesFilter([](const LiveSeriesKey &key) { return key.arm == QLatin1String(ExplorationLiveArm); });
        c->setMetrics(metrics, labels);
        c->setValueAxis(axis, unit);
        c->setMinimumHeight(120);
        return c;
    };
    m_rate = chart(QStringLiteral("exploreRateChart"), {QLatin1String(LiveMetric::TransactionRate)}, {tr("rate")},
                   tr("Transaction rate"), tr("Tr/s"));
    m_serviceDemand = chart(QStringLiteral("exploreServiceDemandChart"),
                            {QLatin1String(LiveMetric::ServiceDemandLocal), QLatin1String(LiveMetric::ServiceDemandRemote)},
                            {tr("local"), tr("remote")}, tr("Service demand"), tr("µs/Tr"));
    m_interrupts = chart(QStringLiteral("exploreInterruptsChart"),
                         {QLatin1String(LiveMetric::InterruptsLocal), QLatin1String(LiveMetric::InterruptsRemote)},
                         {tr("client"), tr("server")}, tr("Interrupts"), tr("/s"));
    m_contextSwitches = chart(QStringLiteral("exploreContextSwitchesChart"),
                              {QLatin1String(LiveMetric::ContextSwitchesLocal), QLatin1String(LiveMetric::ContextSwitchesRemote)},
                              {tr("client"), tr("server")}, tr("Context switches"), tr("/s"));

    // Two charts a row: three in a row were a hundred pixels each beside the panels at 1366 px.
    // Never narrower than a chart can be read: below that the charts scroll.
    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_rate, 0, 0);
    grid->addWidget(m_serviceDemand, 0, 1);
    grid->addWidget(m_interrupts, 1, 0);
    grid->addWidget(m_contextSwitches, 1, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("exploreChartsScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(charts);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(buildQuickPanel());
    right->addWidget(buildSegments());
    rememberSplitter(right, QStringLiteral("exploreSide"));

    auto *main = new QSplitter(Qt::Horizontal, this);
    // Each host's CPUs over time beside the totals (a tab of their own: under them, both were
    // too short to read at 1366x768): where a change moved the softirqs.
    m_cpuHeatmaps = new CpuHeatmapsPanel(m_store, m_scheduler, this);
    m_cpuHeatmaps->setObjectName(QStringLiteral("exploreCpuHeatmaps"));
    m_cpuHeatmaps->setSeriesFilter([](const LiveSeriesKey &key) { return key.arm == QLatin1String(ExplorationLiveArm); });
    auto *chartTabs = new QTabWidget(this);
    chartTabs->setObjectName(QStringLiteral("exploreChartTabs"));
    chartTabs->setDocumentMode(true);
    chartTabs->addTab(scroll, tr("Totals"));
    chartTabs->addTab(m_cpuHeatmaps, tr("CPUs"));
    main->addWidget(chartTabs);
    main->addWidget(right);
    main->setStretchFactor(0, 3);
    main->setStretchFactor(1, 2);
    main->setCollapsible(0, false);
    rememberSplitter(main, QStringLiteral("exploreMain"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildSetup());
    layout->addWidget(main, 1);
    setRunning(false);
}

ExploreView::~ExploreView() = default;

QWidget *ExploreView::buildSetup()
{
    auto *group = new QGroupBox(tr("Exploration"), this);
    auto combo = [this](const QString &name) {
        auto *c = new QComboBox(this);
        c->setObjectName(name);
        c->setEditable(true);
        c->setModel(m_hosts);
        c->setModelColumn(HostsModel::NameColumn);
        c->setInsertPolicy(QComboBox::NoInsert);
        return c;
    };
    m_client = combo(QStringLiteral("exploreClient"));
    m_server = combo(QStringLiteral("exploreServer"));
    m_clientInterface = new QLineEdit(this);
    m_clientInterface->setObjectName(QStringLiteral("exploreClientInterface"));
    m_serverInterface = new QLineEdit(this);
    m_serverInterface->setObjectName(QStringLiteral("exploreServerInterface"));
    m_dataAddress = new QLineEdit(this);
    m_dataAddress->setObjectName(QStringLiteral("exploreDataAddress"));
    m_dataAddress->setPlaceholderText(tr("default: the server's address"));
    for (QLineEdit *edit : {m_clientInterface, m_serverInterface})
        edit->setPlaceholderText(tr("e.g. eth0"));
    auto fillInterface = [this](QComboBox *c, QLineEdit *iface) {
        if (const auto entry = m_hosts->book().find(c->currentText().trimmed()); entry && !entry->interfaceName.isEmpty())
            iface->setText(entry->interfaceName);
    };
    connect(m_client, &QComboBox::currentTextChanged, this, [this, fillInterface] { fillInterface(m_client, m_clientInterface); });
    connect(m_server, &QComboBox::currentTextChanged, this, [this, fillInterface] { fillInterface(m_server, m_serverInterface); });
    m_testType = new QComboBox(this);
    m_testType->setObjectName(QStringLiteral("exploreTestType"));
    for (const char *type : {"TCP_RR", "TCP_CRR", "UDP_RR", "TCP_STREAM", "TCP_MAERTS"})
        m_testType->addItem(QString::fromLatin1(type));
    m_request = new QSpinBox(this);
    m_request->setObjectName(QStringLiteral("exploreRequestSize"));
    m_response = new QSpinBox(this);
    m_response->setObjectName(QStringLiteral("exploreResponseSize"));
    for (QSpinBox *s : {m_request, m_response}) {
        s->setRange(1, 64 * 1024 * 1024);
        s->setValue(1);
        s->setSuffix(tr(" B"));
    }
    m_interval = new QDoubleSpinBox(this);
    m_interval->setObjectName(QStringLiteral("exploreInterval"));
    m_interval->setRange(0.1, 10);
    m_interval->setValue(0.25);
    m_interval->setSuffix(tr(" s"));
    m_settle = new QDoubleSpinBox(this);
    m_settle->setObjectName(QStringLiteral("exploreSettle"));
    m_settle->setRange(0, 60);
    m_settle->setValue(2);
    m_settle->setSuffix(tr(" s"));
    m_settle->setToolTip(tr("After each change, this long is left out of the segment's statistics"));
    m_start = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Start"), this);
    m_start->setObjectName(QStringLiteral("startExploration"));
    m_stop = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("S&top and Restore"), this);
    m_stop->setObjectName(QStringLiteral("stopExploration"));
    m_stop->setToolTip(tr("End the exploration: netperf stops and every change is restored and verified"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("exploreProblem"));
    m_problem->setWordWrap(true);
    QPalette warn = m_problem->palette();
    warn.setColor(QPalette::WindowText, QColor(0xd9, 0x53, 0x4f));
    m_problem->setPalette(warn);
    connect(m_start, &QPushButton::clicked, this, [this] {
        const QString why = problem();
        m_problem->setText(why);
        if (why.isEmpty())
            Q_EMIT startRequested(spec());
    });
    connect(m_stop, &QPushButton::clicked, this, &ExploreView::stopRequested);

    auto *grid = new QGridLayout(group);
    grid->addWidget(new QLabel(tr("Client:"), this), 0, 0);
    grid->addWidget(m_client, 0, 1);
    grid->addWidget(m_clientInterface, 0, 2);
    grid->addWidget(new QLabel(tr("Server:"), this), 1, 0);
    grid->addWidget(m_server, 1, 1);
    grid->addWidget(m_serverInterface, 1, 2);
    grid->addWidget(new QLabel(tr("Data address:"), this), 0, 3);
    grid->addWidget(m_dataAddress, 0, 4);
    grid->addWidget(new QLabel(tr("Test:"), this), 1, 3);
    grid->addWidget(m_testType, 1, 4);
    grid->addWidget(new QLabel(tr("Request / response:"), this), 0, 5);
    auto *sizes = new QHBoxLayout;
    sizes->addWidget(m_request);
    sizes->addWidget(m_response);
    grid->addLayout(sizes, 0, 6);
    grid->addWidget(new QLabel(tr("Interval / settling:"), this), 1, 5);
    auto *times = new QHBoxLayout;
    times->addWidget(m_interval);
    times->addWidget(m_settle);
    grid->addLayout(times, 1, 6);
    grid->addWidget(m_start, 0, 7);
    grid->addWidget(m_stop, 1, 7);
    grid->addWidget(m_problem, 2, 0, 1, 8);
    return group;
}

QWidget *ExploreView::buildQuickPanel()
{
    auto *group = new QGroupBox(tr("Tunables (edit and apply while it runs)"), this);
    auto table = [this](const QString &name) {
        auto *t = new QTableWidget(0, 2, this);
        t->setObjectName(name);
        t->setHorizontalHeaderLabels({tr("Setting"), tr("Value")});
        t->verticalHeader()->hide();
        t->horizontalHeader()->setStretchLastSection(true);
        t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        return t;
    };
    m_clientPanel = table(QStringLiteral("exploreClientPanel"));
    m_serverPanel = table(QStringLiteral("exploreServerPanel"));
    m_changeLine = new QLineEdit(this);
    m_changeLine->setObjectName(QStringLiteral("exploreChangeLine"));
    m_changeLine->setPlaceholderText(tr("or type a change: server adaptive-rx=off rx-usecs=0"));
    m_apply = new QPushButton(tr("&Apply"), this);
    m_apply->setObjectName(QStringLiteral("exploreApply"));
    m_apply->setToolTip(tr("Apply the edited values (or the typed change) now, journaled and verified"));
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (!m_changeLine->text().trimmed().isEmpty())
            applyLine();
        applyEdits();
    });
    connect(m_changeLine, &QLineEdit::returnPressed, this, &ExploreView::applyLine);
    auto *panels = new QHBoxLayout;
    auto *clientBox = new QVBoxLayout;
    clientBox->addWidget(new QLabel(tr("Client"), this));
    clientBox->addWidget(m_clientPanel);
    auto *serverBox = new QVBoxLayout;
    serverBox->addWidget(new QLabel(tr("Server"), this));
    serverBox->addWidget(m_serverPanel);
    panels->addLayout(clientBox);
    panels->addLayout(serverBox);
    auto *entry = new QHBoxLayout;
    entry->addWidget(m_changeLine, 1);
    entry->addWidget(m_apply);
    auto *layout = new QVBoxLayout(group);
    layout->addLayout(panels, 1);
    layout->addLayout(entry);
    return group;
}

QWidget *ExploreView::buildSegments()
{
    auto *group = new QGroupBox(tr("Changes and segments"), this);
    m_markers = new QListWidget(this);
    m_markers->setObjectName(QStringLiteral("exploreMarkers"));
    m_segments = new QTableWidget(0, 7, this);
    m_segments->setObjectName(QStringLiteral("exploreSegments"));
    m_segments->setHorizontalHeaderLabels({tr("Segment"), tr("From–to (s)"), tr("Median rate"), tr("SD local"),
                                           tr("SD remote"), tr("Interrupts/s"), tr("Ctx switches/s")});
    m_segments->verticalHeader()->hide();
    m_segments->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_segments->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_segments->setToolTip(tr("Select two segments to compare them or to make an A/B experiment of their configurations"));
    m_compare = new QPushButton(tr("&Compare"), this);
    m_compare->setObjectName(QStringLiteral("exploreCompare"));
    m_makeExperiment = new QPushButton(tr("Make A/B &Experiment"), this);
    m_makeExperiment->setObjectName(QStringLiteral("exploreMakeExperiment"));
    m_makeExperiment->setToolTip(tr("An experiment with the two segments' configurations as arms, ready to run with repetitions"));
    m_experimentRepetitions = new QSpinBox(this);
    m_experimentRepetitions->setRange(2, 100);
    m_experimentRepetitions->setValue(5);
    m_experimentRepetitions->setPrefix(tr("repetitions: "));
    m_comparison = new QTextBrowser(this);
    m_comparison->setObjectName(QStringLiteral("exploreComparison"));
    connect(m_segments, &QTableWidget::itemSelectionChanged, this, &ExploreView::updateButtons);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const auto [a, b] = selectedSegments();
        if (a >= 0)
            Q_EMIT comparisonRequested(a, b);
    });
    connect(m_makeExperiment, &QPushButton::clicked, this, [this] {
        const auto [a, b] = selectedSegments();
        if (a >= 0)
            Q_EMIT experimentRequested(a, b, m_experimentRepetitions->value(), 10);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_compare);
    buttons->addWidget(m_makeExperiment);
    buttons->addWidget(m_experimentRepetitions);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_markers, 1);
    layout->addWidget(m_segments, 2);
    layout->addLayout(buttons);
    layout->addWidget(m_comparison, 2);
    updateButtons();
    return group;
}

QList<LiveSeriesChart *> ExploreView::charts() const
{
    return {m_rate, m_serviceDemand, m_interrupts, m_contextSwitches};
}

ExplorationSpec ExploreView::spec() const
{
    ExplorationSpec spec;
    auto argument = [this](QComboBox *c) {
        const auto entry = m_hosts->book().find(c->currentText().trimmed());
        return entry ? entry->argument() : c->currentText().trimmed();
    };
    spec.client.host = argument(m_client);
    spec.server.host = argument(m_server);
    spec.client.interfaceName = m_clientInterface->text().trimmed();
    spec.server.interfaceName = m_serverInterface->text().trimmed();
    spec.server.dataAddress = m_dataAddress->text().trimmed();
    spec.test.type = testTypeFromName(m_testType->currentText());
    spec.test.requestSize = m_request->value();
    spec.test.responseSize = m_response->value();
    spec.test.interimInterval = m_interval->value();
    spec.test.localCpu = true;
    spec.test.remoteCpu = true;
    spec.settleSeconds = m_settle->value();
    return spec;
}

QString ExploreView::problem() const
{
    const Status valid = spec().validate();
    return valid ? QString() : valid.error().message;
}

void ExploreView::setRunning(bool running)
{
    m_running = running;
    for (QWidget *w : std::initializer_list<QWidget *>{m_client, m_server, m_clientInterface, m_serverInterface, m_dataAddress,
                                                       m_testType, m_request, m_response, m_interval, m_settle, m_start})
        w->setEnabled(!running);
    m_stop->setEnabled(running);
    m_apply->setEnabled(running);
    m_changeLine->setEnabled(running);
    if (running) {
        m_markers->clear();
        m_segments->setRowCount(0);
        m_comparison->clear();
        m_problem->clear();
        for (LiveSeriesChart *c : charts())
            c->clearMarkers();
    }
    updateButtons();
}

void ExploreView::setHostState(const ExploreHostState &state)
{
    QTableWidget *table = quickPanel(state.role);
    table->setRowCount(0);
    const QColor greyed = palette().color(QPalette::Disabled, QPalette::Text);
    for (auto it = state.snapshot.values.begin(); it != state.snapshot.values.end(); ++it) {
        if (!quickKey(it.key()) || (!it->supported && it->value.isEmpty()))
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        auto *key = new QTableWidgetItem(it.key());
        key->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        auto *value = new QTableWidgetItem(it->value);
        value->setData(OriginalRole, it->value);
        if (!it->writable()) {
            value->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            value->setForeground(greyed);
            key->setForeground(greyed);
            const QString why = it->fixed ? tr("fixed by the driver") : it->reason;
            value->setToolTip(why);
            key->setToolTip(why);
        } else if (auto parsed = TunableKey::fromId(it.key())) {
            const QString meaning = DriverKnowledge::meaning(state.snapshot.driver.driver, parsed.value());
            value->setToolTip(meaning);
            key->setToolTip(meaning);
        }
        table->setItem(row, 0, key);
        table->setItem(row, 1, value);
    }
    const QString unsupported = QStringList(state.snapshot.unsupportedCategories.keys()).join(QLatin1String(", "));
    QString tip = unsupported.isEmpty() ? tr("%1, %2").arg(state.host, state.interfaceName)
                                        : tr("%1, %2; not supported here: %3").arg(state.host, state.interfaceName, unsupported);
    // Output lines Tunebench did not read are shown, so a changed ethtool format is seen.
    for (auto it = state.snapshot.unrecognised.cbegin(); it != state.snapshot.unrecognised.cend(); ++it)
        tip += QLatin1Char('\n') + tr("%1: not understood: %2").arg(it.key(), it.value().join(QLatin1String(" | ")));
    table->setToolTip(tip);
}

QList<ExploreChangeRequest> ExploreView::takeEdits()
{
    QList<ExploreChangeRequest> requests;
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        QTableWidget *table = quickPanel(role);
        ExploreChangeRequest request;
        request.role = role;
        for (int row = 0; row < table->rowCount(); ++row) {
            QTableWidgetItem *value = table->item(row, 1);
            const QString text = value->text().trimmed();
            if (text.isEmpty() || text == value->data(OriginalRole).toString())
                continue;
            request.settings << Setting{table->item(row, 0)->text(), text};
            value->setData(OriginalRole, text); // shown as asked until the session re-reads the host
        }
        if (!request.settings.isEmpty())
            requests << request;
    }
    return requests;
}

void ExploreView::applyEdits()
{
    for (const ExploreChangeRequest &request : takeEdits())
        Q_EMIT changeRequested(request);
}

void ExploreView::applyLine()
{
    const QString line = m_changeLine->text().trimmed();
    if (line.isEmpty())
        return;
    const auto request = ExploreChangeRequest::parse(line);
    if (!request) {
        showError(request.error().message);
        return;
    }
    m_changeLine->clear();
    Q_EMIT changeRequested(request.value());
}

void ExploreView::addMarker(const ExploreMarker &marker)
{
    const bool failed = marker.status == ExploreMarker::Status::Failed;
    QString label = marker.label;
    if (failed)
        label = tr("%1 (failed)").arg(marker.label);
    else if (marker.status == ExploreMarker::Status::Partial)
        label = tr("%1 (partly)").arg(marker.label);
    for (LiveSeriesChart *c : charts())
        c->addMarker(marker.at, label);
    auto *item = new QListWidgetItem(tr("%1 s  %2 — %3").arg(QString::number(marker.at, 'f', 1), marker.label,
                                                              ExploreMarker::statusText(marker.status)));
    QStringList details;
    for (const ExploreKeyChange &change : marker.changes)
        details << tr("%1: %2 → %3 (verified %4)%5")
                       .arg(change.key, change.original, change.desired, change.verified.isEmpty() ? tr("–") : change.verified,
                            change.error.isEmpty() ? QString() : QStringLiteral(": ") + change.error);
    if (!marker.error.isEmpty())
        details.prepend(marker.error);
    for (const QString &effect : marker.sideEffects) // a stored exploration's markers have them already
        details << tr("also changed: %1").arg(effect);
    item->setToolTip(details.join(QLatin1Char('\n')));
    item->setData(Qt::UserRole, marker.seq);
    if (failed)
        item->setForeground(QColor(0xd9, 0x53, 0x4f));
    m_markers->addItem(item);
    m_markers->scrollToBottom();
}

void ExploreView::addMarkerSideEffects(int seq, const QStringList &sideEffects)
{
    for (int row = m_markers->count() - 1; row >= 0; --row) {
        QListWidgetItem *item = m_markers->item(row);
        if (item->data(Qt::UserRole).toInt() != seq)
            continue;
        QString tip = item->toolTip();
        for (const QString &effect : sideEffects)
            tip += QLatin1Char('\n') + tr("also changed: %1").arg(effect);
        item->setToolTip(tip);
        item->setText(tr("%1 (+%n other setting(s))", nullptr, int(sideEffects.size())).arg(item->text()));
        return;
    }
}

void ExploreView::updateSegment(const ExploreSegmentStats &stats)
{
    if (stats.index < 0)
        return;
    while (m_segments->rowCount() <= stats.index)
        m_segments->insertRow(m_segments->rowCount());
    const int row = stats.index;
    QStringList flags;
    for (const Stats::Diagnostic &d : stats.diagnostics)
        if (d.flagged)
            flags << d.sentence;
    const QStringList cells{tr("%1: %2").arg(stats.index + 1).arg(stats.label),
                            tr("%1–%2").arg(QString::number(stats.start, 'f', 1), QString::number(stats.end, 'f', 1)),
                            stats.rate ? QString::number(stats.rate->median, 'f', 0) + (flags.isEmpty() ? QString() : QStringLiteral(" ⚠"))
                                       : QStringLiteral("–"),
                            number(stats.client.serviceDemand), number(stats.server.serviceDemand),
                            number(stats.client.interrupts, 4), number(stats.client.contextSwitches, 4)};
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = m_segments->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            m_segments->setItem(row, column, item);
        }
        item->setText(cells.at(column));
        item->setToolTip(flags.isEmpty() ? tr("%1 settled intervals").arg(stats.intervals) : flags.join(QLatin1Char('\n')));
    }
}

void ExploreView::showComparison(const ExploreComparison &comparison)
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Segment %1 vs segment %2").arg(comparison.a + 1).arg(comparison.b + 1).toHtmlEscaped());
    for (const auto &[metric, result] : comparison.metrics)
        html += QStringLiteral("<p><b>%1</b>: %2</p>").arg(metric.toHtmlEscaped(), result.sentence.toHtmlEscaped());
    html += QStringLiteral("<p><i>%1</i></p>").arg(comparison.caveat.toHtmlEscaped());
    m_comparison->setHtml(html);
}

QString ExploreView::comparisonText() const
{
    return m_comparison->toPlainText();
}

void ExploreView::showError(const QString &message)
{
    m_problem->setText(message);
}

void ExploreView::appendMessage(const QString &message)
{
    auto *item = new QListWidgetItem(tr("# %1").arg(message));
    item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    m_markers->addItem(item);
}

void ExploreView::finish(const QString &status)
{
    setRunning(false);
    m_problem->setText(status);
}

void ExploreView::showStored(const StoredExploration &stored)
{
    setRunning(false);
    auto hostName = [this](const QString &argument) {
        const auto entry = m_hosts->book().find(argument);
        return entry ? entry->name : argument;
    };
    m_client->setEditText(hostName(stored.spec.client.host));
    m_server->setEditText(hostName(stored.spec.server.host));
    m_clientInterface->setText(stored.spec.client.interfaceName);
    m_serverInterface->setText(stored.spec.server.interfaceName);
    m_dataAddress->setText(stored.spec.server.dataAddress);
    const TestParameters &test = stored.spec.test;
    if (const int type = m_testType->findText(test.text(TestField::Type)); type >= 0)
        m_testType->setCurrentIndex(type);
    m_request->setValue(test.requestSize.value_or(m_request->value()));
    m_response->setValue(test.responseSize.value_or(m_response->value()));
    m_interval->setValue(test.interimInterval.value_or(m_interval->value()));
    m_settle->setValue(stored.spec.settleSeconds);

    m_markers->clear();
    m_segments->setRowCount(0);
    m_comparison->clear();
    for (QTableWidget *panel : {m_clientPanel, m_serverPanel}) {
        panel->setRowCount(0);
        panel->setToolTip(QString());
    }
    for (LiveSeriesChart *c : charts())
        c->clearMarkers();
    for (const ExploreMarker &marker : stored.timeline.markers())
        addMarker(marker);
    for (int i = 0; i < stored.timeline.segments().size(); ++i)
        updateSegment(stored.timeline.stats(i, stored.end));
    m_problem->setText(tr("Stored exploration %1 (%2, %3): %n change(s). Compare its segments or make an experiment "
                          "from two of them; Start begins a new exploration with these settings.",
                          nullptr, int(stored.timeline.markers().size()))
                           .arg(QString::number(stored.record.id), stored.record.name,
                                QLocale().toString(stored.record.createdAt.toLocalTime(), QLocale::ShortFormat)));
    updateButtons();
}

QPair<int, int> ExploreView::selectedSegments() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_segments->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows.size() == 2 ? qMakePair(rows.at(0), rows.at(1)) : qMakePair(-1, -1);
}

void ExploreView::updateButtons()
{
    const bool two = selectedSegments().first >= 0;
    m_compare->setEnabled(two);
    m_makeExperiment->setEnabled(two);
}

} // namespace Tunebench
