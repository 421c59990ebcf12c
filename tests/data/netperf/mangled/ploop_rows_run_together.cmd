# Mangled by tests/data/netperf/mangle.py from real captures: a -P 0 loop's second result row reflowed onto the first's line.
source: tcp_rr tcp_rr_noheader
