// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QString>

namespace Tunebench {

/// A host as the user names it: `local`, `[user@]host[:port]`, `[user@][v6addr]:port`, or an
/// ssh_config alias (which is just a host without user or port).
struct HostSpec
{
    Q_DECLARE_TR_FUNCTIONS(HostSpec)
public:
    enum class Kind { Local, Ssh };
    Kind kind = Kind::Ssh;
    QString argument; ///< as given; also the display name
    QString user;     ///< empty: ssh_config's User or the local user
    QString host;     ///< name, address or alias; empty for Local
    int port = 0;     ///< 0: ssh_config's Port or 22

    [[nodiscard]] static Result<HostSpec> parse(const QString &argument);
    [[nodiscard]] bool isLocal() const { return kind == Kind::Local; }
};

} // namespace Tunebench
