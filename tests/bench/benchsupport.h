// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Tunebench::Bench {

double median(QList<double> values);
double percentile(QList<double> values, double p);

/// Prints {"name", "value", "unit"} (plus extra fields) as one JSON line on stdout.
void report(const QString &name, double value, const QString &unit, const QJsonObject &extra = {});
/// Prints a comparison: value and baseline in the same unit, ratio = value / baseline.
void reportRatio(const QString &name, double value, double baseline, const QString &unit,
                 const QJsonObject &extra = {});

/// Directory of the benchmark executables (bin/bench), from the running binary's location.
QString benchDir();
/// Directory of Tunebench's executables (bin).
QString binDir();

} // namespace Tunebench::Bench
