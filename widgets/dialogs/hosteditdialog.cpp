// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/hosteditdialog.h"

#include <QCheckBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

namespace Tunebench {

HostEditDialog::HostEditDialog(const HostBook &book, int replacing, QWidget *parent)
    : QDialog(parent)
    , m_book(book)
    , m_replacing(replacing)
    , m_name(new QLineEdit(this))
    , m_address(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_user(new QLineEdit(this))
    , m_identity(new QLineEdit(this))
    , m_sudo(new QCheckBox(tr("Run root commands through sudo -n when not logged in as root"), this))
    , m_interface(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(replacing < 0 ? tr("Add Host") : tr("Edit Host"));
    m_name->setObjectName(QStringLiteral("hostName"));
    m_address->setObjectName(QStringLiteral("hostAddress"));
    m_port->setObjectName(QStringLiteral("hostPort"));
    m_user->setObjectName(QStringLiteral("hostUser"));
    m_identity->setObjectName(QStringLiteral("hostIdentity"));
    m_sudo->setObjectName(QStringLiteral("hostSudo"));
    m_interface->setObjectName(QStringLiteral("hostInterface"));
    m_problem->setObjectName(QStringLiteral("hostProblem"));

    auto *completer = new QCompleter(HostBook::sshConfigAliases(), this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_name->setCompleter(completer);
    m_name->setPlaceholderText(tr("an ~/.ssh/config alias, or any name"));
    m_address->setPlaceholderText(tr("empty: the name is an ~/.ssh/config alias"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default (ssh_config or 22)"));
    m_user->setPlaceholderText(tr("default (ssh_config or your user name)"));
    m_identity->setPlaceholderText(tr("default (ssh-agent, ssh_config's IdentityFile)"));
    m_interface->setPlaceholderText(tr("e.g. eth0: the NIC under test"));
    m_sudo->setChecked(true);

    auto *browse = new QToolButton(this);
    browse->setText(tr("…"));
    browse->setToolTip(tr("Choose a private key file"));
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Identity File"), QDir::homePath() + QStringLiteral("/.ssh"));
        if (!file.isEmpty())
            m_identity->setText(file);
    });
    auto *identityRow = new QHBoxLayout;
    identityRow->addWidget(m_identity);
    identityRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Identity file:"), identityRow);
    form->addRow(QString(), m_sudo);
    form->addRow(tr("&Interface:"), m_interface);

    m_problem->setWordWrap(true);
    QPalette warn = m_problem->palette();
    warn.setColor(QPalette::WindowText, Qt::red);
    m_problem->setPalette(warn);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_name, m_address, m_user, m_identity, m_interface})
        connect(edit, &QLineEdit::textChanged, this, &HostEditDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &HostEditDialog::validate);
    validate();
}

void HostEditDialog::setEntry(const HostEntry &entry)
{
    m_local = entry.isLocal();
    m_name->setText(entry.name);
    m_address->setText(entry.address);
    m_port->setValue(entry.port);
    m_user->setText(entry.user);
    m_identity->setText(entry.identityFile);
    m_sudo->setChecked(entry.useSudo);
    m_interface->setText(entry.interfaceName);
    // The built-in host is this machine: only its default interface can change.
    for (QWidget *w : std::initializer_list<QWidget *>{m_name, m_address, m_port, m_user, m_identity, m_sudo})
        w->setEnabled(!m_local);
    validate();
}

HostEntry HostEditDialog::entry() const
{
    HostEntry entry;
    entry.name = m_name->text().trimmed();
    entry.address = m_address->text().trimmed();
    entry.port = m_port->value();
    entry.user = m_user->text().trimmed();
    entry.identityFile = m_identity->text().trimmed();
    entry.useSudo = m_sudo->isChecked();
    entry.interfaceName = m_interface->text().trimmed();
    return entry;
}

QString HostEditDialog::problem() const
{
    return m_problem->text();
}

void HostEditDialog::validate()
{
    const Status ok = m_book.check(entry(), m_replacing);
    m_problem->setText(ok ? QString() : ok.error().message);
    m_problem->setVisible(!ok);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok.ok());
}

} // namespace Tunebench
