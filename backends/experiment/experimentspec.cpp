// SPDX-License-Identifier: GPL-3.0-or-later
// What makes an experiment runnable; the file format is experimentspecjson.cpp's.
#include "experiment/experimentspec.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace Tunebench {

namespace {

// A class for lupdate: it files SpecText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct SpecText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ExperimentSpec)
};

SpecError fieldError(SpecField field, const QString &path, const QString &message)
{
    SpecError error;
    error.field = field;
    error.message = QStringLiteral("%1: %2").arg(path, message);
    return error;
}

SpecError armError(SpecField field, int arm, const QString &path, const QString &message)
{
    SpecError error = fieldError(field, path, message);
    error.arm = arm;
    return error;
}

bool validInterfaceName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^[A-Za-z0-9_.-]{1,15}$)"));
    return pattern.match(name).hasMatch() && name != QLatin1String(".") && name != QLatin1String("..");
}

std::optional<SpecError> checkHosts(const ExperimentHost &client, const ExperimentHost &server)
{
    for (const auto &[path, host, hostField, interfaceField] :
         {std::tuple{QStringLiteral("hosts.client"), &client, SpecField::ClientHost, SpecField::ClientInterface},
          std::tuple{QStringLiteral("hosts.server"), &server, SpecField::ServerHost, SpecField::ServerInterface}}) {
        if (host->host.isEmpty())
            return fieldError(hostField, path + QLatin1String(".host"),
                              SpecText::tr("name the host: 'local', [user@]host[:port] or an ~/.ssh/config alias"));
        if (!host->interfaceName.isEmpty() && !validInterfaceName(host->interfaceName))
            return fieldError(interfaceField, path + QLatin1String(".interface"),
                              SpecText::tr("'%1' is not a valid interface name (1-15 of A-Z a-z 0-9 _ . -)")
                                  .arg(host->interfaceName));
    }
    return std::nullopt;
}

std::optional<SpecError> checkArms(const QList<ExperimentArm> &arms)
{
    if (arms.size() < 2)
        return fieldError(SpecField::Arms, QStringLiteral("arms"),
                          SpecText::tr("an experiment compares at least two arms; %1 given").arg(arms.size()));
    QSet<QString> labels;
    for (int i = 0; i < arms.size(); ++i) {
        const QString where = QStringLiteral("arms[%1]").arg(i);
        const ExperimentArm &arm = arms.at(i);
        if (arm.label.isEmpty())
            return armError(SpecField::ArmLabel, i, where + QLatin1String(".label"), SpecText::tr("every arm needs a label"));
        if (labels.contains(arm.label))
            return armError(SpecField::ArmLabel, i, where + QLatin1String(".label"),
                            SpecText::tr("the label '%1' is used twice").arg(arm.label));
        labels.insert(arm.label);
        for (auto it = arm.tunables.cbegin(); it != arm.tunables.cend(); ++it) {
            for (const QString &setting : it.value()) {
                const qsizetype eq = setting.indexOf(QLatin1Char('='));
                if (eq <= 0 || eq == setting.size() - 1) {
                    SpecError error = armError(SpecField::ArmTunables, i,
                                               where + QLatin1String(".tunables.") + hostRoleName(it.key()),
                                               SpecText::tr("'%1' is not KEY=VALUE").arg(setting));
                    error.role = it.key();
                    error.key = (eq < 0 ? setting : setting.left(eq)).trimmed();
                    return error;
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<SpecError> checkSchedule(const ExperimentSpec &spec)
{
    if (spec.repetitions < 1 || spec.repetitions > 1000)
        return fieldError(SpecField::Repetitions, QStringLiteral("repetitions"), SpecText::tr("must be between 1 and 1000"));
    if (!(spec.warmupSeconds >= 0 && spec.warmupSeconds < 3600))
        return fieldError(SpecField::WarmupSeconds, QStringLiteral("warmupSeconds"),
                          SpecText::tr("must be between 0 and 3600 seconds"));
    if (!(spec.pauseSeconds >= 0 && spec.pauseSeconds < 3600))
        return fieldError(SpecField::PauseSeconds, QStringLiteral("pauseSeconds"),
                          SpecText::tr("must be between 0 and 3600 seconds"));
    if (spec.restoreGraceSeconds < 2 || spec.restoreGraceSeconds > 3600)
        return fieldError(SpecField::RestoreGraceSeconds, QStringLiteral("restoreGraceSeconds"),
                          SpecText::tr("must be between 2 and 3600 seconds"));
    return std::nullopt;
}

std::optional<SpecError> checkSweep(const SweepSpec &sweep)
{
    const bool sizes = sweep.parameter == SweepSpec::Parameter::RequestSize
        || sweep.parameter == SweepSpec::Parameter::ResponseSize;
    if (!sweep.preset.isEmpty() && sweep.preset != QLatin1String("packet_byte"))
        return fieldError(SpecField::SweepPreset, QStringLiteral("sweep.preset"), SpecText::tr("the only preset is packet_byte"));
    if (!sweep.preset.isEmpty() && !sizes)
        return fieldError(SpecField::SweepPreset, QStringLiteral("sweep.preset"),
                          SpecText::tr("packet_byte sweeps the request or response size"));
    if (!sweep.preset.isEmpty() && !sweep.values.isEmpty())
        return fieldError(SpecField::Sweep, QStringLiteral("sweep"), SpecText::tr("give either values or a preset, not both"));
    if (sweep.preset.isEmpty() && sweep.values.isEmpty())
        return fieldError(SpecField::SweepValues, QStringLiteral("sweep.values"),
                          SpecText::tr("list the values to sweep, or use \"preset\": \"packet_byte\""));
    const qint64 minimum
        = sweep.parameter == SweepSpec::Parameter::Burst || sweep.parameter == SweepSpec::Parameter::Tunable ? 0 : 1;
    for (qint64 value : sweep.values)
        if (value < minimum)
            return fieldError(SpecField::SweepValues, QStringLiteral("sweep.values"),
                              SpecText::tr("%1 is below the smallest allowed value %2").arg(value).arg(minimum));
    if (sweep.parameter == SweepSpec::Parameter::Tunable && sweep.tunableKey.isEmpty())
        return fieldError(SpecField::SweepKey, QStringLiteral("sweep.key"), SpecText::tr("name the tunable to sweep"));
    return std::nullopt;
}

// The test and each arm's test as netperf would run them; the engine reports the same messages.
std::optional<SpecError> checkTests(const ExperimentSpec &spec)
{
    if (const auto problem = spec.test.problem()) {
        SpecError error{SpecField::Test, problem->message};
        error.testField = problem->field;
        return error;
    }
    for (int i = 0; i < spec.arms.size(); ++i) {
        if (const auto problem = spec.testFor(i).problem()) {
            SpecError error{SpecField::ArmTest, QStringLiteral("arms[%1].").arg(i) + problem->message, i};
            error.testField = problem->field;
            return error;
        }
    }
    // The data address is the experiment's, but netperf is the one to say what it takes.
    if (!spec.server.dataAddress.isEmpty()) {
        NetperfTestSpec netperf = spec.test.toNetperf().value();
        netperf.controlHost = QStringLiteral("localhost");
        netperf.dataAddress = spec.server.dataAddress;
        if (const auto problem = netperf.problem(); problem && problem->option == NetperfOption::DataAddress)
            return fieldError(SpecField::DataAddress, QStringLiteral("hosts.server.dataAddress"), problem->error.message);
    }
    return std::nullopt;
}

} // namespace

QString hostRoleName(HostRole role)
{
    return role == HostRole::Client ? QStringLiteral("client") : QStringLiteral("server");
}

std::optional<SpecError> ExperimentSpec::check() const
{
    if (name.isEmpty())
        return fieldError(SpecField::Name, QStringLiteral("name"), SpecText::tr("give the experiment a name"));
    if (auto error = checkHosts(client, server))
        return error;
    if (auto error = checkArms(arms))
        return error;
    if (auto error = checkSchedule(*this))
        return error;
    if (sweep)
        if (auto error = checkSweep(*sweep))
            return error;
    return checkTests(*this);
}

Status ExperimentSpec::validate() const
{
    if (const auto error = check())
        return error->toError();
    return Ok{};
}

TestParameters ExperimentSpec::testFor(int arm) const
{
    return arm >= 0 && arm < arms.size() ? test.mergedWith(arms.at(arm).test) : test;
}

} // namespace Tunebench
