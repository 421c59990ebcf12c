// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "transport/commandrunner.h"
#include "tunables/hostsnapshot.h"
#include "tunables/tunablekey.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

namespace Tunebench {

/// What one read round covers: an interface (may be empty for global keys only) and the
/// sysctls to read besides the platform's known ones.
struct ReadRequest
{
    QString interfaceName;
    QStringList extraSysctls;
};

/// One write command and the keys it sets. A step sets one category, so that its error and
/// its verification belong to the keys of that category only.
struct CommandStep
{
    Category category = Category::Sysctl;
    QList<TunableKey> keys;
    CommandSpec spec;
    /// Exit codes that mean "done" (ethtool -C exits 80 when nothing needed changing).
    QList<int> successCodes{0};

    /// The command as it would be typed (POSIX-quoted), for dry runs and logs.
    [[nodiscard]] QString display() const;
};

/// A desired value for a key, already validated and in canonical spelling.
using KeyValue = QPair<TunableKey, QString>;

/// Everything that differs between operating systems: how to read a host in one command, how
/// to name settings, and how to write them. Linux uses ethtool, sysfs and /proc/sys; FreeBSD
/// uses ifconfig capabilities and sysctl(8).
class PlatformProvider
{
public:
    virtual ~PlatformProvider() = default;

    /// "linux" or "freebsd", as stored in snapshots and journals.
    [[nodiscard]] virtual QString name() const = 0;
    [[nodiscard]] virtual QStringList knownSysctls() const = 0;

    /// One command (a `sh -c` script with fixed text; the interface and sysctl names are
    /// positional arguments, never spliced into the script) that prints every fact at once.
    [[nodiscard]] virtual CommandSpec readCommand(const ReadRequest &request) const = 0;
    /// Turns that command's stdout into a snapshot (host and time are left for the caller).
    [[nodiscard]] virtual Result<HostSnapshot> parseRead(const ReadRequest &request, const QByteArray &output) const = 0;

    /// Resolves what users type ("tso", "rx-usecs", "channel.rx", "net.core.busy_poll") into
    /// canonical keys. FreeBSD's "tso" means two capabilities, hence a list.
    [[nodiscard]] virtual Result<QList<TunableKey>> resolveKey(const QString &text) const = 0;

    /// Commands that set @p values on @p interfaceName, in applyOrder(); one step per category
    /// (per file for sysfs and procfs writes).
    [[nodiscard]] virtual QList<CommandStep> writeSteps(const QString &interfaceName,
                                                        const QList<KeyValue> &values) const = 0;
};

/// The provider for a host whose `uname -s` printed @p system, or Unsupported.
[[nodiscard]] Result<std::shared_ptr<const PlatformProvider>> providerForSystem(const QString &system);

/// The provider a snapshot or journal names ("linux", "freebsd"), or Unsupported.
[[nodiscard]] Result<std::shared_ptr<const PlatformProvider>> providerForName(const QString &name);

/// Orders @p values by applyOrder(), keeping the callers' order inside a category.
[[nodiscard]] QList<KeyValue> inApplyOrder(const QList<KeyValue> &values);

/// The shell snippet that writes "$1" followed by a newline into the file "$2"; used for sysfs
/// and procfs files so that the value and the path stay separate arguments.
[[nodiscard]] CommandSpec fileWriteCommand(const QString &path, const QString &value);

} // namespace Tunebench
