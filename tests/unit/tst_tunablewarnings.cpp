// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings about tunables, from the settings each run stored (SettingProblems, which the
// results view lists and every report turns into warnings): a key the driver refused is named
// with the driver's words, one it took but rounded or left without effect with its note, once
// per key and outcome with every arm it happened in.
#include "experiment/settingproblems.h"
#include "report/reportbuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Tunebench;

namespace {

const QList<ArmRecord> &arms()
{
    static const QList<ArmRecord> records = {ArmRecord{1, 0, QStringLiteral("A"), {}}, ArmRecord{2, 1, QStringLiteral("B"), {}}};
    return records;
}

RunRecord run(const QString &arm, const QJsonArray &settings)
{
    RunRecord r;
    r.armId = arm == QLatin1String("A") ? 1 : 2;
    r.settings = QJsonDocument(settings).toJson(QJsonDocument::Compact);
    return r;
}

QJsonObject entry(const QString &key, const QString &action, const QString &desired, const QString &applied, bool verified,
                  const QString &answer, const QString &error, const QString &note)
{
    return QJsonObject{{QStringLiteral("host"), QStringLiteral("server")}, {QStringLiteral("key"), key},
                       {QStringLiteral("action"), action},                  {QStringLiteral("original"), QStringLiteral("50")},
                       {QStringLiteral("desired"), desired},                {QStringLiteral("applied"), applied},
                       {QStringLiteral("verified"), verified},              {QStringLiteral("error"), error},
                       {QStringLiteral("answer"), answer},                  {QStringLiteral("note"), note}};
}

QList<ReportWarning> tunableWarnings(const QList<RunRecord> &runs)
{
    ReportModel model;
    model.details.settingProblems = SettingProblems::find(runs, arms());
    QList<ReportWarning> out;
    for (const ReportWarning &warning : ReportBuilder::warningsFrom(model)) {
        if (warning.kind == ReportWarning::Kind::TunableFailed || warning.kind == ReportWarning::Kind::TunableNotAsSet
            || warning.kind == ReportWarning::Kind::TunableUnsupported)
            out << warning;
    }
    return out;
}

} // namespace

class TestTunableWarnings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saysPerKeyWhatTheDriverDidInItsWords()
    {
        const QString inert = QStringLiteral("accepted, but it has no effect while adaptive-rx is on: mlx5_core's adaptive "
                                             "moderation chooses rx-usecs");
        const QString refused = QStringLiteral("refused by i40e: Invalid argument — i40e does not change rx-usecs while "
                                               "adaptive-rx is on");
        QList<RunRecord> runs;
        runs << run(QStringLiteral("A"), {entry(QStringLiteral("coalesce.rx-usecs"), QStringLiteral("change"),
                                                      QStringLiteral("16"), QStringLiteral("16"), true,
                                                      QStringLiteral("inert"), QString(), inert),
                                                entry(QStringLiteral("ring.rx"), QStringLiteral("change"),
                                                      QStringLiteral("1001"), QStringLiteral("1008"), true,
                                                      QStringLiteral("adjusted"), QString(),
                                                      QStringLiteral("ixgbe adjusted 1001 to 1008"))})
                   << run(QStringLiteral("B"), {entry(QStringLiteral("coalesce.rx-usecs"), QStringLiteral("change"),
                                                      QStringLiteral("16"), QStringLiteral("16"), true,
                                                      QStringLiteral("inert"), QString(), inert),
                                                entry(QStringLiteral("coalesce.tx-usecs"), QStringLiteral("change"),
                                                      QStringLiteral("30"), QStringLiteral("50"), false,
                                                      QStringLiteral("refused"), refused, QString())})
                   << run(QStringLiteral("B"), {entry(QStringLiteral("coalesce.rx-usecs"), QStringLiteral("unchanged"),
                                                      QStringLiteral("16"), QStringLiteral("16"), true, QString(),
                                                      QString(), QString())});
        const QList<ReportWarning> warnings = tunableWarnings(runs);
        QCOMPARE(warnings.size(), 3);
        QCOMPARE(warnings.at(0).kind, ReportWarning::Kind::TunableNotAsSet);
        QCOMPARE(warnings.at(0).text, QStringLiteral("coalesce.rx-usecs=16 on the server in the arms A, B was not taken as "
                                                     "set: %1.")
                                          .arg(inert));
        QCOMPARE(warnings.at(1).kind, ReportWarning::Kind::TunableNotAsSet);
        QVERIFY(warnings.at(1).text.contains(QLatin1String("ixgbe adjusted 1001 to 1008")));
        QCOMPARE(warnings.at(2).kind, ReportWarning::Kind::TunableFailed);
        QCOMPARE(warnings.at(2).text,
                 QStringLiteral("coalesce.tx-usecs=30 on the server was refused in the arms B: %1.").arg(refused));
    }
};

QTEST_GUILESS_MAIN(TestTunableWarnings)
#include "tst_tunablewarnings.moc"
