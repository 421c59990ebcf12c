// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/experimenteditor.h"
#include "views/splittermemory.h"

#include "experiment/experimentscript.h"
#include "resources.h"
#include "views/editor/armsform.h"
#include "views/editor/armsmodel.h"
#include "views/editor/commandpreview.h"
#include "views/editor/formsupport.h"
#include "views/editor/hostsform.h"
#include "views/editor/scheduleform.h"
#include "views/editor/testform.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace Tunebench {

ExperimentEditor::ExperimentEditor(HostsModel *hosts, QWidget *parent)
    : QWidget(parent)
    , m_refreshTimer(new QTimer(this))
    , m_hostsForm(new HostsForm(hosts, this))
    , m_testForm(new TestForm(this))
    , m_scheduleForm(new ScheduleForm(this))
    , m_armsForm(new ArmsForm(this))
    , m_preview(new CommandPreview(this))
    , m_scroll(new QScrollArea(this))
{
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(150);
    connect(m_refreshTimer, &QTimer::timeout, this, &ExperimentEditor::refresh);

    auto *form = new QWidget(this);
    auto *grid = new QGridLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_hostsForm, 0, 0);
    grid->addWidget(m_testForm, 0, 1);
    grid->addWidget(m_scheduleForm, 0, 2);
    grid->addWidget(m_armsForm, 1, 0, 1, 3);
    grid->setRowStretch(1, 1);
    m_scroll->setWidget(form);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_scroll);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    rememberSplitter(splitter, QStringLiteral("editorPreview"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildHeader());
    layout->addWidget(buildProblemRow());
    layout->addWidget(splitter, 1);

    connect(m_hostsForm, &HostsForm::hostChanged, this, &ExperimentEditor::onHostChanged);
    connect(m_hostsForm, &HostsForm::changed, this, &ExperimentEditor::scheduleRefresh);
    connect(m_testForm, &TestForm::changed, this, &ExperimentEditor::scheduleRefresh);
    connect(m_scheduleForm, &ScheduleForm::changed, this, &ExperimentEditor::scheduleRefresh);
    connect(m_armsForm, &ArmsForm::changed, this, &ExperimentEditor::scheduleRefresh);
    connect(m_preview, &CommandPreview::copyRequested, this, &ExperimentEditor::copyScript);

    // A new user sees something runnable at once: the local loopback preset.
    if (Resources::presetNames().contains(QStringLiteral("local-loopback")))
        (void)loadPreset(QStringLiteral("local-loopback"));
    else
        refresh();
}

ExperimentEditor::~ExperimentEditor()
{
    // The children outlive this object's members (QWidget deletes them later); a field that
    // loses focus then (editingFinished) must not reach a half-destroyed editor.
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
}

QWidget *ExperimentEditor::buildHeader()
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
    for (QLineEdit *edit : {m_name, m_description})
        connect(edit, &QLineEdit::textChanged, this, &ExperimentEditor::scheduleRefresh);
    m_run = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Run"), this);
    m_run->setObjectName(QStringLiteral("runExperiment"));
    m_run->setToolTip(tr("Run the experiment (Ctrl+R)"));
    connect(m_run, &QPushButton::clicked, this, [this] {
        refresh();
        if (m_problem)
            focusProblem();
        else
            Q_EMIT runRequested(spec());
    });

    auto *header = new QWidget(this);
    auto *row = new QHBoxLayout(header);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Name:"), this));
    row->addWidget(m_name, 2);
    row->addWidget(new QLabel(tr("Description:"), this));
    row->addWidget(m_description, 3);
    row->addWidget(m_preset);
    row->addWidget(m_run);
    return header;
}

QWidget *ExperimentEditor::buildProblemRow()
{
    m_problemText = new QLabel(this);
    m_problemText->setObjectName(QStringLiteral("editorProblem"));
    m_problemText->setWordWrap(true);
    m_problemText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette warn = m_problemText->palette();
    warn.setColor(QPalette::WindowText, QColor(0xd9, 0x53, 0x4f));
    m_problemText->setPalette(warn);
    m_showProblem = new QPushButton(tr("&Show"), this);
    m_showProblem->setObjectName(QStringLiteral("showProblem"));
    m_showProblem->setToolTip(tr("Go to the field the problem is about"));
    connect(m_showProblem, &QPushButton::clicked, this, &ExperimentEditor::focusProblem);

    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_problemText, 1);
    row->addWidget(m_showProblem, 0, Qt::AlignTop);
    box->setVisible(false);
    return box;
}

void ExperimentEditor::setSpec(const ExperimentSpec &spec)
{
    m_filling = true;
    m_base = spec;
    m_name->setText(spec.name);
    m_description->setText(spec.description);
    m_testForm->setTest(spec.test);
    m_scheduleForm->setSchedule(spec);
    m_armsForm->model()->setArms(spec.arms);
    m_filling = false;
    // Last: choosing the hosts asks for their snapshots.
    m_hostsForm->setHosts(spec.client, spec.server);
    refresh();
    // A spec that arrives with a problem (from an exploration, say) shows where it is at once.
    if (m_problem)
        focusProblem();
}

ExperimentSpec ExperimentEditor::spec() const
{
    ExperimentSpec s = m_base;
    if (m_name->text() != m_base.name)
        s.name = m_name->text().trimmed();
    if (m_description->text() != m_base.description)
        s.description = m_description->text().trimmed();
    m_hostsForm->apply(s.client, s.server);
    s.test = m_testForm->test();
    m_scheduleForm->apply(s);
    s.arms = m_armsForm->model()->arms();
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
    ArmsModel *arms = m_armsForm->model();
    arms->setBaseTest(current.test);
    std::optional<SpecError> problem = arms->problem();
    if (!problem)
        problem = ExperimentScript::check(current, m_snapshots);
    QString script;
    if (!problem) {
        const auto built = ExperimentScript::build(current, m_snapshots);
        if (built)
            script = built.value();
        else
            problem = SpecError{SpecField::None, built.error().message};
    }
    if (problem)
        script = QStringLiteral("# %1\n").arg(tr("The experiment cannot run yet: %1").arg(problem->message));
    const bool wasValid = !m_problem;
    markProblem(problem);
    m_preview->setScript(script);
    m_run->setEnabled(!problem && !m_running);
    if (wasValid != !problem)
        Q_EMIT validityChanged(!problem);
}

void ExperimentEditor::markProblem(const std::optional<SpecError> &problem)
{
    EditorForms::markInvalid(m_problemWidget, false);
    m_problem = problem;
    m_problemWidget = problem ? widgetFor(*problem) : nullptr;
    EditorForms::markInvalid(m_problemWidget, true);
    m_problemText->setText(problem ? problem->message : QString());
    m_showProblem->setVisible(m_problemWidget != nullptr);
    m_problemText->parentWidget()->setVisible(problem.has_value());
}

QWidget *ExperimentEditor::widgetFor(const SpecError &error) const
{
    switch (error.field) {
    case SpecField::None:
        return nullptr;
    case SpecField::Name:
        return m_name;
    case SpecField::ClientHost:
    case SpecField::ClientInterface:
    case SpecField::ServerHost:
    case SpecField::ServerInterface:
    case SpecField::DataAddress:
        return m_hostsForm->widgetFor(error.field);
    case SpecField::Test:
        return m_testForm->widgetFor(error.testField);
    case SpecField::Arms:
    case SpecField::ArmLabel:
    case SpecField::ArmTunables:
    case SpecField::ArmTest:
        return m_armsForm->widgetFor(error.field);
    case SpecField::Repetitions:
    case SpecField::Order:
    case SpecField::WarmupSeconds:
    case SpecField::PauseSeconds:
    case SpecField::RestoreGraceSeconds:
    case SpecField::Sweep:
    case SpecField::SweepParameter:
    case SpecField::SweepHost:
    case SpecField::SweepKey:
    case SpecField::SweepValues:
    case SpecField::SweepPreset:
        return m_scheduleForm->widgetFor(error.field);
    }
    return nullptr;
}

void ExperimentEditor::focusProblem()
{
    if (!m_problem || !m_problemWidget)
        return;
    if (m_armsForm->widgetFor(m_problem->field))
        m_armsForm->showProblem(*m_problem);
    if (m_scroll->widget()->isAncestorOf(m_problemWidget))
        m_scroll->ensureWidgetVisible(m_problemWidget);
    m_problemWidget->setFocus(Qt::OtherFocusReason);
}

void ExperimentEditor::onHostChanged(HostRole role)
{
    const QString argument = m_hostsForm->hostArgument(role);
    const QString interfaceName = m_hostsForm->interfaceName(role);
    const QString key = argument + QLatin1Char('/') + interfaceName;
    if (m_snapshotHosts.value(role) == key)
        return;
    m_snapshots.remove(role);
    m_snapshotHosts.insert(role, key);
    m_armsForm->model()->setHostState(role, std::nullopt);
    if (!argument.isEmpty())
        Q_EMIT snapshotRequested(role, argument, interfaceName);
}

void ExperimentEditor::requestSnapshots()
{
    m_snapshotHosts.clear();
    onHostChanged(HostRole::Client);
    onHostChanged(HostRole::Server);
    scheduleRefresh();
}

void ExperimentEditor::setSnapshot(HostRole role, const QString &hostArgument, const HostSnapshot &snapshot)
{
    if (!m_snapshotHosts.value(role).startsWith(hostArgument + QLatin1Char('/')))
        return; // an answer for a host no longer chosen
    m_snapshots.insert(role, snapshot);
    m_armsForm->model()->setHostState(role, snapshot);
    refresh();
}

void ExperimentEditor::setSnapshotError(HostRole role, const QString &hostArgument, const QString &message)
{
    if (!m_snapshotHosts.value(role).startsWith(hostArgument + QLatin1Char('/')))
        return;
    m_snapshots.remove(role);
    m_armsForm->model()->setHostState(role, std::nullopt, message);
    refresh();
}

QString ExperimentEditor::commandPreview() const
{
    return m_preview->script();
}

QTableView *ExperimentEditor::armsTable() const
{
    return m_armsForm->view();
}

void ExperimentEditor::setRunning(bool running)
{
    m_running = running;
    for (QWidget *w : std::initializer_list<QWidget *>{m_preset, m_name, m_description, m_hostsForm, m_testForm,
                                                       m_scheduleForm, m_armsForm})
        w->setEnabled(!running);
    m_run->setEnabled(!running && !m_problem);
}

void ExperimentEditor::copyScript()
{
    refresh();
    QApplication::clipboard()->setText(m_preview->script());
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
