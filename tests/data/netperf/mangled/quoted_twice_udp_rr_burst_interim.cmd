# Mangled by tests/data/netperf/mangle.py from real captures: '> > ' quoting.
source: udp_rr_burst_interim
