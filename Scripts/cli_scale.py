#!/usr/bin/env python3
"""Measures the CPU time of every `stagehand` command on large inputs (issue 19's goal: at most
2 s of CPU each on 50,000-state inputs, in release).

    Scripts/cli_scale.py [--stagehand PATH] [--check]

Writes the inputs into a scratch directory (flat machines as a chain and a star, a nested JSON
chart, SCXML charts of 50,000 states and of 10 MB), runs `check`, `graph` (DOT, Mermaid,
SCXML), `simulate` (1,000 events) and `paths` (both covers) on each, and prints a table of user
+ system CPU seconds, peak memory and exit status, read from the kernel's accounting of the
child process (`os.wait4`), not from a wall clock. Every exit status must be 0, 1 or 2 (1 is a
refusal such as paths too large); anything else (a crash) fails the script. With --check it
also fails when a run takes more than 2 s of CPU. It builds nothing: pass the release binary
(`swift build -c release --product stagehand`, then `.build/release/stagehand`, the default).
Figures are printed, never gated in CI: timings are noisy, and the tests bound work instead.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

STATES = 50_000
LIMIT_SECONDS = 2.0


def flat_chain():
    states = [f"s{i}" for i in range(STATES)]
    events = [{"name": f"e{i}", "from": states[i], "to": states[i + 1]} for i in range(STATES - 1)]
    machine = {"initial": "s0", "states": states, "events": events, "final": [states[-1]]}
    return machine, ",".join(f"e{i}" for i in range(1000))


def flat_star():
    leaves = [f"leaf{i}" for i in range(STATES - 1)]
    events = [{"name": f"go{i}", "from": "hub", "to": leaf} for i, leaf in enumerate(leaves)]
    events.append({"name": "home", "from": "*", "to": "hub", "guard": "allowed"})
    walk = ",".join(f"go{i},home" for i in range(500))
    return {"initial": "hub", "states": ["hub"] + leaves, "events": events}, walk


def nested_chart():
    groups = []
    per = 200
    for g in range(STATES // per):
        children = [
            {"id": f"g{g}s{i}", "transitions": [{"event": "next", "target": f"g{g}s{(i + 1) % per}"}]}
            for i in range(per)
        ]
        groups.append(
            {"id": f"g{g}", "states": children,
             "transitions": [{"event": "hop", "target": f"g{(g + 1) % (STATES // per)}"}]})
    return {"initial": "g0", "states": groups}, ",".join(["next", "hop"] * 500)


def scxml_chain(count, padding=""):
    parts = ['<?xml version="1.0"?>\n<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="s0">\n']
    for i in range(count):
        parts.append(f'  <state id="s{i}"{padding}><transition event="e{i}" target="s{(i + 1) % count}"/></state>\n')
    parts.append("</scxml>\n")
    return "".join(parts), ",".join(f"e{i}" for i in range(1000))


def inputs(directory):
    chain, chain_events = flat_chain()
    star, star_events = flat_star()
    nested, nested_events = nested_chart()
    scxml, scxml_events = scxml_chain(STATES)
    # About 10 MB: the same chain, each state padded by an attribute of another namespace, which
    # the reader skips.
    big, big_events = scxml_chain(STATES, padding=' xmlns:x="urn:x" x:note="' + "p" * 100 + '"')
    files = {
        "flat-chain.json": (json.dumps(chain), chain_events),
        "flat-star.json": (json.dumps(star), star_events),
        "nested.json": (json.dumps(nested), nested_events),
        "chain.scxml": (scxml, scxml_events),
        "ten-mb.scxml": (big, big_events),
    }
    written = []
    for name, (text, events) in files.items():
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        written.append((path, events))
    return written


def run(command):
    """Runs `command`, returning (exit status, CPU seconds, peak KB) from the kernel's accounting."""
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=sink)
        _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    return code, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stagehand", default=".build/release/stagehand")
    parser.add_argument("--check", action="store_true", help=f"fail above {LIMIT_SECONDS} s of CPU")
    arguments = parser.parse_args()
    binary = arguments.stagehand
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: {binary} is not an executable; build it with "
                 "'swift build -c release --product stagehand'")
    failures = []
    print("| input | size | command | exit | CPU s | peak MB |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as directory:
        for path, events in inputs(directory):
            name = os.path.basename(path)
            size = f"{os.path.getsize(path) / 1e6:.1f} MB"
            commands = [
                ["check", path],
                ["graph", path],
                ["graph", path, "--format", "mermaid"],
                ["graph", path, "--format", "scxml"],
                ["simulate", path, "--events", events],
                ["paths", path],
                ["paths", path, "--cover", "transitions"],
            ]
            for command in commands:
                code, seconds, peak = run([binary] + command)
                shown = " ".join(part if part != path else "FILE" for part in command)
                if len(shown) > 60:
                    shown = shown[:57] + "..."
                print(f"| {name} | {size} | {shown} | {code} | {seconds:.2f} | {peak / 1024:.0f} |")
                if code not in (0, 1, 2):
                    failures.append(f"{name}: {shown}: exit status {code}")
                if arguments.check and seconds > LIMIT_SECONDS:
                    failures.append(f"{name}: {shown}: {seconds:.2f} s of CPU (at most {LIMIT_SECONDS})")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
