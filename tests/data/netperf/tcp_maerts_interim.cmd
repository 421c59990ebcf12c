# Real output of Netperf version 2.7.0 (Debian package 2.7.0-0.1) on the Tunebench namespace test bed.
# stdout and stderr interleaved on one pipe (2>&1), as a terminal log shows them.
command: ip netns exec tb-client netperf -H 198.18.0.2 -t TCP_MAERTS -l 2 -D -0.5 -- -s 131072 -S 131072
exit: 0
captured: 2026-11-30T00:22:36Z
