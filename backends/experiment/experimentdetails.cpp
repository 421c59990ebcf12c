// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentdetails.h"

#include "experiment/experimentanalysis.h"
#include "stats/armsummary.h"
#include "stats/numberformat.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "tunables/hostsnapshot.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace Tunebench {

namespace {

int metricRank(const QString &id)
{
    static const QStringList order = {QStringLiteral("rate"), QStringLiteral("final_rate"),
        QStringLiteral("service_demand.local"), QStringLiteral("service_demand.remote"),
        QStringLiteral("live_service_demand.local"), QStringLiteral("live_service_demand.remote")};
    const qsizetype known = order.indexOf(id);
    if (known >= 0)
        return int(known);
    return id.startsWith(QLatin1String("latency.")) ? int(order.size()) : int(order.size()) + 1;
}

std::optional<Stats::DiagnosticKind> diagnosticKind(const QString &name)
{
    using K = Stats::DiagnosticKind;
    for (K kind : {K::RegimeSwitching, K::LevelShift, K::Drift, K::IrregularIntervals, K::ConfidenceNotAchieved})
        if (Stats::diagnosticKindName(kind) == name)
            return kind;
    return std::nullopt;
}

QList<Stats::Diagnostic> diagnosticsFrom(const QJsonArray &array)
{
    QList<Stats::Diagnostic> out;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        const auto kind = diagnosticKind(object.value(QLatin1String("kind")).toString());
        if (!kind)
            continue;
        Stats::Diagnostic diagnostic;
        diagnostic.kind = *kind;
        diagnostic.flagged = object.value(QLatin1String("flagged")).toBool();
        diagnostic.evaluated = object.value(QLatin1String("evaluated")).toBool();
        diagnostic.sentence = object.value(QLatin1String("sentence")).toString();
        const QJsonObject numbers = object.value(QLatin1String("numbers")).toObject();
        for (auto it = numbers.begin(); it != numbers.end(); ++it)
            if (it.value().isDouble())
                diagnostic.numbers.insert(it.key(), it.value().toDouble());
        out << diagnostic;
    }
    return out;
}

// The same values per run as the analysis counts (experimentanalysis.cpp, addMetricValues).
void fillMetrics(RunDetail &run, const RunRecord &record, const QJsonObject &summary)
{
    const auto add = [&run](const QString &id, std::optional<double> value) {
        if (value && std::isfinite(*value))
            run.metrics.insert(id, *value);
    };
    const QJsonObject rate = summary.value(QLatin1String("rate")).toObject();
    run.intervals = rate.value(QLatin1String("intervals")).toInt();
    const QJsonValue mean = rate.value(QLatin1String("mean"));
    add(QStringLiteral("rate"),
        run.intervals > 0 && mean.isDouble() ? std::optional<double>(mean.toDouble()) : record.rate);
    add(QStringLiteral("final_rate"), record.rate);
    add(QStringLiteral("service_demand.local"), record.localServiceDemand);
    add(QStringLiteral("service_demand.remote"), record.remoteServiceDemand);
    add(QStringLiteral("live_service_demand.local"), record.liveServiceDemandLocal);
    add(QStringLiteral("live_service_demand.remote"), record.liveServiceDemandRemote);
    const QJsonObject latency = summary.value(QLatin1String("latency")).toObject();
    for (auto it = latency.begin(); it != latency.end(); ++it)
        if (it.value().isDouble())
            add(QStringLiteral("latency.") + it.key(), it.value().toDouble());
}

std::optional<SweepAxis> sweepAxis(
    const QJsonObject &spec, const ExperimentRecord &experiment, const QList<PointDetail> &points)
{
    const QJsonObject sweep = spec.value(QLatin1String("sweep")).toObject();
    if (sweep.isEmpty())
        return std::nullopt;
    SweepAxis axis;
    axis.parameter = sweep.value(QLatin1String("parameter")).toString();
    if (axis.parameter == QLatin1String("requestSize"))
        axis.label = ExperimentDetailsLoader::tr("request size");
    else if (axis.parameter == QLatin1String("responseSize"))
        axis.label = ExperimentDetailsLoader::tr("response size");
    else if (axis.parameter == QLatin1String("burst"))
        axis.label = ExperimentDetailsLoader::tr("burst");
    else
        //: a swept tunable: "rx-usecs on the server"
        axis.label
            = ExperimentDetailsLoader::tr("%1 on the %2")
                  .arg(sweep.value(QLatin1String("key")).toString(), sweep.value(QLatin1String("host")).toString());
    if (axis.parameter.endsWith(QLatin1String("Size")))
        axis.unit = ExperimentDetailsLoader::tr("bytes");
    axis.mss = experiment.mss;
    for (const PointDetail &point : points)
        if (point.sweepValue)
            axis.values << *point.sweepValue;
    return axis;
}

QString settingValue(const QJsonObject &entry)
{
    const QString applied = entry.value(QLatin1String("applied")).toString();
    return applied.isEmpty() ? entry.value(QLatin1String("desired")).toString() : applied;
}

} // namespace

Stats::Metric resultMetric(const QString &id)
{
    return Stats::Metric::forId(id);
}

QStringList orderedMetricIds(QStringList ids)
{
    std::sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) {
        const int ra = metricRank(a), rb = metricRank(b);
        return ra != rb ? ra < rb : a < b;
    });
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

QList<Stats::Diagnostic> RunDetail::flags() const
{
    QList<Stats::Diagnostic> flagged;
    for (const Stats::Diagnostic &diagnostic : diagnostics)
        if (diagnostic.flagged)
            flagged << diagnostic;
    return flagged;
}

const RunDetail *ExperimentDetails::run(qint64 runId) const
{
    const auto it = std::find_if(runs.cbegin(), runs.cend(), [runId](const RunDetail &r) { return r.id == runId; });
    return it == runs.cend() ? nullptr : &*it;
}

QStringList ExperimentDetails::metricIds() const
{
    QStringList ids;
    for (const PointDetail &point : points)
        for (const ArmPoint &arm : point.arms)
            ids << arm.values.keys();
    return orderedMetricIds(ids);
}

namespace {

// The run-to-run spread of metric @p id in all arms of @p point: what one run per arm cannot show.
double spreadOf(const PointDetail &point, const QString &id)
{
    QList<QList<double>> values;
    for (const ArmPoint &arm : point.arms)
        values << arm.values.value(id);
    return Stats::Comparisons::pooledSpread(values);
}

} // namespace

QList<PointDetail> ExperimentDetailsLoader::buildPoints(const QList<RunDetail> &runs, const QStringList &arms)
{
    std::map<int, PointDetail> byPoint;
    for (const RunDetail &run : runs) {
        PointDetail &point = byPoint[run.sweepPoint];
        if (point.arms.isEmpty()) {
            for (const QString &label : arms)
                point.arms << ArmPoint {label, {}, {}, {}};
        }
        if (run.sweepValue)
            point.sweepValue = run.sweepValue;
        if (!run.completed() || run.armIndex < 0 || run.armIndex >= point.arms.size())
            continue;
        ArmPoint &arm = point.arms[run.armIndex];
        for (auto it = run.metrics.cbegin(); it != run.metrics.cend(); ++it) {
            arm.values[it.key()] << it.value();
            arm.runIds[it.key()] << run.id;
        }
    }
    QList<PointDetail> points;
    for (auto &[index, point] : byPoint) {
        for (ArmPoint &arm : point.arms)
            for (auto it = arm.values.cbegin(); it != arm.values.cend(); ++it)
                arm.summaries.insert(it.key(), Stats::ArmSummaries::summarize(it.value()));
        for (qsizetype b = 1; b < point.arms.size(); ++b) {
            const ArmPoint &first = point.arms.at(0);
            const ArmPoint &other = point.arms.at(b);
            for (const QString &id : orderedMetricIds(first.values.keys())) {
                if (!other.values.contains(id))
                    continue;
                Stats::CompareOptions options;
                options.metric = resultMetric(id);
                options.nameA = first.label;
                options.nameB = other.label;
                options.knownSpread = spreadOf(point, id);
                auto comparison = Stats::Comparisons::compare(first.values.value(id), other.values.value(id), options);
                if (comparison)
                    point.verdicts << ArmVerdict {first.label, other.label, std::move(comparison).value()};
            }
        }
        points << std::move(point);
    }
    std::stable_sort(points.begin(), points.end(), [](const PointDetail &a, const PointDetail &b) {
        return a.sweepValue && b.sweepValue && *a.sweepValue < *b.sweepValue;
    });
    return points;
}

QString ExperimentDetailsLoader::mssPosition(double value, int mss)
{
    if (mss <= 0 || value < mss || std::floor(value) != value)
        return {};
    const qint64 v = qint64(value);
    const qint64 k = v / mss;
    const qint64 rest = v % mss;
    if (rest > 1)
        return {};
    const QString multiple
        = k == 1 ? QStringLiteral("MSS") : QString::number(k) + QChar(0x00B7) + QStringLiteral("MSS");
    return rest == 0 ? multiple : multiple + QStringLiteral("+1");
}

namespace {

// The interval a sweep chart draws around a point: the median's CI, or with too few runs for one
// the mean's t-interval (ChartPlanner draws the same); none from a single run.
Stats::ConfidenceInterval drawnInterval(const Stats::ArmSummary &s)
{
    return s.medianCi.isValid() ? s.medianCi : s.meanCi;
}

} // namespace

QList<SweepCliff> ExperimentDetailsLoader::findCliffs(
    const QList<PointDetail> &points, std::optional<int> mss, const QString &unit, double minimumDrop)
{
    QList<SweepCliff> cliffs;
    if (points.isEmpty())
        return cliffs;
    const QString rate = QStringLiteral("rate");
    for (qsizetype a = 0; a < points.first().arms.size(); ++a) {
        const PointDetail *previous = nullptr;
        const PointDetail *dropStart = nullptr; // where the fall that is still going on began
        for (const PointDetail &point : points) {
            if (!point.sweepValue || a >= point.arms.size() || !point.arms.at(a).summaries.contains(rate))
                continue;
            bool falls = false;
            if (previous) {
                const Stats::ConfidenceInterval before = drawnInterval(previous->arms.at(a).summaries.value(rate));
                const Stats::ConfidenceInterval after = drawnInterval(point.arms.at(a).summaries.value(rate));
                // Noise moves a point inside its neighbour's interval; a fall leaves it.
                falls = before.isValid() && after.isValid() && after.high < before.low;
            }
            if (falls && !dropStart)
                dropStart = previous;
            if (!falls && dropStart) {
                if (auto cliff = makeCliff(*dropStart, *previous, a, mss, unit, minimumDrop))
                    cliffs << *cliff;
                dropStart = nullptr;
            }
            previous = &point;
        }
        if (dropStart)
            if (auto cliff = makeCliff(*dropStart, *previous, a, mss, unit, minimumDrop))
                cliffs << *cliff;
    }
    return cliffs;
}

std::optional<SweepCliff> ExperimentDetailsLoader::makeCliff(const PointDetail &from, const PointDetail &to, qsizetype arm,
                                                             std::optional<int> mss, const QString &unit, double minimumDrop)
{
    const QString rate = QStringLiteral("rate");
    const Stats::ArmSummary &before = from.arms.at(arm).summaries.value(rate);
    const Stats::ArmSummary &after = to.arms.at(arm).summaries.value(rate);
    const double change = before.median > 0 ? after.median / before.median - 1.0 : 0.0;
    if (change > -minimumDrop)
        return std::nullopt;
    SweepCliff cliff {to.arms.at(arm).label, *from.sweepValue, *to.sweepValue, change, {}, {}};
    cliff.position = mss ? mssPosition(cliff.to, *mss) : QString();
    const QString where = unit.isEmpty() ? tr("from %1 to %2").arg(cliff.from).arg(cliff.to)
                                         : tr("from %1 to %2 %3").arg(cliff.from).arg(cliff.to).arg(unit);
    cliff.sentence = cliff.position.isEmpty()
        ? tr("%1: the rate falls by %2 %3").arg(cliff.arm, Stats::NumberFormat::percent(-change), where)
        //: %4 is the size relative to the MSS, e.g. "3·MSS+1"
        : tr("%1: the rate falls by %2 %3 (%4)").arg(cliff.arm, Stats::NumberFormat::percent(-change), where, cliff.position);
    return cliff;
}

QList<SettingComparison> ExperimentDetailsLoader::compareSettings(
    const QList<RunRecord> &runs, const QList<ArmRecord> &arms)
{
    QHash<qint64, int> armIndex;
    for (qsizetype i = 0; i < arms.size(); ++i)
        armIndex.insert(arms.at(i).id, int(i));
    // Per role and arm: the state of each key in the arm's first run, and every value seen.
    QMap<QString, QList<HostSnapshot>> snapshots;
    QMap<QPair<QString, QString>, QList<QStringList>> seen;
    for (const RunRecord &run : runs) {
        const int arm = armIndex.value(run.armId, -1);
        if (arm < 0 || run.settings.isEmpty())
            continue;
        for (const QJsonValue &value : QJsonDocument::fromJson(run.settings).array()) {
            const QJsonObject entry = value.toObject();
            const QString role = entry.value(QLatin1String("host")).toString();
            const QString key = entry.value(QLatin1String("key")).toString();
            if (role.isEmpty() || key.isEmpty())
                continue;
            QList<HostSnapshot> &perArm = snapshots[role];
            perArm.resize(arms.size());
            TunableState state;
            state.supported = entry.value(QLatin1String("action")).toString() != QLatin1String("unsupported");
            state.value = state.supported ? settingValue(entry) : QString();
            state.reason = state.supported ? QString() : entry.value(QLatin1String("error")).toString();
            if (!perArm[arm].values.contains(key))
                perArm[arm].values.insert(key, state);
            QList<QStringList> &values = seen[{role, key}];
            values.resize(arms.size());
            const QString described = describeState(state);
            if (!values[arm].contains(described))
                values[arm] << described;
        }
    }
    QList<SettingComparison> rows;
    for (auto it = seen.cbegin(); it != seen.cend(); ++it) {
        SettingComparison row {it.key().first, it.key().second, {}, false, false};
        for (const QStringList &values : it.value()) {
            row.values << values.join(QLatin1String(", "));
            row.varies = row.varies || values.size() > 1;
        }
        rows << row;
    }
    // diffSnapshots decides which keys differ between the first arm and each other arm.
    for (auto it = snapshots.cbegin(); it != snapshots.cend(); ++it) {
        for (qsizetype arm = 1; arm < it.value().size(); ++arm) {
            for (const SnapshotDifference &difference : diffSnapshots(it.value().at(0), it.value().at(arm))) {
                for (SettingComparison &row : rows)
                    if (row.role == it.key() && row.key == difference.key)
                        row.differs = true;
            }
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const SettingComparison &a, const SettingComparison &b) {
        return (a.differs || a.varies) > (b.differs || b.varies);
    });
    return rows;
}

Result<QList<HostSnapshotCheck>> ExperimentDetailsLoader::checkHosts(Database &database, qint64 experimentId)
{
    auto links = ExperimentRepository(database).snapshotLinks(experimentId);
    if (!links)
        return links.error();
    SnapshotRepository repository(database);
    QMap<QString, QMap<QString, HostSnapshot>> byRole; // role -> phase -> snapshot
    for (const ExperimentSnapshotLink &link : links.value()) {
        auto record = repository.load(link.snapshotId);
        if (!record)
            return record.error();
        auto snapshot = HostSnapshot::fromJson(QJsonDocument::fromJson(record->content).object());
        if (!snapshot)
            return snapshot.error();
        byRole[link.role].insert(link.phase, snapshot.value());
    }
    QList<HostSnapshotCheck> checks;
    for (auto it = byRole.cbegin(); it != byRole.cend(); ++it) {
        const QString phase
            = it.value().contains(QStringLiteral("before")) ? QStringLiteral("before") : QStringLiteral("after");
        const HostSnapshot &first = it.value().value(phase);
        HostSnapshotCheck check;
        check.role = it.key();
        check.host = first.interfaceName.isEmpty() ? first.host : tr("%1 (%2)").arg(first.host, first.interfaceName);
        //: platform, kernel, NIC driver with version, firmware
        check.description = tr("%1 %2, driver %3 %4, firmware %5")
                                .arg(first.platform, first.kernel, first.driver.driver, first.driver.version,
                                    first.driver.firmware.isEmpty() ? tr("unknown") : first.driver.firmware);
        check.compared = it.value().size() == 2;
        if (check.compared) {
            for (const SnapshotDifference &difference :
                diffSnapshots(it.value().value(QStringLiteral("before")), it.value().value(QStringLiteral("after"))))
                check.changes << SettingComparison {check.role, difference.key,
                    {describeState(difference.before), describeState(difference.after)}, true, false};
        }
        checks << check;
    }
    return checks;
}

Result<ExperimentDetails> ExperimentDetailsLoader::load(Database &database, qint64 experimentId)
{
    return load(database, experimentId, nullptr);
}

Result<ExperimentDetails> ExperimentDetailsLoader::load(Database &database, qint64 experimentId, StoredRows *rows)
{
    ExperimentRepository repository(database);
    auto experiment = repository.experiment(experimentId);
    if (!experiment)
        return experiment.error();
    auto arms = repository.arms(experimentId);
    if (!arms)
        return arms.error();
    auto runs = repository.runs(experimentId);
    if (!runs)
        return runs.error();
    if (rows)
        *rows = StoredRows {arms.value(), runs.value()};

    ExperimentDetails details;
    details.experiment = experiment.value();
    QJsonObject summary = QJsonDocument::fromJson(details.experiment.summary).object();
    if (!summary.contains(QLatin1String("runs"))) {
        auto analysed = analyzeExperiment(repository, experimentId);
        if (!analysed)
            return analysed.error();
        summary = analysed.value();
        details.notes << tr("No statistics were stored with this experiment; they were computed from its runs now.");
    }
    const QJsonObject spec = QJsonDocument::fromJson(details.experiment.spec).object();
    details.testType = spec.value(QLatin1String("test")).toObject().value(QLatin1String("type")).toString();
    details.warmupSeconds = summary.value(QLatin1String("warmupSeconds")).toDouble();

    QHash<qint64, QJsonObject> runSummaries;
    for (const QJsonValue &value : summary.value(QLatin1String("runs")).toArray()) {
        const QJsonObject entry = value.toObject();
        runSummaries.insert(entry.value(QLatin1String("id")).toInteger(), entry);
    }
    QHash<qint64, int> armIndex;
    for (const ArmRecord &arm : arms.value()) {
        armIndex.insert(arm.id, int(details.arms.size()));
        details.arms << arm.label;
    }
    int notCounted = 0;
    for (const RunRecord &record : runs.value()) {
        RunDetail run;
        run.id = record.id;
        run.index = record.index;
        run.armIndex = armIndex.value(record.armId, -1);
        run.arm = details.arms.value(run.armIndex);
        run.repetition = record.repetition;
        run.sweepPoint = record.sweepPoint;
        run.sweepValue = record.sweepValue;
        run.status = record.status;
        run.error = record.error;
        run.startedAt = record.startedAt;
        run.finishedAt = record.finishedAt;
        const QJsonObject entry = runSummaries.value(record.id);
        const QJsonObject runSummary = entry.value(QLatin1String("summary")).toObject();
        run.summaryError = entry.value(QLatin1String("summaryError")).toString();
        run.diagnostics = diagnosticsFrom(runSummary.value(QLatin1String("diagnostics")).toArray());
        if (run.completed() && !runSummary.isEmpty())
            fillMetrics(run, record, runSummary);
        if (!run.completed() || run.metrics.isEmpty())
            ++notCounted;
        details.runs << run;
    }
    if (notCounted > 0)
        details.notes << tr("%n run(s) did not complete or could not be summarised; they are listed but not counted.",
            nullptr, notCounted);
    details.points = buildPoints(details.runs, details.arms);
    details.sweep = sweepAxis(spec, details.experiment, details.points);
    if (details.sweep)
        details.cliffs = findCliffs(details.points, details.sweep->mss, details.sweep->unit);
    details.settings = compareSettings(runs.value(), arms.value());
    details.settingProblems = SettingProblems::find(runs.value(), arms.value());
    auto hosts = checkHosts(database, experimentId);
    if (hosts)
        details.hosts = hosts.value();
    else
        details.notes << tr("The host snapshots could not be read: %1").arg(hosts.error().message);
    for (const HostSnapshotCheck &host : std::as_const(details.hosts))
        if (!host.changes.isEmpty())
            details.notes << tr("The %1 did not come back to its state before the experiment: %n setting(s) differ.",
                nullptr, int(host.changes.size()))
                                 .arg(host.role == QLatin1String("client") ? tr("client") : tr("server"));
    return details;
}

namespace {

// The heatmap and counter series of a stored run, on the rate chart's time axis.
void addDetails(RunTrace &trace, const QList<TelemetrySampleRow> &rows)
{
    if (rows.isEmpty())
        return;
    double origin = rows.first().start;
    if (!trace.interim.isEmpty())
        origin = trace.interim.first().endTime - trace.interim.first().interval;
    QList<ExploreTelemetryPoint> points;
    points.reserve(rows.size());
    for (const TelemetrySampleRow &row : rows) {
        points << telemetryPoint(row, origin);
        std::optional<int> &bound = points.last().role == HostRole::Client ? trace.clientBoundCpu : trace.serverBoundCpu;
        if (row.boundCpu)
            bound = row.boundCpu;
    }
    // Stored by role, then time; each series must be in time order, and is, as one host's.
    trace.details = detailSeries(points);
}

} // namespace

Result<RunTrace> ExperimentDetailsLoader::runTrace(Database &database, qint64 experimentId, qint64 runId)
{
    ExperimentRepository repository(database);
    auto experiment = repository.experiment(experimentId);
    if (!experiment)
        return experiment.error();
    auto runs = repository.runs(experimentId);
    if (!runs)
        return runs.error();
    const auto record
        = std::find_if(runs->cbegin(), runs->cend(), [runId](const RunRecord &r) { return r.id == runId; });
    if (record == runs->cend())
        return makeError(ErrorCode::NotFound, tr("Experiment %1 has no run %2.").arg(experimentId).arg(runId));
    auto interim = repository.interim(runId);
    if (!interim)
        return interim.error();
    auto arms = repository.arms(experimentId);
    if (!arms)
        return arms.error();
    RunTrace trace;
    trace.experimentId = experimentId;
    trace.runId = runId;
    trace.index = record->index;
    for (const ArmRecord &arm : arms.value())
        if (arm.id == record->armId)
            trace.arm = arm.label;
    trace.repetition = record->repetition;
    trace.sweepValue = record->sweepValue;
    trace.warmupSeconds
        = QJsonDocument::fromJson(experiment->spec).object().value(QLatin1String("warmupSeconds")).toDouble();
    trace.interim = interim.value();
    auto telemetry = repository.telemetry(runId);
    if (!telemetry)
        return telemetry.error();
    addDetails(trace, telemetry.value());
    trace.commandLine = record->commandLine;
    trace.rawOutput = record->rawOutput;
    trace.error = record->error;
    return trace;
}

QString sharedVerdict(const QList<PointDetail> &points)
{
    QList<const Stats::Comparison *> comparisons;
    for (const PointDetail &point : points)
        for (const ArmVerdict &verdict : point.verdicts)
            comparisons << &verdict.comparison;
    return Stats::Comparisons::sharedVerdict(comparisons);
}

} // namespace Tunebench
