// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/hostsnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tunebench {

/// What a host's driver supports for one key, as `tunables show` and the tunables views say it.
struct KeySupport
{
    enum class Level {
        Writable,    ///< Tunebench can change it
        Fixed,       ///< the driver reports it but does not let it change ("[fixed]")
        Unsupported, ///< n/a, the whole category refused, or not listed by the tool
        ReadOnly,    ///< recorded, never written (link facts, read-only sysctls)
    };
    QString key; ///< canonical id
    Level level = Level::Unsupported;
    QString value;  ///< the value now ("" when there is none)
    QString reason; ///< for anything not writable: why, in the tool's words where it gave any
    QString note;   ///< what the driver is known to do with it (DriverKnowledge), or ""

    [[nodiscard]] static QString levelName(Level level); ///< "writable", "fixed", "unsupported", "read-only"
};

class KeySupportTable
{
    Q_DECLARE_TR_FUNCTIONS(KeySupportTable)
public:
    /// Every key of @p snapshot, plus every coalescing, ring and channel parameter ethtool has
    /// that the snapshot lacks (unsupported, with the category's reason or "not listed"), in key
    /// order.
    [[nodiscard]] static QList<KeySupport> build(const HostSnapshot &snapshot);
};

} // namespace Tunebench
