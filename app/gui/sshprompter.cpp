// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshprompter.h"

#include "dialogs/credentialsdialog.h"
#include "dialogs/hostkeydialog.h"
#include "hosts/hostbook.h"
#include "transport/ssh/sshrunner.h"

#include <QCoreApplication>
#include <QPointer>
#include <QRegularExpression>

namespace Tunebench {

namespace {

/// The facts of a refused, changed host key, from the SSH layer's message (see sshsession.cpp).
HostKeyQuestion changedKeyQuestion(const QString &host, const Error &error)
{
    HostKeyQuestion question;
    question.kind = HostKeyQuestion::Kind::Changed;
    question.host = host;
    question.address = host;
    static const QRegularExpression fingerprint(QStringLiteral("SHA256:[A-Za-z0-9+/=]+"));
    QStringList prints;
    for (auto it = fingerprint.globalMatch(error.message); it.hasNext();)
        prints << it.next().captured(0);
    question.fingerprint = prints.value(0);
    question.knownFingerprint = prints.value(1);
    static const QRegularExpression type(QStringLiteral("presents (\\S+) SHA256:"));
    question.keyType = type.match(error.message).captured(1);
    static const QRegularExpression file(QStringLiteral("line (\\d+) of ([^)]+)\\)"));
    const auto where = file.match(error.message);
    question.knownHostsLine = where.captured(1).toInt();
    question.knownHostsFile = where.captured(2);
    return question;
}

HostKeyQuestion unknownKeyQuestion(const QString &hostName, const HostKeyRequest &request)
{
    HostKeyQuestion question;
    question.kind = HostKeyQuestion::Kind::Unknown;
    question.host = hostName;
    question.address = request.host;
    question.keyType = request.hostKeyType;
    question.fingerprint = request.fingerprint;
    question.knownHostsFile = request.knownHostsPath;
    return question;
}

} // namespace

/// One runner's answers, on the GUI thread. Its signals are connected to the runner's slots
/// (queued: the runner lives in another thread), so an answer reaches the runner that asked, and
/// nothing at all once that runner is gone; it is deleted with the runner, or with the prompter.
class SshAnswers : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void hostKeyAnswered(quint64 requestId, bool accept);
    void credentialAnswered(quint64 requestId, const QByteArray &secret, bool save);
    void credentialDeclined(quint64 requestId);
};

SshPrompter::SshPrompter(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<HostsModel::State>();
}

void SshPrompter::watch(const QString &hostName, CommandRunner *runner)
{
    auto *ssh = qobject_cast<SshRunner *>(runner);
    if (!ssh)
        return;
    // Made in the runner's thread, handed to ours; the connections to the runner die with it.
    auto *answers = new SshAnswers;
    connect(answers, &SshAnswers::hostKeyAnswered, ssh, &SshRunner::answerHostKey);
    connect(answers, &SshAnswers::credentialAnswered, ssh, &SshRunner::answerCredential);
    connect(answers, &SshAnswers::credentialDeclined, ssh, &SshRunner::declineCredential);
    connect(ssh, &QObject::destroyed, answers, &QObject::deleteLater);
    answers->moveToThread(thread());
    QMetaObject::invokeMethod(this, [this, answers] { answers->setParent(this); });
    QPointer<SshAnswers> reply(answers);

    connect(ssh, &SshRunner::connected, this, [this, hostName](const SshConnectionInfo &info) {
        Q_EMIT hostStateChanged(hostName, HostsModel::State::Connected, tr("%1 %2").arg(info.hostKeyType, info.fingerprint));
    });
    connect(ssh, &SshRunner::disconnected, this, [this, hostName](const Error &reason) { reportError(hostName, reason); });
    connect(ssh, &SshRunner::hostKeyConfirmationRequested, this, [this, reply, hostName](const HostKeyRequest &request) {
        auto *dialog = new HostKeyDialog(unknownKeyQuestion(hostName, request), m_dialogParent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::finished, this, [reply, id = request.id](int result) {
            if (reply)
                Q_EMIT reply->hostKeyAnswered(id, result == QDialog::Accepted);
        });
        dialog->open();
    });
    connect(ssh, &SshRunner::credentialRequested, this, [this, reply](const CredentialRequest &request) {
        const bool passphrase = request.kind == CredentialRequest::Kind::KeyPassphrase;
        const QString subject = passphrase ? request.keyFile : request.user + QLatin1Char('@') + request.host;
        auto *dialog = new CredentialsDialog(passphrase ? CredentialsDialog::Kind::Passphrase : CredentialsDialog::Kind::Password,
                                             subject, !request.storeKey.isEmpty(), m_dialogParent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setToolTip(request.notice.isEmpty() ? request.prompt : request.prompt + QLatin1Char('\n') + request.notice);
        connect(dialog, &QDialog::finished, this, [reply, dialog, id = request.id](int result) {
            if (!reply)
                return;
            if (result == QDialog::Accepted)
                Q_EMIT reply->credentialAnswered(id, dialog->secret().toUtf8(), dialog->saveToKeychain());
            else
                Q_EMIT reply->credentialDeclined(id);
        });
        dialog->open();
    });
}

void SshPrompter::reportError(const QString &hostName, const Error &error)
{
    Q_EMIT hostStateChanged(hostName, HostsModel::State::Failed, error.message);
    if (error.code == ErrorCode::HostKeyChanged) {
        auto *dialog = new HostKeyDialog(changedKeyQuestion(hostName, error), m_dialogParent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    }
}

void SshPrompter::reportHostErrors(const Error &error, const QStringList &hosts, const HostBook &book)
{
    if (error.code != ErrorCode::HostKeyChanged && error.code != ErrorCode::ConnectionFailed
        && error.code != ErrorCode::AuthenticationFailed && error.code != ErrorCode::HostKeyUnknown)
        return;
    QMetaObject::invokeMethod(this, [this, error, hosts, book] {
        for (const QString &host : hosts) {
            const auto entry = book.find(host);
            if (error.message.contains(host) || (entry && !entry->address.isEmpty() && error.message.contains(entry->address)))
                reportError(entry ? entry->name : host, error);
        }
    });
}

} // namespace Tunebench

#include "sshprompter.moc"
