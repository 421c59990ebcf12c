// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostconnector.h"

#include "transport/localrunner.h"
#include "transport/ssh/sshrunner.h"

namespace Tunebench {

HostConnector::HostConnector(ConnectOptions options) : m_options(std::move(options)) { }

HostConnector::~HostConnector() = default;

SshOptions HostConnector::sshOptions(const HostSpec &spec, const ConnectOptions &options)
{
    SshOptions ssh;
    ssh.host = spec.host;
    ssh.user = spec.user;
    ssh.port = spec.port;
    ssh.identityFiles = options.identityFiles;
    ssh.knownHostsPath = options.knownHostsPath;
    ssh.configPath = options.sshConfigPath;
    ssh.acceptNewHostKeys = options.acceptNewHostKeys;
    ssh.batchMode = options.batchMode;
    ssh.useAgent = options.useAgent;
    ssh.privilege = options.privilege;
    ssh.connectTimeoutMs = options.connectTimeoutMs;
    ssh.deadPeerTimeoutMs = options.deadPeerTimeoutMs;
    ssh.maxChannels = options.maxChannels;
    return ssh;
}

std::unique_ptr<CommandRunner> HostConnector::create(const HostSpec &spec, const ConnectOptions &options)
{
    if (spec.isLocal())
        return std::make_unique<LocalRunner>();
    auto runner = std::make_unique<SshRunner>(sshOptions(spec, options), spec.argument);
    runner->setCredentialStore(options.credentialStore);
    return runner;
}

std::shared_ptr<CommandRunner> HostConnector::runner(const HostSpec &spec)
{
    std::shared_ptr<CommandRunner> &cached = m_runners[spec.argument];
    if (!cached)
        cached = create(spec, m_options);
    return cached;
}

Result<std::shared_ptr<CommandRunner>> HostConnector::runner(const QString &hostArgument)
{
    Result<HostSpec> spec = HostSpec::parse(hostArgument);
    if (!spec)
        return spec.error();
    return runner(spec.value());
}

} // namespace Tunebench
