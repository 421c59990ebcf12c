// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfimporter.h"
#include "core/hugepages.h"

#include "netperf/classictablereader.h"
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/netperfoutputparser.h"
#include "netperf/textscan.h"

#include <QFile>
#include <QHash>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <tuple>

namespace Tunebench {

using namespace TextScan;

namespace {

/// A line (or a piece of one) on its way to the parser. Its text shares the input's bytes
/// (QByteArray::fromRawData()) until a repair changes it, which then copies it.
struct Segment
{
    QByteArray text;
    qint64 line = 0;
    qint64 lastLine = 0; ///< line, or the last line of a plain run
    int depth = 0; ///< mail quoting depth
    /// The line in the input, newline included, while text is that line as it stands there (no
    /// quoting taken off, nothing split off or joined on): runs of such lines go to the parser in
    /// one piece. nullptr once a repair changed the text.
    const char *source = nullptr;
    const char *sourceEnd = nullptr;
    qsizetype sourceLength = 0; ///< the line's length without its newline (and '\r')
    /// What isComplete() said of text, once asked (the repairs ask more than once).
    std::optional<bool> complete;
    /// A run of plain lines (isPlainLine()) as one segment, text all of them: no repair touches
    /// them, and they go to the parser as they are.
    bool plainRun = false;

    [[nodiscard]] bool untouched() const
    {
        return source && text.constData() == source && text.size() == sourceLength;
    }
    void setText(QByteArray newText)
    {
        text = std::move(newText);
        source = nullptr;
        complete.reset();
    }
};

enum class Record { None, Interim, KeyvalInterim, KeyValue, Banner };

/// Length of "KEY=" at @p pos (KEY upper-case, at least 3 characters), or 0.
qsizetype keyAt(QByteArrayView line, qsizetype pos)
{
    const qsizetype end = keyCharsFrom(line.data() + pos, line.data() + line.size()) - line.data();
    if (end - pos < 3 || end >= line.size() || line[end] != '=' || !isUpper(line[pos]))
        return 0;
    return end + 1 - pos;
}

/// "Recv   Send    Send" at @p pos: the stream table header.
bool streamHeaderAt(QByteArrayView line, qsizetype pos)
{
    QByteArrayView rest = line.sliced(pos);
    // The third word may be glued to the next line's first ("SendSocket") when lines were joined.
    return nextToken(rest) == QByteArrayView("Recv") && nextToken(rest) == QByteArrayView("Send")
        && nextToken(rest).startsWith("Send");
}

/// The records that start with fixed text. (The stream table's header, "Recv Send Send", is
/// read word by word: streamHeaderAt().)
const QByteArrayView fixedAnchors[] = {"Interim result:", "MIGRATED ",  "NETPERF_",           "!!!",
                                       "Local /Remote",   "Alignment ", "establish control:", "establish_control ",
                                       "Sorry, Demo Mode"};

/// Whether a record starts at @p pos > 0 of @p line (which is then split there).
bool anchorAt(QByteArrayView line, qsizetype pos, bool keyvalLine)
{
    // The first two bytes rule out most anchors without a compare.
    const QByteArrayView rest = line.sliced(pos);
    for (const QByteArrayView anchor : fixedAnchors) {
        if (rest.size() >= anchor.size() && rest[0] == anchor[0] && rest[1] == anchor[1] && rest.startsWith(anchor))
            return true;
    }
    if (line[pos] == 'R' && streamHeaderAt(line, pos))
        return true;
    // Not inside a longer key ("LOCAL_SD=" in "REMOTE_LOCAL_SD="); a digit before is a glued value.
    if (!isUpper(line[pos]) || isUpper(line[pos - 1]) || line[pos - 1] == '_')
        return false;
    const qsizetype keyLength = keyAt(line, pos);
    if (keyLength == 0)
        return false;
    // A known selector may be glued to the previous value ("37470.76THROUGHPUT_UNITS=");
    // any other KEY= needs a blank before it and a keyval line around it.
    if (selectorForKey(line.sliced(pos, keyLength - 1)))
        return true;
    return keyvalLine && isBlank(line[pos - 1]);
}

QByteArrayView unquote(QByteArrayView line, int *depth)
{
    qsizetype i = 0;
    qsizetype afterQuote = -1;
    *depth = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i]))
            ++i;
        if (i >= line.size() || line[i] != '>')
            break;
        ++i;
        ++*depth;
        afterQuote = i;
    }
    if (afterQuote < 0)
        return line;
    if (afterQuote < line.size() && line[afterQuote] == ' ')
        ++afterQuote;
    return line.sliced(afterQuote);
}

Record recordOf(QByteArrayView text)
{
    if (startsWith(text, "Interim result:"))
        return Record::Interim;
    if (startsWith(text, "NETPERF_"))
        return Record::KeyvalInterim;
    if (looksLikeBanner(text))
        return Record::Banner;
    if (keyAt(text, 0) > 0)
        return Record::KeyValue;
    return Record::None;
}

bool isCompleteInterim(QByteArrayView text)
{
    Scanner scan(text.sliced(15));
    double number = 0;
    return scan.number(number) && !scan.token().isEmpty() && scan.literal("over") && scan.number(number)
        && scan.literal("seconds") && scan.literal("ending") && scan.literal("at") && scan.number(number) && scan.atEnd();
}

/// Where "]=" first is in @p text, or -1.
qsizetype assignmentIn(QByteArrayView text)
{
    const char *const begin = text.data();
    const char *const end = begin + text.size();
    for (const char *p = begin; p < end; ++p) {
        p = static_cast<const char *>(std::memchr(p, ']', size_t(end - p)));
        if (!p)
            return -1;
        if (p + 1 < end && p[1] == '=')
            return p - begin;
    }
    return -1;
}

bool isComplete(Record record, QByteArrayView text)
{
    text = trimmed(text);
    switch (record) {
    case Record::Interim:
        return isCompleteInterim(text);
    case Record::KeyvalInterim: {
        const qsizetype assign = assignmentIn(text);
        if (assign < 0 || !contains(text, '['))
            return false;
        const QByteArrayView value = text.sliced(assign + 2);
        return startsWith(text, "NETPERF_UNITS") ? !value.isEmpty() : toNumber(value).has_value();
    }
    case Record::KeyValue: {
        const qsizetype keyLength = keyAt(text, 0);
        const QByteArrayView value = text.sliced(keyLength);
        const OmniSelector *selector = selectorForKey(text.first(keyLength - 1));
        if (value.isEmpty())
            return false;
        if (value.startsWith('"'))
            return value.size() >= 2 && value.endsWith('"');
        return !selector || !selector->field || toNumber(value).has_value();
    }
    case Record::Banner: {
        // A log repeats the same few banners, and reading one costs as much as a hundred
        // interim lines: each distinct one is read once (up to a bound) on each thread.
        thread_local QHash<QByteArray, bool> known;
        if (const auto found = known.constFind(QByteArray::fromRawData(text.data(), text.size())); found != known.cend())
            return *found;
        const std::optional<TestBanner> banner = parseBanner(text);
        const bool complete =
            banner && std::all_of(banner->annotations.cbegin(), banner->annotations.cend(), isKnownAnnotation);
        if (known.size() >= 256)
            known.clear();
        known.insert(text.toByteArray(), complete);
        return complete;
    }
    case Record::None:
        break;
    }
    return true;
}

/// isComplete() of @p segment's text, asked once per text.
bool isComplete(Record record, Segment &segment)
{
    if (!segment.complete)
        segment.complete = isComplete(record, segment.text);
    return *segment.complete;
}

/// A line that may be the rest of a wrapped record: anything that does not start a record itself.
bool isContinuation(QByteArrayView text)
{
    text = trimmed(text);
    return !text.isEmpty() && recordOf(text) == Record::None && !text.startsWith("!!!")
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

/// netperf prints interim end times as "%ld.%03ld": a cut-off end time has fewer decimals.
bool endingCutShort(Record record, QByteArrayView text)
{
    const bool hasEnding = record == Record::Interim || (record == Record::KeyvalInterim && text.startsWith("NETPERF_ENDING"));
    return hasEnding && decimalsOfLastNumber(text) < 3;
}

/// A run of digits, '.', a run of digits: at most 15 digits, as netperf prints "%.3f" (which
/// parsePlainNumber() reads). Returns the end and the number of decimals, or nullptr.
Q_ALWAYS_INLINE const char *plainFixedPoint(const char *p, const char *end, int *decimals)
{
    const char *const start = p;
    while (p < end && isDigit(*p))
        ++p;
    if (p == start || p == end || *p != '.')
        return nullptr;
    const char *const fraction = ++p;
    while (p < end && isDigit(*p))
        ++p;
    *decimals = int(p - fraction);
    return *decimals > 0 && p - start <= 16 ? p : nullptr;
}

/// Units no record can start inside: no '=' (a key), '!' ("!!!"), '_' ("NETPERF_",
/// "establish_control "), and not the words of the anchors that end in a blank ("MIGRATED ",
/// "Alignment "), which the blank after the units would complete.
Q_ALWAYS_INLINE bool isPlainUnits(QByteArrayView units)
{
    if (units.isEmpty() || units.size() > 32)
        return false;
    for (const char c : units) {
        if (quint8(c) <= ' ' || quint8(c) >= 0x7f || c == '=' || c == '!' || c == '_')
            return false;
    }
    return !units.contains("MIGRATED") && !units.contains("Alignment");
}

/// A record exactly as netperf prints it, at the start of its line, that the importer would take
/// as it stands: complete, nothing glued to it that splitRecords() could cut off, no blank at
/// its end, an end time with three decimals (endingCutShort() is false), not a number row. So no
/// repair touches it, nor takes it into a record before it: a run of such lines goes to the
/// parser without being looked at again (most of a clean log).
///  - "Interim result: 72595.01 Trans/s over 0.515 seconds ending at 1795995333.811"
///  - "NETPERF_INTERIM_RESULT[0]=72595.01", "NETPERF_UNITS[0]=Trans/s",
///    "NETPERF_INTERVAL[0]=0.515", "NETPERF_ENDING[0]=1795995333.811"
bool isPlainLine(QByteArrayView line)
{
    const char *p = line.data();
    const char *const end = p + line.size();
    int decimals = 0;
    if (startsWith(line, "Interim result: ")) {
        p = plainFixedPoint(p + 16, end, &decimals);
        if (!p || p == end || *p != ' ')
            return false;
        const char *const units = ++p;
        while (p < end && *p != ' ')
            ++p;
        if (!isPlainUnits(QByteArrayView(units, p - units)) || !literalAt(p, end, " over "))
            return false;
        p = plainFixedPoint(p + 6, end, &decimals);
        if (!p || !literalAt(p, end, " seconds ending at "))
            return false;
        p = plainFixedPoint(p + 19, end, &decimals);
        return p == end && decimals >= 3;
    }
    if (!startsWith(line, "NETPERF_"))
        return false;
    p += 8;
    enum class Value { Number, Ending, Units } value;
    if (literalAt(p, end, "INTERIM_RESULT[")) {
        value = Value::Number;
        p += 15;
    } else if (literalAt(p, end, "INTERVAL[")) {
        value = Value::Number;
        p += 9;
    } else if (literalAt(p, end, "ENDING[")) {
        value = Value::Ending;
        p += 7;
    } else if (literalAt(p, end, "UNITS[")) {
        value = Value::Units;
        p += 6;
    } else {
        return false;
    }
    const char *const digits = p;
    while (p < end && isDigit(*p))
        ++p;
    if (p == digits || p - digits > 9 || !literalAt(p, end, "]="))
        return false;
    p += 2;
    if (value == Value::Units)
        return isPlainUnits(QByteArrayView(p, end - p));
    p = plainFixedPoint(p, end, &decimals);
    return p == end && (value != Value::Ending || decimals >= 3);
}

/// The lines of a text one at a time, without their mail quoting.
class LineReader
{
public:
    explicit LineReader(QByteArrayView text)
        : m_text(text)
    {
    }

    bool next(Segment &segment)
    {
        if (m_start >= m_text.size())
            return false;
        const char *const begin = m_text.data() + m_start;
        const char *const end = m_text.data() + m_text.size();
        const char *newline = findNewline(begin, end);
        const char *const next = newline ? newline + 1 : end;
        QByteArrayView line(begin, (newline ? newline : end) - begin);
        if (line.endsWith('\r'))
            line.chop(1);
        segment.line = ++m_lines;
        segment.lastLine = segment.line;
        segment.plainRun = false;
        segment.source = begin;
        segment.sourceEnd = next;
        segment.sourceLength = line.size();
        segment.complete.reset();
        line = unquote(line, &segment.depth);
        segment.text = QByteArray::fromRawData(line.data(), line.size());
        m_start = next - m_text.data();
        return true;
    }
    /// Goes on after @p pos (in the text, after a newline), which ends line @p lineNumber.
    void skipTo(const char *pos, qint64 lineNumber)
    {
        m_start = pos - m_text.data();
        m_lines = lineNumber;
    }

private:
    QByteArrayView m_text;
    qsizetype m_start = 0;
    qint64 m_lines = 0;
};

/// True when @p line is a record a terminal cut inside a word: joined to @p next without a blank
/// it is complete, with a blank it is not (a mail client's wrap at a space is the other way round).
bool cutInsideWord(Segment &line, Record record, const Segment &next)
{
    if (record == Record::None || next.depth != line.depth || isComplete(record, line))
        return false;
    const QByteArray glued = line.text + next.text;
    const QByteArray spaced = line.text + ' ' + trimmed(next.text).toByteArray();
    return isComplete(record, glued) && !isComplete(record, spaced);
}

bool cutAtBlank(Segment &line, Record record)
{
    if (!line.text.endsWith(' '))
        return false;
    return record != Record::None && !isComplete(record, line);
}

/// Consecutive plain lines (isPlainLine()), newline of the last included.
struct PlainRun
{
    qint64 firstLine = 0;
    qint64 lastLine = 0;
    const char *begin = nullptr;
    const char *end = nullptr;
};

/// What the first read of a text found out.
struct TextSurvey
{
    QHash<int, qsizetype> widthAtDepth; ///< a terminal's wrap width at each quoting depth
    /// The lines (by number, ascending) that are records not known to be complete as they stand:
    /// the rest are, which saves asking again (isComplete() reads the whole record).
    QList<qint64> notKnownComplete;
    /// Runs of plain lines, in order, where no wrapped line can be joined to them (no wrap width
    /// at quoting depth 0).
    QList<PlainRun> plainRuns;
};

/// A terminal that hard-wraps cuts every long line at the same width, inside words too. The
/// width shows as records cut inside a word at a length other lines (at the same quoting depth)
/// share: this first read of the whole text finds the width at each quoting depth (and which
/// records are complete as they stand).
TextSurvey surveyText(QByteArrayView text)
{
    using Key = QPair<int, qsizetype>; // quoting depth, line length
    TextSurvey survey;
    QHash<Key, int> evidence;
    {
        LineReader reader(text);
        Segment line;
        Segment next;
        const char *const textEnd = text.data() + text.size();
        bool more = reader.next(line);
        for (bool hasLine = more; hasLine; std::swap(line, next), hasLine = more) {
            if (line.depth == 0 && isPlainLine(line.text)) {
                // Complete, none of the below: the run it starts, read as the raw lines (a plain
                // line is one as it stands), and the line after it.
                PlainRun run{line.line, line.line, line.source, line.sourceEnd};
                while (run.end < textEnd) {
                    const char *const newline = findNewline(run.end, textEnd);
                    QByteArrayView raw(run.end, (newline ? newline : textEnd) - run.end);
                    if (raw.endsWith('\r'))
                        raw.chop(1);
                    if (!isPlainLine(raw))
                        break;
                    ++run.lastLine;
                    run.end = newline ? newline + 1 : textEnd;
                }
                survey.plainRuns.append(run);
                reader.skipTo(run.end, run.lastLine);
                more = reader.next(next);
                continue;
            }
            more = reader.next(next);
            // A terminal keeps the blank it cut at; mail clients drop it (or mark a flowed line with
            // it, which asks for the same join).
            const Record record = recordOf(trimmed(line.text));
            if (more && (cutAtBlank(line, record) || cutInsideWord(line, record, next)))
                ++evidence[Key(line.depth, line.text.size())];
            if (record != Record::None && !line.complete.value_or(false))
                survey.notKnownComplete.append(line.line);
        }
    }
    QHash<int, qsizetype> &widthAtDepth = survey.widthAtDepth;
    if (evidence.isEmpty())
        return survey;

    // How many lines have each length that cut records have (no other length is asked about).
    QHash<Key, int> lengths;
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it)
        lengths.insert(it.key(), 0);
    LineReader reader(text);
    for (Segment line; reader.next(line);) {
        const auto counted = lengths.find(Key(line.depth, line.text.size()));
        if (counted != lengths.end())
            ++*counted;
    }
    // The best supported width at each depth, independent of the QHash's order (its seed): the
    // most cut records, then the most lines of that length, then the longer width.
    const auto support = [&](const Key &key) {
        return std::make_tuple(evidence.value(key), lengths.value(key), key.second);
    };
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it) {
        const auto [depth, length] = it.key();
        const qsizetype known = widthAtDepth.value(depth);
        if (length >= 20 && lengths.value(it.key()) >= 2 && (known == 0 || support(it.key()) > support(Key(depth, known))))
            widthAtDepth[depth] = length;
    }
    if (widthAtDepth.value(0) > 0)
        survey.plainRuns.clear(); // joining wrapped lines may change them
    return survey;
}

/// The lines of a text with those a terminal hard-wrapped at the width found for their quoting
/// depth joined again: every line of exactly that length is joined to the next one without a blank.
class JoinedLines
{
public:
    JoinedLines(QByteArrayView text, TextSurvey survey, ImportReport &report)
        : m_reader(text)
        , m_widthAtDepth(std::move(survey.widthAtDepth))
        , m_notKnownComplete(std::move(survey.notKnownComplete))
        , m_plainRuns(std::move(survey.plainRuns))
        , m_report(report)
    {
        m_hasNext = readNext();
    }

    bool next(Segment &line)
    {
        if (!m_hasNext)
            return false;
        line = std::move(m_next);
        m_hasNext = readNext();
        report(line);
        const qsizetype width = m_widthAtDepth.isEmpty() ? 0 : m_widthAtDepth.value(line.depth);
        while (width > 0 && line.text.size() % width == 0 && m_hasNext && !m_next.text.isEmpty() && m_next.depth == line.depth) {
            report(m_next);
            line.setText(line.text + m_next.text);
            ++m_report.rejoinedLines;
            m_hasNext = readNext();
        }
        return true;
    }

private:
    /// The next line into m_next, complete as far as the survey knows; or the plain run that
    /// starts there, whole.
    bool readNext()
    {
        if (!m_reader.next(m_next))
            return false;
        if (m_run < m_plainRuns.size() && m_plainRuns.at(m_run).firstLine == m_next.line) {
            const PlainRun &run = m_plainRuns.at(m_run++);
            m_next.text = QByteArray::fromRawData(run.begin, run.end - run.begin);
            m_next.source = run.begin;
            m_next.sourceEnd = run.end;
            m_next.sourceLength = m_next.text.size();
            m_next.lastLine = run.lastLine;
            m_next.plainRun = true;
            m_next.complete = true;
            m_reader.skipTo(run.end, run.lastLine);
            return true;
        }
        while (m_unsure < m_notKnownComplete.size() && m_notKnownComplete.at(m_unsure) < m_next.line)
            ++m_unsure;
        if (m_unsure >= m_notKnownComplete.size() || m_notKnownComplete.at(m_unsure) != m_next.line)
            m_next.complete = true; // a record the survey found complete, or no record (never asked)
        return true;
    }

    void report(const Segment &line)
    {
        m_report.sourceLines = line.lastLine;
        m_report.unquotedLines += line.depth > 0 ? 1 : 0;
    }

    LineReader m_reader;
    QHash<int, qsizetype> m_widthAtDepth;
    QList<qint64> m_notKnownComplete;
    qsizetype m_unsure = 0;
    QList<PlainRun> m_plainRuns;
    qsizetype m_run = 0;
    ImportReport &m_report;
    Segment m_next;
    bool m_hasNext = false;
};

/// Whether anchorAt() may be true at @p pos: the first two bytes of a fixed anchor or of the
/// stream table's header, or a capital after neither a capital nor '_' (where a key may start).
/// Where this is false, anchorAt() is.
[[maybe_unused]] bool mayAnchorAt(QByteArrayView line, qsizetype pos)
{
    const char c = line[pos];
    const char next = pos + 1 < line.size() ? line[pos + 1] : '\0';
    if (c == 'R' && next == 'e')
        return true;
    for (const QByteArrayView anchor : fixedAnchors) {
        if (c == anchor[0] && next == anchor[1])
            return true;
    }
    return isUpper(c) && !isUpper(line[pos - 1]) && line[pos - 1] != '_';
}

#if defined(__SSE2__)
/// mayAnchorAt() for the sixteen positions from @p p (which has a byte before it and sixteen after
/// it) as a bit mask, and a little tighter: a key's capital also needs a key character after it
/// (a key has three).
unsigned anchorCandidates(const char *p)
{
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 1));
    const __m128i previous = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p - 1));
    const __m128i afterKeyChar = _mm_or_si128(bytesInRange(previous, 'A', 'Z'), _mm_cmpeq_epi8(previous, _mm_set1_epi8('_')));
    const auto pair = [&here, &next](char first, char second) {
        return _mm_and_si128(_mm_cmpeq_epi8(here, _mm_set1_epi8(first)), _mm_cmpeq_epi8(next, _mm_set1_epi8(second)));
    };
    // The first two bytes of fixedAnchors (both "establish" ones start "es") and of "Recv",
    // spelled out so that each byte is a constant of the code.
    static_assert(std::size(fixedAnchors) == 9);
    const __m128i pairs = _mm_or_si128(
        _mm_or_si128(_mm_or_si128(pair('!', '!'), pair('e', 's')), _mm_or_si128(pair('I', 'n'), pair('M', 'I'))),
        _mm_or_si128(_mm_or_si128(pair('N', 'E'), pair('L', 'o')),
                     _mm_or_si128(_mm_or_si128(pair('A', 'l'), pair('S', 'o')), pair('R', 'e'))));
    const __m128i keys = _mm_andnot_si128(afterKeyChar, _mm_and_si128(bytesInRange(here, 'A', 'Z'), keyCharBytes(next)));
    return unsigned(_mm_movemask_epi8(_mm_or_si128(keys, pairs)));
}
#endif

/// Appends @p source to @p segments, split at every record that starts inside it (records joined
/// onto one line).
void splitRecords(Segment &&source, QList<Segment> &segments, ImportReport &report)
{
    if (source.plainRun) {
        segments.append(std::move(source));
        return;
    }
    const QByteArrayView line = source.text;
    std::optional<bool> keyvalLine; // worked out when first needed: most lines have no candidate
    qsizetype pieceStart = 0;
    const auto splitAt = [&](qsizetype pos) {
        if (!keyvalLine)
            keyvalLine = keyAt(trimmed(line), 0) > 0;
        if (!anchorAt(line, pos, *keyvalLine))
            return;
        const QByteArrayView piece = trimmed(line.sliced(pieceStart, pos - pieceStart));
        if (!piece.isEmpty()) {
            Segment &split = segments.emplaceBack();
            split.text = piece.toByteArray();
            split.line = source.line;
            ++report.splitRecords;
        }
        pieceStart = pos;
    };
    // Every byte after the first may start a record: sixteen at a time, only those where
    // anchorAt() can say yes are asked (mayAnchorAt()).
    const char *const data = line.data();
    qsizetype pos = 1;
#if defined(__SSE2__)
    for (; line.size() - pos >= 17; pos += 16) {
        for (unsigned mask = anchorCandidates(data + pos); mask != 0; mask &= mask - 1)
            splitAt(pos + std::countr_zero(mask));
    }
    if (pos < line.size()) {
        // The last (at most 16) positions from a copy padded with zeros, which stand for the
        // end of the line as anchorAt() takes it.
        const auto count = int(line.size() - pos);
        std::array<char, 48> tail{};
        std::memcpy(tail.data(), data + pos - 1, size_t(count) + 1);
        for (unsigned mask = anchorCandidates(tail.data() + 1) & ((1u << count) - 1); mask != 0; mask &= mask - 1)
            splitAt(pos + std::countr_zero(mask));
    }
#else
    for (; pos < line.size(); ++pos) {
        if (mayAnchorAt(line, pos))
            splitAt(pos);
    }
#endif
    if (pieceStart == 0) {
        segments.append(std::move(source)); // the whole line: it keeps its depth and source
    } else {
        Segment &last = segments.emplaceBack();
        last.text = line.sliced(pieceStart).toByteArray();
        last.line = source.line;
    }
}

QByteArray joinedWith(QByteArrayView first, QByteArrayView glue, QByteArrayView second)
{
    return trimmed(first).toByteArray() + glue.toByteArray() + trimmed(second).toByteArray();
}

/// Joins the lines after a record cut short until it is complete, trying a blank and no blank
/// at each cut (mail wraps at blanks, terminals anywhere); at most three lines, which a banner
/// wrapped at 40 columns needs. Returns the index of the last line used.
qsizetype completeRecord(const QList<Segment> &segments, qsizetype i, Segment &current, Record record,
                         ImportReport &report)
{
    QList<QByteArray> candidates{current.text};
    for (qsizetype k = i + 1; k < segments.size() && k <= i + 3 && isContinuation(segments.at(k).text); ++k) {
        QList<QByteArray> longer;
        for (const QByteArray &candidate : std::as_const(candidates)) {
            for (const char *glue : {" ", ""}) {
                const QByteArray joined = joinedWith(candidate, glue, segments.at(k).text);
                if (isComplete(record, joined)) {
                    report.rejoinedLines += k - i;
                    current.setText(joined);
                    return k;
                }
                longer << joined;
            }
        }
        candidates = longer;
    }
    return i;
}

/// "... ending at 1795995333.8" + "11": netperf prints end times with exactly 3 decimals.
bool completeEnding(const QList<Segment> &segments, qsizetype i, Segment &current, Record record)
{
    if (!endingCutShort(record, current.text) || i + 1 >= segments.size())
        return false;
    const QByteArrayView next = segments.at(i + 1).text;
    if (!isNumberRow(next) || trimmed(next).contains('.'))
        return false;
    const QByteArray joined = joinedWith(current.text, "", next);
    if (decimalsOfLastNumber(joined) != 3 || !isComplete(record, joined))
        return false;
    current.setText(joined);
    return true;
}

/// A header's first words wrapped apart: "Local" / "/Remote Socket Size ...", "Recv" / "Send" / "Send".
/// Returns how many lines were joined to @p current.
qsizetype completeHeaderStart(const QList<Segment> &segments, qsizetype i, Segment &current)
{
    static const QByteArrayView phrases[] = {"Local /Remote", "Recv Send Send"};
    const QByteArrayView start = trimmed(current.text);
    for (const QByteArrayView phrase : phrases) {
        if (start.startsWith(phrase))
            return 0;
        if (start.isEmpty() || !phrase.startsWith(start))
            continue; // most lines: no copy
        QByteArray text = start.toByteArray();
        for (qsizetype k = i + 1; k < segments.size() && k <= i + 2 && !text.isEmpty() && phrase.startsWith(text); ++k) {
            text = joinedWith(text, " ", segments.at(k).text);
            if (text.startsWith(phrase)) {
                current.setText(text);
                return k - i;
            }
        }
    }
    return 0;
}

/// The lines after a segment that the repairs of it may read.
constexpr qsizetype repairLookahead = 3;

/// Takes segment @p i of @p window (which holds the repairLookahead segments after it, or all
/// that are left) repaired: joined to the lines it was wrapped onto, which are taken too.
/// Returns the index of the next segment not taken.
qsizetype repairAt(QList<Segment> &window, qsizetype i, Segment &current, ImportReport &report)
{
    qsizetype last = i;
    current = std::move(window[i]);
    if (current.plainRun)
        return i + 1;
    const Record record = recordOf(trimmed(current.text));
    if (record != Record::None && !isComplete(record, current)) {
        last = completeRecord(window, i, current, record, report);
    } else if (record != Record::None && completeEnding(window, i, current, record)) {
        ++report.rejoinedLines;
        ++last;
    } else if (startsWith(trimmed(current.text), "!!!")) {
        // A confidence warning's prose wrapped by a mail client: "... within the specified" / "iterations."
        for (int k = 0; k < 2 && last + 1 < window.size() && isContinuation(window.at(last + 1).text)
             && !isNumberRow(window.at(last + 1).text);
             ++k) {
            current.setText(joinedWith(current.text, " ", window.at(++last).text));
            ++report.rejoinedLines;
        }
    } else if (record == Record::None) {
        const qsizetype joined = completeHeaderStart(window, i, current);
        report.rejoinedLines += joined;
        last += joined;
    }
    return last + 1;
}

/// Hands segments to the parser: those no repair touched as the runs of input lines they are
/// (the parser's buffered fast paths read those), the others line by line.
class Feeder
{
public:
    explicit Feeder(NetperfOutputParser &parser)
        : m_parser(parser)
    {
    }

    void add(const Segment &segment)
    {
        if (segment.untouched()) {
            if (m_runBegin && segment.source == m_runEnd) {
                m_runEnd = segment.sourceEnd;
                return;
            }
            flush();
            m_runBegin = segment.source;
            m_runEnd = segment.sourceEnd;
            m_runLine = segment.line;
            return;
        }
        flush();
        m_parser.feedLine(segment.text, segment.line);
    }
    void flush()
    {
        if (m_runBegin)
            m_parser.feedLines(QByteArrayView(m_runBegin, m_runEnd - m_runBegin), m_runLine);
        m_runBegin = nullptr;
    }

private:
    NetperfOutputParser &m_parser;
    const char *m_runBegin = nullptr;
    const char *m_runEnd = nullptr;
    qint64 m_runLine = 0;
};

} // namespace

QString ImportReport::summary() const
{
    int results = 0;
    for (const ParsedTest &test : output.tests)
        results += test.result ? 1 : 0;
    return NetperfImporter::tr("tests: %1, interim samples: %2, results: %3, failures: %4; lines skipped: %5")
        .arg(output.tests.size())
        .arg(output.samples.size())
        .arg(results)
        .arg(output.failures.size())
        .arg(output.unparsedCount);
}

// One pass to find a terminal's wrap width, then one that streams: lines are joined, split and
// repaired in a window of a few segments and go to the parser as they are done, so memory does
// not grow with the input beyond what the parser keeps.
ImportReport NetperfImporter::importText(QByteArrayView text)
{
    ImportReport report;
    JoinedLines lines(text, surveyText(text), report);
    NetperfOutputParser parser;
    Feeder feeder(parser);
    QList<Segment> window; // [next, end) still to repair
    qsizetype next = 0;
    bool more = true;
    Segment repaired;
    while (more || next < window.size()) {
        if (more && window.size() - next <= repairLookahead) {
            window.remove(0, next); // in batches: next is where the last batch was read to
            next = 0;
            while (more && window.size() < 64) {
                Segment line;
                more = lines.next(line);
                if (more)
                    splitRecords(std::move(line), window, report);
            }
        }
        if (next >= window.size())
            break; // no lines at all
        next = repairAt(window, next, repaired, report);
        feeder.add(repaired);
    }
    feeder.flush();
    parser.finish();
    report.output = parser.takeOutput();
    report.output.lineCount = report.sourceLines;
    return report;
}

Result<ImportReport> NetperfImporter::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    // A big log in one block of huge pages: read into 4 KiB pages, 100 MB took half the import.
    const QByteArray data = readAllIntoHugePages(file);
    if (file.error() != QFileDevice::NoError)
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    return importText(data);
}

} // namespace Tunebench
