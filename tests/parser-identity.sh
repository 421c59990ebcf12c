#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Byte-for-byte proof that two tunebench-cli builds read netperf output the same: every CLI path
# through the netperf parser and importer (parse --json, parse, parse from stdin, import
# --dry-run --json, import into a database and the report of it as JSON and text), over every
# file under tests/data, a few texts made from them (quoted, CRLF, all in one) and the 100 MB
# log that tests/bench/bench_parser.cpp reads (every capture in tests/data/netperf, repeated).
#
#   tests/parser-identity.sh OLD_CLI NEW_CLI [--no-big]
#
# Prints one line per difference and a count at the end; exit 0 when everything is identical.
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 OLD_CLI NEW_CLI [--no-big]" >&2
    exit 2
fi
old=$(realpath "$1")
new=$(realpath "$2")
big=yes
[ "${3:-}" = "--no-big" ] && big=no
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Made texts: the captures as a mail quotes them, with CRLF line ends, and all of them (clean and
# mangled) in one log.
made="$work/made"
mkdir -p "$made"
captures=$(LC_ALL=C ls "$data"/netperf/*.txt)
# shellcheck disable=SC2086
cat $captures > "$made/all_captures.txt"
sed 's/^/> /' "$made/all_captures.txt" > "$made/all_captures_quoted.txt"
sed 's/$/\r/' "$made/all_captures.txt" > "$made/all_captures_crlf.txt"
cat "$made/all_captures.txt" "$data"/netperf/mangled/*.txt "$data"/netperf-log/*.txt > "$made/everything.txt"
if [ "$big" = yes ]; then
    # As bench_parser writes it: the captures in name order, repeated to 100 MiB or just over.
    : > "$made/big_100mb.log"
    while [ "$(stat -c %s "$made/big_100mb.log")" -lt $((100 * 1024 * 1024)) ]; do
        cat "$made/all_captures.txt" >> "$made/big_100mb.log"
    done
fi

files=$(find "$data" -type f | LC_ALL=C sort; LC_ALL=C ls "$made"/*)
compared=0
checks=0
differ=0

# The time stamps of a database import (when the run was stored) differ from one import to the next,
# in JSON and in a text report's subtitle ("completed, 2026-12-02 00:46 UTC" for runs without samples).
normalise() {
    sed -E -e 's/"(createdAt|startedAt|finishedAt|created|started|finished|importedAt)": ?"[0-9]{4}-[^"]*"/"\1": "T"/g' \
        -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} UTC/T UTC/g'
}

# run NAME CLI ARGS...: stdout, stderr and exit code of one invocation, as a digest.
digest() {
    local cli=$1
    shift
    local out="$work/out" err="$work/err" rc
    "$cli" "$@" > "$out" 2> "$err"
    rc=$?
    printf '%s %s %s\n' "$rc" "$(normalise < "$out" | sha256sum | cut -c1-64)" "$(sha256sum < "$err" | cut -c1-64)"
}

# same LABEL ARGS...: both builds, one invocation each.
same() {
    local label=$1
    shift
    local a b
    a=$(digest "$old" "$@")
    b=$(digest "$new" "$@")
    checks=$((checks + 1))
    if [ "$a" != "$b" ]; then
        differ=$((differ + 1))
        echo "DIFFERS: $label ($a vs $b)"
    fi
}

# same_stdin LABEL FILE ARGS...: as same(), the file on standard input.
same_stdin() {
    local label=$1 file=$2
    shift 2
    local a b
    a=$(digest_stdin "$old" "$file" "$@")
    b=$(digest_stdin "$new" "$file" "$@")
    checks=$((checks + 1))
    if [ "$a" != "$b" ]; then
        differ=$((differ + 1))
        echo "DIFFERS: $label ($a vs $b)"
    fi
}
digest_stdin() {
    local cli=$1 file=$2
    shift 2
    local out="$work/out" err="$work/err" rc
    "$cli" "$@" < "$file" > "$out" 2> "$err"
    rc=$?
    printf '%s %s %s\n' "$rc" "$(normalise < "$out" | sha256sum | cut -c1-64)" "$(sha256sum < "$err" | cut -c1-64)"
}

# same_db LABEL FILE: imported into a fresh database by each build, then reported by that build.
same_db() {
    local label=$1 file=$2 which side
    for which in old new; do
        local cli=$old
        [ "$which" = new ] && cli=$new
        rm -f "$work/$which.db"
        side="$(digest "$cli" --db "$work/$which.db" --json import "$file")"
        side="$side $(digest "$cli" --db "$work/$which.db" report 1 -f json -o -)"
        side="$side $(digest "$cli" --db "$work/$which.db" report 1 -f txt -o -)"
        eval "db_$which=\"\$side\""
    done
    checks=$((checks + 3))
    # shellcheck disable=SC2154
    if [ "$db_old" != "$db_new" ]; then
        differ=$((differ + 1))
        echo "DIFFERS: $label ($db_old vs $db_new)"
    fi
}

for file in $files; do
    name=${file#"$root"/}
    name=${name#"$work"/}
    compared=$((compared + 1))
    same "parse --json $name" --json parse "$file"
    same "parse $name" parse "$file"
    same "import --dry-run --json $name" --json import --dry-run "$file"
    case "$file" in
    *big_100mb.log) ;; # a database import of 100 MB takes minutes; parse and import --dry-run read it all
    *)
        same_stdin "parse --json - < $name" "$file" --json parse -
        same_db "import + report json/txt $name" "$file"
        ;;
    esac
done

echo "files compared: $compared, checks: $checks, different: $differ"
[ "$differ" -eq 0 ]
