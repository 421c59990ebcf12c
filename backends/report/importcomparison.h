// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/importgrouping.h"
#include "stats/comparison.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Tunebench {

struct ImportPreview;

/// One arm of an import as the comparison sees it: each run's rate, summarised.
struct ImportArmFigures
{
    QString label;
    QList<double> rates; ///< per run: the time-weighted interim rate after warm-up, else netperf's
    Stats::ArmSummary rate;
};

/// The rate comparison an import's arms would get once stored, worked out from the preview alone
/// (the same per-run rate and statistics as analyzeExperiment), so that the import dialog can show
/// it while the user arranges the arms: every arm against the first.
struct ImportComparison
{
    Q_DECLARE_TR_FUNCTIONS(ImportComparison)
public:
    QString units; ///< "Trans/s" (the first netperf source's)
    QList<ImportArmFigures> arms;
    /// Per arm after the first, that arm against the first; empty when one has no rate.
    QList<std::optional<Stats::Comparison>> vsFirst;

    [[nodiscard]] static ImportComparison of(const ImportPreview &preview, double warmupSeconds);
    /// Translated lines: "adaptive-rx off: 3 runs, median 14.52k Trans/s ± 1.2%", then one verdict
    /// sentence per arm after the first.
    [[nodiscard]] QStringList lines() const;
};

} // namespace Tunebench
