// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/importgrouping.h"

#include "report/importstory.h"
#include "report/reportimporter.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <map>

namespace Tunebench {

namespace {

/// What tells one test's arm from another's: ("file", label), ("lead-in", text),
/// ("p:requestSize", "4345"), ("s:server|sysctl.net.core.busy_poll", "50"). An empty value is a
/// value too: a parameter the test does not show, a setting not set.
using Dimensions = std::map<QString, QString>;

const QString kFile = QStringLiteral("file");
const QString kLeadIn = QStringLiteral("lead-in");

QString settingDimension(const StorySetting &setting)
{
    return QStringLiteral("s:") + setting.host + QLatin1Char('|') + setting.key;
}

const TestStory &storyOf(const QList<ImportSource> &sources, const ImportRunRef &ref)
{
    static const TestStory none;
    const ImportSource &source = sources.at(ref.source);
    return ref.test < source.stories.size() ? source.stories.at(ref.test) : none;
}

const ParsedTest &testOf(const QList<ImportSource> &sources, const ImportRunRef &ref)
{
    return sources.at(ref.source).netperf.output.tests.at(ref.test);
}

QList<ImportRunRef> recognisedRuns(const QList<ImportSource> &sources)
{
    QList<ImportRunRef> runs;
    for (int s = 0; s < sources.size(); ++s)
        if (sources.at(s).kind == ImportSource::Kind::NetperfText)
            for (int test : sources.at(s).importedTests())
                runs << ImportRunRef{s, test};
    return runs;
}

Dimensions dimensionsOf(const QList<ImportSource> &sources, const ImportRunRef &ref, bool byFile)
{
    const TestStory &story = storyOf(sources, ref);
    Dimensions dimensions;
    if (byFile)
        dimensions[kFile] = sources.at(ref.source).armLabel;
    dimensions[kLeadIn] = story.leadIn;
    for (auto it = story.parameters.cbegin(); it != story.parameters.cend(); ++it)
        dimensions[QStringLiteral("p:") + it.key()] = it.value();
    for (const StorySetting &setting : story.settings)
        dimensions[settingDimension(setting)] = setting.value;
    return dimensions;
}

/// How a label says what @p dimension is for an arm.
QString word(const QString &dimension, const QString &value, const QHash<QString, StorySetting> &settings)
{
    if (dimension.startsWith(QLatin1String("p:")))
        return ImportStory::describeParameter(dimension.mid(2), value);
    const StorySetting setting = settings.value(dimension);
    QString text = value.isEmpty() ? ImportGrouping::tr("%1 not set").arg(setting.name)
                                   : StoryCommands::describe(StorySetting{setting.host, setting.key, setting.name, value});
    if (!setting.host.isEmpty())
        //: an arm's label part for a setting made on one host: "busy_poll 50 on server"
        text = ImportGrouping::tr("%1 on %2").arg(text, setting.host);
    return text;
}

struct Group
{
    Dimensions dimensions;
    QList<ImportRunRef> runs;
};

bool varies(const QList<Group> &groups, const QString &dimension)
{
    for (const Group &group : groups)
        if (group.dimensions.at(dimension) != groups.constFirst().dimensions.at(dimension))
            return true;
    return false;
}

/// The labels of @p groups: the naming part (file, lead-in) and the dimensions that tell a group
/// from the others of its naming class.
QStringList labelsOf(const QList<Group> &groups, const QStringList &dimensions, bool showFile,
                     const QHash<QString, StorySetting> &settings)
{
    const bool byLeadIn = varies(groups, kLeadIn);
    const auto naming = [&](const Group &g) {
        QStringList parts;
        if (showFile)
            parts << g.dimensions.at(kFile);
        if (byLeadIn)
            parts << g.dimensions.at(kLeadIn);
        return parts;
    };
    QStringList labels;
    for (const Group &group : groups) {
        QStringList parts;
        if (showFile)
            parts << group.dimensions.at(kFile);
        if (byLeadIn && !group.dimensions.at(kLeadIn).isEmpty())
            parts << group.dimensions.at(kLeadIn);
        QStringList described;
        QStringList overall;
        for (const QString &dimension : dimensions) {
            if (dimension == kFile || dimension == kLeadIn || !varies(groups, dimension))
                continue;
            const QString mine = group.dimensions.at(dimension);
            overall << word(dimension, mine, settings);
            const bool inClass = std::any_of(groups.cbegin(), groups.cend(), [&](const Group &other) {
                return naming(other) == naming(group) && other.dimensions.at(dimension) != mine;
            });
            if (inClass)
                described << word(dimension, mine, settings);
        }
        parts << described;
        if (parts.isEmpty())
            parts << overall;
        labels << parts.join(QStringLiteral(" · "));
    }
    return labels;
}

QList<ImportArm> byStory(const QList<ImportSource> &sources, const QList<ImportRunRef> &runs, bool showFile)
{
    QList<Group> groups;
    QStringList dimensions;
    QHash<QString, StorySetting> settings;
    for (const ImportRunRef &ref : runs) {
        for (const StorySetting &setting : storyOf(sources, ref).settings)
            settings.insert(settingDimension(setting), setting);
        for (const auto &[dimension, value] : dimensionsOf(sources, ref, showFile))
            if (!dimensions.contains(dimension))
                dimensions << dimension;
    }
    for (const ImportRunRef &ref : runs) {
        Dimensions mine = dimensionsOf(sources, ref, showFile);
        for (const QString &dimension : std::as_const(dimensions))
            mine.try_emplace(dimension);
        auto group = std::find_if(groups.begin(), groups.end(), [&mine](const Group &g) { return g.dimensions == mine; });
        if (group == groups.end())
            groups << Group{mine, {ref}};
        else
            group->runs << ref;
    }
    // Parameters first, in a fixed order, then settings in the order the text sets them.
    std::stable_sort(dimensions.begin(), dimensions.end(), [](const QString &a, const QString &b) {
        return a.startsWith(QLatin1String("p:")) && !b.startsWith(QLatin1String("p:"));
    });
    const QStringList labels = labelsOf(groups, dimensions, showFile, settings);
    QList<ImportArm> arms;
    for (qsizetype i = 0; i < groups.size(); ++i)
        arms << ImportArm{labels.at(i), groups.at(i).runs};
    return arms;
}

/// The test type a run is compared as: its own, or its file's when only the units tell ("RR").
QString comparedType(const QList<ImportSource> &sources, const ImportRunRef &ref)
{
    const QString type = ReportImporter::testTypeOf(testOf(sources, ref));
    const bool generic = type.isEmpty() || type == QLatin1String("RR") || type == QLatin1String("STREAM");
    return generic ? sources.at(ref.source).testType : type;
}

/// One arm per file, and per test type within a file that has several (a TCP_CRR among TCP_RR
/// runs is never compared as one of them): "label · TCP_CRR".
QList<ImportArm> byFile(const QList<ImportSource> &sources, const QList<ImportRunRef> &runs)
{
    QMap<int, QStringList> types; // per source, its types in the order they appear
    for (const ImportRunRef &ref : runs) {
        const QString type = comparedType(sources, ref);
        if (!types[ref.source].contains(type))
            types[ref.source] << type;
    }
    QList<ImportArm> arms;
    for (const ImportRunRef &ref : runs) {
        QString label = sources.at(ref.source).armLabel;
        if (types.value(ref.source).size() > 1)
            label += QStringLiteral(" · ") + comparedType(sources, ref);
        auto arm = std::find_if(arms.begin(), arms.end(), [&label](const ImportArm &a) { return a.label == label; });
        if (arm == arms.end())
            arms << ImportArm{label, {ref}};
        else
            arm->runs << ref;
    }
    return arms;
}

bool inRange(const QList<ImportSource> &sources, const ImportRunRef &ref, const ImportArmRange &range)
{
    const ImportSource &source = sources.at(ref.source);
    if (!range.file.isEmpty() && range.file != source.name && range.file != QFileInfo(source.name).fileName())
        return false;
    const qint64 line = testOf(sources, ref).firstLine;
    return line >= range.first && line <= range.last;
}

/// Every label once, never empty: a repeated one gets the lines of its first run.
void makeLabelsUnique(const QList<ImportSource> &sources, QList<ImportArm> &arms)
{
    QStringList seen;
    for (ImportArm &arm : arms) {
        if (arm.label.trimmed().isEmpty() || seen.contains(arm.label)) {
            const QString lines = ImportGrouping::lineRanges(sources, ImportArm{QString(), {arm.runs.constFirst()}});
            arm.label = arm.label.trimmed().isEmpty() ? lines : arm.label + QStringLiteral(" (") + lines + QLatin1Char(')');
        }
        seen << arm.label;
    }
}

void sortArms(QList<ImportArm> &arms)
{
    for (ImportArm &arm : arms)
        std::sort(arm.runs.begin(), arm.runs.end());
    arms.removeIf([](const ImportArm &arm) { return arm.runs.isEmpty(); });
    std::stable_sort(arms.begin(), arms.end(),
                     [](const ImportArm &a, const ImportArm &b) { return a.runs.constFirst() < b.runs.constFirst(); });
}

} // namespace

QString groupByName(ImportGroupBy groupBy)
{
    switch (groupBy) {
    case ImportGroupBy::Auto:
        return QStringLiteral("auto");
    case ImportGroupBy::File:
        return QStringLiteral("file");
    case ImportGroupBy::None:
        return QStringLiteral("none");
    }
    return QString();
}

std::optional<ImportGroupBy> groupByFromName(const QString &name)
{
    for (ImportGroupBy groupBy : {ImportGroupBy::Auto, ImportGroupBy::File, ImportGroupBy::None})
        if (groupByName(groupBy) == name)
            return groupBy;
    return std::nullopt;
}

Result<ImportArmRange> ImportArmRange::parse(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("^(?:(.+):)?(\\d+)(?:[-–](\\d+))?=(.+)$"));
    const QRegularExpressionMatch match = shape.match(text.trimmed());
    const Error wrong = makeError(ErrorCode::InvalidArgument,
                                  ImportGrouping::tr("--arm takes [FILE:]FIRST-LAST=LABEL, e.g. 12-40=baseline (got \"%1\")").arg(text));
    if (!match.hasMatch() || match.captured(4).trimmed().isEmpty())
        return wrong;
    ImportArmRange range;
    range.file = match.captured(1);
    range.first = match.captured(2).toLongLong();
    range.last = match.captured(3).isEmpty() ? range.first : match.captured(3).toLongLong();
    range.label = match.captured(4).trimmed();
    if (range.first < 1 || range.last < range.first)
        return wrong;
    return range;
}

QList<ImportArm> ImportGrouping::propose(const QList<ImportSource> &sources, ImportGroupBy groupBy,
                                         const QList<ImportArmRange> &ranges, bool labelsGiven)
{
    const QList<ImportRunRef> runs = recognisedRuns(sources);
    if (runs.isEmpty())
        return {};
    QList<ImportArm> arms;
    switch (groupBy) {
    case ImportGroupBy::File:
        arms = byFile(sources, runs);
        break;
    case ImportGroupBy::None: {
        const bool oneLabel = byFile(sources, runs).size() == 1;
        arms << ImportArm{oneLabel ? sources.at(runs.constFirst().source).armLabel : tr("all runs"), runs};
        break;
    }
    case ImportGroupBy::Auto:
        arms = byStory(sources, runs, labelsGiven || byFile(sources, runs).size() > 1);
        // Nothing differs: one arm, called as the file is.
        if (arms.size() == 1 && arms.constFirst().label.isEmpty())
            arms.first().label = sources.at(runs.constFirst().source).armLabel;
        break;
    }
    for (const ImportArmRange &range : ranges) {
        for (const ImportRunRef &ref : runs)
            if (inRange(sources, ref, range))
                (void)move(arms, ref, range.label);
    }
    sortArms(arms);
    makeLabelsUnique(sources, arms);
    return arms;
}

Status ImportGrouping::move(QList<ImportArm> &arms, const ImportRunRef &run, const QString &label)
{
    const QString to = label.trimmed();
    if (to.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("An arm needs a label."));
    auto from = std::find_if(arms.begin(), arms.end(), [&run](const ImportArm &a) { return a.runs.contains(run); });
    if (from == arms.end())
        return makeError(ErrorCode::NotFound, tr("That run is in no arm."));
    from->runs.removeAll(run);
    auto target = std::find_if(arms.begin(), arms.end(), [&to](const ImportArm &a) { return a.label == to; });
    if (target == arms.end())
        arms << ImportArm{to, {run}};
    else
        target->runs << run;
    for (ImportArm &arm : arms)
        std::sort(arm.runs.begin(), arm.runs.end());
    arms.removeIf([](const ImportArm &arm) { return arm.runs.isEmpty(); });
    return Ok{};
}

Status ImportGrouping::merge(QList<ImportArm> &arms, const QStringList &labels, const QString &label)
{
    const QString to = label.trimmed();
    if (labels.size() < 2 || to.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("Choose two arms or more to merge, and a label."));
    auto first = std::find_if(arms.begin(), arms.end(), [&labels](const ImportArm &a) { return labels.contains(a.label); });
    if (first == arms.end())
        return makeError(ErrorCode::NotFound, tr("There is no arm \"%1\".").arg(labels.constFirst()));
    for (ImportArm &arm : arms) {
        if (&arm != &*first && labels.contains(arm.label)) {
            first->runs << arm.runs;
            arm.runs.clear();
        }
    }
    if (std::any_of(arms.cbegin(), arms.cend(), [&](const ImportArm &a) { return a.label == to && !a.runs.isEmpty() && &a != &*first; }))
        return makeError(ErrorCode::InvalidArgument, tr("Another arm is called \"%1\" already.").arg(to));
    first->label = to;
    std::sort(first->runs.begin(), first->runs.end());
    arms.removeIf([](const ImportArm &arm) { return arm.runs.isEmpty(); });
    return Ok{};
}

Status ImportGrouping::rename(QList<ImportArm> &arms, const QString &from, const QString &to)
{
    const QString label = to.trimmed();
    if (label.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("An arm needs a label."));
    if (label != from && std::any_of(arms.cbegin(), arms.cend(), [&label](const ImportArm &a) { return a.label == label; }))
        return makeError(ErrorCode::InvalidArgument, tr("Another arm is called \"%1\" already.").arg(label));
    auto arm = std::find_if(arms.begin(), arms.end(), [&from](const ImportArm &a) { return a.label == from; });
    if (arm == arms.end())
        return makeError(ErrorCode::NotFound, tr("There is no arm \"%1\".").arg(from));
    arm->label = label;
    return Ok{};
}

QJsonObject ImportGrouping::commonParameters(const QList<ImportSource> &sources, const ImportArm &arm)
{
    if (arm.runs.isEmpty())
        return {};
    QMap<QString, QString> common = storyOf(sources, arm.runs.constFirst()).parameters;
    for (const ImportRunRef &ref : arm.runs) {
        const QMap<QString, QString> &mine = storyOf(sources, ref).parameters;
        for (auto it = common.begin(); it != common.end();)
            it = mine.value(it.key()) == it.value() ? std::next(it) : common.erase(it);
    }
    QJsonObject test;
    for (auto it = common.cbegin(); it != common.cend(); ++it) {
        if (it.value().isEmpty())
            continue;
        bool number = false;
        const int value = it.value().toInt(&number);
        if (it.key() == QLatin1String("type"))
            test.insert(it.key(), it.value());
        else if (number)
            test.insert(it.key(), value);
    }
    return test;
}

QList<StorySetting> ImportGrouping::commonSettings(const QList<ImportSource> &sources, const ImportArm &arm)
{
    if (arm.runs.isEmpty())
        return {};
    QList<StorySetting> common = storyOf(sources, arm.runs.constFirst()).settings;
    for (const ImportRunRef &ref : arm.runs)
        common.removeIf([&](const StorySetting &s) { return !storyOf(sources, ref).settings.contains(s); });
    return common;
}

QString ImportGrouping::commonLeadIn(const QList<ImportSource> &sources, const ImportArm &arm)
{
    if (arm.runs.isEmpty())
        return {};
    const QString first = storyOf(sources, arm.runs.constFirst()).leadIn;
    for (const ImportRunRef &ref : arm.runs)
        if (storyOf(sources, ref).leadIn != first)
            return {};
    return first;
}

QString ImportGrouping::lineRanges(const QList<ImportSource> &sources, const ImportArm &arm)
{
    QStringList ranges;
    for (const ImportRunRef &ref : arm.runs) {
        const ParsedTest &test = testOf(sources, ref);
        const QString range = test.lastLine > test.firstLine ? QStringLiteral("%1–%2").arg(test.firstLine).arg(test.lastLine)
                                                             : QString::number(test.firstLine);
        const QString file = sources.size() > 1 ? QFileInfo(sources.at(ref.source).name).fileName() + QLatin1Char(':') : QString();
        ranges << file + range;
    }
    return tr("lines %1").arg(ranges.join(QStringLiteral(", ")));
}

} // namespace Tunebench
