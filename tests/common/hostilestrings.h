// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Arguments that break naive remote command lines; every runner must pass them through unchanged.

#include <QStringList>

namespace Tunebench::Test {

inline QStringList hostileStrings()
{
    return {
        QString(),                                      // empty argument
        QStringLiteral(" "),                            // only a space
        QStringLiteral("it's"),                         // single quote
        QStringLiteral("'"),                            // lone single quote
        QStringLiteral("''"),                           // two of them
        QStringLiteral("\"double\""),                   // double quotes
        QStringLiteral("$(touch /tmp/tunebench-pwned)"), // command substitution
        QStringLiteral("`id`"),                         // backticks
        QStringLiteral("$HOME $$ ${PATH}"),             // expansions
        QStringLiteral("a;b && c || d | e & f"),        // operators
        QStringLiteral("line1\nline2\n"),               // newlines
        QStringLiteral("tab\there"),                    // tab
        QStringLiteral("*"),                            // globbing
        QStringLiteral("/etc/*.conf ?"),                // more globbing
        QStringLiteral("back\\slash\\"),                // backslashes
        QStringLiteral("-n"),                           // looks like an option
        QStringLiteral("~root"),                        // tilde expansion
        QStringLiteral("#comment"),                     // comment start
        QStringLiteral("{a,b}"),                        // brace expansion
        QStringLiteral("a=b"),                          // assignment look-alike
        QStringLiteral("<in >out 2>&1"),                // redirections
        QStringLiteral("!event"),                       // history expansion
        QStringLiteral("Grüße, 日本語, emoji \U0001F600"), // non-ASCII
    };
}

} // namespace Tunebench::Test
