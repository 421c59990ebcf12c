// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstring>

namespace Tunebench {

/// A whole line as a hash key, for the parser's caches of lines that logs repeat (banners, failure
/// messages, table headers). Hashed eight bytes at a time, each word mixed in by a multiplication
/// (the constants are SplitMix64's): qHash(QByteArray) costs more than the rest of a lookup on long
/// lines.
struct LineKey
{
    QByteArray bytes;

    /// A key that refers to @p line without copying it, for lookups.
    static LineKey view(QByteArrayView line) { return LineKey{QByteArray::fromRawData(line.data(), line.size())}; }

    friend bool operator==(const LineKey &a, const LineKey &b) { return a.bytes == b.bytes; }
    friend size_t qHash(const LineKey &key, size_t seed) { return hash(key.bytes, seed); }

    static size_t hash(QByteArrayView line, size_t seed)
    {
        const char *p = line.data();
        qsizetype left = line.size();
        quint64 hash = (quint64(left) * 0x9E3779B97F4A7C15ULL) ^ quint64(seed);
        const auto mix = [&hash](quint64 word) {
            hash = (hash ^ word) * 0xBF58476D1CE4E5B9ULL;
            hash ^= hash >> 31;
        };
        for (; left >= 8; p += 8, left -= 8) {
            quint64 word;
            std::memcpy(&word, p, 8);
            mix(word);
        }
        if (left > 0) {
            quint64 word = 0;
            std::memcpy(&word, p, size_t(left));
            mix(word);
        }
        return size_t(hash ^ (hash >> 29));
    }
};

} // namespace Tunebench
