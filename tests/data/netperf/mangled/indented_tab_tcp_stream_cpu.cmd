# Mangled by tests/data/netperf/mangle.py from real captures: indented with a tab.
source: tcp_stream_cpu
