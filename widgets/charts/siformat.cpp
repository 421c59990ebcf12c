// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/siformat.h"

#include <algorithm>
#include <cmath>

namespace Tunebench {

namespace {

constexpr int smallestExponent = -12; // p
constexpr int largestExponent = 15; // P
constexpr int maximumDecimals = 6;

QString prefixFor(int exponent)
{
    static const QString prefixes[] = {QStringLiteral("p"), QStringLiteral("n"), QStringLiteral("\u00b5"),
                                       QStringLiteral("m"), QString(),           QStringLiteral("k"),
                                       QStringLiteral("M"), QStringLiteral("G"), QStringLiteral("T"),
                                       QStringLiteral("P")};
    return prefixes[(exponent - smallestExponent) / 3];
}

// The engineering exponent (a multiple of three) that puts |value| in [1, 1000).
int engineeringExponent(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude == 0 || !std::isfinite(magnitude))
        return 0;
    const int exponent = int(std::floor(std::log10(magnitude) / 3.0)) * 3;
    return std::clamp(exponent, smallestExponent, largestExponent);
}

// The fewest decimals that write @p step exactly (up to rounding noise).
int decimalsForStep(double step)
{
    for (int decimals = 0; decimals < maximumDecimals; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled))
            return decimals;
    }
    return maximumDecimals;
}

QString compose(const QString &number, const QString &prefix, const QString &unit)
{
    if (prefix.isEmpty() && unit.isEmpty())
        return number;
    return number + QLatin1Char(' ') + prefix + unit;
}

} // namespace

QStringList formatSiTicks(const QList<double> &ticks, const QString &unit, const QLocale &locale)
{
    double largest = 0;
    for (const double tick : ticks) {
        if (std::isfinite(tick))
            largest = std::max(largest, std::abs(tick));
    }
    const int exponent = engineeringExponent(largest);
    const double scale = std::pow(10.0, exponent);

    double step = 0;
    for (qsizetype i = 1; i < ticks.size(); ++i) {
        const double gap = std::abs(ticks[i] - ticks[i - 1]);
        if (gap > 0 && (step == 0 || gap < step))
            step = gap;
    }
    if (step == 0) // a single tick: three significant digits
        return {formatSi(ticks.value(0), unit, locale)};
    const int decimals = decimalsForStep(step / scale);

    QStringList labels;
    labels.reserve(ticks.size());
    for (const double tick : ticks) {
        // Rounding noise from the tick generator can leave -1e-17 where zero is meant.
        if (std::abs(tick) < step * 1e-9)
            labels.append(compose(QStringLiteral("0"), {}, unit));
        else
            labels.append(compose(locale.toString(tick / scale, 'f', decimals), prefixFor(exponent), unit));
    }
    return labels;
}

QString formatSi(double value, const QString &unit, const QLocale &locale)
{
    if (!std::isfinite(value))
        return compose(locale.toString(value), {}, unit);
    if (value == 0)
        return compose(QStringLiteral("0"), {}, unit);
    int exponent = engineeringExponent(value);
    double scaled = value / std::pow(10.0, exponent);
    // 999.96 rounds to "1000"; move it to the next prefix instead.
    if (std::abs(scaled) >= 999.95 && exponent < largestExponent) {
        exponent += 3;
        scaled /= 1000.0;
    }
    const int integerDigits = std::abs(scaled) < 1 ? 1 : int(std::floor(std::log10(std::abs(scaled)))) + 1;
    const int decimals = std::max(0, 3 - integerDigits);
    return compose(locale.toString(scaled, 'f', decimals), prefixFor(exponent), unit);
}

} // namespace Tunebench
