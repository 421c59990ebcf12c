// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/linekey.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <array>
#include <optional>

namespace Tunebench {

/// Reads netperf's classic (human) result tables token by token rather than line by line, so a
/// table survives re-wrapping: headers split over lines, rows glued to their header, wrapped rows.
/// Tables (src/nettest_omni.c, netperf 2.7.0):
///  - request/response: "Local /Remote" header, a row of 6 numbers (10 with -c/-C), then a row
///    with the remote socket sizes;
///  - stream (TCP_STREAM, TCP_MAERTS): "Recv Send Send" header, a row of 5 numbers (9 with CPU);
///  - the -v 2 request/response block: "Alignment Offset RoundTrip ..." header, 8 numbers;
///  - TCP_MSS: "Maximum / Segment / Size (bytes)", one number.
/// With -P 0 netperf prints the rows without any header; beginHeadless() takes those.
class ClassicTableReader
{
public:
    enum class Kind { None, RequestResponse, Stream, Verbose, Mss };

    struct Row
    {
        Kind kind = Kind::None;
        bool remoteSockets = false; ///< the request/response table's second row
        bool headed = false;
        bool cpuColumns = false;
        QString units;     ///< stream throughput units from the header, "10^6bits/s"
        QString cpuMethod; ///< "S" from "% S"
        QVarLengthArray<double, 12> numbers;
    };

    /// The table a header line starts, or Kind::None.
    [[nodiscard]] static Kind headerKind(QByteArrayView trimmedLine);
    /// The table a headerless row of @p count numbers belongs to, or Kind::None.
    [[nodiscard]] static Kind headlessKind(int count);

    /// What a table's header lines leave for its rows: the parser replays the header lines of a
    /// log's tables with it (a header repeats byte for byte, and its effect depends on nothing else).
    struct HeaderState
    {
        Row row;
        bool previousWasPercent = false;
        int headerTokens = 0;
    };
    [[nodiscard]] HeaderState headerState() const { return {m_row, m_previousWasPercent, m_headerTokens}; }
    /// In the header, as headerState() was taken.
    void restoreHeader(const HeaderState &state);

    [[nodiscard]] bool isActive() const { return m_state != State::Idle; }
    [[nodiscard]] bool inHeader() const { return m_state == State::Header; }
    /// True while the request/response table waits for its remote socket row.
    [[nodiscard]] bool awaitsRemoteRow() const { return m_state == State::RemoteRow; }

    void beginHeader(Kind kind);
    void beginHeadless(Kind kind, int count);
    /// Feeds one line; completed rows are appended to @p rows. When the table ends inside the
    /// line, the text after it is returned so the caller can parse it as a line of its own.
    QByteArrayView feed(QByteArrayView line, QList<Row> &rows);
    /// What feed() does with a line of these numbers alone (each a token parseNumber() reads whole),
    /// when the table takes them all: completed rows are appended to @p rows. False, and nothing
    /// done, when the table would end before the last of them.
    bool takeNumbers(const double *values, int count, QList<Row> &rows);
    /// Ends the table; a row cut short is handed out when it holds at least the non-CPU columns.
    void close(QList<Row> &rows);

private:
    enum class State { Idle, Header, Row, RemoteRow };
    enum class Step { Continue, RowDone, Ended };

    /// What a header line made of header words only does to the table being read: logs repeat
    /// the same few header lines, so each distinct one is read once (up to a bound).
    struct HeaderLine
    {
        int tokens = 0;
        bool cpuWord = false;       ///< "CPU", "S.dem", ...: the table has CPU columns
        bool endsWithPercent = false;
        char firstLetter = 0;       ///< the first word when it is one capital letter (a method after "%")
        char methodLetter = 0;      ///< the first capital letter after a "%" within the line
        QString units;              ///< the first throughput units in the line
    };
    [[nodiscard]] std::optional<HeaderLine> readHeaderLine(QByteArrayView line);
    [[nodiscard]] bool applyHeaderLine(QByteArrayView line);
    Step feedToken(QByteArrayView token, QList<Row> &rows);
    Step takeNumber(double value, QList<Row> &rows);
    [[nodiscard]] QString unitsText(QByteArrayView units);
    void takeHeaderToken(QByteArrayView token);
    [[nodiscard]] static QString cpuMethodText(char letter);
    [[nodiscard]] int expectedCount() const;
    [[nodiscard]] int minimumCount() const;
    void reset();

    State m_state = State::Idle;
    Row m_row;
    bool m_previousWasPercent = false;
    int m_headerTokens = 0;
    QByteArray m_lastUnits;   ///< the units of the last stream table ...
    QString m_lastUnitsText;  ///< ... and their text, shared by the rows of every such table
    /// The header lines read, by hash (direct-mapped: a table has a few lines, logs a few tables).
    struct HeaderSlot
    {
        size_t hash = 0;
        QByteArray bytes;
        HeaderLine header;
    };
    std::array<HeaderSlot, 128> m_headerLines;
};

} // namespace Tunebench
