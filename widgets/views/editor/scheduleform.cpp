// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/scheduleform.h"

#include "views/editor/formsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

// The sweep parameter combo's items, in SweepSpec::Parameter's order.
constexpr SweepSpec::Parameter kParameters[] = {SweepSpec::Parameter::RequestSize, SweepSpec::Parameter::ResponseSize,
                                                SweepSpec::Parameter::Burst, SweepSpec::Parameter::Tunable};

} // namespace

ScheduleForm::ScheduleForm(QWidget *parent)
    : QWidget(parent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(buildSchedule());
    column->addWidget(buildSweep());
    column->addStretch();
}

QWidget *ScheduleForm::buildSchedule()
{
    auto *group = new QGroupBox(tr("Schedule"), this);
    m_repetitions = new QSpinBox(this);
    m_repetitions->setObjectName(QStringLiteral("repetitions"));
    m_repetitions->setRange(1, 1000);
    m_order = new QComboBox(this);
    m_order->setObjectName(QStringLiteral("order"));
    m_order->addItem(tr("interleaved (A B A B)"), QStringLiteral("interleaved"));
    m_order->addItem(tr("randomized"), QStringLiteral("randomized"));
    m_order->addItem(tr("blocked (A A B B)"), QStringLiteral("blocked"));
    auto seconds = [this](const QString &name) {
        auto *spin = new QDoubleSpinBox(this);
        spin->setObjectName(name);
        spin->setRange(0, 3600);
        spin->setDecimals(2);
        spin->setSingleStep(0.5);
        spin->setSuffix(tr(" s"));
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ScheduleForm::emitChanged);
        return spin;
    };
    m_warmup = seconds(QStringLiteral("warmup"));
    m_warmup->setToolTip(tr("Interim samples of the first seconds of each run are left out of the live statistics"));
    m_pause = seconds(QStringLiteral("pause"));
    m_restoreGrace = new QSpinBox(this);
    m_restoreGrace->setObjectName(QStringLiteral("restoreGrace"));
    m_restoreGrace->setRange(2, 3600);
    m_restoreGrace->setSuffix(tr(" s"));
    m_restoreGrace->setToolTip(tr("When this Tunebench stops answering for this long (killed, asleep, network gone), "
                                  "each host puts its tunables back by itself"));
    connect(m_restoreGrace, &QSpinBox::valueChanged, this, &ScheduleForm::emitChanged);
    m_stopOnFailure = new QCheckBox(tr("Stop at the first failed run"), this);
    m_stopOnFailure->setObjectName(QStringLiteral("stopOnFailure"));
    auto *form = new QFormLayout(group);
    form->addRow(tr("Repetitions:"), m_repetitions);
    form->addRow(tr("Order:"), m_order);
    form->addRow(tr("Warm-up:"), m_warmup);
    form->addRow(tr("Pause between runs:"), m_pause);
    form->addRow(tr("Hosts restore themselves after:"), m_restoreGrace);
    form->addRow(QString(), m_stopOnFailure);
    connect(m_repetitions, &QSpinBox::valueChanged, this, &ScheduleForm::emitChanged);
    connect(m_order, &QComboBox::currentIndexChanged, this, &ScheduleForm::emitChanged);
    connect(m_stopOnFailure, &QCheckBox::toggled, this, &ScheduleForm::emitChanged);
    return group;
}

QWidget *ScheduleForm::buildSweep()
{
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
    m_sweepKey->setCompleter(new QCompleter(EditorForms::commonTunableKeys(), this));
    auto *form = new QFormLayout(m_sweep);
    form->addRow(tr("Parameter:"), m_sweepParameter);
    form->addRow(tr("Values:"), m_sweepValues);
    form->addRow(tr("Tunable host:"), m_sweepHost);
    form->addRow(tr("Tunable key:"), m_sweepKey);
    auto updateSweep = [this] {
        const bool tunable = m_sweepParameter->currentIndex() == 3;
        m_sweepHost->setEnabled(tunable);
        m_sweepKey->setEnabled(tunable);
        emitChanged();
    };
    connect(m_sweep, &QGroupBox::toggled, this, updateSweep);
    connect(m_sweepParameter, &QComboBox::currentIndexChanged, this, updateSweep);
    connect(m_sweepValues, &QLineEdit::textChanged, this, &ScheduleForm::emitChanged);
    connect(m_sweepHost, &QComboBox::currentIndexChanged, this, &ScheduleForm::emitChanged);
    connect(m_sweepKey, &QLineEdit::textChanged, this, &ScheduleForm::emitChanged);
    return m_sweep;
}

void ScheduleForm::emitChanged()
{
    if (!m_filling)
        Q_EMIT changed();
}

void ScheduleForm::setSchedule(const ExperimentSpec &spec)
{
    m_filling = true;
    m_spec = spec;
    m_repetitions->setValue(spec.repetitions);
    m_order->setCurrentIndex(std::max(0, m_order->findData(runOrderName(spec.order))));
    m_warmup->setValue(spec.warmupSeconds);
    m_pause->setValue(spec.pauseSeconds);
    m_restoreGrace->setValue(spec.restoreGraceSeconds);
    m_stopOnFailure->setChecked(spec.stopOnFailure);
    m_sweep->setChecked(spec.sweep.has_value());
    const SweepSpec sweep = spec.sweep.value_or(SweepSpec{});
    m_sweepParameter->setCurrentIndex(int(std::find(std::begin(kParameters), std::end(kParameters), sweep.parameter)
                                          - std::begin(kParameters)));
    QStringList values;
    for (qint64 v : sweep.values)
        values << QString::number(v);
    m_sweepValues->setText(sweep.values.isEmpty() ? sweep.preset : values.join(QLatin1Char(' ')));
    m_sweepHost->setCurrentIndex(sweep.tunableHost == HostRole::Client ? 1 : 0);
    m_sweepKey->setText(sweep.tunableKey);
    const bool tunable = sweep.parameter == SweepSpec::Parameter::Tunable;
    m_sweepHost->setEnabled(tunable);
    m_sweepKey->setEnabled(tunable);
    m_shown = shown();
    m_filling = false;
}

ScheduleForm::Shown ScheduleForm::shown() const
{
    return {m_repetitions->value(), m_order->currentIndex(), m_warmup->value(), m_pause->value(), m_restoreGrace->value(),
            m_stopOnFailure->isChecked(), m_sweep->isChecked(), m_sweepParameter->currentIndex(),
            m_sweepHost->currentIndex(), m_sweepValues->text(), m_sweepKey->text()};
}

void ScheduleForm::apply(ExperimentSpec &spec) const
{
    const Shown now = shown();
    spec.repetitions = now.repetitions != m_shown.repetitions ? now.repetitions : m_spec.repetitions;
    spec.order = now.order != m_shown.order
        ? runOrderFromName(m_order->currentData().toString()).value_or(RunOrder::Interleaved)
        : m_spec.order;
    spec.warmupSeconds = now.warmup != m_shown.warmup ? now.warmup : m_spec.warmupSeconds;
    spec.pauseSeconds = now.pause != m_shown.pause ? now.pause : m_spec.pauseSeconds;
    spec.restoreGraceSeconds = now.restoreGrace != m_shown.restoreGrace ? now.restoreGrace : m_spec.restoreGraceSeconds;
    spec.stopOnFailure = now.stopOnFailure;
    const bool sweepEdited = now.sweep != m_shown.sweep || now.parameter != m_shown.parameter
        || now.host != m_shown.host || now.values != m_shown.values || now.key != m_shown.key;
    if (!sweepEdited)
        spec.sweep = m_spec.sweep;
    else if (now.sweep)
        spec.sweep = sweepAsEdited();
    else
        spec.sweep.reset();
}

SweepSpec ScheduleForm::sweepAsEdited() const
{
    SweepSpec sweep;
    sweep.parameter = kParameters[std::clamp(m_sweepParameter->currentIndex(), 0, 3)];
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
                sweep.preset = token; // the spec's check names it
        }
    }
    sweep.tunableHost = m_sweepHost->currentIndex() == 1 ? HostRole::Client : HostRole::Server;
    sweep.tunableKey = m_sweepKey->text().trimmed();
    return sweep;
}

QWidget *ScheduleForm::widgetFor(SpecField field) const
{
    switch (field) {
    case SpecField::Repetitions:
        return m_repetitions;
    case SpecField::Order:
        return m_order;
    case SpecField::WarmupSeconds:
        return m_warmup;
    case SpecField::PauseSeconds:
        return m_pause;
    case SpecField::RestoreGraceSeconds:
        return m_restoreGrace;
    case SpecField::Sweep:
    case SpecField::SweepValues:
    case SpecField::SweepPreset:
        return m_sweepValues;
    case SpecField::SweepParameter:
        return m_sweepParameter;
    case SpecField::SweepHost:
        return m_sweepHost;
    case SpecField::SweepKey:
        return m_sweepKey;
    default:
        return nullptr;
    }
}

} // namespace Tunebench
