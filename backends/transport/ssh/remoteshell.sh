# SPDX-License-Identifier: GPL-3.0-or-later
# Tunebench's remote shell: one per SSH connection, started as `exec /bin/sh -s` with this script
# on stdin, so the login shell and its start-up files (~/.bashrc) run once per connection rather
# than once per command. Plain POSIX sh (dash, bash, busybox ash, FreeBSD sh) plus mkfifo, dd
# and cat; setsid(1) where the host has it. The controller's side is remoteshellprotocol.cpp.
#
# Requests, one line each on stdin (read with the read builtin, which takes one byte at a time):
#   r ID SLOT SUDO NIN WORDS  run WORDS (POSIX-quoted, a newline written as '"$tb_nl"'), its
#                             stdin the NIN bytes after the line (0: /dev/null); SLOT names the
#                             FIFOs it uses, reused once the command's exit frame was sent
#   k ID SLOT SIGNAL          signal command ID (its process group when setsid exists)
# Frames on stdout, never interleaved (fd 4 is a FIFO holding one token line: a mutex):
#   tunebench-remote-shell 1 PID FEATURES   once, when ready
#   tunebench-remote-shell-failed REASON    instead of it, and the shell exits
#   o ID LEN / e ID LEN, then LEN bytes     output as it comes (one read of at most 64 KiB)
#   p ID PID                                started
#   x ID c CODE / x ID s SIGNAL             ended, after every byte of its output
#   f ID REASON                             could not be started
# When stdin ends (the connection went), every command still running is sent TERM.
{
tb_nl='
'
IFS=" 	$tb_nl"
tb_fail() {
    printf 'tunebench-remote-shell-failed %s\n' "$*"
    exit 1
}
for tb_t in mkfifo dd cat; do
    command -v "$tb_t" >/dev/null 2>&1 || tb_fail "$tb_t is not installed"
done
tb_d=$(mktemp -d "${TMPDIR:-/tmp}/tunebench.XXXXXXXX" 2>/dev/null) || {
    tb_d=${TMPDIR:-/tmp}/tunebench.$$
    mkdir -m 700 "$tb_d" 2>/dev/null || tb_fail "cannot create a directory in ${TMPDIR:-/tmp}"
}
mkfifo -m 600 "$tb_d/lock" 2>/dev/null || { rmdir "$tb_d"; tb_fail "cannot create a FIFO in $tb_d"; }
exec 4<>"$tb_d/lock"
echo >&4
# Debian's bash reads ~/.bashrc whenever SSH_CLIENT is set (SSH_SOURCE_BASHRC, whatever SHLVL
# says), so a command that is `bash -c ...` would pay the start-up files again. SSH_CONNECTION,
# which says the same, stays.
unset SSH_CLIENT SSH2_CLIENT
tb_ss=
if command -v setsid >/dev/null 2>&1; then tb_ss=setsid; fi

tb_send() {
    read -r _ <&4
    printf '%s\n' "$1"
    echo >&4
}

# Sets tb_text to the bytes of file $1 ($2 of them) and tb_ok when the read builtin could take
# them whole: it drops NUL bytes, and bash counts characters, not bytes, so a count that differs
# from $2 means `cat` must send the file. Saves an exec for each short line (netperf's interim
# results, the telemetry sampler's records).
tb_text_of() { # FILE BYTES
    tb_text='' tb_ok='' tb_len=0
    while IFS= read -r tb_l; do
        tb_text=$tb_text$tb_l$tb_nl
        tb_len=$((tb_len + ${#tb_l} + 1))
    done <"$1"
    tb_text=$tb_text$tb_l
    tb_len=$((tb_len + ${#tb_l}))
    [ "$tb_len" -ne "$2" ] || tb_ok=1
}

# Frames what arrives on stdin as KIND ID records. dd makes one read(2) and writes what it got,
# so a partial read is a record and nothing waits in a buffer; its report names the byte count.
tb_frame() { # KIND ID FILE
    while LC_ALL=C dd bs=65536 count=1 of="$3.b" 2>"$3.s"; do
        tb_n=''
        { read -r _; read -r _; read -r tb_n _; } <"$3.s"
        case $tb_n in '' | *[!0-9]*) tb_n=$(wc -c <"$3.b"); tb_n=$((tb_n + 0)) ;; esac
        [ "$tb_n" -gt 0 ] || break
        tb_ok=''
        [ "$tb_n" -gt 1024 ] || tb_text_of "$3.b" "$tb_n"
        read -r _ <&4
        printf '%s %s %s\n' "$1" "$2" "$tb_n"
        if [ -n "$tb_ok" ]; then printf '%s' "$tb_text"; else cat "$3.b"; fi
        echo >&4
    done
}

# Copies exactly $1 bytes of stdin to $2: dd reads at most what is asked, never ahead.
tb_take() { # COUNT FILE
    : >"$2"
    tb_rest=$1
    while [ "$tb_rest" -gt 0 ]; do
        tb_bs=$tb_rest
        [ "$tb_bs" -le 65536 ] || tb_bs=65536
        LC_ALL=C dd bs="$tb_bs" count=1 2>"$2.s" >>"$2" || return 1
        tb_n=
        { read -r _; read -r _; read -r tb_n _; } <"$2.s"
        case $tb_n in '' | *[!0-9]*) return 1 ;; esac
        [ "$tb_n" -gt 0 ] || return 1
        tb_rest=$((tb_rest - tb_n))
    done
}

# Runs one command and reports it. Every FIFO end is opened here without blocking (a FIFO opened
# read-write first is never without a partner), so a command that dies before it opens its
# output still lets both framers see the end of it. Only the command holds the write ends once
# it runs: a framer forked with a copy would hold back the end of the stream until it closed it.
tb_supervise() { # ID FILE SUDO STDIN WORDS
    tb_id=$1 tb_f=$2 tb_sudo=$3 tb_in=$4
    eval "set -- $5"
    exec 3<>"$tb_f.o" 9<>"$tb_f.e"
    # shellcheck disable=SC2094 # both ends of one FIFO, on purpose
    exec 5<"$tb_f.o" 6<"$tb_f.e" 7>"$tb_f.o" 8>"$tb_f.e" 3>&- 9>&-
    # exec: the argv names a program, never one of this script's functions or a builtin.
    exec $tb_ss "$@" >&7 2>&8 <"$tb_in" 4>&- 5<&- 6<&- 7>&- 8>&- &
    tb_pid=$!
    exec 7>&- 8>&-
    # exec: redirections of a function call would keep the old descriptors open in saved copies.
    (
        exec <&5 5<&- 6<&-
        tb_frame o "$tb_id" "$tb_f.o"
    ) &
    tb_fo=$!
    exec <&6 5<&- 6<&-
    echo "$tb_id $tb_pid $tb_sudo" >"$tb_f.pid"
    tb_send "p $tb_id $tb_pid"
    tb_frame e "$tb_id" "$tb_f.e"
    wait "$tb_pid"
    tb_st=$?
    wait "$tb_fo"
    : >"$tb_f.pid"
    if [ "$tb_st" -gt 128 ] && tb_sig=$(kill -l "$tb_st" 2>/dev/null); then
        tb_send "x $tb_id s $tb_sig"
    else
        tb_send "x $tb_id c $tb_st"
    fi
}

tb_run() { # ID SLOT SUDO NIN WORDS
    tb_in=/dev/null
    if [ "$4" -gt 0 ]; then
        tb_in=$tb_d/$2.i
        tb_take "$4" "$tb_in" || return 1
    fi
    if [ ! -p "$tb_d/$2.o" ] && ! mkfifo -m 600 "$tb_d/$2.o" "$tb_d/$2.e" 2>/dev/null; then
        tb_send "f $1 cannot create FIFOs in $tb_d"
        return 0
    fi
    (
        exec </dev/null
        tb_supervise "$1" "$tb_d/$2" "$3" "$tb_in" "$5"
    ) &
}

tb_kill() { # ID SLOT SIGNAL
    tb_i='' tb_p='' tb_s=''
    read -r tb_i tb_p tb_s <"$tb_d/$2.pid" 2>/dev/null
    [ "$tb_i" = "$1" ] || return 0
    case $tb_p in '' | *[!0-9]*) return 0 ;; esac
    # Until setsid has run, the command's process group does not exist yet: then its pid.
    tb_g=$tb_p
    [ -z "$tb_ss" ] || tb_g=-$tb_p
    if [ "$tb_s" = 1 ]; then
        sudo -n kill -s "$3" -- "$tb_g" 2>/dev/null || sudo -n kill -s "$3" -- "$tb_p" 2>/dev/null
    else
        kill -s "$3" -- "$tb_g" 2>/dev/null || kill -s "$3" -- "$tb_p" 2>/dev/null
    fi
}

tb_quit() {
    for tb_pf in "$tb_d"/*.pid; do
        [ -s "$tb_pf" ] || continue
        read -r tb_i tb_p tb_s <"$tb_pf"
        tb_slot=${tb_pf##*/}
        tb_kill "$tb_i" "${tb_slot%.pid}" TERM
    done
    rm -rf "$tb_d"
}

printf 'tunebench-remote-shell 1 %s %s\n' "$$" "${tb_ss:-nosetsid}"
while read -r tb_op tb_1 tb_2 tb_3 tb_4 tb_5; do
    case $tb_op in
    r) tb_run "$tb_1" "$tb_2" "$tb_3" "$tb_4" "$tb_5" || break ;;
    k) tb_kill "$tb_1" "$tb_2" "$tb_3" ;;
    esac
    # dash reaps finished background jobs only when asked: without this, one zombie per command.
    jobs >/dev/null
done
tb_quit
exit 0
}
