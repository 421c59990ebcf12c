// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperfimporter.h"
#include "report/importgrouping.h"
#include "report/importstory.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMetaType>
#include <QStringList>

namespace Tunebench {

class Database;

/// One thing an import found in a source: a netperf test (a run to be), a netperf failure, a
/// Tunebench export, or lines it could not read.
struct ImportItem
{
    enum class Kind { Test, Failure, Experiment, Lines };
    Kind kind = Kind::Lines;
    bool recognised = false; ///< imported; false: skipped, and reason says why
    QString description;     ///< translated: "TCP_RR, 8 interim samples, 32553.44 Trans/s"
    QString reason;
    qint64 firstLine = 0; ///< in the source as given, from 1; 0 when not line-based
    qint64 lastLine = 0;
    int test = -1; ///< Test and Failure: index into the source's parsed tests
};

/// One file (or pasted text) as the import sees it, before anything is stored.
struct ImportSource
{
    enum class Kind { NetperfText, TunebenchJson, Unreadable };
    QString name; ///< the file's path, or the name given to pasted text
    Kind kind = Kind::Unreadable;
    QString armLabel; ///< netperf text: its label (the arm of its runs when grouped by file)
    QString testType; ///< netperf text: "TCP_RR" (or "RR"/"STREAM" when only the units tell)
    QString units;    ///< netperf text: "Trans/s", "10^6bits/s"
    QString error;    ///< Unreadable: why
    QList<ImportItem> items;
    QByteArray text;       ///< netperf text as given (raw outputs are cut from it)
    ImportReport netperf;  ///< netperf text, parsed
    QList<TestStory> stories; ///< netperf text: what the text says about each parsed test
    QJsonObject json;      ///< a Tunebench export

    [[nodiscard]] int recognisedCount() const;
    [[nodiscard]] int skippedCount() const;
    /// The tests that become runs.
    [[nodiscard]] QList<int> importedTests() const;
    /// "3 runs recognised, 2 items skipped".
    [[nodiscard]] QString summary() const;
};

struct ImportOptions
{
    /// Arm labels: none (each file's name), one (every file), or one per file.
    QStringList labels;
    /// Netperf runs go into the import experiment of this name, which is created when there is
    /// none yet; empty: a new experiment named after the arms.
    QString experimentName;
    /// Interim rates within this many seconds of a run's start are left out of its rate.
    double warmupSeconds = 0;
    ImportGroupBy groupBy = ImportGroupBy::Auto;
    QList<ImportArmRange> armRanges; ///< `--arm`: tests moved to the arms the user names
};

/// What an import would do: the File -> Import dialog's preview.
struct ImportPreview
{
    QList<ImportSource> sources;
    QString experimentName;    ///< where netperf runs go
    qint64 existingExperiment = 0; ///< > 0 when they are added to this stored import
    QStringList notes;         ///< translated remarks ("--label does not apply to a Tunebench export")
    /// The arms the netperf runs go to, as proposed (ImportGrouping::propose()) or as the user
    /// arranged them since; commit() stores these.
    QList<ImportArm> arms;
    ImportGroupBy groupBy = ImportGroupBy::Auto;

    [[nodiscard]] int runs() const; ///< runs the import would add (Tunebench exports included)
};

struct ImportResult
{
    QList<qint64> experiments; ///< every experiment created or added to
    int runs = 0;
    QStringList arms;
};

/// Imports netperf output (every form NetperfImporter reads, mail and terminal damage included)
/// as runs of an "import" experiment, and Tunebench JSON exports as the experiments they were.
/// Netperf runs are stored like native ones (interim samples, results, raw output) and analysed
/// the same way, so two files imported as arms A and B get a verdict. preview() reads and
/// classifies without storing; commit() stores what the preview recognised.
class ReportImporter
{
    Q_DECLARE_TR_FUNCTIONS(ReportImporter)
public:
    /// @p progress as NetperfImporter takes it; a cancelled read leaves a source of kind Unreadable.
    /// Grouped by story or by file, tests of another type than the first (TCP_CRR among TCP_RR)
    /// are arms of their own; in the one arm of ImportGroupBy::None they are skipped.
    [[nodiscard]] static ImportSource inspectText(const QByteArray &text, const QString &name, const QString &armLabel,
                                                  const NetperfImporter::Progress &progress = {},
                                                  ImportGroupBy groupBy = ImportGroupBy::Auto);
    [[nodiscard]] static ImportSource inspectFile(const QString &path, const QString &armLabel,
                                                  const NetperfImporter::Progress &progress = {},
                                                  ImportGroupBy groupBy = ImportGroupBy::Auto);
    /// Reads every file. Fails on a usage error (labels that do not match the files); an
    /// unreadable file is a source of kind Unreadable. With @p database, says whether the named
    /// experiment exists already. @p progress is told how many bytes of all the files were read,
    /// and may cancel: the preview then fails with ErrorCode::Cancelled.
    [[nodiscard]] static Result<ImportPreview> preview(const QStringList &paths, const ImportOptions &options,
                                                       Database *database = nullptr,
                                                       const NetperfImporter::Progress &progress = {});
    /// Stores what @p preview recognised, in its arms. Fails when nothing at all can be imported.
    [[nodiscard]] static Result<ImportResult> commit(Database &database, const ImportPreview &preview,
                                                     const ImportOptions &options);

    /// "TCP_RR" from a parsed test's banner or command line; "RR" or "STREAM" from its units
    /// alone; empty when nothing tells.
    [[nodiscard]] static QString testTypeOf(const ParsedTest &test);
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ImportPreview)
Q_DECLARE_METATYPE(Tunebench::ImportResult)
