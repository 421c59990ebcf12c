# Mangled by tests/data/netperf/mangle.py from real captures: hard-wrapped at 60 columns.
source: tcp_rr_cpu
