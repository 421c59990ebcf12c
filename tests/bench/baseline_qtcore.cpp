// SPDX-License-Identifier: GPL-3.0-or-later
// Baseline for the CLI start-up benchmark: a QCoreApplication that prints a version and exits.
#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream(stdout) << "baseline 1.0\n";
    return 0;
}
