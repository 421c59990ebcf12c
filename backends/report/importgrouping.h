// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "report/storycommands.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tunebench {

struct ImportSource;

/// How an import makes arms of the netperf tests it found.
enum class ImportGroupBy
{
    Auto, ///< from the story: test parameters, configuration commands and lead-ins that differ
    File, ///< one arm per file (its label)
    None, ///< one arm for everything
};

/// "auto", "file", "none", as `import --group-by` takes them.
[[nodiscard]] QString groupByName(ImportGroupBy groupBy);
[[nodiscard]] std::optional<ImportGroupBy> groupByFromName(const QString &name);

/// `--arm [FILE:]FIRST[-LAST]=LABEL`: the tests that start in those lines (of FILE, or of every
/// file) go to the arm LABEL, whatever the grouping proposed.
struct ImportArmRange
{
    QString file; ///< a file's path or name as given; empty: every file
    qint64 first = 0;
    qint64 last = 0;
    QString label;

    [[nodiscard]] static Result<ImportArmRange> parse(const QString &text);
};

/// One recognised netperf test of an import: test @p test of source @p source.
struct ImportRunRef
{
    int source = -1;
    int test = -1;

    friend bool operator==(const ImportRunRef &, const ImportRunRef &) = default;
    friend bool operator<(const ImportRunRef &a, const ImportRunRef &b)
    {
        return a.source != b.source ? a.source < b.source : a.test < b.test;
    }
};

/// An arm an import proposes, or the user arranged: its label and runs, in the texts' order.
struct ImportArm
{
    QString label;
    QList<ImportRunRef> runs;

    friend bool operator==(const ImportArm &, const ImportArm &) = default;
};

/// Arms from the tests an import recognised, and the user's changes to them. A test Tunebench
/// cannot place (a parameter no other test shares, nothing shown) gets an arm of its own: tests
/// are never merged silently.
class ImportGrouping
{
    Q_DECLARE_TR_FUNCTIONS(ImportGrouping)
public:
    /// The arms of @p sources' recognised tests, in the order their first runs appear. Auto
    /// groups the tests by everything their stories show and labels each arm with what
    /// distinguishes it: the file's label (when there are several files or labels were given),
    /// the lead-in, then the parameters and settings that differ where those do not already tell.
    /// @p ranges then move the tests they hold.
    [[nodiscard]] static QList<ImportArm> propose(const QList<ImportSource> &sources, ImportGroupBy groupBy,
                                                  const QList<ImportArmRange> &ranges = {}, bool labelsGiven = false);

    /// Moves @p run to the arm @p label (a new one, last, when there is none of that name); an
    /// arm left empty goes. Fails on an empty label or a run that is in no arm.
    [[nodiscard]] static Status move(QList<ImportArm> &arms, const ImportRunRef &run, const QString &label);
    /// Merges the arms @p labels into the first of them, which is then called @p label.
    [[nodiscard]] static Status merge(QList<ImportArm> &arms, const QStringList &labels, const QString &label);
    [[nodiscard]] static Status rename(QList<ImportArm> &arms, const QString &from, const QString &to);

    /// The test parameters every run of @p arm shows alike, as an arm's "test" section
    /// (TestParameters' JSON: numbers for sizes, the type as a name).
    [[nodiscard]] static QJsonObject commonParameters(const QList<ImportSource> &sources, const ImportArm &arm);
    /// The settings every run of @p arm had alike.
    [[nodiscard]] static QList<StorySetting> commonSettings(const QList<ImportSource> &sources, const ImportArm &arm);
    /// The lead-in every run of @p arm has, or empty.
    [[nodiscard]] static QString commonLeadIn(const QList<ImportSource> &sources, const ImportArm &arm);
    /// "lines 12–40, 52–60" of the runs of @p arm in their texts.
    [[nodiscard]] static QString lineRanges(const QList<ImportSource> &sources, const ImportArm &arm);
};

} // namespace Tunebench
