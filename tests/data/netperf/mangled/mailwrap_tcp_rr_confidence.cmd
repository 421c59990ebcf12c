# Mangled by tests/data/netperf/mangle.py from real captures: wrapped at 60 columns at spaces.
source: tcp_rr_confidence
