// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/flatjson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Tunebench {

namespace {

// A cursor over the text that QJsonDocument already accepted, so every scan below stays
// inside well-formed JSON.
struct Scanner
{
    const QByteArray &text;
    qsizetype at = 0;

    void skipSpace()
    {
        while (at < text.size() && (text[at] == ' ' || text[at] == '\n' || text[at] == '\t' || text[at] == '\r'))
            ++at;
    }
    bool take(char c)
    {
        skipSpace();
        if (at < text.size() && text[at] == c) {
            ++at;
            return true;
        }
        return false;
    }
    // The end of the value starting at `at` (strings, numbers, literals, nested containers).
    qsizetype valueEnd() const
    {
        int depth = 0;
        bool inString = false;
        for (qsizetype i = at; i < text.size(); ++i) {
            const char c = text[i];
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
                if (!inString && depth == 0)
                    return i + 1;
                continue;
            }
            if (c == '"')
                inString = true;
            else if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']') {
                if (depth == 0)
                    return i;
                if (--depth == 0)
                    return i + 1;
            } else if (c == ',' && depth == 0)
                return i;
        }
        return text.size();
    }
};

std::optional<QJsonValue> parseValue(const QByteArray &raw)
{
    // Wrapping the value in an array lets QJsonDocument read scalars too.
    const QJsonDocument document = QJsonDocument::fromJson("[" + raw + "]");
    if (!document.isArray() || document.array().size() != 1)
        return std::nullopt;
    return document.array().first();
}

} // namespace

std::optional<JsonMembers> firstObjectMembers(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().isEmpty()
        || !document.array().first().isObject())
        return std::nullopt;
    Scanner scan{json};
    if (!scan.take('[') || !scan.take('{'))
        return std::nullopt;
    JsonMembers members;
    if (scan.take('}'))
        return members;
    do {
        scan.skipSpace();
        const qsizetype keyStart = scan.at;
        scan.at = scan.valueEnd();
        const auto key = parseValue(json.mid(keyStart, scan.at - keyStart));
        if (!key || !key->isString() || !scan.take(':'))
            return std::nullopt;
        scan.skipSpace();
        const qsizetype valueStart = scan.at;
        scan.at = scan.valueEnd();
        const auto value = parseValue(json.mid(valueStart, scan.at - valueStart).trimmed());
        if (!value)
            return std::nullopt;
        members << qMakePair(key->toString(), *value);
    } while (scan.take(','));
    return members;
}

} // namespace Tunebench
