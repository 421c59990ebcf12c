# SPDX-License-Identifier: GPL-3.0-or-later
# A throwaway PostgreSQL cluster for the tests (issue 28), sourced by scripts/test:
#   tb_pg_start   initdb into a temporary directory as an unprivileged user (nobody when run as
#                 root), listen on a Unix socket in that directory only, export its URI as
#                 TUNEBENCH_TEST_PGURI (superuser "tunebench", trust authentication on the socket,
#                 which only this machine can reach and the directory's mode guards)
#   tb_pg_stop    stop it and delete the directory
#   tb_pg_kill DIR    stop its server at once, as a crash would (the data stays), for the tests of
#                     a server lost mid-run; tb_pg_resume DIR starts it again
# Standalone: scripts/lib/pgcluster.sh start|stop|kill|resume DIR prints the URI / stops, kills or
# resumes the cluster in DIR.

tb_pg_bindir() {
    local dir
    for dir in /usr/lib/postgresql/*/bin; do
        [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
    done
    command -v initdb >/dev/null && { dirname "$(command -v initdb)"; return 0; }
    return 1
}

# Runs the server's tools as the cluster's owner.
tb_pg_as_owner() {
    if [ "$(id -u)" = 0 ]; then
        (cd / && runuser -u nobody -- "$@")
    else
        "$@"
    fi
}

# tb_pg_start [DIR]: DIR defaults to a new temporary directory. Sets TB_PG_DIR.
tb_pg_start() {
    local bin
    bin=$(tb_pg_bindir) || { echo "pgcluster: no PostgreSQL server (Debian: postgresql)" >&2; return 1; }
    TB_PG_DIR=${1:-$(mktemp -d /tmp/tunebench-pg.XXXXXX)}
    mkdir -p "$TB_PG_DIR"
    [ "$(id -u)" = 0 ] && chown nobody: "$TB_PG_DIR"
    chmod 700 "$TB_PG_DIR"
    tb_pg_as_owner "$bin/initdb" -D "$TB_PG_DIR/data" -U tunebench --auth=trust -E UTF8 --locale=C.UTF-8 \
        >"$TB_PG_DIR/initdb.log" 2>&1 || { cat "$TB_PG_DIR/initdb.log" >&2; return 1; }
    tb_pg_resume "$TB_PG_DIR" || return 1
    export TUNEBENCH_TEST_PGURI="postgresql:///postgres?host=$TB_PG_DIR&user=tunebench"
}

# tb_pg_resume DIR: starts the server of the cluster in DIR (after tb_pg_start made it).
tb_pg_resume() {
    local bin dir=$1
    bin=$(tb_pg_bindir) || return 1
    # Unix socket only, in the cluster's own 700 directory: only its owner and root reach it.
    tb_pg_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off -c max_connections=200" \
        start >/dev/null || { cat "$dir/server.log" >&2; return 1; }
}

# tb_pg_kill DIR: the server goes away as in a crash (immediate shutdown: no checkpoint, every
# connection dropped); the data stays for tb_pg_resume.
tb_pg_kill() {
    local bin dir=$1
    bin=$(tb_pg_bindir) || return 1
    tb_pg_as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
}

tb_pg_stop() {
    local bin dir=${1:-${TB_PG_DIR:-}}
    [ -n "$dir" ] && [ -d "$dir/data" ] || return 0
    bin=$(tb_pg_bindir) || return 0
    tb_pg_as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    case "${1:-}" in
    start) tb_pg_start "${2:-}" && echo "$TUNEBENCH_TEST_PGURI" ;;
    stop) tb_pg_stop "${2:?pgcluster.sh stop DIR}" ;;
    kill) tb_pg_kill "${2:?pgcluster.sh kill DIR}" ;;
    resume) tb_pg_resume "${2:?pgcluster.sh resume DIR}" ;;
    *) echo "usage: $0 start [DIR] | stop DIR | kill DIR | resume DIR" >&2; exit 2 ;;
    esac
fi
