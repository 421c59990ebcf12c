// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSocketNotifier>

#include <functional>
#include <memory>

class QEventLoop;

namespace Tunebench::Cli {

/// SIGINT and SIGTERM, while it lives, set a flag (and call the handler, if any) instead of
/// killing the CLI, so that commands can stop cleanly: cancel the remote command, abort the
/// experiment, put the hosts back. Self-pipe trick: the signal handler only writes a byte; the
/// event loop does the rest. One instance at a time.
class SignalFlag
{
public:
    explicit SignalFlag(std::function<void()> handler = {});
    ~SignalFlag();
    SignalFlag(const SignalFlag &) = delete;
    SignalFlag &operator=(const SignalFlag &) = delete;

    [[nodiscard]] bool raised() const { return m_raised; }
    /// Runs an event loop until a signal arrives (returns at once if one already did).
    void wait();

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    std::function<void()> m_handler;
    QEventLoop *m_loop = nullptr;
    bool m_raised = false;
    void (*m_oldInt)(int) = nullptr;
    void (*m_oldTerm)(int) = nullptr;
};

} // namespace Tunebench::Cli
