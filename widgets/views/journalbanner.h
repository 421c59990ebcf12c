// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimenthistory.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace Tunebench {

/**
 * The warning shown while the tunables journal holds changes Tunebench has not put back (after
 * a crash or a lost connection): which host and interface, which keys, and who made them (the
 * experiment), with "Restore now". The banner hides itself when told the journal is clean.
 */
class JournalBanner : public QFrame
{
    Q_OBJECT
public:
    explicit JournalBanner(QWidget *parent = nullptr);

    /// The open journals (ExperimentHistory::openJournals); an empty list hides the banner.
    void setOpenJournals(const QList<OpenJournalEntry> &journals);
    /// While the controller restores: the button is disabled and the text says so.
    void setRestoring(bool restoring);
    /// A restore that failed or could not be verified; the banner stays.
    void setRestoreError(const QString &message);

    [[nodiscard]] const QList<OpenJournalEntry> &openJournals() const { return m_journals; }
    /// The hosts with open journals, in the order of the journals (newest first).
    [[nodiscard]] QStringList hosts() const;
    [[nodiscard]] QString text() const;
    [[nodiscard]] QPushButton *restoreButton() const { return m_restore; }

Q_SIGNALS:
    /// Restore every open journal of these hosts (ExperimentHistory::restoreHost per host).
    void restoreRequested(const QStringList &hosts);

public:
    /// At most this many lines of journals (grouped by host, interface and owner), each naming at
    /// most MaxKeys keys; the label's tooltip then lists everything.
    static constexpr qsizetype MaxLines = 4;
    static constexpr qsizetype MaxKeys = 8;

private:
    void describe();

    QList<OpenJournalEntry> m_journals;
    QLabel *m_icon;
    QLabel *m_text;
    QLabel *m_error;
    QPushButton *m_restore;
    bool m_restoring = false;
};

} // namespace Tunebench
