// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/experimentrepository.h"

#include <QCoreApplication>

namespace Tunebench {
class ExperimentEngine;
}

namespace Tunebench::Cli {

class CliContext;

/// Prints an experiment's progress and results for `run`, `list` and `show`: a progress bar on
/// a terminal, one line per event otherwise, one JSON object per line with --json.
class ExperimentPrinter
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentPrinter)
public:
    ExperimentPrinter(CliContext &context, bool progressBar);

    void attach(ExperimentEngine &engine);
    /// Per sweep point and arm: runs, median rate with its CI, CV, service demand; then verdicts.
    void printSummary(const ExperimentRecord &record);
    void printList(const QList<ExperimentListEntry> &entries);
    /// @p telemetry: with --json, each run's per-CPU and NIC counter telemetry (telemetryjson.h).
    bool printExperiment(ExperimentRepository &repository, const ExperimentRecord &record, bool samples,
                         bool telemetry = false);
    /// "client +30.001 s ± 0.012 s, server -2.000 s ± 0.015 s": the hosts' clock offsets of the
    /// given runs (or of an exploration), a range where runs differ; empty when none was measured.
    [[nodiscard]] static QString clockOffsetsText(const QList<std::pair<std::optional<ClockOffset>, std::optional<ClockOffset>>> &offsets);

private:
    void line(const QString &text);

    CliContext &m_context;
    bool m_progressBar;
    bool m_barShown = false;
};

} // namespace Tunebench::Cli
