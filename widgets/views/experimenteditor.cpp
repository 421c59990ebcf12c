// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/experimenteditor.h"

#include "experiment/experimentscript.h"
#include "resources.h"
#include "text/highlightedtextview.h"
#include "tunables/platformprovider.h"
#include "views/hostsmodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace Tunebench {

namespace {

constexpr int SettingColumn = 0;
constexpr int CurrentColumn = 1;
constexpr int FirstArmColumn = 2;

/// Keys users tune most, offered when a setting is added (any key the tunables backend knows works).
QStringList commonKeys()
{
    return {QStringLiteral("adaptive-rx"), QStringLiteral("adaptive-tx"), QStringLiteral("rx-usecs"),
            QStringLiteral("rx-usecs-high"), QStringLiteral("rx-frames"), QStringLiteral("tx-usecs"),
            QStringLiteral("tso"), QStringLiteral("gso"), QStringLiteral("gro"), QStringLiteral("lro"),
            QStringLiteral("rx-checksumming"), QStringLiteral("tx-checksumming"), QStringLiteral("channel.combined"),
            QStringLiteral("channel.rx"), QStringLiteral("channel.tx"), QStringLiteral("ring.rx"), QStringLiteral("ring.tx"),
            QStringLiteral("net.core.busy_poll"), QStringLiteral("net.core.busy_read"),
            QStringLiteral("net.ipv4.tcp_low_latency"), QStringLiteral("net.core.rmem_max"), QStringLiteral("net.core.wmem_max")};
}

void setInvalid(QWidget *widget, bool invalid)
{
    if (!widget)
        return;
    widget->setProperty("tunebenchInvalid", invalid);
    widget->setStyleSheet(invalid ? QStringLiteral("border: 1px solid #d9534f;") : QString());
}

} // namespace

ExperimentEditor::ExperimentEditor(HostsModel *hosts, QWidget *parent)
    : QWidget(parent)
    , m_hosts(hosts)
    , m_refreshTimer(new QTimer(this))
{
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(150);
    connect(m_refreshTimer, &QTimer::timeout, this, &ExperimentEditor::refresh);
    buildUi();
    // A new user sees something runnable at once: the local loopback preset.
    if (Resources::presetNames().contains(QStringLiteral("local-loopback")))
        (void)loadPreset(QStringLiteral("local-loopback"));
    else
        refresh();
}

ExperimentEditor::~ExperimentEditor() = default;

void ExperimentEditor::buildUi()
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->addItem(tr("Presets…"));
    for (const QString &name : Resources::presetNames())
        m_preset->addItem(name, name);
    m_preset->setToolTip(tr("Load a built-in experiment; the local loopback one runs on any machine with netperf"));
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QString name = m_preset->itemData(index).toString();
        if (!name.isEmpty())
            (void)loadPreset(name);
        m_preset->setCurrentIndex(0);
    });

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("experimentName"));
    m_description = new QLineEdit(this);
    m_description->setObjectName(QStringLiteral("experimentDescription"));
    m_run = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Run"), this);
    m_run->setObjectName(QStringLiteral("runExperiment"));
    m_run->setToolTip(tr("Run the experiment (Ctrl+R)"));
    connect(m_run, &QPushButton::clicked, this, [this] {
        refresh();
        if (m_problemText.isEmpty())
            Q_EMIT runRequested(spec());
    });

    auto *header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Name:"), this));
    header->addWidget(m_name, 2);
    header->addWidget(new QLabel(tr("Description:"), this));
    header->addWidget(m_description, 3);
    header->addWidget(m_preset);
    header->addWidget(m_run);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("editorProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warn = m_problem->palette();
    warn.setColor(QPalette::WindowText, QColor(0xd9, 0x53, 0x4f));
    m_problem->setPalette(warn);

    auto *form = new QWidget(this);
    auto *grid = new QGridLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(buildHostsGroup(), 0, 0);
    grid->addWidget(buildTestGroup(), 0, 1);
    grid->addWidget(buildScheduleGroup(), 0, 2);
    grid->addWidget(buildArmsGroup(), 1, 0, 1, 3);
    grid->setRowStretch(1, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(scroll);
    splitter->addWidget(buildPreviewGroup());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_problem);
    layout->addWidget(splitter, 1);

    for (QLineEdit *edit : {m_name, m_description})
        connect(edit, &QLineEdit::textChanged, this, &ExperimentEditor::scheduleRefresh);
    m_editables << m_name << m_description << m_preset;
}

QWidget *ExperimentEditor::buildHostsGroup()
{
    auto *group = new QGroupBox(tr("Hosts"), this);
    auto makeCombo = [this](const QString &name) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(name);
        combo->setEditable(true);
        combo->setModel(m_hosts);
        combo->setModelColumn(HostsModel::NameColumn);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->setToolTip(tr("A host from the hosts list, or any host argument: [user@]host[:port] or an ~/.ssh/config alias"));
        return combo;
    };
    m_clientHost = makeCombo(QStringLiteral("clientHost"));
    m_serverHost = makeCombo(QStringLiteral("serverHost"));
    m_clientInterface = new QLineEdit(this);
    m_clientInterface->setObjectName(QStringLiteral("clientInterface"));
    m_serverInterface = new QLineEdit(this);
    m_serverInterface->setObjectName(QStringLiteral("serverInterface"));
    m_dataAddress = new QLineEdit(this);
    m_dataAddress->setObjectName(QStringLiteral("dataAddress"));
    m_dataAddress->setPlaceholderText(tr("default: the server's address"));
    m_dataAddress->setToolTip(tr("Where the test's data connection goes (netperf -- -H), e.g. the address of the NIC under test"));
    for (QLineEdit *edit : {m_clientInterface, m_serverInterface})
        edit->setPlaceholderText(tr("NIC under test, e.g. eth0"));

    auto *form = new QFormLayout(group);
    form->addRow(tr("Client:"), m_clientHost);
    form->addRow(tr("Client interface:"), m_clientInterface);
    form->addRow(tr("Server:"), m_serverHost);
    form->addRow(tr("Server interface:"), m_serverInterface);
    form->addRow(tr("Data address:"), m_dataAddress);

    connect(m_clientHost, &QComboBox::currentTextChanged, this, [this] { onHostChanged(HostRole::Client); });
    connect(m_serverHost, &QComboBox::currentTextChanged, this, [this] { onHostChanged(HostRole::Server); });
    connect(m_clientInterface, &QLineEdit::editingFinished, this, [this] { onHostChanged(HostRole::Client); });
    connect(m_serverInterface, &QLineEdit::editingFinished, this, [this] { onHostChanged(HostRole::Server); });
    connect(m_dataAddress, &QLineEdit::textChanged, this, &ExperimentEditor::scheduleRefresh);
    m_editables << m_clientHost << m_serverHost << m_clientInterface << m_serverInterface << m_dataAddress;
    return group;
}

QWidget *ExperimentEditor::buildTestGroup()
{
    auto *group = new QGroupBox(tr("netperf test"), this);
    m_testType = new QComboBox(this);
    m_testType->setObjectName(QStringLiteral("testType"));
    for (const char *type : {"TCP_RR", "TCP_CRR", "UDP_RR", "TCP_STREAM", "TCP_MAERTS"})
        m_testType->addItem(QString::fromLatin1(type));
    auto spin = [this](const QString &name, int min, int max, const QString &special = {}) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(min, max);
        if (!special.isEmpty())
            box->setSpecialValueText(special);
        connect(box, &QSpinBox::valueChanged, this, &ExperimentEditor::scheduleRefresh);
        m_editables << box;
        return box;
    };
    m_requestSize = spin(QStringLiteral("requestSize"), 0, 64 * 1024 * 1024, tr("netperf's default"));
    m_responseSize = spin(QStringLiteral("responseSize"), 0, 64 * 1024 * 1024, tr("netperf's default"));
    // "B", not " bytes": a suffix cannot follow the number's plural ("1 bytes").
    for (QSpinBox *box : {m_requestSize, m_responseSize})
        //: unit suffix of a size in bytes, after the number: "1 B", "4096 B"
        box->setSuffix(tr(" B"));
    m_duration = spin(QStringLiteral("duration"), 1, 24 * 3600);
    m_duration->setSuffix(tr(" s"));
    m_burst = spin(QStringLiteral("burst"), 0, 1024, tr("none"));
    m_burst->setToolTip(tr("Transactions kept in flight (-b); needs netperf built with --enable-burst"));
    m_localBinding = spin(QStringLiteral("localCpuBinding"), -1, 4095, tr("not bound"));
    m_remoteBinding = spin(QStringLiteral("remoteCpuBinding"), -1, 4095, tr("not bound"));
    m_interval = new QDoubleSpinBox(this);
    m_interval->setObjectName(QStringLiteral("interimInterval"));
    m_interval->setRange(0, 60);
    m_interval->setDecimals(2);
    m_interval->setSingleStep(0.25);
    m_interval->setSuffix(tr(" s"));
    m_interval->setSpecialValueText(tr("off"));
    m_interval->setToolTip(tr("Interim results every so many seconds (netperf -D); needed for live charts"));
    m_localCpu = new QCheckBox(tr("local (-c)"), this);
    m_localCpu->setObjectName(QStringLiteral("localCpu"));
    m_remoteCpu = new QCheckBox(tr("remote (-C)"), this);
    m_remoteCpu->setObjectName(QStringLiteral("remoteCpu"));
    auto *cpu = new QHBoxLayout;
    cpu->addWidget(m_localCpu);
    cpu->addWidget(m_remoteCpu);
    auto *binding = new QHBoxLayout;
    binding->addWidget(m_localBinding);
    binding->addWidget(m_remoteBinding);

    auto *form = new QFormLayout(group);
    form->addRow(tr("Test:"), m_testType);
    form->addRow(tr("Request size:"), m_requestSize);
    form->addRow(tr("Response size:"), m_responseSize);
    form->addRow(tr("Duration:"), m_duration);
    form->addRow(tr("Interim interval:"), m_interval);
    form->addRow(tr("CPU utilisation:"), cpu);
    form->addRow(tr("CPU binding (-T):"), binding);
    form->addRow(tr("Burst:"), m_burst);

    connect(m_testType, &QComboBox::currentIndexChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_interval, &QDoubleSpinBox::valueChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_localCpu, &QCheckBox::toggled, this, &ExperimentEditor::scheduleRefresh);
    connect(m_remoteCpu, &QCheckBox::toggled, this, &ExperimentEditor::scheduleRefresh);
    m_editables << m_testType << m_interval << m_localCpu << m_remoteCpu;
    return group;
}

QWidget *ExperimentEditor::buildScheduleGroup()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);

    auto *group = new QGroupBox(tr("Schedule"), this);
    m_repetitions = new QSpinBox(this);
    m_repetitions->setObjectName(QStringLiteral("repetitions"));
    m_repetitions->setRange(1, 1000);
    m_order = new QComboBox(this);
    m_order->setObjectName(QStringLiteral("order"));
    m_order->addItem(tr("interleaved (A B A B)"), QStringLiteral("interleaved"));
    m_order->addItem(tr("randomized"), QStringLiteral("randomized"));
    m_order->addItem(tr("blocked (A A B B)"), QStringLiteral("blocked"));
    auto dspin = [this](const QString &name) {
        auto *spin = new QDoubleSpinBox(this);
        spin->setObjectName(name);
        spin->setRange(0, 3600);
        spin->setDecimals(2);
        spin->setSingleStep(0.5);
        spin->setSuffix(tr(" s"));
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ExperimentEditor::scheduleRefresh);
        m_editables << spin;
        return spin;
    };
    m_warmup = dspin(QStringLiteral("warmup"));
    m_warmup->setToolTip(tr("Interim samples of the first seconds of each run are left out of the live statistics"));
    m_pause = dspin(QStringLiteral("pause"));
    m_stopOnFailure = new QCheckBox(tr("Stop at the first failed run"), this);
    m_stopOnFailure->setObjectName(QStringLiteral("stopOnFailure"));
    auto *form = new QFormLayout(group);
    form->addRow(tr("Repetitions:"), m_repetitions);
    form->addRow(tr("Order:"), m_order);
    form->addRow(tr("Warm-up:"), m_warmup);
    form->addRow(tr("Pause between runs:"), m_pause);
    form->addRow(QString(), m_stopOnFailure);
    connect(m_repetitions, &QSpinBox::valueChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_order, &QComboBox::currentIndexChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_stopOnFailure, &QCheckBox::toggled, this, &ExperimentEditor::scheduleRefresh);

    m_sweep = new QGroupBox(tr("Sweep"), this);
    m_sweep->setObjectName(QStringLiteral("sweep"));
    m_sweep->setCheckable(true);
    m_sweep->setChecked(false);
    m_sweepParameter = new QComboBox(this);
    m_sweepParameter->setObjectName(QStringLiteral("sweepParameter"));
    m_sweepParameter->addItem(tr("request size"), QStringLiteral("requestSize"));
    m_sweepParameter->addItem(tr("response size"), QStringLiteral("responseSize"));
    m_sweepParameter->addItem(tr("burst"), QStringLiteral("burst"));
    m_sweepParameter->addItem(tr("a tunable"), QStringLiteral("tunable"));
    m_sweepValues = new QLineEdit(this);
    m_sweepValues->setObjectName(QStringLiteral("sweepValues"));
    m_sweepValues->setPlaceholderText(tr("1 64 1448 4344 4345, or packet_byte"));
    m_sweepValues->setToolTip(tr("Values separated by spaces or commas; \"packet_byte\" sweeps the sizes around the path "
                                 "MSS measured at run time (MSS, MSS+1, 2·MSS, 2·MSS+1, 3·MSS, 3·MSS+1, …)"));
    m_sweepHost = new QComboBox(this);
    m_sweepHost->setObjectName(QStringLiteral("sweepHost"));
    m_sweepHost->addItem(tr("server"), QStringLiteral("server"));
    m_sweepHost->addItem(tr("client"), QStringLiteral("client"));
    m_sweepKey = new QLineEdit(this);
    m_sweepKey->setObjectName(QStringLiteral("sweepKey"));
    m_sweepKey->setPlaceholderText(tr("e.g. rx-usecs"));
    m_sweepKey->setCompleter(new QCompleter(commonKeys(), this));
    auto *sweepForm = new QFormLayout(m_sweep);
    sweepForm->addRow(tr("Parameter:"), m_sweepParameter);
    sweepForm->addRow(tr("Values:"), m_sweepValues);
    sweepForm->addRow(tr("Tunable host:"), m_sweepHost);
    sweepForm->addRow(tr("Tunable key:"), m_sweepKey);
    auto updateSweep = [this] {
        const bool tunable = m_sweepParameter->currentData().toString() == QLatin1String("tunable");
        m_sweepHost->setEnabled(tunable);
        m_sweepKey->setEnabled(tunable);
        scheduleRefresh();
    };
    connect(m_sweep, &QGroupBox::toggled, this, updateSweep);
    connect(m_sweepParameter, &QComboBox::currentIndexChanged, this, updateSweep);
    connect(m_sweepValues, &QLineEdit::textChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_sweepHost, &QComboBox::currentIndexChanged, this, &ExperimentEditor::scheduleRefresh);
    connect(m_sweepKey, &QLineEdit::textChanged, this, &ExperimentEditor::scheduleRefresh);
    m_editables << m_repetitions << m_order << m_stopOnFailure << m_sweep;

    column->addWidget(group);
    column->addWidget(m_sweep);
    column->addStretch();
    return box;
}

QWidget *ExperimentEditor::buildArmsGroup()
{
    auto *group = new QGroupBox(tr("Arms"), this);
    m_arms = new QTableWidget(this);
    m_arms->setObjectName(QStringLiteral("armsTable"));
    m_arms->verticalHeader()->hide();
    m_arms->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_arms->setToolTip(tr("One column per arm; each row a tunable on the client or server. An empty cell keeps the "
                          "host's value from before the experiment. Double-click an arm's header to rename it."));
    connect(m_arms->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int column) {
        if (column >= FirstArmColumn)
            renameArm(column - FirstArmColumn);
    });
    connect(m_arms, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            scheduleRefresh();
    });

    auto button = [this](const QString &icon, const QString &text, const QString &name) {
        auto *b = new QPushButton(QIcon::fromTheme(icon), text, this);
        b->setObjectName(name);
        m_editables << b;
        return b;
    };
    QPushButton *addArmButton = button(QStringLiteral("list-add"), tr("Add arm"), QStringLiteral("addArm"));
    QPushButton *removeArmButton = button(QStringLiteral("list-remove"), tr("Remove arm"), QStringLiteral("removeArm"));
    QPushButton *addSettingButton = button(QStringLiteral("list-add"), tr("Add setting…"), QStringLiteral("addSetting"));
    QPushButton *removeSettingButton = button(QStringLiteral("list-remove"), tr("Remove setting"), QStringLiteral("removeSetting"));
    connect(addArmButton, &QPushButton::clicked, this, &ExperimentEditor::addArm);
    connect(removeArmButton, &QPushButton::clicked, this, &ExperimentEditor::removeArm);
    connect(addSettingButton, &QPushButton::clicked, this, &ExperimentEditor::addSetting);
    connect(removeSettingButton, &QPushButton::clicked, this, &ExperimentEditor::removeSetting);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {addArmButton, removeArmButton, addSettingButton, removeSettingButton})
        buttons->addWidget(b);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_arms);
    layout->addLayout(buttons);
    m_editables << m_arms;
    return group;
}

QWidget *ExperimentEditor::buildPreviewGroup()
{
    auto *group = new QGroupBox(tr("Command preview"), this);
    m_preview = new HighlightedTextView(TextLanguage::Bash, nullptr, this);
    m_preview->setObjectName(QStringLiteral("commandPreview"));
    auto *copy = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy as script"), this);
    copy->setObjectName(QStringLiteral("copyScript"));
    copy->setToolTip(tr("Copy the commands, per host and step, as a Bash script"));
    connect(copy, &QPushButton::clicked, this, &ExperimentEditor::copyScript);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_preview);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(copy);
    layout->addLayout(row);
    return group;
}

void ExperimentEditor::setSpec(const ExperimentSpec &spec)
{
    m_filling = true;
    m_base = spec;
    m_name->setText(spec.name);
    m_description->setText(spec.description);
    selectHost(m_clientHost, spec.client.host);
    selectHost(m_serverHost, spec.server.host);
    m_clientInterface->setText(spec.client.interfaceName);
    m_serverInterface->setText(spec.server.interfaceName);
    m_dataAddress->setText(spec.server.dataAddress);

    const TestParameters &test = spec.test;
    m_testType->setCurrentIndex(std::max(0, m_testType->findText(testTypeName(test.type.value_or(NetperfTestType::TcpRr)))));
    m_requestSize->setValue(test.requestSize.value_or(0));
    m_responseSize->setValue(test.responseSize.value_or(0));
    m_duration->setValue(test.durationSeconds.value_or(10));
    m_interval->setValue(test.interimInterval.value_or(0));
    m_localCpu->setChecked(test.localCpu.value_or(false));
    m_remoteCpu->setChecked(test.remoteCpu.value_or(false));
    m_localBinding->setValue(test.localCpuBinding.value_or(-1));
    m_remoteBinding->setValue(test.remoteCpuBinding.value_or(-1));
    m_burst->setValue(test.burst.value_or(0));

    m_repetitions->setValue(spec.repetitions);
    m_order->setCurrentIndex(std::max(0, m_order->findData(runOrderName(spec.order))));
    m_warmup->setValue(spec.warmupSeconds);
    m_pause->setValue(spec.pauseSeconds);
    m_stopOnFailure->setChecked(spec.stopOnFailure);

    m_sweep->setChecked(spec.sweep.has_value());
    if (spec.sweep) {
        static const char *names[] = {"requestSize", "responseSize", "burst", "tunable"};
        m_sweepParameter->setCurrentIndex(std::max(0, m_sweepParameter->findData(QString::fromLatin1(names[int(spec.sweep->parameter)]))));
        QStringList values;
        for (qint64 v : spec.sweep->values)
            values << QString::number(v);
        m_sweepValues->setText(spec.sweep->values.isEmpty() ? spec.sweep->preset : values.join(QLatin1Char(' ')));
        m_sweepHost->setCurrentIndex(spec.sweep->tunableHost == HostRole::Client ? 1 : 0);
        m_sweepKey->setText(spec.sweep->tunableKey);
    } else {
        m_sweepValues->clear();
        m_sweepKey->clear();
    }
    fillArmsTable(spec.arms);
    m_filling = false;
    onHostChanged(HostRole::Client);
    onHostChanged(HostRole::Server);
    refresh();
}

void ExperimentEditor::fillArmsTable(const QList<ExperimentArm> &arms)
{
    const bool wasFilling = m_filling;
    m_filling = true;
    m_settingRows.clear();
    m_armLabels.clear();
    m_armExtras.clear();
    QList<QMap<QString, QString>> values; // per arm: "role/key" -> value
    for (const ExperimentArm &arm : arms) {
        m_armLabels << arm.label;
        ExperimentArm extras = arm;
        extras.tunables.clear();
        extras.test = {};
        m_armExtras << extras;
        QMap<QString, QString> armValues;
        for (TestField field : testFields()) {
            if (!arm.test.has(field))
                continue;
            const SettingRow row{HostRole::Client, testFieldName(field), true};
            if (!m_settingRows.contains(row))
                m_settingRows << row;
            armValues.insert(QStringLiteral("test/") + row.key, arm.test.text(field));
        }
        for (HostRole role : {HostRole::Client, HostRole::Server}) {
            for (const QString &setting : arm.tunables.value(role)) {
                const qsizetype eq = setting.indexOf(QLatin1Char('='));
                const QString key = (eq < 0 ? setting : setting.left(eq)).trimmed();
                const QString value = eq < 0 ? QString() : setting.mid(eq + 1).trimmed();
                if (!m_settingRows.contains(SettingRow{role, key, false}))
                    m_settingRows << SettingRow{role, key, false};
                armValues.insert(hostRoleName(role) + QLatin1Char('/') + key, value);
            }
        }
        values << armValues;
    }
    m_arms->clear();
    m_arms->setColumnCount(FirstArmColumn + int(arms.size()));
    m_arms->setRowCount(int(m_settingRows.size()));
    QStringList headers{tr("Setting"), tr("Now on host")};
    for (const QString &label : m_armLabels)
        headers << label;
    m_arms->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < m_settingRows.size(); ++row) {
        const SettingRow &setting = m_settingRows.at(row);
        auto *label = new QTableWidgetItem(settingLabel(setting));
        label->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_arms->setItem(row, SettingColumn, label);
        auto *current = new QTableWidgetItem;
        current->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_arms->setItem(row, CurrentColumn, current);
        for (int arm = 0; arm < arms.size(); ++arm)
            m_arms->setItem(row, FirstArmColumn + arm,
                            new QTableWidgetItem(values.at(arm).value(
                                (setting.test ? QStringLiteral("test") : hostRoleName(setting.role)) + QLatin1Char('/') + setting.key)));
    }
    updateCurrentColumn();
    m_filling = wasFilling;
}

QString ExperimentEditor::settingLabel(const SettingRow &row) const
{
    if (row.test)
        return tr("test: %1").arg(row.key);
    return tr("%1: %2").arg(row.role == HostRole::Client ? tr("client") : tr("server"), row.key);
}

void ExperimentEditor::updateCurrentColumn()
{
    const bool wasFilling = m_filling;
    m_filling = true;
    const QColor greyed = palette().color(QPalette::Disabled, QPalette::Text);
    for (int row = 0; row < m_settingRows.size(); ++row) {
        const SettingRow &setting = m_settingRows.at(row);
        QTableWidgetItem *current = m_arms->item(row, CurrentColumn);
        if (!current)
            continue;
        QString text = tr("…");
        QString tip = tr("Not read yet: the host's value shows once it has been read");
        QString reason;
        if (setting.test) {
            const QString base = spec().test.text(testFieldFromName(setting.key));
            text = base.isEmpty() ? tr("netperf's default") : base;
            tip = tr("The experiment's test parameter; an arm's value overrides it for that arm");
        } else if (m_snapshotErrors.contains(setting.role)) {
            text = tr("?");
            tip = m_snapshotErrors.value(setting.role);
        } else if (m_snapshots.contains(setting.role)) {
            const HostSnapshot &snapshot = m_snapshots.value(setting.role);
            auto provider = providerForName(snapshot.platform);
            auto keys = provider ? provider.value()->resolveKey(setting.key) : Result<QList<TunableKey>>(provider.error());
            if (!keys || keys->isEmpty()) {
                text = tr("unknown key");
                reason = keys ? tr("'%1' names no tunable").arg(setting.key) : keys.error().message;
            } else {
                text = describeState(snapshot.state(keys->constFirst()));
                reason = snapshot.unsupportedReason(keys->constFirst());
                tip = tr("%1 on %2 at %3").arg(setting.key, snapshot.host, snapshot.takenAt.toLocalTime().toString(Qt::ISODate));
            }
        }
        current->setText(text);
        current->setToolTip(reason.isEmpty() ? tip : tr("Not supported here: %1").arg(reason));
        for (int column = 0; column < m_arms->columnCount(); ++column) {
            QTableWidgetItem *item = m_arms->item(row, column);
            if (!item)
                continue;
            if (reason.isEmpty()) {
                item->setData(Qt::ForegroundRole, QVariant());
            } else {
                item->setForeground(greyed);
                item->setToolTip(tr("Not supported here: %1").arg(reason));
            }
        }
    }
    m_filling = wasFilling;
}

ExperimentSpec ExperimentEditor::spec() const
{
    ExperimentSpec s = m_base;
    s.name = m_name->text().trimmed();
    s.description = m_description->text().trimmed();
    s.client.host = hostArgument(m_clientHost);
    s.server.host = hostArgument(m_serverHost);
    s.client.interfaceName = m_clientInterface->text().trimmed();
    s.server.interfaceName = m_serverInterface->text().trimmed();
    s.server.dataAddress = m_dataAddress->text().trimmed();

    TestParameters &test = s.test;
    auto setOrReset = [](std::optional<int> &field, bool set, int value) {
        field = set ? std::optional<int>(value) : std::nullopt;
    };
    test.type = testTypeFromName(m_testType->currentText());
    setOrReset(test.requestSize, m_requestSize->value() > 0, m_requestSize->value());
    setOrReset(test.responseSize, m_responseSize->value() > 0, m_responseSize->value());
    test.durationSeconds = m_duration->value();
    test.interimInterval = m_interval->value() > 0 ? std::optional<double>(m_interval->value()) : std::nullopt;
    test.localCpu = m_localCpu->isChecked();
    test.remoteCpu = m_remoteCpu->isChecked();
    setOrReset(test.localCpuBinding, m_localBinding->value() >= 0, m_localBinding->value());
    setOrReset(test.remoteCpuBinding, m_remoteBinding->value() >= 0, m_remoteBinding->value());
    setOrReset(test.burst, m_burst->value() > 0, m_burst->value());

    s.arms.clear();
    for (int arm = 0; arm < m_armLabels.size(); ++arm) {
        ExperimentArm a = m_armExtras.value(arm);
        a.label = m_armLabels.at(arm);
        a.tunables.clear();
        for (int row = 0; row < m_settingRows.size(); ++row) {
            const QTableWidgetItem *item = m_arms->item(row, FirstArmColumn + arm);
            const QString value = item ? item->text().trimmed() : QString();
            if (value.isEmpty())
                continue;
            const SettingRow &setting = m_settingRows.at(row);
            if (setting.test) {
                (void)a.test.setText(testFieldFromName(setting.key), value);
            } else {
                a.tunables[setting.role] << setting.key + QLatin1Char('=') + value;
            }
        }
        s.arms << a;
    }
    s.repetitions = m_repetitions->value();
    s.order = runOrderFromName(m_order->currentData().toString()).value_or(RunOrder::Interleaved);
    s.warmupSeconds = m_warmup->value();
    s.pauseSeconds = m_pause->value();
    s.stopOnFailure = m_stopOnFailure->isChecked();
    s.sweep.reset();
    if (m_sweep->isChecked()) {
        SweepSpec sweep;
        const QString parameter = m_sweepParameter->currentData().toString();
        sweep.parameter = parameter == QLatin1String("responseSize") ? SweepSpec::Parameter::ResponseSize
            : parameter == QLatin1String("burst")                    ? SweepSpec::Parameter::Burst
            : parameter == QLatin1String("tunable")                  ? SweepSpec::Parameter::Tunable
                                                                      : SweepSpec::Parameter::RequestSize;
        const QString text = m_sweepValues->text().trimmed();
        if (text == QLatin1String("packet_byte")) {
            sweep.preset = text;
        } else {
            for (const QString &token : text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
                bool ok = false;
                const qint64 v = token.toLongLong(&ok);
                if (ok)
                    sweep.values << v;
                else
                    sweep.preset = token; // validate() names it
            }
        }
        sweep.tunableHost = m_sweepHost->currentData().toString() == QLatin1String("client") ? HostRole::Client : HostRole::Server;
        sweep.tunableKey = m_sweepKey->text().trimmed();
        s.sweep = sweep;
    }
    return s;
}

void ExperimentEditor::scheduleRefresh()
{
    if (m_filling)
        return;
    m_refreshTimer->start();
    Q_EMIT modified();
}

void ExperimentEditor::refresh()
{
    m_refreshTimer->stop();
    const ExperimentSpec current = spec();
    QString message;
    QString script;
    if (Status valid = current.validate(); !valid) {
        message = valid.error().message;
    } else {
        const auto built = ExperimentScript::build(current, m_snapshots);
        if (built)
            script = built.value();
        else
            message = built.error().message;
    }
    if (!message.isEmpty())
        script = QStringLiteral("# %1\n").arg(tr("The experiment cannot run yet: %1").arg(message));
    const bool wasValid = m_problemText.isEmpty();
    markProblem(message);
    if (m_preview->toPlainText() != script)
        m_preview->setText(script);
    m_run->setEnabled(message.isEmpty() && m_name->isEnabled());
    if (wasValid != message.isEmpty())
        Q_EMIT validityChanged(message.isEmpty());
}

void ExperimentEditor::markProblem(const QString &message)
{
    setInvalid(m_problemWidget, false);
    m_problemText = message;
    m_problemWidget = message.isEmpty() ? nullptr : widgetForField(message);
    setInvalid(m_problemWidget, true);
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
}

QWidget *ExperimentEditor::widgetForField(const QString &message) const
{
    // Errors name their field first: "test.requestSize: ...", "arms[1].label: ...".
    const QString field = message.section(QLatin1Char(':'), 0, 0).trimmed();
    const QList<QPair<QString, QWidget *>> fields{
        {QStringLiteral("test.requestSize"), m_requestSize},   {QStringLiteral("test.responseSize"), m_responseSize},
        {QStringLiteral("test.durationSeconds"), m_duration},  {QStringLiteral("test.interimInterval"), m_interval},
        {QStringLiteral("test.localCpuBinding"), m_localBinding}, {QStringLiteral("test.remoteCpuBinding"), m_remoteBinding},
        {QStringLiteral("test.burst"), m_burst},               {QStringLiteral("test.type"), m_testType},
        {QStringLiteral("test"), m_testType},                  {QStringLiteral("name"), m_name},
        {QStringLiteral("hosts.client.interface"), m_clientInterface}, {QStringLiteral("hosts.server.interface"), m_serverInterface},
        {QStringLiteral("hosts.server.dataAddress"), m_dataAddress},   {QStringLiteral("hosts.client"), m_clientHost},
        {QStringLiteral("hosts.server"), m_serverHost},        {QStringLiteral("arms"), m_arms},
        {QStringLiteral("repetitions"), m_repetitions},        {QStringLiteral("order"), m_order},
        {QStringLiteral("warmupSeconds"), m_warmup},           {QStringLiteral("pauseSeconds"), m_pause},
        {QStringLiteral("sweep.key"), m_sweepKey},             {QStringLiteral("sweep.host"), m_sweepHost},
        {QStringLiteral("sweep"), m_sweepValues},
    };
    for (const auto &[name, widget] : fields)
        if (field == name || field.startsWith(name + QLatin1Char('.')) || field.startsWith(name + QLatin1Char('[')))
            return widget;
    return message.contains(QLatin1String("arm"), Qt::CaseInsensitive) ? static_cast<QWidget *>(m_arms) : nullptr;
}

void ExperimentEditor::selectHost(QComboBox *combo, const QString &argument)
{
    for (int row = 0; row < m_hosts->rowCount(); ++row) {
        const HostEntry entry = m_hosts->entry(row);
        if (entry.name == argument || entry.argument() == argument) {
            combo->setCurrentIndex(row);
            combo->setEditText(entry.name);
            return;
        }
    }
    combo->setCurrentIndex(-1);
    combo->setEditText(argument);
}

QString ExperimentEditor::hostArgument(QComboBox *combo) const
{
    const QString text = combo->currentText().trimmed();
    const auto entry = m_hosts->book().find(text);
    return entry ? entry->argument() : text;
}

void ExperimentEditor::onHostChanged(HostRole role)
{
    if (m_filling)
        return;
    QComboBox *combo = role == HostRole::Client ? m_clientHost : m_serverHost;
    QLineEdit *iface = role == HostRole::Client ? m_clientInterface : m_serverInterface;
    const QString argument = hostArgument(combo);
    if (iface->text().isEmpty())
        if (const auto entry = m_hosts->book().find(combo->currentText().trimmed()); entry && !entry->interfaceName.isEmpty())
            iface->setText(entry->interfaceName);
    const QString key = argument + QLatin1Char('/') + iface->text().trimmed();
    if (m_snapshotHosts.value(role) != key) {
        m_snapshots.remove(role);
        m_snapshotErrors.remove(role);
        m_snapshotHosts.insert(role, key);
        updateCurrentColumn();
        if (!argument.isEmpty())
            Q_EMIT snapshotRequested(role, argument, iface->text().trimmed());
    }
    scheduleRefresh();
}

void ExperimentEditor::requestSnapshots()
{
    m_snapshotHosts.clear();
    onHostChanged(HostRole::Client);
    onHostChanged(HostRole::Server);
}

void ExperimentEditor::setSnapshot(HostRole role, const QString &hostArgument, const HostSnapshot &snapshot)
{
    if (!m_snapshotHosts.value(role).startsWith(hostArgument + QLatin1Char('/')))
        return; // an answer for a host no longer chosen
    m_snapshots.insert(role, snapshot);
    m_snapshotErrors.remove(role);
    updateCurrentColumn();
    refresh();
}

void ExperimentEditor::setSnapshotError(HostRole role, const QString &hostArgument, const QString &message)
{
    if (!m_snapshotHosts.value(role).startsWith(hostArgument + QLatin1Char('/')))
        return;
    m_snapshots.remove(role);
    m_snapshotErrors.insert(role, message);
    updateCurrentColumn();
    refresh();
}

QString ExperimentEditor::commandPreview() const
{
    return m_preview->toPlainText();
}

void ExperimentEditor::setRunning(bool running)
{
    for (QWidget *w : std::as_const(m_editables))
        w->setEnabled(!running);
    m_run->setEnabled(!running && m_problemText.isEmpty());
}

void ExperimentEditor::addArm()
{
    ExperimentSpec s = spec();
    ExperimentArm arm;
    int n = int(s.arms.size()) + 1;
    QString label;
    do
        label = tr("Arm %1").arg(n++);
    while (std::any_of(s.arms.begin(), s.arms.end(), [&label](const ExperimentArm &a) { return a.label == label; }));
    arm.label = label;
    s.arms << arm;
    // Keep the setting rows even where no arm sets them yet.
    const QList<SettingRow> rows = m_settingRows;
    fillArmsTable(s.arms);
    for (const SettingRow &row : rows)
        if (!m_settingRows.contains(row)) {
            m_settingRows << row;
            const int r = m_arms->rowCount();
            m_arms->insertRow(r);
            auto *label = new QTableWidgetItem(settingLabel(row));
            label->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            m_arms->setItem(r, SettingColumn, label);
            auto *current = new QTableWidgetItem;
            current->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            m_arms->setItem(r, CurrentColumn, current);
            for (int c = FirstArmColumn; c < m_arms->columnCount(); ++c)
                m_arms->setItem(r, c, new QTableWidgetItem);
        }
    updateCurrentColumn();
    scheduleRefresh();
}

void ExperimentEditor::removeArm()
{
    int column = m_arms->currentColumn();
    if (column < FirstArmColumn)
        column = m_arms->columnCount() - 1;
    const int arm = column - FirstArmColumn;
    if (arm < 0 || arm >= m_armLabels.size())
        return;
    m_arms->removeColumn(column);
    m_armLabels.removeAt(arm);
    m_armExtras.removeAt(arm);
    scheduleRefresh();
}

void ExperimentEditor::renameArm(int arm)
{
    if (arm < 0 || arm >= m_armLabels.size())
        return;
    bool ok = false;
    const QString label = QInputDialog::getText(this, tr("Rename Arm"), tr("Label:"), QLineEdit::Normal,
                                                m_armLabels.at(arm), &ok).trimmed();
    if (!ok || label.isEmpty())
        return;
    m_armLabels[arm] = label;
    m_arms->horizontalHeaderItem(FirstArmColumn + arm)->setText(label);
    scheduleRefresh();
}

void ExperimentEditor::addSetting()
{
    bool ok = false;
    QStringList items;
    for (const QString &key : commonKeys())
        items << tr("server: %1").arg(key) << tr("client: %1").arg(key);
    for (const char *parameter : {"requestSize", "responseSize", "burst", "localCpuBinding", "remoteCpuBinding"})
        items << tr("test: %1").arg(QLatin1String(parameter));
    const QString choice = QInputDialog::getItem(this, tr("Add Setting"),
                                                 tr("Host and tunable (\"server: rx-usecs\"; any ethtool key or sysctl), or an arm's test parameter (\"test: requestSize\"):"),
                                                 items, 0, true, &ok).trimmed();
    if (!ok || choice.isEmpty())
        return;
    const qsizetype colon = choice.indexOf(QLatin1Char(':'));
    const QString host = colon < 0 ? QStringLiteral("server") : choice.left(colon).trimmed();
    const QString key = (colon < 0 ? choice : choice.mid(colon + 1)).trimmed();
    const HostRole role = host == tr("client") || host == QLatin1String("client") ? HostRole::Client : HostRole::Server;
    const bool test = host == tr("test") || host == QLatin1String("test");
    const SettingRow setting{test ? HostRole::Client : role, key, test};
    if (key.isEmpty() || m_settingRows.contains(setting))
        return;
    m_filling = true;
    m_settingRows << setting;
    const int r = m_arms->rowCount();
    m_arms->insertRow(r);
    auto *label = new QTableWidgetItem(settingLabel(m_settingRows.constLast()));
    label->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    m_arms->setItem(r, SettingColumn, label);
    auto *current = new QTableWidgetItem;
    current->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    m_arms->setItem(r, CurrentColumn, current);
    for (int c = FirstArmColumn; c < m_arms->columnCount(); ++c)
        m_arms->setItem(r, c, new QTableWidgetItem);
    m_filling = false;
    updateCurrentColumn();
    scheduleRefresh();
}

void ExperimentEditor::removeSetting()
{
    const int row = m_arms->currentRow();
    if (row < 0 || row >= m_settingRows.size())
        return;
    m_settingRows.removeAt(row);
    m_arms->removeRow(row);
    scheduleRefresh();
}

void ExperimentEditor::copyScript()
{
    refresh();
    QApplication::clipboard()->setText(m_preview->toPlainText());
}

Status ExperimentEditor::loadPreset(const QString &name)
{
    const QString path = Resources::presetPath(name);
    if (path.isEmpty())
        return makeError(ErrorCode::NotFound, tr("There is no preset named \"%1\"").arg(name));
    auto spec = ExperimentSpec::fromFile(path);
    if (!spec)
        return spec.error();
    m_fileName.clear();
    setSpec(spec.value());
    return Ok{};
}

Status ExperimentEditor::openFile(const QString &path)
{
    auto spec = ExperimentSpec::fromFile(path);
    if (!spec)
        return spec.error();
    m_fileName = path;
    setSpec(spec.value());
    return Ok{};
}

Status ExperimentEditor::saveFile(const QString &path)
{
    refresh();
    if (Status saved = spec().saveTo(path); !saved)
        return saved;
    m_fileName = path;
    return Ok{};
}

} // namespace Tunebench
