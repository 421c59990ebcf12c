// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/hosttunablesview.h"

#include "tunables/keysupport.h"
#include "views/keysupportmodel.h"
#include "views/wrappinglabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Tunebench {

HostTunablesView::HostTunablesView(QWidget *parent)
    : QWidget(parent)
    , m_summary(wrappingLabel(this))
    , m_interface(new QComboBox(this))
    , m_read(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Read &Tunables"), this))
    , m_filter(new QLineEdit(this))
    , m_onlyLimited(new QCheckBox(tr("Only what cannot be set"), this))
    , m_table(new QTableView(this))
    , m_model(new KeySupportModel(this))
    , m_proxy(new KeySupportFilter(this))
    , m_unrecognised(wrappingLabel(this))
{
    m_summary->setObjectName(QStringLiteral("tunablesSummary"));
    m_interface->setObjectName(QStringLiteral("tunablesInterface"));
    m_read->setObjectName(QStringLiteral("readTunables"));
    m_filter->setObjectName(QStringLiteral("tunablesFilter"));
    m_onlyLimited->setObjectName(QStringLiteral("tunablesOnlyLimited"));
    m_table->setObjectName(QStringLiteral("tunablesTable"));
    m_unrecognised->setObjectName(QStringLiteral("tunablesUnrecognised"));

    // Editable: a NIC the probe did not list (renamed since, or a VF) can still be read.
    m_interface->setEditable(true);
    m_interface->setInsertPolicy(QComboBox::NoInsert);
    m_interface->setMinimumContentsLength(8);
    m_interface->setToolTip(tr("The interface whose driver settings are read; empty reads only the kernel's sysctls"));
    m_read->setToolTip(tr("Read every tunable of this interface and host, with what the driver supports"));
    m_filter->setPlaceholderText(tr("Filter keys, values and reasons"));
    m_filter->setClearButtonEnabled(true);
    m_onlyLimited->setToolTip(tr("Show only the keys that are fixed, unsupported or read only, with why"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(KeySupportModel::KeyColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    m_unrecognised->setVisible(false);
    m_unrecognised->setStyleSheet(QStringLiteral("QLabel { color: palette(highlight); }"));

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Interface:"), this));
    controls->addWidget(m_interface, 1);
    controls->addWidget(m_read);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_filter, 1);
    filters->addWidget(m_onlyLimited);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_unrecognised);

    connect(m_read, &QPushButton::clicked, this, &HostTunablesView::read);
    connect(m_interface->lineEdit(), &QLineEdit::returnPressed, this, &HostTunablesView::read);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_onlyLimited, &QCheckBox::toggled, m_proxy, &KeySupportFilter::setOnlyLimited);
    showCurrent();
}

QString HostTunablesView::interfaceName() const
{
    return m_interface->currentText().trimmed();
}

bool HostTunablesView::hasSnapshot(const QString &host) const
{
    return m_hosts.value(host).snapshot.has_value();
}

bool HostTunablesView::isReading(const QString &host) const
{
    return m_hosts.value(host).reading;
}

int HostTunablesView::visibleRows() const
{
    return m_proxy->rowCount();
}

QString HostTunablesView::summary() const
{
    return m_summary->text();
}

QStringList HostTunablesView::unrecognisedLines() const
{
    QStringList lines;
    const std::optional<HostSnapshot> &snapshot = m_hosts.value(m_host).snapshot;
    if (!snapshot)
        return lines;
    for (auto it = snapshot->unrecognised.cbegin(); it != snapshot->unrecognised.cend(); ++it)
        for (const QString &line : it.value())
            lines << QStringLiteral("%1: %2").arg(it.key(), line);
    return lines;
}

void HostTunablesView::showHost(const QString &host, const QStringList &interfaces, const QString &preferred)
{
    m_host = host;
    const QString held = m_hosts.value(host).snapshot ? m_hosts.value(host).snapshot->interfaceName : QString();
    const QString chosen = !held.isEmpty() ? held : preferred;
    m_interface->clear();
    m_interface->addItems(interfaces);
    if (!chosen.isEmpty() && m_interface->findText(chosen) < 0)
        m_interface->addItem(chosen);
    m_interface->setCurrentText(chosen);
    showCurrent();
}

void HostTunablesView::setSnapshot(const QString &host, const HostSnapshot &snapshot)
{
    HostState &state = m_hosts[host];
    state.snapshot = snapshot;
    state.reading = false;
    state.error.clear();
    if (host == m_host)
        showCurrent();
}

void HostTunablesView::setError(const QString &host, const QString &interfaceName, const QString &message)
{
    HostState &state = m_hosts[host];
    state.reading = false;
    state.interfaceName = interfaceName;
    state.error = message;
    if (host == m_host)
        showCurrent();
}

void HostTunablesView::forgetHost(const QString &host)
{
    m_hosts.remove(host);
    if (host == m_host)
        showCurrent();
}

void HostTunablesView::read()
{
    if (m_host.isEmpty() || m_hosts.value(m_host).reading)
        return;
    HostState &state = m_hosts[m_host];
    state.reading = true;
    state.interfaceName = interfaceName();
    state.error.clear();
    showCurrent();
    Q_EMIT readRequested(m_host, state.interfaceName);
}

QString HostTunablesView::snapshotSummary(const HostSnapshot &snapshot) const
{
    QStringList facts;
    facts << (snapshot.interfaceName.isEmpty() ? tr("%1, no interface (sysctls only)").arg(m_host.toHtmlEscaped())
                                               : tr("%1, %2").arg(m_host.toHtmlEscaped(), snapshot.interfaceName.toHtmlEscaped()));
    if (!snapshot.driver.driver.isEmpty()) {
        QString driver = tr("driver %1 %2").arg(snapshot.driver.driver, snapshot.driver.version).trimmed();
        if (!snapshot.driver.firmware.isEmpty())
            driver += tr(", firmware %1").arg(snapshot.driver.firmware);
        facts << driver.toHtmlEscaped();
    }
    if (!snapshot.toolVersion.isEmpty())
        facts << snapshot.toolVersion.toHtmlEscaped();
    if (snapshot.takenAt.isValid())
        facts << tr("read at %1").arg(snapshot.takenAt.toLocalTime().toString(QStringLiteral("HH:mm:ss")));
    const QStringList counts = {tr("%n can be set", nullptr, m_model->count(KeySupport::Level::Writable)),
                                tr("%n fixed by the driver", nullptr, m_model->count(KeySupport::Level::Fixed)),
                                tr("%n not supported", nullptr, m_model->count(KeySupport::Level::Unsupported)),
                                tr("%n read only", nullptr, m_model->count(KeySupport::Level::ReadOnly))};
    return QStringLiteral("<b>%1</b><br>%2").arg(facts.join(QStringLiteral(" · ")), counts.join(QStringLiteral(", ")));
}

void HostTunablesView::showCurrent()
{
    const HostState state = m_hosts.value(m_host);
    m_read->setEnabled(!m_host.isEmpty() && !state.reading);
    m_interface->setEnabled(!m_host.isEmpty());
    if (state.snapshot)
        m_model->setRows(KeySupportTable::build(*state.snapshot), state.snapshot->limits);
    else
        m_model->setRows({});

    QStringList status;
    if (m_host.isEmpty())
        status << tr("Select a host to see what its driver and kernel let Tunebench set.");
    else if (state.reading)
        status << tr("Reading the tunables of %1%2…")
                      .arg(m_host.toHtmlEscaped(),
                           state.interfaceName.isEmpty() ? QString() : tr(" (%1)").arg(state.interfaceName.toHtmlEscaped()));
    else if (!state.error.isEmpty())
        status << tr("<span style=\"color:#c0392b\">Could not read %1%2: %3</span>")
                      .arg(m_host.toHtmlEscaped(),
                           state.interfaceName.isEmpty() ? QString() : tr(" (%1)").arg(state.interfaceName.toHtmlEscaped()),
                           state.error.toHtmlEscaped());
    else if (!state.snapshot)
        status << tr("Press Read Tunables to see, per key, what the driver of %1 supports.").arg(m_host.toHtmlEscaped());
    if (state.snapshot)
        status << snapshotSummary(*state.snapshot);
    m_summary->setText(status.join(QStringLiteral("<br>")));

    const QStringList unread = unrecognisedLines();
    m_unrecognised->setVisible(!unread.isEmpty());
    QStringList escaped;
    for (const QString &line : unread)
        escaped << line.toHtmlEscaped();
    m_unrecognised->setText(
        tr("<b>%n line(s) of the tool's output not understood</b> — shown as printed, never set:", nullptr, int(unread.size()))
        + QStringLiteral("<br><tt>") + escaped.join(QStringLiteral("<br>")) + QStringLiteral("</tt>"));
    m_table->resizeColumnsToContents();
}

} // namespace Tunebench
