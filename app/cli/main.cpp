// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"
#include "commands.h"
#include "core/version.h"
#include "i18n.h"
#include "reportcli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    // A QApplication only for reports with charts (QCustomPlot is a widget); see createApplication.
    const std::unique_ptr<QCoreApplication> application = Tunebench::Cli::createApplication(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setOrganizationName(QStringLiteral("Tunebench"));
    QCoreApplication::setApplicationName(QStringLiteral("tunebench"));
    QCoreApplication::setApplicationVersion(Tunebench::version());
    Tunebench::installTranslations(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    Tunebench::Cli::CliContext context(out, err);
    return Tunebench::Cli::runCli(QCoreApplication::arguments(), context);
}
