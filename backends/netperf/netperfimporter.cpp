// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfimporter.h"

#include "netperf/classictablereader.h"
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/netperfoutputparser.h"
#include "netperf/textscan.h"

#include <QFile>
#include <QHash>

#include <tuple>

namespace Tunebench {

using namespace TextScan;

namespace {

struct Segment
{
    QByteArray text;
    qint64 line = 0;
    int depth = 0; ///< mail quoting depth
};

enum class Record { None, Interim, KeyvalInterim, KeyValue, Banner };

/// Length of "KEY=" at @p pos (KEY upper-case, at least 3 characters), or 0.
qsizetype keyAt(QByteArrayView line, qsizetype pos)
{
    qsizetype end = pos;
    while (end < line.size() && isKeyChar(line[end]))
        ++end;
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

/// Whether a record starts at @p pos > 0 of @p line (which is then split there).
bool anchorAt(QByteArrayView line, qsizetype pos, bool keyvalLine)
{
    static const QByteArrayView fixed[] = {"Interim result:", "MIGRATED ",          "NETPERF_",
                                           "!!!",             "Local /Remote",      "establish control:",
                                           "Alignment ",      "establish_control ", "Sorry, Demo Mode"};
    const QByteArrayView rest = line.sliced(pos);
    for (const QByteArrayView anchor : fixed) {
        if (rest.startsWith(anchor))
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
    if (text.startsWith("Interim result:"))
        return Record::Interim;
    if (text.startsWith("NETPERF_"))
        return Record::KeyvalInterim;
    if (looksLikeBanner(text))
        return Record::Banner;
    if (keyAt(text, 0) > 0)
        return Record::KeyValue;
    return Record::None;
}

bool isCompleteInterim(QByteArrayView text)
{
    QByteArrayView rest = text.sliced(15);
    if (!takeNumber(rest) || nextToken(rest).isEmpty() || !takeLiteral(rest, "over") || !takeNumber(rest))
        return false;
    if (!takeLiteral(rest, "seconds") || !takeLiteral(rest, "ending") || !takeLiteral(rest, "at") || !takeNumber(rest))
        return false;
    return trimmed(rest).isEmpty();
}

bool isComplete(Record record, QByteArrayView text)
{
    text = trimmed(text);
    switch (record) {
    case Record::Interim:
        return isCompleteInterim(text);
    case Record::KeyvalInterim: {
        const qsizetype assign = text.indexOf("]=");
        if (assign < 0 || text.indexOf('[') < 0)
            return false;
        const QByteArrayView value = text.sliced(assign + 2);
        return text.startsWith("NETPERF_UNITS") ? !value.isEmpty() : toNumber(value).has_value();
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
        const std::optional<TestBanner> banner = parseBanner(text);
        return banner && std::all_of(banner->annotations.cbegin(), banner->annotations.cend(), isKnownAnnotation);
    }
    case Record::None:
        break;
    }
    return true;
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

/// Splits @p text into lines without their mail quoting.
QList<Segment> unquotedLines(QByteArrayView text, ImportReport &report)
{
    QList<Segment> lines;
    qint64 lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        QByteArrayView line = text.sliced(start, end - start);
        start = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        int depth = 0;
        line = unquote(line, &depth);
        report.unquotedLines += depth > 0 ? 1 : 0;
        lines.append({line.toByteArray(), ++lineNumber, depth});
    }
    report.sourceLines = lineNumber;
    return lines;
}

/// True when @p line is a record a terminal cut inside a word: joined to @p next without a blank
/// it is complete, with a blank it is not (a mail client's wrap at a space is the other way round).
bool cutInsideWord(const Segment &line, const Segment &next)
{
    const Record record = recordOf(trimmed(line.text));
    if (record == Record::None || isComplete(record, line.text) || next.depth != line.depth)
        return false;
    const QByteArray glued = line.text + next.text;
    const QByteArray spaced = line.text + ' ' + trimmed(next.text).toByteArray();
    return isComplete(record, glued) && !isComplete(record, spaced);
}

bool cutAtBlank(const Segment &line)
{
    const Record record = recordOf(trimmed(line.text));
    return record != Record::None && line.text.endsWith(' ') && !isComplete(record, line.text);
}

/// A terminal that hard-wraps cuts every long line at the same width, inside words too. The
/// width shows as records cut inside a word at a length other lines (at the same quoting depth)
/// share; every line of exactly that length is then joined to the next one without a blank.
void joinHardWraps(QList<Segment> &lines, ImportReport &report)
{
    using Key = QPair<int, qsizetype>; // quoting depth, line length
    QHash<Key, int> evidence;
    QHash<Key, int> lengths;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Segment &line = lines.at(i);
        ++lengths[Key(line.depth, line.text.size())];
        // A terminal keeps the blank it cut at; mail clients drop it (or mark a flowed line with it,
        // which asks for the same join).
        if (i + 1 < lines.size() && (cutAtBlank(line) || cutInsideWord(line, lines.at(i + 1))))
            ++evidence[Key(line.depth, line.text.size())];
    }
    // The best supported width at each depth, independent of the QHash's order (its seed): the
    // most cut records, then the most lines of that length, then the longer width.
    const auto support = [&](const Key &key) {
        return std::make_tuple(evidence.value(key), lengths.value(key), key.second);
    };
    QHash<int, qsizetype> widthAtDepth;
    for (auto it = evidence.cbegin(); it != evidence.cend(); ++it) {
        const auto [depth, length] = it.key();
        const qsizetype known = widthAtDepth.value(depth);
        if (length >= 20 && lengths.value(it.key()) >= 2 && (known == 0 || support(it.key()) > support(Key(depth, known))))
            widthAtDepth[depth] = length;
    }
    if (widthAtDepth.isEmpty())
        return;
    QList<Segment> joined;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        Segment line = lines.at(i);
        const qsizetype width = widthAtDepth.value(line.depth);
        while (width > 0 && line.text.size() % width == 0 && i + 1 < lines.size() && !lines.at(i + 1).text.isEmpty()
               && lines.at(i + 1).depth == line.depth) {
            line.text += lines.at(++i).text;
            ++report.rejoinedLines;
        }
        joined.append(line);
    }
    lines = joined;
}

/// Splits lines at every record that starts inside them (records joined onto one line).
QList<Segment> splitRecords(const QList<Segment> &lines, ImportReport &report)
{
    QList<Segment> segments;
    for (const Segment &source : lines) {
        const QByteArrayView line = source.text;
        const bool keyvalLine = keyAt(trimmed(line), 0) > 0;
        qsizetype pieceStart = 0;
        for (qsizetype pos = 1; pos < line.size(); ++pos) {
            if (!anchorAt(line, pos, keyvalLine))
                continue;
            const QByteArrayView piece = trimmed(line.sliced(pieceStart, pos - pieceStart));
            if (!piece.isEmpty()) {
                segments.append({piece.toByteArray(), source.line});
                ++report.splitRecords;
            }
            pieceStart = pos;
        }
        segments.append({line.sliced(pieceStart).toByteArray(), source.line});
    }
    return segments;
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
    current.text = joined;
    return true;
}

/// A header's first words wrapped apart: "Local" / "/Remote Socket Size ...", "Recv" / "Send" / "Send".
/// Returns how many lines were joined to @p current.
qsizetype completeHeaderStart(const QList<Segment> &segments, qsizetype i, Segment &current)
{
    static const QByteArrayView phrases[] = {"Local /Remote", "Recv Send Send"};
    QByteArray joined = trimmed(current.text).toByteArray();
    for (const QByteArrayView phrase : phrases) {
        if (joined.startsWith(phrase))
            return 0;
        QByteArray text = joined;
        for (qsizetype k = i + 1; k < segments.size() && k <= i + 2 && !text.isEmpty() && phrase.startsWith(text); ++k) {
            text = joinedWith(text, " ", segments.at(k).text);
            if (text.startsWith(phrase)) {
                current.text = text;
                return k - i;
            }
        }
    }
    return 0;
}

void repairWraps(QList<Segment> &segments, ImportReport &report)
{
    QList<Segment> repaired;
    repaired.reserve(segments.size());
    for (qsizetype i = 0; i < segments.size(); ++i) {
        Segment current = segments.at(i);
        const Record record = recordOf(trimmed(current.text));
        if (record != Record::None && !isComplete(record, current.text)) {
            i = completeRecord(segments, i, current, record, report);
        } else if (record != Record::None && completeEnding(segments, i, current, record)) {
            ++report.rejoinedLines;
            ++i;
        } else if (startsWith(trimmed(current.text), "!!!")) {
            // A confidence warning's prose wrapped by a mail client: "... within the specified" / "iterations."
            for (int k = 0; k < 2 && i + 1 < segments.size() && isContinuation(segments.at(i + 1).text)
                 && !isNumberRow(segments.at(i + 1).text);
                 ++k) {
                current.text = joinedWith(current.text, " ", segments.at(++i).text);
                ++report.rejoinedLines;
            }
        } else if (record == Record::None) {
            const qsizetype joined = completeHeaderStart(segments, i, current);
            report.rejoinedLines += joined;
            i += joined;
        }
        repaired.append(current);
    }
    segments = repaired;
}

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

ImportReport NetperfImporter::importText(QByteArrayView text)
{
    ImportReport report;
    QList<Segment> lines = unquotedLines(text, report);
    joinHardWraps(lines, report);
    QList<Segment> segments = splitRecords(lines, report);
    repairWraps(segments, report);
    NetperfOutputParser parser;
    for (const Segment &piece : std::as_const(segments))
        parser.feedLine(piece.text, piece.line);
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
    const QByteArray data = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return makeError(ErrorCode::Io, tr("Cannot read %1: %2").arg(path, file.errorString()));
    return importText(data);
}

} // namespace Tunebench
