// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "tunables/tunablekey.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// One setting as read from a host.
struct TunableState
{
    QString value;       ///< canonical spelling; empty when unsupported
    bool supported = true;
    bool fixed = false;  ///< a feature the driver does not let anyone change ("[fixed]")
    QString requested;   ///< feature state asked for but not in effect ("[requested on]")
    QString reason;      ///< why unsupported: "n/a", "read-only", the tool's error text

    [[nodiscard]] bool writable() const { return supported && !fixed; }
    /// Equal as far as the host's behaviour goes: value, support and fixedness. The
    /// "requested" bits are ethtool bookkeeping and may legitimately differ after a restore.
    friend bool operator==(const TunableState &a, const TunableState &b)
    {
        return a.value == b.value && a.supported == b.supported && a.fixed == b.fixed;
    }
};

/// `ethtool -i` (or its platform equivalent).
struct DriverInfo
{
    QString driver;
    QString version;
    QString firmware;
    QString busInfo;
};

/// The full state of a host and one interface, for reproducibility and for restoring.
struct HostSnapshot
{
    QString host;
    QString interfaceName;
    QString platform; ///< "linux", "freebsd"
    QDateTime takenAt;
    QString kernel;
    QString toolVersion; ///< e.g. "ethtool version 6.1"
    DriverInfo driver;
    QStringList interfaces; ///< every interface the host has
    QMap<QString, TunableState> values;   ///< by canonical key id
    QMap<QString, qint64> limits;         ///< pre-set maximums, e.g. "channel.rx" -> 2
    QMap<QString, QString> unsupportedCategories; ///< category prefix -> reason
    /// Category prefix -> the lines of the tool's output that Tunebench did not understand, as
    /// printed (a new or renamed field, an unreadable value). Shown to users, never guessed at.
    QMap<QString, QStringList> unrecognised;

    [[nodiscard]] std::optional<TunableState> state(const TunableKey &key) const;
    /// Why @p key cannot be written here, or an empty string when it can.
    [[nodiscard]] QString unsupportedReason(const TunableKey &key) const;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static Result<HostSnapshot> fromJson(const QJsonObject &object);
};

/// One key that differs between two snapshots (a value missing on one side is empty).
struct SnapshotDifference
{
    QString key;
    std::optional<TunableState> before;
    std::optional<TunableState> after;
};

/// Keys whose state differs, in key order; driver and kernel changes are reported as
/// pseudo-keys "info.kernel", "info.driver", "info.firmware".
[[nodiscard]] QList<SnapshotDifference> diffSnapshots(const HostSnapshot &before, const HostSnapshot &after);

/// "on", "off [fixed]", "n/a (unsupported: Operation not supported)": how a state reads to people.
[[nodiscard]] QString describeState(const std::optional<TunableState> &state);

} // namespace Tunebench
