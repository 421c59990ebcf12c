// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli db copy FROM TO: moving history between stores, SQLite files or PostgreSQL (issue 28).
#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"

#include "store/database.h"
#include "store/storecopy.h"
#include "transport/ssh/credentialstore.h"

#include <QJsonObject>

namespace Tunebench::Cli {

namespace {

class DbCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::DbCommand)

public:
    QString name() const override { return QStringLiteral("db"); }
    QString summary() const override
    {
        return tr("Work on results stores: 'db copy FROM TO' copies every experiment between two stores.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("copy"), tr("The action: copy."), QStringLiteral("copy"));
        parser.addPositionalArgument(QStringLiteral("from"), tr("The store to copy from: a SQLite file or postgresql://..."),
                                     QStringLiteral("FROM"));
        parser.addPositionalArgument(QStringLiteral("to"), tr("The store to copy into (created or upgraded as needed)."),
                                     QStringLiteral("TO"));
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const QStringList positional = parser.positionalArguments();
        if (positional.size() != 3 || positional.first() != QLatin1String("copy"))
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("usage: tunebench-cli db copy FROM TO")), ExitUsage);
        Database source(positional.at(1));
        Database target(positional.at(2));
        if (source.path() == target.path())
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("FROM and TO name the same store.")), ExitUsage);
        for (Database *database : {&source, &target}) {
            database->setPasswordSource([](const QString &key) { return readKeychainSecretNow(key); });
            if (Status opened = database->open(); !opened)
                return context.fail(opened.error());
        }
        const bool json = context.options().json;
        StoreCopier copier(source, target);
        auto result = copier.copyAll([&](const CopyProgress &one) {
            if (json)
                context.printJson({{QStringLiteral("event"), QStringLiteral("experiment")},
                                   {QStringLiteral("uid"), one.uid},
                                   {QStringLiteral("name"), one.name},
                                   {QStringLiteral("sourceId"), one.sourceId},
                                   {QStringLiteral("targetId"), one.targetId},
                                   {QStringLiteral("copied"), one.copied},
                                   {QStringLiteral("rows"), one.rows}});
            else
                context.out() << (one.copied ? tr("copied  %1 %2 -> %3 (%4 rows)").arg(one.sourceId).arg(one.name).arg(one.targetId).arg(one.rows)
                                             : tr("present %1 %2 (is %3 there)").arg(one.sourceId).arg(one.name).arg(one.targetId))
                              << '\n';
        });
        if (!result)
            return context.fail(result.error());
        if (json)
            context.printJson({{QStringLiteral("event"), QStringLiteral("done")},
                               {QStringLiteral("experiments"), result->experiments},
                               {QStringLiteral("copied"), result->copied},
                               {QStringLiteral("skipped"), result->skipped},
                               {QStringLiteral("rows"), result->rows}});
        else
            context.out() << tr("%1 experiments: %2 copied, %3 already there.").arg(result->experiments).arg(result->copied).arg(result->skipped)
                          << '\n';
        return ExitOk;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeDbCommand()
{
    return std::make_unique<DbCommand>();
}

} // namespace Tunebench::Cli
