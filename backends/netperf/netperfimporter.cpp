// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfimporter.h"

#include "netperf/netperfoutputparser.h"
#include "netperf/netperfrecords.h"
#include "netperf/netperftext.h"

#include <QFile>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <functional>
#include <tuple>

namespace Tunebench {

using namespace NetperfText;
namespace Records = NetperfRecords;

namespace {

/// A line (or a piece of one) on its way to the parser. Its text shares the input's bytes
/// (QByteArray::fromRawData()) until a repair changes it.
struct Segment
{
    QByteArray text;
    qint64 line = 0;
    int depth = 0; ///< mail quoting depth
    bool asRead = false; ///< the whole line as the first read saw it: not joined, nothing split off
};

/// Takes the mail quoting ("> ", any depth) off @p line, counting it in @p depth.
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
        afterQuote = ++i;
        ++*depth;
    }
    if (afterQuote < 0)
        return line;
    if (afterQuote < line.size() && line[afterQuote] == ' ')
        ++afterQuote;
    return line.sliced(afterQuote);
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
        const auto *newline = static_cast<const char *>(std::memchr(begin, '\n', size_t(m_text.size() - m_start)));
        const qsizetype end = newline ? newline - m_text.data() : m_text.size();
        QByteArrayView line = m_text.sliced(m_start, end - m_start);
        if (line.endsWith('\r'))
            line.chop(1);
        segment.line = ++m_lines;
        segment.asRead = true;
        line = unquote(line, &segment.depth);
        segment.text = QByteArray::fromRawData(line.data(), line.size());
        m_start = end + 1;
        return true;
    }
    /// The bytes read so far.
    [[nodiscard]] qint64 position() const { return std::min(m_start, m_text.size()); }

private:
    QByteArrayView m_text;
    qsizetype m_start = 0;
    qint64 m_lines = 0;
};

/// False when the import is to stop: asked now and then with how many bytes were read.
using CarryOn = std::function<bool(qint64 done)>;

/// True when @p line, a record not complete as it stands, was cut by a terminal inside a word:
/// joined to @p next without a blank it is complete, with a blank it is not (a mail client's wrap
/// at a space is the other way round).
bool cutInsideWord(const Segment &line, Records::Kind record, const Segment &next)
{
    if (next.depth != line.depth)
        return false;
    const QByteArray glued = line.text + next.text;
    const QByteArray spaced = line.text + ' ' + trimmed(next.text).toByteArray();
    return Records::isComplete(record, glued) && !Records::isComplete(record, spaced);
}

/// What the first read of a text finds out.
struct Survey
{
    QHash<int, qsizetype> widthAtDepth; ///< a terminal's wrap width at each quoting depth
    QList<qint64> cutShort; ///< the lines (ascending) that are records not complete as they stand
};

/// A terminal that hard-wraps cuts every long line at the same width, inside words too. The
/// width shows as records cut at a length other lines (at the same quoting depth) share: the
/// first read of the whole text finds the width at each quoting depth, and which records are cut
/// short (the others need not be read again). Nothing when cancelled.
std::optional<Survey> surveyText(QByteArrayView text, const CarryOn &carryOn)
{
    using Key = QPair<int, qsizetype>; // quoting depth, line length
    Survey survey;
    QHash<Key, int> evidence;
    LineReader reader(text);
    Segment line;
    Segment next;
    for (bool more = reader.next(line); more; std::swap(line, next)) {
        if (!carryOn(reader.position()))
            return std::nullopt;
        more = reader.next(next);
        const Records::Kind record = Records::kindOf(trimmed(line.text));
        if (record == Records::Kind::None || Records::isComplete(record, line.text))
            continue;
        survey.cutShort.append(line.line);
        // A terminal keeps the blank it cut at; mail clients drop it (or mark a flowed line with
        // it, which asks for the same join).
        if (more && (line.text.endsWith(' ') || cutInsideWord(line, record, next)))
            ++evidence[Key(line.depth, line.text.size())];
    }
    if (evidence.isEmpty())
        return survey;
    // How many lines have each length that cut records have (no other length is asked about).
    QHash<Key, int> lengths;
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it)
        lengths.insert(it.key(), 0);
    LineReader again(text);
    for (Segment segment; again.next(segment);) {
        if (const auto counted = lengths.find(Key(segment.depth, segment.text.size())); counted != lengths.end())
            ++*counted;
    }
    // The best supported width at each depth, independent of the QHash's order (its seed): the
    // most cut records, then the most lines of that length, then the longer width.
    const auto support
        = [&](const Key &key) { return std::make_tuple(evidence.value(key), lengths.value(key), key.second); };
    QHash<int, qsizetype> &widthAtDepth = survey.widthAtDepth;
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it) {
        const auto [depth, length] = it.key();
        const qsizetype known = widthAtDepth.value(depth);
        if (length >= 20 && lengths.value(it.key()) >= 2
            && (known == 0 || support(it.key()) > support(Key(depth, known))))
            widthAtDepth[depth] = length;
    }
    return survey;
}

/// The lines of a text with those a terminal hard-wrapped at the width found for their quoting
/// depth joined again: every line of exactly that length is joined to the next one without a blank.
class JoinedLines
{
public:
    JoinedLines(QByteArrayView text, QHash<int, qsizetype> widthAtDepth, ImportReport &report)
        : m_reader(text)
        , m_widthAtDepth(std::move(widthAtDepth))
        , m_report(report)
    {
        m_hasNext = m_reader.next(m_next);
    }

    bool next(Segment &line)
    {
        if (!m_hasNext)
            return false;
        line = std::move(m_next);
        m_hasNext = m_reader.next(m_next);
        report(line);
        const qsizetype width = m_widthAtDepth.value(line.depth);
        while (width > 0 && line.text.size() % width == 0 && m_hasNext && !m_next.text.isEmpty()
            && m_next.depth == line.depth) {
            report(m_next);
            line.text = line.text + m_next.text;
            line.asRead = false;
            ++m_report.rejoinedLines;
            m_hasNext = m_reader.next(m_next);
        }
        return true;
    }
    [[nodiscard]] qint64 position() const { return m_reader.position(); }

private:
    void report(const Segment &line)
    {
        m_report.sourceLines = line.line;
        m_report.unquotedLines += line.depth > 0 ? 1 : 0;
    }

    LineReader m_reader;
    QHash<int, qsizetype> m_widthAtDepth;
    ImportReport &m_report;
    Segment m_next;
    bool m_hasNext = false;
};

/// Appends @p source to @p segments, split at every record that starts inside it (records joined
/// onto one line).
void splitRecords(Segment &&source, QList<Segment> &segments, ImportReport &report)
{
    const QByteArrayView line = source.text;
    qsizetype pieceStart = 0;
    for (qsizetype pos = 1; pos < line.size(); ++pos) {
        // Every record starts with a capital, "!!!" or "establish": most bytes are passed at once.
        const char c = line[pos];
        if ((!isUpper(c) && c != '!' && c != 'e') || !Records::startsAt(line, pos))
            continue;
        // Pieces keep the line's quoting depth: joins across lines compare depths, and quoting a
        // text must not change what it imports as.
        if (const QByteArrayView piece = trimmed(line.sliced(pieceStart, pos - pieceStart)); !piece.isEmpty()) {
            segments.append(Segment {piece.toByteArray(), source.line, source.depth});
            ++report.splitRecords;
        }
        pieceStart = pos;
    }
    if (pieceStart == 0)
        segments.append(std::move(source)); // the whole line, with its depth
    else
        segments.append(Segment {line.sliced(pieceStart).toByteArray(), source.line, source.depth});
}

QByteArray joinedWith(QByteArrayView first, QByteArrayView glue, QByteArrayView second)
{
    return trimmed(first).toByteArray() + glue.toByteArray() + trimmed(second).toByteArray();
}

/// Joins the lines after a record cut short until it is complete, trying a blank and no blank
/// at each cut (mail wraps at blanks, terminals anywhere); at most three lines, which a banner
/// wrapped at 40 columns needs. Returns the index of the last line used.
qsizetype completeRecord(
    const QList<Segment> &segments, qsizetype i, Segment &current, Records::Kind record, ImportReport &report)
{
    QList<QByteArray> candidates {current.text};
    for (qsizetype k = i + 1; k < segments.size() && k <= i + 3 && Records::isContinuation(segments.at(k).text); ++k) {
        QList<QByteArray> longer;
        for (const QByteArray &candidate : std::as_const(candidates)) {
            for (const char *glue : {" ", ""}) {
                const QByteArray joined = joinedWith(candidate, glue, segments.at(k).text);
                if (Records::isComplete(record, joined)) {
                    report.rejoinedLines += k - i;
                    current.text = joined;
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
bool completeEnding(const QList<Segment> &segments, qsizetype i, Segment &current, Records::Kind record)
{
    if (!Records::endingCutShort(record, current.text) || i + 1 >= segments.size())
        return false;
    const QByteArrayView next = segments.at(i + 1).text;
    if (!isNumberRow(next) || trimmed(next).contains('.'))
        return false;
    const QByteArray joined = joinedWith(current.text, "", next);
    if (Records::decimalsOfLastNumber(joined) != 3 || !Records::isComplete(record, joined))
        return false;
    current.text = joined;
    return true;
}

/// A header's first words wrapped apart: "Local" / "/Remote Socket Size ...", "Recv" / "Send" / "Send".
/// Returns how many lines were joined to @p current.
qsizetype completeHeaderStart(const QList<Segment> &segments, qsizetype i, Segment &current)
{
    static constexpr QByteArrayView phrases[] = {"Local /Remote", "Recv Send Send"};
    const QByteArrayView start = trimmed(current.text);
    for (const QByteArrayView phrase : phrases) {
        if (start.startsWith(phrase))
            return 0;
        if (start.isEmpty() || !phrase.startsWith(start))
            continue;
        QByteArray text = start.toByteArray();
        for (qsizetype k = i + 1; k < segments.size() && k <= i + 2 && !text.isEmpty() && phrase.startsWith(text);
             ++k) {
            text = joinedWith(text, " ", segments.at(k).text);
            if (text.startsWith(phrase)) {
                current.text = text;
                return k - i;
            }
        }
    }
    return 0;
}

/// A header-less result row that mail wrapped ("16384 87380 2896 1" / "10.00 12011.52"): the
/// number lines after it joined until they are whole rows, at most two. Returns how many were joined.
qsizetype completeNumberRow(const QList<Segment> &segments, qsizetype i, Segment &current)
{
    if (!isNumberRow(current.text) || Records::isWholeRow(current.text))
        return 0;
    QByteArray text = trimmed(current.text).toByteArray();
    for (qsizetype k = i + 1; k < segments.size() && k <= i + 2 && segments.at(k).depth == current.depth
         && isNumberRow(segments.at(k).text);
         ++k) {
        text = joinedWith(text, " ", segments.at(k).text);
        if (Records::isWholeRow(text)) {
            current.text = text;
            return k - i;
        }
    }
    return 0;
}

/// The lines after a segment that the repairs of it may read.
constexpr qsizetype repairLookahead = 3;

/// Takes segment @p i of @p window (which holds the repairLookahead segments after it, or all
/// that are left) repaired: joined to the lines it was wrapped onto, which are taken too.
/// Returns the index of the next segment not taken.
qsizetype repairAt(QList<Segment> &window, qsizetype i, Segment &current, const Survey &survey, bool inTable,
    ImportReport &report)
{
    qsizetype last = i;
    current = std::move(window[i]);
    const Records::Kind record = Records::kindOf(trimmed(current.text));
    const auto cutShort = [&] {
        if (current.asRead) // as the survey read it, which found out
            return std::binary_search(survey.cutShort.cbegin(), survey.cutShort.cend(), current.line);
        return !Records::isComplete(record, current.text);
    };
    if (record != Records::Kind::None && cutShort()) {
        last = completeRecord(window, i, current, record, report);
    } else if (record != Records::Kind::None && completeEnding(window, i, current, record)) {
        ++report.rejoinedLines;
        ++last;
    } else if (startsWith(trimmed(current.text), "!!!")) {
        // A confidence warning's prose wrapped by a mail client: "... within the specified" / "iterations."
        for (int k = 0; k < 2 && last + 1 < window.size() && Records::isContinuation(window.at(last + 1).text)
             && !isNumberRow(window.at(last + 1).text);
             ++k) {
            current.text = joinedWith(current.text, " ", window.at(++last).text);
            ++report.rejoinedLines;
        }
    } else if (record == Records::Kind::None) {
        // An open table reads its numbers across lines itself.
        qsizetype joined = inTable ? 0 : completeNumberRow(window, i, current);
        if (joined == 0)
            joined = completeHeaderStart(window, i, current);
        report.rejoinedLines += joined;
        last += joined;
    }
    return last + 1;
}

} // namespace

QString ImportReport::summary() const
{
    const auto results = std::count_if(
        output.tests.cbegin(), output.tests.cend(), [](const ParsedTest &test) { return test.result.has_value(); });
    return NetperfImporter::tr("tests: %1, interim samples: %2, results: %3, failures: %4; lines skipped: %5")
        .arg(output.tests.size())
        .arg(output.samples.size())
        .arg(results)
        .arg(output.failures.size())
        .arg(output.unparsedCount);
}

ImportReport NetperfImporter::importText(QByteArrayView text)
{
    return importText(text, {}).value();
}

// One pass to find a terminal's wrap width, then one that streams: lines are joined, split and
// repaired in a window of a few segments and go to the parser as they are done, so memory does
// not grow with the input beyond what the parser keeps.
Result<ImportReport> NetperfImporter::importText(QByteArrayView text, const Progress &progress)
{
    qint64 nextReport = 0;
    const CarryOn carryOn = [&progress, &nextReport, total = 2 * qint64(text.size())](qint64 done) {
        if (!progress || done < nextReport)
            return true;
        nextReport = done + 256 * 1024;
        return progress(done, total);
    };
    const std::optional<Survey> survey = surveyText(text, carryOn);
    const Error cancelled = makeError(ErrorCode::Cancelled, tr("The import was cancelled."));
    if (!survey)
        return cancelled;
    ImportReport report;
    JoinedLines lines(text, survey->widthAtDepth, report);
    NetperfOutputParser parser;
    QList<Segment> window; // [next, end) still to repair
    qsizetype next = 0;
    for (bool more = true;;) {
        while (more && window.size() - next <= repairLookahead) {
            Segment line;
            if ((more = lines.next(line)))
                splitRecords(std::move(line), window, report);
        }
        if (next >= window.size())
            break;
        Segment repaired;
        next = repairAt(window, next, repaired, *survey, parser.inTable(), report);
        parser.feedLine(repaired.text, repaired.line);
        if (next >= 64) { // what was repaired goes, in batches
            window.remove(0, next);
            next = 0;
        }
        if (!carryOn(text.size() + lines.position()))
            return cancelled;
    }
    report.output = parser.takeOutput();
    report.output.lineCount = report.sourceLines;
    return report;
}

Result<ImportReport> NetperfImporter::importFile(const QString &path, const Progress &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    const QByteArray data = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    return importText(data, progress);
}

} // namespace Tunebench
