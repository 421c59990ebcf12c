// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry sampler's own CPU share on the bed's server at 4 Hz (issue 23's goal: at most 1%
// of one CPU), with `ethtool -S` every 2 s as experiments run it, against the same sampler without
// `ethtool -S` (every counter the kernel gives by builtins only) in the same run. The share is
// the sampler's own utime+stime plus its children's (the ethtool runs) from /proc/self/stat, over
// the wall time between its first and last reading: 10 ms ticks, so a 20 s window resolves 0.05%.
// The two configurations alternate (BENCH_SAMPLES rounds, 2 by default). Needs the test bed.
#include "benchsupport.h"
#include "telemetry/telemetrysampler.h"
#include "testbed.h"
#include "transport/localrunner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

// Percent of one CPU, or -1 when the sampler failed or read fewer than two samples.
double samplerShare(CommandRunner &runner, const QString &interfaceName, double driverSeconds, int windowMs)
{
    TelemetrySampler sampler(&runner, interfaceName, 0.25);
    sampler.setDriverCountersInterval(driverSeconds);
    std::optional<TelemetryReading> first, last;
    QObject::connect(&sampler, &TelemetrySampler::readingReady, &sampler, [&](const TelemetryReading &reading) {
        (first ? last : first) = reading;
    });
    QEventLoop loop;
    QObject::connect(&sampler, &TelemetrySampler::failed, &loop, &QEventLoop::quit);
    QTimer::singleShot(windowMs, &loop, &QEventLoop::quit);
    sampler.start();
    loop.exec();
    sampler.stop();
    if (!first || !last || last->time <= first->time)
        return -1;
    return 100.0 * double(last->selfTicks - first->selfTicks) / 100.0 / (last->time - first->time);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Test::Testbed bed = Test::Testbed::load();
    if (!bed.isUp()) {
        std::fprintf(stderr, "bench_telemetry needs the test bed (%s): sudo tests/testbed/testbed up\n",
                     qPrintable(bed.whyDown()));
        return 1;
    }
    const int rounds = qEnvironmentVariableIsSet("BENCH_SAMPLES") ? qEnvironmentVariableIntValue("BENCH_SAMPLES") : 2;
    LocalRunner server({QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), bed.serverNamespace()},
                       bed.serverNamespace());
    QList<double> withEthtool, withoutEthtool;
    for (int i = 0; i < rounds; ++i) {
        withEthtool << samplerShare(server, bed.interfaceName(), 2.0, 20000);
        withoutEthtool << samplerShare(server, bed.interfaceName(), 0.0, 20000);
    }
    if (withEthtool.contains(-1) || withoutEthtool.contains(-1)) {
        std::fprintf(stderr, "bench_telemetry: the sampler did not run on %s\n", qPrintable(bed.serverNamespace()));
        return 1;
    }
    const QJsonObject extra{{QStringLiteral("hz"), 4}, {QStringLiteral("rounds"), rounds},
                            {QStringLiteral("interface"), bed.interfaceName()}};
    report(QStringLiteral("telemetry_sampler_cpu_percent_4hz_builtins_only"), median(withoutEthtool),
           QStringLiteral("% of one CPU"), extra);
    reportRatio(QStringLiteral("telemetry_sampler_cpu_percent_4hz_ethtool_every_2s"), median(withEthtool),
                median(withoutEthtool), QStringLiteral("% of one CPU"), extra);
    return 0;
}
