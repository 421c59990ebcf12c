// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportmodel.h"

#include <QCoreApplication>

namespace Tunebench {

namespace {
class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ReportModel)
};
} // namespace

QString ReportModel::title() const
{
    const QString name = details.experiment.name;
    return name.isEmpty() ? ReportText::tr("Experiment %1").arg(id()) : name;
}

QString ReportModel::subtitle() const
{
    const ExperimentRecord &e = details.experiment;
    const QString when = e.createdAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
    const QString type = details.testType.isEmpty() ? QStringLiteral("netperf") : details.testType;
    //: "TCP_RR, 12 runs in 2 arms, completed, 2026-11-30 02:37 UTC"
    return ReportText::tr("%1, %n run(s)", nullptr, int(runs.size())).arg(type)
        + ReportText::tr(" in %n arm(s)", nullptr, int(arms.size())) + QStringLiteral(", ") + e.status
        + QStringLiteral(", ") + when;
}

QString ReportModel::pointLabel(const PointDetail &point) const
{
    if (!details.sweep || !point.sweepValue)
        return QString();
    const QString value = QString::number(*point.sweepValue, 'g', 12);
    const QString unit = details.sweep->unit.isEmpty() ? QString() : QLatin1Char(' ') + details.sweep->unit;
    //: a sweep point: "request size 4096 bytes"
    return ReportText::tr("%1 %2%3").arg(details.sweep->label, value, unit);
}

} // namespace Tunebench
