// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"
#include "commands.h"
#include "core/version.h"
#include "i18n.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Tunebench"));
    QCoreApplication::setApplicationName(QStringLiteral("tunebench"));
    QCoreApplication::setApplicationVersion(Tunebench::version());
    Tunebench::installTranslations(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    Tunebench::Cli::CliContext context(out, err);
    return Tunebench::Cli::runCli(QCoreApplication::arguments(), context);
}
