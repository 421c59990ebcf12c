// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers for the SSH integration tests: options that reach a bed host without ~/.ssh.

#include "testbed.h"
#include "transport/ssh/sshoptions.h"

namespace Tunebench::Test {

inline SshOptions bedSshOptions(const Testbed &bed, const QString &user, const QString &address = {})
{
    SshOptions options;
    options.host = address.isEmpty() ? bed.serverAddress() : address;
    options.user = user;
    options.identityFiles = {bed.keyPath()};
    options.knownHostsPath = bed.knownHostsPath();
    options.configPath = QStringLiteral("none");
    options.useAgent = false;
    options.batchMode = true;
    options.connectTimeoutMs = 20000;
    return options;
}

} // namespace Tunebench::Test
