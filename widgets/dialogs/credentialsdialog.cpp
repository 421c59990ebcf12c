// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/credentialsdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tunebench {

CredentialsDialog::CredentialsDialog(Kind kind, const QString &subject, bool keychainAvailable, QWidget *parent)
    : QDialog(parent)
{
    const bool password = kind == Kind::Password;
    setWindowTitle(password ? tr("Password for %1").arg(subject) : tr("Passphrase for %1").arg(subject));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(password ? tr("Enter the SSH password of %1.").arg(subject)
                                     : tr("The private key %1 is encrypted. Enter its passphrase.").arg(subject),
        this);
    text->setWordWrap(true);
    layout->addWidget(text);
    m_secret = new QLineEdit(this);
    m_secret->setObjectName(QStringLiteral("secret"));
    m_secret->setEchoMode(QLineEdit::Password);
    layout->addWidget(m_secret);
    m_save = new QCheckBox(tr("Save in the system keychain"), this);
    m_save->setObjectName(QStringLiteral("saveToKeychain"));
    m_save->setEnabled(keychainAvailable);
    if (!keychainAvailable)
        m_save->setToolTip(tr("No system keychain is available (no Secret Service on the session bus)."));
    layout->addWidget(m_save);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    connect(m_secret, &QLineEdit::textChanged, this,
        [buttons](const QString &value) { buttons->button(QDialogButtonBox::Ok)->setEnabled(!value.isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString CredentialsDialog::secret() const
{
    return m_secret->text();
}

bool CredentialsDialog::saveToKeychain() const
{
    return m_save->isEnabled() && m_save->isChecked();
}

} // namespace Tunebench
