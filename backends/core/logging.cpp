// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logging.h"

Q_LOGGING_CATEGORY(lcCore, "tunebench.core", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTransport, "tunebench.transport", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "tunebench.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcHosts, "tunebench.hosts", QtWarningMsg)
Q_LOGGING_CATEGORY(lcNetperf, "tunebench.netperf", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTunables, "tunebench.tunables", QtWarningMsg)
Q_LOGGING_CATEGORY(lcExperiment, "tunebench.experiment", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStats, "tunebench.stats", QtWarningMsg)
Q_LOGGING_CATEGORY(lcStore, "tunebench.store", QtWarningMsg)
Q_LOGGING_CATEGORY(lcReport, "tunebench.report", QtWarningMsg)
