// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/knownsysctls.h"

#include <QHash>

namespace Tunebench {

namespace {

struct KnownSysctl
{
    const char *name;
    ValueKind kind;
};

// busy_read/busy_poll need CONFIG_NET_RX_BUSY_POLL and exist only in the initial network
// namespace; a snapshot records them as unsupported elsewhere rather than failing.
constexpr KnownSysctl kLinux[] = {
    {"net.core.busy_poll", ValueKind::UInt},
    {"net.core.busy_read", ValueKind::UInt},
    {"net.core.rmem_max", ValueKind::UInt},
    {"net.core.wmem_max", ValueKind::UInt},
    {"net.core.rmem_default", ValueKind::UInt},
    {"net.core.wmem_default", ValueKind::UInt},
    {"net.core.optmem_max", ValueKind::UInt},
    {"net.core.netdev_budget", ValueKind::UInt},
    {"net.core.netdev_budget_usecs", ValueKind::UInt},
    {"net.core.netdev_max_backlog", ValueKind::UInt},
    {"net.core.somaxconn", ValueKind::UInt},
    {"net.core.default_qdisc", ValueKind::Word},
    {"net.ipv4.tcp_rmem", ValueKind::IntList},
    {"net.ipv4.tcp_wmem", ValueKind::IntList},
    {"net.ipv4.tcp_mem", ValueKind::IntList},
    {"net.ipv4.tcp_congestion_control", ValueKind::Word},
    {"net.ipv4.tcp_autocorking", ValueKind::UInt},
    {"net.ipv4.tcp_slow_start_after_idle", ValueKind::UInt},
    {"net.ipv4.tcp_timestamps", ValueKind::UInt},
    {"net.ipv4.tcp_sack", ValueKind::UInt},
};

constexpr KnownSysctl kFreeBsd[] = {
    {"kern.ipc.maxsockbuf", ValueKind::UInt},
    {"kern.ipc.somaxconn", ValueKind::UInt},
    {"net.inet.tcp.sendspace", ValueKind::UInt},
    {"net.inet.tcp.recvspace", ValueKind::UInt},
    {"net.inet.tcp.sendbuf_max", ValueKind::UInt},
    {"net.inet.tcp.recvbuf_max", ValueKind::UInt},
    {"net.inet.tcp.tso", ValueKind::UInt},
    {"net.inet.tcp.delayed_ack", ValueKind::UInt},
    {"net.inet.tcp.cc.algorithm", ValueKind::Word},
    {"net.isr.dispatch", ValueKind::Word},
};

template<std::size_t N>
QStringList namesOf(const KnownSysctl (&table)[N])
{
    QStringList names;
    for (const KnownSysctl &entry : table)
        names << QString::fromLatin1(entry.name);
    return names;
}

} // namespace

const QStringList &linuxKnownSysctls()
{
    static const QStringList names = namesOf(kLinux);
    return names;
}

const QStringList &freebsdKnownSysctls()
{
    static const QStringList names = namesOf(kFreeBsd);
    return names;
}

std::optional<ValueKind> knownSysctlKind(const QString &name)
{
    static const QHash<QString, ValueKind> kinds = [] {
        QHash<QString, ValueKind> map;
        for (const KnownSysctl &entry : kLinux)
            map.insert(QString::fromLatin1(entry.name), entry.kind);
        for (const KnownSysctl &entry : kFreeBsd)
            map.insert(QString::fromLatin1(entry.name), entry.kind);
        return map;
    }();
    const auto it = kinds.constFind(name);
    if (it == kinds.cend())
        return std::nullopt;
    return *it;
}

} // namespace Tunebench
