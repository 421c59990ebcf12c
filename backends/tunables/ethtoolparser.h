// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "tunables/hostsnapshot.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Tunebench {

/// One category as a parser read it: states by parameter name (as `-C/-G/-L/-K` spell it),
/// pre-set maximums by the same names, and every line it did not understand, verbatim.
struct ParsedCategory
{
    QMap<QString, TunableState> values;
    QMap<QString, qint64> limits;
    /// Lines (or JSON members) that name no parameter Tunebench knows, or whose value it cannot
    /// read. They are kept to be shown, never guessed at: a renamed or new field must not turn
    /// into a silent change.
    QStringList unrecognised;
};

/// Readers for ethtool's output. Text from 6.1 (label, colon, space) and from 6.2 on (label,
/// colon, tabs) both split at the first colon; JSON is read where ethtool offers it. The
/// old ioctl form (numbers everywhere, no n/a, no CQE line) reads as well.
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
    /// rx-frames-low/-high; values are returned under the -C names. ethtool 6.3 to 6.8 print
    /// "tx-aggr-time-usecs" without its colon; that line reads too.
    [[nodiscard]] static Result<ParsedCategory> coalescing(const QString &text);
    /// `ethtool --json -c` (6.2 and later). Its "rx"/"tx" members stand for adaptive-rx/-tx when
    /// they come before the first other parameter and for cqe-mode-rx/-tx after one; with no
    /// other parameter their meaning is unknown and they are reported as unrecognised.
    [[nodiscard]] static Result<ParsedCategory> coalescingJson(const QByteArray &json);
    /// `ethtool -g`: "Pre-set maximums:" go to limits, "Current hardware settings:" to values.
    [[nodiscard]] static Result<ParsedCategory> rings(const QString &text);
    /// `ethtool --json -g` (6.2 and later). Parameters ethtool omits (n/a) read as unsupported.
    [[nodiscard]] static Result<ParsedCategory> ringsJson(const QByteArray &json);
    /// `ethtool -l` (no JSON in any release up to 6.14).
    [[nodiscard]] static Result<ParsedCategory> channels(const QString &text);
    /// `ethtool -i`.
    [[nodiscard]] static Result<DriverInfo> driverInfo(const QString &text);

    /// Whether a failed ethtool call means "this device cannot do that" rather than a failure.
    [[nodiscard]] static bool isUnsupported(const QString &output);
    /// The message of a failed call: ethtool's own lines without the "netlink error: " prefix.
    [[nodiscard]] static QString errorText(const QString &output);
    /// The kernel's warnings on a call that succeeded ("netlink warning: ..."), without prefix.
    [[nodiscard]] static QStringList warnings(const QString &output);
    /// The attribute offset of a netlink error ("... (offset 44)"), or -1.
    [[nodiscard]] static int errorOffset(const QString &output);
    /// Which parameter of `ethtool -C/-G/-L IFNAME name value ...` an error offset points at:
    /// the index into the command's name/value pairs, or -1. ethtool writes the parameters in
    /// the order given, each as an 8-byte attribute (u32 or u8 with padding), after the
    /// netlink, genetlink and device-name headers.
    [[nodiscard]] static int parameterAtOffset(int offset, const QString &interfaceName, int parameterCount);
};

} // namespace Tunebench
