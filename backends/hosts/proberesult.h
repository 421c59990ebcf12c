// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clockoffset.h"
#include "core/error.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QStringList>

#include <optional>

namespace Tunebench {

struct InterfaceInfo
{
    QString name;
    QString driver;     ///< kernel driver (virtio_net, ixgbe), or the link kind (veth, bridge) when virtual
    QString kind;       ///< link kind from `ip -d` (veth, bridge, vlan); empty for hardware
    QString operState;  ///< UP, DOWN, UNKNOWN
    QString mac;
    int mtu = 0;
    qint64 speedMbps = -1; ///< -1 when the driver does not report one
    QStringList addresses; ///< "198.18.0.2/24", "fe80::1/64"
};

struct ToolInfo
{
    QString name;
    bool present = false;
    QString path;
    QString version;     ///< "2.7.0"
    QString installHint; ///< the command that installs it, when missing
};

/// What one probe round found out about a host.
struct ProbeResult
{
    QString host;
    bool reachable = false;
    std::optional<Error> error; ///< why not reachable
    QString hostKeyType;
    QString fingerprint; ///< SHA256:..., empty for local
    QString user;
    int uid = -1;
    QString privilege;   ///< "root", "sudo" or "none"
    QString privilegeDetail; ///< why "none": what to configure
    QString kernel;
    QString arch;
    QString os;
    QString osId;
    int cpus = 0;
    QList<InterfaceInfo> interfaces;
    ToolInfo netperf;
    ToolInfo netserver;
    ToolInfo ethtool;
    bool netperfDemoMode = false;
    QString remoteShell;       ///< "dispatcher" (one shell per connection) or "per-command"; empty for local
    QString remoteShellDetail; ///< why per-command
    /// The host's clock minus this machine's, from one command's round trip (not yet when the
    /// host could not be reached); clockError says why it is missing.
    std::optional<ClockOffset> clock;
    QString clockError;

    QStringList problems; ///< sentences a user should act on

    [[nodiscard]] QJsonObject toJson() const;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ProbeResult)
