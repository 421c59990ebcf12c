// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace Tunebench {

/**
 * Labels a set of axis ticks with one SI prefix ("0", "12.5 k", "13.0 k"), as Wireshark's
 * QCPAxisTickerSi does for throughput. The prefix comes from the largest tick so an axis never
 * mixes "950" with "1 k"; the number of decimals is the fewest that keeps the step between ticks
 * exact, so neighbouring labels never collide. A zero tick is labelled "0" without prefix.
 */
[[nodiscard]] QStringList formatSiTicks(const QList<double> &ticks, const QString &unit = {},
                                        const QLocale &locale = QLocale::c());

/// One value with three significant digits and an SI prefix ("12.3 k", "850 µ").
[[nodiscard]] QString formatSi(double value, const QString &unit = {}, const QLocale &locale = QLocale::c());

} // namespace Tunebench
