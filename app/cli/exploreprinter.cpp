// SPDX-License-Identifier: GPL-3.0-or-later
#include "exploreprinter.h"

#include "clicontext.h"
#include "experimentprinter.h"
#include "experiment/exploreanalysis.h"
#include "experiment/exploresession.h"
#include "displaytext/statustext.h"

#include <QJsonArray>

namespace Tunebench::Cli {

namespace {

QString number(const std::optional<double> &value, int decimals = 1)
{
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("-");
}

QString seconds(double t)
{
    return QStringLiteral("%1 s").arg(t, 6, 'f', 1);
}

} // namespace

ExplorePrinter::ExplorePrinter(CliContext &context, bool statusLine)
    : m_context(context)
    , m_statusLine(statusLine)
{
}

void ExplorePrinter::attach(ExploreSession &session)
{
    const bool json = m_context.options().json;
    QObject::connect(&session, &ExploreSession::message, &session, [this](const QString &text) { note(text); });
    QObject::connect(&session, &ExploreSession::hostBusy, &session, [this, json](const QString &host, const QString &holder) {
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("waiting")}, {QStringLiteral("host"), host},
                {QStringLiteral("holder"), holder}});
    });
    QObject::connect(&session, &ExploreSession::started, &session, [this, json](qint64 id) {
        if (json) {
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("exploration")}, {QStringLiteral("id"), id}});
            return;
        }
        note(tr("Exploration %1 is running. Type changes such as 'server adaptive-rx=off', 'compare 1 2', "
                "'experiment 1 2 -o ab.json' or 'quit' ('help' lists them).")
                 .arg(id));
    });
    QObject::connect(&session, &ExploreSession::sample, &session, [this, json, &session](double t, double rate) {
        m_lastRate = rate;
        if (json)
            m_context.printJson({{QStringLiteral("event"), QStringLiteral("sample")}, {QStringLiteral("t"), t},
                {QStringLiteral("rate"), rate}});
        else if (m_statusLine)
            status(session);
    });
    QObject::connect(&session, &ExploreSession::changeStarted, &session, [this, json](int, const QString &label) {
        if (!json)
            note(tr("Applying %1 ...").arg(label));
    });
    QObject::connect(&session, &ExploreSession::markerAdded, &session, [this](const ExploreMarker &m) { marker(m); });
    QObject::connect(&session, &ExploreSession::markerSideEffects, &session,
                     [this](int seq, const QStringList &effects) { sideEffects(seq, effects); });
    QObject::connect(&session, &ExploreSession::segmentUpdated, &session, [this](const ExploreSegmentStats &stats) {
        if (!stats.open)
            segment(stats);
    });
}

void ExplorePrinter::clearStatus()
{
    if (!m_statusShown)
        return;
    m_context.err() << "\r\033[K";
    m_context.err().flush();
    m_statusShown = false;
}

void ExplorePrinter::status(const ExploreSession &session)
{
    const ExploreSegmentStats stats = session.segmentStats(int(session.timeline().segments().size()) - 1);
    const QString text = tr("t %1  segment %2  rate %3 Trans/s  median %4")
                             .arg(seconds(session.now()))
                             .arg(stats.index + 1)
                             .arg(m_lastRate, 0, 'f', 0)
                             .arg(stats.rate ? QString::number(stats.rate->median, 'f', 0) : QStringLiteral("-"));
    m_context.err() << "\r\033[K" << text.left(150);
    m_context.err().flush();
    m_statusShown = true;
}

void ExplorePrinter::note(const QString &text)
{
    if (m_context.options().json) {
        m_context.printJson({{QStringLiteral("event"), QStringLiteral("message")}, {QStringLiteral("text"), text}});
        return;
    }
    clearStatus();
    m_context.err() << text << '\n';
    m_context.err().flush();
}

void ExplorePrinter::marker(const ExploreMarker &m)
{
    if (m_context.options().json) {
        QJsonObject object = m.toJson();
        object.insert(QStringLiteral("event"), QStringLiteral("marker"));
        m_context.printJson(object);
        return;
    }
    clearStatus();
    QStringList values;
    for (const ExploreKeyChange &change : m.changes)
        if (!change.original.isEmpty() || !change.verified.isEmpty())
            values << QStringLiteral("%1: %2 -> %3").arg(change.key, change.original, change.verified);
    QString line
        = tr("[%1] marker %2  %3  %4").arg(seconds(m.at)).arg(m.seq).arg(m.label, ExploreMarker::statusText(m.status));
    if (!values.isEmpty())
        line += QStringLiteral("  (%1)").arg(values.join(QLatin1String(", ")));
    if (!m.error.isEmpty())
        line += QStringLiteral("  ") + m.error;
    if (m.segment >= 0)
        line += tr("  -> segment %1").arg(m.segment + 1);
    m_context.out() << line << '\n';
    for (const QString &effect : m.sideEffects)
        m_context.out() << tr("    also changed: %1").arg(effect) << '\n';
    m_context.out().flush();
}

// What the host showed changed besides the marker's own settings, read after the marker was sent.
void ExplorePrinter::sideEffects(int seq, const QStringList &effects)
{
    if (m_context.options().json) {
        m_context.printJson({{QStringLiteral("event"), QStringLiteral("side_effects")},
                             {QStringLiteral("seq"), seq},
                             {QStringLiteral("sideEffects"), QJsonArray::fromStringList(effects)}});
        return;
    }
    clearStatus();
    for (const QString &effect : effects)
        m_context.out() << tr("    marker %1 also changed: %2").arg(seq).arg(effect) << '\n';
    m_context.out().flush();
}

QString ExplorePrinter::segmentLine(const ExploreSegmentStats &s) const
{
    QString line
        = tr("segment %1 (%2) %3-%4 s: ").arg(s.index + 1).arg(s.label).arg(s.start, 0, 'f', 1).arg(s.end, 0, 'f', 1);
    if (!s.rate)
        return line + tr("no settled intervals yet");
    line += tr("median %1 Trans/s (CV %2%, %3 intervals); S.dem client %4 server %5 us/Tr; interrupts/s client %6 "
               "server %7; context switches/s client %8 server %9")
                .arg(s.rate->median, 0, 'f', 1)
                .arg(100 * s.rate->cv, 0, 'f', 1)
                .arg(s.intervals)
                .arg(number(s.client.serviceDemand, 2), number(s.server.serviceDemand, 2),
                    number(s.client.interrupts, 0), number(s.server.interrupts, 0), number(s.client.contextSwitches, 0),
                    number(s.server.contextSwitches, 0));
    if (!s.flags().isEmpty())
        line += tr("; unstable: %1").arg(s.flags().join(QLatin1String(", ")));
    return line;
}

void ExplorePrinter::segment(const ExploreSegmentStats &stats)
{
    if (m_context.options().json) {
        QJsonObject object = stats.toJson();
        object.insert(QStringLiteral("event"), QStringLiteral("segment"));
        m_context.printJson(object);
        return;
    }
    clearStatus();
    m_context.out() << segmentLine(stats) << '\n';
    m_context.out().flush();
}

void ExplorePrinter::comparison(const ExploreComparison &c)
{
    if (m_context.options().json) {
        QJsonObject object = c.toJson();
        object.insert(QStringLiteral("event"), QStringLiteral("comparison"));
        m_context.printJson(object);
        return;
    }
    clearStatus();
    QTextStream &out = m_context.out();
    out << tr("Segment %1 vs segment %2 (each without its first %3 s):").arg(c.a + 1).arg(c.b + 1).arg(c.settleSeconds)
        << '\n';
    for (const auto &[id, comparison] : c.metrics)
        out << QStringLiteral("  %1: %2\n").arg(id, comparison.sentence);
    out << QStringLiteral("  ") << c.caveat << '\n';
    out.flush();
}

void ExplorePrinter::experimentWritten(const QString &file, const ExperimentSpec &spec, int a, int b)
{
    if (m_context.options().json) {
        m_context.printJson({{QStringLiteral("event"), QStringLiteral("experiment")}, {QStringLiteral("a"), a + 1},
            {QStringLiteral("b"), b + 1}, {QStringLiteral("file"), file}, {QStringLiteral("spec"), spec.toJson()}});
        return;
    }
    clearStatus();
    m_context.out() << tr(
        "Wrote %1: \"%2\", arms \"%3\" and \"%4\", %5 repetitions each. Run it with: tunebench-cli run %1")
                           .arg(file, spec.name, spec.arms.value(0).label, spec.arms.value(1).label)
                           .arg(spec.repetitions)
                    << '\n';
    m_context.out().flush();
}

void ExplorePrinter::lineError(const QString &line, const Error &error)
{
    if (m_context.options().json) {
        m_context.printJson({{QStringLiteral("event"), QStringLiteral("error")}, {QStringLiteral("line"), line},
            {QStringLiteral("code"), errorCodeName(error.code)}, {QStringLiteral("message"), error.message}});
        return;
    }
    note(tr("'%1': %2").arg(line.trimmed(), error.message));
}

void ExplorePrinter::segments(const ExploreSession &session)
{
    const int count = int(session.timeline().segments().size());
    for (int i = 0; i < count; ++i) {
        const ExploreSegmentStats stats = session.segmentStats(i);
        if (m_context.options().json) {
            QJsonObject object = stats.toJson();
            object.insert(QStringLiteral("event"), QStringLiteral("segment"));
            m_context.printJson(object);
        } else {
            clearStatus();
            m_context.out() << segmentLine(stats) << '\n';
        }
    }
    m_context.out().flush();
}

void ExplorePrinter::summary(const ExploreSession &session, const QString &status, const QString &error)
{
    const ExploreTimeline &timeline = session.timeline();
    const auto failed = std::count_if(timeline.markers().cbegin(), timeline.markers().cend(),
        [](const ExploreMarker &m) { return m.status == ExploreMarker::Status::Failed; });
    if (m_context.options().json) {
        QJsonArray segments, markers;
        for (int i = 0; i < timeline.segments().size(); ++i)
            segments << session.segmentStats(i).toJson();
        for (const ExploreMarker &m : timeline.markers())
            markers << m.toJson();
        m_context.printJson(
            {{QStringLiteral("event"), QStringLiteral("summary")}, {QStringLiteral("id"), session.explorationId()},
                {QStringLiteral("status"), status}, {QStringLiteral("error"), error},
                {QStringLiteral("segments"), segments}, {QStringLiteral("markers"), markers}});
        return;
    }
    clearStatus();
    QTextStream &out = m_context.out();
    out << '\n'
        //: the end of an exploration: "Exploration 7 completed: 42.0 s, 3 segments, 2 markers (1 failed)"
        << tr("Exploration %1 %2: %3 s, %4, %5 (%6 failed)")
               .arg(session.explorationId())
               .arg(statusText(status))
               .arg(session.now(), 0, 'f', 1)
               .arg(tr("%n segment(s)", nullptr, int(timeline.segments().size())),
                   tr("%n marker(s)", nullptr, int(timeline.markers().size())))
               .arg(failed)
        << '\n';
    if (!error.isEmpty())
        out << tr("Error: %1").arg(error) << '\n';
    for (int i = 0; i < timeline.segments().size(); ++i)
        out << "  " << segmentLine(session.segmentStats(i)) << '\n';
    out.flush();
}

void ExplorePrinter::stored(const StoredExploration &exploration)
{
    const ExploreTimeline &timeline = exploration.timeline;
    if (m_context.options().json) {
        QJsonArray segments, markers;
        for (int i = 0; i < timeline.segments().size(); ++i)
            segments << timeline.stats(i, exploration.end).toJson();
        for (const ExploreMarker &m : timeline.markers())
            markers << m.toJson();
        m_context.printJson({{QStringLiteral("id"), exploration.record.id}, {QStringLiteral("kind"), exploration.record.kind},
            {QStringLiteral("name"), exploration.record.name}, {QStringLiteral("status"), exploration.record.status},
            {QStringLiteral("createdAt"), exploration.record.createdAt.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("seconds"), exploration.end}, {QStringLiteral("exploration"), exploration.spec.toJson()},
            {QStringLiteral("intervals"), int(timeline.rates().size())}, {QStringLiteral("segments"), segments},
            {QStringLiteral("markers"), markers},
            {QStringLiteral("clockOffsets"), ClockOffset::pairJson(exploration.clientClock, exploration.serverClock)}});
        return;
    }
    QTextStream &out = m_context.out();
    out << tr("Exploration %1 \"%2\" (%3), %4 -> %5, %6 s, %7 interim intervals")
               .arg(exploration.record.id)
               .arg(exploration.record.name, statusText(exploration.record.status), exploration.spec.client.host,
                   exploration.spec.server.host)
               .arg(exploration.end, 0, 'f', 1)
               .arg(timeline.rates().size())
        << '\n';
    if (const QString clocks = ExperimentPrinter::clockOffsetsText({{exploration.clientClock, exploration.serverClock}});
        !clocks.isEmpty())
        //: each host's clock minus this machine's, with which the exploration's times were put on this machine's clock
        out << tr("Clocks: %1 (the host's clock minus this machine's)").arg(clocks) << '\n';
    for (const ExploreMarker &m : timeline.markers())
        marker(m);
    out << tr("Segments (each without its first %1 s after a change):").arg(timeline.settleSeconds()) << '\n';
    for (int i = 0; i < timeline.segments().size(); ++i)
        out << "  " << segmentLine(timeline.stats(i, exploration.end)) << '\n';
    out << tr("Compare two segments with --compare A,B; make an A/B experiment of them with --experiment A,B -o FILE.")
        << '\n';
    out.flush();
}

} // namespace Tunebench::Cli
