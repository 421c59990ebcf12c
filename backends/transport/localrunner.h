// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transport/commandrunner.h"

namespace Tunebench {

/// Runs commands on this machine with QProcess: the built-in host "local".
/// needsRoot uses `sudo -n` unless the process already runs as root.
class LocalRunner : public CommandRunner
{
    Q_OBJECT
public:
    explicit LocalRunner(QObject *parent = nullptr);
    /// Prefixes every argv with @p wrapper (e.g. {"ip","netns","exec","tb-server"} in tests).
    LocalRunner(QStringList wrapper, QString hostName, QObject *parent = nullptr);

    [[nodiscard]] QString hostName() const override { return m_hostName; }
    [[nodiscard]] CommandProcess *start(const CommandSpec &spec, QObject *parent = nullptr) override;

private:
    QStringList m_wrapper;
    QString m_hostName;
};

} // namespace Tunebench
