// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "stats/changepoints.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QStringList>

namespace Tunebench {

class Database;

/// Which history a trend follows: one metric of one test between one host pair.
struct TrendQuery
{
    QString testType = QStringLiteral("TCP_RR"); ///< empty: the test of the newest experiment (of the pair)
    QString metric = QStringLiteral("rate"); ///< a metric id of ExperimentDetails ("service_demand.local")
    QString clientHost; ///< empty: the pair of the newest experiment of the test
    QString serverHost;
    QString arm; ///< the arm whose medians are tested for changes; empty: each experiment's first arm
    Stats::ChangePointOptions options;
};

/// One arm of one experiment on the trend: its median with the median's CI.
struct TrendPoint
{
    qint64 experimentId = 0;
    QString experimentName;
    QDateTime at; ///< when the experiment was created
    QString arm;
    bool tested = false; ///< part of the series the change points were looked for in
    int runs = 0;
    double median = 0.0;
    double ciLow = 0.0; ///< equal to the median when the arm has too few runs for a CI
    double ciHigh = 0.0;
};

/// A setting that differs between the host snapshots on either side of a change.
struct TrendSnapshotChange
{
    QString role; ///< client or server
    QString key; ///< "info.kernel", "gro", "coalesce.rx-usecs"
    QString before;
    QString after;
};

struct TrendChange
{
    int seriesIndex = 0; ///< into TrendSeries::tested(): the first point after the change
    qint64 experimentBefore = 0;
    qint64 experimentAfter = 0;
    QDateTime at; ///< the first experiment after the change
    double medianBefore = 0.0; ///< median of the tested medians since the previous change
    double medianAfter = 0.0; ///< up to the next change
    double relativeChange = 0.0; ///< medianAfter / medianBefore - 1
    double p = 1.0;
    bool snapshotsCompared = false; ///< both sides had a stored snapshot for some role
    QList<TrendSnapshotChange> snapshotChanges;
    /// Translated: "server kernel 6.1.0-18-amd64 → 6.1.0-21-amd64; client gro on → off".
    [[nodiscard]] QString describeSnapshots() const;
};

struct TrendSeries
{
    TrendQuery query; ///< with the host pair filled in
    QList<TrendPoint> points; ///< every arm of every matching experiment, oldest first
    QList<TrendChange> changes;
    QStringList notes; ///< translated: experiments left out and why

    /// The tested points, in time order (one per experiment).
    [[nodiscard]] QList<TrendPoint> tested() const;
};

/// Trends across the stored history and their change points (issue 28). Synchronous SQL: call from
/// a worker thread, never the GUI thread.
class TrendAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(TrendAnalysis)
public:
    /// The completed experiments (not explorations, not sweeps) of the query's test between its
    /// pair, in creation order, each arm's median of the metric with its CI as the results view
    /// has them (ExperimentDetailsLoader), the change points of the tested arm's medians, and
    /// for each what differs between the hosts' snapshots after the experiment before the change
    /// and before the one after it (the other phase when only that one is stored). Fails when
    /// no such experiment is stored, or none measured the metric (naming those it measured).
    [[nodiscard]] static Result<TrendSeries> load(Database &database, const TrendQuery &query);
    /// Change points of the tested points of @p series (filled in), without their snapshots.
    static void findChanges(TrendSeries &series);
    /// "server kernel", "client gro": a snapshot key as people read it (translated).
    [[nodiscard]] static QString keyName(const QString &role, const QString &key);
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::TrendQuery)
Q_DECLARE_METATYPE(Tunebench::TrendSeries)
