// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"
#include "report/importgrouping.h"
#include "stats/comparison.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Tunebench {

struct ImportPreview;

/// One arm of an import as the comparison sees it: each run's rate, summarised, and netperf's
/// service demand where the runs measured it (-c/-C).
struct ImportArmFigures
{
    QString label;
    QList<double> rates; ///< per run: the time-weighted interim rate after warm-up, else netperf's
    Stats::ArmSummary rate;
    QList<double> localServiceDemand; ///< per run that has it
    QList<double> remoteServiceDemand;
};

/// The comparison an import's arms would get once stored, worked out from the preview alone (the
/// same per-run rate and service demand, and the same statistics, as the stored experiment's
/// details), so that the import dialog can show it while the user arranges the arms: every arm
/// against the first, on the rate and on service demand local and remote.
struct ImportComparison
{
    Q_DECLARE_TR_FUNCTIONS(ImportComparison)
public:
    QString units; ///< "Trans/s" (the first netperf source's)
    QList<ImportArmFigures> arms;
    /// Per arm after the first, that arm against the first; empty when one has no rate.
    QList<std::optional<Stats::Comparison>> vsFirst;
    /// The arms as the results view gets them (ExperimentDetailsLoader::buildPoints): their values
    /// and summaries per metric, and every verdict, rate first, then service demand.
    PointDetail point;

    [[nodiscard]] static ImportComparison of(const ImportPreview &preview, double warmupSeconds);
    /// Translated lines: "adaptive-rx off: 3 runs, median 14.52k Trans/s ± 1.2%, service demand
    /// local 50.2, remote 49.8 us/Tr", then the verdicts as the results view says them ("Rate:
    /// …", "Service demand (local): …"), and a line for each arm that cannot be compared.
    [[nodiscard]] QStringList lines() const;
};

} // namespace Tunebench
