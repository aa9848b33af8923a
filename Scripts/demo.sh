#!/usr/bin/env bash
# Runs the Stagehand GTK demo. On a fresh Debian machine it first installs the apt packages the
# demo needs. With a display it opens the window; without one it starts Xvfb, renders every demo
# state to PNG and says where they are.
#   Scripts/demo.sh                  open the demo window
#   Scripts/demo.sh --screenshots D  render each state to D/*.png and exit
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libgtk-4-dev libadwaita-1-dev xvfb xauth)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} (needed by the GTK demo)…"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

swift build -c release --product stagehand-demo 2>&1 | grep -Ev "prohibited flag" || true
demo="$(swift build -c release --show-bin-path)/stagehand-demo"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$demo" "$@"
fi
out=${2:-screenshots-out}
[ "${1:-}" = "--screenshots" ] || set -- --screenshots "$out"
echo "No display found: starting Xvfb and rendering the demo's states offscreen."
GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" "$demo" "$@"
echo "Screenshots written to $(cd "$2" && pwd)/"
