// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace Tunebench {

struct ReportModel;
struct ReportRun;

/**
 * The experiment as a Flent data file (flent/resultset.py, FILEFORMAT_VERSION 4): gzipped JSON
 * with "version", "x_values", "results", "raw_values" and "metadata", so Flent's formatters and
 * plots read Tunebench data (`flent -i FILE.flent.gz -f stats`).
 *
 * Each run is one series, "ARM::REPETITION" ("ARM @ VALUE::REPETITION" in a sweep), holding its
 * interim rates. raw_values keep every sample with its exact time ("t", shifted so that every
 * run starts at T0 and runs lie over each other as Flent's concurrent flows do), "val" and "dur"
 * (the interval); results put sample k of every run at x = k * STEP_SIZE (the requested interim
 * interval), so Flent's statistics over a series are those of the run's interim samples.
 * SERIES_META gives each series its UNITS, netperf's final rate as MEAN_VALUE (as Flent's own
 * netperf runner records it) and the COMMAND. Flent needs the NAME of one of its tests to load
 * a file: request/response tests are filed as "ping", TCP_STREAM as "tcp_1up_noping" and
 * TCP_MAERTS as "tcp_1down"; metadata "TUNEBENCH" says what the data really is.
 */
class FlentWriter
{
    Q_DECLARE_TR_FUNCTIONS(FlentWriter)
public:
    static constexpr int FileFormatVersion = 4;

    [[nodiscard]] static QJsonObject toJson(const ReportModel &model);
    /// toJson() gzipped, as Flent writes its files.
    [[nodiscard]] static Result<QByteArray> write(const ReportModel &model);
    [[nodiscard]] static QString seriesName(const ReportRun &run);
    [[nodiscard]] static Result<QByteArray> gzip(const QByteArray &data);
    /// Flent's date format: "2026-11-30T02:37:23.123000Z".
    [[nodiscard]] static QString flentTime(double epochSeconds);
};

} // namespace Tunebench
