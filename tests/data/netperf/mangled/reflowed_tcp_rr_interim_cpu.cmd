# Mangled by tests/data/netperf/mangle.py from real captures: paragraphs rewrapped into one line each.
source: tcp_rr_interim_cpu
