# Mangled by tests/data/netperf/mangle.py from real captures: three TCP_STREAM result rows of a -P 0 loop on one line.
source: tcp_stream tcp_stream_noheader tcp_stream_noheader
