// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/journalbanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace Tunebench {

JournalBanner::JournalBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_error(new QLabel(this))
    , m_restore(new QPushButton(tr("Restore now"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    m_icon->setAlignment(Qt::AlignTop);
    for (QLabel *label : {m_text, m_error}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setForegroundRole(QPalette::ToolTipText);
    }
    m_restore->setToolTip(tr("Put every changed setting back to its value before Tunebench changed it, read it "
                             "back to verify, and close the journal."));
    connect(m_restore, &QPushButton::clicked, this, [this] { Q_EMIT restoreRequested(hosts()); });

    auto *texts = new QVBoxLayout;
    texts->addWidget(m_text);
    texts->addWidget(m_error);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_icon);
    layout->addLayout(texts, 1);
    layout->addWidget(m_restore, 0, Qt::AlignTop);
    m_error->hide();
    hide();
}

void JournalBanner::setOpenJournals(const QList<OpenJournalEntry> &journals)
{
    m_journals = journals;
    m_restoring = false;
    m_error->hide();
    describe();
    setVisible(!m_journals.isEmpty());
}

void JournalBanner::setRestoring(bool restoring)
{
    m_restoring = restoring;
    if (restoring)
        m_error->hide();
    describe();
}

void JournalBanner::setRestoreError(const QString &message)
{
    m_restoring = false;
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    describe();
}

QStringList JournalBanner::hosts() const
{
    QStringList hosts;
    for (const OpenJournalEntry &journal : m_journals)
        if (!hosts.contains(journal.host))
            hosts << journal.host;
    return hosts;
}

QString JournalBanner::text() const
{
    return m_text->text() + (m_error->isVisibleTo(this) ? QLatin1Char('\n') + m_error->text() : QString());
}

void JournalBanner::describe()
{
    // One line per host, interface and owner: an exploration opens a journal per change, and a
    // line per journal (or per key) would push the window's content off the screen.
    struct Group
    {
        QString where;
        QString owner;
        QDateTime openedAt; ///< the oldest journal's
        QStringList keys;
    };
    QList<Group> groups;
    for (const OpenJournalEntry &journal : std::as_const(m_journals)) {
        const QString where
            = journal.interfaceName.isEmpty() ? journal.host : tr("%1 (%2)").arg(journal.host, journal.interfaceName);
        auto group = std::find_if(
            groups.begin(), groups.end(), [&](const Group &g) { return g.where == where && g.owner == journal.owner; });
        if (group == groups.end())
            group = groups.insert(groups.end(), Group {where, journal.owner, journal.openedAt, {}});
        group->openedAt = std::min(group->openedAt, journal.openedAt);
        for (const QString &key : journal.keys)
            if (!group->keys.contains(key))
                group->keys << key;
    }
    const auto line = [](const Group &group, qsizetype maxKeys) {
        QString keys = group.keys.mid(0, maxKeys).join(QLatin1String(", "));
        if (group.keys.isEmpty())
            keys = tr("no key left to restore, not yet verified");
        else if (group.keys.size() > maxKeys)
            //: %1: the first changed keys, %n: how many more there are
            keys = tr("%1 and %n more", nullptr, int(group.keys.size() - maxKeys)).arg(keys);
        //: host, changed keys, who changed them (an experiment), when
        return tr("• %1: %2 — changed by %3 on %4")
            .arg(
                group.where, keys, group.owner, QLocale().toString(group.openedAt.toLocalTime(), QLocale::ShortFormat));
    };

    QStringList lines;
    lines << (m_restoring ? tr("Restoring the settings Tunebench changed...")
                          : tr("Tunebench changed settings that were never put back (it stopped or lost the connection "
                               "before restoring them):"));
    QStringList all;
    bool cut = groups.size() > MaxLines;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        if (i < MaxLines)
            lines << line(groups.at(i), MaxKeys);
        cut = cut || groups.at(i).keys.size() > MaxKeys;
        all << line(groups.at(i), std::numeric_limits<qsizetype>::max());
    }
    if (groups.size() > MaxLines)
        lines << tr("• and %n more; the tooltip lists them all", nullptr, int(groups.size() - MaxLines));
    m_text->setText(lines.join(QLatin1Char('\n')));
    m_text->setToolTip(cut ? all.join(QLatin1Char('\n')) : QString());
    m_restore->setEnabled(!m_restoring && !m_journals.isEmpty());
}

} // namespace Tunebench
