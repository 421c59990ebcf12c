// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshrunner.h"

#include "core/logging.h"
#include "transport/ssh/credentialstore.h"
#include "transport/ssh/sshconnection.h"

#include <QMetaMethod>
#include <QThread>

namespace Tunebench {

class SshProcess final : public CommandProcess
{
public:
    SshProcess(SshRunner *runner, quint64 id, QObject *parent) : CommandProcess(parent), m_runner(runner), m_id(id) { }
    ~SshProcess() override
    {
        // Nobody will read the result, but the remote process must not outlive its owner.
        if (!isFinished() && m_runner)
            m_runner->cancelCommand(m_id, makeError(ErrorCode::Cancelled, SshRunner::tr("cancelled")));
    }
    void cancel() override
    {
        if (!isFinished() && m_runner)
            m_runner->cancelCommand(m_id, makeError(ErrorCode::Cancelled, SshRunner::tr("cancelled")));
    }
    void writeStdin(const QByteArray &data) override
    {
        if (!isFinished() && m_runner && !data.isEmpty())
            m_runner->m_connection->writeStdin(m_id, data);
    }
    void closeStdin() override
    {
        if (!isFinished() && m_runner)
            m_runner->m_connection->closeStdin(m_id);
    }
    void output(const QByteArray &data, bool isStderr) { isStderr ? deliverStderr(data) : deliverStdout(data); }
    void finish(const CommandExit &exit) { deliverFinished(exit); }

private:
    QPointer<SshRunner> m_runner;
    quint64 m_id;
};

SshRunner::SshRunner(SshOptions options, QString displayName, QObject *parent)
    : CommandRunner(parent), m_options(std::move(options)),
      m_displayName(displayName.isEmpty() ? m_options.host : std::move(displayName))
{
    qRegisterMetaType<CommandExit>();
    qRegisterMetaType<Error>();
    qRegisterMetaType<SshConnectionInfo>();
    qRegisterMetaType<RemoteShellInfo>();
    qRegisterMetaType<CredentialRequest>();
    qRegisterMetaType<HostKeyRequest>();
    m_connection = std::make_unique<SshConnection>(m_options, m_displayName);
    SshConnection *c = m_connection.get();
    connect(c, &SshConnection::commandOutput, this, &SshRunner::onOutput, Qt::QueuedConnection);
    connect(c, &SshConnection::commandFinished, this, &SshRunner::onFinished, Qt::QueuedConnection);
    connect(c, &SshConnection::credentialNeeded, this, &SshRunner::onCredentialNeeded, Qt::QueuedConnection);
    connect(c, &SshConnection::credentialChecked, this, &SshRunner::onCredentialChecked, Qt::QueuedConnection);
    connect(c, &SshConnection::hostKeyDecisionNeeded, this, &SshRunner::onHostKeyDecisionNeeded, Qt::QueuedConnection);
    connect(
        c, &SshConnection::connected, this,
        [this](const SshConnectionInfo &info) {
            m_info = info;
            m_storeKeysTried.clear();
            Q_EMIT connected(info);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::remoteShellDecided, this,
        [this](const RemoteShellInfo &info) {
            m_remoteShell = info;
            Q_EMIT remoteShellDecided(info);
        },
        Qt::QueuedConnection);
    connect(
        c, &SshConnection::disconnected, this,
        [this](const Error &reason) {
            const bool wasConnected = m_info.has_value();
            m_info.reset();
            m_remoteShell.reset();
            m_storeKeysTried.clear();
            Q_EMIT disconnected(reason);
            if (wasConnected)
                Q_EMIT connectionLost(reason);
        },
        Qt::QueuedConnection);
    m_thread = QThread::create([c] { c->run(); });
    m_thread->setObjectName(QStringLiteral("ssh:") + m_displayName);
    m_thread->start();
}

SshRunner::~SshRunner()
{
    m_connection->disconnect(this);
    m_connection->stop();
    m_thread->wait();
    delete m_thread;
    for (SecretInFlight &secret : m_secrets)
        secret.secret.fill('\0');
}

void SshRunner::setCredentialStore(CredentialStore *store)
{
    m_store = store;
}

CommandProcess *SshRunner::start(const CommandSpec &spec, QObject *parent)
{
    const quint64 id = ++m_nextId;
    auto *process = new SshProcess(this, id, parent);
    auto unconsumed = std::make_shared<std::atomic<qint64>>(0);
    m_pending.insert(id, Pending{process, unconsumed});
    m_connection->startCommand(id, spec, unconsumed);
    return process;
}

void SshRunner::connectToHost()
{
    m_connection->connectNow();
}

void SshRunner::cancelCommand(quint64 id, const Error &reason)
{
    m_connection->cancelCommand(id, reason);
}

void SshRunner::onOutput(quint64 id, const QByteArray &data, bool isStderr)
{
    const auto it = m_pending.constFind(id);
    if (it == m_pending.cend())
        return;
    const Pending pending = *it;
    if (pending.process)
        pending.process->output(data, isStderr);
    m_connection->consumed(pending.unconsumed, data.size());
}

void SshRunner::onFinished(quint64 id, const CommandExit &exit)
{
    const Pending pending = m_pending.take(id);
    if (pending.process)
        pending.process->finish(exit);
}

void SshRunner::onCredentialNeeded(const CredentialRequest &request)
{
    if (!m_store || request.storeKey.isEmpty() || m_storeKeysTried.contains(request.storeKey)) {
        askUser(request);
        return;
    }
    // A saved secret is tried once per connection attempt; if it fails we ask the user.
    m_storeKeysTried.insert(request.storeKey);
    m_store->read(request.storeKey, this, [this, request](Result<QByteArray> saved) {
        if (saved) {
            m_secrets.insert(request.id, SecretInFlight{request.storeKey, {}, false, true});
            m_connection->answerCredential(request.id, saved.value());
            return;
        }
        CredentialRequest ask = request;
        if (saved.error().code != ErrorCode::NotFound)
            ask.notice = tr("%1, so Tunebench asks instead.").arg(saved.error().message);
        askUser(ask);
    });
}

void SshRunner::askUser(CredentialRequest request)
{
    static const QMetaMethod requested = QMetaMethod::fromSignal(&SshRunner::credentialRequested);
    if (m_options.batchMode || !isSignalConnected(requested)) {
        Q_EMIT notice(m_options.batchMode
                          ? tr("%1 needs a secret (%2), but batch mode forbids asking for it").arg(m_displayName, request.prompt)
                          : tr("%1 needs a secret (%2), but nothing can ask for it here").arg(m_displayName, request.prompt));
        m_connection->answerCredential(request.id, std::nullopt);
        return;
    }
    m_secrets.insert(request.id, SecretInFlight{request.storeKey, {}, false, false});
    Q_EMIT credentialRequested(request);
}

void SshRunner::answerCredential(quint64 requestId, const QByteArray &secret, bool save)
{
    // Only secrets to be saved are kept, until the worker says whether they worked.
    SecretInFlight &inFlight = m_secrets[requestId];
    inFlight.save = save && m_store;
    if (inFlight.save)
        inFlight.secret = secret;
    m_connection->answerCredential(requestId, secret);
}

void SshRunner::declineCredential(quint64 requestId)
{
    m_secrets.remove(requestId);
    m_connection->answerCredential(requestId, std::nullopt);
}

void SshRunner::onCredentialChecked(quint64 requestId, bool accepted)
{
    SecretInFlight inFlight = m_secrets.take(requestId);
    auto wipe = qScopeGuard([&inFlight] { inFlight.secret.fill('\0'); });
    if (!m_store)
        return;
    if (accepted && inFlight.save && !inFlight.storeKey.isEmpty()) {
        m_store->write(inFlight.storeKey, inFlight.secret, this, [this](const Status &saved) {
            if (!saved)
                Q_EMIT notice(tr("Could not save the secret in the system keychain: %1. You will be asked again "
                                 "next time.")
                                  .arg(saved.error().message));
        });
    } else if (!accepted && inFlight.fromStore) {
        m_store->remove(inFlight.storeKey, this, [](const Status &) { });
        Q_EMIT notice(tr("The secret saved in the system keychain no longer works; it was removed."));
    }
}

void SshRunner::onHostKeyDecisionNeeded(const HostKeyRequest &request)
{
    static const QMetaMethod requested = QMetaMethod::fromSignal(&SshRunner::hostKeyConfirmationRequested);
    if (!isSignalConnected(requested)) {
        m_connection->answerHostKey(request.id, false);
        return;
    }
    Q_EMIT hostKeyConfirmationRequested(request);
}

void SshRunner::answerHostKey(quint64 requestId, bool accept)
{
    m_connection->answerHostKey(requestId, accept);
}

} // namespace Tunebench
