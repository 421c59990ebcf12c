// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentspec.h"
#include "tunables/hostsnapshot.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QMap>

namespace Tunebench {

/**
 * The arms side by side: one column per arm, one row per setting (a tunable on the client or
 * server, or a test parameter an arm overrides), and a column with each setting's value now.
 *
 * Arms are kept as given and edited in place: a cell's edit changes that one setting of that
 * arm, so the arms pass through the table unchanged where nobody edits them. An empty cell
 * leaves the setting to the host (or to the experiment's test). Rows stay until removed, even
 * when no arm sets them.
 *
 * The "now" column shows each tunable's value on its host from the host's snapshot, greyed
 * out with the reason on every cell where the host does not support it; for test parameters
 * it shows the experiment's value.
 */
class ArmsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SettingColumn, CurrentColumn, FirstArmColumn };

    /// A row: a tunable key on one host, or a test field.
    struct Row
    {
        bool test = false;
        HostRole role = HostRole::Server;
        QString key;                       ///< the tunable key as written ("tso")
        TestField field = TestField::None; ///< for a test row
        friend bool operator==(const Row &, const Row &) = default;
    };

    explicit ArmsModel(QObject *parent = nullptr);

    void setArms(const QList<ExperimentArm> &arms);
    [[nodiscard]] const QList<ExperimentArm> &arms() const { return m_arms; }
    [[nodiscard]] const QList<Row> &settingRows() const { return m_rows; }
    /// A cell text that is not a value of its test field: the first one, as a spec error.
    [[nodiscard]] std::optional<SpecError> problem() const;

    /// Adds an arm with a label no arm has yet ("Arm 3"); returns its index.
    int addArm();
    void removeArm(int arm);
    bool renameArm(int arm, const QString &label);
    /// Adds a row (no arm sets it yet); false when it is there already.
    bool addRow(const Row &row);
    /// Removes the row and the setting from every arm.
    void removeSettingRow(int row);

    [[nodiscard]] int rowOf(const Row &row) const { return int(m_rows.indexOf(row)); }
    /// The row a spec error's setting is on (tunable key or test field), or -1.
    [[nodiscard]] int rowFor(const SpecError &error) const;

    /// The experiment's test, whose values the "now" column shows for test rows.
    void setBaseTest(const TestParameters &test);
    /// A host's state: its snapshot, or why it could not be read; neither: not read yet.
    void setHostState(HostRole role, const std::optional<HostSnapshot> &snapshot, const QString &error = {});
    /// The colour of a setting the host does not support (the view's disabled text).
    void setGreyedColor(const QColor &color);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    /// An arm or setting changed (not the "now" column).
    void armsChanged();

private:
    /// What the "now" column says about a row, and why a host does not support it (if so).
    struct Current
    {
        QString text;
        QString toolTip;
        QString unsupported;
    };
    [[nodiscard]] QString label(const Row &row) const;
    [[nodiscard]] QString cellText(int arm, const Row &row) const;
    bool setCell(int arm, const Row &row, const QString &text);
    void addRowsOf(const ExperimentArm &arm);
    [[nodiscard]] Current currentOf(const Row &row) const;
    void updateCurrent();

    QList<ExperimentArm> m_arms;
    QList<Row> m_rows;
    QList<Current> m_current; ///< per row
    QMap<std::pair<int, TestField>, std::pair<QString, QString>> m_badTests; ///< (arm, field) -> text, message
    TestParameters m_baseTest;
    QMap<HostRole, HostSnapshot> m_snapshots;
    QMap<HostRole, QString> m_snapshotErrors;
    QColor m_greyed;
};

} // namespace Tunebench
