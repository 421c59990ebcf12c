// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/comparison.h"

#include <QString>

namespace Tunebench::Stats {

/// Renders comparisons as benchstat renders benchmarks: one row per metric with each arm's median
/// "± x%" (the 95% CI's larger half-width) and the change "vs base" with p and n, "~" when not
/// significant, "?" when there are too few runs for the test, and footnotes saying how many runs
/// are needed. Then the verdict and the numbers behind it. Plain text, the same bytes everywhere.
class ComparisonTable
{
public:
    ComparisonTable(QString headerA, QString headerB);

    void add(const Comparison &comparison);
    [[nodiscard]] QString render() const;

private:
    [[nodiscard]] QString details(const Comparison &comparison) const;

    QString m_headerA;
    QString m_headerB;
    QList<Comparison> m_rows;
};

} // namespace Tunebench::Stats
