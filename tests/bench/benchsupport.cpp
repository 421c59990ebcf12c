// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace Tunebench::Bench {

double median(QList<double> values)
{
    return percentile(std::move(values), 50.0);
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const auto lo = qsizetype(std::floor(rank));
    const auto hi = qsizetype(std::ceil(rank));
    return values[lo] + (values[hi] - values[lo]) * (rank - double(lo));
}

void report(const QString &name, double value, const QString &unit, const QJsonObject &extra)
{
    QJsonObject object = extra;
    object.insert(QStringLiteral("name"), name);
    object.insert(QStringLiteral("value"), value);
    object.insert(QStringLiteral("unit"), unit);
    std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void reportRatio(const QString &name, double value, double baseline, const QString &unit, const QJsonObject &extra)
{
    QJsonObject object = extra;
    object.insert(QStringLiteral("baseline"), baseline);
    object.insert(QStringLiteral("ratio"), baseline != 0 ? value / baseline : std::nan(""));
    report(name, value, unit, object);
}

QString benchDir()
{
    return QCoreApplication::applicationDirPath();
}

QString binDir()
{
    return QDir(benchDir() + QStringLiteral("/..")).canonicalPath();
}

} // namespace Tunebench::Bench
