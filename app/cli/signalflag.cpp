// SPDX-License-Identifier: GPL-3.0-or-later
#include "signalflag.h"

#include <QEventLoop>

#include <csignal>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

int g_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto ignored = ::write(g_signalPipe[1], &byte, 1);
}

} // namespace

SignalFlag::SignalFlag(std::function<void()> handler) : m_handler(std::move(handler))
{
    if (::pipe(g_signalPipe) != 0)
        return;
    m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(m_notifier.get(), &QSocketNotifier::activated, m_notifier.get(), [this] {
        char byte = 0;
        [[maybe_unused]] const auto ignored = ::read(g_signalPipe[0], &byte, 1);
        m_raised = true;
        if (m_handler)
            m_handler();
        if (m_loop)
            m_loop->quit();
    });
    m_oldInt = std::signal(SIGINT, onSignal);
    m_oldTerm = std::signal(SIGTERM, onSignal);
}

SignalFlag::~SignalFlag()
{
    if (!m_notifier)
        return;
    std::signal(SIGINT, m_oldInt);
    std::signal(SIGTERM, m_oldTerm);
    m_notifier.reset();
    ::close(g_signalPipe[0]);
    ::close(g_signalPipe[1]);
}

void SignalFlag::wait()
{
    if (m_raised || !m_notifier)
        return;
    QEventLoop loop;
    m_loop = &loop;
    loop.exec();
    m_loop = nullptr;
}

} // namespace Tunebench::Cli
