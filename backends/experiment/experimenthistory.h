// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentdetails.h"
#include "tunables/keyoutcome.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMetaType>
#include <QStringList>

#include <optional>

namespace Tunebench {

class CommandRunner;
class Database;

/// The verdict of a stored experiment on its rate, reduced to one word for sorting and colour.
enum class HistoryVerdict
{
    None, ///< nothing to compare: one arm, no completed runs, no statistics
    TooFewRuns,
    NoDifference,
    Mixed, ///< better somewhere and worse elsewhere (sweeps, several arms)
    Worse,
    Better,
};

/// One line of the history: the stored row, its verdict read for display.
struct HistoryEntry : ExperimentListEntry
{
    int sweepPoints = 0; ///< 0 without a sweep
    HistoryVerdict verdict = HistoryVerdict::None;
    QString verdictText; ///< translated: "B is 6.8% faster", "no significant difference"
};

/// An arm of a stored experiment.
struct ArmReference
{
    qint64 experimentId = 0;
    QString arm;
    friend bool operator==(const ArmReference &, const ArmReference &) = default;
};

/// Two arms compared across experiments, per sweep value both measured.
struct CrossComparison
{
    struct Point
    {
        std::optional<double> sweepValue;
        QList<Stats::Comparison> comparisons; ///< metrics in orderedMetricIds order
    };
    ArmReference a;
    ArmReference b;
    QString nameA; ///< "TSO on (#12)"
    QString nameB;
    QList<Point> points;
    QStringList notes; ///< translated: the experiments differ in test or hosts
};

/// An open tunables journal, for the banner that offers to restore it.
struct OpenJournalEntry
{
    qint64 journalId = 0;
    QString host;
    QString interfaceName;
    QString owner; ///< who opened it: "experiment 12 (TSO)", "tunebench-cli pid 4242"
    QDateTime openedAt;
    QStringList keys; ///< keys not yet restored
};

/// The history and the tunables journal, for the history view and the banner. Synchronous SQL
/// (and SSH for restoreHost): call from a worker thread, never the GUI thread.
class ExperimentHistory
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentHistory)
public:
    /// Experiments, newest first; @p search as ExperimentRepository::list has it. With a
    /// @p limit, one page: the controller shows the first page at once and appends the rest.
    [[nodiscard]] static Result<QList<HistoryEntry>> list(
        Database &database, const QString &search = {}, int limit = -1, int offset = 0);
    /// How many experiments the store holds (for "200 of 10,000").
    [[nodiscard]] static Result<int> count(Database &database);
    /// The verdict words of a stored summary (analyzeExperiment's JSON) on its rate.
    static void describeVerdict(const QByteArray &summary, HistoryEntry &entry);
    [[nodiscard]] static QString verdictName(HistoryVerdict verdict); ///< translated, for filters

    /// Compares arm @p b against arm @p a with the same statistics as within an experiment, at
    /// every sweep value both experiments measured (or once, without sweeps).
    [[nodiscard]] static Result<CrossComparison> compareArms(
        Database &database, const ArmReference &a, const ArmReference &b);
    /// The same from details already loaded.
    [[nodiscard]] static Result<CrossComparison> compareArms(
        const ExperimentDetails &first, const QString &armA, const ExperimentDetails &second, const QString &armB);

    /// Deletes experiments with their runs and samples.
    [[nodiscard]] static Status remove(Database &database, const QList<qint64> &experimentIds);

    /// Open journals, newest first, for every host.
    [[nodiscard]] static Result<QList<OpenJournalEntry>> openJournals(Database &database);
    /// Restores and verifies every open journal of @p runner's host (TunablesRestorer); a
    /// journal closes only when its host was verified to be back. Journals the host restored
    /// itself are closed first (HostRestoreCheck; their reports carry closedBy). Fails with the
    /// holder's name when another Tunebench holds the host.
    [[nodiscard]] static Result<QList<RestoreReport>> restoreHost(Database &database, CommandRunner &runner);
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::HistoryEntry)
Q_DECLARE_METATYPE(Tunebench::ArmReference)
Q_DECLARE_METATYPE(Tunebench::CrossComparison)
Q_DECLARE_METATYPE(Tunebench::OpenJournalEntry)
