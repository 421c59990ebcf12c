# Mangled by tests/data/netperf/mangle.py from real captures: every header word on its own line.
source: tcp_maerts_cpu
