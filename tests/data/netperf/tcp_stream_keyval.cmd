# Real output of Netperf version 2.7.0 (Debian package 2.7.0-0.1) on the Tunebench namespace test bed.
# stdout and stderr interleaved on one pipe (2>&1), as a terminal log shows them.
command: ip netns exec tb-client netperf -H 198.18.0.2 -t TCP_STREAM -l 1 -c -C -- -k THROUGHPUT,THROUGHPUT_UNITS,LOCAL_CPU_UTIL,REMOTE_CPU_UTIL,LOCAL_SD,REMOTE_SD,SD_UNITS,TRANSPORT_MSS,LOCAL_TRANSPORT_RETRANS,REMOTE_TRANSPORT_RETRANS,ELAPSED_TIME
exit: 0
captured: 2026-11-30T00:22:27Z
