// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/netperfoutput.h"

#include <QByteArrayView>

#include <optional>

namespace Tunebench {

/// Parses netperf's test banner, "[MIGRATED ]NAME TEST from LHOST (LADDR) port N FAMILY to RHOST
/// (RADDR) port M FAMILY[ : annotation]..." (print_top_test_header() in src/nettest_omni.c).
[[nodiscard]] std::optional<TestBanner> parseBanner(QByteArrayView line);

/// True for the annotations netperf 2.7.0 prints after the endpoints ("demo", "first burst 0",
/// "+/-2.500% @ 99% conf.", ...); an unknown one hints at a banner cut short by wrapping.
[[nodiscard]] bool isKnownAnnotation(const QString &annotation);

/// True when @p line looks like the start of a banner, also when it is cut short.
[[nodiscard]] bool looksLikeBanner(QByteArrayView line);

} // namespace Tunebench
