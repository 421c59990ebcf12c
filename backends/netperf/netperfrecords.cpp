// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfrecords.h"

#include "netperf/classictablereader.h"
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/netperftext.h"
#include "netperf/omniselector.h"

#include <algorithm>

namespace Tunebench::NetperfRecords {

using namespace NetperfText;

namespace {

/// Length of "KEY=" at the start of @p text (KEY upper-case, at least 3 characters), or 0.
qsizetype keyLength(QByteArrayView text)
{
    const qsizetype key = keyOf(text).size();
    return key >= 3 ? key + 1 : 0;
}

/// Whether a record with a fixed start begins at @p rest: by its first byte, one compare or two.
bool fixedStartAt(QByteArrayView rest)
{
    switch (rest[0]) {
    case 'I':
        return startsWith(rest, "Interim result:");
    case 'M':
        return startsWith(rest, "MIGRATED ");
    case 'N':
        return startsWith(rest, "NETPERF_");
    case '!':
        return startsWith(rest, "!!!");
    case 'L':
        return startsWith(rest, "Local /Remote");
    case 'A':
        return startsWith(rest, "Alignment ");
    case 'e':
        return startsWith(rest, "establish control:") || startsWith(rest, "establish_control ");
    case 'S':
        return startsWith(rest, "Sorry, Demo Mode");
    case 'R':
        // The stream table's header; the third word may be glued to the next line's first
        // ("SendSocket") when lines were joined.
        return startsWith(rest, "Recv") && nextToken(rest) == "Recv" && nextToken(rest) == "Send"
            && startsWith(nextToken(rest), "Send");
    default:
        return false;
    }
}

} // namespace

Kind kindOf(QByteArrayView text)
{
    if (startsWith(text, "Interim result:"))
        return Kind::Interim;
    if (startsWith(text, "NETPERF_"))
        return Kind::KeyvalInterim;
    if (looksLikeBanner(text))
        return Kind::Banner;
    if (keyLength(text) > 0)
        return Kind::KeyValue;
    return Kind::None;
}

bool isComplete(Kind kind, QByteArrayView text)
{
    text = trimmed(text);
    switch (kind) {
    case Kind::Interim:
        return readInterimLine(text.sliced(15)).has_value();
    case Kind::KeyvalInterim: {
        const qsizetype assign = indexOf(text, "]=");
        if (assign < 0 || !text.contains('['))
            return false;
        const QByteArrayView value = text.sliced(assign + 2);
        return startsWith(text, "NETPERF_UNITS") ? !value.isEmpty() : toNumber(value).has_value();
    }
    case Kind::KeyValue: {
        const qsizetype length = keyLength(text);
        const QByteArrayView value = text.sliced(length);
        const OmniSelector *selector = selectorForKey(text.first(length - 1));
        if (value.isEmpty())
            return false;
        if (value.startsWith('"'))
            return value.size() >= 2 && value.endsWith('"');
        return !selector || !selector->field || toNumber(value).has_value();
    }
    case Kind::Banner: {
        const std::optional<TestBanner> banner = parseBanner(text);
        return banner && std::all_of(banner->annotations.cbegin(), banner->annotations.cend(), isKnownAnnotation);
    }
    case Kind::None:
        break;
    }
    return true;
}

bool startsAt(QByteArrayView line, qsizetype pos)
{
    if (fixedStartAt(line.sliced(pos)))
        return true;
    // Not inside a longer key ("LOCAL_SD=" in "REMOTE_LOCAL_SD="); a digit before is a glued value.
    if (!isUpper(line[pos]) || isUpper(line[pos - 1]) || line[pos - 1] == '_')
        return false;
    const qsizetype length = keyLength(line.sliced(pos));
    if (length == 0)
        return false;
    // A known selector may be glued to the previous value ("37470.76THROUGHPUT_UNITS=");
    // any other KEY= needs a blank before it and a keyval line around it.
    return selectorForKey(line.sliced(pos, length - 1)) || (isBlank(line[pos - 1]) && keyLength(trimmed(line)) > 0);
}

bool isContinuation(QByteArrayView text)
{
    text = trimmed(text);
    return !text.isEmpty() && kindOf(text) == Kind::None && !startsWith(text, "!!!")
        && ClassicTableReader::headerKind(text) == ClassicTableReader::Kind::None && !matchFailure(text);
}

int decimalsOfLastNumber(QByteArrayView text)
{
    text = trimmed(text);
    qsizetype digits = 0;
    while (digits < text.size() && isDigit(text[text.size() - 1 - digits]))
        ++digits;
    const qsizetype dot = text.size() - 1 - digits;
    return dot >= 0 && text[dot] == '.' ? int(digits) : 0;
}

bool isWholeRow(QByteArrayView text)
{
    return ClassicTableReader::headlessForm(trimmed(text)).kind != ClassicTableReader::Kind::None;
}

bool endingCutShort(Kind kind, QByteArrayView text)
{
    const bool hasEnding = kind == Kind::Interim || (kind == Kind::KeyvalInterim && startsWith(text, "NETPERF_ENDING"));
    return hasEnding && decimalsOfLastNumber(text) < 3;
}

} // namespace Tunebench::NetperfRecords
