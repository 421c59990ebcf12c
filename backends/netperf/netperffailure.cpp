// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperffailure.h"

#include "netperf/netperftext.h"

#include <QCoreApplication>

#include <algorithm>

namespace Tunebench {

namespace {

QString text(QByteArrayView view)
{
    return QString::fromUtf8(view);
}

// A class for lupdate: it files FailureText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct FailureText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::NetperfFailure)
};

NetperfFailure make(FailureKind kind, QByteArrayView line)
{
    NetperfFailure failure;
    failure.kind = kind;
    failure.text = text(line);
    return failure;
}

/// The text between @p open and the next @p close after it, e.g. the host in "on HOST at".
QByteArrayView between(QByteArrayView line, QByteArrayView open, QByteArrayView close)
{
    const qsizetype start = line.indexOf(open);
    if (start < 0)
        return {};
    const qsizetype from = start + open.size();
    const qsizetype end = line.indexOf(close, from);
    if (end < 0)
        return {};
    return line.sliced(from, end - from);
}

int leadingInt(QByteArrayView view)
{
    view = NetperfText::skipBlanks(view);
    qsizetype end = 0;
    while (end < view.size() && end < 9 && NetperfText::isDigit(view[end]))
        ++end;
    return end > 0 ? view.first(end).toInt() : -1;
}

// "establish control: are you sure there is a netserver listening on 198.18.0.2 at port 12999?"
// "establish_control could not establish the control connection from 0.0.0.0 port 0 address
//  family AF_UNSPEC to 198.18.0.2 port 12999 address family AF_INET" (src/netlib.c)
std::optional<NetperfFailure> matchEstablishControl(QByteArrayView line)
{
    if (line.startsWith("establish control:")) {
        NetperfFailure failure = make(FailureKind::NoNetserver, line);
        failure.host = text(between(line, "listening on ", " at port"));
        failure.port = leadingInt(line.sliced(line.indexOf("at port") + 7));
        return failure;
    }
    if (line.startsWith("establish_control could not establish")) {
        NetperfFailure failure = make(FailureKind::NoNetserver, line);
        const qsizetype to = line.lastIndexOf(" to ");
        if (to >= 0) {
            QByteArrayView rest = line.sliced(to + 4);
            failure.host = text(NetperfText::nextToken(rest));
            if (NetperfText::takeLiteral(rest, "port"))
                failure.port = leadingInt(rest);
        }
        return failure;
    }
    return std::nullopt;
}

// bash: "bash: line 1: netperf: command not found"; dash: "sh: 1: netperf: not found";
// ip netns exec: 'exec of "netperf" failed: No such file or directory';
// env: "env: 'netperf': No such file or directory" with typographic quotes (all captured in
// tests/data/netperf/err_absent_*).
std::optional<NetperfFailure> matchNotFound(QByteArrayView line)
{
    if (!line.contains("not found") && !line.contains("No such file or directory"))
        return std::nullopt;
    for (const char *name : {"netserver", "netperf"}) {
        const QByteArray program(name);
        const QByteArray patterns[] = {
            program + ": command not found",
            program + ": not found",
            '"' + program + "\" failed: No such file",
            "'" + program + "': No such file",
            "\xe2\x80\x98" + program + "\xe2\x80\x99: No such file",
            program + ": No such file or directory",
        };
        for (const QByteArray &pattern : patterns) {
            if (line.contains(pattern)) {
                NetperfFailure failure = make(FailureKind::CommandNotFound, line);
                failure.reason = QString::fromLatin1(name);
                return failure;
            }
        }
    }
    return std::nullopt;
}

std::optional<NetperfFailure> matchDataErrors(QByteArrayView line)
{
    // "send_data: data send error: Invalid argument (errno 22)" (src/nettest_omni.c send_data)
    if (line.contains("data send error") || line.contains("send_data failed")) {
        NetperfFailure failure = make(FailureKind::SendError, line);
        const qsizetype errnoAt = line.indexOf("(errno ");
        if (errnoAt >= 0)
            failure.errorNumber = leadingInt(line.sliced(errnoAt + 7));
        const qsizetype colon = line.lastIndexOf(": ");
        if (colon >= 0)
            failure.reason = text(
                NetperfText::trimmed(line.sliced(colon + 2, (errnoAt > colon ? errnoAt : line.size()) - colon - 2)));
        return failure;
    }
    if (line.contains("recv_data failed") || line.contains("data recv error") || line.startsWith("recv_response")) {
        NetperfFailure failure = make(FailureKind::RecvError, line);
        const qsizetype colon = line.lastIndexOf(": ");
        if (colon >= 0)
            failure.reason = text(NetperfText::trimmed(line.sliced(colon + 2)));
        return failure;
    }
    if (line.contains("connect_data_socket failed") || line.contains("data socket connect failed")) {
        NetperfFailure failure = make(FailureKind::ConnectError, line);
        const qsizetype colon = line.lastIndexOf(": ");
        if (colon >= 0)
            failure.reason = text(NetperfText::trimmed(line.sliced(colon + 2)));
        return failure;
    }
    // "netperf: remote error 99" followed, without a newline, by perror()'s text on stderr.
    const qsizetype remote = line.indexOf("remote error ");
    if (remote >= 0) {
        NetperfFailure failure = make(FailureKind::RemoteError, line);
        QByteArrayView rest = line.sliced(remote + 13);
        failure.errorNumber = leadingInt(rest);
        while (!rest.isEmpty() && (NetperfText::isDigit(rest[0]) || rest[0] == ':' || NetperfText::isBlank(rest[0])))
            rest = rest.sliced(1);
        failure.reason = text(rest);
        return failure;
    }
    return std::nullopt;
}

std::optional<NetperfFailure> matchSetupErrors(QByteArrayView line)
{
    if (line.startsWith("Sorry, Demo Mode not configured"))
        return make(FailureKind::DemoUnsupported, line);
    if (line.contains("invalid option -- '0'") || line.contains("invalid option -- '.'"))
        return make(FailureKind::OldNetperf, line);
    if (line.contains("invalid option --") || line.startsWith("Only 95% and 99% confidence level"))
        return make(FailureKind::InvalidOption, line);
    if (line.startsWith("The test you requested (")) {
        NetperfFailure failure = make(FailureKind::UnknownTest, line);
        failure.reason = text(between(line, "(", ")"));
        return failure;
    }
    if (line.startsWith("Netperf could not resolve ")) {
        NetperfFailure failure = make(FailureKind::CannotResolve, line);
        failure.host = text(between(line, "resolve ", " as a host"));
        return failure;
    }
    if (line.startsWith("resolve_host: could not resolve host")) {
        NetperfFailure failure = make(FailureKind::CannotResolve, line);
        failure.host = text(between(line, "host '", "'"));
        return failure;
    }
    if (line.startsWith("Unable to start netserver"))
        return make(FailureKind::NetserverStart, line);
    return std::nullopt;
}

} // namespace

std::optional<NetperfFailure> matchFailure(QByteArrayView line)
{
    line = NetperfText::trimmed(line);
    if (line.isEmpty())
        return std::nullopt;
    if (auto failure = matchEstablishControl(line))
        return failure;
    if (auto failure = matchNotFound(line))
        return failure;
    if (auto failure = matchSetupErrors(line))
        return failure;
    if (auto failure = matchDataErrors(line))
        return failure;
    if (line.startsWith("netperf: ") || line.startsWith("netserver: "))
        return make(FailureKind::Other, line);
    return std::nullopt;
}

bool mayBeFailure(QByteArrayView line)
{
    static constexpr QByteArrayView starts[]
        = {"establish", "exec of", "send_data", "recv_", "resolve_host", "Sorry, Demo", "Only 95%", "The test you",
            "Unable to start", "getaddrinfo", "Please", "please", "and that test", "--enable-demo", "Netperf could"};
    return std::any_of(std::begin(starts), std::end(starts), [line](QByteArrayView s) { return line.startsWith(s); })
        || NetperfText::contains(line, "netperf") || NetperfText::contains(line, "netserver")
        || NetperfText::contains(line, "remote error") || NetperfText::contains(line, "send error");
}

bool continuesFailure(const NetperfFailure &previous, QByteArrayView line)
{
    line = NetperfText::trimmed(line);
    switch (previous.kind) {
    case FailureKind::DemoUnsupported:
        return line.startsWith("please consider reconfiguring") || line.startsWith("Please consider reconfiguring")
            || line.startsWith("--enable-demo");
    case FailureKind::UnknownTest:
        return line.startsWith("Please verify that you have the correct test name")
            || line.startsWith("and that test family has been compiled");
    case FailureKind::CannotResolve:
        return line.startsWith("getaddrinfo returned") || line.startsWith("Netperf could not resolve");
    case FailureKind::NoNetserver:
        return line.startsWith("establish_control could not establish");
    case FailureKind::SendError:
        return line.contains("data send error") || line.contains("send_data failed");
    default:
        return false;
    }
}

bool isKnownChatter(QByteArrayView line)
{
    line = NetperfText::trimmed(line);
    return line.startsWith("Starting netserver with host") || line.startsWith("Netperf version ");
}

Error notInstalledError(const QString &program, const QString &host)
{
    return makeError(ErrorCode::NotFound,
        FailureText::tr("%1 is not installed on %2 (or not in its PATH). Install it there: on Debian and Ubuntu "
                        "'apt-get install netperf' (Debian has it in the non-free component), elsewhere build "
                        "netperf 2.7 or newer with --enable-demo from https://github.com/HewlettPackard/netperf.")
            .arg(program, host));
}

namespace {

/// Failures of the network between the hosts, or of netserver.
std::optional<Error> connectionError(const NetperfFailure &failure, const QString &clientHost, const QString &server)
{
    switch (failure.kind) {
    case FailureKind::NoNetserver:
        return makeError(ErrorCode::ConnectionFailed,
            FailureText::tr("No netserver is listening on %1 port %2 (netperf on %3 could not open its control "
                            "connection). Start netserver on the server ('netserver -p %2') or let Tunebench start "
                            "it, and check that no firewall blocks the port.")
                .arg(server, QString::number(failure.port), clientHost),
            failure.text);
    case FailureKind::CannotResolve:
        return makeError(ErrorCode::ConnectionFailed,
            FailureText::tr("netperf on %1 cannot resolve the host name %2. Use an address or a name %1 can resolve.")
                .arg(clientHost, failure.host),
            failure.text);
    case FailureKind::RemoteError:
        return makeError(ErrorCode::CommandFailed,
            FailureText::tr("netserver on %1 refused the test (error %2%3). Check the test's data address, ports "
                            "and socket options.")
                .arg(server, QString::number(failure.errorNumber),
                    failure.reason.isEmpty() ? QString() : QStringLiteral(": ") + failure.reason),
            failure.text);
    case FailureKind::SendError:
    case FailureKind::RecvError:
        return makeError(ErrorCode::ConnectionLost,
            FailureText::tr("The test's data connection between %1 and %2 failed (%3). Check that netserver is "
                            "still running and that nothing else uses the data ports.")
                .arg(clientHost, server, failure.reason.isEmpty() ? failure.text : failure.reason),
            failure.text);
    case FailureKind::ConnectError:
        return makeError(ErrorCode::ConnectionFailed,
            FailureText::tr("netperf on %1 could not open the data connection to %2 (%3). Check the data address "
                            "and any firewall between the hosts.")
                .arg(clientHost, server, failure.reason),
            failure.text);
    case FailureKind::NetserverStart:
        return makeError(ErrorCode::CommandFailed,
            FailureText::tr("netserver could not start on %1: its port is in use or the address is wrong.").arg(server),
            failure.text);
    default:
        return std::nullopt;
    }
}

/// Failures of netperf itself: missing, built without a feature, or given a wrong option.
Error setupError(const NetperfFailure &failure, const QString &clientHost)
{
    switch (failure.kind) {
    case FailureKind::DemoUnsupported:
        return makeError(ErrorCode::Unsupported,
            FailureText::tr("netperf on %1 was built without demo mode, so it cannot report interim results (-D). "
                            "Install a netperf built with --enable-demo (Debian's package has it), or run without "
                            "interim results.")
                .arg(clientHost),
            failure.text);
    case FailureKind::OldNetperf:
        return makeError(ErrorCode::Unsupported,
            FailureText::tr("netperf on %1 is older than 2.6 and cannot time interim results precisely. Install "
                            "netperf 2.7.")
                .arg(clientHost),
            failure.text);
    case FailureKind::CommandNotFound:
        return notInstalledError(failure.reason.isEmpty() ? QStringLiteral("netperf") : failure.reason, clientHost);
    case FailureKind::UnknownTest:
        return makeError(ErrorCode::Unsupported,
            FailureText::tr("netperf on %1 does not know the test %2.").arg(clientHost, failure.reason), failure.text);
    case FailureKind::InvalidOption:
        return makeError(ErrorCode::InvalidArgument,
            FailureText::tr("netperf on %1 rejected an option.").arg(clientHost), failure.text);
    default:
        return makeError(
            ErrorCode::CommandFailed, FailureText::tr("netperf on %1 failed.").arg(clientHost), failure.text);
    }
}

} // namespace

Error failureToError(const NetperfFailure &failure, const QString &clientHost, const QString &serverHost)
{
    const QString server = failure.host.isEmpty() ? serverHost : failure.host;
    if (std::optional<Error> error = connectionError(failure, clientHost, server))
        return *error;
    return setupError(failure, clientHost);
}

} // namespace Tunebench
