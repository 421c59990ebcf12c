// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clockoffset.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Tunebench {

class Database;

/// The exploration's own row: its time axis. Times are epoch seconds on Tunebench's machine,
/// its samples' too (each run holds the offsets they were converted with).
struct ExplorationRecord
{
    qint64 experimentId = 0; ///< the experiment row (kind 'exploration') it extends
    double startedAt = 0; ///< origin of the time axis
    double settleSeconds = 0;
    /// Each host's clock against this machine's when the exploration ended; empty when not
    /// measured (yet).
    std::optional<ClockOffset> clientClock;
    std::optional<ClockOffset> serverClock;
};

/// A segment: an arm of the exploration plus when it ran.
struct ExplorationSegmentRecord
{
    qint64 armId = 0; ///< filled in by addSegment()
    qint64 experimentId = 0;
    int index = 0;
    int markerSeq = 0; ///< the marker that opened it; 0 for the first
    QString label;
    double start = 0;
    std::optional<double> end;
    QByteArray configuration; ///< JSON {"client": {key: value}, "server": {...}}
    QByteArray armSpec; ///< the arm's JSON (an experiment arm: label and tunables)
    QByteArray stats; ///< JSON of the segment's statistics once it closed
};

/// A change made during an exploration.
struct ExplorationMarkerRecord
{
    qint64 experimentId = 0;
    int seq = 0;
    QString role; ///< client or server
    QString request;
    QString label;
    QString status; ///< applied, partial, unchanged or failed
    QString error;
    double requestedAt = 0;
    double writeStarted = 0;
    double at = 0;
    bool wrote = false;
    QByteArray changes; ///< JSON array of per-key outcomes
    QByteArray sideEffects; ///< JSON array of strings
    std::optional<int> segmentIndex; ///< the segment it opened
    qint64 journalId = 0;
};

/// Explorations' markers and segments (tables exploration, exploration_segment,
/// exploration_marker); the experiment, its runs and samples stay with ExperimentRepository.
class ExplorationRepository
{
    Q_DECLARE_TR_FUNCTIONS(ExplorationRepository)
public:
    explicit ExplorationRepository(Database &database)
        : m_database(database)
    {
    }

    [[nodiscard]] Status start(const ExplorationRecord &exploration);
    /// Stores the segment and its arm in one transaction; fills in armId.
    [[nodiscard]] Status addSegment(ExplorationSegmentRecord &segment);
    [[nodiscard]] Status closeSegment(
        qint64 experimentId, int index, std::optional<double> end, const QByteArray &stats);
    [[nodiscard]] Status addMarker(const ExplorationMarkerRecord &marker);
    /// The settings that moved with a marker's change, found when the host was read again after it.
    [[nodiscard]] Status setMarkerSideEffects(qint64 experimentId, int seq, const QByteArray &sideEffects);
    [[nodiscard]] Status updateClockOffsets(
        qint64 experimentId, const std::optional<ClockOffset> &client, const std::optional<ClockOffset> &server);

    [[nodiscard]] Result<ExplorationRecord> exploration(qint64 experimentId);
    [[nodiscard]] Result<QList<ExplorationSegmentRecord>> segments(qint64 experimentId);
    [[nodiscard]] Result<QList<ExplorationMarkerRecord>> markers(qint64 experimentId);

private:
    Database &m_database;
};

} // namespace Tunebench
