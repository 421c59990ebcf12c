// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/linuxprovider.h"

#include "tunables/ethtoolparser.h"
#include "tunables/knownsysctls.h"
#include "tunables/scriptsections.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

using TextParser = Result<ParsedCategory> (*)(const QString &);
using JsonParser = Result<ParsedCategory> (*)(const QByteArray &);

// Why a category could not be read: ethtool's own words, or that ethtool is missing.
QString failureReason(const ScriptSection &section)
{
    if (section.exitCode == 127)
        return LinuxProvider::tr("ethtool is not installed on the host");
    const QString text = EthtoolParser::errorText(section.text);
    return text.isEmpty() ? LinuxProvider::tr("ethtool exited with code %1").arg(section.exitCode) : text;
}

void mergeCategory(HostSnapshot &snapshot, Category category, const Result<ParsedCategory> &parsed)
{
    const QString prefix = TunableCatalog::categoryPrefix(category);
    if (!parsed) {
        snapshot.unsupportedCategories.insert(prefix, parsed.error().toString());
        return;
    }
    for (auto it = parsed->values.cbegin(); it != parsed->values.cend(); ++it)
        snapshot.values.insert(prefix + QLatin1Char('.') + it.key(), it.value());
    for (auto it = parsed->limits.cbegin(); it != parsed->limits.cend(); ++it)
        snapshot.limits.insert(prefix + QLatin1Char('.') + it.key(), it.value());
    if (!parsed->unrecognised.isEmpty())
        snapshot.unrecognised.insert(prefix, parsed->unrecognised);
}

// A category the script read as text ("coalesce") or, where ethtool has it, as JSON ("rings-json").
void readCategory(const ScriptSections &sections, HostSnapshot &snapshot, Category category, const QString &name,
                  TextParser text, JsonParser json)
{
    const ScriptSection *section = json ? sections.find(name + QStringLiteral("-json")) : nullptr;
    const bool isJson = section != nullptr;
    if (!section)
        section = sections.find(name);
    if (!section)
        return;
    if (section->exitCode != 0) {
        snapshot.unsupportedCategories.insert(TunableCatalog::categoryPrefix(category), failureReason(*section));
        return;
    }
    mergeCategory(snapshot, category, isJson ? json(section->text.toUtf8()) : text(section->text));
}

// "key value" lines (link facts, IRQs, queues); "!" marks a file that exists but cannot be read.
void readPairs(const ScriptSection *section, HostSnapshot &snapshot, const std::function<std::optional<TunableKey>(const QString &)> &keyFor)
{
    if (!section)
        return;
    for (const QString &line : section->text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        const auto key = keyFor(line.left(space));
        if (space <= 0 || !key)
            continue;
        const QString value = line.mid(space + 1).trimmed();
        if (value == QLatin1String("!"))
            snapshot.values.insert(key->id(), TunableState{QString(), false, false, QString(), LinuxProvider::tr("unreadable")});
        else
            snapshot.values.insert(key->id(), TunableState{TunableCatalog::canonicalReading(*key, value)});
    }
}

} // namespace

QStringList LinuxProvider::knownSysctls() const
{
    return linuxKnownSysctls();
}

QString LinuxProvider::readScript()
{
    // $1 is the interface (may be empty), the rest are sysctl paths below /proc/sys. Nothing
    // from the caller is ever part of this text. Only ethtool and stat are separate processes;
    // sysfs and procfs files are read with the shell's read builtin.
    // Non-root logins often lack the sbin directories where Debian installs ethtool.
    return QStringLiteral("if=$1; shift\nPATH=$PATH:/usr/local/sbin:/usr/sbin:/sbin; export PATH\n")
        + ScriptSections::shellPrelude()
        + QStringLiteral(
              "json() { n=$1; f=$2; o=$(ethtool --json \"$f\" \"$if\" 2>&1); r=$?\n"
              "  if [ \"$r\" -ne 0 ]; then case $o in *'bad command line'*|*'not available'*)"
              " run \"$n\" ethtool \"$f\" \"$if\"; return;; esac; fi\n"
              "  b \"$n-json\"; printf '%s\\n' \"$o\"; e \"$n-json\" \"$r\"; }\n"
              "run kernel uname -srv\n"
              "run ethtool-version ethtool --version\n"
              "b interfaces; for d in /sys/class/net/*; do printf '%s\\n' \"${d##*/}\"; done; e interfaces 0\n"
              "if [ -n \"$if\" ] && [ -d \"/sys/class/net/$if\" ]; then\n"
              "  run driver ethtool -i \"$if\"\n"
              "  json features -k\n"
              "  run coalesce ethtool -c \"$if\"\n"
              "  json rings -g\n"
              "  run channels ethtool -l \"$if\"\n"
              "  n=/sys/class/net/$if\n"
              "  b link; for a in mtu speed operstate; do if IFS= read -r v 2>/dev/null < \"$n/$a\"; then"
              " printf '%s %s\\n' \"$a\" \"$v\"; fi; done; e link 0\n"
              // virtio_net's interrupts belong to the virtio PCI function one level up.
              "  d=$n/device\n"
              "  if [ ! -d \"$d/msi_irqs\" ] && IFS= read -r m 2>/dev/null < \"$d/modalias\"; then"
              " case $m in virtio:*) d=$d/..;; esac; fi\n"
              "  b irqs; for f in \"$d\"/msi_irqs/*; do [ -e \"$f\" ] || continue; i=${f##*/}\n"
              "    if IFS= read -r a 2>/dev/null < \"/proc/irq/$i/smp_affinity_list\"; then"
              " printf '%s %s\\n' \"$i\" \"$a\"; else printf '%s !\\n' \"$i\"; fi; done; e irqs 0\n"
              "  b queues; for q in \"$n\"/queues/rx-* \"$n\"/queues/tx-*; do [ -d \"$q\" ] || continue; k=${q##*/}\n"
              "    case $k in rx-*) f=$q/rps_cpus;; *) f=$q/xps_cpus;; esac; [ -e \"$f\" ] || continue\n"
              "    if IFS= read -r v 2>/dev/null < \"$f\"; then printf '%s %s\\n' \"$k\" \"$v\";"
              " else printf '%s !\\n' \"$k\"; fi; done; e queues 0\n"
              "fi\n"
              // procfs sysctl handlers answer a read at a non-zero offset with EOF, and dash's
              // read builtin reads one byte at a time: one grep prints "path:value" lines for all.
              "if [ $# -gt 0 ] && cd /proc/sys 2>/dev/null; then\n"
              "  run sysctls grep -aH --line-buffered '' -- \"$@\"\n"
              "  b modes; stat -c '%a %n' -- \"$@\" 2>/dev/null; e modes \"$?\"\n"
              "fi\n");
}

QStringList LinuxProvider::sysctlPaths(const ReadRequest &request) const
{
    QStringList names = knownSysctls();
    for (const QString &extra : request.extraSysctls) {
        if (!names.contains(extra))
            names << extra;
    }
    QStringList paths;
    for (const QString &name : std::as_const(names))
        paths << TunableCatalog::sysctlPath(name);
    return paths;
}

CommandSpec LinuxProvider::readCommand(const ReadRequest &request) const
{
    CommandSpec spec;
    spec.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), readScript(), QStringLiteral("tunebench-read"),
                            request.interfaceName}
        + sysctlPaths(request);
    spec.timeoutMs = 60000;
    return spec;
}

Result<HostSnapshot> LinuxProvider::parseRead(const ReadRequest &request, const QByteArray &output) const
{
    auto parsed = ScriptSections::parse(output);
    if (!parsed)
        return parsed.error();
    const ScriptSections &sections = parsed.value();
    const ScriptSection *interfaces = sections.find(QStringLiteral("interfaces"));
    if (!interfaces)
        return makeError(ErrorCode::ParseError, tr("The host did not answer the tunables read script."),
                         QString::fromUtf8(output.left(300)));
    HostSnapshot snapshot;
    snapshot.platform = name();
    snapshot.interfaceName = request.interfaceName;
    snapshot.interfaces = interfaces->text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!request.interfaceName.isEmpty() && !snapshot.interfaces.contains(request.interfaceName))
        return makeError(ErrorCode::NotFound, tr("There is no interface '%1' on the host (it has: %2).")
                                                  .arg(request.interfaceName, snapshot.interfaces.join(QStringLiteral(", "))));
    if (const ScriptSection *kernel = sections.find(QStringLiteral("kernel")))
        snapshot.kernel = kernel->text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).join(QLatin1Char(' '));
    if (const ScriptSection *tool = sections.find(QStringLiteral("ethtool-version")); tool && tool->exitCode == 0)
        snapshot.toolVersion = tool->text.trimmed();
    if (!request.interfaceName.isEmpty())
        readInterface(sections, snapshot);
    readSysctls(sections, sysctlPaths(request), snapshot);
    return snapshot;
}

void LinuxProvider::readInterface(const ScriptSections &sections, HostSnapshot &snapshot)
{
    if (const ScriptSection *driver = sections.find(QStringLiteral("driver")); driver && driver->exitCode == 0) {
        if (auto info = EthtoolParser::driverInfo(driver->text))
            snapshot.driver = info.value();
    }
    readCategory(sections, snapshot, Category::Features, QStringLiteral("features"), &EthtoolParser::features,
                 &EthtoolParser::featuresJson);
    // -c is read as text even where ethtool has JSON for it: its JSON names the adaptive and
    // the CQE-mode pair alike ("rx", "tx"), which the text keeps apart.
    readCategory(sections, snapshot, Category::Coalescing, QStringLiteral("coalesce"), &EthtoolParser::coalescing,
                 nullptr);
    readCategory(sections, snapshot, Category::Rings, QStringLiteral("rings"), &EthtoolParser::rings,
                 &EthtoolParser::ringsJson);
    readCategory(sections, snapshot, Category::Channels, QStringLiteral("channels"), &EthtoolParser::channels, nullptr);
    readPairs(sections.find(QStringLiteral("link")), snapshot, [](const QString &name) -> std::optional<TunableKey> {
        return TunableKey{Category::Link, name};
    });
    readPairs(sections.find(QStringLiteral("irqs")), snapshot, [](const QString &irq) -> std::optional<TunableKey> {
        return TunableKey{Category::IrqAffinity, irq};
    });
    readPairs(sections.find(QStringLiteral("queues")), snapshot, [](const QString &queue) -> std::optional<TunableKey> {
        return TunableKey{queue.startsWith(QLatin1String("rx-")) ? Category::RpsMask : Category::XpsMask, queue};
    });
    // A link that is down has no speed: sysfs refuses the read and the key is simply absent.
    const TunableKey speed{Category::Link, QStringLiteral("speed")};
    if (const auto state = snapshot.state(speed); state && state->value == QLatin1String("-1"))
        snapshot.values.insert(speed.id(), TunableState{QString(), false, false, QString(), tr("unknown")});
}

void LinuxProvider::readSysctls(const ScriptSections &sections, const QStringList &paths, HostSnapshot &snapshot)
{
    const ScriptSection *sysctls = sections.find(QStringLiteral("sysctls"));
    if (!sysctls)
        return;
    // "net/core/somaxconn:4096" per line (several for multi-line values); failures read
    // "grep: net/core/busy_poll: No such file or directory". Paths never contain ':'.
    QMap<QString, QStringList> lines;
    QMap<QString, QString> failures;
    for (const QString &line : sysctls->text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("grep: "))) {
            const QString rest = line.mid(6);
            const qsizetype colon = rest.indexOf(QLatin1String(": "));
            if (colon > 0)
                failures.insert(rest.left(colon), rest.mid(colon + 2));
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon > 0)
            lines[line.left(colon)] << line.mid(colon + 1);
    }
    for (const QString &path : paths) {
        const TunableKey key{Category::Sysctl, TunableCatalog::sysctlNameFromPath(path)};
        if (failures.contains(path)) {
            const QString why = failures.value(path);
            snapshot.values.insert(key.id(), TunableState{QString(), false, false, QString(),
                                                          why.startsWith(QLatin1String("No such file"))
                                                              ? tr("absent on this host")
                                                              : why});
        } else {
            const QString value = lines.value(path).join(QLatin1Char(' '));
            snapshot.values.insert(key.id(), TunableState{TunableCatalog::canonicalReading(key, value)});
        }
    }
    const ScriptSection *modes = sections.find(QStringLiteral("modes"));
    if (!modes)
        return;
    // A sysctl whose file has no write bit (e.g. net.core.rmem_max inside a child network
    // namespace) cannot be changed even by root.
    static const QRegularExpression modeLine(QStringLiteral("^([0-7]{3,4}) (\\S+)$"));
    for (const QString &line : modes->text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const auto match = modeLine.match(line);
        if (!match.hasMatch())
            continue;
        const int owner = match.captured(1).right(3).left(1).toInt();
        const QString id = TunableKey{Category::Sysctl, TunableCatalog::sysctlNameFromPath(match.captured(2))}.id();
        auto it = snapshot.values.find(id);
        if (it != snapshot.values.end() && it->supported && (owner & 2) == 0) {
            it->supported = false;
            it->reason = tr("read-only on this host");
        }
    }
}

Result<QList<TunableKey>> LinuxProvider::resolveKey(const QString &text) const
{
    const QString key = text.trimmed();
    const qsizetype dot = key.indexOf(QLatin1Char('.'));
    if (dot > 0 && TunableCatalog::categoryFromPrefix(key.left(dot))) {
        QString id = key;
        if (key.startsWith(QLatin1String("feature.")) && !TunableCatalog::featureLongName(key.mid(8)).isEmpty())
            id = QStringLiteral("feature.") + TunableCatalog::featureLongName(key.mid(8));
        auto resolved = TunableKey::fromId(id);
        if (!resolved)
            return resolved.error();
        return QList<TunableKey>{resolved.value()};
    }
    if (key == QLatin1String("rx") || key == QLatin1String("tx"))
        return makeError(ErrorCode::InvalidArgument,
                         tr("'%1' is ambiguous: write feature.%1 (%2, ethtool -K), ring.%1 (ethtool -G) or "
                            "channel.%1 (ethtool -L).")
                             .arg(key, TunableCatalog::featureLongName(key)));
    if (const QString longName = TunableCatalog::featureLongName(key); !longName.isEmpty())
        return QList<TunableKey>{TunableKey{Category::Features, longName}};
    QString coalesceName = key;
    static const QRegularExpression frameLabel(QStringLiteral("^(rx|tx)-frame-(low|high)$"));
    if (frameLabel.match(key).hasMatch())
        coalesceName.replace(QLatin1String("-frame-"), QLatin1String("-frames-"));
    if (TunableCatalog::coalescingParameters().contains(coalesceName))
        return QList<TunableKey>{TunableKey{Category::Coalescing, coalesceName}};
    const bool ring = TunableCatalog::ringParameters().contains(key);
    const bool channel = TunableCatalog::channelParameters().contains(key);
    if (ring || channel)
        return QList<TunableKey>{TunableKey{ring ? Category::Rings : Category::Channels, key}};
    if (dot > 0) {
        if (Status valid = TunableCatalog::validateSysctlName(key); !valid)
            return valid.error();
        return QList<TunableKey>{TunableKey{Category::Sysctl, key}};
    }
    // Any other name is a kernel feature name (ethtool -k lists them); whether this host has
    // it is for the plan to say.
    auto feature = TunableKey::fromId(QStringLiteral("feature.") + key);
    if (!feature)
        return makeError(ErrorCode::InvalidArgument, tr("'%1' is not a tunable Tunebench knows.").arg(key));
    return QList<TunableKey>{feature.value()};
}

QList<CommandStep> LinuxProvider::writeSteps(const QString &interfaceName, const QList<KeyValue> &values) const
{
    QList<CommandStep> steps;
    const auto ethtoolStep = [&](Category category, const QString &flag, const QList<KeyValue> &group) {
        CommandStep step{category, {}, {}};
        step.spec.argv = QStringList{QStringLiteral("ethtool"), flag, interfaceName};
        for (const KeyValue &value : group) {
            step.keys << value.first;
            step.spec.argv << value.first.name << value.second;
        }
        step.spec.needsRoot = true;
        step.spec.timeoutMs = 60000;
        if (category == Category::Coalescing)
            step.successCodes << 80; // "no coalesce parameters changed, aborting"
        steps << step;
    };
    const QString base = QStringLiteral("/sys/class/net/") + interfaceName + QStringLiteral("/queues/");
    for (Category category : applyOrder()) {
        QList<KeyValue> group;
        for (const KeyValue &value : values) {
            if (value.first.category == category)
                group << value;
        }
        if (group.isEmpty())
            continue;
        switch (category) {
        case Category::Channels:
            ethtoolStep(category, QStringLiteral("-L"), group);
            break;
        case Category::Rings:
            ethtoolStep(category, QStringLiteral("-G"), group);
            break;
        case Category::Features:
            ethtoolStep(category, QStringLiteral("-K"), group);
            break;
        case Category::Coalescing: {
            // Drivers such as i40e and ice refuse new values while adaptive moderation stays on,
            // so switching it on comes last, in a command of its own.
            QList<KeyValue> values;
            QList<KeyValue> adaptiveOn;
            for (const KeyValue &value : group)
                (value.first.name.startsWith(QLatin1String("adaptive-")) && value.second == QLatin1String("on")
                     ? adaptiveOn
                     : values)
                    << value;
            if (!values.isEmpty())
                ethtoolStep(category, QStringLiteral("-C"), values);
            if (!adaptiveOn.isEmpty())
                ethtoolStep(category, QStringLiteral("-C"), adaptiveOn);
            break;
        }
        case Category::RpsMask:
        case Category::XpsMask:
        case Category::IrqAffinity:
        case Category::Sysctl:
            for (const KeyValue &value : group) {
                CommandStep step{category, {value.first}, {}};
                if (category == Category::Sysctl) {
                    step.spec.argv = QStringList{QStringLiteral("sysctl"), QStringLiteral("-w"),
                                                 value.first.name + QLatin1Char('=') + value.second};
                    step.spec.needsRoot = true;
                    step.spec.timeoutMs = 30000;
                } else if (category == Category::IrqAffinity) {
                    step.spec = fileWriteCommand(QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(value.first.name),
                                                 value.second);
                } else {
                    step.spec = fileWriteCommand(base + value.first.name
                                                     + (category == Category::RpsMask ? QStringLiteral("/rps_cpus")
                                                                                      : QStringLiteral("/xps_cpus")),
                                                 value.second);
                }
                steps << step;
            }
            break;
        case Category::Link:
            break;
        }
    }
    return steps;
}

} // namespace Tunebench
