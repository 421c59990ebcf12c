// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli db copy FROM TO: moving history between stores, SQLite files or PostgreSQL (issue 28).
#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"

#include "store/database.h"
#include "store/storecopy.h"
#include "store/storepublisher.h"
#include "tunablescli.h"
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
        return tr("Work on results stores: 'db copy FROM TO' copies every experiment between two stores; 'db publish' "
                  "publishes what waits on this machine for the team store of --db.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("action"), tr("copy or publish."), QStringLiteral("copy|publish"));
        parser.addPositionalArgument(QStringLiteral("from"), tr("copy: the store to copy from: a SQLite file or postgresql://..."),
                                     QStringLiteral("[FROM]"));
        parser.addPositionalArgument(QStringLiteral("to"), tr("copy: the store to copy into (created or upgraded as needed)."),
                                     QStringLiteral("[TO]"));
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const QStringList positional = parser.positionalArguments();
        if (positional.size() == 1 && positional.first() == QLatin1String("publish"))
            return publish(context);
        if (positional.size() != 3 || positional.first() != QLatin1String("copy"))
            return context.fail(makeError(ErrorCode::InvalidArgument,
                                          tr("usage: tunebench-cli db copy FROM TO | tunebench-cli --db URI db publish")),
                                ExitUsage);
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

private:
    static int publish(CliContext &context);
};

int DbCommand::publish(CliContext &context)
{
    auto database = openDatabase(context);
    if (!database)
        return context.fail(database.error());
    Database &team = **database;
    if (!team.recordsLocally())
        return context.fail(makeError(ErrorCode::InvalidArgument,
                                      tr("%1 is this machine's own store: nothing is published to it. Name the team store "
                                         "with --db postgresql://...")
                                          .arg(team.path())),
                            ExitUsage);
    StorePublisher publisher(team);
    auto published = publisher.publishPending();
    if (!published)
        return context.fail(makeError(published.error().code,
                                      tr("%1 cannot take the experiments that wait for it: %2. They stay on this machine in %3.")
                                          .arg(team.path(), published.error().message, team.localStore().path())));
    const bool json = context.options().json;
    for (const PublishedExperiment &one : published.value()) {
        if (json)
            context.printJson({{QStringLiteral("event"), QStringLiteral("published")}, {QStringLiteral("localId"), one.localId},
                               {QStringLiteral("id"), one.teamId}, {QStringLiteral("name"), one.name},
                               {QStringLiteral("rows"), one.rows}});
        else
            context.out() << tr("published %1 %2 -> %3 (%4 rows)").arg(one.localId).arg(one.name).arg(one.teamId).arg(one.rows)
                          << '\n';
    }
    const int waiting = publisher.pendingCount();
    if (json)
        context.printJson({{QStringLiteral("event"), QStringLiteral("done")}, {QStringLiteral("published"), published->size()},
                           {QStringLiteral("waiting"), waiting}});
    else
        context.out() << tr("%n experiment(s) published", nullptr, int(published->size()))
                      << (waiting > 0 ? tr("; %n more wait here (still running, or kept by a Tunebench that is still open)", nullptr, waiting) : QString()) << '\n';
    return ExitOk;
}

} // namespace

std::unique_ptr<CliCommand> makeDbCommand()
{
    return std::make_unique<DbCommand>();
}

} // namespace Tunebench::Cli
