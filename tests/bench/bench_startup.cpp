// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up cost: the GUI to its first painted window (offscreen) and `tunebench-cli --version`,
// each against a trivial Qt program built the same way. Runs alternate so drift hits both alike.
#include "benchsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>

using namespace Tunebench::Bench;

namespace {
double timeRun(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("benchmark subject failed: %s", qPrintable(program));
    return double(timer.nsecsElapsed()) / 1e6;
}

void pair(const QString &name, const QString &subject, const QString &baseline, const QStringList &args,
          const QProcessEnvironment &env, int samples)
{
    QList<double> subjectTimes;
    QList<double> baselineTimes;
    timeRun(subject, args, env); // warm the page cache for both
    timeRun(baseline, args, env);
    for (int i = 0; i < samples; ++i) {
        subjectTimes << timeRun(subject, args, env);
        baselineTimes << timeRun(baseline, args, env);
    }
    reportRatio(name, median(subjectTimes), median(baselineTimes), QStringLiteral("ms"),
                {{QStringLiteral("samples"), samples},
                 {QStringLiteral("p90"), percentile(subjectTimes, 90)},
                 {QStringLiteral("baseline_p90"), percentile(baselineTimes, 90)}});
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int samples = qEnvironmentVariableIsSet("BENCH_SAMPLES") ? qEnvironmentVariableIntValue("BENCH_SAMPLES") : 20;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TUNEBENCH_QUIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir::tempPath() + QStringLiteral("/tunebench-bench-config"));

    pair(QStringLiteral("gui_start_to_first_paint"), binDir() + QStringLiteral("/tunebench"),
         benchDir() + QStringLiteral("/baselines/baseline_qtwidgets"), {}, env, samples);
    pair(QStringLiteral("cli_version"), binDir() + QStringLiteral("/tunebench-cli"),
         benchDir() + QStringLiteral("/baselines/baseline_qtcore"), {QStringLiteral("--version")}, env, samples);
    return 0;
}
