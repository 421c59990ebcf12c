// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to tb_ssh: the controller's half of the remote shell's protocol (remoteshell.sh).
// No libssh here, so the parser is tested on bytes cut anywhere (tst_remoteshellprotocol).

#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace Tunebench {

/// One message of the remote shell, in the order it sent them.
struct RemoteShellFrame
{
    enum class Kind {
        Ready,       ///< the shell runs: number = its pid, text = its features ("setsid")
        StartFailed, ///< the shell gave up before it was ready: text says why
        Output,      ///< data of command id (stderr when isStderr)
        Started,     ///< command id runs: number = its pid
        Exited,      ///< command id exited: number = its code (after all its output)
        Signalled,   ///< command id was killed: text = the signal's name, e.g. "TERM"
        Refused,     ///< command id could not be started: text says why
    };
    Kind kind = Kind::Ready;
    quint64 id = 0;
    bool isStderr = false;
    QByteArray data;
    qint64 number = 0;
    QString text;
};

class RemoteShellProtocol
{
public:
    /// What the exec request runs: the login shell execs a plain sh that reads its script from
    /// stdin. `exec` with `-s` reads the same in bash, zsh, fish and csh.
    [[nodiscard]] static QByteArray startCommand();
    /// The dispatcher itself (remoteshell.sh), sent on stdin right after startCommand().
    [[nodiscard]] static QByteArray script();
    /// `r ID SLOT SUDO NIN WORDS\n` + stdin: @p words POSIX-quoted on one line (a newline in a
    /// word becomes '"$tb_nl"', which the remote eval turns back into one).
    [[nodiscard]] static QByteArray runRequest(quint64 id, int slot, bool viaSudo, const QStringList &words,
                                               const QByteArray &stdinData);
    /// `k ID SLOT SIGNAL\n`; @p signal is a name without SIG ("TERM").
    [[nodiscard]] static QByteArray killRequest(quint64 id, int slot, const QByteArray &signal);
};

/// Splits the remote shell's stdout into frames. Bytes before its greeting (what a login script
/// printed) are kept apart as the preamble; after the greeting, anything that is not a frame
/// breaks the stream for good (error() says where).
class RemoteShellParser
{
    Q_DECLARE_TR_FUNCTIONS(RemoteShellParser)
public:
    /// Appends the frames @p size bytes complete to @p frames; false once the stream is broken.
    bool feed(const char *data, qsizetype size, std::vector<RemoteShellFrame> &frames);
    bool feed(const QByteArray &data, std::vector<RemoteShellFrame> &frames)
    {
        return feed(data.constData(), data.size(), frames);
    }
    [[nodiscard]] bool isReady() const { return m_ready; }
    [[nodiscard]] bool isBroken() const { return m_state == State::Broken; }
    [[nodiscard]] const QString &error() const { return m_error; }
    /// The first bytes before the greeting (at most 4 KiB).
    [[nodiscard]] const QByteArray &preamble() const { return m_preamble; }

private:
    enum class State { Greeting, Header, Payload, Broken };
    bool greetingLine(const QByteArray &line, std::vector<RemoteShellFrame> &frames);
    bool headerLine(const QByteArray &line, std::vector<RemoteShellFrame> &frames);
    bool fail(const QString &why);

    State m_state = State::Greeting;
    bool m_ready = false;
    QByteArray m_line;
    RemoteShellFrame m_output;
    qint64 m_remaining = 0;
    QByteArray m_preamble;
    QString m_error;
};

} // namespace Tunebench
