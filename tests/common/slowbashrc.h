// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A ~/.bashrc for a bed user that costs what `conda init` or `pyenv init` costs (a sleep) and
// counts the login shells that read it: one line per shell in a file next to it. Written while
// the bed's lock is held (Testbed::load()) and removed again when the object goes, also when a
// test fails; a file left by a crashed run is replaced.

#include <QDir>
#include <QFile>
#include <QString>

#include <pwd.h>
#include <unistd.h>

namespace Tunebench::Test {

class SlowBashrc
{
public:
    /// @p script replaces the sleep when given (e.g. `set -r` for a restricted shell).
    SlowBashrc(const QString &user, double sleepSeconds, const QString &script = {})
    {
        const passwd *entry = ::getpwnam(user.toLocal8Bit().constData());
        if (!entry)
            return;
        m_home = QString::fromLocal8Bit(entry->pw_dir);
        m_uid = entry->pw_uid;
        m_gid = entry->pw_gid;
        remove();
        QFile::remove(countPath());
        QFile file(bashrcPath());
        if (!file.open(QIODevice::WriteOnly))
            return;
        file.write(QByteArray("# ") + Marker + '\n');
        file.write("echo \"$$\" >>" + QFile::encodeName(countPath()) + '\n');
        const QByteArray body = script.isEmpty() ? "sleep " + QByteArray::number(sleepSeconds, 'f', 3) : script.toUtf8();
        file.write(body + '\n');
        file.close();
        [[maybe_unused]] const int owned = ::chown(QFile::encodeName(bashrcPath()).constData(), m_uid, m_gid);
        m_active = true;
    }
    ~SlowBashrc()
    {
        remove();
        if (!m_home.isEmpty())
            QFile::remove(countPath());
    }
    SlowBashrc(const SlowBashrc &) = delete;
    SlowBashrc &operator=(const SlowBashrc &) = delete;

    [[nodiscard]] bool isActive() const { return m_active; }
    /// Login shells that read the file since it was written.
    [[nodiscard]] int loginShells() const
    {
        QFile file(countPath());
        return file.open(QIODevice::ReadOnly) ? int(file.readAll().count('\n')) : 0;
    }
    void resetCount() const
    {
        if (!m_home.isEmpty())
            QFile::remove(countPath());
    }
    /// Takes the file away before the object goes (to measure without it).
    void remove()
    {
        m_active = false;
        if (m_home.isEmpty())
            return;
        QFile file(bashrcPath());
        // Only ever our own file: the bed's homes start empty, and a user's file stays untouched.
        if (file.open(QIODevice::ReadOnly) && file.readLine().contains(Marker)) {
            file.close();
            file.remove();
        }
    }

private:
    static constexpr char Marker[] = "written by Tunebench's tests (SlowBashrc); removed when they end";
    [[nodiscard]] QString bashrcPath() const { return m_home + QStringLiteral("/.bashrc"); }
    [[nodiscard]] QString countPath() const { return m_home + QStringLiteral("/.tunebench-login-shells"); }

    QString m_home;
    uid_t m_uid = 0;
    gid_t m_gid = 0;
    bool m_active = false;
};

} // namespace Tunebench::Test
