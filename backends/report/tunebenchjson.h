// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonObject>

namespace Tunebench {

class Database;
struct ReportModel;

/// What a Tunebench JSON export holds, for an import preview.
struct TunebenchJsonSummary
{
    QString name;
    QString kind;
    QString status;
    QStringList arms;
    int runs = 0;
    int interimSamples = 0;
    int snapshots = 0;
};

/**
 * Tunebench's own exchange format: one JSON document (format "tunebench-export", version 1)
 * with everything stored about an experiment — the experiment and its spec, arms, every run with
 * its raw netperf output, result, verified settings, interim and telemetry samples, the linked
 * host snapshots and the stored statistics — plus an "analysis" section (hosts, differences,
 * per-arm statistics, verdicts, warnings) for readers who do not want to recompute it.
 *
 * Database ids are not part of it (they are local to a database), so importing an export into
 * any database and exporting it again gives the same bytes. The "analysis" section is derived
 * and ignored on import; the stored statistics are restored with the new ids.
 */
class TunebenchJson
{
    Q_DECLARE_TR_FUNCTIONS(TunebenchJson)
public:
    static constexpr int Version = 1;
    [[nodiscard]] static QString formatName() { return QStringLiteral("tunebench-export"); }

    [[nodiscard]] static QJsonObject toJson(const ReportModel &model);
    /// toJson() as indented UTF-8.
    [[nodiscard]] static QByteArray write(const ReportModel &model);

    /// True when @p data is (the start of) a Tunebench export, without parsing all of it.
    [[nodiscard]] static bool looksLike(QByteArrayView data);
    /// Parses and checks the format and version.
    [[nodiscard]] static Result<QJsonObject> parse(QByteArrayView data);
    [[nodiscard]] static TunebenchJsonSummary summarize(const QJsonObject &document);
    /// Stores the export as a new experiment and returns its id. On failure the partly stored
    /// experiment is removed again.
    [[nodiscard]] static Result<qint64> import(Database &database, const QJsonObject &document);
};

} // namespace Tunebench
