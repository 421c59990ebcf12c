// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include <memory>

namespace Tunebench::Cli {

class CliCommand;

/// `tunebench-cli report ID --format FORMAT -o PATH`.
std::unique_ptr<CliCommand> makeReportCommand();

/// True when @p argv asks for a report with charts (`report ... --format html|pdf|md`, or an
/// output file with one of those suffixes): charts are drawn by QCustomPlot, which needs a
/// QApplication, where every other command needs only a QCoreApplication.
[[nodiscard]] bool reportNeedsCharts(int argc, char **argv);

/// The application object tunebench-cli runs in: a QApplication on Qt's offscreen platform for
/// reports with charts (unless QT_QPA_PLATFORM says otherwise; the CLI never opens a window, so
/// it needs no display), a QCoreApplication for everything else.
[[nodiscard]] std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);

} // namespace Tunebench::Cli
