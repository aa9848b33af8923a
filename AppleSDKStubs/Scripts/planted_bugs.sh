#!/usr/bin/env bash
# Planted bugs: proves that .ci/steps/apple.sh fails on the mistakes it exists to catch, made in the
# real sources. Each case copies the main package's sources and the stand-in scripts to a scratch
# tree, plants one mistake there with sed, and runs the check of apple.sh that must catch it:
# - a type-check of the UIKit backend against the built stand-in modules (Swift 6, warnings as
#   errors, the flags the stand-in package builds StagehandUIKit with; apple.sh's `swift build`
#   compiles the same files with them), or
# - the availability lint, run as apple.sh runs it (the whole tree).
# A case passes only if its change applied, the check passed on the unchanged copy, and the check
# fails on the changed one with the expected diagnostic line (`file:line:column: error: …` from
# swiftc, `error: file:line: …` from the lint; echoed source lines do not count).
# Run `swift build` first. About 15 s: two type-checks of one module and three lint runs.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/diagnostic_line.sh
modules="$(swift build --show-bin-path)/Modules"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The unchanged copy: what the checks read, and nothing else.
base="$scratch/base"
mkdir -p "$base/Sources" "$base/AppleSDKStubs"
cp ../Package.swift "$base/"
for target in Stagehand StagehandTesting StagehandUIKit StagehandSwiftUI StagehandCLI; do
    cp -R "../Sources/$target" "$base/Sources/"
done
cp -R Scripts Sources "$base/AppleSDKStubs/"

# typecheck_uikit TREE OUTPUT: type-checks TREE's UIKit backend as the stand-in package builds it.
typecheck_uikit() {
    (cd "$1" && find Sources/StagehandUIKit -name '*.swift' -print0 | sort -z | xargs -0 swiftc -swift-version 6 \
        -parse-as-library -typecheck -warnings-as-errors -enable-upcoming-feature ExistentialAny \
        -module-name StagehandUIKit -package-name applesdkstubs -I "$modules") >"$2" 2>&1
}

# lint TREE OUTPUT: the availability lint over TREE, as apple.sh runs it.
lint() {
    python3 "$1/AppleSDKStubs/Scripts/availability_lint.py" >"$2" 2>&1
}

status=0
out="$scratch/out"
for check in typecheck_uikit lint; do
    if ! "$check" "$base" "$out"; then
        echo "FAIL planted bugs: $check fails on the unchanged sources, so a planted bug proves nothing:" >&2
        cat "$out" >&2
        exit 1
    fi
done

# plant NAME CHECK FILE EXPECTED SED-SCRIPT: plants SED-SCRIPT's change in FILE (relative to the
# package root) of a fresh copy, runs CHECK there, and requires its diagnostic line for FILE
# containing EXPECTED.
plant() {
    local name=$1 check=$2 file=$3 expected=$4 script=$5
    local tree="$scratch/$name"
    cp -R "$base" "$tree"
    sed -i -e "$script" "$tree/$file"
    if cmp -s "$base/$file" "$tree/$file"; then
        echo "FAIL planted $name: the change did not apply to $file (has the code moved? update planted_bugs.sh)" >&2
        status=1
        return
    fi
    if "$check" "$tree" "$out"; then
        echo "FAIL planted $name: $check passed with the bug planted in $file; it must fail with: $expected" >&2
        status=1
    elif [ "$check" = lint ] && line=$(lint_error_line "$out" "$file" "$expected"); then
        echo "ok   planted $name: $line"
    elif [ "$check" = typecheck_uikit ] && line=$(compiler_error_line "$out" "$file" "$expected"); then
        echo "ok   planted $name: $line"
    else
        echo "FAIL planted $name: $check failed, but without a diagnostic line for $file containing \"$expected\":" >&2
        cat "$out" >&2
        status=1
    fi
    rm -rf "$tree"
}

# A UIKit call with a wrong argument label: `animate:` for `beginAppearanceTransition(_:animated:)`.
plant UIKitWrongLabel typecheck_uikit Sources/StagehandUIKit/Container/UIKitContainerHost.swift \
    "incorrect argument label in call (have '_:animate:', expected '_:animated:')" \
    's/child\.beginAppearanceTransition(true, animated: animated)/child.beginAppearanceTransition(true, animate: animated)/'

# A Mutex in the core: Synchronization's Mutex is macOS 15 / iOS 18 / tvOS 18 / visionOS 2, above
# the core's deployment floor (Linux compiles it, so only the lint can catch it).
plant CoreMutex lint Sources/Stagehand/Routing/Router.swift \
    "Mutex (Synchronization) needs iOS 18.0; the deployment floor is iOS 17.0" \
    '1i import Synchronization
/^public final class Router<.*{$/a\    private let registrations = Mutex<Int>(0)'

# A main-actor call from a @Sendable closure: the container's topmost-child callback made @Sendable.
plant SendableClosureCallsMainActor typecheck_uikit Sources/StagehandUIKit/Container/StateViewController.swift \
    "call to main actor-isolated instance method 'topmostChildChanged()' in a synchronous nonisolated context" \
    's/host\.onTopmostChildChange = { \[weak self\] in/host.onTopmostChildChange = { @Sendable [weak self] in/'

# A tvOS-unavailable API without its guard: the `#if !os(tvOS)` around the home-indicator and
# screen-edge updates in StateViewController.topmostChildChanged() removed (bare calls, no `self.`).
plant MissingTvOSGuard lint Sources/StagehandUIKit/Container/StateViewController.swift \
    "UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden (UIKit) is unavailable on tvOS" \
    '/^        #if !os(tvOS)$/{N;/setNeedsUpdateOfHomeIndicatorAutoHidden/{s/^        #if !os(tvOS)\n//;n;n;/^        #endif$/d}}'

exit $status
