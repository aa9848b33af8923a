#!/usr/bin/env python3
"""Fails when a target of AppleSDKStubs/Package.swift has no row in README.md's layout table.

A row names the target's folder (`Sources/<name>/`, `Tests/<name>/`, or its `path:`) in its first
column and the target's name in its second. Run from anywhere; uses `swift package dump-package`.
"""

import json
import os
import subprocess
import sys

STUBS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=STUBS, check=True, capture_output=True, text=True)
    targets = json.loads(dump.stdout)["targets"]
    rows = [line for line in open(os.path.join(STUBS, "README.md")) if line.startswith("| `")]
    missing = []
    for target in targets:
        folder = target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        cells = [
            [cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows
        ]
        if not any(
            len(cell) > 1 and cell[1] == f"`{target['name']}`" and cell[0].rstrip("/`").lstrip("`") == folder
            for cell in cells
        ):
            missing.append(f"{target['name']} ({folder})")
    if missing:
        print("error: AppleSDKStubs/README.md's layout table has no row for: " + ", ".join(missing))
        return 1
    print(f"ok   AppleSDKStubs/README.md lists all {len(targets)} targets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
