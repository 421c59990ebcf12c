// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportimporter.h"

#include "report/tunebenchjson.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "displaytext/statustext.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace Tunebench {

namespace {

QString unitsOf(const ParsedTest &test)
{
    if (!test.interimUnits.isEmpty())
        return test.interimUnits;
    return test.result ? test.result->throughputUnits : QString();
}

// "RR" and "STREAM" say only what the units say; a named test type is more.
bool isGeneric(const QString &type)
{
    return type == QLatin1String("RR") || type == QLatin1String("STREAM");
}

bool sameUnits(const QString &a, const QString &b)
{
    auto family = [](const QString &u) { return u.startsWith(QLatin1String("Trans")) ? 0 : 1; };
    return a.isEmpty() || b.isEmpty() || family(a) == family(b);
}

QString describeTest(const NetperfOutput &output, int index, const QString &type)
{
    const ParsedTest &test = output.tests.at(index);
    QString text = ReportImporter::tr("%1 test, %n interim sample(s)", nullptr, test.sampleCount)
                       .arg(type.isEmpty() ? ReportImporter::tr("netperf") : type);
    if (test.result) {
        if (const auto rate = test.result->value(ResultField::Throughput))
            text += QStringLiteral(", ") + QString::number(*rate, 'f', 2) + QLatin1Char(' ') + unitsOf(test);
    }
    return text;
}

// Consecutive unreadable lines become one skipped item each.
void addUnparsed(ImportSource &source)
{
    const QList<UnparsedLine> &lines = source.netperf.output.unparsed;
    for (qsizetype i = 0; i < lines.size();) {
        qsizetype j = i;
        while (j + 1 < lines.size() && lines.at(j + 1).line == lines.at(j).line + 1)
            ++j;
        ImportItem item;
        item.kind = ImportItem::Kind::Lines;
        item.firstLine = lines.at(i).line;
        item.lastLine = lines.at(j).line;
        const QString text = lines.at(i).text.trimmed();
        item.description = text.size() > 60 || j > i ? text.left(60) + QStringLiteral(" ...") : text;
        item.reason = ReportImporter::tr("not netperf output Tunebench can read");
        source.items << item;
        i = j + 1;
    }
    const qint64 dropped = source.netperf.output.unparsedCount - lines.size();
    if (dropped > 0) {
        ImportItem item;
        item.description = ReportImporter::tr("%n more unreadable line(s)", nullptr, int(dropped));
        item.reason = ReportImporter::tr("not netperf output Tunebench can read");
        source.items << item;
    }
}

void classifyTests(ImportSource &source, ImportGroupBy groupBy)
{
    const NetperfOutput &output = source.netperf.output;
    for (int i = 0; i < output.tests.size(); ++i) {
        const ParsedTest &test = output.tests.at(i);
        ImportItem item;
        item.kind = ImportItem::Kind::Test;
        item.test = i;
        item.firstLine = test.firstLine;
        item.lastLine = test.lastLine;
        const QString type = ReportImporter::testTypeOf(test);
        item.description = describeTest(output, i, type);
        const bool failed = std::any_of(output.failures.cbegin(), output.failures.cend(),
                                        [i](const NetperfFailure &f) { return f.test == i; });
        const int repeats = i < source.stories.size() ? source.stories.at(i).repeats : -1;
        if (type == QLatin1String("TCP_MSS")) {
            item.reason = ReportImporter::tr("measures the path MSS, not a rate");
        } else if (!test.result && test.sampleCount == 0 && !failed) {
            item.reason = ReportImporter::tr("has neither a result nor interim samples");
        } else if (repeats >= 0) {
            const ParsedTest &quoted = output.tests.at(repeats);
            //: a test whose numbers are all those of an earlier one: a quotation of it
            item.reason = quoted.lastLine > quoted.firstLine
                ? ReportImporter::tr("repeats lines %1–%2").arg(quoted.firstLine).arg(quoted.lastLine)
                : ReportImporter::tr("repeats line %1").arg(quoted.firstLine);
        } else if ((groupBy == ImportGroupBy::None || !sameUnits(source.units, unitsOf(test))) && !source.testType.isEmpty()
                   && !type.isEmpty() && type != source.testType && !isGeneric(type) && !isGeneric(source.testType)) {
            // Grouped by story or file another type is an arm of its own, unless its units cannot
            // be compared; in the one arm of --group-by none it cannot be.
            item.reason = ReportImporter::tr("a %1 test among %2 tests: import it with a label of its own").arg(type, source.testType);
        } else if (!sameUnits(source.units, unitsOf(test))) {
            item.reason = ReportImporter::tr("measured in %1 where the other runs are in %2: import it with a label of its own")
                              .arg(unitsOf(test), source.units);
        } else {
            item.recognised = true;
            if (source.testType.isEmpty() || (isGeneric(source.testType) && !type.isEmpty() && !isGeneric(type)))
                source.testType = type;
            if (source.units.isEmpty())
                source.units = unitsOf(test);
        }
        source.items << item;
    }
    for (const NetperfFailure &failure : output.failures) {
        if (failure.test >= 0)
            continue;
        ImportItem item;
        item.kind = ImportItem::Kind::Failure;
        item.firstLine = item.lastLine = failure.line;
        item.description = ReportImporter::tr("netperf failure: %1").arg(failure.text);
        item.reason = ReportImporter::tr("belongs to no test");
        source.items << item;
    }
}

QString armLabelFor(const QStringList &labels, const QString &path, qsizetype index)
{
    if (labels.size() == 1)
        return labels.constFirst();
    if (index < labels.size())
        return labels.at(index);
    QString base = QFileInfo(path).fileName();
    for (const QString &suffix : {QStringLiteral(".txt"), QStringLiteral(".log"), QStringLiteral(".out")})
        if (base.endsWith(suffix, Qt::CaseInsensitive))
            base.chop(suffix.size());
    return base;
}

} // namespace

int ImportSource::recognisedCount() const
{
    return int(std::count_if(items.cbegin(), items.cend(), [](const ImportItem &i) { return i.recognised; }));
}

int ImportSource::skippedCount() const
{
    return int(items.size()) - recognisedCount();
}

QList<int> ImportSource::importedTests() const
{
    QList<int> tests;
    for (const ImportItem &item : items)
        if (item.recognised && item.kind == ImportItem::Kind::Test)
            tests << item.test;
    return tests;
}

QString ImportSource::summary() const
{
    if (kind == Kind::Unreadable)
        return error;
    if (kind == Kind::TunebenchJson) {
        const TunebenchJsonSummary s = TunebenchJson::summarize(json);
        return ReportImporter::tr("Tunebench export \"%1\": %n run(s)", nullptr, s.runs).arg(s.name)
            + ReportImporter::tr(" in %n arm(s)", nullptr, int(s.arms.size()));
    }
    return ReportImporter::tr("%n run(s) recognised", nullptr, recognisedCount())
        + ReportImporter::tr(", %n item(s) skipped", nullptr, skippedCount());
}

int ImportPreview::runs() const
{
    int count = 0;
    for (const ImportSource &source : sources) {
        if (source.kind == ImportSource::Kind::TunebenchJson)
            count += TunebenchJson::summarize(source.json).runs;
        else if (source.kind == ImportSource::Kind::NetperfText)
            count += int(source.importedTests().size());
    }
    return count;
}

QString ReportImporter::testTypeOf(const ParsedTest &test)
{
    static const QList<QPair<QString, QString>> banners = {
        {QStringLiteral("TCP REQUEST/RESPONSE"), QStringLiteral("TCP_RR")},
        {QStringLiteral("TCP Connect/Request/Response"), QStringLiteral("TCP_CRR")},
        {QStringLiteral("UDP REQUEST/RESPONSE"), QStringLiteral("UDP_RR")},
        {QStringLiteral("TCP STREAM"), QStringLiteral("TCP_STREAM")},
        {QStringLiteral("TCP MAERTS"), QStringLiteral("TCP_MAERTS")},
        {QStringLiteral("TCP MSS"), QStringLiteral("TCP_MSS")},
    };
    if (test.banner) {
        for (const auto &[name, type] : banners)
            if (test.banner->testName == name)
                return type;
    }
    static const QRegularExpression option(QStringLiteral("(?:^|\\s)-t\\s*([A-Za-z_]+)"));
    if (const QRegularExpressionMatch match = option.match(test.command); match.hasMatch())
        return match.captured(1).toUpper();
    const QString units = unitsOf(test);
    if (units.isEmpty())
        return QString();
    return units.startsWith(QLatin1String("Trans")) ? QStringLiteral("RR") : QStringLiteral("STREAM");
}

ImportSource ReportImporter::inspectText(const QByteArray &text, const QString &name, const QString &armLabel,
                                         const NetperfImporter::Progress &progress, ImportGroupBy groupBy)
{
    ImportSource source;
    source.name = name;
    source.armLabel = armLabel;
    if (TunebenchJson::looksLike(text)) {
        auto json = TunebenchJson::parse(text);
        if (!json) {
            source.error = json.error().message;
            return source;
        }
        source.kind = ImportSource::Kind::TunebenchJson;
        source.json = json.value();
        const TunebenchJsonSummary s = TunebenchJson::summarize(source.json);
        ImportItem item;
        item.kind = ImportItem::Kind::Experiment;
        item.recognised = true;
        item.description = tr("experiment \"%1\" (%2): arms %3, %n run(s)", nullptr, s.runs)
                               .arg(s.name, statusText(s.status), s.arms.join(QLatin1String(", ")))
            + tr(", %n interim sample(s)", nullptr, s.interimSamples) + tr(", %n host snapshot(s)", nullptr, s.snapshots);
        source.items << item;
        return source;
    }
    Result<ImportReport> netperf = NetperfImporter::importText(text, progress);
    if (!netperf) {
        source.error = netperf.error().message;
        return source;
    }
    source.kind = ImportSource::Kind::NetperfText;
    source.text = text;
    source.netperf = std::move(netperf).value();
    source.stories = ImportStory::read(source.text, source.netperf.output);
    classifyTests(source, groupBy);
    addUnparsed(source);
    std::stable_sort(source.items.begin(), source.items.end(),
                     [](const ImportItem &a, const ImportItem &b) { return a.firstLine < b.firstLine; });
    return source;
}

ImportSource ReportImporter::inspectFile(const QString &path, const QString &armLabel,
                                         const NetperfImporter::Progress &progress, ImportGroupBy groupBy)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportSource source;
        source.name = path;
        source.error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return source;
    }
    return inspectText(file.readAll(), path, armLabel, progress, groupBy);
}

Result<ImportPreview> ReportImporter::preview(const QStringList &paths, const ImportOptions &options, Database *database,
                                              const NetperfImporter::Progress &progress)
{
    if (paths.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("name at least one file to import"));
    if (options.labels.size() > 1 && options.labels.size() != paths.size())
        return makeError(ErrorCode::InvalidArgument,
                         tr("give one --label for all files or one per file (%1 labels for %n file(s))", nullptr, int(paths.size()))
                             .arg(options.labels.size()));
    ImportPreview preview;
    QStringList arms;
    qint64 total = 0;
    for (const QString &path : paths)
        total += QFileInfo(path).size();
    qint64 before = 0; // the bytes of the files before this one
    bool cancelled = false;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const qint64 size = QFileInfo(paths.at(i)).size();
        NetperfImporter::Progress fileProgress;
        if (progress) {
            // The importer reads a text twice and counts both: its count over its total is the share read.
            fileProgress = [&](qint64 done, qint64 all) {
                cancelled = !progress(before + qint64(double(done) / double(std::max<qint64>(all, 1)) * double(size)), total);
                return !cancelled;
            };
        }
        ImportSource source = inspectFile(paths.at(i), armLabelFor(options.labels, paths.at(i), i), fileProgress, options.groupBy);
        before += size;
        if (cancelled || (progress && !progress(before, total)))
            return makeError(ErrorCode::Cancelled, tr("Reading was cancelled: nothing was imported."));
        if (source.kind == ImportSource::Kind::TunebenchJson && (!options.labels.isEmpty() || !options.experimentName.isEmpty()))
            preview.notes << tr("%1 is a Tunebench export: it is imported as the experiment it was; --label and "
                                "--experiment do not apply to it.")
                                 .arg(paths.at(i));
        if (source.kind == ImportSource::Kind::NetperfText && !source.importedTests().isEmpty() && !arms.contains(source.armLabel))
            arms << source.armLabel;
        preview.sources << source;
    }
    preview.groupBy = options.groupBy;
    preview.arms = ImportGrouping::propose(preview.sources, options.groupBy, options.armRanges, !options.labels.isEmpty());
    // Named after the files, as before grouping; a story's arms are too many for a name.
    preview.experimentName = options.experimentName.isEmpty()
        ? tr("Imported netperf output: %1").arg(arms.join(QLatin1String(" vs ")))
        : options.experimentName;
    if (database && !options.experimentName.isEmpty()) {
        ExperimentRepository repository(*database);
        auto found = repository.list(options.experimentName);
        if (!found)
            return found.error();
        for (const ExperimentListEntry &entry : found.value()) {
            if (entry.name == options.experimentName && entry.kind == QLatin1String("import")) {
                preview.existingExperiment = entry.id;
                break;
            }
        }
    }
    return preview;
}

} // namespace Tunebench
