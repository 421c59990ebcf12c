// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "experiment/explorespec.h"
#include "experiment/exploretimeline.h"
#include "store/experimentrepository.h"

namespace Tunebench {

class Database;
class LiveSeriesStore;

/// How the A/B experiment made from two segments runs.
struct ExploreExperimentOptions
{
    QString name; ///< empty: "Exploration N: segment A vs segment B"
    int repetitions = 10; ///< per arm, interleaved A B A B
    int durationSeconds = 0; ///< per run; 0: the exploration's netperf run length
    double warmupSeconds = 1;
    double pauseSeconds = 1;
};

/**
 * An experiment whose two arms are the configurations of segments @p a and @p b (indices from 0):
 * every key either segment changed is set explicitly in both arms, to the segment's verified value
 * or, where a segment left it alone, to the value the host had before the exploration. Hosts and
 * test are the exploration's. The result validates (ExperimentSpec::validate).
 * @p explorationId only names the experiment.
 */
[[nodiscard]] Result<ExperimentSpec> experimentFromSegments(const ExplorationSpec &exploration,
    const ExploreTimeline &timeline, int a, int b, const ExploreExperimentOptions &options, qint64 explorationId = 0);

/// The arm of one segment: its label and its configuration as KEY=VALUE tunables.
[[nodiscard]] ExperimentArm armForSegment(const ExploreSegment &segment);

/// A stored exploration, rebuilt on its time axis.
struct StoredExploration
{
    ExperimentRecord record;
    ExplorationSpec spec;
    ExploreTimeline timeline;
    double end = 0; ///< seconds from the start to the last sample or marker: "now" for open segments
    /// Each host's clock offset as the exploration last measured it (empty: not measured).
    std::optional<ClockOffset> clientClock, serverClock;
};

/// Reads exploration @p id back (for `tunebench-cli`, reports and the history view): samples of
/// every run and both hosts' telemetry shifted by the stored clock offsets, markers and segments.
[[nodiscard]] Result<StoredExploration> loadExploration(Database &database, qint64 id);

/// Puts a stored exploration's series into @p store as a live exploration writes them (same keys,
/// same times), so the explore view draws a stored exploration with the charts of a live one.
void replayExploration(const StoredExploration &stored, LiveSeriesStore &store);

} // namespace Tunebench
