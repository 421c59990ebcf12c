#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Captures the real data the report and import tests read. Run as root on the namespace test bed
# (tests/testbed/testbed up):
#   tests/data/report/capture.sh logs                 the two netperf terminal logs
#   tests/data/report/capture.sh loops                a -P 0 loop log and one with a run cut short
#   tests/data/report/capture.sh experiment BUILDDIR  a bed experiment exported as Tunebench JSON
#
# logs: tcp_rr_1byte.log and tcp_rr_4096byte.log, five TCP_RR runs each (1-byte and 4096-byte
# requests, run alternately so that drift of the bed hits both), every run preceded by its command
# line as a terminal shows it ("$ netperf ..."). Imported as two arms they give a verdict.
#
# experiment: runs bed-experiment.json (two arms that differ in TSO and adaptive-rx, the latter
# unsupported on veth, swept over two request sizes) with BUILDDIR's tunebench-cli, as the bed's
# sudo user, and exports it with `report --format json` to bed-experiment.tunebench.json.
#
# Both take the bed's machine-wide lock (the one tests/common/testbed.cpp takes), so they never
# measure while a bed test runs.
set -euo pipefail
cd "$(dirname "$0")"

LOCK=/run/tunebench-testbed.lock
take_lock() {
    # QLockFile's format (pid, application, host name), created with O_EXCL as QLockFile does.
    until (set -o noclobber; printf '%s\n%s\n%s\n' $$ capture.sh "$(hostname)" >"$LOCK") 2>/dev/null; do
        if ! kill -0 "$(head -1 "$LOCK" 2>/dev/null)" 2>/dev/null; then rm -f "$LOCK"; continue; fi
        sleep 2
    done
    trap 'rm -f "$LOCK"' EXIT
}

capture_logs() {
    take_lock
    local version
    version=$(netperf -V 2>&1)
    for log in tcp_rr_1byte tcp_rr_4096byte; do
        echo "# Real output of $version on the Tunebench namespace test bed (tb-client -> tb-server)," >"$log.log"
        echo "# captured $(date -u +%Y-%m-%dT%H:%M:%SZ) by tests/data/report/capture.sh logs." >>"$log.log"
    done
    for run in 1 2 3 4 5; do
        for size in 1 4096; do
            local log=tcp_rr_1byte
            [ "$size" = 4096 ] && log=tcp_rr_4096byte
            local cmd=(netperf -H 198.18.0.2 -t TCP_RR -l 2 -D -0.25 -c -C -- -r "$size,1")
            echo "\$ ${cmd[*]}" >>"$log.log"
            ip netns exec tb-client "${cmd[@]}" >>"$log.log" 2>&1
            echo >>"$log.log"
        done
    done
    echo "wrote tcp_rr_1byte.log and tcp_rr_4096byte.log"
}

# loops: tcp_rr_ploop.log, what a thread pastes: a shell loop over request sizes around the MSS that
# prints netperf's header once and then only result rows (-P 0), three times over; and
# tcp_rr_cut_short.log, demo-mode runs of which the middle one was interrupted (SIGINT after
# 1.2 s of a 3 s run), as a user's ^C leaves them: netperf prints the result of the time it ran.
capture_loops() {
    take_lock
    local version
    version=$(netperf -V 2>&1)
    local log=tcp_rr_ploop.log
    {
        echo "# Real output of $version on the Tunebench namespace test bed (tb-client -> tb-server),"
        echo "# captured $(date -u +%Y-%m-%dT%H:%M:%SZ) by tests/data/report/capture.sh loops."
    } >"$log"
    for loop in 1 2 3; do
        echo '$ HDR=""; for r in 1 1448 1449 4096; do netperf -H 198.18.0.2 -t TCP_RR -l 2 -c -C $HDR -- -r $r,1; HDR="-P 0"; done' >>"$log"
        local hdr=()
        for size in 1 1448 1449 4096; do
            ip netns exec tb-client netperf -H 198.18.0.2 -t TCP_RR -l 2 -c -C "${hdr[@]}" -- -r "$size,1" >>"$log" 2>&1
            hdr=(-P 0)
        done
        echo >>"$log"
    done
    log=tcp_rr_cut_short.log
    {
        echo "# Real output of $version on the Tunebench namespace test bed (tb-client -> tb-server),"
        echo "# captured $(date -u +%Y-%m-%dT%H:%M:%SZ) by tests/data/report/capture.sh loops."
    } >"$log"
    for run in 1 2 3; do
        local cmd=(netperf -H 198.18.0.2 -t TCP_RR -l 3 -D -0.25 -- -r 1,1)
        echo "\$ ${cmd[*]}" >>"$log"
        if [ "$run" = 2 ]; then
            # A terminal echoes ^C where it was typed: after the last interim line, before the
            # result netperf still prints for the time it ran.
            ip netns exec tb-client timeout -s INT 1.2 "${cmd[@]}" 2>&1 |
                awk '{ lines[NR] = $0; if ($0 ~ /^Interim result:/) last = NR }
                     END { for (i = 1; i <= NR; i++) { print lines[i]; if (i == last) print "^C" } }' >>"$log"
        else
            ip netns exec tb-client "${cmd[@]}" >>"$log" 2>&1
        fi
        echo >>"$log"
    done
    echo "wrote tcp_rr_ploop.log and tcp_rr_cut_short.log"
}

capture_experiment() {
    local build=${1:?name the build directory that holds bin/tunebench-cli}
    local cli=$build/bin/tunebench-cli
    local state=/run/tunebench-testbed
    local db
    db=$(mktemp -d)/capture.sqlite
    take_lock
    local common=(--db "$db" -i "$state/client_key" --known-hosts "$state/known_hosts")
    local id
    id=$("$cli" run bed-experiment.json "${common[@]}" --json | sed -n 's/.*"event":"experiment","id":\([0-9]*\).*/\1/p' | head -1)
    [ -n "$id" ] || { echo "the experiment did not start" >&2; exit 1; }
    "$cli" report "$id" --format json -o bed-experiment.tunebench.json "${common[@]}"
    echo "wrote bed-experiment.tunebench.json (experiment $id)"
}

case "${1:-}" in
logs) capture_logs ;;
loops) capture_loops ;;
experiment) capture_experiment "${2:-}" ;;
*) echo "usage: $0 logs | loops | experiment BUILDDIR" >&2; exit 2 ;;
esac
