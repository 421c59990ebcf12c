// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tunebench::Stats::NumberFormat {

// Locale-independent on purpose: verdicts, tables and JSON must be the same bytes everywhere.

/// Four significant digits with an SI prefix, as benchstat prints values: "14.52k", "1.718µ".
[[nodiscard]] QString si(double value, int significantDigits = 4);
/// A fraction as a percentage: 0.0682 -> "6.8%" (with @p withSign: "+6.8%").
[[nodiscard]] QString percent(double fraction, int decimals = 1, bool withSign = false);
/// "p=0.004", or "p<0.001" below a thousandth.
[[nodiscard]] QString pValue(double p);
/// Fixed decimals without locale grouping.
[[nodiscard]] QString fixed(double value, int decimals);

} // namespace Tunebench::Stats::NumberFormat
