# Mangled by tests/data/netperf/mangle.py from real captures: all lines joined with nothing between.
source: tcp_rr_keyval_interim_banner
