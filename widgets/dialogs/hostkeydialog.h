// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;

namespace Tunebench {

/// What the SSH layer knows about a host key it cannot silently accept.
struct HostKeyQuestion
{
    enum class Kind
    {
        Unknown,
        Changed
    };
    Kind kind = Kind::Unknown;
    QString host; ///< as the user named it, e.g. "root@198.18.0.2"
    QString address; ///< host[:port] as written to known_hosts
    QString keyType; ///< "ssh-ed25519"
    QString fingerprint; ///< "SHA256:…" of the key the server offered
    QString knownFingerprint; ///< Changed only: the fingerprint on record
    QString knownHostsFile; ///< where the record lives
    int knownHostsLine = 0; ///< Changed only: the line that holds the old key, from 1
};

/// Asks whether to trust a host key. An unknown key can be accepted; a changed key is shown in
/// red with both fingerprints and the known_hosts line to remove, and cannot be accepted here:
/// there is no one-click override for a possible man-in-the-middle.
class HostKeyDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HostKeyDialog(const HostKeyQuestion &question, QWidget *parent = nullptr);

    [[nodiscard]] bool canAccept() const { return m_question.kind == HostKeyQuestion::Kind::Unknown; }
    /// The command that removes the stale record (Changed only).
    [[nodiscard]] QString removalCommand() const;

private:
    HostKeyQuestion m_question;
};

} // namespace Tunebench
