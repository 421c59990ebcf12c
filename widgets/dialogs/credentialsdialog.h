// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QLineEdit;

namespace Tunebench {

/// Asks for a password or a key's passphrase. The secret goes back to the caller only; saving it
/// is the keychain's job (the checkbox tells the caller the user wants that).
class CredentialsDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind
    {
        Password,
        Passphrase
    };
    CredentialsDialog(Kind kind, const QString &subject, bool keychainAvailable, QWidget *parent = nullptr);

    [[nodiscard]] QString secret() const;
    [[nodiscard]] bool saveToKeychain() const;

private:
    QLineEdit *m_secret;
    QCheckBox *m_save;
};

} // namespace Tunebench
