// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clockoffset.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

class QSqlDatabase;

namespace Tunebench {

class Database;

struct ExperimentRecord
{
    qint64 id = 0;
    QString name;
    QString kind = QStringLiteral("experiment"); ///< experiment, exploration or import
    QByteArray spec;                               ///< the experiment file's JSON
    QString clientHost;
    QString serverHost;
    QString status = QStringLiteral("pending");
    quint64 seed = 0;
    std::optional<int> mss;
    QDateTime createdAt;
    QDateTime finishedAt;
    QString error;
    QByteArray summary; ///< the statistics' JSON once computed
    /// Who ran it (schema 9): the user and the machine; create() fills them in for this process
    /// when empty. Empty for experiments stored before.
    QString runBy;
    QString runOn;
};

struct ArmRecord
{
    qint64 id = 0;
    int index = 0;
    QString label;
    QByteArray spec; ///< the arm's JSON
};

struct RunRecord
{
    qint64 id = 0;
    qint64 experimentId = 0;
    qint64 armId = 0;
    int index = 0;
    int repetition = 0;
    int sweepPoint = -1;
    std::optional<double> sweepValue;
    QString status = QStringLiteral("pending");
    QDateTime startedAt;
    QDateTime finishedAt;
    QString commandLine;
    QString rawOutput;
    QString error;
    std::optional<double> rate, localServiceDemand, remoteServiceDemand, liveServiceDemandLocal, liveServiceDemandRemote;
    QByteArray result;   ///< netperf's final result as JSON
    QByteArray settings; ///< the tunables as verified on the hosts for this run, JSON
    /// Each host's clock against this machine's, as the run's samples were converted with; empty
    /// when not measured (runs stored before schema version 5, imports).
    std::optional<ClockOffset> clientClock, serverClock;
};

struct InterimSampleRow
{
    int seq = 0;
    double endTime = 0; ///< epoch seconds on this machine's clock (netperf's "ending at" less the client's offset)
    double interval = 0;
    double value = 0;
};

/// One CPU of one telemetry sample (table telemetry_cpu).
struct TelemetryCpuRow
{
    int cpu = 0;
    double user = 0, system = 0, softirq = 0, irq = 0, idle = 0; ///< percent of the CPU
    double busyMicroseconds = 0;
    std::optional<double> netRx, netTx, nicInterrupts; ///< per second
};

struct TelemetrySampleRow
{
    QString role; ///< client or server
    int seq = 0;
    double start = 0, end = 0; ///< epoch seconds on this machine's clock
    double cpu = 0, busyMicroseconds = 0, interrupts = 0, contextSwitches = 0, softirqs = 0;
    std::optional<double> rxPackets, txPackets, serviceDemand;
    QString perCpu; ///< space-separated percentages
    QList<TelemetryCpuRow> cpus;
    QMap<QString, double> nicCounters; ///< per second: the sysfs counters that moved, and pinned ones
    QMap<QString, double> driverCounters; ///< the same of `ethtool -S`, over driverSpan seconds
    std::optional<double> driverSpan; ///< set when this sample ends with an `ethtool -S` reading
    QMap<QString, double> queueInterrupts; ///< the NIC's IRQs by name, per second
    QStringList counterResets; ///< counters (of nicCounters) that went backwards
    std::optional<double> tcpRetrans; ///< TCP RetransSegs per second
    std::optional<int> boundCpu; ///< the CPU the test is bound to on this host (-T)
    std::optional<double> boundCpuServiceDemand; ///< µs of that CPU's busy time per transaction
};

/// A host snapshot linked to an experiment (table experiment_snapshot).
struct ExperimentSnapshotLink
{
    QString role;  ///< client or server
    QString phase; ///< before or after
    qint64 snapshotId = 0;
};

/// One line of the history.
struct ExperimentListEntry
{
    qint64 id = 0;
    QString name;
    QString kind;
    QString status;
    QDateTime createdAt;
    QString clientHost;
    QString serverHost;
    QStringList arms;
    int runs = 0;
    QString runBy; ///< user, empty for experiments stored before schema 9
    QString runOn; ///< machine
    /// SummaryVerdicts::compact() of the summary; for rows stored before schema version 4 the
    /// summary itself (SummaryVerdicts::rateComparisons() reads both).
    QByteArray verdicts;
};

/// Which experiments the history lists: all by default.
struct ExperimentFilter
{
    ExperimentFilter() = default;
    /// Only @p search, as the CLI's `list --search` and the import have it.
    ExperimentFilter(QString search) : search(std::move(search)) { } // NOLINT: a search is a filter
    QString search; ///< matches name, hosts or arm labels (case-insensitive)
    QString runBy;  ///< exactly this user, when set
    QString runOn;  ///< exactly this machine, when set
};

/// Experiments and everything measured in them (tables experiment, arm, run, interim_sample,
/// telemetry_sample, experiment_snapshot).
class ExperimentRepository
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentRepository)
public:
    explicit ExperimentRepository(Database &database) : m_database(database) { }

    /// Stores the experiment and its arms; fills in their ids.
    [[nodiscard]] Result<qint64> create(ExperimentRecord &experiment, QList<ArmRecord> &arms);
    /// Stores planned runs (status pending); fills in their ids.
    [[nodiscard]] Status addRuns(QList<RunRecord> &runs);
    [[nodiscard]] Status updateExperiment(const ExperimentRecord &experiment);
    [[nodiscard]] Status updateRun(const RunRecord &run);
    /// The clock offsets a run's samples are converted with, stored while it runs (updateRun()
    /// stores them too), so that a run cut short by a crash keeps them.
    [[nodiscard]] Status updateRunClockOffsets(
        qint64 runId, const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server);
    [[nodiscard]] Status linkSnapshot(qint64 experimentId, const QString &role, const QString &phase, qint64 snapshotId);
    /// Adds an arm to a stored experiment (an import grows its experiment arm by arm); fills in its id.
    [[nodiscard]] Status addArm(qint64 experimentId, ArmRecord &arm);
    /// The snapshots linked to an experiment, by role and phase.
    [[nodiscard]] Result<QList<ExperimentSnapshotLink>> snapshotLinks(qint64 experimentId);
    /// Appends samples in one transaction.
    [[nodiscard]] Status appendInterim(qint64 runId, const QList<InterimSampleRow> &rows);
    [[nodiscard]] Status appendTelemetry(qint64 runId, const QList<TelemetrySampleRow> &rows);
    /// After a crash: runs and experiments still marked running become interrupted. Returns the
    /// experiments concerned.
    [[nodiscard]] Result<QList<qint64>> markInterrupted();

    [[nodiscard]] Result<ExperimentRecord> experiment(qint64 id);
    [[nodiscard]] Result<QList<ArmRecord>> arms(qint64 experimentId);
    [[nodiscard]] Result<QList<RunRecord>> runs(qint64 experimentId);
    [[nodiscard]] Result<QList<InterimSampleRow>> interim(qint64 runId);
    [[nodiscard]] Result<QList<TelemetrySampleRow>> telemetry(qint64 runId);
    /// Newest first, as @p filter has it.
    [[nodiscard]] Result<QList<ExperimentListEntry>> list(const ExperimentFilter &filter = {}, int limit = -1, int offset = 0);
    /// The user running this process, as create() records it (runBy).
    [[nodiscard]] static QString currentUser();
    [[nodiscard]] Result<int> count();
    [[nodiscard]] Status remove(qint64 experimentId);

private:
    Database &m_database;
};

} // namespace Tunebench
