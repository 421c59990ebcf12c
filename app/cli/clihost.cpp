// SPDX-License-Identifier: GPL-3.0-or-later
#include "clihost.h"

#include "clicommand.h"
#include "clicontext.h"
#include "transport/ssh/credentialstore.h"
#include "transport/ssh/sshrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

// SSH_ASKPASS as OpenSSH's ssh(1) uses it: with SSH_ASKPASS_REQUIRE=force always, otherwise
// only without a terminal and with a display (and never with SSH_ASKPASS_REQUIRE=never).
bool useAskpass(bool haveTty)
{
    if (qEnvironmentVariableIsEmpty("SSH_ASKPASS"))
        return false;
    const QString require = qEnvironmentVariable("SSH_ASKPASS_REQUIRE");
    if (require == QLatin1String("force"))
        return true;
    if (require == QLatin1String("never") || haveTty)
        return false;
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

std::optional<QByteArray> askpass(const QString &prompt)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(qEnvironmentVariable("SSH_ASKPASS"), {prompt});
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    QByteArray secret = process.readAllStandardOutput();
    while (secret.endsWith('\n') || secret.endsWith('\r'))
        secret.chop(1);
    return secret;
}

// Reads one line from the controlling terminal with echo off, as ssh's readpassphrase does.
std::optional<QByteArray> readTty(int tty, const QString &prompt, bool echo)
{
    const QByteArray text = prompt.toLocal8Bit() + ' ';
    if (::write(tty, text.constData(), size_t(text.size())) < 0)
        return std::nullopt;
    termios saved{};
    const bool haveTermios = ::tcgetattr(tty, &saved) == 0;
    if (haveTermios && !echo) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    QByteArray line;
    char c = 0;
    while (::read(tty, &c, 1) == 1 && c != '\n')
        line += c;
    if (haveTermios && !echo) {
        ::tcsetattr(tty, TCSAFLUSH, &saved);
        [[maybe_unused]] const auto ignored = ::write(tty, "\n", 1);
    }
    return line;
}

} // namespace

CliHosts::CliHosts(CliContext &context, QObject *parent) : QObject(parent), m_context(context) { }

CliHosts::~CliHosts()
{
    // Let a keychain save finish (and its outcome be reported) before the runners go away.
    QElapsedTimer waited;
    waited.start();
    while (m_store && m_store->isBusy() && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
}

void CliHosts::addOptions(QCommandLineParser &parser)
{
    parser.addOption({opt("batch"), CliCommand::tr("Never ask for passphrases, passwords or host keys.")});
    parser.addOption({opt("ssh-config"),
                      CliCommand::tr("Read <file> instead of ~/.ssh/config (\"none\": no file)."), opt("file")});
    parser.addOption({opt("connect-timeout"),
                      CliCommand::tr("Give up connecting after <seconds> (default 10)."), opt("seconds")});
    parser.addOption({opt("dead-peer-timeout"),
                      CliCommand::tr("Count a silent connection as lost after <seconds> (default 10)."),
                      opt("seconds")});
    parser.addOption({opt("save-secrets"),
                      CliCommand::tr("Save passphrases and passwords you enter in the system keychain.")});
    parser.addOption({opt("no-sudo"), CliCommand::tr("Never use sudo: root commands need a root login.")});
}

Status CliHosts::configure(const QCommandLineParser &parser)
{
    const GlobalOptions &global = m_context.options();
    m_options.identityFiles = global.identityFiles;
    m_options.knownHostsPath = global.knownHostsPath;
    m_options.acceptNewHostKeys = global.acceptNewHostKeys;
    m_options.batchMode = parser.isSet(opt("batch"));
    m_options.sshConfigPath = parser.value(opt("ssh-config"));
    m_options.privilege = parser.isSet(opt("no-sudo")) ? Privilege::Never : Privilege::Auto;
    m_saveSecrets = parser.isSet(opt("save-secrets"));
    for (auto [name, target] : {std::pair{"connect-timeout", &m_options.connectTimeoutMs},
                                std::pair{"dead-peer-timeout", &m_options.deadPeerTimeoutMs}}) {
        if (!parser.isSet(opt(name)))
            continue;
        bool ok = false;
        const double seconds = parser.value(opt(name)).toDouble(&ok);
        if (!ok || seconds <= 0)
            return makeError(ErrorCode::InvalidArgument,
                             CliCommand::tr("--%1 needs a positive number of seconds").arg(opt(name)));
        *target = int(seconds * 1000);
    }
    m_store = std::make_unique<KeychainCredentialStore>();
    m_options.credentialStore = m_store.get();
    m_connector = std::make_unique<HostConnector>(m_options);
    return Ok{};
}

Result<std::shared_ptr<CommandRunner>> CliHosts::runner(const QString &hostArgument)
{
    Q_ASSERT(m_connector);
    Result<std::shared_ptr<CommandRunner>> runner = m_connector->runner(hostArgument);
    if (runner)
        attach(runner.value().get());
    return runner;
}

void CliHosts::attach(CommandRunner *runner)
{
    auto *ssh = qobject_cast<SshRunner *>(runner);
    if (!ssh || ssh->property("tunebench-cli-attached").toBool())
        return;
    ssh->setProperty("tunebench-cli-attached", true);
    connect(ssh, &SshRunner::credentialRequested, this, &CliHosts::onCredentialRequested);
    connect(ssh, &SshRunner::notice, this, [this](const QString &message) {
        m_context.err() << CliCommand::tr("tunebench-cli: note: %1").arg(message) << '\n';
        m_context.err().flush();
    });
}

void CliHosts::onCredentialRequested(const CredentialRequest &request)
{
    auto *ssh = qobject_cast<SshRunner *>(sender());
    if (!ssh)
        return;
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    const bool haveTty = tty >= 0;
    auto closeTty = qScopeGuard([tty] {
        if (tty >= 0)
            ::close(tty);
    });
    if (!request.notice.isEmpty()) {
        m_context.err() << CliCommand::tr("tunebench-cli: note: %1").arg(request.notice) << '\n';
        m_context.err().flush();
    }
    std::optional<QByteArray> secret;
    if (useAskpass(haveTty))
        secret = askpass(request.prompt);
    else if (haveTty)
        secret = readTty(tty, request.prompt, false);
    if (!secret) {
        m_context.err() << CliCommand::tr("tunebench-cli: %1 needs an answer to \"%2\", but there is no terminal to "
                                          "ask on: run on a terminal, load the key into ssh-agent (ssh-add), or set "
                                          "SSH_ASKPASS")
                               .arg(request.host, request.prompt)
                        << '\n';
        m_context.err().flush();
        ssh->declineCredential(request.id);
        return;
    }
    bool save = m_saveSecrets;
    if (!save && haveTty && !useAskpass(haveTty)) {
        const std::optional<QByteArray> answer =
            readTty(tty, CliCommand::tr("Save it in the system keychain? [y/N]"), true);
        save = answer && answer->trimmed().toLower().startsWith('y');
    }
    ssh->answerCredential(request.id, *secret, save);
    secret->fill('\0');
}

int CliHosts::exitCodeFor(const Error &error, bool connected)
{
    switch (error.code) {
    case ErrorCode::Timeout:
        return connected ? ExitFailure : ExitConnection;
    case ErrorCode::ConnectionFailed:
    case ErrorCode::ConnectionLost:
    case ErrorCode::AuthenticationFailed:
    case ErrorCode::HostKeyUnknown:
    case ErrorCode::HostKeyChanged:
        return ExitConnection;
    case ErrorCode::Cancelled:
        return 130;
    default:
        return ExitFailure;
    }
}

} // namespace Tunebench::Cli
