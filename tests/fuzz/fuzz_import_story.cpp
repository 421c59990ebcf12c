// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the import of a mail thread: parsing, the story each test comes with
// (test parameters, configuration commands that accumulate, lead-ins, quoted repeats) and the arms
// proposed from it, grouped by story, by file and not at all, then moved, merged and renamed as
// the import dialog does. Any input must import without a crash, a sanitizer finding or a broken
// invariant: every recognised test in exactly one arm, labels unique and never empty.
#include "report/importgrouping.h"
#include "report/importstory.h"
#include "report/reportimporter.h"
#include "report/storycommands.h"

#include <QSet>

#include <cstdint>
#include <cstdlib>

using namespace Tunebench;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

void checkStories(const ImportSource &source)
{
    if (source.kind != ImportSource::Kind::NetperfText)
        return;
    const NetperfOutput &output = source.netperf.output;
    check(source.stories.size() == output.tests.size());
    for (int i = 0; i < source.stories.size(); ++i) {
        const TestStory &story = source.stories.at(i);
        // A quotation repeats an earlier test, never itself or a later one.
        check(story.repeats < i);
        for (const StorySetting &setting : story.settings) {
            check(!setting.key.isEmpty());
            (void)StoryCommands::describe(setting);
        }
        for (auto it = story.parameters.cbegin(); it != story.parameters.cend(); ++it)
            (void)ImportStory::describeParameter(it.key(), it.value());
    }
    for (const ImportItem &item : source.items)
        check(item.firstLine <= item.lastLine && (item.kind != ImportItem::Kind::Test || item.test < output.tests.size()));
}

/// Every recognised test in exactly one arm; every label unique and not empty.
void checkArms(const QList<ImportSource> &sources, const QList<ImportArm> &arms)
{
    QSet<QString> labels;
    int runs = 0;
    QSet<QPair<int, int>> seen;
    for (const ImportArm &arm : arms) {
        check(!arm.label.trimmed().isEmpty() && !labels.contains(arm.label) && !arm.runs.isEmpty());
        labels.insert(arm.label);
        for (const ImportRunRef &ref : arm.runs) {
            check(ref.source >= 0 && ref.source < sources.size());
            check(sources.at(ref.source).importedTests().contains(ref.test));
            check(!seen.contains({ref.source, ref.test}));
            seen.insert({ref.source, ref.test});
            ++runs;
        }
        (void)ImportGrouping::commonParameters(sources, arm);
        (void)ImportGrouping::commonSettings(sources, arm);
        (void)ImportGrouping::commonLeadIn(sources, arm);
        (void)ImportGrouping::lineRanges(sources, arm);
    }
    int recognised = 0;
    for (const ImportSource &source : sources)
        if (source.kind == ImportSource::Kind::NetperfText)
            recognised += int(source.importedTests().size());
    check(runs == recognised);
}

/// What the dialog lets a user do: move the first run to the last arm, merge the first two arms,
/// rename one; the arms must stay whole.
void rearrange(const QList<ImportSource> &sources, QList<ImportArm> arms)
{
    if (arms.isEmpty())
        return;
    check(ImportGrouping::move(arms, arms.constFirst().runs.constFirst(), arms.constLast().label).ok());
    checkArms(sources, arms);
    if (arms.size() >= 2) {
        check(ImportGrouping::merge(arms, {arms.at(0).label, arms.at(1).label}, QStringLiteral("merged arm")).ok()
              || arms.at(0).label == QStringLiteral("merged arm") || arms.at(1).label == QStringLiteral("merged arm"));
        checkArms(sources, arms);
    }
    (void)ImportGrouping::rename(arms, arms.constFirst().label, QStringLiteral("renamed arm"));
    checkArms(sources, arms);
    check(!ImportGrouping::move(arms, arms.constFirst().runs.constFirst(), QStringLiteral("  ")).ok());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    // The input is also read as two files, cut where its first byte says, so that arms by file
    // and labels of several files are fuzzed too.
    const qsizetype cut = size > 0 ? qsizetype(data[0]) * qsizetype(size) / 256 : 0;
    for (ImportGroupBy groupBy : {ImportGroupBy::Auto, ImportGroupBy::File, ImportGroupBy::None}) {
        const ImportSource whole = ReportImporter::inspectText(text, QStringLiteral("thread"), QStringLiteral("thread"), {}, groupBy);
        checkStories(whole);
        const QList<ImportSource> one{whole};
        const QList<ImportArm> arms = ImportGrouping::propose(one, groupBy);
        checkArms(one, arms);
        rearrange(one, arms);

        const QList<ImportSource> two{
            ReportImporter::inspectText(text.first(cut), QStringLiteral("a.txt"), QStringLiteral("a"), {}, groupBy),
            ReportImporter::inspectText(text.sliced(cut), QStringLiteral("b.txt"), QStringLiteral("b"), {}, groupBy)};
        checkStories(two.at(0));
        checkStories(two.at(1));
        // An --arm range over the middle of the text moves what starts there, whatever it was.
        const QList<ImportArmRange> ranges{ImportArmRange{QString(), 2, 2 + qint64(size % 40), QStringLiteral("range")},
                                           ImportArmRange{QStringLiteral("b.txt"), 1, 5, QStringLiteral("b head")}};
        checkArms(two, ImportGrouping::propose(two, groupBy, ranges, true));
    }
    return 0;
}
