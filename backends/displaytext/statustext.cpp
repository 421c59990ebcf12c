// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaytext/statustext.h"

#include <QCoreApplication>

namespace Tunebench {

namespace {

// lupdate files StatusText::tr() under the context asked for at run time.
struct StatusText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::StatusText)
};

} // namespace

QString statusText(const QString &status)
{
    //: status of an experiment, a run or an exploration
    if (status == QLatin1String("pending"))
        return StatusText::tr("pending");
    //: status of an experiment, a run or an exploration
    if (status == QLatin1String("running"))
        return StatusText::tr("running");
    //: status of an experiment, a run or an exploration
    if (status == QLatin1String("completed"))
        return StatusText::tr("completed");
    //: status of an experiment, a run or an exploration
    if (status == QLatin1String("failed"))
        return StatusText::tr("failed");
    //: status of an experiment, a run or an exploration: stopped by the user
    if (status == QLatin1String("aborted"))
        return StatusText::tr("aborted");
    //: status of an experiment, a run or an exploration: Tunebench stopped while it ran
    if (status == QLatin1String("interrupted"))
        return StatusText::tr("interrupted");
    return status;
}

} // namespace Tunebench
