// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "tunables/hostsnapshot.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace Tunebench {

/// One category as a parser read it: states by parameter name (as `-C/-G/-L/-K` spell it)
/// and pre-set maximums by the same names.
struct ParsedCategory
{
    QMap<QString, TunableState> values;
    QMap<QString, qint64> limits;
};

/// Readers for ethtool's output. Text from 6.1 (label, colon, space) and from 6.2 on (label,
/// colon, tab) both split at the first colon; JSON is read where ethtool offers it.
class EthtoolParser
{
    Q_DECLARE_TR_FUNCTIONS(EthtoolParser)
public:
    /// `ethtool -k`: "name: on|off" with " [fixed]", " [requested on|off]", " [not requested]";
    /// child features are tab-indented.
    [[nodiscard]] static Result<ParsedCategory> features(const QString &text);
    /// `ethtool --json -k` (5.17 and later): {"name": {"active", "fixed", "requested"}}.
    [[nodiscard]] static Result<ParsedCategory> featuresJson(const QByteArray &json);
    /// `ethtool -c`. The display labels rx-frame-low/-high differ from the -C names
    /// rx-frames-low/-high; values are returned under the -C names.
    [[nodiscard]] static Result<ParsedCategory> coalescing(const QString &text);
    /// `ethtool -g`: "Pre-set maximums:" go to limits, "Current hardware settings:" to values.
    [[nodiscard]] static Result<ParsedCategory> rings(const QString &text);
    /// `ethtool --json -g` (6.2 and later). Parameters ethtool omits (n/a) read as unsupported.
    [[nodiscard]] static Result<ParsedCategory> ringsJson(const QByteArray &json);
    /// `ethtool -l` (no JSON in any release up to 6.11).
    [[nodiscard]] static Result<ParsedCategory> channels(const QString &text);
    /// `ethtool -i`.
    [[nodiscard]] static Result<DriverInfo> driverInfo(const QString &text);

    /// Whether a failed ethtool call means "this device cannot do that" rather than a failure.
    [[nodiscard]] static bool isUnsupported(const QString &output);
    /// The message of a failed call: ethtool's own lines without the "netlink error: " prefix.
    [[nodiscard]] static QString errorText(const QString &output);
};

} // namespace Tunebench
