// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentspec.h"

#include <QGroupBox>

class QTableView;

namespace Tunebench {

class ArmsModel;

/// The experiment editor's arms: the arms table (ArmsModel) and the buttons that add and remove
/// arms and settings; double-clicking an arm's header renames it.
class ArmsForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit ArmsForm(QWidget *parent = nullptr);

    [[nodiscard]] ArmsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    /// The table for an error about the arms, or nullptr for any other field.
    [[nodiscard]] QWidget *widgetFor(SpecField field) const;
    /// Makes the cell an error is about current: the arm's column and, where the error names
    /// one, the setting's row.
    void showProblem(const SpecError &error);

public Q_SLOTS:
    void addArm();
    /// Removes the current cell's arm, else the last one.
    void removeArm();
    void renameArm(int arm);
    /// Asks for a host and tunable ("server: rx-usecs") or a test parameter ("test: requestSize").
    void addSetting();
    void removeSetting();

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    ArmsModel *m_model;
    QTableView *m_view;
};

} // namespace Tunebench
