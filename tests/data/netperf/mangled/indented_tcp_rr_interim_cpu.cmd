# Mangled by tests/data/netperf/mangle.py from real captures: indented four blanks.
source: tcp_rr_interim_cpu
