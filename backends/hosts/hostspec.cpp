// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostspec.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

Result<int> parsePort(const QString &text, const QString &argument)
{
    bool ok = false;
    const int port = text.toInt(&ok);
    if (!ok || port < 1 || port > 65535)
        return makeError(ErrorCode::InvalidArgument,
                         HostSpec::tr("'%1' has an invalid port '%2' (1 to 65535)").arg(argument, text));
    return port;
}

} // namespace

Result<HostSpec> HostSpec::parse(const QString &argument)
{
    HostSpec spec;
    spec.argument = argument;
    if (argument == QLatin1String("local")) {
        spec.kind = Kind::Local;
        return spec;
    }
    QString rest = argument;
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        spec.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (spec.user.isEmpty())
            return makeError(ErrorCode::InvalidArgument, tr("'%1' names no user before '@'").arg(argument));
    }
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0)
            return makeError(ErrorCode::InvalidArgument, tr("'%1' has an unclosed '['").arg(argument));
        const QString after = rest.mid(close + 1);
        spec.host = rest.mid(1, close - 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(QLatin1Char(':')))
                return makeError(ErrorCode::InvalidArgument, tr("'%1': expected ':port' after ']'").arg(argument));
            Result<int> port = parsePort(after.mid(1), argument);
            if (!port)
                return port.error();
            spec.port = port.value();
        }
    } else if (rest.count(QLatin1Char(':')) == 1) {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        Result<int> port = parsePort(rest.mid(colon + 1), argument);
        if (!port)
            return port.error();
        spec.port = port.value();
        spec.host = rest.left(colon);
    } else {
        spec.host = rest; // a name, an alias, or a bare IPv6 address
    }
    // A leading '-' could be taken for an option somewhere down the line; whitespace and '/'
    // are never part of a host name or alias.
    static const QRegularExpression bad(QStringLiteral("[\\s/]"));
    if (spec.host.isEmpty() || spec.host.startsWith(QLatin1Char('-')) || bad.match(spec.host).hasMatch()
        || spec.user.contains(bad) || spec.user.startsWith(QLatin1Char('-')))
        return makeError(ErrorCode::InvalidArgument,
                         tr("'%1' is not a host: use local, [user@]host[:port] or an alias from ~/.ssh/config")
                             .arg(argument));
    return spec;
}

} // namespace Tunebench
