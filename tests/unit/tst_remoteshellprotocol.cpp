// SPDX-License-Identifier: GPL-3.0-or-later
// The remote shell's protocol: the parser on byte streams cut anywhere, and the real script
// (remoteshell.sh) run by this machine's /bin/sh, its stdin and stdout standing in for the channel.
#include "hostilestrings.h"
#include "transport/ssh/remoteshellprotocol.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>

#include <csignal>

using namespace Tunebench;
using Kind = RemoteShellFrame::Kind;

namespace {

QByteArray allBytes()
{
    QByteArray bytes;
    for (int i = 0; i < 256; ++i)
        bytes += char(i);
    return bytes + "\n\n\0x"; // newlines and NULs inside a payload mean nothing
}

QByteArray frame(char kind, quint64 id, const QByteArray &payload)
{
    return kind + (' ' + QByteArray::number(id) + ' ' + QByteArray::number(payload.size()) + '\n') + payload;
}

// What a session sends: a login script's chatter, the greeting, then frames of four commands.
QByteArray sampleStream()
{
    QByteArray big(65536, 'b');
    big[0] = '\n';
    big[65535] = '\0';
    return "Welcome to the lab\nconda: base activated, no newline"
           "tunebench-remote-shell 1 4242 setsid\n"
           "p 1 100\n"
        + frame('o', 1, allBytes()) + frame('e', 1, "warning\n") + frame('o', 1, big) + "p 2 101\n" + "x 1 c 0\n"
        + "x 2 s TERM\n" + "f 3 cannot create FIFOs in /tmp/x\n" + "x 4 c 7\n" + frame('o', 5, "last line, no newline");
}

QString describe(const std::vector<RemoteShellFrame> &frames)
{
    QStringList parts;
    for (const RemoteShellFrame &f : frames)
        parts << QStringLiteral("%1/%2/%3/%4/%5/%6")
                     .arg(int(f.kind))
                     .arg(f.id)
                     .arg(f.isStderr)
                     .arg(QString::fromLatin1(f.data.toHex()))
                     .arg(f.number)
                     .arg(f.text);
    return parts.join(QLatin1Char('\n'));
}

std::vector<RemoteShellFrame> parseInPieces(const QByteArray &stream, const QList<qsizetype> &cuts)
{
    RemoteShellParser parser;
    std::vector<RemoteShellFrame> frames;
    qsizetype from = 0;
    for (qsizetype cut : cuts + QList<qsizetype>{stream.size()}) {
        if (!parser.feed(stream.constData() + from, cut - from, frames))
            qWarning("parser broke: %s", qPrintable(parser.error()));
        from = cut;
    }
    return frames;
}

// The script run by a local /bin/sh: its stdin and stdout are the channel.
class LocalShell
{
public:
    LocalShell()
    {
        m_process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-s")});
        m_process.waitForStarted();
        m_process.write(RemoteShellProtocol::script());
    }
    ~LocalShell()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
    bool waitReady() { return waitFor([this] { return m_parser.isReady(); }); }
    void run(quint64 id, int slot, const QStringList &argv, const QByteArray &stdinData = {})
    {
        m_process.write(RemoteShellProtocol::runRequest(id, slot, false, argv, stdinData));
    }
    void kill(quint64 id, int slot, const QByteArray &signal) { m_process.write(RemoteShellProtocol::killRequest(id, slot, signal)); }
    void closeInput() { m_process.closeWriteChannel(); }
    bool waitFor(const std::function<bool()> &condition, int timeoutMs = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!condition()) {
            if (timer.elapsed() > timeoutMs || m_parser.isBroken())
                return false;
            m_process.waitForReadyRead(100);
            m_parser.feed(m_process.readAllStandardOutput(), m_frames);
        }
        return true;
    }
    const RemoteShellFrame *find(quint64 id, Kind kind) const
    {
        for (const RemoteShellFrame &f : m_frames)
            if (f.id == id && f.kind == kind)
                return &f;
        return nullptr;
    }
    const RemoteShellFrame *ending(quint64 id) const
    {
        for (const RemoteShellFrame &f : m_frames)
            if (f.id == id && (f.kind == Kind::Exited || f.kind == Kind::Signalled || f.kind == Kind::Refused))
                return &f;
        return nullptr;
    }
    bool waitEnded(quint64 id) { return waitFor([this, id] { return ending(id) != nullptr; }); }
    QByteArray output(quint64 id, bool isStderr) const
    {
        QByteArray data;
        for (const RemoteShellFrame &f : m_frames)
            if (f.id == id && f.kind == Kind::Output && f.isStderr == isStderr)
                data += f.data;
        return data;
    }
    QProcess &process() { return m_process; }

private:
    QProcess m_process;
    RemoteShellParser m_parser;
    std::vector<RemoteShellFrame> m_frames;
};

bool processExists(qint64 pid)
{
    return ::kill(pid_t(pid), 0) == 0;
}

} // namespace

class TestRemoteShellProtocol : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesTheSameFramesWhereverTheStreamIsCut()
    {
        const QByteArray stream = sampleStream();
        const QString whole = describe(parseInPieces(stream, {}));
        QVERIFY(whole.count(QLatin1Char('\n')) == 10); // 11 frames: greeting + 10
        for (qsizetype cut = 1; cut < stream.size(); cut += (cut < 600 || cut > stream.size() - 600) ? 1 : 97)
            QCOMPARE(describe(parseInPieces(stream, {cut})), whole);
        QList<qsizetype> everyByte;
        for (qsizetype i = 1; i < stream.size(); ++i)
            everyByte << i;
        QCOMPARE(describe(parseInPieces(stream, everyByte)), whole);
    }
    void readsOutputExitsSignalsAndRefusals()
    {
        const std::vector<RemoteShellFrame> frames = parseInPieces(sampleStream(), {});
        QCOMPARE(frames.size(), std::size_t(11));
        QCOMPARE(frames[0].kind, Kind::Ready);
        QCOMPARE(frames[0].number, 4242);
        QCOMPARE(frames[0].text, QStringLiteral("setsid"));
        QCOMPARE(frames[1].kind, Kind::Started);
        QCOMPARE(frames[1].number, 100);
        QCOMPARE(frames[2].data, allBytes());
        QVERIFY(!frames[2].isStderr);
        QVERIFY(frames[3].isStderr);
        QCOMPARE(frames[4].data.size(), 65536);
        QCOMPARE(frames[6].kind, Kind::Exited);
        QCOMPARE(frames[6].number, 0);
        QCOMPARE(frames[7].kind, Kind::Signalled);
        QCOMPARE(frames[7].text, QStringLiteral("TERM"));
        QCOMPARE(frames[8].kind, Kind::Refused);
        QCOMPARE(frames[8].text, QStringLiteral("cannot create FIFOs in /tmp/x"));
        QCOMPARE(frames[9].id, 4u); // a command without output: its exit frame alone
        QCOMPARE(frames[9].number, 7);
        QCOMPARE(frames[10].data, QByteArray("last line, no newline"));
    }
    void keepsWhatALoginScriptPrintedApart()
    {
        RemoteShellParser parser;
        std::vector<RemoteShellFrame> frames;
        QVERIFY(parser.feed(sampleStream(), frames));
        QCOMPARE(parser.preamble(), QByteArray("Welcome to the lab\nconda: base activated, no newline"));
    }
    void reportsAShellThatGaveUp()
    {
        RemoteShellParser parser;
        std::vector<RemoteShellFrame> frames;
        parser.feed(QByteArray("tunebench-remote-shell-failed mkfifo is not installed\n"), frames);
        QCOMPARE(frames.size(), std::size_t(1));
        QCOMPARE(frames[0].kind, Kind::StartFailed);
        QCOMPARE(frames[0].text, QStringLiteral("mkfifo is not installed"));
        QVERIFY(!parser.isReady());
    }
    void refusesAStreamOutOfStep_data()
    {
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("text") << QByteArray("hello world\n");
        QTest::newRow("empty output frame") << QByteArray("o 1 0\n");
        QTest::newRow("huge length") << QByteArray("o 1 99999999999\n");
        QTest::newRow("negative id") << QByteArray("x -1 c 0\n");
        QTest::newRow("exit without code") << QByteArray("x 1 c\n");
        QTest::newRow("endless line") << QByteArray(70000, 'z');
    }
    void refusesAStreamOutOfStep()
    {
        QFETCH(QByteArray, after);
        RemoteShellParser parser;
        std::vector<RemoteShellFrame> frames;
        QVERIFY(parser.feed(QByteArray("tunebench-remote-shell 1 1 setsid\n"), frames));
        QVERIFY(!parser.feed(after, frames));
        QVERIFY(parser.isBroken());
        QVERIFY(!parser.error().isEmpty());
        QVERIFY(!parser.feed(frame('o', 1, "x"), frames)); // broken for good
    }
    void encodesNewlinesWithoutBreakingTheRequestLine()
    {
        const QByteArray request = RemoteShellProtocol::runRequest(7, 3, true, {QStringLiteral("printf"), QStringLiteral("a\nb")}, "in");
        QCOMPARE(request, QByteArray("r 7 3 1 2 printf 'a'\"$tb_nl\"'b'\nin"));
        QCOMPARE(RemoteShellProtocol::killRequest(7, 3, "KILL"), QByteArray("k 7 3 KILL\n"));
    }

    // The script itself, run by this machine's /bin/sh.
    void scriptRunsArgvByteExact()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        const QStringList hostile = Test::hostileStrings();
        shell.run(1, 0, QStringList{QStringLiteral("printf"), QStringLiteral("%s\\0")} + hostile);
        QVERIFY(shell.waitEnded(1));
        QByteArray expected;
        for (const QString &arg : hostile)
            expected += arg.toUtf8() + '\0';
        QCOMPARE(shell.output(1, false), expected);
        QCOMPARE(shell.ending(1)->kind, Kind::Exited);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tunebench-pwned")));
    }
    void scriptKeepsStreamsApartAndReportsExitCodes()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        shell.run(1, 0, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("printf out; printf err >&2; exit 3")});
        shell.run(2, 1, {QStringLiteral("true")});
        shell.run(3, 2, {QStringLiteral("/nonexistent/tb-prog")});
        QVERIFY(shell.waitEnded(1) && shell.waitEnded(2) && shell.waitEnded(3));
        QCOMPARE(shell.output(1, false), QByteArray("out"));
        QCOMPARE(shell.output(1, true), QByteArray("err"));
        QCOMPARE(shell.ending(1)->number, 3);
        QCOMPARE(shell.output(2, false), QByteArray());
        QCOMPARE(shell.output(2, true), QByteArray());
        QCOMPARE(shell.ending(2)->number, 0);
        QCOMPARE(shell.ending(3)->number, 127);
        QVERIFY(shell.output(3, true).contains("/nonexistent/tb-prog: "));
    }
    void scriptPassesStdinAndBinaryOutputExactly()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        QByteArray input(300000, '\0');
        for (char &c : input)
            c = char(QRandomGenerator::global()->bounded(256));
        shell.run(1, 0, {QStringLiteral("cat")}, input);
        shell.run(2, 1, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("cat; echo \"[$1]\""),
                         QStringLiteral("x"), QStringLiteral("two\nlines")},
                  "small");
        QVERIFY(shell.waitEnded(1) && shell.waitEnded(2));
        QCOMPARE(shell.output(1, false).size(), input.size());
        QVERIFY(shell.output(1, false) == input);
        QCOMPARE(shell.output(2, false), QByteArray("small[two\nlines]\n"));
    }
    void scriptStreamsOutputWhileTheCommandRuns()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        shell.run(1, 0, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo first; exec sleep 600")});
        QVERIFY(shell.waitFor([&] { return shell.output(1, false) == "first\n"; }));
        QVERIFY(!shell.ending(1)); // still running: the line came live, not at the end
        shell.kill(1, 0, "TERM");
        QVERIFY(shell.waitEnded(1));
        QCOMPARE(shell.ending(1)->kind, Kind::Signalled);
        QCOMPARE(shell.ending(1)->text, QStringLiteral("TERM"));
    }
    void scriptReportsSignalsByName()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        shell.run(1, 0, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("kill -KILL $$")});
        QVERIFY(shell.waitEnded(1));
        QCOMPARE(shell.ending(1)->kind, Kind::Signalled);
        QCOMPARE(shell.ending(1)->text, QStringLiteral("KILL"));
    }
    void scriptRunsCommandsConcurrentlyWithoutMixingTheirFrames()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        for (int i = 0; i < 20; ++i)
            shell.run(quint64(100 + i), i,
                      {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("head -c 200000 /dev/zero | tr '\\0' \"$0\"; sleep 0.2"),
                       QString(QChar('a' + i))});
        QVERIFY(shell.waitFor([&] {
            for (int i = 0; i < 20; ++i)
                if (!shell.ending(quint64(100 + i)))
                    return false;
            return true;
        }));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(shell.output(quint64(100 + i), false), QByteArray(200000, char('a' + i)));
    }
    void scriptEndsWhatRunsWhenItsInputEnds()
    {
        LocalShell shell;
        QVERIFY(shell.waitReady());
        shell.run(1, 0, {QStringLiteral("sleep"), QStringLiteral("600")});
        QVERIFY(shell.waitFor([&] { return shell.find(1, Kind::Started) != nullptr; }));
        const qint64 pid = shell.find(1, Kind::Started)->number;
        QVERIFY(processExists(pid));
        shell.closeInput();
        QVERIFY(shell.process().waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!processExists(pid), 10000);
    }
};

QTEST_GUILESS_MAIN(TestRemoteShellProtocol)
#include "tst_remoteshellprotocol.moc"
