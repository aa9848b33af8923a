#!/usr/bin/env bash
# CI step: the inspection page in a real browser (issue 22 item 6). `stagehand inspect -o` writes
# the page of the checked-in session Tests/StagehandCLITests/Fixtures/session-page.jsonl (the
# demo's navigation chart, a container and a checkout chart, recorded by the real recorder; a
# test keeps it current), and Scripts/page_test.py drives it in headless Chromium over the
# DevTools pipe: keys, log clicks, the source picker, each time comparing the highlighted states,
# the transitions drawn taken, the guard values and the selected log row with the session. No
# display is needed; every wait in the script is bounded (60 s). Run with --update to write the
# README's picture, Docs/screenshots/inspect-page.png.
set -euo pipefail
cd "$(dirname "$0")/../.."

update=false
[ "${1:-}" = "--update" ] && update=true

command -v chromium >/dev/null || { echo "error: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
swift build --product stagehand 2>&1 | grep -v "prohibited flag" || true
bin="$(swift build --show-bin-path)"
[ -x "$bin/stagehand" ] || { echo "error: $bin/stagehand was not built" >&2; exit 1; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
session=Tests/StagehandCLITests/Fixtures/session-page.jsonl
"$bin/stagehand" inspect "$session" -o "$out/inspect-page.html"
timeout 120 python3 Scripts/page_test.py "$out/inspect-page.html" "$session" "$out/inspect-page.png"
if $update; then
    cp "$out/inspect-page.png" Docs/screenshots/inspect-page.png
    echo "wrote Docs/screenshots/inspect-page.png"
fi
