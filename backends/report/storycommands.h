// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace Tunebench {

/// One setting a configuration command in a text changes: what `ethtool -C eth0 adaptive-rx off`
/// or `sysctl -w net.core.busy_poll=50` says, as an import records it for the runs after it.
struct StorySetting
{
    QString host; ///< where it ran, when the prompt or a wrapper says ("server" in "root@server:~# "); else empty
    QString key; ///< as Tunebench names settings: "coalesce.adaptive-rx", "sysctl.net.core.busy_poll"
    QString name; ///< as the text names it: "adaptive-rx", "busy_poll"
    QString value; ///< "off", "50"

    friend bool operator==(const StorySetting &, const StorySetting &) = default;
};

/// Reads the configuration commands people paste into mail with their netperf output, one line at
/// a time (mail quoting already taken off). A line holds a command after an optional shell prompt
/// ("$", "#", "root@server:~#", "[root@box ~]#") and wrappers (sudo, doas, env, time, "ssh HOST",
/// "ip netns exec NS"):
///  - `ethtool -K|-C|-G|-L IF name value ...` (offloads, coalescing, rings, channels);
///  - `sysctl [-w] name=value ...` (Linux and FreeBSD), and what sysctl prints when it sets one
///    ("net.core.busy_poll = 50", FreeBSD's "dev.ix.0.enable_aim: 1 -> 0");
///  - `echo V > /proc/sys/...`, `echo V | tee /proc/sys/...`, and the same into /sys;
///  - `ifconfig IF [-]tso|lro|txcsum|... [mtu N]` (FreeBSD capabilities), `ip link set IF mtu N`;
///  - loader and sysctl.conf lines and `kenv`: "hw.ixgbe.max_interrupt_rate=0", `hw.ix.enable_aim="0"`.
/// Anything else gives nothing: prose is never read as a setting.
class StoryCommands
{
public:
    [[nodiscard]] static QList<StorySetting> read(QStringView line);
    /// How a label names a setting: "adaptive-rx off", "busy_poll 50".
    [[nodiscard]] static QString describe(const StorySetting &setting);
};

} // namespace Tunebench
