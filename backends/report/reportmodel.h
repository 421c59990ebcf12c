// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"
#include "store/experimentrepository.h"
#include "store/snapshotrepository.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// One host of the experiment as the report describes it: facts from its stored snapshot (the
/// one taken before the runs, else after) and the CPU count from its telemetry.
struct ReportHost
{
    QString role; ///< client or server
    QString host; ///< as the experiment names it
    QString interfaceName;
    QString platform;
    QString kernel;
    QString driver;
    QString driverVersion;
    QString firmware;
    QString busInfo;
    QString tool; ///< "ethtool version 6.1"
    int cpus = 0; ///< 0 when no telemetry recorded it
    bool fromSnapshot = false;
};

/// A stored snapshot linked to the experiment.
struct ReportSnapshot
{
    QString role;
    QString phase; ///< before or after
    SnapshotRecord record;
};

/// One run with everything measured in it.
struct ReportRun
{
    RunRecord record;
    RunDetail detail; ///< arm, metrics and stability checks as the results view shows them
    QList<InterimSampleRow> interim;
    QList<TelemetrySampleRow> telemetry;
};

/// The exact netperf command of an arm (one entry per distinct command line).
struct ReportCommand
{
    QString arm;
    QString commandLine;
    int runs = 0;
};

struct ReportWarning
{
    enum class Kind {
        ExperimentError,
        RunFailed,
        ConfidenceNotAchieved,
        UnstableRun,
        TunableUnsupported,
        TunableFailed,
        TunableNotAsSet, ///< verified, but the driver rounded it or it has no effect (the driver's note)
        Note,
    };
    Kind kind = Kind::Note;
    QString text; ///< translated, one sentence
};

/// Everything a report says about one stored experiment, the same for every format.
struct ReportModel
{
    ExperimentDetails details; ///< points, verdicts, settings per arm, sweep axis, cliffs
    QList<ArmRecord> arms;
    QList<ReportRun> runs; ///< in schedule order
    QList<ReportSnapshot> snapshots;
    QList<ReportHost> hosts; ///< client, then server
    /// What differs between the arms: test parameters an arm overrides (role "test") and the
    /// tunables as verified on the hosts, differing rows first.
    QList<SettingComparison> differences;
    QList<ReportCommand> commands;
    QList<ReportWarning> warnings;
    QString rateUnit; ///< "Trans/s", "10^6bits/s"

    [[nodiscard]] qint64 id() const { return details.experiment.id; }
    [[nodiscard]] QString title() const;
    /// "TCP_RR, 12 runs in 2 arms, completed 2026-11-30 02:37 UTC"
    [[nodiscard]] QString subtitle() const;
    [[nodiscard]] bool hasSweep() const { return details.sweep.has_value(); }
    /// "1 byte" (no sweep), "1 byte @ 4096 bytes" (a sweep point): how tables name an arm in a point.
    [[nodiscard]] QString pointLabel(const PointDetail &point) const;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ReportModel)
