// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli explore CLIENT SERVER: a continuous test, tuned line by line from stdin.
#include "explorecli.h"

#include "clicontext.h"
#include "clihost.h"
#include "exploreprinter.h"
#include "signalflag.h"
#include "stdinlines.h"
#include "tunablescli.h"

#include "experiment/exploresession.h"
#include "store/experimentrepository.h"

#include <QDir>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

Result<int> segmentNumber(const QString &word)
{
    bool ok = false;
    const int n = word.toInt(&ok);
    if (!ok || n < 1)
        return makeError(
            ErrorCode::InvalidArgument, ExploreLine::tr("'%1' is not a segment number (they count from 1)").arg(word));
    return n - 1;
}

// Carries out the lines one after the other: a change waits for its marker, `wait` for its time,
// so that a script of lines paces the exploration.
class LineDriver : public QObject
{
public:
    LineDriver(ExploreSession &session, ExplorePrinter &printer)
        : m_session(session)
        , m_printer(printer)
    {
        connect(&session, &ExploreSession::started, this, [this] {
            m_ready = true;
            next();
        });
        connect(&session, &ExploreSession::markerAdded, this, [this](const ExploreMarker &marker) {
            if (marker.requestId == m_waitingFor) {
                m_waitingFor = 0;
                next();
            }
        });
        connect(&session, &ExploreSession::finished, this, [this] { m_done = true; });
    }
    void add(const QString &line)
    {
        m_lines << line;
        next();
    }
    void endOfInput()
    {
        m_endOfInput = true;
        next();
    }

private:
    void next()
    {
        while (m_ready && !m_done && m_waitingFor == 0 && !m_sleeping && !m_lines.isEmpty())
            carryOut(m_lines.takeFirst());
        if (m_ready && !m_done && m_waitingFor == 0 && !m_sleeping && m_lines.isEmpty() && m_endOfInput)
            m_session.stop();
    }
    void carryOut(const QString &text)
    {
        auto line = ExploreLine::parse(text);
        if (!line) {
            m_printer.lineError(text, line.error());
            return;
        }
        switch (line->kind) {
        case ExploreLine::Kind::Empty:
            return;
        case ExploreLine::Kind::Change:
            m_waitingFor = m_session.applyChange(line->change);
            return;
        case ExploreLine::Kind::Wait:
            m_sleeping = true;
            QTimer::singleShot(int(line->seconds * 1000), this, [this] {
                m_sleeping = false;
                next();
            });
            return;
        case ExploreLine::Kind::Compare:
            if (auto comparison = m_session.compareSegments(line->a, line->b))
                m_printer.comparison(comparison.value());
            else
                m_printer.lineError(text, comparison.error());
            return;
        case ExploreLine::Kind::Experiment:
            writeExperiment(text, line.value());
            return;
        case ExploreLine::Kind::Segments:
            m_printer.segments(m_session);
            return;
        case ExploreLine::Kind::Help:
            m_printer.note(ExploreLine::help());
            return;
        case ExploreLine::Kind::Quit:
            m_lines.clear();
            m_session.stop();
            return;
        }
    }
    void writeExperiment(const QString &text, const ExploreLine &line)
    {
        ExploreExperimentOptions options;
        options.repetitions = line.repetitions;
        options.durationSeconds = line.durationSeconds;
        auto spec = m_session.experimentFromSegments(line.a, line.b, options);
        if (!spec) {
            m_printer.lineError(text, spec.error());
            return;
        }
        const QString file = !line.file.isEmpty()
            ? line.file
            : QDir::current().filePath(QStringLiteral("exploration-%1-segments-%2-%3.json")
                                           .arg(m_session.explorationId())
                                           .arg(line.a + 1)
                                           .arg(line.b + 1));
        if (const Status saved = spec->saveTo(file); !saved) {
            m_printer.lineError(text, saved.error());
            return;
        }
        m_printer.experimentWritten(file, spec.value(), line.a, line.b);
    }

    ExploreSession &m_session;
    ExplorePrinter &m_printer;
    QStringList m_lines;
    bool m_ready = false;
    bool m_done = false;
    bool m_sleeping = false;
    bool m_endOfInput = false;
    int m_waitingFor = 0;
};

struct ExploreOptions
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ExploreOptions)

public:
    QCommandLineOption test {{QStringLiteral("t"), QStringLiteral("test")},
        tr("The test: TCP_RR (default), TCP_CRR, UDP_RR, TCP_STREAM or TCP_MAERTS."), QStringLiteral("type"),
        QStringLiteral("TCP_RR")};
    QCommandLineOption sizes {{QStringLiteral("r"), QStringLiteral("request-response")},
        tr("Request and response sizes in bytes, REQ,RESP."), QStringLiteral("sizes")};
    QCommandLineOption interim {{QStringLiteral("D"), QStringLiteral("interim")},
        tr("Interim result interval in seconds (0.25)."), QStringLiteral("seconds"), QStringLiteral("0.25")};
    QCommandLineOption length {{QStringLiteral("l"), QStringLiteral("length")},
        tr("Length of each back-to-back netperf run in seconds (10)."), QStringLiteral("seconds"),
        QStringLiteral("10")};
    QCommandLineOption settle {QStringLiteral("settle"),
        tr("Seconds after each change left out of segment statistics (2)."), QStringLiteral("seconds"),
        QStringLiteral("2")};
    QCommandLineOption iface {QStringLiteral("iface"), tr("The NIC under test on both hosts."), QStringLiteral("name")};
    QCommandLineOption clientIface {
        QStringLiteral("client-iface"), tr("The NIC under test on the client."), QStringLiteral("name")};
    QCommandLineOption serverIface {
        QStringLiteral("server-iface"), tr("The NIC under test on the server."), QStringLiteral("name")};
    QCommandLineOption dataAddress {QStringLiteral("data-address"),
        tr("Where netperf connects on the server (default: SERVER's address)."), QStringLiteral("address")};
    QCommandLineOption port {
        {QStringLiteral("p"), QStringLiteral("port")}, tr("netserver's control port (12865)."), QStringLiteral("port")};
    QCommandLineOption name {
        QStringLiteral("name"), tr("Name the exploration in the history."), QStringLiteral("text")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions(
            {test, sizes, interim, length, settle, iface, clientIface, serverIface, dataAddress, port, name});
    }
};

Result<ExplorationSpec> specFrom(const QCommandLineParser &parser, const ExploreOptions &o)
{
    const QStringList hosts = parser.positionalArguments();
    if (hosts.size() != 2)
        return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("name the two hosts: explore CLIENT SERVER"));
    ExplorationSpec spec;
    spec.name = parser.value(o.name);
    const QString iface = parser.value(o.iface);
    spec.client = ExperimentHost {hosts.at(0), parser.isSet(o.clientIface) ? parser.value(o.clientIface) : iface, {}};
    spec.server = ExperimentHost {
        hosts.at(1), parser.isSet(o.serverIface) ? parser.value(o.serverIface) : iface, parser.value(o.dataAddress)};
    bool ok = false;
    TestParameters test;
    if (const auto wrong = test.setText(TestField::Type, parser.value(o.test).toUpper()))
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("test.type: ") + *wrong);
    test.cpu = true;
    const double interim = parser.value(o.interim).toDouble(&ok);
    if (!ok || interim <= 0)
        return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("-D needs a positive number of seconds"));
    test.interimInterval = interim;
    const int length = parser.value(o.length).toInt(&ok);
    if (!ok || length < 1)
        return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("-l needs whole seconds, at least 1"));
    test.durationSeconds = length;
    if (parser.isSet(o.sizes)) {
        const QStringList parts = parser.value(o.sizes).split(QLatin1Char(','));
        bool reqOk = false, respOk = false;
        const int request = parts.value(0).toInt(&reqOk);
        const int response = parts.size() > 1 ? parts.value(1).toInt(&respOk) : request;
        if (parts.size() > 2 || !reqOk || (parts.size() > 1 && !respOk))
            return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("give the sizes as REQ,RESP in bytes"));
        test.requestSize = request;
        test.responseSize = response;
    }
    if (parser.isSet(o.port)) {
        const int port = parser.value(o.port).toInt(&ok);
        if (!ok)
            return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("-p needs a port number"));
        test.controlPort = port;
    }
    spec.test = test;
    spec.settleSeconds = parser.value(o.settle).toDouble(&ok);
    if (!ok)
        return makeError(ErrorCode::InvalidArgument, ExploreOptions::tr("--settle needs a number of seconds"));
    if (const Status valid = spec.validate(); !valid)
        return valid.error();
    return spec;
}

class ExploreCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ExploreCommand)

public:
    QString name() const override { return QStringLiteral("explore"); }
    QString summary() const override
    {
        return tr("Tune while it runs: a continuous test, changes read from stdin, segments compared.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(
            QStringLiteral("client"), tr("The host netperf runs on."), QStringLiteral("CLIENT"));
        parser.addPositionalArgument(
            QStringLiteral("server"), tr("The host netserver runs on."), QStringLiteral("SERVER"));
        const ExploreOptions options;
        options.addTo(parser);
        CliHosts::addOptions(parser);
        addWaitOption(parser);
        if (auto exit = parse(parser, arguments, context)) {
            if (*exit == ExitOk) // --help: the lines it reads belong to its usage
                context.out() << '\n' << ExploreLine::help() << '\n';
            return *exit;
        }
        const std::optional<int> wait = waitSeconds(context, parser);
        if (!wait)
            return ExitUsage;
        auto spec = specFrom(parser, options);
        if (!spec)
            return context.fail(spec.error(), ExitUsage);

        CliHosts hosts(context);
        if (const Status configured = hosts.configure(parser); !configured)
            return context.fail(configured.error(), ExitUsage);
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        if (const int recovered = recoverFromCrash(context, **database, hosts); recovered != ExitOk)
            return recovered;

        ExploreSession session(**database, [&hosts](const QString &host) { return hosts.runner(host); });
        session.setLeaseWait(*wait);
        session.setProgramName(QStringLiteral("tunebench-cli explore"));
        ExplorePrinter printer(context, ::isatty(STDERR_FILENO) && !context.options().json);
        printer.attach(session);
        LineDriver driver(session, printer);
        StdinLines input([&driver](const QString &line) { driver.add(line); }, [&driver] { driver.endOfInput(); });
        // Ctrl-C ends the exploration at once (recorded as aborted); the hosts are restored either way.
        SignalFlag signals([&session] { session.abort(); });
        auto id = session.run(spec.value());
        if (!id)
            return context.fail(id.error());
        ExperimentRepository repository(session.resultsStore());
        auto record = repository.experiment(id.value());
        if (!record)
            return context.fail(record.error());
        printer.summary(session, record->status, record->error);
        if (signals.raised())
            return 130;
        if (const auto failure = session.failure())
            return context.fail(*failure, CliHosts::exitCodeFor(*failure, false));
        return record->status == QLatin1String("completed") ? ExitOk : ExitFailure;
    }
};

} // namespace

Result<ExploreLine> ExploreLine::parse(const QString &text)
{
    ExploreLine line;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
        return line;
    const QStringList words = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString command = words.constFirst().toLower();
    if (command == QLatin1String("client") || command == QLatin1String("server")) {
        auto change = ExploreChangeRequest::parse(trimmed);
        if (!change)
            return change.error();
        line.kind = Kind::Change;
        line.change = change.value();
        return line;
    }
    if (command == QLatin1String("quit") || command == QLatin1String("exit") || command == QLatin1String("stop")) {
        line.kind = Kind::Quit;
        return line;
    }
    if (command == QLatin1String("help") || command == QLatin1String("?")) {
        line.kind = Kind::Help;
        return line;
    }
    if (command == QLatin1String("segments")) {
        line.kind = Kind::Segments;
        return line;
    }
    if (command == QLatin1String("wait") || command == QLatin1String("sleep")) {
        bool ok = false;
        line.seconds = words.value(1).toDouble(&ok);
        if (!ok || line.seconds < 0 || words.size() != 2)
            return makeError(ErrorCode::InvalidArgument, tr("wait needs a number of seconds, e.g. 'wait 5'"));
        line.kind = Kind::Wait;
        return line;
    }
    if (command == QLatin1String("compare") || command == QLatin1String("experiment")) {
        const bool compare = command == QLatin1String("compare");
        if (words.size() < 3 || (compare && words.size() != 3))
            return makeError(ErrorCode::InvalidArgument,
                compare ? tr("compare needs two segment numbers, e.g. 'compare 1 2'")
                        : tr("experiment needs two segment numbers, e.g. 'experiment 1 2 -o ab.json'"));
        auto a = segmentNumber(words.at(1));
        if (!a)
            return a.error();
        auto b = segmentNumber(words.at(2));
        if (!b)
            return b.error();
        line.kind = compare ? Kind::Compare : Kind::Experiment;
        line.a = a.value();
        line.b = b.value();
        for (qsizetype i = 3; i < words.size(); i += 2) {
            const QString option = words.at(i);
            if (i + 1 >= words.size())
                return makeError(ErrorCode::InvalidArgument, tr("%1 needs a value").arg(option));
            const QString value = words.at(i + 1);
            bool ok = true;
            if (option == QLatin1String("-o"))
                line.file = value;
            else if (option == QLatin1String("-n"))
                line.repetitions = value.toInt(&ok);
            else if (option == QLatin1String("-l"))
                line.durationSeconds = value.toInt(&ok);
            else
                return makeError(ErrorCode::InvalidArgument,
                    tr("'%1' is not an option of experiment (-o FILE, -n REPETITIONS, -l SECONDS)").arg(option));
            if (!ok || (option != QLatin1String("-o") && value.toInt() < 1))
                return makeError(ErrorCode::InvalidArgument, tr("%1 needs a whole number, at least 1").arg(option));
        }
        return line;
    }
    return makeError(ErrorCode::InvalidArgument,
        tr("'%1' is not a change or a command: write e.g. 'server adaptive-rx=off', or 'help'").arg(command));
}

QString ExploreLine::help()
{
    return tr(
        "Lines on standard input, one at a time:\n"
        "  server KEY=VALUE [KEY=VALUE...]   change tunables on the server now (client ... on the client),\n"
        "                                    e.g. 'server adaptive-rx=off', 'client tso=on', 'server "
        "channels.combined=2'\n"
        "  compare A B                       compare segments A and B (numbers from 1) with the interim intervals\n"
        "  experiment A B [-o FILE] [-n N] [-l S]\n"
        "                                    write an A/B experiment whose arms are the two segments' settings\n"
        "                                    (N repetitions per arm, default 10; S seconds per run)\n"
        "  segments                          the statistics of every segment so far\n"
        "  wait SECONDS                      hold the next line back (for scripts)\n"
        "  quit                              end the exploration and restore the hosts (so does end of input)");
}

std::unique_ptr<CliCommand> makeExploreCommand()
{
    return std::make_unique<ExploreCommand>();
}

} // namespace Tunebench::Cli
