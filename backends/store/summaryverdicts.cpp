// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/summaryverdicts.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace Tunebench::SummaryVerdicts {

namespace {

// The history reads the rate verdicts of thousands of summaries (analyzeExperiment's compact
// JSON, up to hundreds of kB for a sweep). Parsing each whole would dominate the list's time, so
// the comparison arrays are cut out by scanning and only the rate comparisons are parsed. A
// quote inside a JSON string is always escaped, so the key pattern cannot occur in a value.

// Where the JSON value starting at @p begin ('[' or '{') ends (one past), or -1. Strings are
// skipped with memchr: they are most of a summary (sentences, notes).
qsizetype valueEnd(QByteArrayView json, qsizetype begin)
{
    const char *const data = json.data();
    const char *const last = data + json.size();
    int depth = 0;
    for (const char *p = data + begin; p < last; ++p) {
        switch (*p) {
        case '"':
            for (++p; p < last; ++p) {
                p = static_cast<const char *>(std::memchr(p, '"', size_t(last - p)));
                if (!p)
                    return -1;
                qsizetype backslashes = 0;
                while (p - 1 - backslashes >= data && p[-1 - backslashes] == '\\')
                    ++backslashes;
                if (backslashes % 2 == 0)
                    break;
            }
            break;
        case '[':
        case '{':
            ++depth;
            break;
        case ']':
        case '}':
            if (--depth == 0)
                return p - data + 1;
            break;
        default:
            break;
        }
    }
    return -1;
}

} // namespace

// The rate comparisons of every point of a summary, as JSON text; counts the points with a
// sweep value (keys are sorted: a point's "sweepValue" follows its "comparisons").
QList<QByteArrayView> rateComparisons(QByteArrayView summary, int &sweepPoints)
{
    static const QByteArray key = QByteArrayLiteral(R"("comparisons":[)");
    static const QByteArray sweepKey = QByteArrayLiteral(R"(,"sweepValue":)");
    static const QByteArray rate = QByteArrayLiteral(R"("metricId":"rate")");
    QList<QByteArrayView> found;
    for (qsizetype at = summary.indexOf(key); at >= 0; at = summary.indexOf(key, at)) {
        // The array's elements are objects separated by commas: walk them, one pass.
        qsizetype i = at + key.size();
        while (i < summary.size() && summary.at(i) == '{') {
            const qsizetype end = valueEnd(summary, i);
            if (end < 0)
                return found;
            const QByteArrayView object = summary.sliced(i, end - i);
            if (object.contains(rate))
                found << object;
            i = end + (end < summary.size() && summary.at(end) == ',' ? 1 : 0);
        }
        if (i >= summary.size() || summary.at(i) != ']')
            return found; // not the compact JSON analyzeExperiment writes
        const QByteArrayView rest = summary.sliced(i + 1);
        if (rest.startsWith(sweepKey) && !rest.sliced(sweepKey.size()).startsWith("null"))
            ++sweepPoints;
        at = i;
    }
    return found;
}

QByteArray compact(QByteArrayView summary)
{
    static const QByteArray key = QByteArrayLiteral(R"("comparisons":[)");
    static const QByteArray sweepKey = QByteArrayLiteral(R"(,"sweepValue":)");
    static const QByteArray rate = QByteArrayLiteral(R"("metricId":"rate")");
    QByteArray out = QByteArrayLiteral(R"({"points":[)");
    bool firstPoint = true;
    for (qsizetype at = summary.indexOf(key); at >= 0; at = summary.indexOf(key, at)) {
        qsizetype i = at + key.size();
        QByteArray point = QByteArrayLiteral(R"({"comparisons":[)");
        bool first = true;
        while (i < summary.size() && summary.at(i) == '{') {
            const qsizetype end = valueEnd(summary, i);
            if (end < 0)
                return {};
            const QByteArrayView object = summary.sliced(i, end - i);
            if (object.contains(rate)) {
                // Only what the history shows: which arm, the verdict and the estimate.
                const QJsonObject full = QJsonDocument::fromJson(object.toByteArray()).object();
                const QJsonObject minimal {
                    {QStringLiteral("b"), full.value(QLatin1String("b"))},
                    {QStringLiteral("difference"),
                        QJsonObject {{QStringLiteral("estimate"),
                            full.value(QLatin1String("difference")).toObject().value(QLatin1String("estimate"))}}},
                    {QStringLiteral("metricId"), QStringLiteral("rate")},
                    {QStringLiteral("verdict"), full.value(QLatin1String("verdict"))},
                };
                if (!first)
                    point += ',';
                point += QJsonDocument(minimal).toJson(QJsonDocument::Compact);
                first = false;
            }
            i = end + (end < summary.size() && summary.at(end) == ',' ? 1 : 0);
        }
        if (i >= summary.size() || summary.at(i) != ']')
            return {}; // not the compact JSON analyzeExperiment writes: the history reads the summary
        point += ']';
        const QByteArrayView rest = summary.sliced(i + 1);
        if (rest.startsWith(sweepKey)) {
            // The sweep value: a number or null, up to the next ',' or '}'.
            qsizetype v = sweepKey.size();
            while (v < rest.size() && rest.at(v) != ',' && rest.at(v) != '}')
                ++v;
            point += rest.first(v);
        }
        point += '}';
        if (!firstPoint)
            out += ',';
        out += point;
        firstPoint = false;
        at = i;
    }
    out += "]}";
    return out;
}

} // namespace Tunebench::SummaryVerdicts
