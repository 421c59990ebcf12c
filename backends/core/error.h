// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace Tunebench {

/// What kind of failure an Error describes; callers branch on this, users read the message.
enum class ErrorCode {
    InvalidArgument,
    NotFound,
    Unsupported,
    ParseError,
    Io,
    Timeout,
    Cancelled,
    ConnectionFailed,
    ConnectionLost,
    AuthenticationFailed,
    HostKeyUnknown,
    HostKeyChanged,
    PermissionDenied,
    CommandFailed,
    Database,
    Internal,
};

/// An error as a value: a code for programs and a translated sentence a user can act on.
struct Error
{
    ErrorCode code = ErrorCode::Internal;
    QString message;
    QString detail; ///< optional extra context (raw stderr, the failing line), never secrets

    [[nodiscard]] QString toString() const;
};

[[nodiscard]] QString errorCodeName(ErrorCode code);

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::Error)
