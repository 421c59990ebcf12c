// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/remoteshellprotocol.h"

#include "core/quoting.h"
#include "remoteshellscript.h"

#include <cstring>

namespace Tunebench {

namespace {
constexpr char ReadyMagic[] = "tunebench-remote-shell 1 ";
constexpr char FailedMagic[] = "tunebench-remote-shell-failed ";
constexpr qsizetype PreambleBytes = 4096;
// Frame headers are short; a reason line names at most a path. Anything longer is not ours.
constexpr qsizetype MaxLine = 64 * 1024;
// dd reads at most 64 KiB per frame; a larger length means the stream is out of step.
constexpr qint64 MaxPayload = 16 * 1024 * 1024;

bool toNumber(const QByteArray &text, qint64 &value)
{
    bool ok = false;
    value = text.toLongLong(&ok);
    return ok && value >= 0;
}
} // namespace

QByteArray RemoteShellProtocol::startCommand()
{
    return QByteArrayLiteral("exec /bin/sh -s");
}

QByteArray RemoteShellProtocol::script()
{
    return QByteArray(kRemoteShellScript);
}

QByteArray RemoteShellProtocol::runRequest(quint64 id, int slot, bool viaSudo, const QStringList &words,
                                           const QByteArray &stdinData)
{
    // Newlines only ever occur inside single quotes (shellQuote quotes every word that has one),
    // so closing the quote around "$tb_nl" keeps the request on one line and the word intact.
    QByteArray quoted = shellJoin(words).toUtf8();
    quoted.replace('\n', QByteArrayLiteral("'\"$tb_nl\"'"));
    QByteArray request = "r " + QByteArray::number(id) + ' ' + QByteArray::number(slot) + ' ' + (viaSudo ? '1' : '0')
        + ' ' + QByteArray::number(stdinData.size()) + ' ' + quoted + '\n';
    request += stdinData;
    return request;
}

QByteArray RemoteShellProtocol::killRequest(quint64 id, int slot, const QByteArray &signal)
{
    return "k " + QByteArray::number(id) + ' ' + QByteArray::number(slot) + ' ' + signal + '\n';
}

bool RemoteShellParser::fail(const QString &why)
{
    m_state = State::Broken;
    m_error = why;
    return false;
}

bool RemoteShellParser::feed(const char *data, qsizetype size, std::vector<RemoteShellFrame> &frames)
{
    qsizetype pos = 0;
    while (pos < size) {
        if (m_state == State::Broken)
            return false;
        if (m_state == State::Payload) {
            const qsizetype take = qsizetype(std::min<qint64>(m_remaining, size - pos));
            m_output.data.append(data + pos, take);
            pos += take;
            m_remaining -= take;
            if (m_remaining == 0) {
                frames.push_back(std::move(m_output));
                m_output = {};
                m_state = State::Header;
            }
            continue;
        }
        const auto *newline = static_cast<const char *>(std::memchr(data + pos, '\n', size_t(size - pos)));
        const qsizetype end = newline ? newline - data : size;
        m_line.append(data + pos, end - pos);
        pos = newline ? end + 1 : size;
        if (!newline) {
            if (m_line.size() <= MaxLine)
                continue;
            if (m_state == State::Header)
                return fail(tr("a line of %1 bytes without a frame").arg(m_line.size()));
            // Before the greeting: a login script printing without newlines; keep looking.
            m_preamble += m_line.left(PreambleBytes - m_preamble.size());
            m_line.clear();
            continue;
        }
        const QByteArray line = std::exchange(m_line, {});
        if (!(m_state == State::Greeting ? greetingLine(line, frames) : headerLine(line, frames)))
            return false;
    }
    return m_state != State::Broken;
}

bool RemoteShellParser::greetingLine(const QByteArray &line, std::vector<RemoteShellFrame> &frames)
{
    // The greeting may follow text a login script printed without a newline on the same line.
    if (const qsizetype at = line.indexOf(FailedMagic); at >= 0) {
        m_preamble += line.left(std::min(at, PreambleBytes - m_preamble.size()));
        RemoteShellFrame frame{RemoteShellFrame::Kind::StartFailed};
        frame.text = QString::fromUtf8(line.mid(at + qsizetype(std::strlen(FailedMagic)))).trimmed();
        frames.push_back(std::move(frame));
        m_state = State::Broken;
        m_error = tr("the remote shell did not start");
        return true;
    }
    const qsizetype at = line.indexOf(ReadyMagic);
    if (at < 0) {
        m_preamble += QByteArray(line + '\n').left(PreambleBytes - m_preamble.size());
        return true;
    }
    m_preamble += line.left(std::min(at, PreambleBytes - m_preamble.size()));
    const QList<QByteArray> fields = line.mid(at + qsizetype(std::strlen(ReadyMagic))).split(' ');
    RemoteShellFrame frame{RemoteShellFrame::Kind::Ready};
    if (fields.size() < 2 || !toNumber(fields.at(0), frame.number))
        return fail(tr("a greeting without a process id: '%1'").arg(QString::fromUtf8(line.left(200))));
    frame.text = QString::fromUtf8(fields.at(1));
    frames.push_back(std::move(frame));
    m_state = State::Header;
    m_ready = true;
    return true;
}

bool RemoteShellParser::headerLine(const QByteArray &line, std::vector<RemoteShellFrame> &frames)
{
    auto broken = [&] { return fail(tr("an unexpected line: '%1'").arg(QString::fromUtf8(line.left(200)))); };
    const qsizetype firstSpace = line.indexOf(' ');
    const qsizetype secondSpace = firstSpace < 0 ? -1 : line.indexOf(' ', firstSpace + 1);
    if (firstSpace != 1 || secondSpace < 0)
        return broken();
    qint64 id = 0;
    if (!toNumber(line.mid(2, secondSpace - 2), id))
        return broken();
    const QByteArray rest = line.mid(secondSpace + 1);
    RemoteShellFrame frame;
    frame.id = quint64(id);
    switch (line.at(0)) {
    case 'o':
    case 'e': {
        qint64 length = 0;
        if (!toNumber(rest, length) || length == 0 || length > MaxPayload)
            return broken();
        m_output = RemoteShellFrame{RemoteShellFrame::Kind::Output, frame.id, line.at(0) == 'e'};
        m_output.data.reserve(qsizetype(length));
        m_remaining = length;
        m_state = State::Payload;
        return true;
    }
    case 'p':
        frame.kind = RemoteShellFrame::Kind::Started;
        if (!toNumber(rest, frame.number))
            return broken();
        break;
    case 'x':
        if (rest.startsWith("c ")) {
            frame.kind = RemoteShellFrame::Kind::Exited;
            if (!toNumber(rest.mid(2), frame.number))
                return broken();
        } else if (rest.startsWith("s ") && rest.size() > 2) {
            frame.kind = RemoteShellFrame::Kind::Signalled;
            frame.text = QString::fromLatin1(rest.mid(2));
        } else {
            return broken();
        }
        break;
    case 'f':
        frame.kind = RemoteShellFrame::Kind::Refused;
        frame.text = QString::fromUtf8(rest);
        break;
    default:
        return broken();
    }
    frames.push_back(std::move(frame));
    return true;
}

} // namespace Tunebench
