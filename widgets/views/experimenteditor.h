// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "tunables/hostsnapshot.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace Tunebench {

class HighlightedTextView;
class HostsModel;

/**
 * Edits an experiment: hosts, the netperf test, arms side by side with each tunable's current
 * value on its host next to the desired ones (unsupported keys greyed out with the reason),
 * repetitions, order, warm-up, sweep; presets, open and save; and the command preview, the
 * exact commands per host and step as a Bash script with "Copy as script".
 *
 * Validation is inline: the spec is rebuilt and validated on every change; the first problem
 * is shown under the form and the field it names is marked. Snapshots of the chosen hosts come
 * from the main window's controller (snapshotRequested() -> setSnapshot()); the editor never
 * talks to a host itself.
 */
class ExperimentEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ExperimentEditor(HostsModel *hosts, QWidget *parent = nullptr);
    ~ExperimentEditor() override;

    void setSpec(const ExperimentSpec &spec);
    /// The spec as edited (it may not validate: see problem()).
    [[nodiscard]] ExperimentSpec spec() const;
    /// Why the experiment cannot run, naming the field; empty when it can.
    [[nodiscard]] QString problem() const { return m_problemText; }
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
    /// The arms table, for tests: rows are "role: key" settings, column 1 the current value,
    /// columns 2.. the arms.
    [[nodiscard]] QTableWidget *armsTable() const { return m_arms; }

    /// Disables editing while an experiment runs.
    void setRunning(bool running);

public Q_SLOTS:
    void addArm();
    void removeArm();
    void renameArm(int arm);
    void addSetting();
    void removeSetting();
    void copyScript();
    /// Revalidates and refreshes the preview at once (normally debounced).
    void refresh();
    /// Asks for fresh snapshots of both chosen hosts (snapshotRequested()).
    void requestSnapshots();

Q_SIGNALS:
    void runRequested(const Tunebench::ExperimentSpec &spec);
    /// The chosen host (or its interface) changed: the controller reads it and calls setSnapshot().
    void snapshotRequested(Tunebench::HostRole role, const QString &hostArgument, const QString &interfaceName);
    void validityChanged(bool valid);
    void modified();

private:
    struct SettingRow
    {
        HostRole role = HostRole::Server;
        QString key;
        bool test = false; ///< an arm's override of a test parameter ("requestSize"), not a tunable
        friend bool operator==(const SettingRow &, const SettingRow &) = default;
    };
    void buildUi();
    QWidget *buildHostsGroup();
    QWidget *buildTestGroup();
    QWidget *buildScheduleGroup();
    QWidget *buildArmsGroup();
    QWidget *buildPreviewGroup();
    void fillArmsTable(const QList<ExperimentArm> &arms);
    void updateCurrentColumn();
    void markProblem(const QString &message);
    QWidget *widgetForField(const QString &field) const;
    void scheduleRefresh();
    void onHostChanged(HostRole role);
    void selectHost(QComboBox *combo, const QString &argument);
    [[nodiscard]] QString hostArgument(QComboBox *combo) const;
    [[nodiscard]] QString settingLabel(const SettingRow &row) const;

    HostsModel *m_hosts;
    ExperimentSpec m_base; ///< what was loaded: fields the editor does not show are kept from it
    QString m_fileName;
    QMap<HostRole, HostSnapshot> m_snapshots;
    QMap<HostRole, QString> m_snapshotHosts;
    QMap<HostRole, QString> m_snapshotErrors;
    QList<SettingRow> m_settingRows;
    QStringList m_armLabels;
    QList<ExperimentArm> m_armExtras; ///< description, manual and test overrides of each arm
    QString m_problemText;
    QWidget *m_problemWidget = nullptr;
    bool m_filling = false;
    QTimer *m_refreshTimer;

    QComboBox *m_preset;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QComboBox *m_clientHost;
    QLineEdit *m_clientInterface;
    QComboBox *m_serverHost;
    QLineEdit *m_serverInterface;
    QLineEdit *m_dataAddress;
    QComboBox *m_testType;
    QSpinBox *m_requestSize;
    QSpinBox *m_responseSize;
    QSpinBox *m_duration;
    QDoubleSpinBox *m_interval;
    QCheckBox *m_localCpu;
    QCheckBox *m_remoteCpu;
    QSpinBox *m_localBinding;
    QSpinBox *m_remoteBinding;
    QSpinBox *m_burst;
    QSpinBox *m_repetitions;
    QComboBox *m_order;
    QDoubleSpinBox *m_warmup;
    QDoubleSpinBox *m_pause;
    QCheckBox *m_stopOnFailure;
    QGroupBox *m_sweep;
    QComboBox *m_sweepParameter;
    QLineEdit *m_sweepValues;
    QComboBox *m_sweepHost;
    QLineEdit *m_sweepKey;
    QTableWidget *m_arms;
    QLabel *m_problem;
    HighlightedTextView *m_preview;
    QPushButton *m_run;
    QList<QWidget *> m_editables;
};

} // namespace Tunebench
