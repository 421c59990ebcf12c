// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// The groups of host settings Tunebench reads, changes and restores.
enum class Category {
    Channels,    ///< ethtool -l / -L
    Rings,       ///< ethtool -g / -G
    Features,    ///< ethtool -k / -K (offloads), ifconfig capabilities on FreeBSD
    Coalescing,  ///< ethtool -c / -C
    RpsMask,     ///< /sys/class/net/IF/queues/rx-N/rps_cpus
    XpsMask,     ///< /sys/class/net/IF/queues/tx-N/xps_cpus
    IrqAffinity, ///< /proc/irq/N/smp_affinity_list of the NIC's interrupts
    Sysctl,      ///< any key under /proc/sys (FreeBSD: sysctl(8) names)
    Link,        ///< MTU, speed, state: recorded in snapshots, never written
};

/// Applying goes in this order (structural changes first, since re-creating queues can reset
/// masks and coalescing); restoring goes in reverse.
[[nodiscard]] QList<Category> applyOrder();

/// Whether a key belongs to the interface or to the whole host.
enum class Scope { Interface, Global };

/// How a value is spelled and checked.
enum class ValueKind {
    OnOff,    ///< "on" / "off"
    UInt,     ///< 0 .. 4294967295
    Choice,   ///< one word of a fixed list (tcp-data-split: on, off, auto)
    Word,     ///< an identifier such as a congestion control name
    IntList,  ///< whitespace-separated integers (tcp_rmem)
    CpuList,  ///< "0-3,8" (smp_affinity_list)
    CpuMask,  ///< hex mask, optionally comma-grouped ("00000000,0000000f")
    Text,     ///< a sysctl Tunebench does not know: printable, no shell metacharacters
    ReadOnly, ///< recorded but never written (link facts)
};

/// A setting's identity: category plus name, spelled canonically as "category.name", e.g.
/// "feature.tcp-segmentation-offload", "coalesce.rx-usecs", "channel.rx",
/// "sysctl.net.core.busy_poll", "irq.24", "rps.rx-0", "xps.tx-1", "link.mtu".
struct TunableKey
{
    Category category = Category::Sysctl;
    QString name;

    [[nodiscard]] QString id() const;
    [[nodiscard]] Scope scope() const { return category == Category::Sysctl ? Scope::Global : Scope::Interface; }
    [[nodiscard]] ValueKind valueKind() const;

    /// Parses a canonical id ("ring.rx"), validating the name for its category.
    [[nodiscard]] static Result<TunableKey> fromId(const QString &id);

    friend bool operator==(const TunableKey &a, const TunableKey &b)
    {
        return a.category == b.category && a.name == b.name;
    }
    friend bool operator<(const TunableKey &a, const TunableKey &b) { return a.id() < b.id(); }
};

/// One tunable on one host: (host, scope, key, value).
struct Tunable
{
    QString host;
    QString interfaceName; ///< empty for global keys
    TunableKey key;
    QString value;

    [[nodiscard]] Scope scope() const { return key.scope(); }
};

/// Names, spellings and checks shared by every platform.
class TunableCatalog
{
    Q_DECLARE_TR_FUNCTIONS(TunableCatalog)
public:
    [[nodiscard]] static QString categoryPrefix(Category category);
    [[nodiscard]] static QString categoryTitle(Category category);
    [[nodiscard]] static std::optional<Category> categoryFromPrefix(const QString &prefix);

    /// `ethtool -C` parameter names (netlink/coalesce.c scoalesce_params).
    [[nodiscard]] static const QStringList &coalescingParameters();
    /// `ethtool -G` parameter names (netlink/rings.c sring_params, plus later additions such as
    /// hds-thresh, the header-data-split threshold of kernel 6.14).
    [[nodiscard]] static const QStringList &ringParameters();
    /// `ethtool -L` parameter names.
    [[nodiscard]] static const QStringList &channelParameters();
    /// ethtool's legacy short feature names and the long names `ethtool -k` prints for them.
    [[nodiscard]] static QString featureLongName(const QString &shortName);

    /// Kernel rule plus an allowlist: `^[A-Za-z0-9_.-]{1,15}$`, not "." or "..".
    [[nodiscard]] static Status validateInterfaceName(const QString &name);
    /// Dotted sysctl names: letters, digits, '_', '-', and '/' for names with dots (VLANs).
    [[nodiscard]] static Status validateSysctlName(const QString &name);
    /// Path below /proc/sys for a Linux sysctl name (sysctl(8)'s '.'/'/' swap).
    [[nodiscard]] static QString sysctlPath(const QString &name);
    [[nodiscard]] static QString sysctlNameFromPath(const QString &path);

    /// Checks @p value for @p key and returns its canonical spelling ("1" -> "on" for OnOff).
    [[nodiscard]] static Result<QString> normalizeValue(const TunableKey &key, const QString &value);
    /// Normalizes a value as read from the host, without rejecting it.
    [[nodiscard]] static QString canonicalReading(const TunableKey &key, const QString &value);
    /// Whether @p actual counts as @p desired. With @p allowRounding, the per-key tolerance for
    /// drivers that round (see the .cpp) applies; without it only the spelling may differ.
    [[nodiscard]] static bool matches(const TunableKey &key, const QString &desired, const QString &actual,
                                      bool allowRounding = true);
};

} // namespace Tunebench
