// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

namespace Tunebench::NetperfRecords {

// What netperf's records look like as text, for repairing text that mail and terminals mangled
// (NetperfImporter): which record a line starts, whether it is all there, and where one starts
// inside a line that others were glued onto.

/// The records a wrapped line can be cut from.
enum class Kind
{
    None,
    Interim,
    KeyvalInterim,
    KeyValue,
    Banner
};

/// The record @p text starts ("Interim result:", "NETPERF_...", a banner, "KEY=").
[[nodiscard]] Kind kindOf(QByteArrayView trimmedText);
/// Whether @p text holds all of a record of @p kind, as netperf prints it.
[[nodiscard]] bool isComplete(Kind kind, QByteArrayView text);
/// Whether a record starts at @p pos > 0 of @p line, glued onto what is before it.
[[nodiscard]] bool startsAt(QByteArrayView line, qsizetype pos);
/// A line that may be the rest of a wrapped record: anything that does not start a record itself.
[[nodiscard]] bool isContinuation(QByteArrayView text);
/// The digits after the point of the number that ends @p text (0 without a point).
[[nodiscard]] int decimalsOfLastNumber(QByteArrayView text);
/// A line of numbers that is one or more whole header-less result rows (ClassicTableReader::headlessForm()).
[[nodiscard]] bool isWholeRow(QByteArrayView text);
/// A record with an end time that has fewer decimals than netperf prints ("%ld.%03ld"): cut off.
[[nodiscard]] bool endingCutShort(Kind kind, QByteArrayView text);

} // namespace Tunebench::NetperfRecords
