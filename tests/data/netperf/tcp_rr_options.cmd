# Real output of Netperf version 2.7.0 (Debian package 2.7.0-0.1) on the Tunebench namespace test bed.
# stdout and stderr interleaved on one pipe (2>&1), as a terminal log shows them.
command: ip netns exec tb-client netperf -H 198.18.0.2 -t TCP_RR -l -5000 -T 0,1 -4 -L 198.18.0.1 -p 12865 -- -H 198.18.0.2 -r 64,1024 -b 4 -D -P 50001,50002 -s 65536 -S 65536
exit: 0
captured: 2026-11-30T00:23:24Z
