// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "experiment/exploretimeline.h"

#include <QCoreApplication>

namespace Tunebench {
class ExploreSession;
struct StoredExploration;
struct ExperimentSpec;
} // namespace Tunebench

namespace Tunebench::Cli {

class CliContext;

/// Prints an exploration for `tunebench-cli explore`: markers, closed segments, comparisons and
/// the final table on stdout, steps on stderr (with a live status line on a terminal); with
/// --json one object per event on stdout.
class ExplorePrinter
{
    Q_DECLARE_TR_FUNCTIONS(ExplorePrinter)
public:
    ExplorePrinter(CliContext &context, bool statusLine);

    void attach(ExploreSession &session);
    void comparison(const ExploreComparison &comparison);
    void experimentWritten(const QString &file, const ExperimentSpec &spec, int a, int b);
    /// A line of input that could not be carried out; the exploration goes on.
    void lineError(const QString &line, const Error &error);
    void segments(const ExploreSession &session);
    void summary(const ExploreSession &session, const QString &status, const QString &error);
    void note(const QString &text);
    /// `show ID` of an exploration: its setup, markers and segment statistics (one JSON object
    /// with --json).
    void stored(const StoredExploration &exploration);

private:
    void marker(const ExploreMarker &marker);
    void sideEffects(int seq, const QStringList &effects);
    void segment(const ExploreSegmentStats &stats);
    void status(const ExploreSession &session);
    void clearStatus();
    [[nodiscard]] QString segmentLine(const ExploreSegmentStats &stats) const;

    CliContext &m_context;
    bool m_statusLine;
    bool m_statusShown = false;
    double m_lastRate = 0;
};

} // namespace Tunebench::Cli
