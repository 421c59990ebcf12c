// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/testform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSpinBox>

namespace Tunebench {

namespace {

constexpr double DefaultInterval = 0.25;
constexpr int DefaultSeconds = 10;

// A spin box's special value (its minimum) stands for "not set".
std::optional<int> unlessSpecial(const QSpinBox *box)
{
    return box->value() == box->minimum() ? std::nullopt : std::optional<int>(box->value());
}

} // namespace

TestForm::TestForm(QWidget *parent)
    : QGroupBox(tr("netperf test"), parent)
{
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("testType"));
    for (const char *type : {"TCP_RR", "TCP_CRR", "UDP_RR", "TCP_STREAM", "TCP_MAERTS"})
        m_type->addItem(QString::fromLatin1(type));
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

    auto *form = new QFormLayout(this);
    form->addRow(tr("Test:"), m_type);
    form->addRow(tr("Request size:"), m_requestSize);
    form->addRow(tr("Response size:"), m_responseSize);
    form->addRow(tr("Duration:"), m_duration);
    form->addRow(tr("Interim interval:"), m_interval);
    form->addRow(tr("CPU utilisation:"), cpu);
    form->addRow(tr("CPU binding (-T):"), binding);
    form->addRow(tr("Burst:"), m_burst);

    auto changedUnlessFilling = [this] {
        if (!m_filling)
            Q_EMIT changed();
    };
    connect(m_type, &QComboBox::currentIndexChanged, this, changedUnlessFilling);
    connect(m_interval, &QDoubleSpinBox::valueChanged, this, changedUnlessFilling);
    connect(m_localCpu, &QCheckBox::toggled, this, changedUnlessFilling);
    connect(m_remoteCpu, &QCheckBox::toggled, this, changedUnlessFilling);
    for (QSpinBox *box : {m_requestSize, m_responseSize, m_duration, m_burst, m_localBinding, m_remoteBinding})
        connect(box, &QSpinBox::valueChanged, this, changedUnlessFilling);
}

QSpinBox *TestForm::spin(const QString &name, int min, int max, const QString &special)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(min, max);
    if (!special.isEmpty())
        box->setSpecialValueText(special);
    return box;
}

void TestForm::setTest(const TestParameters &test)
{
    m_filling = true;
    m_test = test;
    m_type->setCurrentIndex(std::max(0, m_type->findText(testTypeName(test.type.value_or(NetperfTestType::TcpRr)))));
    m_requestSize->setValue(test.requestSize.value_or(0));
    m_responseSize->setValue(test.responseSize.value_or(0));
    m_duration->setValue(test.durationSeconds.value_or(DefaultSeconds));
    m_interval->setValue(test.interimInterval.value_or(DefaultInterval));
    m_localCpu->setChecked(test.localCpu.value_or(test.cpu.value_or(false)));
    m_remoteCpu->setChecked(test.remoteCpu.value_or(test.cpu.value_or(false)));
    m_localBinding->setValue(test.localCpuBinding.value_or(-1));
    m_remoteBinding->setValue(test.remoteCpuBinding.value_or(-1));
    m_burst->setValue(test.burst.value_or(0));
    // What the widgets show after clamping to their ranges: unchanged, the test keeps its own value.
    m_shown = shown();
    m_filling = false;
}

TestForm::Shown TestForm::shown() const
{
    Shown s;
    s.type = m_type->currentText();
    s.requestSize = m_requestSize->value();
    s.responseSize = m_responseSize->value();
    s.duration = m_duration->value();
    s.localBinding = m_localBinding->value();
    s.remoteBinding = m_remoteBinding->value();
    s.burst = m_burst->value();
    s.interval = m_interval->value();
    s.localCpu = m_localCpu->isChecked();
    s.remoteCpu = m_remoteCpu->isChecked();
    return s;
}

TestParameters TestForm::test() const
{
    TestParameters test = m_test;
    const Shown now = shown();
    if (now.type != m_shown.type)
        test.type = testTypeFromName(now.type);
    if (now.requestSize != m_shown.requestSize)
        test.requestSize = unlessSpecial(m_requestSize);
    if (now.responseSize != m_shown.responseSize)
        test.responseSize = unlessSpecial(m_responseSize);
    if (now.duration != m_shown.duration)
        test.durationSeconds = now.duration;
    if (now.interval != m_shown.interval)
        test.interimInterval = now.interval > 0 ? now.interval : TestParameters::NoInterims;
    if (now.localCpu != m_shown.localCpu)
        test.localCpu = now.localCpu;
    if (now.remoteCpu != m_shown.remoteCpu)
        test.remoteCpu = now.remoteCpu;
    if (now.localBinding != m_shown.localBinding)
        test.localCpuBinding = unlessSpecial(m_localBinding);
    if (now.remoteBinding != m_shown.remoteBinding)
        test.remoteCpuBinding = unlessSpecial(m_remoteBinding);
    if (now.burst != m_shown.burst)
        test.burst = unlessSpecial(m_burst);
    return test;
}

QWidget *TestForm::widgetFor(TestField field) const
{
    switch (field) {
    case TestField::RequestSize:
        return m_requestSize;
    case TestField::ResponseSize:
        return m_responseSize;
    case TestField::DurationSeconds:
    case TestField::Transactions: // a count run instead of the duration
        return m_duration;
    case TestField::InterimInterval:
        return m_interval;
    case TestField::Cpu:
    case TestField::LocalCpu:
        return m_localCpu;
    case TestField::RemoteCpu:
        return m_remoteCpu;
    case TestField::LocalCpuBinding:
        return m_localBinding;
    case TestField::RemoteCpuBinding:
        return m_remoteBinding;
    case TestField::Burst:
        return m_burst;
    default:
        return m_type;
    }
}

} // namespace Tunebench
