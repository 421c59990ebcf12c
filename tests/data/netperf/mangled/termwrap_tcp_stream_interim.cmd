# Mangled by tests/data/netperf/mangle.py from real captures: hard-wrapped at 40 columns.
source: tcp_stream_interim
