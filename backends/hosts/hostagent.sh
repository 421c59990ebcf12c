# SPDX-License-Identifier: GPL-3.0-or-later
# Tunebench's host agent: a host lease and the host's own restore (docs/architecture.md, "Host
# leases"). Run as: sh -c SCRIPT tunebench-agent MODE LEASEDIR STATEDIR KEY [ARGS...]
#   hold HOLDER GRACE   take the lease, keep it while stdin is open, run the armed restore steps
#                       when the controller goes (end of input, GRACE s of silence, TERM)
#   records             print what earlier agents restored on their own
#   forget NAME...      delete those records
#   confirm             confirm the pending changes of a `tunables apply --confirm`
# Plain POSIX sh (dash, bash, busybox ash); flock(1) for the lock where the host has it.
set -u
mode=$1 leases=$2 state=$3 key=$4
shift 4
[ -n "$state" ] || state=${XDG_STATE_HOME:-${HOME:-/tmp}/.local/state}/tunebench
if [ -z "$key" ]; then
    # Tunables belong to a network stack: two namespaces of one kernel are two hosts.
    ns=$(readlink /proc/self/ns/net 2>/dev/null | tr -cd 0-9)
    key=net${ns:-host}
fi
priv=$state/$key
work=$priv/agent
now() { date +%s; }
say() { printf '%s\n' "$*" 2>/dev/null; }

# A record's name is safe to pass back: digits, dots and the .rec suffix only.
records() {
    for f in "$priv"/records/*.rec; do
        [ -e "$f" ] || continue
        printf 'record\t%s\n' "${f##*/}"
        cat "$f"
    done
    if [ -d "$work" ] && kill -0 "$(cat "$work/pid" 2>/dev/null)" 2>/dev/null; then
        printf 'pending\t%s\t%s\n' "$(cat "$work/pid")" "$(cat "$work/deadline" 2>/dev/null)"
    fi
    printf 'end\t%s\n' "$key"
}

forget() {
    for n; do
        case $n in
        *[!0-9.]*.rec | */* | .*) ;;
        *.rec) rm -f "$priv/records/$n" ;;
        esac
    done
    say "forgotten"
}

confirm() {
    pid=$(cat "$work/pid" 2>/dev/null)
    if [ -z "$pid" ] || [ ! -s "$work/deadline" ] || ! kill -0 "$pid" 2>/dev/null; then
        say "nothing"
        return 0
    fi
    : > "$work/confirmed"
    i=0
    while kill -0 "$pid" 2>/dev/null && [ $i -lt 10 ]; do
        sleep 1
        i=$((i + 1))
    done
    if kill -0 "$pid" 2>/dev/null; then say "unanswered $pid"; else say "confirmed $pid"; fi
}

# One restore step: ROOT CODES ARG...; the controller quoted every ARG for sh.
runstep() {
    r=$1 c=$2
    shift 2
    if [ "$r" = 1 ] && [ "$(id -u)" != 0 ]; then set -- sudo -n -- "$@"; fi
    "$@" < /dev/null >> "$work/output" 2>&1
    rc=$?
    printf 'step\t%s\t%s\t%s\n' "$rc" "$c" "$*" >> "$rec.tmp"
}

# Runs every armed slot once (whoever claims "fired" first: the reader or the watchdog) and
# leaves a record for the controller's next connection.
fire() {
    mkdir "$work/fired" 2> /dev/null || return 1
    # The restore must not die halfway: a cancelled channel sends TERM to the process group.
    trap '' TERM INT
    set -- "$work"/steps/*
    [ -e "$1" ] || return 0
    rec=$priv/records/$(now).$$.rec
    {
        printf 'holder\t%s\n' "$(cat "$work/holder")"
        printf 'reason\t%s\n' "$reason"
        printf 'fired\t%s\n' "$(now)"
    } > "$rec.tmp"
    for f; do
        while IFS= read -r l; do
            case $l in
            "meta "*) printf 'slot\t%s\n' "${l#meta }" >> "$rec.tmp" ;;
            "step "*) eval "runstep ${l#step }" ;;
            esac
        done < "$f"
    done
    tail -c 2000 "$work/output" 2> /dev/null | sed 's/^/output\t/' >> "$rec.tmp"
    printf 'done\t%s\n' "$(now)" >> "$rec.tmp"
    mv -f "$rec.tmp" "$rec"
    rm -f "$work"/steps/*
    say "fired $reason"
}

finish() {
    trap '' TERM INT
    [ -n "${wd:-}" ] && kill "$wd" 2> /dev/null
    if [ -n "${lock:-}" ] && grep -q "	agent=$$	" "$leases/$key.holder" 2> /dev/null; then
        rm -f "$leases/$key.holder"
    fi
    [ -n "${held:-}" ] && rm -rf "$work"
    exit 0
}

watchdog() {
    quiet=0
    while sleep 1; do
        kill -0 "$main" 2> /dev/null || exit 0
        if [ -e "$work/confirmed" ]; then
            rm -f "$work"/steps/*
            say "confirmed"
            kill -TERM "$main"
            exit 0
        fi
        if [ -e "$work/beat" ]; then
            rm -f "$work/beat"
            quiet=0
        else
            quiet=$((quiet + 1))
        fi
        deadline=$(cat "$work/deadline" 2> /dev/null)
        if [ -n "$deadline" ] && [ "$(now)" -ge "$deadline" ]; then
            reason=deadline
        elif [ ! -e "$work/eof" ] && [ "$quiet" -ge "$(cat "$work/grace")" ]; then
            reason=silence
        else
            continue
        fi
        fire
        kill -TERM "$main"
        exit 0
    done
}

takelock() {
    if ! command -v flock > /dev/null 2>&1; then
        say "nolock flock(1) is missing"
        return 0
    fi
    if [ ! -d "$leases" ]; then
        # Not sticky, writable by all: any user may replace the holder file of a dead holder.
        (umask 0 && mkdir -m 0777 "$leases") 2> /dev/null
    fi
    if [ ! -d "$leases" ] || [ ! -w "$leases" ]; then
        say "nolock $leases is not writable for $(id -un)"
        return 0
    fi
    [ -e "$leases/$key.lock" ] || (umask 0 && : >> "$leases/$key.lock") 2> /dev/null
    # Read-only and without O_CREAT: fs.protected_regular never refuses it, whoever made the file.
    if ! exec 9< "$leases/$key.lock"; then
        say "nolock cannot open $leases/$key.lock"
        return 0
    fi
    last=
    until flock -w 1 9; do
        info=$(cat "$leases/$key.holder" 2> /dev/null)
        if [ "$info" != "$last" ]; then
            printf 'busy\t%s\n' "$info" 2> /dev/null
            last=$info
        fi
        # Orphaned while waiting (the controller's connection is gone): stop waiting.
        [ "$(ps -o ppid= -p $$ 2> /dev/null | tr -d ' ')" = "$PPID" ] || exit 0
    done
    lock=$leases/$key.lock
}

hold() {
    holder=$1 grace=$2
    trap '' HUP PIPE
    trap 'exit 0' TERM INT
    main=$$
    umask 077
    if ! mkdir -p "$priv/records"; then
        say "error cannot create $priv"
        exit 1
    fi
    chmod 700 "$priv" 2> /dev/null
    say "agent 1 $key $$"
    takelock
    # Without a lock two agents may run at once: each keeps its own state then.
    [ -n "${lock:-}" ] || work=$priv/agent.$$
    held=1
    trap 'reason=signal; fire; finish' TERM INT
    rm -rf "$work"
    mkdir -p "$work/steps"
    echo $$ > "$work/pid"
    echo "$grace" > "$work/grace"
    line="$holder	agent=$$	hostuser=$(id -un)	acquired=$(now)	"
    printf '%s\n' "$line" > "$work/holder"
    if [ -n "${lock:-}" ]; then
        if ! (umask 022 && printf '%s\n' "$line" > "$leases/$key.holder.$$") ||
            ! mv -f "$leases/$key.holder.$$" "$leases/$key.holder" 2> /dev/null; then
            say "warn cannot write $leases/$key.holder"
        fi
        rm -f "$leases/$key.holder.$$"
        say "held $key flock"
    else
        say "held $key none"
    fi
    : > "$work/beat"
    watchdog 9<&- &
    wd=$!
    slot=
    while IFS= read -r l; do
        : > "$work/beat"
        # Restoring (the watchdog fired): no more answers, so an answer means "not restored".
        [ -d "$work/fired" ] && continue
        case $l in
        beat) ;;
        "arm "*)
            slot=${l#arm }
            case $slot in *[!0-9]* | '') slot= && say "error bad slot" ;; *) : > "$work/new" ;; esac
            ;;
        "meta "* | "step "*) [ -n "$slot" ] && printf '%s\n' "$l" >> "$work/new" ;;
        commit) [ -n "$slot" ] && mv -f "$work/new" "$work/steps/$slot" && say "armed $slot" ;;
        "disarm "*)
            case ${l#disarm } in *[!0-9]* | '') say "error bad slot" ;; *) rm -f "$work/steps/${l#disarm }" && say "disarmed ${l#disarm }" ;; esac
            ;;
        "grace "*)
            case ${l#grace } in *[!0-9]* | '' | 0) say "error bad grace" ;; *) echo "${l#grace }" > "$work/grace" && say "grace ${l#grace }" ;; esac
            ;;
        "deadline "*)
            case ${l#deadline } in *[!0-9]* | '') say "error bad deadline" ;; *) echo $(($(now) + ${l#deadline })) > "$work/deadline" && say "deadline $(cat "$work/deadline")" ;; esac
            ;;
        *) say "error unknown $l" ;;
        esac
    done
    : > "$work/eof"
    set -- "$work"/steps/*
    if [ -e "$1" ] && [ -s "$work/deadline" ]; then
        # Confirm mode: the controller left on purpose; the watchdog waits for the deadline.
        exec > /dev/null 2>&1
        wait "$wd"
    fi
    reason=eof
    fire
    finish
}

case $mode in
hold) hold "$@" ;;
records) records ;;
forget) forget "$@" ;;
confirm) confirm ;;
*) say "error unknown mode $mode" && exit 2 ;;
esac
