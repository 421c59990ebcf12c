// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/proberesult.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>

namespace Tunebench {

/// Parsers for what the probe's commands print; pure functions, tested on captured output.
class ProbeParsers
{
    Q_DECLARE_TR_FUNCTIONS(ProbeParsers)
public:
    /// `key=value` lines (the probe's own scripts print these); later keys win.
    [[nodiscard]] static QMap<QString, QString> keyValues(const QByteArray &text);
    /// `ip -j -d addr show`: name, MTU, state, MAC, link kind, addresses.
    [[nodiscard]] static Result<QList<InterfaceInfo>> interfaces(const QByteArray &ipJson);
    /// Adds driver and speed from the probe's sysfs lines "name<TAB>driver<TAB>speed".
    static void mergeSysfs(QList<InterfaceInfo> &interfaces, const QByteArray &sysfsText);
    /// "Netperf version 2.7.0" -> "2.7.0"; "ethtool version 6.1" -> "6.1".
    [[nodiscard]] static QString versionNumber(const QString &line);
    /// The command that installs @p tool ("netperf" gives netperf and netserver, "ethtool"),
    /// from /etc/os-release's ID and ID_LIKE.
    [[nodiscard]] static QString installHint(const QString &tool, const QString &osId, const QString &osLike);
};

} // namespace Tunebench
