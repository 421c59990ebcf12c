// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// One category per backend; enable with QT_LOGGING_RULES="tunebench.*=true".
// Never log a password, a passphrase or key material through any of them.
Q_DECLARE_LOGGING_CATEGORY(lcCore)
Q_DECLARE_LOGGING_CATEGORY(lcTransport)
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
Q_DECLARE_LOGGING_CATEGORY(lcHosts)
Q_DECLARE_LOGGING_CATEGORY(lcNetperf)
Q_DECLARE_LOGGING_CATEGORY(lcTunables)
Q_DECLARE_LOGGING_CATEGORY(lcExperiment)
Q_DECLARE_LOGGING_CATEGORY(lcStats)
Q_DECLARE_LOGGING_CATEGORY(lcStore)
Q_DECLARE_LOGGING_CATEGORY(lcReport)
