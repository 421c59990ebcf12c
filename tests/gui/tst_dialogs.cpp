// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/credentialsdialog.h"
#include "dialogs/hostkeydialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QCheckBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace Tunebench;

namespace {
HostKeyQuestion question(HostKeyQuestion::Kind kind)
{
    HostKeyQuestion q;
    q.kind = kind;
    q.host = QStringLiteral("root@198.18.0.2");
    q.address = QStringLiteral("198.18.0.2");
    q.keyType = QStringLiteral("ssh-ed25519");
    q.fingerprint = QStringLiteral("SHA256:newnewnewnewnewnewnewnewnewnewnewnewnewnewne");
    q.knownFingerprint = QStringLiteral("SHA256:oldoldoldoldoldoldoldoldoldoldoldoldoldoldol");
    q.knownHostsFile = QStringLiteral("/home/u/.ssh/known_hosts");
    q.knownHostsLine = 7;
    return q;
}

QStringList buttonTexts(QDialog &dialog)
{
    QStringList texts;
    for (QPushButton *button : dialog.findChild<QDialogButtonBox *>()->findChildren<QPushButton *>())
        texts << button->text();
    return texts;
}
} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unknownKeyCanBeAccepted()
    {
        HostKeyDialog dialog(question(HostKeyQuestion::Kind::Unknown));
        QVERIFY(dialog.canAccept());
        auto *accept = dialog.findChild<QPushButton *>(QStringLiteral("acceptButton"));
        QVERIFY(accept);
        QVERIFY(!accept->isDefault()); // Enter cancels
        QTimer::singleShot(0, accept, &QPushButton::click);
        QCOMPARE(dialog.exec(), int(QDialog::Accepted));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("offeredFingerprint"))->text().startsWith(QStringLiteral("SHA256:")));
    }

    void changedKeyCannotBeAccepted()
    {
        HostKeyDialog dialog(question(HostKeyQuestion::Kind::Changed));
        QVERIFY(!dialog.canAccept());
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("acceptButton")));
        for (const QString &text : buttonTexts(dialog))
            QVERIFY2(!text.contains(QStringLiteral("Trust")) && !text.contains(QStringLiteral("Connect")), qPrintable(text));
        // Both fingerprints, the line to remove, and a red warning.
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("knownFingerprint"))->text(), question(HostKeyQuestion::Kind::Changed).knownFingerprint);
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("offeredFingerprint"))->text(), question(HostKeyQuestion::Kind::Changed).fingerprint);
        QCOMPARE(dialog.removalCommand(), QStringLiteral("ssh-keygen -R '198.18.0.2' -f '/home/u/.ssh/known_hosts'"));
        auto *headline = dialog.findChild<QLabel *>(QStringLiteral("headline"));
        const QColor colour = headline->palette().color(QPalette::WindowText);
        QVERIFY(colour.red() > 150 && colour.green() < 100);
        // Even Enter or the accepted() path cannot accept it.
        QTimer::singleShot(0, &dialog, [&dialog] { QTest::keyClick(&dialog, Qt::Key_Return); });
        QTimer::singleShot(50, &dialog, &QDialog::reject);
        QCOMPARE(dialog.exec(), int(QDialog::Rejected));
    }

    void credentialsNeedASecretAndKeychainIsOptional()
    {
        CredentialsDialog dialog(CredentialsDialog::Kind::Passphrase, QStringLiteral("~/.ssh/id_ed25519"), false);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QLineEdit *>(QStringLiteral("secret"))->setText(QStringLiteral("s3cret"));
        QVERIFY(ok->isEnabled());
        auto *save = dialog.findChild<QCheckBox *>(QStringLiteral("saveToKeychain"));
        save->setChecked(true);
        QVERIFY(!dialog.saveToKeychain()); // no keychain: never claims to save
        QCOMPARE(dialog.secret(), QStringLiteral("s3cret"));
        CredentialsDialog withKeychain(CredentialsDialog::Kind::Password, QStringLiteral("tbuser@198.18.0.2"), true);
        withKeychain.findChild<QCheckBox *>(QStringLiteral("saveToKeychain"))->setChecked(true);
        QVERIFY(withKeychain.saveToKeychain());
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
