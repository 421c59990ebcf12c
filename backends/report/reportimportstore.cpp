// SPDX-License-Identifier: GPL-3.0-or-later
// ReportImporter::commit: what the preview recognised, into the store.
#include "report/reportimporter.h"

#include "experiment/experimentanalysis.h"
#include "netperf/netperfoutputjson.h"
#include "report/tunebenchjson.h"
#include "store/database.h"
#include "store/experimentrepository.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace Tunebench {

namespace {

QDateTime epoch(double seconds)
{
    return QDateTime::fromMSecsSinceEpoch(qint64(std::llround(seconds * 1000.0)), QTimeZone::utc());
}

// Lines @p first to @p last (1-based) of the source, as netperf printed them.
QString linesOf(const QList<QByteArray> &lines, qint64 first, qint64 last)
{
    QStringList out;
    for (qint64 number = std::max<qint64>(first, 1); number <= last && number <= lines.size(); ++number) {
        QByteArray line = lines.at(number - 1);
        if (line.endsWith('\r'))
            line.chop(1);
        out << QString::fromUtf8(line);
    }
    return out.join(QLatin1Char('\n'));
}

RunRecord runFor(const ImportSource &source, const QList<QByteArray> &lines, int testIndex)
{
    const NetperfOutput &output = source.netperf.output;
    const ParsedTest &test = output.tests.at(testIndex);
    RunRecord run;
    run.commandLine = test.command;
    run.rawOutput = linesOf(lines, test.firstLine, test.lastLine);
    if (test.result) {
        run.rate = test.result->measured(ResultField::Throughput);
        run.localServiceDemand = test.result->measured(ResultField::LocalServiceDemand);
        run.remoteServiceDemand = test.result->measured(ResultField::RemoteServiceDemand);
        run.result = QJsonDocument(resultToJson(*test.result)).toJson(QJsonDocument::Compact);
    }
    for (const NetperfFailure &failure : output.failures) {
        if (failure.test == testIndex) {
            run.error = failure.text;
            break;
        }
    }
    run.status = test.result && run.error.isEmpty() ? QStringLiteral("completed") : QStringLiteral("failed");
    if (run.status == QLatin1String("failed") && run.error.isEmpty())
        run.error = ReportImporter::tr("netperf printed no result for this test");
    if (test.sampleCount > 0) {
        const InterimSample &first = output.samples.at(test.firstSample);
        const InterimSample &last = output.samples.at(test.firstSample + test.sampleCount - 1);
        run.startedAt = epoch(first.endTime - first.interval);
        run.finishedAt = epoch(last.endTime);
    }
    return run;
}

QList<InterimSampleRow> interimFor(const ImportSource &source, int testIndex)
{
    const ParsedTest &test = source.netperf.output.tests.at(testIndex);
    QList<InterimSampleRow> rows;
    for (int k = 0; k < test.sampleCount; ++k) {
        const InterimSample &sample = source.netperf.output.samples.at(test.firstSample + k);
        rows << InterimSampleRow{k, sample.endTime, sample.interval, sample.rate};
    }
    return rows;
}

// The interim interval the runs asked for, as near as the samples tell: their median length.
double medianInterval(const QList<const ImportSource *> &sources)
{
    QList<double> intervals;
    for (const ImportSource *source : sources)
        for (int test : source->importedTests()) {
            const ParsedTest &t = source->netperf.output.tests.at(test);
            for (int k = 0; k < t.sampleCount; ++k)
                intervals << source->netperf.output.samples.at(t.firstSample + k).interval;
        }
    if (intervals.isEmpty())
        return 0;
    std::sort(intervals.begin(), intervals.end());
    return std::round(intervals.at(intervals.size() / 2) * 1000.0) / 1000.0;
}

QDateTime earliestSample(const QList<const ImportSource *> &sources)
{
    double earliest = 0;
    for (const ImportSource *source : sources)
        for (int test : source->importedTests()) {
            const ParsedTest &t = source->netperf.output.tests.at(test);
            if (t.sampleCount == 0)
                continue;
            const InterimSample &s = source->netperf.output.samples.at(t.firstSample);
            const double start = s.endTime - s.interval;
            earliest = earliest == 0 ? start : std::min(earliest, start);
        }
    return earliest > 0 ? epoch(earliest) : QDateTime::currentDateTimeUtc();
}

QJsonArray sourcesJson(const QList<const ImportSource *> &sources)
{
    QJsonArray array;
    for (const ImportSource *source : sources)
        array << QJsonObject{{QStringLiteral("file"), QFileInfo(source->name).fileName()},
                             {QStringLiteral("arm"), source->armLabel},
                             {QStringLiteral("runs"), int(source->importedTests().size())},
                             {QStringLiteral("skipped"), source->skippedCount()}};
    return array;
}

Result<qint64> createExperiment(ExperimentRepository &repository, const ImportPreview &preview, const ImportOptions &options,
                                const QList<const ImportSource *> &sources)
{
    QString type;
    QString units;
    for (const ImportSource *source : sources) {
        if (type.isEmpty() || type == QLatin1String("RR") || type == QLatin1String("STREAM"))
            type = source->testType;
        if (units.isEmpty())
            units = source->units;
    }
    QJsonObject test{{QStringLiteral("type"), type}, {QStringLiteral("units"), units}};
    if (const double interval = medianInterval(sources); interval > 0)
        test.insert(QStringLiteral("interimInterval"), interval);
    const QJsonObject spec{{QStringLiteral("format"), QStringLiteral("tunebench-import")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("name"), preview.experimentName},
                           {QStringLiteral("description"), ReportImporter::tr("netperf output imported by Tunebench")},
                           {QStringLiteral("test"), test},
                           {QStringLiteral("warmupSeconds"), options.warmupSeconds},
                           {QStringLiteral("sources"), sourcesJson(sources)}};
    ExperimentRecord record;
    record.name = preview.experimentName;
    record.kind = QStringLiteral("import");
    record.status = QStringLiteral("completed");
    record.spec = QJsonDocument(spec).toJson(QJsonDocument::Compact);
    record.createdAt = earliestSample(sources);
    QList<ArmRecord> none;
    return repository.create(record, none);
}

Status addSourceToSpec(ExperimentRepository &repository, qint64 id, const QList<const ImportSource *> &sources)
{
    auto record = repository.experiment(id);
    if (!record)
        return record.error();
    ExperimentRecord experiment = record.value();
    QJsonObject spec = QJsonDocument::fromJson(experiment.spec).object();
    QJsonArray list = spec.value(QLatin1String("sources")).toArray();
    for (const QJsonValue &entry : sourcesJson(sources))
        list << entry;
    spec.insert(QStringLiteral("sources"), list);
    experiment.spec = QJsonDocument(spec).toJson(QJsonDocument::Compact);
    return repository.updateExperiment(experiment);
}

// The settings the text's configuration commands left for a run, as the engine records verified ones.
QByteArray settingsJson(const ImportSource &source, int test)
{
    if (test >= source.stories.size() || source.stories.at(test).settings.isEmpty())
        return {};
    QJsonArray settings;
    for (const StorySetting &setting : source.stories.at(test).settings)
        settings << QJsonObject{{QStringLiteral("host"), setting.host.isEmpty() ? QStringLiteral("host") : setting.host},
                                {QStringLiteral("key"), setting.key},
                                // Read from the text, not applied or verified by Tunebench.
                                {QStringLiteral("action"), QStringLiteral("reported")},
                                {QStringLiteral("desired"), setting.value},
                                {QStringLiteral("applied"), setting.value},
                                {QStringLiteral("verified"), false}};
    return QJsonDocument(settings).toJson(QJsonDocument::Compact);
}

// An arm as stored: grouped by file as before; from a story with what its runs have in common.
QByteArray armSpec(const ImportPreview &preview, const ImportArm &arm)
{
    const QList<ImportSource> &sources = preview.sources;
    QStringList files;
    for (const ImportRunRef &ref : arm.runs)
        if (const QString file = QFileInfo(sources.at(ref.source).name).fileName(); !files.contains(file))
            files << file;
    QJsonObject spec{{QStringLiteral("label"), arm.label}};
    if (preview.groupBy == ImportGroupBy::File) {
        spec.insert(QStringLiteral("description"), ReportImporter::tr("netperf output from %1").arg(files.value(0)));
        return QJsonDocument(spec).toJson(QJsonDocument::Compact);
    }
    spec.insert(QStringLiteral("description"), ReportImporter::tr("netperf output from %1, %2")
                                                   .arg(files.join(QLatin1String(", ")), ImportGrouping::lineRanges(sources, arm)));
    if (const QJsonObject test = ImportGrouping::commonParameters(sources, arm); !test.isEmpty())
        spec.insert(QStringLiteral("test"), test);
    QJsonArray settings;
    for (const StorySetting &setting : ImportGrouping::commonSettings(sources, arm))
        settings << QJsonObject{{QStringLiteral("host"), setting.host}, {QStringLiteral("key"), setting.key},
                                {QStringLiteral("value"), setting.value}};
    QJsonObject story{{QStringLiteral("grouping"), groupByName(preview.groupBy)}, {QStringLiteral("settings"), settings}};
    if (const QString leadIn = ImportGrouping::commonLeadIn(sources, arm); !leadIn.isEmpty())
        story.insert(QStringLiteral("leadIn"), leadIn);
    spec.insert(QStringLiteral("story"), story);
    return QJsonDocument(spec).toJson(QJsonDocument::Compact);
}

Result<QList<qint64>> armIds(ExperimentRepository &repository, qint64 id, const ImportPreview &preview)
{
    auto stored = repository.arms(id);
    if (!stored)
        return stored.error();
    QList<ArmRecord> armList = stored.value();
    QList<qint64> ids;
    for (const ImportArm &arm : preview.arms) {
        auto found = std::find_if(armList.begin(), armList.end(), [&arm](const ArmRecord &a) { return a.label == arm.label; });
        if (found == armList.end()) {
            ArmRecord added{0, int(armList.size()), arm.label, armSpec(preview, arm)};
            if (const Status stored = repository.addArm(id, added); !stored)
                return stored.error();
            armList << added;
            found = armList.end() - 1;
        }
        ids << found->id;
    }
    return ids;
}

// Runs in the order of the texts (the thread's order is the schedule's), each in its arm.
Status storeRuns(ExperimentRepository &repository, qint64 id, const ImportPreview &preview, ImportResult &result)
{
    auto ids = armIds(repository, id, preview);
    if (!ids)
        return ids.error();
    auto existing = repository.runs(id);
    if (!existing)
        return existing.error();
    int nextIndex = 0;
    QHash<qint64, int> repetitions;
    for (const RunRecord &run : existing.value()) {
        nextIndex = std::max(nextIndex, run.index + 1);
        ++repetitions[run.armId];
    }
    QList<QPair<ImportRunRef, qint64>> planned;
    for (qsizetype a = 0; a < preview.arms.size(); ++a)
        for (const ImportRunRef &ref : preview.arms.at(a).runs)
            planned << qMakePair(ref, ids->at(a));
    std::sort(planned.begin(), planned.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    QList<RunRecord> runs;
    for (const auto &[ref, armId] : std::as_const(planned)) {
        RunRecord run;
        run.experimentId = id;
        run.armId = armId;
        run.index = nextIndex++;
        run.repetition = repetitions[armId]++;
        runs << run;
    }
    if (const Status added = repository.addRuns(runs); !added)
        return added;
    QHash<int, QList<QByteArray>> lines; // per source, split once
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const ImportRunRef ref = planned.at(i).first;
        const ImportSource &source = preview.sources.at(ref.source);
        if (!lines.contains(ref.source))
            lines.insert(ref.source, source.text.split('\n'));
        RunRecord run = runFor(source, lines.value(ref.source), ref.test);
        run.id = runs.at(i).id;
        run.experimentId = id;
        run.armId = runs.at(i).armId;
        run.index = runs.at(i).index;
        run.repetition = runs.at(i).repetition;
        run.settings = settingsJson(source, ref.test);
        if (const Status updated = repository.updateRun(run); !updated)
            return updated;
        if (const Status appended = repository.appendInterim(run.id, interimFor(source, ref.test)); !appended)
            return appended;
    }
    result.runs += int(runs.size());
    for (const ImportArm &arm : preview.arms)
        if (!result.arms.contains(arm.label))
            result.arms << arm.label;
    return Ok{};
}

Status storeSummary(ExperimentRepository &repository, qint64 id)
{
    auto record = repository.experiment(id);
    if (!record)
        return record.error();
    auto summary = analyzeExperiment(repository, id);
    if (!summary)
        return summary.error();
    ExperimentRecord experiment = record.value();
    experiment.summary = QJsonDocument(summary.value()).toJson(QJsonDocument::Compact);
    experiment.finishedAt = QDateTime::currentDateTimeUtc();
    return repository.updateExperiment(experiment);
}

} // namespace

Result<ImportResult> ReportImporter::commit(Database &database, const ImportPreview &preview, const ImportOptions &options)
{
    ImportResult result;
    QList<const ImportSource *> netperf;
    for (const ImportSource &source : preview.sources) {
        if (source.kind == ImportSource::Kind::TunebenchJson) {
            auto id = TunebenchJson::import(database, source.json);
            if (!id)
                return makeError(id.error().code, tr("%1: %2").arg(source.name, id.error().message), id.error().detail);
            result.experiments << id.value();
            const TunebenchJsonSummary s = TunebenchJson::summarize(source.json);
            result.runs += s.runs;
            result.arms << s.arms;
        } else if (source.kind == ImportSource::Kind::NetperfText && !source.importedTests().isEmpty()) {
            netperf << &source;
        }
    }
    if (netperf.isEmpty()) {
        if (!result.experiments.isEmpty())
            return result;
        return makeError(ErrorCode::ParseError, tr("Nothing to import: no file holds a netperf test with a result or "
                                                   "interim samples, or a Tunebench export."));
    }
    ExperimentRepository repository(database);
    qint64 id = preview.existingExperiment;
    const bool created = id <= 0;
    if (created) {
        auto made = createExperiment(repository, preview, options, netperf);
        if (!made)
            return made.error();
        id = made.value();
    } else if (const Status noted = addSourceToSpec(repository, id, netperf); !noted) {
        return noted.error();
    }
    Status stored = storeRuns(repository, id, preview, result);
    if (stored)
        stored = storeSummary(repository, id);
    if (!stored) {
        if (created)
            (void)repository.remove(id);
        return stored.error();
    }
    result.experiments << id;
    return result;
}

} // namespace Tunebench
