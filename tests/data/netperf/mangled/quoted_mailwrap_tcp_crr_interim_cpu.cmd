# Mangled by tests/data/netperf/mangle.py from real captures: wrapped at 64 columns, then '> ' quoted.
source: tcp_crr_interim_cpu
