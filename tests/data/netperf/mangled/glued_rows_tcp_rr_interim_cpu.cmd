# Mangled by tests/data/netperf/mangle.py from real captures: result rows glued to the header.
source: tcp_rr_interim_cpu
