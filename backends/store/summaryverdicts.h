// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace Tunebench::SummaryVerdicts {

/**
 * The rate comparisons of every point of an experiment's summary (analyzeExperiment's compact
 * JSON, up to hundreds of kB for a sweep), as JSON text, found by scanning rather than parsing
 * the whole document; counts the points with a sweep value into @p sweepPoints (keys are sorted:
 * a point's "sweepValue" follows its "comparisons"). Works on compact() of a summary too.
 */
[[nodiscard]] QList<QByteArrayView> rateComparisons(QByteArrayView summary, int &sweepPoints);

/// What the history needs of a summary, under a hundred bytes per comparison: every point's rate
/// comparisons (arm, verdict, estimate) and sweep value, in the summary's own layout so
/// rateComparisons() reads both. Empty when @p summary is not analyzeExperiment's compact JSON.
/// Stored beside the summary (experiment.verdicts) so listing experiments need not read summaries.
[[nodiscard]] QByteArray compact(QByteArrayView summary);

} // namespace Tunebench::SummaryVerdicts
