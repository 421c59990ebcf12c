// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobtracker.h"

namespace Tunebench {

JobTracker::JobTracker(StoreTask store, QObject *receiver)
    : m_store(std::move(store))
    , m_state(std::make_shared<JobsDetail::State>())
{
    m_state->receiver = receiver;
    // Direct: runs in ~QObject on the receiver's thread, before its memory goes; a job posting
    // at that moment holds the mutex, and what it posted is dropped with the receiver.
    m_destroyed = QObject::connect(receiver, &QObject::destroyed, [state = m_state] {
        QMutexLocker lock(&state->mutex);
        state->receiver = nullptr;
        state->cancelAll();
    });
}

JobTracker::~JobTracker()
{
    QObject::disconnect(m_destroyed);
    QMutexLocker lock(&m_state->mutex);
    m_state->receiver = nullptr;
    m_state->cancelAll();
}

void JobTracker::cancel()
{
    QMutexLocker lock(&m_state->mutex);
    m_state->cancelAll();
}

JobTicket JobTracker::newTicket(bool supersedable)
{
    QMutexLocker lock(&m_state->mutex);
    const quint64 id = ++m_state->nextId;
    if (supersedable)
        m_state->latest = id;
    return JobTicket(m_state, id, supersedable);
}

} // namespace Tunebench
