# Mangled by tests/data/netperf/mangle.py from real captures: wrapped at 50 columns at spaces.
source: tcp_rr_keyval_interim_banner
