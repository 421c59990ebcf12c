// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/numberformat.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace Tunebench::Stats::NumberFormat {

namespace {
// Prefixes from nano (index 0) to tera; index 3 is no prefix.
const std::array<QString, 8> prefixes = {QStringLiteral("n"), QStringLiteral("µ"), QStringLiteral("m"), QString(),
    QStringLiteral("k"), QStringLiteral("M"), QStringLiteral("G"), QStringLiteral("T")};
} // namespace

QString fixed(double value, int decimals)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    QString text = QString::number(value, 'f', decimals);
    // "-0.0" reads as a negative change that is not there.
    if (text.startsWith(QLatin1Char('-')) && text.mid(1).remove(QLatin1Char('0')).remove(QLatin1Char('.')).isEmpty())
        text.remove(0, 1);
    return text;
}

QString si(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return fixed(value, 0);
    if (value == 0.0)
        return QStringLiteral("0");
    int group = int(std::floor(std::log10(std::abs(value)) / 3.0));
    group = std::clamp(group, -3, 4);
    for (int attempt = 0; attempt < 2; ++attempt) {
        const double scaled = value / std::pow(1000.0, group);
        const int integerDigits = std::max(1, int(std::floor(std::log10(std::abs(scaled)))) + 1);
        const int decimals = std::max(0, significantDigits - integerDigits);
        const QString text = fixed(scaled, decimals);
        // Rounding can carry into the next group (999.95 -> "1000.0"): move up one prefix.
        if (std::abs(text.toDouble()) >= 1000.0 && group < 4) {
            ++group;
            continue;
        }
        return text + prefixes[size_t(group + 3)];
    }
    return fixed(value, 0);
}

QString percent(double fraction, int decimals, bool withSign)
{
    QString text = fixed(fraction * 100.0, decimals);
    if (withSign && !text.startsWith(QLatin1Char('-')) && text != fixed(0.0, decimals))
        text.prepend(QLatin1Char('+'));
    return text + QLatin1Char('%');
}

QString pValue(double p)
{
    if (std::isnan(p))
        return QStringLiteral("p=n/a");
    if (p < 0.001)
        return QStringLiteral("p<0.001");
    return QStringLiteral("p=") + fixed(p, 3);
}

} // namespace Tunebench::Stats::NumberFormat
