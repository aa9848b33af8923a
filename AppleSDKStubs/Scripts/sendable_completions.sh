#!/usr/bin/env bash
# Type-checks the UIKit backend a second time against a UIKit stand-in whose completion handlers
# are imported `@Sendable` (`-DSTAGEHAND_STUB_SENDABLE_COMPLETIONS`), the stricter reading of
# SE-0463, so the backend compiles whichever way a future SDK imports them. Run `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swiftc -swift-version 6 -parse-as-library -warnings-as-errors -DSTAGEHAND_STUB_SENDABLE_COMPLETIONS \
    -emit-module -module-name UIKit -emit-module-path "$scratch/UIKit.swiftmodule" Sources/UIKit/*.swift
find Linked/StagehandUIKit/ -name '*.swift' -print0 | xargs -0 swiftc -swift-version 6 -typecheck -warnings-as-errors \
    -enable-upcoming-feature ExistentialAny -module-name StagehandUIKit -package-name applesdkstubs -I "$scratch" \
    -I "$modules"
echo "ok   StagehandUIKit type-checks against @Sendable completion handlers too"
