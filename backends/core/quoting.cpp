// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/quoting.h"

namespace Tunebench {

namespace {
bool isSafeUnquoted(QChar c)
{
    // shlex.quote's safe set [\w@%+=:,./-], restricted to ASCII so no locale can reinterpret it.
    const char16_t u = c.unicode();
    if (u >= 0x80)
        return false;
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'@'
        || u == u'%' || u == u'+' || u == u'=' || u == u':' || u == u',' || u == u'.' || u == u'/' || u == u'-';
}
} // namespace

QString shellQuote(const QString &argument)
{
    if (argument.isEmpty())
        return QStringLiteral("''");
    if (std::all_of(argument.begin(), argument.end(), isSafeUnquoted))
        return argument;
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\"'\"'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString shellJoin(const QStringList &argv)
{
    QStringList quoted;
    quoted.reserve(argv.size());
    for (const QString &arg : argv)
        quoted << shellQuote(arg);
    return quoted.join(QLatin1Char(' '));
}

} // namespace Tunebench
