// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hosts/hostbook.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Tunebench {

/// Adds or edits a host: alias or address, port, user, identity file, sudo, interface. The OK
/// button stays disabled while the entry does not check out, and the reason is shown inline.
class HostEditDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p replacing: the row being edited in @p book, or -1 for a new host.
    HostEditDialog(const HostBook &book, int replacing, QWidget *parent = nullptr);

    void setEntry(const HostEntry &entry);
    [[nodiscard]] HostEntry entry() const;
    /// Why the entry cannot be saved, or empty.
    [[nodiscard]] QString problem() const;

private:
    void validate();

    const HostBook &m_book;
    int m_replacing;
    bool m_local = false;
    QLineEdit *m_name;
    QLineEdit *m_address;
    QSpinBox *m_port;
    QLineEdit *m_user;
    QLineEdit *m_identity;
    QCheckBox *m_sudo;
    QLineEdit *m_interface;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace Tunebench
