// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/trendanalysis.h"
#include "report/chartspec.h"

#include <QCoreApplication>

namespace Tunebench {

/// The history view's trend (issue 28 part 5) as a chart: each arm's medians with their CIs, one
/// position per experiment in creation order, and a marker between the experiments on either
/// side of each change point, labelled with its size and what the host snapshots say changed.
class TrendChart
{
    Q_DECLARE_TR_FUNCTIONS(TrendChart)
public:
    [[nodiscard]] static ChartSpec spec(const TrendSeries &series);
    /// "-8.3%: server kernel 6.1.0-18 → 6.1.0-21", the label of a change's marker.
    [[nodiscard]] static QString changeLabel(const TrendChange &change);
};

} // namespace Tunebench
