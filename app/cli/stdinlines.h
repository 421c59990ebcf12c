// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSocketNotifier>

#include <cerrno>
#include <functional>

#include <fcntl.h>
#include <unistd.h>

namespace Tunebench::Cli {

// Reads stdin line by line as it arrives, without blocking the event loop.
class StdinLines : public QObject
{
public:
    explicit StdinLines(std::function<void(const QString &)> onLine, std::function<void()> onEnd)
        : m_onLine(std::move(onLine))
        , m_onEnd(std::move(onEnd))
    {
        m_flags = ::fcntl(STDIN_FILENO, F_GETFL);
        ::fcntl(STDIN_FILENO, F_SETFL, m_flags | O_NONBLOCK);
        m_notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, [this] { readAvailable(); });
    }

    ~StdinLines() override
    {
        if (m_flags != -1)
            ::fcntl(STDIN_FILENO, F_SETFL, m_flags); // the terminal is the shell's again
    }

private:
    void readAvailable()
    {
        char buffer[4096];
        for (;;) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n > 0) {
                m_partial.append(buffer, n);
                continue;
            }
            if (n < 0 && (errno == EAGAIN || errno == EINTR))
                break;
            m_notifier->setEnabled(false); // end of input (or an error): nothing more will come
            if (!m_partial.isEmpty())
                m_partial += '\n';
            deliver();
            m_onEnd();
            return;
        }
        deliver();
    }
    void deliver()
    {
        qsizetype newline;
        while ((newline = m_partial.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(m_partial.left(newline));
            m_partial.remove(0, newline + 1);
            m_onLine(line);
        }
    }

    QSocketNotifier *m_notifier = nullptr;
    int m_flags = -1;
    QByteArray m_partial;
    std::function<void(const QString &)> m_onLine;
    std::function<void()> m_onEnd;
};

} // namespace Tunebench::Cli
