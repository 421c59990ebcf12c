// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The streaming-stdin contract (CommandSpec::keepStdinOpen) as one conversation, shared by the
// LocalRunner unit test and the SshRunner bed test: each answer must arrive before the next line
// is written, so the input really streams instead of being collected and sent at the end.

#include "transport/commandrunner.h"

#include <QSignalSpy>
#include <QTest>

namespace Tunebench::Test {

inline void holdsAStreamingStdinConversation(CommandRunner &runner)
{
    CommandSpec spec;
    spec.argv = {QStringLiteral("sh"), QStringLiteral("-c"),
                 QStringLiteral("while IFS= read -r l; do echo \"got $l\"; done; echo eof")};
    spec.stdinData = "first\n";
    spec.keepStdinOpen = true;
    QObject owner;
    CommandProcess *process = runner.start(spec, &owner);
    // Written before the event loop ran: must follow stdinData, in order.
    process->writeStdin("second\n");
    QSignalSpy lines(process, &CommandProcess::stdoutLine);
    QSignalSpy done(process, &CommandProcess::finished);
    QTRY_COMPARE_WITH_TIMEOUT(lines.size(), 2, 20000);
    QCOMPARE(lines.at(0).at(0).toString(), QStringLiteral("got first"));
    QCOMPARE(lines.at(1).at(0).toString(), QStringLiteral("got second"));
    QVERIFY(!process->isFinished());
    const QByteArray big(100000, 'z');
    process->writeStdin(big + "\n");
    QTRY_COMPARE_WITH_TIMEOUT(lines.size(), 3, 20000);
    QCOMPARE(lines.at(2).at(0).toString(), QStringLiteral("got ") + QString::fromLatin1(big));
    QVERIFY(!process->isFinished());
    process->writeStdin("last\n");
    process->closeStdin();
    process->closeStdin(); // idempotent
    process->writeStdin("ignored\n");
    QVERIFY(done.wait(20000));
    QVERIFY2(process->exit().succeeded(), qPrintable(process->exit().describe()));
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(3).at(0).toString(), QStringLiteral("got last"));
    QCOMPARE(lines.at(4).at(0).toString(), QStringLiteral("eof"));
}

} // namespace Tunebench::Test
