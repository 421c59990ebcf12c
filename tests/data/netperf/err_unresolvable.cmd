# Real output of Netperf version 2.7.0 (Debian package 2.7.0-0.1) on the Tunebench namespace test bed.
# stdout and stderr interleaved on one pipe (2>&1), as a terminal log shows them.
command: ip netns exec tb-client netperf -H nosuchhost.invalid -t TCP_RR -l 1
exit: 255
captured: 2026-11-30T00:22:48Z
