// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace Tunebench {

/// Reads netperf's classic (human) result tables token by token rather than line by line, so a
/// table survives re-wrapping: headers split over lines, rows glued to their header, wrapped rows.
/// Tables (src/nettest_omni.c, netperf 2.7.0):
///  - request/response: "Local /Remote" header, a row of 6 numbers (10 with -c/-C), then a row
///    with the remote socket sizes;
///  - stream (TCP_STREAM, TCP_MAERTS): "Recv Send Send" header, a row of 5 numbers (9 with CPU);
///  - the -v 2 request/response block: "Alignment Offset RoundTrip ..." header, 8 numbers;
///  - TCP_MSS: "Maximum / Segment / Size (bytes)", one number.
/// With -P 0 netperf prints the rows without any header; beginHeadless() takes those, and
/// headlessForm() says which table they are from their shape.
class ClassicTableReader
{
public:
    enum class Kind
    {
        None,
        RequestResponse,
        Stream,
        Verbose,
        Mss
    };

    /// A table's kind, and whether its rows have the CPU and service-demand columns.
    struct Form
    {
        Kind kind = Kind::None;
        bool cpuColumns = false;
    };

    struct Row
    {
        Kind kind = Kind::None;
        bool remoteSockets = false; ///< the request/response table's second row
        bool cpuColumns = false;
        QString units; ///< stream throughput units from the header, "10^6bits/s"
        QString cpuMethod; ///< "S" from "% S"
        QVarLengthArray<double, 12> numbers;
    };

    /// The table a header line starts, or Kind::None.
    [[nodiscard]] static Kind headerKind(QByteArrayView trimmedLine);
    /// True for a line that starts like the lines of a table's header after its first ("Socket",
    /// "Send", "bytes", ...): it continues the header, whatever else it looks like.
    [[nodiscard]] static bool continuesHeader(QByteArrayView trimmedLine);
    /// The table whose header-less rows (-P 0) the numbers of @p line are, whole: one row, or
    /// several run together on one line (a request/response row's remote sockets may be left for
    /// the next line). The shape decides, not the count alone: netperf prints socket and message
    /// sizes as integers, times, rates and CPU figures with decimals. Kind::None when no table fits.
    [[nodiscard]] static Form headlessForm(QByteArrayView line);

    [[nodiscard]] bool isActive() const { return m_state != State::Idle; }
    [[nodiscard]] bool inHeader() const { return m_state == State::Header; }

    void beginHeader(Kind kind);
    void beginHeadless(Form form);
    /// Feeds one line; completed rows are appended to @p rows. When the table ends inside the
    /// line, the text after it is returned so the caller can parse it as a line of its own.
    QByteArrayView feed(QByteArrayView line, QList<Row> &rows);
    /// Ends the table; a row cut short is handed out when it holds at least the non-CPU columns.
    void close(QList<Row> &rows);

private:
    enum class State
    {
        Idle,
        Header,
        Row,
        RemoteRow
    };
    enum class Step
    {
        Continue,
        Ended
    };

    Step feedToken(QByteArrayView token, QList<Row> &rows);
    Step takeNumber(double value, QList<Row> &rows);
    void takeHeaderWord(QByteArrayView word);
    [[nodiscard]] int expectedCount() const;
    [[nodiscard]] int minimumCount() const;
    void reset();

    State m_state = State::Idle;
    Row m_row;
    bool m_previousWasPercent = false;
    int m_headerTokens = 0;
};

} // namespace Tunebench
