// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/hostkeydialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace Tunebench {

namespace {
QLabel *monospace(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

HostKeyDialog::HostKeyDialog(const HostKeyQuestion &question, QWidget *parent)
    : QDialog(parent)
    , m_question(question)
{
    const bool changed = question.kind == HostKeyQuestion::Kind::Changed;
    setWindowTitle(
        changed ? tr("Host key changed: %1").arg(question.host) : tr("Unknown host key: %1").arg(question.host));
    auto *layout = new QVBoxLayout(this);

    auto *headline = new QLabel(this);
    headline->setObjectName(QStringLiteral("headline"));
    headline->setWordWrap(true);
    if (changed) {
        headline->setText(tr("<b>The host key of %1 has changed.</b> Someone may be intercepting the connection "
                             "(a man-in-the-middle attack), or the host was reinstalled. Tunebench refuses to "
                             "connect. If you know why the key changed, remove the old key from your known_hosts "
                             "file and connect again.")
                              .arg(question.host.toHtmlEscaped()));
        QPalette palette = headline->palette();
        palette.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
        headline->setPalette(palette);
    } else {
        headline->setText(tr("Tunebench has never connected to <b>%1</b> before. Check the fingerprint with the "
                             "host's administrator (<tt>ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub</tt> on the "
                             "host) before you trust it.")
                              .arg(question.host.toHtmlEscaped()));
    }
    layout->addWidget(headline);

    auto *form = new QFormLayout;
    form->addRow(tr("Host:"), monospace(question.address, this));
    form->addRow(tr("Key type:"), monospace(question.keyType, this));
    QLabel *offered = monospace(question.fingerprint, this);
    offered->setObjectName(QStringLiteral("offeredFingerprint"));
    form->addRow(changed ? tr("Offered key:") : tr("Fingerprint:"), offered);
    if (changed) {
        QLabel *known = monospace(question.knownFingerprint, this);
        known->setObjectName(QStringLiteral("knownFingerprint"));
        form->addRow(tr("Key on record:"), known);
        form->addRow(tr("Recorded in:"),
            monospace(tr("%1, line %2").arg(question.knownHostsFile).arg(question.knownHostsLine), this));
        QLabel *fix = monospace(removalCommand(), this);
        fix->setObjectName(QStringLiteral("removalCommand"));
        form->addRow(tr("To remove it:"), fix);
    }
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(this);
    if (changed) {
        QPushButton *copy = buttons->addButton(tr("Copy Command"), QDialogButtonBox::ActionRole);
        connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(removalCommand()); });
        buttons->addButton(QDialogButtonBox::Close);
    } else {
        QPushButton *accept = buttons->addButton(tr("Trust and Connect"), QDialogButtonBox::AcceptRole);
        accept->setObjectName(QStringLiteral("acceptButton"));
        QPushButton *reject = buttons->addButton(QDialogButtonBox::Cancel);
        reject->setDefault(true); // Enter must not trust a key by accident
    }
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString HostKeyDialog::removalCommand() const
{
    return QStringLiteral("ssh-keygen -R '%1' -f '%2'").arg(m_question.address, m_question.knownHostsFile);
}

} // namespace Tunebench
