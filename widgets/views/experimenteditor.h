// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "tunables/hostsnapshot.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QTableView;
class QTimer;

namespace Tunebench {

class ArmsForm;
class CommandPreview;
class HostsForm;
class HostsModel;
class ScheduleForm;
class TestForm;

/**
 * Edits an experiment: a thin composition of forms (views/editor/), each editing its part of
 * the typed spec: hosts, the netperf test, schedule and sweep, the arms side by side with each
 * tunable's current value on its host (ArmsModel), and the command preview with "Copy as
 * script"; presets, open and save.
 *
 * Validation is inline: on every change the spec is rebuilt and checked; the first problem is
 * shown under the form and the widget of the field it is about (SpecError, never its text) is
 * marked; focusProblem() takes the user there. Snapshots of the chosen hosts come from the main
 * window's controller (snapshotRequested() -> setSnapshot()); the editor never talks to a host.
 */
class ExperimentEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ExperimentEditor(HostsModel *hosts, QWidget *parent = nullptr);
    ~ExperimentEditor() override;

    void setSpec(const ExperimentSpec &spec);
    /// The spec as edited (it may not validate: see problem()). What the user did not change is
    /// as setSpec() gave it.
    [[nodiscard]] ExperimentSpec spec() const;
    /// Why the experiment cannot run, naming the field; empty when it can.
    [[nodiscard]] QString problem() const { return m_problem ? m_problem->message : QString(); }
    /// The same with the field it is about.
    [[nodiscard]] std::optional<SpecError> specError() const { return m_problem; }
    /// The widget the current problem concerns (marked), or nullptr.
    [[nodiscard]] QWidget *problemWidget() const { return m_problemWidget; }

    [[nodiscard]] Status loadPreset(const QString &name);
    [[nodiscard]] Status openFile(const QString &path);
    [[nodiscard]] Status saveFile(const QString &path);
    [[nodiscard]] QString fileName() const { return m_fileName; }

    /// The host's state now; its values show next to the desired ones.
    void setSnapshot(HostRole role, const QString &hostArgument, const HostSnapshot &snapshot);
    void setSnapshotError(HostRole role, const QString &hostArgument, const QString &message);
    [[nodiscard]] bool hasSnapshot(HostRole role) const { return m_snapshots.contains(role); }

    /// The command preview as shown.
    [[nodiscard]] QString commandPreview() const;
    /// The arms table, for tests: its model's rows are "role: key" settings, column 1 the
    /// current value, columns 2.. the arms.
    [[nodiscard]] QTableView *armsTable() const;

    /// Disables editing while an experiment runs.
    void setRunning(bool running);

public Q_SLOTS:
    void copyScript();
    /// Revalidates and refreshes the preview at once (normally debounced).
    void refresh();
    /// Asks for fresh snapshots of both chosen hosts (snapshotRequested()).
    void requestSnapshots();
    /// Shows and focuses the widget of the current problem (the arms table at its cell).
    void focusProblem();

Q_SIGNALS:
    void runRequested(const Tunebench::ExperimentSpec &spec);
    /// The chosen host (or its interface) changed: the controller reads it and calls setSnapshot().
    void snapshotRequested(Tunebench::HostRole role, const QString &hostArgument, const QString &interfaceName);
    void validityChanged(bool valid);
    void modified();

private:
    QWidget *buildHeader();
    QWidget *buildProblemRow();
    void scheduleRefresh();
    void onHostChanged(HostRole role);
    void markProblem(const std::optional<SpecError> &problem);
    [[nodiscard]] QWidget *widgetFor(const SpecError &error) const;

    ExperimentSpec m_base; ///< as setSpec() gave it: fields no form shows (the seed) are kept from it
    QString m_fileName;
    QMap<HostRole, HostSnapshot> m_snapshots;
    QMap<HostRole, QString> m_snapshotHosts; ///< "argument/interface" each snapshot is for
    std::optional<SpecError> m_problem;
    QWidget *m_problemWidget = nullptr;
    bool m_filling = false;
    bool m_running = false;
    QTimer *m_refreshTimer;

    QComboBox *m_preset;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QPushButton *m_run;
    QLabel *m_problemText;
    QPushButton *m_showProblem;
    HostsForm *m_hostsForm;
    TestForm *m_testForm;
    ScheduleForm *m_scheduleForm;
    ArmsForm *m_armsForm;
    CommandPreview *m_preview;
    QScrollArea *m_scroll;
};

} // namespace Tunebench
