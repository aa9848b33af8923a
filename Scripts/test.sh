#!/usr/bin/env bash
# Builds Stagehand and runs every test: the core and CLI tests, and the GTK tests in a real
# (virtual) display. This is the command the README gives and the one CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."

export GTK_A11Y=none GSK_RENDERER=cairo
# GTK tests fail (not skip) without a display when this is set; CI sets it, and so do we when we
# start Xvfb ourselves, so a broken display can never turn into "ran no test".
if [ -n "${DISPLAY:-}" ]; then
    exec swift test "$@"
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "error: no display and no xvfb-run; install it with: sudo apt-get install xvfb xauth" >&2
    exit 2
fi
export STAGEHAND_REQUIRE_DISPLAY=1
exec xvfb-run -a -s "-screen 0 1280x800x24" swift test "$@"
