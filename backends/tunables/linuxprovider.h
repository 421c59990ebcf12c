// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/platformprovider.h"

#include <QCoreApplication>

namespace Tunebench {

class ScriptSections;

/// Linux: ethtool (-i -k -c -g -l, JSON where the installed ethtool has it), sysfs for link
/// facts and RPS/XPS masks, /proc/irq for the NIC's interrupts and /proc/sys for sysctls.
class LinuxProvider final : public PlatformProvider
{
    Q_DECLARE_TR_FUNCTIONS(LinuxProvider)
public:
    [[nodiscard]] QString name() const override { return QStringLiteral("linux"); }
    [[nodiscard]] QStringList knownSysctls() const override;
    [[nodiscard]] CommandSpec readCommand(const ReadRequest &request) const override;
    [[nodiscard]] Result<HostSnapshot> parseRead(const ReadRequest &request, const QByteArray &output) const override;
    [[nodiscard]] Result<QList<TunableKey>> resolveKey(const QString &text) const override;
    [[nodiscard]] QList<CommandStep> writeSteps(const QString &interfaceName,
                                                const QList<KeyValue> &values) const override;

    /// The fixed text of the read script (exposed for tests and the dry run of `show`).
    [[nodiscard]] static QString readScript();

private:
    [[nodiscard]] QStringList sysctlPaths(const ReadRequest &request) const;
    static void readInterface(const ScriptSections &sections, HostSnapshot &snapshot);
    static void readSysctls(const ScriptSections &sections, const QStringList &paths, HostSnapshot &snapshot);
};

} // namespace Tunebench
