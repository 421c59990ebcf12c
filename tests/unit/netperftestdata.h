// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/netperfoutput.h"
#include "netperf/netperfoutputjson.h"
#include "netperf/netperfoutputparser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace Tunebench::Test {

/// tests/data/netperf: real netperf 2.7.0 captures (NAME.txt, with the command in NAME.cmd)
/// and their mangled copies in mangled/.
inline QString netperfDataDir()
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf");
}

inline QByteArray netperfCapture(const QString &name)
{
    QFile file(netperfDataDir() + QLatin1Char('/') + name + QStringLiteral(".txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", qPrintable(file.fileName()));
    return file.readAll();
}

/// The "key: value" lines of a capture's sidecar (command, exit, source, ...).
inline QString sidecarValue(const QString &name, const QString &key)
{
    QFile file(netperfDataDir() + QLatin1Char('/') + name + QStringLiteral(".cmd"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing sidecar %s", qPrintable(file.fileName()));
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(QByteArray(key.toUtf8() + ": ")))
            return QString::fromUtf8(line.mid(key.size() + 2)).trimmed();
    }
    return {};
}

inline NetperfOutput parseNetperf(const QByteArray &text)
{
    NetperfOutputParser parser;
    parser.feed(text);
    return parser.takeOutput();
}

/// Everything parsed, as JSON: two outputs are the same when their signatures are.
inline QByteArray outputSignature(const NetperfOutput &output, bool withLines = true)
{
    QJsonArray all;
    for (const InterimSample &sample : output.samples) {
        QJsonObject json = sampleToJson(sample, output.tests.at(sample.test).interimUnits);
        if (!withLines)
            json.remove(QStringLiteral("line"));
        all.append(json);
    }
    for (int i = 0; i < output.tests.size(); ++i) {
        QJsonObject json = testToJson(output, i);
        if (!withLines) {
            json.remove(QStringLiteral("first_line"));
            json.remove(QStringLiteral("last_line"));
            json.remove(QStringLiteral("command"));
        }
        all.append(json);
    }
    for (const NetperfFailure &failure : output.failures)
        all.append(failureKindName(failure.kind));
    for (const UnparsedLine &line : output.unparsed)
        all.append(QStringLiteral("%1: %2").arg(line.line).arg(line.text));
    return QJsonDocument(all).toJson(QJsonDocument::Compact);
}

inline QStringList netperfCaptureNames()
{
    QStringList names;
    for (const QString &file : QDir(netperfDataDir()).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        names << file.chopped(4);
    return names;
}

} // namespace Tunebench::Test
