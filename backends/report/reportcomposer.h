// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include <QCoreApplication>

namespace Tunebench {

struct ReportModel;

/// Lays out a ReportModel as a document: summary, warnings, hosts, what differs between the arms,
/// netperf command lines, results per arm, verdicts, charts and the list of runs.
class ReportComposer
{
    Q_DECLARE_TR_FUNCTIONS(ReportComposer)
public:
    struct Options
    {
        bool charts = true; ///< false for plain text: no chart blocks at all
    };
    [[nodiscard]] static ReportDocument compose(const ReportModel &model, const Options &options);
    [[nodiscard]] static ReportDocument compose(const ReportModel &model) { return compose(model, Options{}); }

    /// "request size" for the test field "requestSize".
    [[nodiscard]] static QString testParameterLabel(const QString &key);
    /// A metric as the tables name it: "rate", "S.dem local", "p99 latency" (translated).
    [[nodiscard]] static QString shortMetricLabel(const QString &id);
};

} // namespace Tunebench
