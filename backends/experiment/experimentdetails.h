// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "stats/comparison.h"
#include "stats/diagnostics.h"
#include "experiment/settingproblems.h"
#include "experiment/storedtelemetry.h"
#include "store/experimentrepository.h"

#include <QCoreApplication>
#include <QMap>
#include <QMetaType>
#include <QStringList>

#include <optional>

namespace Tunebench {

class Database;

/// The metric the results view, the verdicts and the history name @p id after. Unlike
/// Stats::Metric::forId it also knows netperf's final rate and Tunebench's live service demand,
/// so their verdicts run in the right direction (a lower service demand is better).
[[nodiscard]] Stats::Metric resultMetric(const QString &id);
/// @p ids in the order tables list them: rate, final rate, service demand, live service demand,
/// latency, then anything else alphabetically.
[[nodiscard]] QStringList orderedMetricIds(QStringList ids);

/// One run as the results view lists it.
struct RunDetail
{
    qint64 id = 0;
    int index = 0;
    int armIndex = 0;
    QString arm;
    int repetition = 0;
    int sweepPoint = -1;
    std::optional<double> sweepValue;
    QString status; ///< pending, running, completed, failed, interrupted, aborted
    QString error;
    QDateTime startedAt;
    QDateTime finishedAt;
    /// The run's value per metric id, as the analysis counts it: "rate" is the time-weighted mean
    /// of the interim rates after warm-up (netperf's final rate when there were none).
    QMap<QString, double> metrics;
    int intervals = 0; ///< interim intervals after warm-up
    QList<Stats::Diagnostic> diagnostics; ///< every stability check, flagged or not
    QString summaryError; ///< why the run could not be summarised

    [[nodiscard]] bool completed() const { return status == QLatin1String("completed"); }
    /// The checks that flagged this run.
    [[nodiscard]] QList<Stats::Diagnostic> flags() const;
};

/// One arm in one sweep point: the runs' values per metric (in run order, runIds alongside) and
/// their summaries.
struct ArmPoint
{
    QString label;
    QMap<QString, QList<double>> values;
    QMap<QString, QList<qint64>> runIds;
    QMap<QString, Stats::ArmSummary> summaries;
    [[nodiscard]] int runs() const { return int(values.value(QStringLiteral("rate")).size()); }
};

/// One verdict: arm @p b against arm @p a on one metric.
struct ArmVerdict
{
    QString a;
    QString b;
    Stats::Comparison comparison;
};

/// A sweep point (or the whole experiment without a sweep).
struct PointDetail
{
    std::optional<double> sweepValue;
    QList<ArmPoint> arms; ///< in the experiment's arm order
    QList<ArmVerdict> verdicts; ///< every arm against the first, metrics in orderedMetricIds order
};

/// The one line that stands for every verdict of @p points when they all lack one for the same
/// reason (Stats::Comparisons::sharedVerdict), else empty.
[[nodiscard]] QString sharedVerdict(const QList<PointDetail> &points);

/// A steep fall of an arm's median rate between two neighbouring sweep values.
struct SweepCliff
{
    QString arm;
    double from = 0;
    double to = 0;
    double relativeChange = 0; ///< (median at to) / (median at from) - 1, negative
    QString position; ///< "3·MSS+1" when the value is a multiple of the MSS (plus one), else empty
    QString sentence; ///< translated
};

/// What a sweep varied, for axis titles.
struct SweepAxis
{
    QString parameter; ///< requestSize, responseSize, burst or tunable
    QString label; ///< translated: "request size", "tso on server"
    QString unit; ///< "bytes" for sizes, else empty
    std::optional<int> mss; ///< the path MSS measured for a packet_byte sweep
    QList<double> values;
};

/// One tunable across the arms, from the settings each run verified on its host.
struct SettingComparison
{
    QString role; ///< client or server
    QString key;
    QStringList values; ///< per arm, as describeState() words it; empty when the arm did not record it
    bool differs = false; ///< some arm has another value than the first
    bool varies = false; ///< an arm's runs had different values (a swept tunable)
};

/// A host's state before against after the experiment, from the snapshots the engine linked.
struct HostSnapshotCheck
{
    QString role; ///< client or server
    QString host;
    QString description; ///< translated: platform, kernel, driver and firmware before the experiment
    bool compared = false; ///< both snapshots are stored
    QList<SettingComparison> changes; ///< keys that differ, values {before, after}
};

/// Everything the results view shows about one stored experiment.
struct ExperimentDetails
{
    ExperimentRecord experiment; ///< spec and summary included
    QStringList arms;
    QString testType; ///< "TCP_RR"
    double warmupSeconds = 0;
    QList<RunDetail> runs; ///< without their raw output (see loadRunTrace)
    QList<PointDetail> points; ///< in sweep order; one point without a sweep
    std::optional<SweepAxis> sweep;
    QList<SweepCliff> cliffs;
    QList<SettingComparison> settings; ///< every key any arm set, differing ones first
    QList<HostSnapshotCheck> hosts; ///< per role with a stored snapshot
    QStringList notes; ///< translated remarks about the data (no analysis stored, failed runs)
    /// Settings a host did not take as asked (unsupported, refused, not verified, rounded or
    /// without effect), in the driver's words.
    QList<SettingProblem> settingProblems;

    [[nodiscard]] const RunDetail *run(qint64 runId) const;
    /// Metric ids present in any point, in table order.
    [[nodiscard]] QStringList metricIds() const;
};

/// One run's measured series and log, loaded when the user opens the run.
struct RunTrace
{
    qint64 experimentId = 0;
    qint64 runId = 0;
    int index = 0;
    QString arm;
    int repetition = 0;
    std::optional<double> sweepValue;
    double warmupSeconds = 0;
    QList<InterimSampleRow> interim;
    /// Both hosts' per-CPU and NIC counter series (LiveMetric names), seconds after the start of
    /// the first interim interval (where the rate chart's axis starts), else of the first sample.
    QList<DetailSeries> details;
    std::optional<int> clientBoundCpu; ///< the CPU the test was bound to (-T) on the client
    std::optional<int> serverBoundCpu;
    QString commandLine;
    QString rawOutput;
    QString error;
};

/// Reads stored experiments for the results view. Synchronous SQL: call from a worker thread
/// (each thread gets its own connection from @p database), never from the GUI thread.
class ExperimentDetailsLoader
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentDetailsLoader)
public:
    /// The experiment, its runs with their stability checks, the statistics per sweep point
    /// (arm summaries and verdicts recomputed with the stats backend from the stored per-run
    /// values, so sentences follow the current language), the sweep's cliffs and the settings
    /// of the arms. Uses the stored summary; analyses the runs when none is stored.
    [[nodiscard]] static Result<ExperimentDetails> load(Database &database, qint64 experimentId);
    /// The stored rows load() reads on its way, for callers that need them as well (reports):
    /// handed back rather than queried a second time.
    struct StoredRows
    {
        QList<ArmRecord> arms;
        QList<RunRecord> runs;
    };
    [[nodiscard]] static Result<ExperimentDetails> load(Database &database, qint64 experimentId, StoredRows *rows);
    [[nodiscard]] static Result<RunTrace> runTrace(Database &database, qint64 experimentId, qint64 runId);

    /// Falls of at least @p minimumDrop (0.2 = 20%) in an arm's median rate, each step of which
    /// leaves the interval the chart draws around the point before (the median's CI, else the
    /// mean's t-interval) below it: points without an interval (one run) never make a cliff, and
    /// a fall over several neighbouring steps is one cliff.
    [[nodiscard]] static QList<SweepCliff> findCliffs(
        const QList<PointDetail> &points, std::optional<int> mss, const QString &unit, double minimumDrop = 0.2);
    /// The cliff from @p from to @p to in arm @p arm, if its median fell by @p minimumDrop or more.
    [[nodiscard]] static std::optional<SweepCliff> makeCliff(const PointDetail &from, const PointDetail &to, qsizetype arm,
                                                             std::optional<int> mss, const QString &unit, double minimumDrop);
    /// "3·MSS+1" for 3·@p mss + 1, "2·MSS" for 2·@p mss, "MSS" and "MSS+1"; empty otherwise.
    [[nodiscard]] static QString mssPosition(double value, int mss);
    /// Settings per arm from each run's verified settings (the engine's JSON).
    [[nodiscard]] static QList<SettingComparison> compareSettings(
        const QList<RunRecord> &runs, const QList<ArmRecord> &arms);
    /// The before/after snapshots of @p experimentId's hosts and what differs between them.
    [[nodiscard]] static Result<QList<HostSnapshotCheck>> checkHosts(Database &database, qint64 experimentId);
    /// Points with summaries and verdicts from runs whose metrics are filled in.
    [[nodiscard]] static QList<PointDetail> buildPoints(const QList<RunDetail> &runs, const QStringList &arms);
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ExperimentDetails)
Q_DECLARE_METATYPE(Tunebench::RunTrace)
