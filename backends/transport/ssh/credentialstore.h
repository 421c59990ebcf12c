// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QObject>

#include <functional>
#include <optional>

namespace QKeychain {
class Job;
}

namespace Tunebench {

/// Where saved passphrases and passwords live. Only secrets the user chose to save are written.
/// Every call is asynchronous; @p done runs in @p context's thread (and not if it is deleted).
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    /// done(secret), or an Error: NotFound when nothing is saved, Unsupported when no keychain
    /// service is available (headless machines, CI), anything else when the keychain failed.
    virtual void read(const QString &key, QObject *context, std::function<void(Result<QByteArray>)> done) = 0;
    virtual void write(const QString &key, const QByteArray &secret, QObject *context,
                       std::function<void(Status)> done) = 0;
    virtual void remove(const QString &key, QObject *context, std::function<void(Status)> done) = 0;
    /// True while a call has not finished yet (a CLI waits for saves before it exits).
    [[nodiscard]] virtual bool isBusy() const { return false; }

    /// Entry names: "ssh-passphrase:<absolute key path>" and "ssh-password:<user>@<host>:<port>".
    [[nodiscard]] static QString passphraseKey(const QString &keyFile);
    [[nodiscard]] static QString passwordKey(const QString &user, const QString &host, int port);
};

/// Reads @p key from the system keychain and waits for the answer (at most @p timeoutMs) in a
/// local event loop: for a thread that cannot go on without the secret, such as a store that
/// connects to PostgreSQL (Database::setPasswordSource). Nothing when nothing is saved, no
/// keychain is available or it does not answer in time.
[[nodiscard]] std::optional<QString> readKeychainSecretNow(const QString &key, int timeoutMs = 10000);

/// The system keychain through qtkeychain (Secret Service, KWallet, macOS Keychain, Windows
/// Credential Store). The insecure plain-text fallback stays off: without a keychain service
/// every call fails with ErrorCode::Unsupported and callers fall back to asking the user.
class KeychainCredentialStore : public CredentialStore
{
    Q_OBJECT
public:
    explicit KeychainCredentialStore(QObject *parent = nullptr);
    void read(const QString &key, QObject *context, std::function<void(Result<QByteArray>)> done) override;
    void write(const QString &key, const QByteArray &secret, QObject *context,
               std::function<void(Status)> done) override;
    void remove(const QString &key, QObject *context, std::function<void(Status)> done) override;
    [[nodiscard]] bool isBusy() const override { return m_running > 0; }

    static constexpr const char *ServiceName = "tunebench";

private:
    void track(QKeychain::Job *job);
    int m_running = 0;
};

} // namespace Tunebench
