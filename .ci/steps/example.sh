#!/usr/bin/env bash
# CI step: the standalone example app (Examples/CommentsApp, its own package that depends on
# Stagehand by path, as a user's app does) builds with no warnings of its own, links with only
# Stagehand's imports, and renders each of its screens under Xvfb; every screen must become what
# it should (the app checks) and every PNG must exist and be a PNG of the window's size.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/CommentsApp"

expected=(loading content search-empty error retry account-landing account-signin account-profile signed-out)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

log="$out/build.log"
swift build 2>&1 | tee "$log"
if grep -E "(warning|error):" "$log" | grep -v "prohibited flag" | grep -q .; then
    echo "error: the example app's build printed warnings or errors (above)" >&2
    exit 1
fi
app="$(swift build --show-bin-path)/CommentsApp"

GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" "$app" --screenshots "$out"

python3 - "$out" "${expected[@]}" <<'PY'
import struct, sys
directory, names = sys.argv[1], sys.argv[2:]
failures = []
for name in names:
    path = f"{directory}/{name}.png"
    try:
        data = open(path, "rb").read()
    except OSError as error:
        failures.append(f"{name}.png: missing ({error.strerror})")
        continue
    if len(data) < 33 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        failures.append(f"{name}.png: not a PNG ({len(data)} bytes)")
        continue
    w, h = struct.unpack(">II", data[16:24])
    if w < 600 or h < 400:
        failures.append(f"{name}.png: {w}×{h}, expected the whole window")
        continue
    print(f"ok {name}.png {w}×{h} {len(data)} bytes")
if failures:
    print("\n".join("error: " + f for f in failures), file=sys.stderr)
    sys.exit(1)
PY
