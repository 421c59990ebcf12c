// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfbanner.h"

#include "netperf/netperftext.h"

#include <QStringList>

#include <string_view>

namespace Tunebench {

namespace {

struct Endpoint
{
    QString host;
    QString address;
    int port = -1;
    QString family;
};

/// "198.18.0.2 () port 0 AF_INET"
std::optional<Endpoint> parseEndpoint(QByteArrayView text)
{
    Endpoint endpoint;
    QByteArrayView rest = text;
    endpoint.host = QString::fromUtf8(NetperfText::nextToken(rest));
    const QByteArrayView address = NetperfText::nextToken(rest);
    if (endpoint.host.isEmpty() || !address.startsWith('(') || !address.endsWith(')'))
        return std::nullopt;
    endpoint.address = QString::fromUtf8(address.sliced(1, address.size() - 2));
    if (NetperfText::nextToken(rest) != "port")
        return std::nullopt;
    const auto port = NetperfText::toNumber(NetperfText::nextToken(rest));
    if (!port || *port < 0 || *port > 65535)
        return std::nullopt;
    endpoint.port = int(*port);
    const QByteArrayView family = NetperfText::nextToken(rest);
    if (!family.startsWith("AF_") || !NetperfText::trimmed(rest).isEmpty())
        return std::nullopt;
    endpoint.family = QString::fromUtf8(family);
    return endpoint;
}

void applyAnnotation(TestBanner &banner, const QString &annotation)
{
    banner.annotations << annotation;
    if (annotation == QLatin1String("demo")) {
        banner.demo = true;
    } else if (annotation == QLatin1String("nodelay")) {
        banner.noDelay = true;
    } else if (annotation == QLatin1String("cpu bind")) {
        banner.cpuBind = true;
    } else if (annotation.startsWith(QLatin1String("first burst "))) {
        bool ok = false;
        const int burst = annotation.mid(12).toInt(&ok);
        if (ok)
            banner.firstBurst = burst;
    } else if (annotation.startsWith(QLatin1String("+/-")) && annotation.contains(QLatin1String("conf."))) {
        // "+/-0.500% @ 99% conf."
        const qsizetype percent = annotation.indexOf(QLatin1Char('%'));
        const qsizetype at = annotation.indexOf(QLatin1Char('@'));
        bool widthOk = false;
        bool levelOk = false;
        const double width = annotation.mid(3, percent - 3).toDouble(&widthOk);
        const double level
            = annotation.mid(at + 1, annotation.indexOf(QLatin1Char('%'), at) - at - 1).trimmed().toDouble(&levelOk);
        if (percent > 3 && widthOk)
            banner.confidenceHalfWidth = width;
        if (at > 0 && levelOk)
            banner.confidenceLevel = level;
    }
}

} // namespace

bool isKnownAnnotation(const QString &annotation)
{
    // print_top_test_header() in src/nettest_omni.c.
    static const QStringList words
        = {QStringLiteral("demo"), QStringLiteral("nodelay"), QStringLiteral("copy avoidance"),
            QStringLiteral("no control"), QStringLiteral("histogram"), QStringLiteral("interval"),
            QStringLiteral("spin interval"), QStringLiteral("dirty data"), QStringLiteral("cpu bind")};
    if (words.contains(annotation))
        return true;
    // "first burst N" and "+/-W% @ L% conf." (" on result only" after it with -r).
    QStringView rest(annotation);
    const auto take = [&rest](QLatin1String text) {
        if (!rest.startsWith(text))
            return false;
        rest = rest.mid(text.size());
        return true;
    };
    const auto takeNumber = [&rest](bool point) {
        qsizetype n = 0;
        while (n < rest.size() && ((rest[n] >= u'0' && rest[n] <= u'9') || (point && rest[n] == u'.')))
            ++n;
        rest = rest.mid(n);
        return n > 0;
    };
    if (take(QLatin1String("first burst ")))
        return takeNumber(false) && rest.isEmpty();
    return take(QLatin1String("+/-")) && takeNumber(true) && take(QLatin1String("% @ ")) && takeNumber(false)
        && take(QLatin1String("% conf.")) && (rest.isEmpty() || rest == QLatin1String(" on result only"));
}

namespace {
/// Whether " TEST from " is in @p line. Searched from its 'T' (a search from the blank stops at
/// every blank of a table row) and the blank before it checked after.
bool containsTestFrom(QByteArrayView line)
{
    const std::string_view text(line.data(), size_t(line.size()));
    for (size_t at = text.find("TEST from "); at != std::string_view::npos; at = text.find("TEST from ", at + 1)) {
        if (at > 0 && text[at - 1] == ' ')
            return true;
    }
    return false;
}
} // namespace

bool looksLikeBanner(QByteArrayView line)
{
    line = NetperfText::trimmed(line);
    return NetperfText::startsWith(line, "MIGRATED ") || containsTestFrom(line);
}

std::optional<TestBanner> parseBanner(QByteArrayView line)
{
    line = NetperfText::trimmed(line);
    const qsizetype testFrom = NetperfText::indexOf(line, " TEST from ");
    if (testFrom <= 0)
        return std::nullopt;
    TestBanner banner;
    QByteArrayView name = line.first(testFrom);
    if (name.startsWith("MIGRATED ")) {
        banner.migrated = true;
        name = name.sliced(9);
    }
    banner.testName = QString::fromUtf8(NetperfText::trimmed(name));
    const QByteArrayView rest = line.sliced(testFrom + 11);
    const qsizetype firstColon = NetperfText::indexOf(rest, " : ");
    const QByteArrayView endpoints = firstColon >= 0 ? rest.first(firstColon) : rest;
    const qsizetype to = NetperfText::indexOf(endpoints, " to ");
    if (to < 0)
        return std::nullopt;
    const auto local = parseEndpoint(endpoints.first(to));
    const auto remote = parseEndpoint(endpoints.sliced(to + 4));
    if (!local || !remote || banner.testName.isEmpty())
        return std::nullopt;
    banner.localHost = local->host;
    banner.localAddress = local->address;
    banner.localPort = local->port;
    banner.localFamily = local->family;
    banner.remoteHost = remote->host;
    banner.remoteAddress = remote->address;
    banner.remotePort = remote->port;
    banner.remoteFamily = remote->family;
    if (firstColon >= 0) {
        const QString annotations = QString::fromUtf8(rest.sliced(firstColon + 3));
        for (const QString &part : annotations.split(QLatin1String(" : "), Qt::SkipEmptyParts)) {
            QString annotation = part.trimmed();
            // A wrapped banner may leave a dangling ':' behind ("demo :").
            while (annotation.endsWith(QLatin1Char(':')))
                annotation = annotation.chopped(1).trimmed();
            if (!annotation.isEmpty())
                applyAnnotation(banner, annotation);
        }
    }
    return banner;
}

} // namespace Tunebench
