#!/usr/bin/env bash
# Builds Stagehand and runs every test: the core and CLI tests, the GTK tests in a real (virtual)
# display, and then every Swift snippet of the README and the DocC articles, compiled as printed
# and run where that makes sense (Scripts/snippets.py). This is the command the README gives and
# the one CI runs. Arguments go to `swift test`; with arguments (a `--filter`, say) the snippets
# are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

export GTK_A11Y=none GSK_RENDERER=cairo
run() {
    swift test "$@"
    if [ $# -eq 0 ]; then
        python3 Scripts/snippets.py
    fi
}

# GTK tests fail (not skip) without a display when this is set; CI sets it, and so do we when we
# start Xvfb ourselves, so a broken display can never turn into "ran no test".
if [ -n "${DISPLAY:-}" ]; then
    run "$@"
    exit 0
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "error: no display and no xvfb-run; install it with: sudo apt-get install xvfb xauth" >&2
    exit 2
fi
export STAGEHAND_REQUIRE_DISPLAY=1
# Again, inside the virtual display (which sets DISPLAY).
exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
