// SPDX-License-Identifier: GPL-3.0-or-later
// netperf parser and importer throughput on a 100 MB log (every capture in tests/data/netperf,
// repeated), against `grep -c 'Interim result'` on the same file in the same run. The parser reads
// the file through read(2) in 256 KiB chunks and feed()s them; the importer is what `tunebench-cli
// parse FILE` runs (read the file, undo mail and terminal damage, parse). Runs alternate on one
// CPU (this VM's two CPUs differ in speed; `taskset -c 0 scripts/bench bench_parser` picks it);
// medians of CPU time, as the build machine is shared. Goal: 100 MB/s for both.
#include "benchsupport.h"
#include "netperf/netperfimporter.h"
#include "netperf/netperfoutputparser.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sched.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <ctime>

extern char **environ;

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

struct Run
{
    double wall = 0; ///< seconds
    double cpu = 0; ///< seconds
    qint64 samples = 0;
    qint64 tests = 0;
};

double processCpuSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

double childrenCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// Times @p work (which fills in the counts) in CPU and wall-clock seconds.
template <typename Work> Run timed(Work work)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = processCpuSeconds();
    Run run;
    work(run);
    run.cpu = processCpuSeconds() - cpu;
    run.wall = double(timer.nsecsElapsed()) / 1e9;
    return run;
}

Run timeParser(const QString &path)
{
    return timed([&path](Run &run) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            qFatal("cannot open %s", qPrintable(path));
        QByteArray buffer(256 * 1024, Qt::Uninitialized);
        NetperfOutputParser parser;
        for (qint64 n; (n = file.read(buffer.data(), buffer.size())) > 0;)
            parser.feed(QByteArrayView(buffer.constData(), n));
        const NetperfOutput output = parser.takeOutput();
        run.samples = output.samples.size();
        run.tests = output.tests.size();
    });
}

Run timeImporter(const QString &path)
{
    return timed([&path](Run &run) {
        const Result<ImportReport> report = NetperfImporter::importFile(path);
        if (!report)
            qFatal("%s", qPrintable(report.error().message));
        run.samples = report->output.samples.size();
        run.tests = report->output.tests.size();
    });
}

// posix_spawn() rather than QProcess: a fork would write-protect this process's pages, and the
// parse after it would take a page fault for every heap page it reuses.
Run timeGrep(const QString &path)
{
    int out[2];
    if (pipe(out) != 0)
        qFatal("pipe failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, out[1]);
    const QByteArray file = QFile::encodeName(path);
    char *const argv[] = {const_cast<char *>("grep"), const_cast<char *>("-c"), const_cast<char *>("Interim result"),
        const_cast<char *>(file.constData()), nullptr};
    QElapsedTimer timer;
    timer.start();
    const double cpu = childrenCpuSeconds();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, "grep", &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0)
        qFatal("cannot start grep");
    QByteArray output;
    char buffer[256];
    for (ssize_t n; (n = read(out[0], buffer, sizeof buffer)) != 0;) {
        if (n > 0)
            output.append(buffer, n);
        else if (errno != EINTR)
            break;
    }
    close(out[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        qFatal("grep failed");
    Run run {double(timer.nsecsElapsed()) / 1e9, childrenCpuSeconds() - cpu, output.trimmed().toLongLong(), 0};
    return run;
}

/// Writes every capture in tests/data/netperf, in name order, repeated to 100 MiB or just over.
void writeLog(const QString &path)
{
    QByteArray corpus;
    const QDir dir(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf"));
    for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile capture(dir.filePath(name));
        if (capture.open(QIODevice::ReadOnly))
            corpus += capture.readAll();
    }
    QFile file(path);
    if (corpus.isEmpty() || !file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s from %s", qPrintable(path), qPrintable(dir.path()));
    for (qint64 written = 0; written < 100LL * 1024 * 1024; written += corpus.size())
        file.write(corpus);
}

/// Keeps this process, and grep with it (a child inherits the mask), on the CPU it runs on.
int pinToThisCpu()
{
    const int cpu = sched_getcpu();
    cpu_set_t set;
    CPU_ZERO(&set);
    if (cpu < 0)
        return -1;
    CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof set, &set) == 0 ? cpu : -1;
}

QList<double> cpuTimes(const QList<Run> &runs)
{
    QList<double> times;
    for (const Run &run : runs)
        times << run.cpu;
    return times;
}

QList<double> wallTimes(const QList<Run> &runs)
{
    QList<double> times;
    for (const Run &run : runs)
        times << run.wall;
    return times;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int cpu = pinToThisCpu();
    const int runs = qEnvironmentVariableIsSet("BENCH_SAMPLES") ? qEnvironmentVariableIntValue("BENCH_SAMPLES") : 5;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("netperf.log"));
    writeLog(path);
    const double megabytes = double(QFileInfo(path).size()) / (1024.0 * 1024.0);

    timeGrep(path); // the file into the page cache
    QList<Run> parser;
    QList<Run> importer;
    QList<Run> grep;
    for (int i = 0; i < runs; ++i) {
        parser << timeParser(path);
        importer << timeImporter(path);
        grep << timeGrep(path);
    }
    if (importer.last().samples != parser.last().samples || importer.last().tests != parser.last().tests)
        qFatal("the importer read %lld samples and %lld tests, the parser %lld and %lld",
            qlonglong(importer.last().samples), qlonglong(importer.last().tests), qlonglong(parser.last().samples),
            qlonglong(parser.last().tests));
    const double grepRate = megabytes / median(cpuTimes(grep));
    const auto reportOne = [&](const QString &name, const QList<Run> &timings) {
        reportRatio(name, megabytes / median(cpuTimes(timings)), grepRate, QStringLiteral("MB/s (CPU time)"),
            {{QStringLiteral("baseline_tool"), QStringLiteral("grep -c 'Interim result'")},
                {QStringLiteral("wall_mb_per_s"), megabytes / median(wallTimes(timings))},
                {QStringLiteral("wall_baseline"), megabytes / median(wallTimes(grep))},
                {QStringLiteral("megabytes"), megabytes}, {QStringLiteral("runs"), runs},
                {QStringLiteral("samples"), timings.last().samples}, {QStringLiteral("tests"), timings.last().tests},
                {QStringLiteral("grep_interim_lines"), grep.last().samples}, {QStringLiteral("cpu"), cpu},
                {QStringLiteral("goal_mb_per_s"), 100}});
    };
    reportOne(QStringLiteral("netperf_parser_throughput"), parser);
    reportOne(QStringLiteral("netperf_import_throughput"), importer);
    return 0;
}
