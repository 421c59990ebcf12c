// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/classictablereader.h"
#include "netperf/linekey.h"
#include "netperf/netperfoutput.h"
#include "netperf/omniselector.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>

#include <array>
#include <limits>

namespace Tunebench {
/// "KEY=value" with KEY in netperf's selector alphabet: the key, or an empty view.
[[nodiscard]] QByteArrayView keyOf(QByteArrayView line);
} // namespace Tunebench

namespace Tunebench {

/// The layout of the last interim record NetperfOutputParser's fast paths read (a human line, or
/// the four lines of a -k record): the next one is most often the same but for the digits of its
/// numbers (and of its -k index), and is then checked and read at fixed places (shapedInterim()).
struct InterimRecordShape
{
    static constexpr int maxBytes = 160;
    struct Number
    {
        int start = 0;    ///< offset of its first digit
        int count = 0;    ///< its digits, the point not counted (at most 14)
        int decimals = 0; ///< those after the point (at least 1)
    };
    alignas(16) std::array<char, maxBytes> bytes{};    ///< the record as it was
    /// 0xFF where the next record's byte is not compared: where any digit may stand instead (the
    /// digits of its numbers and of its -k index, which are checked where they are read) and past
    /// the record's end.
    alignas(16) std::array<char, maxBytes> notCompared{};
    int length = 0;                                    ///< 0: no shape yet
    std::array<Number, 3> numbers;                     ///< rate, interval, ending
    int unitsStart = 0;
    int unitsLength = 0;
    std::array<int, 4> indexStarts{}; ///< -k: the index in each of the four lines
    int indexWidth = 0;
};

/// Streaming parser for everything netperf 2.7.0 prints: interim results (human "Interim result:"
/// lines, -k "NETPERF_INTERIM_RESULT[n]" keyvals, -o CSV), -k and -o results, the classic
/// request/response and stream tables (with and without CPU columns, with and without headers),
/// banners, confidence warnings and failures. Feed it output as it arrives: each interim sample
/// is in output().samples as soon as the line that completes it was fed.
///
/// It never throws and never reads outside its input; a line it does not understand is kept with
/// its line number in output().unparsed. Several tests in one stream become several ParsedTests.
class NetperfOutputParser
{
public:
    /// Feeds bytes in any chunking; every complete line is parsed at once.
    void feed(QByteArrayView data);
    /// Feeds one line (without its newline; a trailing '\r' is ignored).
    void feedLine(QByteArrayView line);
    /// As feedLine(), numbering the line @p lineNumber (the importer maps lines back to its file).
    void feedLine(QByteArrayView line, qint64 lineNumber);
    /// Whole lines, numbered from @p firstLineNumber on, as feedLine() would take them one by one
    /// (a last line without its newline included), through feed()'s buffered fast paths.
    void feedLines(QByteArrayView lines, qint64 firstLineNumber);
    /// Parses a last line that had no newline and closes whatever is still open.
    void finish();
    /// The size of the whole input, where it is known (a file fed in chunks): the output's lists
    /// are then sized once, from what the first chunks held, rather than grown chunk by chunk
    /// (each growth a copy, and fresh memory to fault in). A hint only; 0 (the default) is none.
    void setExpectedSize(qint64 bytes) { m_expectedBytes = bytes; }

    [[nodiscard]] const NetperfOutput &output() const { return m_output; }
    [[nodiscard]] NetperfOutput takeOutput();

private:
    struct PendingInterim
    {
        qint64 index = -1;
        std::optional<double> rate;
        std::optional<double> interval;
        QByteArray units;
        qint64 firstLine = 0;
    };

    void parseLine(QByteArrayView line, qint64 lineNumber);
    void flushSamples();
    const char *fastLine(const char *p, const char *end);
    const char *fastRecordLine(const char *p, const char *end);
    const char *fastInterim(const char *p, const char *end);
    const char *shapedInterim(const char *p, const char *end);
    const char *shapedKeyvalRecord(const char *p, const char *end);
    const char *fastKeyvalInterim(const char *p, const char *end);
    const char *fastKeyvalRecord(const char *q, const char *end);
    const char *fastKeyValue(const char *p, const char *end);
    const char *fastCsvInterim(const char *p, const char *end);
    const char *fastHeader(const char *p, const char *end);
    const char *fastBanner(const char *p, const char *end);
    const char *fastTableRow(const char *p, const char *end);
    void useBanner(std::shared_ptr<const TestBanner> banner);
    void noteHeaderLine(const char *lineStart, const char *lineEnd, bool tableWasIdle, int headersBefore);
    void commitHeaderTemplate();
    void dispatch(QByteArrayView line);
    bool startsSomethingElse(QByteArrayView line);
    const std::optional<NetperfFailure> &failureOf(QByteArrayView line);
    void dispatchRecord(QByteArrayView text);
    bool inUsageText(QByteArrayView text);
    void completeKeyvalInterim(QByteArrayView line, qint64 index, std::optional<double> ending);
    bool handleInterim(QByteArrayView line);
    bool handleKeyvalInterim(QByteArrayView line);
    bool handleNumberLine(QByteArrayView line);
    bool handleCsv(QByteArrayView line);
    bool handleKeyValue(QByteArrayView line);
    bool handleWarning(QByteArrayView line);
    bool handleBanner(QByteArrayView line);
    bool handleFailure(QByteArrayView line);
    bool handleCommandLine(QByteArrayView line);
    void feedTable(QByteArrayView line);
    void applyRow(const ClassicTableReader::Row &row);
    /// @p selector's index in omniSelectors(), or more than any there is for none.
    [[nodiscard]] size_t keyIndex(const OmniSelector *selector) const
    {
        return selector ? size_t(selector - m_firstSelector) : std::numeric_limits<size_t>::max();
    }
    void storeValue(TestResult &result, QByteArrayView key, const OmniSelector *selector, QByteArrayView value);
    static void fillRequestResponse(TestResult &result, const ClassicTableReader::Row &row);
    static void fillStream(TestResult &result, const ClassicTableReader::Row &row, bool maerts);
    void addSample(double rate, double interval, double endTime, QByteArrayView units);
    void appendSample(double rate, double interval, double endTime, QByteArrayView units);
    void appendSample(double rate, double interval, double endTime, QByteArrayView units, bool sameUnits);
    void addSampleToNewTarget(double rate, double interval, double endTime, QByteArrayView units);
    void dropPendingInterim();
    void closeOpenRecords();
    void keepUnparsed(QByteArrayView line);
    [[nodiscard]] QString sharedText(QByteArrayView utf8);

    ParsedTest &current();
    ParsedTest &startTest();
    template<typename T>
    void growAhead(QList<T> &list, qsizetype before, qsizetype more, int minBytes) const;
    void touch()
    {
        if (m_current >= 0)
            m_output.tests[m_current].lastLine = m_line;
    }

    NetperfOutput m_output;
    std::array<InterimSample, 128> m_batch; ///< samples not yet in m_output (see flushSamples())
    int m_batched = 0;
    ClassicTableReader m_table;
    QList<ClassicTableReader::Row> m_rows; ///< reused for every table line
    QByteArrayView m_tableRest;           ///< what the table left of the line being dispatched
    PendingInterim m_pending;
    InterimRecordShape m_interimShape; ///< a human interim line
    /// A -k interim record in two parts around its rate, whose width -k output does not pad:
    /// "NETPERF_INTERIM_RESULT[n]=" and the rest of its four lines (numbers[0] unused).
    InterimRecordShape m_keyvalHead;
    InterimRecordShape m_keyvalTail;
    /// A table's header lines as a log repeats them, and the state they leave (see fastHeader()).
    struct HeaderTemplate
    {
        QByteArray bytes; ///< the lines, their newlines (and any '\r') included
        quint64 head = 0; ///< their first eight bytes
        int lines = 0;
        ClassicTableReader::HeaderState state;
    };
    std::array<HeaderTemplate, 8> m_headerTemplates;
    int m_nextTemplate = 0;
    /// The header lines the general steps are reading from feed()'s buffer: a template once read.
    struct HeaderRecording
    {
        const char *begin = nullptr;
        const char *end = nullptr;
        int lines = 0;
        int headersBegun = 0;
        ClassicTableReader::HeaderState state;
    } m_recording;
    int m_headersBegun = 0; ///< tables whose header the general steps began, to tell one from the next
    QByteArray m_partial;       ///< an incomplete last line from feed()
    qint64 m_fedBytes = 0;      ///< what feed() took before the buffer it is parsing
    qint64 m_expectedBytes = 0; ///< see setExpectedSize()
    /// The buffer feed() is parsing, and where: to size the output's lists from what was seen.
    struct FeedProgress
    {
        const char *begin = nullptr;
        const char *cursor = nullptr;
        const char *end = nullptr;
        qsizetype testsBefore = 0;
        qsizetype failuresBefore = 0;
        qsizetype samplesBefore = 0;
    } m_feed;
    QByteArray m_interimUnits;  ///< units of the last interims, to avoid a QString per line ...
    QString m_interimUnitsText; ///< ... and their text, shared by the tests that have them
    std::array<char, 16> m_interimUnitsKey{}; ///< their first 16 bytes, zero-padded, for one SSE2 compare
    /// For each selector (by its index in omniSelectors()), the one whose -k key followed it last,
    /// and the key fastKeyValue() expects next from that (see there).
    std::array<const OmniSelector *, 64> m_keyFollowers{};
    const OmniSelector *m_lastKey = nullptr;
    const OmniSelector *m_nextKey = nullptr;
    QByteArray m_csvHeader;    ///< the last -o header line
    qsizetype m_csvColumns = 0; ///< its number of columns while its row is due, else 0
    struct CsvColumn
    {
        QByteArrayView name; ///< in m_csvHeader
        const OmniSelector *selector = nullptr;
    };
    QList<CsvColumn> m_csvHeaderColumns; ///< m_csvHeader's columns
    /// Logs repeat the same few banners: each distinct one is parsed once (up to a bound).
    QHash<LineKey, std::shared_ptr<const TestBanner>> m_banners;
    /// netperf's banner lines read before, by a cheap fingerprint (direct-mapped): fastBanner()
    /// takes them from the buffer without the general steps or a hash of the whole line.
    struct KnownBanner
    {
        QByteArray text;
        std::shared_ptr<const TestBanner> banner;
    };
    std::array<KnownBanner, 256> m_knownBanners;
    [[nodiscard]] KnownBanner &knownBanner(QByteArrayView text);
    /// The same for failure messages: matchFailure() of each distinct line seen (up to a bound).
    QHash<LineKey, std::optional<NetperfFailure>> m_failures;
    /// The texts that logs repeat and the output keeps as text (warning lines, a failure's continued
    /// text, interim units, -k and -o results' units, methods and extra values), each made once and
    /// shared (up to a bound, see sharedText()): a big log repeats the same few thousands of times,
    /// and a string of its own for each is a heap block in fresh pages.
    QHash<LineKey, QString> m_texts;
    QByteArray m_failureText; ///< the last failure's text as printed, its lines joined by '\n'
    qint64 m_line = 0;
    int m_current = -1;
    /// The test the last sample went to, in units m_interimUnits: while it is m_current, has no
    /// result and has not ended, the next sample in the same units joins it directly.
    int m_sampleTest = -1;
    bool m_currentEnded = false; ///< the current test printed a failure: netperf stopped there
    bool m_inUsage = false; ///< inside netperf's usage text, printed after an invalid option
    const OmniSelector *m_firstSelector = omniSelectors().constData(); ///< see keyIndex()
};

} // namespace Tunebench
