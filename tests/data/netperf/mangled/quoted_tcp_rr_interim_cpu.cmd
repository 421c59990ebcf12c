# Mangled by tests/data/netperf/mangle.py from real captures: '> ' quoting.
source: tcp_rr_interim_cpu
