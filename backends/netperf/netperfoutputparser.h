// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/classictablereader.h"
#include "netperf/netperfoutput.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Tunebench {

/// Streaming parser for everything netperf 2.7.0 prints: interim results (human "Interim result:"
/// lines, -k "NETPERF_INTERIM_RESULT[n]" keyvals, -o CSV), -k and -o results, the classic
/// request/response and stream tables (with and without CPU columns, with and without headers),
/// banners, confidence warnings and failures. Feed it output as it arrives: each interim sample
/// is in output().samples as soon as the line that completes it was fed.
///
/// Every line takes one path: dispatch() hands it to the open table, or to the handler of the
/// kind of line it starts like (handleInterim(), handleKeyValue(), ...). It never throws and never
/// reads outside its input; a line it does not understand is kept with its line number in
/// output().unparsed. Several tests in one stream become several ParsedTests.
class NetperfOutputParser
{
public:
    /// Feeds bytes in any chunking; every complete line is parsed at once, as feedLine() would.
    void feed(QByteArrayView data);
    /// Feeds one line (without its newline; a trailing '\r' is ignored).
    void feedLine(QByteArrayView line);
    /// As feedLine(), numbering the line @p lineNumber (the importer maps lines back to its file).
    void feedLine(QByteArrayView line, qint64 lineNumber);
    /// Parses a last line that had no newline and closes whatever is still open.
    void finish();

    [[nodiscard]] const NetperfOutput &output() const { return m_output; }
    /// True while a table reads its numbers token by token, across lines.
    [[nodiscard]] bool inTable() const { return m_table.isActive(); }
    [[nodiscard]] NetperfOutput takeOutput();

private:
    /// A -k interim record (four lines) read so far.
    struct PendingInterim
    {
        qint64 index = -1; ///< -1: none
        std::optional<double> rate;
        std::optional<double> interval;
        QByteArray units;
        qint64 firstLine = 0;

        /// The units stay: a record without its UNITS line takes the last ones.
        void clear()
        {
            index = -1;
            rate.reset();
            interval.reset();
        }
    };

    void dispatch(QByteArrayView line);
    void dispatchRecord(QByteArrayView text);
    [[nodiscard]] bool startsSomethingElse(QByteArrayView text) const;
    [[nodiscard]] bool inUsageText(QByteArrayView text);
    bool handleInterim(QByteArrayView text);
    bool handleKeyvalInterim(QByteArrayView text);
    void completeKeyvalInterim(QByteArrayView text, qint64 index, std::optional<double> ending);
    bool handleWarning(QByteArrayView text);
    bool handleBanner(QByteArrayView text);
    bool handleFailure(QByteArrayView text);
    bool handleCommandLine(QByteArrayView text);
    // The end-of-test results, in netperfoutputparser_results.cpp.
    bool handleNumberLine(QByteArrayView text);
    bool handleCsv(QByteArrayView text);
    bool handleKeyValue(QByteArrayView text);
    /// Feeds @p line to the open table: what is left of it when the table ended inside it.
    QByteArrayView feedTable(QByteArrayView line);
    void applyRow(const ClassicTableReader::Row &row);

    void addSample(double rate, double interval, double endTime, QByteArrayView units);
    void dropPendingInterim();
    void closeOpenRecords();
    void keepUnparsed(QByteArrayView text);
    ParsedTest &current();
    ParsedTest &startTest();
    /// The current test ends at the line being parsed.
    void touch();

    NetperfOutput m_output;
    ClassicTableReader m_table;
    PendingInterim m_pending;
    QList<QByteArray> m_csvHeader; ///< the columns of the last -o header line
    qsizetype m_csvColumns = 0; ///< their number while the header's row is due, else 0
    QByteArray m_partial; ///< an incomplete last line from feed()
    QByteArray m_failureText; ///< the last failure's text as printed, its lines joined by '\n'
    QByteArray m_sampleUnits; ///< the units of the current test's last sample
    qint64 m_line = 0;
    int m_current = -1;
    bool m_currentEnded = false; ///< the current test printed a failure: netperf stopped there
    bool m_inUsage = false; ///< inside netperf's usage text, printed after an invalid option
};

} // namespace Tunebench
