// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/experimentrepository.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tunebench {

/// A setting an experiment asked for that the host did not take as asked, from the runs' stored
/// outcomes (the engine's settings JSON): one per host, key and outcome, naming every arm it
/// happened in, in the driver's words. The results view and every report show the same list.
struct SettingProblem
{
    enum class Kind {
        Unsupported, ///< the host has no such key; the arms ran without it
        Refused,     ///< the driver or tool refused the write
        NotVerified, ///< written, but read back otherwise
        NotAsSet,    ///< verified, but rounded by the driver or without effect (the driver's note)
    };
    Kind kind = Kind::Unsupported;
    QString text; ///< translated, one sentence
};

class SettingProblems
{
    Q_DECLARE_TR_FUNCTIONS(SettingProblems)
public:
    [[nodiscard]] static QList<SettingProblem> find(const QList<RunRecord> &runs, const QList<ArmRecord> &arms);
};

} // namespace Tunebench
