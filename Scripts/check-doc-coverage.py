#!/usr/bin/env python3
"""Fails when a public symbol of MODULE has no documentation comment.

Usage: check-doc-coverage.py MODULE SYMBOL_GRAPH_DIR
Reads the symbol graphs swiftc wrote for MODULE and lists every public or open declaration
(including members of public extensions) whose doc comment is missing or empty. Symbols that only
restate a protocol requirement or are synthesised by the compiler are skipped.
"""
import json
import pathlib
import sys

module, directory = sys.argv[1], pathlib.Path(sys.argv[2])
missing = []
for path in sorted(directory.glob(f"{module}*.symbols.json")):
    graph = json.loads(path.read_text())
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if symbol.get("kind", {}).get("identifier", "").endswith(".extension"):
            continue
        names = symbol.get("pathComponents", [])
        if any(name.startswith("_") for name in names):
            continue
        if "location" not in symbol:
            continue  # synthesised by the compiler (Hashable, Codable, RawRepresentable, ...)
        lines = (symbol.get("docComment") or {}).get("lines", [])
        text = " ".join(line.get("text", "") for line in lines).strip()
        if not text:
            location = symbol.get("location", {})
            where = location.get("uri", "?").split("/Sources/")[-1]
            line = location.get("position", {}).get("line", -1) + 1
            missing.append(f"Sources/{where}:{line}: {'.'.join(names)}")
if missing:
    print(f"error: {len(missing)} public symbol(s) of {module} lack documentation:", file=sys.stderr)
    for entry in missing:
        print("  " + entry, file=sys.stderr)
    sys.exit(1)
print(f"{module}: every public symbol is documented")
