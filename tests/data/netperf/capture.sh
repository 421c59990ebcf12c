#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Captures the real netperf outputs the parser tests read: every option combination Tunebench
# drives, plus the failure outputs. Run as root on the namespace test bed (tests/testbed/testbed up):
#   tests/data/netperf/capture.sh [NAME...]     (default: all)
# Each capture NAME writes NAME.txt (stdout and stderr interleaved, as a terminal shows them) and
# NAME.cmd (the exact command, its exit status, the netperf version and the date). The bed's
# netserver is never touched: captures that need a missing or private netserver use other ports.
set -uo pipefail
cd "$(dirname "$0")"

CLIENT=tb-client
SERVER=tb-server
SERVER_ADDR=198.18.0.2
CLIENT_ADDR=198.18.0.1
SELECTORS=THROUGHPUT,THROUGHPUT_UNITS,RT_LATENCY,P50_LATENCY,P90_LATENCY,P99_LATENCY,MIN_LATENCY,MAX_LATENCY,MEAN_LATENCY,STDDEV_LATENCY,LOCAL_CPU_UTIL,REMOTE_CPU_UTIL,LOCAL_SD,REMOTE_SD,SD_UNITS,CONFIDENCE_LEVEL,CONFIDENCE_ITERATION,THROUGHPUT_CONFID,LOCAL_CPU_CONFID,REMOTE_CPU_CONFID,REQUEST_SIZE,RESPONSE_SIZE,TRANSPORT_MSS,LOCAL_TRANSPORT_RETRANS,REMOTE_TRANSPORT_RETRANS,ELAPSED_TIME
STREAM_SELECTORS=THROUGHPUT,THROUGHPUT_UNITS,LOCAL_CPU_UTIL,REMOTE_CPU_UTIL,LOCAL_SD,REMOTE_SD,SD_UNITS,TRANSPORT_MSS,LOCAL_TRANSPORT_RETRANS,REMOTE_TRANSPORT_RETRANS,ELAPSED_TIME
VERSION=$(netperf -V 2>&1)
PACKAGE=$(dpkg-query -W -f='${Version}' netperf 2>/dev/null || echo unknown)
ONLY=("$@")

wanted() {
    [ ${#ONLY[@]} -eq 0 ] && return 0
    local n
    for n in "${ONLY[@]}"; do [ "$n" = "$1" ] && return 0; done
    return 1
}

# The command as one line a user can paste: arguments quoted only when they need it.
shell_join() {
    local out=() arg
    for arg in "$@"; do
        if [[ $arg =~ ^[A-Za-z0-9_@%+=:,./^-]+$ ]]; then out+=("$arg"); else out+=("'${arg//\'/\'\"\'\"\'}'"); fi
    done
    echo "${out[*]}"
}

# capture NAME COMMAND...: runs COMMAND with stdout and stderr on one pipe.
capture() {
    local name=$1
    shift
    wanted "$name" || return 0
    "$@" >"$name.txt" 2>&1
    local status=$?
    {
        echo "# Real output of $VERSION (Debian package $PACKAGE) on the Tunebench namespace test bed."
        echo "# stdout and stderr interleaved on one pipe (2>&1), as a terminal log shows them."
        echo "command: $(shell_join "$@")"
        echo "exit: $status"
        echo "captured: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    } >"$name.cmd"
    echo "$name: exit $status, $(wc -l <"$name.txt") lines"
}

np() { ip netns exec "$CLIENT" netperf -H "$SERVER_ADDR" "$@"; }
C=(ip netns exec "$CLIENT" netperf -H "$SERVER_ADDR")

# --- request/response ---------------------------------------------------------------------------
capture tcp_rr "${C[@]}" -t TCP_RR -l 2
capture tcp_rr_cpu "${C[@]}" -t TCP_RR -l 2 -c -C
capture tcp_rr_interim "${C[@]}" -t TCP_RR -l 3 -D -0.25
capture tcp_rr_interim_estimated "${C[@]}" -t TCP_RR -l 3 -D 0.25
capture tcp_rr_interim_cpu "${C[@]}" -t TCP_RR -l 3 -D -0.5 -c -C
capture tcp_rr_keyval "${C[@]}" -t TCP_RR -l 2 -j -c -C -- -k "$SELECTORS"
capture tcp_rr_keyval_interim "${C[@]}" -P 0 -t TCP_RR -l 3 -D -0.25 -j -c -C -- -r 1,1 -k "$SELECTORS"
capture tcp_rr_keyval_interim_banner "${C[@]}" -t TCP_RR -l 2 -D -0.5 -j -- -k "$SELECTORS"
# Runs as long as Tunebench's own (30 s, 0.1 s interims), in both interim forms.
capture tcp_rr_interim_long "${C[@]}" -t TCP_RR -l 30 -D -0.1 -c -C
capture tcp_rr_keyval_interim_long "${C[@]}" -P 0 -t TCP_RR -l 30 -D -0.1 -j -c -C -- -k "$SELECTORS"
capture tcp_rr_noheader "${C[@]}" -P 0 -t TCP_RR -l 1
capture tcp_rr_noheader_cpu_interim "${C[@]}" -P 0 -t TCP_RR -l 2 -c -C -D -0.5
capture tcp_rr_confidence "${C[@]}" -t TCP_RR -l 1 -I 99,1 -i 3,3 -c -C
capture tcp_rr_confidence_met "${C[@]}" -t TCP_RR -l 1 -I 95,80 -i 3,3
capture tcp_rr_confidence_keyval "${C[@]}" -t TCP_RR -l 1 -I 99,1 -i 3,3 -c -C -- -k THROUGHPUT,THROUGHPUT_UNITS,CONFIDENCE_LEVEL,CONFIDENCE_ITERATION,THROUGHPUT_CONFID,LOCAL_CPU_CONFID,REMOTE_CPU_CONFID
capture tcp_rr_options "${C[@]}" -t TCP_RR -l -5000 -T 0,1 -4 -L "$CLIENT_ADDR" -p 12865 -- -H "$SERVER_ADDR" -r 64,1024 -b 4 -D -P 50001,50002 -s 65536 -S 65536
capture tcp_rr_csv_interim "${C[@]}" -t TCP_RR -l 2 -D -0.5 -j -- -o THROUGHPUT,THROUGHPUT_UNITS,P50_LATENCY,P99_LATENCY
capture tcp_rr_csv_all "${C[@]}" -t TCP_RR -l 2 -D -0.5 -j -c -C -- -o "$SELECTORS"
capture tcp_rr_verbose "${C[@]}" -t TCP_RR -l 1 -v 2
capture tcp_rr_terse "${C[@]}" -t TCP_RR -l 1 -v 0
capture tcp_crr "${C[@]}" -t TCP_CRR -l 1
capture tcp_crr_interim_cpu "${C[@]}" -t TCP_CRR -l 2 -D -0.5 -c -C
capture tcp_crr_keyval "${C[@]}" -t TCP_CRR -l 1 -j -- -r 32,256 -k "$SELECTORS"
capture udp_rr "${C[@]}" -t UDP_RR -l 1
capture udp_rr_cpu "${C[@]}" -t UDP_RR -l 1 -c -C -- -r 64,64
capture udp_rr_burst_interim "${C[@]}" -t UDP_RR -l 2 -D -0.5 -- -b 8 -r 32,32
capture udp_rr_keyval_interim "${C[@]}" -P 0 -t UDP_RR -l 2 -D -0.5 -j -c -C -- -k "$SELECTORS"

# --- streams ------------------------------------------------------------------------------------
capture tcp_stream "${C[@]}" -t TCP_STREAM -l 1
capture tcp_stream_cpu "${C[@]}" -t TCP_STREAM -l 1 -c -C
capture tcp_stream_interim "${C[@]}" -t TCP_STREAM -l 2 -D -0.25
capture tcp_stream_keyval "${C[@]}" -t TCP_STREAM -l 1 -c -C -- -k "$STREAM_SELECTORS"
capture tcp_stream_noheader "${C[@]}" -P 0 -t TCP_STREAM -l 1
capture tcp_stream_confidence "${C[@]}" -t TCP_STREAM -l 1 -I 99,1 -i 3,3
capture tcp_maerts "${C[@]}" -t TCP_MAERTS -l 1
capture tcp_maerts_cpu "${C[@]}" -t TCP_MAERTS -l 1 -c -C
capture tcp_maerts_interim "${C[@]}" -t TCP_MAERTS -l 2 -D -0.5 -- -s 131072 -S 131072

# --- path MSS and the capability probe ----------------------------------------------------------
capture tcp_mss "${C[@]}" -t TCP_MSS
capture mss_keyval "${C[@]}" -t TCP_RR -l -1 -P 0 -- -k TRANSPORT_MSS
capture probe_demo "${C[@]}" -t TCP_RR -l 1 -D -0.2 -P 0 -- -k THROUGHPUT
capture version ip netns exec "$CLIENT" netperf -V

# --- IPv6, against a private netserver on the server's loopback ---------------------------------
if wanted tcp_rr_ipv6; then
    ip netns exec "$SERVER" netserver -D -6 -p 12890 >/dev/null 2>&1 &
    v6pid=$!
    sleep 1
    capture tcp_rr_ipv6 ip netns exec "$SERVER" netperf -6 -H ::1 -p 12890 -t TCP_RR -l 1
    kill "$v6pid" 2>/dev/null
    wait "$v6pid" 2>/dev/null
fi

# --- failures -----------------------------------------------------------------------------------
capture err_no_netserver "${C[@]}" -p 12999 -t TCP_RR -l 1
capture err_no_route ip netns exec "$CLIENT" netperf -H 198.18.0.77 -t TCP_RR -l 1
capture err_unresolvable ip netns exec "$CLIENT" netperf -H nosuchhost.invalid -t TCP_RR -l 1
capture err_unknown_test "${C[@]}" -t FOO_RR -l 1
capture err_bad_confidence "${C[@]}" -t TCP_RR -l 1 -I 97,5
capture err_invalid_option "${C[@]}" -Q
capture err_connect_refused "${C[@]}" -t TCP_RR -l 1 -- -H "$CLIENT_ADDR"
if wanted err_send; then
    # A UDP socket already bound to the remote data port makes the request sends fail.
    ip netns exec "$SERVER" python3 -c "import socket,time
s=socket.socket(socket.AF_INET,socket.SOCK_DGRAM); s.bind(('0.0.0.0',50002)); time.sleep(15)" &
    holder=$!
    for _ in $(seq 50); do ip netns exec "$SERVER" ss -Hlun 'sport = :50002' | grep -q . && break; sleep 0.2; done
    capture err_send "${C[@]}" -t UDP_RR -l 1 -- -P 50001,50002
    kill "$holder" 2>/dev/null
    wait "$holder" 2>/dev/null
fi
if wanted err_killed; then
    # netperf killed in the middle of a run (what a cancel leaves behind).
    capture err_killed timeout -s TERM 1.3 ip netns exec "$CLIENT" netperf -H "$SERVER_ADDR" -t TCP_RR -l 5 -D -0.25
fi
if wanted err_netserver_killed; then
    # The private netserver dies while a test runs: the control connection breaks.
    ip netns exec "$SERVER" netserver -D -4 -p 12891 >/dev/null 2>&1 &
    nspid=$!
    sleep 1
    (sleep 1.2; pkill -KILL -P "$nspid"; kill -KILL "$nspid") &
    capture err_netserver_killed ip netns exec "$CLIENT" netperf -H "$SERVER_ADDR" -p 12891 -t TCP_RR -l 3 -D -0.25
    wait
fi

# netperf absent, as each way of starting it reports it.
empty=$(mktemp -d)
capture err_absent_ipnetns env PATH="$empty" /usr/bin/ip netns exec "$CLIENT" netperf -H "$SERVER_ADDR"
capture err_absent_bash env PATH="$empty" /usr/bin/bash -c 'netperf -H 198.18.0.2'
capture err_absent_sh env PATH="$empty" /usr/bin/sh -c 'netperf -H 198.18.0.2'
capture err_absent_env /usr/bin/env PATH="$empty" netperf -H "$SERVER_ADDR"
rmdir "$empty"

# netserver's own messages when Tunebench starts one.
if wanted netserver_start; then
    capture netserver_start ip netns exec "$SERVER" netserver -4 -p 12892
    pid=$(ip netns exec "$SERVER" ss -Hltnp 'sport = :12892' | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n1)
    [ -n "$pid" ] && kill "$pid"
fi
capture netserver_port_busy ip netns exec "$SERVER" netserver -4 -D -p 22
