// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostaddress.h"

#include "hosts/hostspec.h"
#include "transport/ssh/sshconfig.h"

namespace Tunebench {

QString networkAddress(const QString &hostArgument)
{
    const auto parsed = HostSpec::parse(hostArgument);
    if (!parsed)
        return hostArgument;
    if (parsed->isLocal())
        return QStringLiteral("127.0.0.1");
    const SshConfigEntry entry = SshConfig::resolve(parsed->host);
    return entry.hostName.isEmpty() ? parsed->host : entry.hostName;
}

} // namespace Tunebench
