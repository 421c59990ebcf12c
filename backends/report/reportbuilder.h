// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "report/reportmodel.h"

#include <QCoreApplication>

namespace Tunebench {

class Database;

/// Reads one stored experiment into a ReportModel: the results view's details (statistics,
/// verdicts, settings per arm), every run with its samples and raw output, the linked host
/// snapshots, and what the report derives from them (hosts, differences, commands, warnings).
/// Synchronous SQL: call it from a worker thread in the GUI.
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)
public:
    [[nodiscard]] static Result<ReportModel> build(Database &database, qint64 experimentId);

    /// The parts build() derives, for tests and for models built in memory.
    [[nodiscard]] static QList<ReportHost> hostsFrom(const ReportModel &model);
    [[nodiscard]] static QList<SettingComparison> testDifferences(const QJsonObject &spec, const QList<ArmRecord> &arms);
    [[nodiscard]] static QList<ReportCommand> commandsFrom(const ReportModel &model);
    [[nodiscard]] static QList<ReportWarning> warningsFrom(const ReportModel &model);
};

} // namespace Tunebench
