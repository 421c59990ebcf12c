// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/credentialstore.h"

#include "core/logging.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>
#include <QPointer>

#include <qt6keychain/keychain.h>

namespace Tunebench {

QString CredentialStore::passphraseKey(const QString &keyFile)
{
    return QStringLiteral("ssh-passphrase:") + QFileInfo(keyFile).absoluteFilePath();
}

QString CredentialStore::passwordKey(const QString &user, const QString &host, int port)
{
    return QStringLiteral("ssh-password:%1@%2:%3").arg(user, host).arg(port);
}

namespace {

Error keychainError(const QKeychain::Job *job)
{
    // errorString() describes the keychain's failure, never the secret.
    const QString why = job->errorString();
    switch (job->error()) {
    case QKeychain::EntryNotFound:
        return makeError(ErrorCode::NotFound, KeychainCredentialStore::tr("nothing saved in the system keychain"));
    case QKeychain::OtherError:
        // Without a D-Bus session bus, qtkeychain 0.13's libsecret backend fails with a bare
        // "Unknown error" (observed headless, as in CI); that is "no keychain", not a fault.
        if (why != QLatin1String("Unknown error") && !why.isEmpty())
            return makeError(ErrorCode::Io, KeychainCredentialStore::tr("the system keychain failed (%1)").arg(why));
        Q_FALLTHROUGH();
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return makeError(ErrorCode::Unsupported,
                         KeychainCredentialStore::tr("no system keychain is available (no Secret Service or KWallet "
                                                     "on this session's D-Bus)"),
                         why);
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return makeError(ErrorCode::PermissionDenied, KeychainCredentialStore::tr("the system keychain denied access"),
                         why);
    default:
        return makeError(ErrorCode::Io, KeychainCredentialStore::tr("the system keychain failed (%1)").arg(why));
    }
}

} // namespace

KeychainCredentialStore::KeychainCredentialStore(QObject *parent) : CredentialStore(parent) { }

void KeychainCredentialStore::track(QKeychain::Job *job)
{
    ++m_running;
    connect(job, &QKeychain::Job::finished, this, [this] { --m_running; });
    job->start();
}

void KeychainCredentialStore::read(const QString &key, QObject *context,
                                   std::function<void(Result<QByteArray>)> done)
{
    auto *job = new QKeychain::ReadPasswordJob(QLatin1String(ServiceName), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError)
            done(job->binaryData());
        else
            done(keychainError(job));
    });
    track(job);
}

void KeychainCredentialStore::write(const QString &key, const QByteArray &secret, QObject *context,
                                    std::function<void(Status)> done)
{
    auto *job = new QKeychain::WritePasswordJob(QLatin1String(ServiceName), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setBinaryData(secret);
    connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError)
            done(Ok{});
        else
            done(keychainError(job));
    });
    track(job);
}

void KeychainCredentialStore::remove(const QString &key, QObject *context, std::function<void(Status)> done)
{
    auto *job = new QKeychain::DeletePasswordJob(QLatin1String(ServiceName), this);
    job->setAutoDelete(true);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound)
            done(Ok{});
        else
            done(keychainError(job));
    });
    track(job);
}

std::optional<QString> readKeychainSecretNow(const QString &key, int timeoutMs)
{
    KeychainCredentialStore store;
    QEventLoop loop;
    std::optional<QString> secret;
    store.read(key, &loop, [&](Result<QByteArray> read) {
        if (read)
            secret = QString::fromUtf8(read.value());
        else if (read.error().code != ErrorCode::NotFound)
            qCDebug(lcSsh) << "keychain read of" << key << "failed:" << read.error().message;
        loop.quit();
    });
    if (store.isBusy()) {
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return secret;
}

} // namespace Tunebench
