// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentscript.h"

#include "core/quoting.h"
#include "experiment/armsettings.h"
#include "hosts/hostaddress.h"
#include "netperf/netperftestspec.h"
#include "telemetry/telemetrysampler.h"
#include "tunables/changeplan.h"
#include "tunables/platformprovider.h"

#include <QStringList>

namespace Tunebench {

namespace {

QString variableFor(HostRole role)
{
    return role == HostRole::Client ? QStringLiteral("\"$CLIENT\"") : QStringLiteral("\"$SERVER\"");
}

/// Comment lines: every line of @p text prefixed with "# ".
QString comment(const QString &text, const QString &indent = {})
{
    QString out;
    for (const QString &line : text.split(QLatin1Char('\n')))
        out += indent + (line.isEmpty() ? QStringLiteral("#") : QStringLiteral("# ") + line) + QLatin1Char('\n');
    return out;
}

/// One host's side of the script: its provider, the arms' settings and the state it is in.
struct HostPlan
{
    HostRole role = HostRole::Client;
    const ExperimentHost *host = nullptr;
    std::shared_ptr<const PlatformProvider> provider;
    std::optional<ArmSettings> settings;
    std::optional<HostSnapshot> original; ///< as read before the experiment
    HostSnapshot current;                 ///< as the previous run left it

    void setValue(const TunableKey &key, const QString &value)
    {
        TunableState &state = current.values[key.id()];
        state.value = value;
    }
};

QString commandFor(const HostPlan &host, const CommandStep &step)
{
    return (step.spec.needsRoot ? QStringLiteral("on_root ") : QStringLiteral("on ")) + variableFor(host.role)
        + QLatin1Char(' ') + step.display();
}

} // namespace

QString ExperimentScript::serverControlAddress(const ExperimentHost &server)
{
    if (!server.dataAddress.isEmpty())
        return server.dataAddress;
    return networkAddress(server.host);
}

std::optional<SpecError> ExperimentScript::check(const ExperimentSpec &spec, const QMap<HostRole, HostSnapshot> &snapshots)
{
    if (auto error = spec.check())
        return error;
    for (const auto &[role, host] : {std::pair{HostRole::Client, &spec.client}, std::pair{HostRole::Server, &spec.server}}) {
        auto provider = providerForName(snapshots.contains(role) ? snapshots.value(role).platform : QStringLiteral("linux"));
        if (!provider)
            return SpecError{SpecField::None, provider.error().message};
        if (auto error = ArmSettings::problem(spec.arms, role, *provider.value(), !host->interfaceName.isEmpty()))
            return error;
        if (spec.sweep && spec.sweep->parameter == SweepSpec::Parameter::Tunable && spec.sweep->tunableHost == role) {
            const QString value = QString::number(spec.sweep->values.value(0));
            if (auto swept = ArmSettings::resolveOne(*provider.value(), spec.sweep->tunableKey, value, !host->interfaceName.isEmpty()); !swept)
                return SpecError{SpecField::SweepKey, swept.error().message};
        }
    }
    return std::nullopt;
}

Result<QString> ExperimentScript::build(const ExperimentSpec &spec, const QMap<HostRole, HostSnapshot> &snapshots)
{
    if (Status valid = spec.validate(); !valid)
        return valid.error();

    std::array<HostPlan, 2> hosts;
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        HostPlan &plan = hosts[role == HostRole::Client ? 0 : 1];
        plan.role = role;
        plan.host = role == HostRole::Client ? &spec.client : &spec.server;
        if (snapshots.contains(role)) {
            plan.original = snapshots.value(role);
            plan.current = *plan.original;
        }
        auto provider = providerForName(plan.original ? plan.original->platform : QStringLiteral("linux"));
        if (!provider)
            return provider.error();
        plan.provider = provider.value();
        auto settings = ArmSettings::resolve(spec.arms, role, *plan.provider, !plan.host->interfaceName.isEmpty());
        if (!settings)
            return settings.error();
        plan.settings = settings.value();
    }

    // The runs' netperf tests, exactly as the engine builds them.
    auto baseTest = spec.test.toNetperf();
    if (!baseTest)
        return baseTest.error();
    const QString controlAddress = serverControlAddress(spec.server);
    QList<NetperfTestSpec> armTests;
    for (int arm = 0; arm < spec.arms.size(); ++arm) {
        auto test = spec.testFor(arm).toNetperf();
        if (!test)
            return test.error();
        NetperfTestSpec armTest = test.value();
        armTest.controlHost = controlAddress;
        armTest.dataAddress = spec.server.dataAddress;
        armTests << armTest;
    }

    QList<qint64> sweepValues;
    bool sweepAtRunTime = false;
    if (spec.sweep) {
        sweepValues = spec.sweep->values;
        if (sweepValues.isEmpty() && spec.sweep->preset == QLatin1String("packet_byte")) {
            sweepAtRunTime = true;
            sweepValues = packetByteSizes(1448); // illustration; the engine measures the MSS
        }
    }
    const QList<ScheduledRun> schedule = buildSchedule(int(spec.arms.size()), spec.repetitions,
                                                       spec.sweep ? int(sweepValues.size()) : 0, spec.order,
                                                       spec.seed);

    QString out;
    out += QStringLiteral("#!/usr/bin/env bash\n");
    out += comment(tr("Tunebench experiment \"%1\": the commands it runs, per host and step.").arg(spec.name));
    out += comment(tr("Tunebench keeps one SSH connection per host; this script runs one ssh per command.\n"
                      "Commands run with on_root need root: Tunebench runs them through sudo -n unless it\n"
                      "is logged in as root."));
    out += QStringLiteral("set -u\n\n");
    out += QStringLiteral("CLIENT=%1  # %2\n").arg(shellQuote(spec.client.host), tr("client, interface %1").arg(
                                                        spec.client.interfaceName.isEmpty() ? tr("(none)") : spec.client.interfaceName));
    out += QStringLiteral("SERVER=%1  # %2\n").arg(shellQuote(spec.server.host), tr("server, interface %1").arg(
                                                        spec.server.interfaceName.isEmpty() ? tr("(none)") : spec.server.interfaceName));
    out += QStringLiteral("\non() { # HOST COMMAND...\n"
                          "    local host=$1; shift\n"
                          "    if [ \"$host\" = local ]; then \"$@\"; else ssh -o BatchMode=yes \"$host\" \"$(printf '%q ' \"$@\")\"; fi\n"
                          "}\n"
                          "on_root() { local host=$1; shift; on \"$host\" sudo -n \"$@\"; }\n\n");

    out += comment(tr("The telemetry sampler (shell builtins only: it forks nothing per sample)."));
    out += QStringLiteral("read -r -d '' TELEMETRY <<'TUNEBENCH_TELEMETRY'\n") + TelemetrySampler::script()
        + (TelemetrySampler::script().endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n"))
        + QStringLiteral("TUNEBENCH_TELEMETRY\n\n");

    // Set-up.
    const int port = baseTest->controlPort > 0 ? baseTest->controlPort : 12865;
    out += comment(tr("Step 1: set-up"));
    out += comment(tr("Snapshot of both hosts (ethtool -i/-k/-c/-g/-l, sysctls): the values restored at the end."));
    for (const HostPlan &host : hosts) {
        if (host.original) {
            QStringList keys;
            for (const TunableKey &key : host.settings->keys()) {
                const auto state = host.original->state(key);
                keys << QStringLiteral("%1=%2").arg(key.id(), state ? describeState(state) : tr("(not reported)"));
            }
            if (!keys.isEmpty())
                out += comment(tr("%1 now: %2").arg(hostRoleName(host.role), keys.join(QLatin1String(", "))));
        }
    }
    out += comment(tr("netserver on the server, started only when nothing listens on port %1:").arg(port));
    out += QStringLiteral("on \"$SERVER\" sh -c %1\n")
               .arg(shellQuote(QStringLiteral("ss -Hltn 'sport = :%1' | grep -q . || netserver -p %1").arg(port)));
    if (sweepAtRunTime) {
        out += comment(tr("The path MSS, for the packet_byte sizes (the sizes below assume an MSS of 1448):"));
        out += QStringLiteral("on \"$CLIENT\" netperf -H %1 -t TCP_MSS -l 1 -P 0 -v 0\n").arg(shellQuote(controlAddress));
    }
    out += QLatin1Char('\n');

    // Runs.
    for (const ScheduledRun &run : schedule) {
        const ExperimentArm &arm = spec.arms.at(run.arm);
        QString title = tr("Run %1 of %2: arm \"%3\", repetition %4")
                            .arg(run.index + 1)
                            .arg(schedule.size())
                            .arg(arm.label)
                            .arg(run.repetition + 1);
        std::optional<qint64> sweepValue;
        if (run.sweepPoint >= 0) {
            sweepValue = sweepValues.value(run.sweepPoint);
            title += QStringLiteral(", %1 = %2").arg(spec.sweep->parameter == SweepSpec::Parameter::Tunable
                                                          ? spec.sweep->tunableKey
                                                          : tr("sweep value"))
                         .arg(*sweepValue);
        }
        out += comment(title);
        if (!arm.manual.isEmpty())
            out += comment(tr("Manual change this arm needs: %1").arg(arm.manual));
        for (HostPlan &host : hosts) {
            QList<KeyValue> desired;
            if (host.original) {
                desired = host.settings->desiredFor(run.arm, *host.original);
            } else {
                // Without a snapshot only the arm's own keys are known; the others go back to the
                // values read at the start.
                const QList<KeyValue> all = host.settings->desiredFor(run.arm, HostSnapshot{});
                desired = all;
                QStringList others;
                for (const TunableKey &key : host.settings->keys())
                    if (std::none_of(all.begin(), all.end(), [&key](const KeyValue &kv) { return kv.first == key; }))
                        others << key.id();
                if (!others.isEmpty())
                    out += comment(tr("%1: %2 back to the values read at the start")
                                       .arg(hostRoleName(host.role), others.join(QLatin1String(", "))));
            }
            if (spec.sweep && spec.sweep->parameter == SweepSpec::Parameter::Tunable && spec.sweep->tunableHost == host.role
                && sweepValue) {
                auto swept = ArmSettings::resolveOne(*host.provider, spec.sweep->tunableKey, QString::number(*sweepValue),
                                                     !host.host->interfaceName.isEmpty());
                if (!swept)
                    return swept.error();
                desired.removeIf([&swept](const KeyValue &kv) { return kv.first == swept->first; });
                desired << swept.value();
            }
            if (desired.isEmpty())
                continue;
            const ChangePlan plan = ChangePlanner::build(*host.provider, host.current, desired);
            const QList<CommandStep> steps = host.original ? plan.steps
                                                           : host.provider->writeSteps(host.host->interfaceName, inApplyOrder(desired));
            for (const PlannedChange &item : plan.unsupported())
                if (host.original)
                    out += comment(tr("%1: %2 is not supported (%3): not written")
                                       .arg(hostRoleName(host.role), item.key.id(), item.reason));
            for (const CommandStep &step : steps)
                out += commandFor(host, step) + QLatin1Char('\n');
            for (const KeyValue &kv : desired)
                host.setValue(kv.first, kv.second);
        }
        NetperfTestSpec test = armTests.at(run.arm);
        if (sweepValue) {
            switch (spec.sweep->parameter) {
            case SweepSpec::Parameter::RequestSize:
                test.requestSize = int(*sweepValue);
                break;
            case SweepSpec::Parameter::ResponseSize:
                test.responseSize = int(*sweepValue);
                break;
            case SweepSpec::Parameter::Burst:
                test.burst = int(*sweepValue);
                break;
            case SweepSpec::Parameter::Tunable:
                break;
            }
        }
        const QString interval = QString::number(test.interimInterval.value_or(1.0), 'f', 3);
        for (const HostPlan &host : hosts)
            out += QStringLiteral("on %1 bash -c \"$TELEMETRY\" tunebench-telemetry %2 %3 > telemetry-%4-%5.txt &\n")
                       .arg(variableFor(host.role), shellQuote(host.host->interfaceName.isEmpty() ? QStringLiteral("lo")
                                                                                                 : host.host->interfaceName),
                            interval, hostRoleName(host.role))
                       .arg(run.index + 1);
        auto argv = test.toArgv();
        if (!argv)
            return argv.error();
        out += QStringLiteral("on \"$CLIENT\" %1 > netperf-%2.txt\n").arg(shellJoin(argv.value())).arg(run.index + 1);
        out += QStringLiteral("kill $(jobs -p) 2>/dev/null; wait\n");
        if (&run != &schedule.constLast() && spec.pauseSeconds > 0)
            out += QStringLiteral("sleep %1\n").arg(spec.pauseSeconds);
        out += QLatin1Char('\n');
    }

    // Restore.
    out += comment(tr("Last step: restore every changed setting to its value from the snapshot, then verify it"));
    for (HostPlan &host : hosts) {
        if (!host.original) {
            QStringList keys;
            for (const TunableKey &key : host.settings->keys())
                keys << key.id();
            if (!keys.isEmpty())
                out += comment(tr("%1: %2 back to the values read at the start")
                                   .arg(hostRoleName(host.role), keys.join(QLatin1String(", "))));
            continue;
        }
        QList<KeyValue> originals;
        for (const TunableKey &key : host.settings->keys()) {
            const auto state = host.original->state(key);
            if (state && state->writable() && !state->value.isEmpty())
                originals << KeyValue{key, state->value};
        }
        const ChangePlan plan = ChangePlanner::build(*host.provider, host.current, originals);
        for (const CommandStep &step : plan.steps)
            out += commandFor(host, step) + QLatin1Char('\n');
    }
    return out;
}

} // namespace Tunebench
