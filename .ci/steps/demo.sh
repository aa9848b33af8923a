#!/usr/bin/env bash
# CI step: the demo renders every state offscreen under Xvfb, and each expected PNG must exist, be
# non-empty and be exactly 720×560 (read from the PNG's IHDR chunk). Also prints the demo's frame
# timings (time to first frame, state change → frame).
set -euo pipefail
cd "$(dirname "$0")/../.."

expected=(loading content error search-empty empty comments-replies account-landing account-welcome account-signin account-profile account-deeplink)
width=720
height=560
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build --product stagehand-demo 2>&1 | grep -v "prohibited flag" || true
demo="$(swift build --show-bin-path)/stagehand-demo"
[ -x "$demo" ] || { echo "error: $demo was not built" >&2; exit 1; }

GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" "$demo" --screenshots "$out/shots"

python3 - "$out/shots" "$width" "$height" "${expected[@]}" <<'PY'
import struct, sys
directory, width, height, names = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
failures = []
for name in names:
    path = f"{directory}/{name}.png"
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as error:
        failures.append(f"{name}.png: missing ({error.strerror})")
        continue
    if len(data) < 33 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        failures.append(f"{name}.png: not a PNG ({len(data)} bytes)")
        continue
    w, h = struct.unpack(">II", data[16:24])
    if (w, h) != (width, height):
        failures.append(f"{name}.png: {w}×{h}, expected {width}×{height}")
        continue
    print(f"ok {name}.png {w}×{h} {len(data)} bytes")
if failures:
    print("error: demo screenshots are wrong:\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
PY
