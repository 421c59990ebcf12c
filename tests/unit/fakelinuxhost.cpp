// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakelinuxhost.h"

#include "tunables/ethtoolparser.h"

#include <QFile>
#include <QTimer>

namespace Tunebench::Test {

namespace {

class FakeProcess final : public CommandProcess
{
public:
    FakeProcess(QObject *parent, QByteArray out, QByteArray err, CommandExit exit) : CommandProcess(parent)
    {
        // Like every runner: nothing is emitted before start() has returned.
        QTimer::singleShot(0, this, [this, out, err, exit] {
            deliverStdout(out);
            deliverStderr(err);
            deliverFinished(exit);
        });
    }
    void cancel() override
    {
        CommandExit exit;
        exit.error = makeError(ErrorCode::Cancelled, QStringLiteral("cancelled"));
        deliverFinished(exit);
    }
};

QString sysctlName(const QString &path)
{
    QString name = path;
    for (QChar &c : name)
        c = c == QLatin1Char('/') ? QLatin1Char('.') : (c == QLatin1Char('.') ? QLatin1Char('/') : c);
    return name;
}

QByteArray section(const QString &name, const QString &text, int code)
{
    return (QStringLiteral("@@tb-begin %1\n%2\n@@tb-end %1 %3\n").arg(name, text).arg(code)).toUtf8();
}

const QMap<QString, QString> &shortNames()
{
    static const QMap<QString, QString> names = {
        {QStringLiteral("tso"), QStringLiteral("tcp-segmentation-offload")},
        {QStringLiteral("gro"), QStringLiteral("generic-receive-offload")},
        {QStringLiteral("gso"), QStringLiteral("generic-segmentation-offload")},
        {QStringLiteral("tx"), QStringLiteral("tx-checksumming")},
        {QStringLiteral("lro"), QStringLiteral("large-receive-offload")},
    };
    return names;
}

} // namespace

FakeLinuxHost::FakeLinuxHost(QString hostName, QObject *parent) : CommandRunner(parent), m_hostName(std::move(hostName))
{
    features = {{QStringLiteral("rx-checksumming"), QStringLiteral("on")},
                {QStringLiteral("tx-checksumming"), QStringLiteral("on")},
                {QStringLiteral("scatter-gather"), QStringLiteral("on")},
                {QStringLiteral("tcp-segmentation-offload"), QStringLiteral("on")},
                {QStringLiteral("generic-segmentation-offload"), QStringLiteral("on")},
                {QStringLiteral("generic-receive-offload"), QStringLiteral("off")},
                {QStringLiteral("large-receive-offload"), QStringLiteral("off")}};
    fixedFeatures = {QStringLiteral("large-receive-offload")};
    sysctls = {{QStringLiteral("net.core.somaxconn"), QStringLiteral("4096")},
               {QStringLiteral("net.ipv4.tcp_rmem"), QStringLiteral("4096\t131072\t6291456")}};
}

void FakeLinuxHost::useDriver(std::unique_ptr<FakeDriver> nic)
{
    driver = std::move(nic);
    interfaces = {driver->interfaceName, QStringLiteral("lo")};
    // Offloads as the driver's -k capture shows them (virtio_net's is a real JSON capture).
    const bool virtio = driver->name == QLatin1String("virtio_net");
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/ethtool/")
               + (virtio ? QStringLiteral("virtio-k.json") : QStringLiteral("drivers/%1-k-derived.txt").arg(driver->name)));
    if (!file.open(QIODevice::ReadOnly))
        return;
    QByteArray data;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.startsWith('#'))
            data += line + '\n';
    }
    const auto parsed = virtio ? EthtoolParser::featuresJson(data) : EthtoolParser::features(QString::fromUtf8(data));
    if (!parsed)
        return;
    features.clear();
    fixedFeatures.clear();
    for (auto it = parsed->values.cbegin(); it != parsed->values.cend(); ++it) {
        features.insert(it.key(), it->value);
        if (it->fixed)
            fixedFeatures.insert(it.key());
    }
}

QByteArray FakeLinuxHost::driverSections(const QString &interfaceName) const
{
    QByteArray out = section(QStringLiteral("driver"), driver->driverInfoText(), 0);
    out += section(QStringLiteral("features"), featuresText(interfaceName), 0);
    out += section(QStringLiteral("coalesce"), driver->coalesceText(), 0);
    if (driver->ringsAsJson())
        out += section(QStringLiteral("rings-json"), driver->ringsJson(), 0);
    else
        out += section(QStringLiteral("rings"), driver->ringsText(), 0);
    if (driver->hasChannels)
        out += section(QStringLiteral("channels"), driver->channelsText(), 0);
    else
        out += section(QStringLiteral("channels"), QStringLiteral("netlink error: Operation not supported"), 1);
    return out;
}

CommandProcess *FakeLinuxHost::start(const CommandSpec &spec, QObject *parent)
{
    commands << spec.argv;
    const QString program = spec.argv.value(0);
    const bool isRead = program == QLatin1String("sh") && spec.argv.value(3) == QLatin1String("tunebench-read");
    const bool isWrite = !isRead && program != QLatin1String("uname") && program != QLatin1String("id");
    if (isWrite && loseConnectionAfterWrites >= 0 && m_writes >= loseConnectionAfterWrites)
        m_connectionLost = true;
    if (m_connectionLost) {
        CommandExit exit;
        exit.error = makeError(ErrorCode::ConnectionLost, QStringLiteral("the connection to %1 was lost").arg(m_hostName));
        return new FakeProcess(parent, {}, {}, exit);
    }
    Answer answer;
    if (program == QLatin1String("uname")) {
        answer.out = "Linux\n";
    } else if (program == QLatin1String("id")) {
        answer = root ? Answer{"0\n", {}, 0} : Answer{{}, "sudo: a password is required\n", 1};
    } else if (isRead) {
        answer = read(spec.argv);
    } else {
        ++m_writes;
        if (beforeWrite)
            beforeWrite(spec.argv);
        if (!root)
            answer = Answer{{}, "sudo: a password is required\n", 1};
        else if (program == QLatin1String("ethtool"))
            answer = ethtool(spec.argv);
        else if (program == QLatin1String("sysctl"))
            answer = sysctlWrite(spec.argv);
        else
            answer = Answer{{}, "sh: 1: unexpected command\n", 127};
    }
    CommandExit exit;
    exit.kind = CommandExit::Kind::Exited;
    exit.exitCode = answer.exitCode;
    return new FakeProcess(parent, answer.out, answer.err, exit);
}

QString FakeLinuxHost::featuresText(const QString &interfaceName) const
{
    QString text = QStringLiteral("Features for %1:\n").arg(interfaceName);
    for (auto it = features.cbegin(); it != features.cend(); ++it)
        text += it.key() + QStringLiteral(": ") + it.value()
            + (fixedFeatures.contains(it.key()) ? QStringLiteral(" [fixed]") : QString()) + QLatin1Char('\n');
    return text;
}

FakeLinuxHost::Answer FakeLinuxHost::read(const QStringList &argv) const
{
    const QString interfaceName = argv.value(4);
    QByteArray out = section(QStringLiteral("kernel"), QStringLiteral("Linux 6.1.0-fake #1 SMP"), 0);
    out += section(QStringLiteral("ethtool-version"),
                   QStringLiteral("ethtool version %1").arg(driver ? driver->version : QStringLiteral("6.1")), 0);
    out += section(QStringLiteral("interfaces"), interfaces.join(QLatin1Char('\n')), 0);
    if (driver && interfaceName == driver->interfaceName) {
        out += driverSections(interfaceName);
        out += section(QStringLiteral("link"), QStringLiteral("mtu 1500\nspeed 25000\noperstate up"), 0);
        out += section(QStringLiteral("irqs"), QString(), 0);
        out += section(QStringLiteral("queues"), QStringLiteral("rx-0 0\ntx-0 0"), 0);
    } else if (!interfaceName.isEmpty() && interfaces.contains(interfaceName)) {
        out += section(QStringLiteral("driver"), QStringLiteral("driver: veth\nversion: 1.0\nfirmware-version: \nbus-info: "), 0);
        out += section(QStringLiteral("features"), featuresText(interfaceName), 0);
        out += section(QStringLiteral("coalesce"), QStringLiteral("netlink error: Operation not supported"), 1);
        out += section(QStringLiteral("rings"), QStringLiteral("netlink error: Operation not supported"), 1);
        out += section(QStringLiteral("channels"),
                       QStringLiteral("Channel parameters for %1:\nPre-set maximums:\nRX:\t\t%2\nTX:\t\t%2\n"
                                      "Other:\t\tn/a\nCombined:\tn/a\nCurrent hardware settings:\nRX:\t\t%3\n"
                                      "TX:\t\t%4\nOther:\t\tn/a\nCombined:\tn/a")
                           .arg(interfaceName)
                           .arg(channelMax)
                           .arg(channels.value(QStringLiteral("rx")))
                           .arg(channels.value(QStringLiteral("tx"))),
                       0);
        out += section(QStringLiteral("link"), QStringLiteral("mtu 1500\nspeed 10000\noperstate up"), 0);
        out += section(QStringLiteral("irqs"), QString(), 0);
        out += section(QStringLiteral("queues"), QStringLiteral("rx-0 0\nrx-1 0\ntx-0 0\ntx-1 0"), 0);
    }
    // As `grep -aH '' -- PATHS` and `stat -c '%a %n' -- PATHS` in /proc/sys print them.
    QString values;
    QString modes;
    int grepExit = 0;
    for (const QString &path : argv.mid(5)) {
        const QString name = sysctlName(path);
        if (sysctls.contains(name)) {
            values += path + QLatin1Char(':') + sysctls.value(name) + QLatin1Char('\n');
            modes += QStringLiteral("644 %1\n").arg(path);
        } else {
            values += QStringLiteral("grep: %1: No such file or directory\n").arg(path);
            grepExit = 2;
        }
    }
    if (argv.size() > 5) {
        out += section(QStringLiteral("sysctls"), values.trimmed(), grepExit);
        out += section(QStringLiteral("modes"), modes.trimmed(), grepExit ? 1 : 0);
    }
    return Answer{out, {}, 0};
}

FakeLinuxHost::Answer FakeLinuxHost::ethtool(const QStringList &argv)
{
    const QString flag = argv.value(1);
    if (driver && (flag == QLatin1String("-C") || flag == QLatin1String("-G") || flag == QLatin1String("-L"))) {
        const FakeDriver::Answer answer = flag == QLatin1String("-C") ? driver->setCoalesce(argv.mid(3))
            : flag == QLatin1String("-G")                            ? driver->setRings(argv.mid(3))
                                                                     : driver->setChannels(argv.mid(3));
        return Answer{{}, answer.err, answer.exitCode};
    }
    if (flag == QLatin1String("-C"))
        return Answer{{}, "netlink error: Operation not supported\n", 1};
    if (flag == QLatin1String("-G"))
        return Answer{{}, "netlink error: Operation not supported\n", 81};
    if (flag == QLatin1String("-L")) {
        for (int i = 3; i + 1 < argv.size(); i += 2) {
            if (!channels.contains(argv[i]) || argv[i + 1].toInt() > channelMax)
                return Answer{{},
                              "netlink error: requested channel count exceeds maximum (offset 36)\n"
                              "netlink error: Invalid argument\n",
                              1};
        }
        for (int i = 3; i + 1 < argv.size(); i += 2)
            channels[argv[i]] = argv[i + 1].toInt();
        return {};
    }
    if (flag != QLatin1String("-K"))
        return Answer{{}, "ethtool: bad command line argument(s)\n", 1};
    for (int i = 3; i + 1 < argv.size(); i += 2) {
        const QString name = shortNames().value(argv[i], argv[i]);
        if (!features.contains(name))
            return Answer{{}, "netlink error: bit name not found (offset 56)\nnetlink error: Operation not supported\n", 92};
        if (fixedFeatures.contains(name) || ignoredFeatures.contains(name))
            continue;
        features[name] = argv[i + 1];
        // Like drivers that do not remember requested features: without tx checksums TSO is off
        // and stays off when checksums come back.
        if (name == QLatin1String("tx-checksumming") && argv[i + 1] == QLatin1String("off"))
            features[QStringLiteral("tcp-segmentation-offload")] = QStringLiteral("off");
    }
    return {};
}

FakeLinuxHost::Answer FakeLinuxHost::sysctlWrite(const QStringList &argv)
{
    const QString assignment = argv.value(2);
    const qsizetype eq = assignment.indexOf(QLatin1Char('='));
    const QString name = assignment.left(eq);
    if (argv.value(1) != QLatin1String("-w") || eq <= 0)
        return Answer{{}, "sysctl: bad usage\n", 1};
    if (!sysctls.contains(name))
        return Answer{{}, QStringLiteral("sysctl: cannot stat /proc/sys/%1: No such file or directory\n")
                              .arg(QString(name).replace(QLatin1Char('.'), QLatin1Char('/')))
                              .toUtf8(),
                      255};
    sysctls[name] = assignment.mid(eq + 1);
    return Answer{(name + QStringLiteral(" = ") + assignment.mid(eq + 1) + QLatin1Char('\n')).toUtf8(), {}, 0};
}

} // namespace Tunebench::Test
