// SPDX-License-Identifier: GPL-3.0-or-later
#include "testbed.h"

#include <QFile>
#include <QLockFile>
#include <QProcess>

namespace Tunebench::Test {

namespace {
QString stateFilePath()
{
    const QString dir = qEnvironmentVariable("TUNEBENCH_TESTBED_DIR", QStringLiteral("/run/tunebench-testbed"));
    return dir + QStringLiteral("/state.env");
}
} // namespace

Testbed Testbed::load()
{
    // Tests from different ctest runs (or developers) share one bed: the first load() of a
    // process takes a machine-wide lock held until the process exits, so bed tests never overlap.
    // The wait stays below ctest's per-test timeout, so a bed held elsewhere (a benchmark, another
    // developer's run) fails the test with its holder named rather than as a timeout.
    static QLockFile lock(QStringLiteral("/run/tunebench-testbed.lock"));
    static const bool locked = [] {
        lock.setStaleLockTime(0);
        return lock.tryLock(4 * 60 * 1000);
    }();
    Testbed bed;
    if (!locked) {
        qint64 pid = 0;
        QString hostName;
        QString application;
        lock.getLockInfo(&pid, &hostName, &application);
        bed.m_whyDown = QStringLiteral("the bed is busy: %1 (pid %2) has held %3 for over four minutes")
                            .arg(application.isEmpty() ? QStringLiteral("another process") : application)
                            .arg(pid)
                            .arg(lock.fileName());
        return bed;
    }
    QFile file(stateFilePath());
    if (!file.open(QIODevice::ReadOnly)) {
        bed.m_whyDown = QStringLiteral("no state file at %1").arg(file.fileName());
        return bed;
    }
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.startsWith(QLatin1Char('#')) || eq <= 0)
            continue;
        bed.m_values.insert(line.left(eq), line.mid(eq + 1));
    }
    if (bed.value(QStringLiteral("STATUS")) != QLatin1String("up")) {
        bed.m_whyDown = QStringLiteral("state file %1 does not say STATUS=up").arg(file.fileName());
        return bed;
    }
    bed.m_up = true;
    return bed;
}

QString Testbed::scriptPath()
{
    return QStringLiteral(TUNEBENCH_SOURCE_DIR "/tests/testbed/testbed");
}

int Testbed::runScript(const QStringList &arguments, QString *output, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(scriptPath(), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    if (output)
        *output = QString::fromUtf8(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

QString Testbed::featureState(const QString &ns, const QString &feature) const
{
    QString out;
    runInNamespace(ns, {QStringLiteral("ethtool"), QStringLiteral("-k"), interfaceName()}, &out);
    const QString prefix = feature + QStringLiteral(": ");
    for (const QString &line : out.split(QLatin1Char('\n')))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().section(QLatin1Char(' '), 0, 0);
    return {};
}

int Testbed::runInNamespace(const QString &ns, const QStringList &argv, QString *output, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("ip"), QStringList{QStringLiteral("netns"), QStringLiteral("exec"), ns} + argv);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    if (output)
        *output = QString::fromUtf8(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

bool testbedRequired()
{
    return qEnvironmentVariableIntValue("TUNEBENCH_REQUIRE_TESTBED") == 1;
}

} // namespace Tunebench::Test
