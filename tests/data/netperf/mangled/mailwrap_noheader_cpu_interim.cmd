# Mangled by tests/data/netperf/mangle.py from real captures: a -P 0 run wrapped at 40 columns at spaces.
source: tcp_rr_noheader_cpu_interim
