// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicontext.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Tunebench::Cli {

CliContext::CliContext(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

void CliContext::addGlobalOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("db"),
                      QCoreApplication::translate("cli", "Use the results database at <path>."),
                      QStringLiteral("path")});
    parser.addOption({QStringLiteral("known-hosts"),
                      QCoreApplication::translate("cli", "Use <path> as the OpenSSH known_hosts file."),
                      QStringLiteral("path")});
    parser.addOption({QStringLiteral("accept-new-host-keys"),
                      QCoreApplication::translate("cli", "Accept and record host keys never seen before (a "
                                                         "changed key is always refused).")});
    parser.addOption({QStringList{QStringLiteral("i"), QStringLiteral("identity")},
                      QCoreApplication::translate("cli", "Use the private key in <file> (repeatable)."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("json"),
                      QCoreApplication::translate("cli", "Print machine-readable JSON, one object per line.")});
}

void CliContext::takeGlobalOptions(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("db")))
        m_options.databasePath = parser.value(QStringLiteral("db"));
    if (parser.isSet(QStringLiteral("known-hosts")))
        m_options.knownHostsPath = parser.value(QStringLiteral("known-hosts"));
    if (parser.isSet(QStringLiteral("i")))
        m_options.identityFiles << parser.values(QStringLiteral("i"));
    if (parser.isSet(QStringLiteral("accept-new-host-keys")))
        m_options.acceptNewHostKeys = true;
    if (parser.isSet(QStringLiteral("json")))
        m_options.json = true;
}

void CliContext::printJson(const QJsonObject &object, Flush flush)
{
    m_out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
    if (flush == Flush::Now)
        m_out.flush();
}

int CliContext::fail(const Error &error, int exitCode)
{
    if (m_options.json) {
        printJson(QJsonObject{{QStringLiteral("event"), QStringLiteral("error")},
                              {QStringLiteral("code"), errorCodeName(error.code)},
                              {QStringLiteral("message"), error.message},
                              {QStringLiteral("detail"), error.detail}});
    }
    m_err << QCoreApplication::translate("cli", "tunebench-cli: %1").arg(error.toString()) << '\n';
    m_err.flush();
    return exitCode;
}

} // namespace Tunebench::Cli
