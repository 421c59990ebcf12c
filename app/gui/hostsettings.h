// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hosts/hostbook.h"

#include <QMutex>
#include <QMutexLocker>

namespace Tunebench {

/// The hosts and connect options new connections are made with: set on the GUI thread, read by
/// the ops and engine threads. The generation tells a thread that its connections are stale.
class HostSettings
{
public:
    struct Snapshot
    {
        HostBook hosts;
        ConnectOptions options;
        quint64 generation = 0;
    };

    void setHosts(const HostBook &book)
    {
        QMutexLocker lock(&m_mutex);
        m_current.hosts = book;
        ++m_current.generation;
    }
    void setConnectOptions(const ConnectOptions &options)
    {
        QMutexLocker lock(&m_mutex);
        m_current.options = options;
        ++m_current.generation;
    }
    [[nodiscard]] Snapshot snapshot() const
    {
        QMutexLocker lock(&m_mutex);
        return m_current;
    }
    [[nodiscard]] quint64 generation() const
    {
        QMutexLocker lock(&m_mutex);
        return m_current.generation;
    }

private:
    mutable QMutex m_mutex;
    Snapshot m_current;
};

} // namespace Tunebench
