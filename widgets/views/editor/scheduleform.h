// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentspec.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QSpinBox;

namespace Tunebench {

/// The experiment editor's schedule (repetitions, order, warm-up, pause, stop on failure) and
/// sweep. A field the user has not changed keeps the value it was given (0.125 s stays 0.125 s
/// in a two-decimal box), and so does the sweep as a whole.
class ScheduleForm : public QWidget
{
    Q_OBJECT
public:
    explicit ScheduleForm(QWidget *parent = nullptr);

    /// Shows @p spec's schedule and sweep; the rest of the spec is not this form's.
    void setSchedule(const ExperimentSpec &spec);
    /// Writes the schedule and sweep as edited into @p spec.
    void apply(ExperimentSpec &spec) const;
    /// The widget of a schedule or sweep field, or nullptr for any other field.
    [[nodiscard]] QWidget *widgetFor(SpecField field) const;

Q_SIGNALS:
    void changed();

private:
    struct Shown
    {
        int repetitions = 0;
        int order = 0;
        double warmup = 0, pause = 0;
        int restoreGrace = 0;
        bool stopOnFailure = false;
        bool sweep = false;
        int parameter = 0, host = 0;
        QString values, key;
    };
    [[nodiscard]] Shown shown() const;
    [[nodiscard]] SweepSpec sweepAsEdited() const;
    QWidget *buildSchedule();
    QWidget *buildSweep();
    void emitChanged();

    ExperimentSpec m_spec; ///< as given: its schedule and sweep are what unchanged fields keep
    Shown m_shown;
    bool m_filling = false;
    QSpinBox *m_repetitions;
    QComboBox *m_order;
    QDoubleSpinBox *m_warmup;
    QDoubleSpinBox *m_pause;
    QSpinBox *m_restoreGrace;
    QCheckBox *m_stopOnFailure;
    QGroupBox *m_sweep;
    QComboBox *m_sweepParameter;
    QLineEdit *m_sweepValues;
    QComboBox *m_sweepHost;
    QLineEdit *m_sweepKey;
};

} // namespace Tunebench
