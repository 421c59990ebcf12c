// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentdetails.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace Tunebench {

struct ReportModel;

/// The report as one pastes it into a reply on netdev or freebsd-net: at most 72 columns (what
/// mail clients and git send-email keep unwrapped), compact, nothing said twice. Per sweep point a
/// results table (runs, rate with the 95% CI of its median, service demand local and remote) and
/// one verdict line per metric group, each saying the effect, whether the run-to-run spread
/// swamps it and how many runs would settle it; then the settings that differ (only those), the
/// netperf commands once each, and the warnings grouped ("confidence not achieved in runs 2, 3,
/// 5"). Arms with long labels are lettered A, B, ... with a legend. Words are never cut: a table
/// that does not fit becomes lines.
class MailReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(MailReportWriter)
public:
    static constexpr int Width = 72;

    [[nodiscard]] static QByteArray write(const ReportModel &model, int width = Width);

    /// The names tables use for @p labels: the labels when all are short, else "A", "B", ...
    [[nodiscard]] static QStringList armNames(const QStringList &labels);
    /// The legend for lettered arms ("A  Busy poll off (baseline)"), empty when names are labels.
    [[nodiscard]] static QStringList legend(const QStringList &labels, int width = Width);
    /// One point's results table and verdict lines (also the import dialog's live preview);
    /// @p names as armNames() gives them, @p unit the rate's ("Trans/s").
    [[nodiscard]] static QStringList pointLines(const PointDetail &point, const QStringList &names, const QString &unit,
                                                int width = Width);
    /// The verdict lines of @p point alone, each wrapped with a hanging indent.
    [[nodiscard]] static QStringList verdictLines(const PointDetail &point, const QStringList &names, int width = Width);
};

} // namespace Tunebench
