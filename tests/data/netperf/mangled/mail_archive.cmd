# Mangled by tests/data/netperf/mangle.py from real captures: a mail quoting four runs and a failure, with prose around them.
source: tcp_rr_interim tcp_rr_cpu tcp_stream_interim tcp_rr_keyval_interim_banner err_no_netserver
