// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/metric.h"

#include <QCoreApplication>

namespace Tunebench::Stats {

namespace {
class MetricText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::Metric)
public:
    static Metric make(
        const QString &id, const QString &label, const QString &unit, MetricKind kind, Direction direction)
    {
        return Metric {id, label, unit, kind, direction};
    }
    static Metric known(const QString &id)
    {
        using D = Direction;
        if (id == QLatin1String("rate"))
            return make(id, tr("transaction rate"), QStringLiteral("Trans/s"), MetricKind::Rate, D::HigherIsBetter);
        if (id == QLatin1String("service_demand.local"))
            return make(
                id, tr("local service demand"), QStringLiteral("us/Tr"), MetricKind::ServiceDemand, D::LowerIsBetter);
        if (id == QLatin1String("service_demand.remote"))
            return make(
                id, tr("remote service demand"), QStringLiteral("us/Tr"), MetricKind::ServiceDemand, D::LowerIsBetter);
        if (id == QLatin1String("final_rate"))
            return make(id, tr("netperf's final rate"), QStringLiteral("Trans/s"), MetricKind::Rate, D::HigherIsBetter);
        // Tunebench's own service demand from host telemetry during the run (lower is better too).
        if (id == QLatin1String("live_service_demand.local"))
            return make(id, tr("live local service demand"), QStringLiteral("us/Tr"), MetricKind::ServiceDemand,
                D::LowerIsBetter);
        if (id == QLatin1String("live_service_demand.remote"))
            return make(id, tr("live remote service demand"), QStringLiteral("us/Tr"), MetricKind::ServiceDemand,
                D::LowerIsBetter);
        if (id.startsWith(QLatin1String("latency.")))
            return make(
                id, tr("%1 latency").arg(id.mid(8)), QStringLiteral("us"), MetricKind::Latency, D::LowerIsBetter);
        if (id.startsWith(QLatin1String("cpu.")))
            return make(id, tr("CPU utilisation (%1)").arg(id.mid(4)), QStringLiteral("%"), MetricKind::Generic,
                D::LowerIsBetter);
        return make(id, id, QString(), MetricKind::Generic, D::HigherIsBetter);
    }
};
} // namespace

Metric Metric::forId(const QString &id)
{
    return MetricText::known(id);
}

Metric Metric::generic(Direction direction, const QString &label)
{
    return Metric {QStringLiteral("value"), label, QString(), MetricKind::Generic, direction};
}

QString directionName(Direction direction)
{
    return direction == Direction::HigherIsBetter ? QStringLiteral("higher-is-better")
                                                  : QStringLiteral("lower-is-better");
}

} // namespace Tunebench::Stats
