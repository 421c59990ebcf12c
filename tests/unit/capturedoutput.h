// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace Tunebench::Test {

/// A file from tests/data without its leading '#' header lines (which name the command that
/// made the capture, where and when). Fails the test when the file is missing.
inline QByteArray capturedOutput(const QString &relativePath)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("missing test data %1").arg(file.fileName())), __FILE__, __LINE__);
        return {};
    }
    QByteArray data = file.readAll();
    while (data.startsWith('#')) {
        const qsizetype newline = data.indexOf('\n');
        data = newline < 0 ? QByteArray() : data.mid(newline + 1);
    }
    return data;
}

inline QString capturedText(const QString &relativePath)
{
    return QString::fromUtf8(capturedOutput(relativePath));
}

/// One section of a read script's output, as the scripts print it.
inline QByteArray scriptSection(const QString &name, const QByteArray &body, int exitCode)
{
    QByteArray text = "@@tb-begin " + name.toUtf8() + '\n' + body;
    if (!text.endsWith('\n'))
        text += '\n';
    return text + "\n@@tb-end " + name.toUtf8() + ' ' + QByteArray::number(exitCode) + '\n';
}

} // namespace Tunebench::Test
