// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to tb_ssh: the only header that names libssh types. Nothing outside this folder may
// include it (libssh is linked PRIVATE).

#include <libssh/callbacks.h>
#include <libssh/libssh.h>
#include <libssh/libssh_version.h>

#include <QString>

#include <memory>

namespace Tunebench::SshHandles {

struct SessionDeleter
{
    void operator()(ssh_session s) const { ssh_free(s); }
};
struct KeyDeleter
{
    void operator()(ssh_key k) const { ssh_key_free(k); }
};
struct EventDeleter
{
    void operator()(ssh_event e) const { ssh_event_free(e); }
};
struct StringDeleter
{
    void operator()(char *p) const { ssh_string_free_char(p); }
};

using Session = std::unique_ptr<ssh_session_struct, SessionDeleter>;
using Key = std::unique_ptr<ssh_key_struct, KeyDeleter>;
using Event = std::unique_ptr<ssh_event_struct, EventDeleter>;
using CString = std::unique_ptr<char, StringDeleter>;

inline QString lastError(ssh_session session)
{
    return QString::fromUtf8(ssh_get_error(session));
}

} // namespace Tunebench::SshHandles
