// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/testparameters.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace Tunebench {

/// The experiment editor's netperf test: type, sizes, length, interim interval, CPU
/// measurement and binding, burst.
///
/// The widgets show what the test runs with, defaults included (10 s, interim results every
/// 0.25 s); a field the user has not changed keeps what it was given, set or not, so that a test
/// section passes through the form as it was read (and "cpu": true stays "cpu": true).
class TestForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit TestForm(QWidget *parent = nullptr);

    void setTest(const TestParameters &test);
    /// The test as edited.
    [[nodiscard]] TestParameters test() const;
    /// The widget that edits @p field; the test type's for the fields the form does not show.
    [[nodiscard]] QWidget *widgetFor(TestField field) const;

Q_SIGNALS:
    void changed();

private:
    struct Shown
    {
        QString type;
        int requestSize = 0, responseSize = 0, duration = 0, localBinding = -1, remoteBinding = -1, burst = 0;
        double interval = 0;
        bool localCpu = false, remoteCpu = false;
    };
    [[nodiscard]] Shown shown() const;
    QSpinBox *spin(const QString &name, int min, int max, const QString &special = {});

    TestParameters m_test;
    Shown m_shown;
    bool m_filling = false;
    QComboBox *m_type;
    QSpinBox *m_requestSize;
    QSpinBox *m_responseSize;
    QSpinBox *m_duration;
    QDoubleSpinBox *m_interval;
    QCheckBox *m_localCpu;
    QCheckBox *m_remoteCpu;
    QSpinBox *m_localBinding;
    QSpinBox *m_remoteBinding;
    QSpinBox *m_burst;
};

} // namespace Tunebench
