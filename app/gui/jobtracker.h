// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "dialogs/storetask.h"

#include <QMetaObject>
#include <QMutex>
#include <QObject>

#include <memory>
#include <type_traits>

namespace Tunebench {

class Database;

namespace JobsDetail {

/// What a tracker shares with its jobs in flight, which may outlive it. The mutex guards every
/// field, and is held while a job posts a result, so the receiver cannot go meanwhile.
struct State
{
    mutable QMutex mutex;
    QObject *receiver = nullptr; // null once the receiver or the tracker is gone
    quint64 nextId = 0;
    quint64 latest = 0;    // the newest request that supersedes older ones
    quint64 cancelled = 0; // every request up to this one is stale

    [[nodiscard]] bool isStale(quint64 id, bool supersedable) const
    {
        return !receiver || id <= cancelled || (supersedable && id != latest);
    }
    void cancelAll() { cancelled = nextId; }
};

} // namespace JobsDetail

/// What a running job knows of itself: whether its result is still wanted, and how to send one.
class JobTicket
{
public:
    JobTicket(std::shared_ptr<JobsDetail::State> state, quint64 id, bool supersedable)
        : m_state(std::move(state)), m_id(id), m_supersedable(supersedable)
    {
    }

    [[nodiscard]] quint64 id() const { return m_id; }
    /// A newer request, cancel(), or the receiver's or the tracker's end made this job's results
    /// unwanted: a job that delivers in parts stops early.
    [[nodiscard]] bool isStale() const;
    /// Runs @p f on the receiver's thread, unless the job is stale by then (checked when posting
    /// and again before @p f runs). Callable from any thread, any number of times.
    template<typename F>
    void deliver(F &&f) const;

private:
    std::shared_ptr<JobsDetail::State> m_state;
    quint64 m_id;
    bool m_supersedable;
};

/**
 * Background store jobs for one receiver, in the spirit of hotspot's JobTracker: every request
 * gets an id, and a result reaches the receiver (on its thread) only while it is still wanted.
 * start() is for what a view shows (a newer start() makes the older ones stale, so the latest
 * request wins whatever order the answers come in); add() for actions whose every answer counts
 * (a deletion), which only cancel() makes stale. Either is dropped once the receiver or the
 * tracker is destroyed. A database that cannot be opened reaches the same receiver as the job's
 * own errors, under the same rules. Construct and use it on the receiver's thread.
 */
class JobTracker
{
public:
    /// @p store runs each job with the results database (the GUI's is Workbench::storeTask).
    JobTracker(StoreTask store, QObject *receiver);
    ~JobTracker();
    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;

    /// Runs `Result<T> job(Database &)`, then `done(const Result<T> &)` on the receiver's
    /// thread unless stale; makes every earlier start() stale. Returns the request's id.
    template<typename Job, typename Done>
    quint64 start(Job &&job, Done &&done)
    {
        return run(true, std::forward<Job>(job), std::forward<Done>(done));
    }
    /// As start(), but earlier requests stay wanted.
    template<typename Job, typename Done>
    quint64 add(Job &&job, Done &&done)
    {
        return run(false, std::forward<Job>(job), std::forward<Done>(done));
    }
    /// For a job that delivers in parts (a list page by page): `job(Database &, const JobTicket &)`
    /// sends each part with JobTicket::deliver(); `failed(const Error &)` hears of a database
    /// that cannot be opened. Supersedes like start().
    template<typename Job, typename Failed>
    quint64 stream(Job &&job, Failed &&failed);

    /// Makes every request so far stale (the user switched experiment, the view was reset).
    void cancel();

private:
    JobTicket newTicket(bool supersedable);
    template<typename Job, typename Done>
    quint64 run(bool supersedable, Job &&job, Done &&done);

    StoreTask m_store;
    std::shared_ptr<JobsDetail::State> m_state;
    QMetaObject::Connection m_destroyed;
};

inline bool JobTicket::isStale() const
{
    QMutexLocker lock(&m_state->mutex);
    return m_state->isStale(m_id, m_supersedable);
}

template<typename F>
void JobTicket::deliver(F &&f) const
{
    QMutexLocker lock(&m_state->mutex);
    if (m_state->isStale(m_id, m_supersedable))
        return;
    // A queued call dies with its receiver (~QObject drops the events posted to it).
    QMetaObject::invokeMethod(
        m_state->receiver,
        [ticket = *this, f = std::forward<F>(f)]() mutable {
            if (!ticket.isStale())
                f();
        },
        Qt::QueuedConnection);
}

template<typename Job, typename Done>
quint64 JobTracker::run(bool supersedable, Job &&job, Done &&done)
{
    using R = std::invoke_result_t<Job &, Database &>;
    const JobTicket ticket = newTicket(supersedable);
    auto shared = std::make_shared<std::decay_t<Done>>(std::forward<Done>(done));
    m_store(
        [ticket, shared, job = std::forward<Job>(job)](Database &database) mutable {
            if (ticket.isStale())
                return;
            ticket.deliver([shared, result = R(job(database))] { (*shared)(result); });
        },
        [ticket, shared](const QString &why) {
            ticket.deliver([shared, why] { (*shared)(R(makeError(ErrorCode::Database, why))); });
        });
    return ticket.id();
}

template<typename Job, typename Failed>
quint64 JobTracker::stream(Job &&job, Failed &&failed)
{
    const JobTicket ticket = newTicket(true);
    m_store(
        [ticket, job = std::forward<Job>(job)](Database &database) mutable {
            if (!ticket.isStale())
                job(database, ticket);
        },
        [ticket, failed = std::forward<Failed>(failed)](const QString &why) {
            ticket.deliver([failed, why] { failed(makeError(ErrorCode::Database, why)); });
        });
    return ticket.id();
}

} // namespace Tunebench
