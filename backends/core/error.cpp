// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/error.h"

namespace Tunebench {

QString Error::toString() const
{
    if (detail.isEmpty())
        return message;
    return message + QLatin1String(" (") + detail + QLatin1Char(')');
}

QString errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::InvalidArgument:
        return QStringLiteral("invalid-argument");
    case ErrorCode::NotFound:
        return QStringLiteral("not-found");
    case ErrorCode::Unsupported:
        return QStringLiteral("unsupported");
    case ErrorCode::ParseError:
        return QStringLiteral("parse-error");
    case ErrorCode::Io:
        return QStringLiteral("io");
    case ErrorCode::Timeout:
        return QStringLiteral("timeout");
    case ErrorCode::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorCode::ConnectionFailed:
        return QStringLiteral("connection-failed");
    case ErrorCode::ConnectionLost:
        return QStringLiteral("connection-lost");
    case ErrorCode::AuthenticationFailed:
        return QStringLiteral("authentication-failed");
    case ErrorCode::HostKeyUnknown:
        return QStringLiteral("host-key-unknown");
    case ErrorCode::HostKeyChanged:
        return QStringLiteral("host-key-changed");
    case ErrorCode::PermissionDenied:
        return QStringLiteral("permission-denied");
    case ErrorCode::CommandFailed:
        return QStringLiteral("command-failed");
    case ErrorCode::Database:
        return QStringLiteral("database");
    case ErrorCode::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

} // namespace Tunebench
