// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/netperfoutput.h"
#include "report/storycommands.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace Tunebench {

/// What a text says about one of its netperf tests, beyond the test's own output: the thread's
/// story, from which an import proposes arms (ImportGrouping).
struct TestStory
{
    /// The test's parameters as experiment arms name them (TestParameters' JSON fields): "type"
    /// ("TCP_RR"), "requestSize", "responseSize", "burst", "localCpuBinding", "remoteCpuBinding",
    /// "durationSeconds". Only what the test shows: its result, banner and command line, the
    /// loop that ran it, or the test before it that a -P 0 row continues.
    QMap<QString, QString> parameters;
    /// The configuration the commands before the test left (they accumulate along the text until
    /// changed again), in the order first set.
    QList<StorySetting> settings;
    /// The line that introduces the test, without its colon ("Enabled busy poll only on server,
    /// patched"); it goes on for the tests after it until another one or a configuration change.
    QString leadIn;
    /// The earlier test whose results this one repeats number for number (a quotation), or -1.
    int repeats = -1;
};

/// Reads the story of a text: which test parameters, configuration commands and lead-in lines
/// each netperf test comes with. Plain reading, no guessing at prose: a lead-in is a short line
/// ending in a colon that is not a mail attribution ("On Tuesday you wrote:"); configuration
/// commands are what StoryCommands reads.
class ImportStory
{
    Q_DECLARE_TR_FUNCTIONS(ImportStory)
public:
    /// One TestStory per test of @p output, which was read from @p text (line numbers as given).
    [[nodiscard]] static QList<TestStory> read(QByteArrayView text, const NetperfOutput &output);
    /// The parameters a netperf command line sets ("-t TCP_RR -l 10 -T 1,2 -- -r 64,1 -b 4");
    /// values with shell variables in them ("-r $r,1") are left out.
    [[nodiscard]] static QMap<QString, QString> commandParameters(const QString &command);
    /// How a label names a parameter: "request 4345 B", "burst 8", "netserver on CPU 2", "30 s".
    [[nodiscard]] static QString describeParameter(const QString &key, const QString &value);
    /// "request size", "netserver CPU": a parameter's name in sentences.
    [[nodiscard]] static QString parameterName(const QString &key);
    /// "Sure, here they are. First the baseline:" -> "First the baseline"; empty when @p line is
    /// no lead-in.
    [[nodiscard]] static QString leadInOf(QStringView line);
};

} // namespace Tunebench
