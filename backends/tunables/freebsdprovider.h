// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/ethtoolparser.h"
#include "tunables/platformprovider.h"

#include <QCoreApplication>

namespace Tunebench {

/// FreeBSD: interface capabilities through ifconfig (`options=` is what is on, `capabilities=`
/// from `ifconfig -m` what the driver can do; set with `ifconfig IF tso4` / `-tso4`), and
/// sysctl(8). There is no generic coalescing, ring or channel interface: drivers expose those
/// as dev.<driver>.<unit>.* sysctls, which are written as sysctls.
class FreeBsdProvider final : public PlatformProvider
{
    Q_DECLARE_TR_FUNCTIONS(FreeBsdProvider)
public:
    [[nodiscard]] QString name() const override { return QStringLiteral("freebsd"); }
    [[nodiscard]] QStringList knownSysctls() const override;
    [[nodiscard]] CommandSpec readCommand(const ReadRequest &request) const override;
    [[nodiscard]] Result<HostSnapshot> parseRead(const ReadRequest &request, const QByteArray &output) const override;
    [[nodiscard]] Result<QList<TunableKey>> resolveKey(const QString &text) const override;
    [[nodiscard]] QList<CommandStep> writeSteps(const QString &interfaceName,
                                                const QList<KeyValue> &values) const override;

    /// `ifconfig -m IF`: capability states by ifconfig flag name ("tso4": on/off), MTU, speed
    /// (from the media line) and link status as link.* values.
    [[nodiscard]] static Result<ParsedCategory> parseIfconfig(const QString &text);
    /// `sysctl -e NAME...`: "name=value" lines and "sysctl: unknown oid 'name'" warnings.
    [[nodiscard]] static QMap<QString, TunableState> parseSysctl(const QString &text, const QStringList &names);
    /// ifconfig's capability names (IFCAPBITS) and the flag that sets each.
    [[nodiscard]] static QString capabilityFlag(const QString &capability);
};

} // namespace Tunebench
