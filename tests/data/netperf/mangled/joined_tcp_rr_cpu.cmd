# Mangled by tests/data/netperf/mangle.py from real captures: all lines joined with spaces.
source: tcp_rr_cpu
