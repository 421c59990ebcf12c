// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartspec.h"

#include <QCoreApplication>

namespace Tunebench {

struct ReportModel;

/// The charts of a report, as descriptions: interim rates over time side by side per arm, the
/// distribution of the runs' rates (box and strip), service demand with confidence intervals and,
/// for a sweep, the rate (and service demand) against the swept parameter, one line per arm.
/// Charts without data are left out.
class ChartPlanner
{
    Q_DECLARE_TR_FUNCTIONS(ChartPlanner)
public:
    [[nodiscard]] static QList<ChartSpec> plan(const ReportModel &model);

    [[nodiscard]] static ChartSpec rateTimeSeries(const ReportModel &model);
    [[nodiscard]] static ChartSpec rateDistribution(const ReportModel &model);
    [[nodiscard]] static ChartSpec serviceDemand(const ReportModel &model);
    [[nodiscard]] static ChartSpec sweep(const ReportModel &model, const QString &metricId);
};

} // namespace Tunebench
