// SPDX-License-Identifier: GPL-3.0-or-later
// scripts/run, the README's first command, starts the GUI on a real X display (Xvfb) and without
// a display runs the headless main job: the local loopback preset through tunebench-cli run.
#include "testbed.h"

#include <QImage>
#include <QSet>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestRunScript : public QObject
{
    Q_OBJECT
    static QString script() { return QStringLiteral(TUNEBENCH_SOURCE_DIR "/scripts/run"); }
    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("TUNEBENCH_BUILD_DIR"), QStringLiteral(TUNEBENCH_BINARY_DIR));
        return env;
    }
private Q_SLOTS:
    void startsTheGuiUnderXvfb()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("xvfb-run")).isEmpty())
            QSKIP("xvfb-run is not installed (apt-get install xvfb xauth)");
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("tunebench.png"));
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("TUNEBENCH_SCREENSHOT"), shot);
        QProcess process;
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QStringLiteral("xvfb-run"),
                      {QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 1600x1000x24"), script()});
        QVERIFY(process.waitForFinished(240000));
        QVERIFY2(process.exitCode() == 0, process.readAll().constData());
        const QImage image(shot);
        QVERIFY2(!image.isNull(), "the GUI did not write its screenshot");
        QVERIFY(image.width() >= 640 && image.height() >= 400);
        // Not blank: a real window has more than a handful of distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
    }

    void fallsBackToTheCliWithoutADisplay()
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(script(), QStringList{});
        QVERIFY(process.waitForFinished(400000));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, err.constData());
        QVERIFY(err.contains("no display"));
        // The headless main job: the built-in loopback preset, run to its verdict.
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY2(out.contains("Local loopback") && out.contains("completed"), out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRunScript)
#include "tst_runscript.moc"
