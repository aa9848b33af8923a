#!/usr/bin/env bash
# Checks that a misspelt event does not compile: type-checks a tiny chart against the built
# Stagehand module twice, once with the event spelt right (must compile) and once misspelt (must
# fail with the compiler naming the missing member). Run after `swift build --target Stagehand`.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=$(swift build --target Stagehand --show-bin-path)/Modules
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

snippet() {
    cat <<SWIFT
import Stagehand
enum Screen: Hashable, Sendable { case signedOut, home }
enum AppEvent: String, StatechartEvent {
    case signIn
    var name: String { rawValue }
}
let definition = try? Statechart<Screen, AppEvent>.Definition {
    ChartState(.signedOut) { On(.$1, to: .home) }
    ChartState(.home)
}
SWIFT
}

snippet signIn >"$work/good.swift"
snippet sigIn >"$work/bad.swift"
swiftc -typecheck -I "$modules" "$work/good.swift"
if swiftc -typecheck -I "$modules" "$work/bad.swift" 2>"$work/bad.log"; then
    echo "error: On(.sigIn, …) compiled although AppEvent has no case sigIn" >&2
    exit 1
fi
if ! grep -q "sigIn" "$work/bad.log"; then
    echo "error: the misspelt chart failed for another reason:" >&2
    cat "$work/bad.log" >&2
    exit 1
fi
echo "typed events: the right spelling compiles, a misspelt event does not"
