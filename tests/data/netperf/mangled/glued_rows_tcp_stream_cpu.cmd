# Mangled by tests/data/netperf/mangle.py from real captures: result row glued to the header.
source: tcp_stream_cpu
