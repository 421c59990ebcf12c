#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes the mangled copies of real netperf captures that the import tests read.

People keep netperf output in terminal logs and paste it into mail; on the way it gets joined
onto one line, re-wrapped, quoted with "> " and so on. Each function below does one such thing to
a capture made by capture.sh; the result goes to mangled/NAME.txt with a sidecar mangled/NAME.cmd
naming the source and the mangling. Run from anywhere: tests/data/netperf/mangle.py
"""
import pathlib
import textwrap

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "mangled"


def lines(name):
    return (HERE / f"{name}.txt").read_text().splitlines()


def command(name):
    for line in (HERE / f"{name}.cmd").read_text().splitlines():
        if line.startswith("command: "):
            return line[len("command: "):]
    raise SystemExit(f"{name}.cmd has no command line")


def joined(name, glue=" "):
    """Every line of the output on one long line."""
    return [glue.join(l.strip() for l in lines(name) if l.strip())]


def quoted(name, depth=1):
    return [("> " * depth + l).rstrip() for l in lines(name)]


def mail_wrapped(name, width):
    """What a mail client does: wrap at spaces, never inside a word."""
    out = []
    for l in lines(name):
        wrapped = textwrap.wrap(l, width, break_long_words=False, break_on_hyphens=False)
        out.extend(wrapped if wrapped else [""])
    return out


def terminal_wrapped(name, width):
    """What a terminal log with hard wrapping does: cut every line at width, inside words too."""
    out = []
    for l in lines(name):
        l = l.rstrip()
        out.extend([l[i:i + width] for i in range(0, len(l), width)] or [""])
    return out


def split_headers(name):
    """Table headers re-broken: every header word on a line of its own."""
    out = []
    in_header = False
    for l in lines(name):
        words = l.split()
        if l.startswith("Local /Remote") or l.startswith("Recv "):
            in_header = True
        if in_header and words and not all(w.replace(".", "").isdigit() for w in words):
            out.extend(words)
            continue
        if in_header and not words:
            continue
        in_header = in_header and not words
        out.append(l)
    return out


def glued_rows(name):
    """Result rows glued onto the end of the header (blank separator line dropped)."""
    out = []
    for l in lines(name):
        words = l.split()
        is_row = words and all(w.replace(".", "").replace("-", "").isdigit() for w in words)
        if is_row and out and out[-1] == "":
            out.pop()
        if is_row and out and out[-1].strip() and not out[-1].startswith("Interim"):
            out[-1] = out[-1].rstrip() + " " + l.strip()
        else:
            out.append(l)
    return out


def rows_run_together(first, *rest):
    """A -P 0 loop (netperf prints the header once, then only rows) whose result rows a mail
    client reflowed onto one line: the rows of every later capture joined onto the first's."""
    def is_row(line):
        return bool(line.split()) and all(w.replace(".", "", 1).isdigit() for w in line.split())

    out = lines(first)
    while out and not out[-1].strip():
        out.pop()
    rows = []
    while out and is_row(out[-1]):
        rows.insert(0, out.pop())
    for name in rest:
        rows += [l for l in lines(name) if l.strip()]
    return out + ["   ".join(r.strip() for r in rows)]


def reflowed(name):
    """What "rewrap paragraph" in a mail client (or format=flowed read as one) does: the lines of
    each paragraph joined with blanks, so a banner is folded onto its header and a result row onto
    its remote socket row."""
    out, paragraph = [], []
    for l in lines(name) + [""]:
        if l.strip():
            paragraph.append(l.strip())
            continue
        if paragraph:
            out.append(" ".join(paragraph))
        paragraph = []
        out.append("")
    return out[:-1]


def indented(name, indent="    "):
    """A quoted copy as Outlook and some web mailers mark it: indented instead of '> '."""
    return [(indent + l) if l.strip() else "" for l in lines(name)]


def mail_archive():
    """A mailing-list post quoting three runs, wrapped and quoted as mail clients do."""
    out = ["From: someone@example.org", "Subject: Re: TCP_RR numbers after moving IRQs", "",
           "On Tuesday you wrote:", "> Can you send the full output?", "",
           "Sure, here they are. First the baseline:", "",
           f"$ {command('tcp_rr_interim')}"]
    out += lines("tcp_rr_interim")
    out += ["", "Then with CPU measurement (quoted from my earlier mail):", ""]
    out += ["> " + l for l in mail_wrapped("tcp_rr_cpu", 66)]
    out += ["", "And the stream test, which my terminal wrapped:", ""]
    out += ["> > " + l for l in terminal_wrapped("tcp_stream_interim", 60)]
    out += ["", "Finally the keyval run:", "", f"# {command('tcp_rr_keyval_interim_banner')}"]
    out += joined("tcp_rr_keyval_interim_banner")
    out += ["", "The run against the wrong port failed as expected:", ""]
    out += lines("err_no_netserver")
    out += ["", "Cheers,", "-- ", "Someone"]
    return out


CASES = {
    "joined_tcp_rr_interim": (lambda: joined("tcp_rr_interim"), "tcp_rr_interim", "all lines joined with spaces"),
    "joined_tcp_rr_cpu": (lambda: joined("tcp_rr_cpu"), "tcp_rr_cpu", "all lines joined with spaces"),
    "joined_keyval_interim": (lambda: joined("tcp_rr_keyval_interim"), "tcp_rr_keyval_interim",
                              "all lines joined with spaces"),
    "glued_keyval_interim_banner": (lambda: joined("tcp_rr_keyval_interim_banner", ""),
                                    "tcp_rr_keyval_interim_banner", "all lines joined with nothing between"),
    "glued_interims": (lambda: joined("tcp_stream_interim", ""), "tcp_stream_interim",
                       "all lines joined with nothing between"),
    "split_headers_tcp_rr_cpu": (lambda: split_headers("tcp_rr_cpu"), "tcp_rr_cpu",
                                 "every header word on its own line"),
    "split_headers_tcp_maerts_cpu": (lambda: split_headers("tcp_maerts_cpu"), "tcp_maerts_cpu",
                                     "every header word on its own line"),
    "glued_rows_tcp_rr_interim_cpu": (lambda: glued_rows("tcp_rr_interim_cpu"), "tcp_rr_interim_cpu",
                                      "result rows glued to the header"),
    "glued_rows_tcp_stream_cpu": (lambda: glued_rows("tcp_stream_cpu"), "tcp_stream_cpu",
                                  "result row glued to the header"),
    "quoted_tcp_rr_interim_cpu": (lambda: quoted("tcp_rr_interim_cpu"), "tcp_rr_interim_cpu", "'> ' quoting"),
    "quoted_twice_udp_rr_burst_interim": (lambda: quoted("udp_rr_burst_interim", 2), "udp_rr_burst_interim",
                                          "'> > ' quoting"),
    "mailwrap_tcp_rr_confidence": (lambda: mail_wrapped("tcp_rr_confidence", 60), "tcp_rr_confidence",
                                   "wrapped at 60 columns at spaces"),
    "mailwrap_keyval_interim_banner": (lambda: mail_wrapped("tcp_rr_keyval_interim_banner", 50),
                                       "tcp_rr_keyval_interim_banner", "wrapped at 50 columns at spaces"),
    "mailwrap_tcp_rr_interim": (lambda: mail_wrapped("tcp_rr_interim", 72), "tcp_rr_interim",
                                "wrapped at 72 columns at spaces"),
    "termwrap_tcp_stream_interim": (lambda: terminal_wrapped("tcp_stream_interim", 40), "tcp_stream_interim",
                                    "hard-wrapped at 40 columns"),
    "termwrap_tcp_rr_cpu": (lambda: terminal_wrapped("tcp_rr_cpu", 60), "tcp_rr_cpu",
                            "hard-wrapped at 60 columns"),
    "quoted_mailwrap_tcp_crr_interim_cpu": (lambda: ["> " + l for l in mail_wrapped("tcp_crr_interim_cpu", 64)],
                                            "tcp_crr_interim_cpu", "wrapped at 64 columns, then '> ' quoted"),
    "ploop_rows_run_together": (lambda: rows_run_together("tcp_rr", "tcp_rr_noheader"), "tcp_rr tcp_rr_noheader",
                                "a -P 0 loop's second result row reflowed onto the first's line"),
    "ploop_stream_rows_run_together": (lambda: rows_run_together("tcp_stream", "tcp_stream_noheader", "tcp_stream_noheader"),
                                       "tcp_stream tcp_stream_noheader tcp_stream_noheader",
                                       "three TCP_STREAM result rows of a -P 0 loop on one line"),
    "reflowed_tcp_rr_cpu": (lambda: reflowed("tcp_rr_cpu"), "tcp_rr_cpu", "paragraphs rewrapped into one line each"),
    "reflowed_tcp_rr_interim_cpu": (lambda: reflowed("tcp_rr_interim_cpu"), "tcp_rr_interim_cpu",
                                    "paragraphs rewrapped into one line each"),
    "mailwrap_noheader_cpu_interim": (lambda: mail_wrapped("tcp_rr_noheader_cpu_interim", 40),
                                      "tcp_rr_noheader_cpu_interim", "a -P 0 run wrapped at 40 columns at spaces"),
    "indented_tcp_rr_interim_cpu": (lambda: indented("tcp_rr_interim_cpu"), "tcp_rr_interim_cpu", "indented four blanks"),
    "indented_tab_tcp_stream_cpu": (lambda: indented("tcp_stream_cpu", "\t"), "tcp_stream_cpu", "indented with a tab"),
    "mail_archive": (mail_archive, "tcp_rr_interim tcp_rr_cpu tcp_stream_interim tcp_rr_keyval_interim_banner "
                     "err_no_netserver", "a mail quoting four runs and a failure, with prose around them"),
}


def main():
    OUT.mkdir(exist_ok=True)
    for name, (make, source, how) in CASES.items():
        (OUT / f"{name}.txt").write_text("\n".join(make()) + "\n")
        (OUT / f"{name}.cmd").write_text(
            f"# Mangled by tests/data/netperf/mangle.py from real captures: {how}.\n"
            f"source: {source}\n")
        print(name)


if __name__ == "__main__":
    main()
