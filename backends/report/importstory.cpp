// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/importstory.h"

#include "report/reportimporter.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace Tunebench {

namespace {

/// The text of line @p line without its mail quoting, as the importer reads it.
QString unquoted(QByteArrayView line)
{
    qsizetype i = 0;
    qsizetype start = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        if (i >= line.size() || line[i] != '>')
            break;
        start = ++i;
    }
    return QString::fromUtf8(line.sliced(start)).trimmed();
}

QList<QByteArrayView> splitLines(QByteArrayView text)
{
    QList<QByteArrayView> lines;
    for (qsizetype start = 0; start < text.size();) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        lines << text.sliced(start, end - start);
        start = end + 1;
    }
    return lines;
}

bool mentionsNetperf(const QString &line)
{
    static const QRegularExpression word(QStringLiteral("(^|[\\s/;(])netperf(\\s|$)"));
    return word.match(line).hasMatch();
}

QString integer(double value)
{
    return QString::number(qint64(std::llround(value)));
}

/// What the test's own output shows: result fields, then the banner.
QMap<QString, QString> outputParameters(const ParsedTest &test)
{
    QMap<QString, QString> parameters;
    const QString type = ReportImporter::testTypeOf(test);
    if (!type.isEmpty())
        parameters.insert(QStringLiteral("type"), type);
    if (test.result) {
        const TestResult &r = *test.result;
        const bool rr = !r.throughputUnits.startsWith(QLatin1String("10^")) && r.form != ResultForm::ClassicStream;
        if (const auto size = r.value(ResultField::RequestSize); size && rr)
            parameters.insert(QStringLiteral("requestSize"), integer(*size));
        if (const auto size = r.value(ResultField::ResponseSize); size && rr)
            parameters.insert(QStringLiteral("responseSize"), integer(*size));
        if (const auto elapsed = r.value(ResultField::ElapsedTime); elapsed && *elapsed > 0)
            parameters.insert(QStringLiteral("durationSeconds"), integer(*elapsed));
    }
    if (test.banner && test.banner->firstBurst >= 0)
        parameters.insert(QStringLiteral("burst"), QString::number(test.banner->firstBurst));
    return parameters;
}

/// "RR" and "STREAM" say only what a test's units say: @p named ("TCP_CRR", "TCP_MAERTS") says more.
bool namesGeneric(const QString &named, const QString &generic)
{
    if (generic == QLatin1String("RR"))
        return named.endsWith(QLatin1String("RR")) && named != generic;
    if (generic == QLatin1String("STREAM"))
        return (named.endsWith(QLatin1String("STREAM")) || named.endsWith(QLatin1String("MAERTS"))) && named != generic;
    return false;
}

void fillMissing(QMap<QString, QString> &parameters, const QMap<QString, QString> &from)
{
    for (auto it = from.cbegin(); it != from.cend(); ++it) {
        const QString current = parameters.value(it.key());
        if (current.isEmpty() || (it.key() == QLatin1String("type") && namesGeneric(it.value(), current)))
            parameters.insert(it.key(), it.value());
    }
}

/// A string for the numbers a test printed: tests with the same one repeat each other.
QByteArray resultSignature(const NetperfOutput &output, const ParsedTest &test)
{
    if (!test.result && test.sampleCount == 0)
        return {};
    QByteArray signature;
    if (test.result) {
        signature += QByteArray::number(int(test.result->form)) + test.result->throughputUnits.toUtf8();
        for (int field = 0; field < resultFieldCount; ++field) {
            const auto value = test.result->value(ResultField(field));
            signature += value ? ' ' + QByteArray::number(*value, 'g', 17) : QByteArray(" -");
        }
    }
    signature += '|';
    for (int k = 0; k < test.sampleCount; ++k)
        signature += QByteArray::number(output.samples.at(test.firstSample + k).rate, 'g', 17) + ' ';
    return signature;
}

void applySettings(QList<StorySetting> &state, const QList<StorySetting> &changes)
{
    for (const StorySetting &change : changes) {
        auto it = std::find_if(state.begin(), state.end(), [&change](const StorySetting &s) {
            return s.key == change.key && s.host == change.host;
        });
        if (it == state.end())
            state << change;
        else
            *it = change;
    }
}

/// What the lines between two tests say.
struct Gap
{
    QString leadIn;
    QList<StorySetting> changes;
    QMap<QString, QString> commandParameters; ///< from a netperf command the parser did not take (a loop)
    bool netperfCommand = false;
};

Gap readGap(const QList<QByteArrayView> &lines, qint64 first, qint64 last)
{
    Gap gap;
    for (qint64 number = std::max<qint64>(first, 1); number <= last && number <= lines.size(); ++number) {
        const QString line = unquoted(lines.at(number - 1));
        if (line.isEmpty())
            continue;
        if (mentionsNetperf(line)) {
            gap.netperfCommand = true;
            gap.commandParameters = ImportStory::commandParameters(line);
            continue;
        }
        if (const QList<StorySetting> changes = StoryCommands::read(line); !changes.isEmpty()) {
            gap.changes << changes;
            continue;
        }
        if (const QString leadIn = ImportStory::leadInOf(line); !leadIn.isEmpty())
            gap.leadIn = leadIn;
    }
    return gap;
}

} // namespace

QList<TestStory> ImportStory::read(QByteArrayView text, const NetperfOutput &output)
{
    const QList<QByteArrayView> lines = splitLines(text);
    QList<TestStory> stories;
    QList<StorySetting> state;
    QHash<QByteArray, int> seen;
    QMap<QString, QString> context; // the parameters of the last netperf command outside a test
    qint64 previousEnd = 0;
    for (int i = 0; i < output.tests.size(); ++i) {
        const ParsedTest &test = output.tests.at(i);
        const Gap gap = readGap(lines, previousEnd + 1, test.firstLine - 1);
        previousEnd = std::max(previousEnd, test.lastLine);
        applySettings(state, gap.changes);
        TestStory story;
        story.settings = state;
        if (!gap.leadIn.isEmpty())
            story.leadIn = gap.leadIn;
        else if (gap.changes.isEmpty() && i > 0)
            story.leadIn = stories.last().leadIn;
        if (gap.netperfCommand)
            context = gap.commandParameters;
        // The command says what was asked for: a run cut short (^C) ran as long as the others were
        // to, so its elapsed time is a duration only where no command tells.
        story.parameters = commandParameters(test.command);
        fillMissing(story.parameters, context);
        fillMissing(story.parameters, outputParameters(test));
        // A row without banner or command after a test, with no new command between: the same
        // netperf loop (-P 0), so it ran as the test before it did.
        if (i > 0 && !test.banner && test.command.isEmpty() && !gap.netperfCommand)
            fillMissing(story.parameters, stories.last().parameters);
        if (!test.command.isEmpty())
            context.clear();
        if (const QByteArray signature = resultSignature(output, test); !signature.isEmpty()) {
            const auto known = seen.constFind(signature);
            if (known != seen.cend())
                story.repeats = *known;
            else
                seen.insert(signature, i);
        }
        stories << story;
    }
    return stories;
}

QMap<QString, QString> ImportStory::commandParameters(const QString &command)
{
    QMap<QString, QString> parameters;
    const QStringList words = command.split(QRegularExpression(QStringLiteral("[\\s;]+")), Qt::SkipEmptyParts);
    const qsizetype start = words.indexOf(QRegularExpression(QStringLiteral("^(.*/)?netperf$")));
    if (start < 0)
        return parameters;
    static const QRegularExpression integers(QStringLiteral("^(\\d+)?(,(\\d+)?)?$"));
    bool testSpecific = false;
    for (qsizetype i = start + 1; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (word == QLatin1String("--")) {
            testSpecific = true;
            continue;
        }
        if (word.size() < 2 || word.at(0) != QLatin1Char('-') || word == QLatin1String("do") || word == QLatin1String("done"))
            continue;
        const QChar option = word.at(1);
        QString value = word.size() > 2 ? word.mid(2) : words.value(i + 1);
        if (value.contains(QLatin1Char('$')))
            continue;
        const QRegularExpressionMatch pair = integers.match(value);
        if (!testSpecific && option == QLatin1Char('t') && !value.startsWith(QLatin1Char('-')))
            parameters.insert(QStringLiteral("type"), value.toUpper());
        else if (!testSpecific && option == QLatin1Char('l') && pair.hasMatch() && !pair.captured(1).isEmpty())
            parameters.insert(QStringLiteral("durationSeconds"), pair.captured(1));
        else if (!testSpecific && option == QLatin1Char('T') && pair.hasMatch()) {
            const bool both = !value.contains(QLatin1Char(','));
            if (!pair.captured(1).isEmpty())
                parameters.insert(QStringLiteral("localCpuBinding"), pair.captured(1));
            const QString remote = both ? pair.captured(1) : pair.captured(3);
            if (!remote.isEmpty())
                parameters.insert(QStringLiteral("remoteCpuBinding"), remote);
        } else if (testSpecific && option == QLatin1Char('r') && pair.hasMatch()) {
            if (!pair.captured(1).isEmpty())
                parameters.insert(QStringLiteral("requestSize"), pair.captured(1));
            if (!pair.captured(3).isEmpty())
                parameters.insert(QStringLiteral("responseSize"), pair.captured(3));
        } else if (testSpecific && option == QLatin1Char('b') && pair.hasMatch() && !pair.captured(1).isEmpty()) {
            parameters.insert(QStringLiteral("burst"), pair.captured(1));
        }
    }
    return parameters;
}

QString ImportStory::describeParameter(const QString &key, const QString &value)
{
    if (value.isEmpty())
        //: an arm's label part when a test does not show a parameter: "request size unknown"
        return tr("%1 unknown").arg(parameterName(key));
    if (key == QLatin1String("type"))
        return value;
    if (key == QLatin1String("requestSize"))
        return tr("request %1 B").arg(value);
    if (key == QLatin1String("responseSize"))
        return tr("response %1 B").arg(value);
    if (key == QLatin1String("burst"))
        return tr("burst %1").arg(value);
    if (key == QLatin1String("localCpuBinding"))
        return tr("netperf on CPU %1").arg(value);
    if (key == QLatin1String("remoteCpuBinding"))
        return tr("netserver on CPU %1").arg(value);
    if (key == QLatin1String("durationSeconds"))
        return tr("%1 s").arg(value);
    return key + QLatin1Char(' ') + value;
}

QString ImportStory::parameterName(const QString &key)
{
    static const QList<QPair<QString, const char *>> names = {
        {QStringLiteral("type"), QT_TR_NOOP("test type")},
        {QStringLiteral("requestSize"), QT_TR_NOOP("request size")},
        {QStringLiteral("responseSize"), QT_TR_NOOP("response size")},
        {QStringLiteral("burst"), QT_TR_NOOP("burst")},
        {QStringLiteral("localCpuBinding"), QT_TR_NOOP("netperf CPU")},
        {QStringLiteral("remoteCpuBinding"), QT_TR_NOOP("netserver CPU")},
        {QStringLiteral("durationSeconds"), QT_TR_NOOP("duration")},
    };
    for (const auto &[name, text] : names)
        if (name == key)
            return tr(text);
    return key;
}

QString ImportStory::leadInOf(QStringView line)
{
    QString text = line.trimmed().toString();
    if (!text.endsWith(QLatin1Char(':')) || text.size() < 3 || text.size() > 120)
        return {};
    text.chop(1);
    static const QRegularExpression attribution(
        QStringLiteral("(\\b(wrote|writes|said|schrieb)$)|(^(From|To|Cc|Subject|Date|Reply-To|Quoting)$)"),
        QRegularExpression::CaseInsensitiveOption);
    if (attribution.match(text.trimmed()).hasMatch() || (text.startsWith(QLatin1String("On ")) && text.contains(QLatin1String("wrote"))))
        return {};
    // The last sentence names the test: "Sure, here they are. First the baseline".
    static const QRegularExpression sentenceEnd(QStringLiteral("[.!?]\\s+"));
    const QStringList sentences = text.split(sentenceEnd, Qt::SkipEmptyParts);
    text = sentences.isEmpty() ? text : sentences.constLast();
    static const QRegularExpression bullet(QStringLiteral("^([-*#o]|\\d+[.)])\\s+"));
    text.remove(bullet);
    return text.simplified();
}

} // namespace Tunebench
