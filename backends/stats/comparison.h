// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "stats/armsummary.h"
#include "stats/metric.h"
#include "stats/power.h"
#include "stats/ranktests.h"
#include "stats/welch.h"

#include <QStringList>

#include <limits>

namespace Tunebench::Stats {

struct CompareOptions
{
    Metric metric = Metric::generic(Direction::HigherIsBetter);
    double alpha = 0.05;
    double confidence = 0.95;
    double detectableDifference = 0.01; ///< for "runs per arm needed to detect 1%"
    double targetPower = 0.8;
    QString nameA = QStringLiteral("A");
    QString nameB = QStringLiteral("B");
    /// The run-to-run spread (relative SD, log scale) the other arms of the experiment show
    /// (Comparisons::pooledSpread()): used for "how many runs would settle it" when these two
    /// arms have too few runs to show one (one run each). NaN: none known.
    double knownSpread = std::numeric_limits<double>::quiet_NaN();
};

enum class Verdict
{
    Better, ///< B is significantly better than A in the metric's direction
    Worse,
    NoDifference, ///< the test could have rejected but did not
    TooFewRuns, ///< no outcome of the test could be significant with this many runs
};

[[nodiscard]] QString verdictName(Verdict verdict); ///< "better", "worse", "no-difference", "too-few-runs"

/// B relative to A: estimate and CI of B / A - 1.
struct RelativeDifference
{
    bool valid = false;
    double estimate = 0.0;
    ConfidenceInterval ci;
    /// "hodges-lehmann-ratio" (shift of the logs, for positive values), "hodges-lehmann-shift"
    /// (shift relative to A's median) or "welch-log-ratio" (arms too large for pairwise differences).
    QString method;
};

/// Everything an expert needs to sign a verdict on one metric, and the verdict itself.
struct Comparison
{
    Metric metric;
    double alpha = 0.05;
    double confidence = 0.95;
    ArmSummary a;
    ArmSummary b;
    RelativeDifference difference;
    MannWhitneyResult mannWhitney; ///< decides significance, as in benchstat
    WelchResult welch; ///< on the raw values, reported alongside
    bool testPossible = false; ///< some outcome of Mann-Whitney could reach alpha with these sizes
    int runsNeededForTest = 0; ///< per arm, equal arms
    bool significant = false;
    Verdict verdict = Verdict::TooFewRuns;
    double spread = 0.0; ///< pooled run-to-run relative standard deviation (log scale)
    bool spreadFromOtherArms = false; ///< spread is CompareOptions::knownSpread: these arms show none
    SampleSizeEstimate forObserved; ///< runs per arm to detect the observed difference
    SampleSizeEstimate forTarget; ///< runs per arm to detect CompareOptions::detectableDifference
    QString sentence; ///< the verdict, translated
    QStringList notes; ///< translated caveats: disagreeing tests, missing CIs
};

namespace Comparisons {

/// Compares arm B against arm A (one value per run). Fails with InvalidArgument when an arm is
/// empty or holds a non-finite value. Input order does not matter: the result is the same bytes.
[[nodiscard]] Result<Comparison> compare(QList<double> a, QList<double> b, const CompareOptions &options = {});

/// The run-to-run spread of @p arms pooled (relative SD, log scale; every arm with two values or
/// more counts), NaN when none has two.
[[nodiscard]] double pooledSpread(const QList<QList<double>> &arms);

/// When every one of @p comparisons (two or more) has no verdict for the same reason (too few runs,
/// with the same arm sizes), that reason once: "too few runs for any verdict: n=3+3, at least 4 per
/// arm needed"; empty otherwise, and then each comparison's own sentence says its part.
[[nodiscard]] QString sharedVerdict(const QList<const Comparison *> &comparisons);

/// "B is 6.8% faster", "B's local service demand is 4.0% lower (better)": the change alone.
[[nodiscard]] QString describeChange(const Metric &metric, const QString &nameB, double relative);

} // namespace Comparisons
} // namespace Tunebench::Stats
