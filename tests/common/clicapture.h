// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs tunebench-cli in process with its output captured; for tests that link tb_cli.
#include "clicontext.h"
#include "commands.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QTextStream>

namespace Tunebench::Test {

struct Captured
{
    int exitCode = -1;
    QString out;
    QString err;

    /// The --json objects on stdout whose "event" is @p name.
    QList<QJsonObject> events(const QString &name) const
    {
        QList<QJsonObject> found;
        for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
            if (object.value(QStringLiteral("event")).toString() == name)
                found << object;
        }
        return found;
    }
};

/// `tunebench-cli ARGS...`, in this process.
inline Captured runCliCaptured(const QStringList &args)
{
    Captured result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    Cli::CliContext context(out, err);
    result.exitCode = Cli::runCli(QStringList{QStringLiteral("tunebench-cli")} + args, context);
    out.flush();
    err.flush();
    return result;
}

} // namespace Tunebench::Test
