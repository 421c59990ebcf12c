// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/proberesult.h"

#include <QJsonArray>

namespace Tunebench {

namespace {

QJsonObject toolJson(const ToolInfo &tool)
{
    QJsonObject object{{QStringLiteral("present"), tool.present}};
    if (tool.present) {
        object.insert(QStringLiteral("path"), tool.path);
        object.insert(QStringLiteral("version"), tool.version);
    } else {
        object.insert(QStringLiteral("install"), tool.installHint);
    }
    return object;
}

} // namespace

QJsonObject ProbeResult::toJson() const
{
    QJsonObject object{{QStringLiteral("host"), host}, {QStringLiteral("reachable"), reachable}};
    if (error) {
        object.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), errorCodeName(error->code)},
                                                           {QStringLiteral("message"), error->message},
                                                           {QStringLiteral("detail"), error->detail}});
    }
    if (!reachable)
        return object;
    if (!fingerprint.isEmpty()) {
        object.insert(QStringLiteral("fingerprint"), fingerprint);
        object.insert(QStringLiteral("host_key_type"), hostKeyType);
    }
    object.insert(QStringLiteral("user"), user);
    object.insert(QStringLiteral("uid"), uid);
    object.insert(QStringLiteral("privilege"), privilege);
    if (!privilegeDetail.isEmpty())
        object.insert(QStringLiteral("privilege_detail"), privilegeDetail);
    object.insert(QStringLiteral("kernel"), kernel);
    object.insert(QStringLiteral("arch"), arch);
    object.insert(QStringLiteral("os"), os);
    object.insert(QStringLiteral("cpus"), cpus);
    if (!remoteShell.isEmpty()) {
        object.insert(QStringLiteral("remote_shell"), remoteShell);
        if (!remoteShellDetail.isEmpty())
            object.insert(QStringLiteral("remote_shell_detail"), remoteShellDetail);
    }
    QJsonArray interfacesJson;
    for (const InterfaceInfo &info : interfaces) {
        interfacesJson.append(QJsonObject{{QStringLiteral("name"), info.name},
                                          {QStringLiteral("driver"), info.driver},
                                          {QStringLiteral("kind"), info.kind},
                                          {QStringLiteral("state"), info.operState},
                                          {QStringLiteral("mac"), info.mac},
                                          {QStringLiteral("mtu"), info.mtu},
                                          {QStringLiteral("speed_mbps"), info.speedMbps},
                                          {QStringLiteral("addresses"), QJsonArray::fromStringList(info.addresses)}});
    }
    object.insert(QStringLiteral("interfaces"), interfacesJson);
    QJsonObject netperfJson = toolJson(netperf);
    if (netperf.present)
        netperfJson.insert(QStringLiteral("demo_mode"), netperfDemoMode);
    object.insert(QStringLiteral("netperf"), netperfJson);
    object.insert(QStringLiteral("netserver"), toolJson(netserver));
    object.insert(QStringLiteral("ethtool"), toolJson(ethtool));
    object.insert(QStringLiteral("clockOffsetSeconds"), clock ? QJsonValue(clock->seconds) : QJsonValue());
    if (clock && clock->uncertainty)
        object.insert(QStringLiteral("clockOffsetUncertaintySeconds"), *clock->uncertainty);
    if (!clockError.isEmpty())
        object.insert(QStringLiteral("clockError"), clockError);
    object.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    return object;
}

} // namespace Tunebench
